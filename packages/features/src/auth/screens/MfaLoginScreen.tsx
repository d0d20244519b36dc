import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { mfaLoginSchema } from '@axia/core';
import { Button, Stack } from '@axia/design-system';
import { useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import { AuthLayout } from '../components/AuthLayout';
import { FormCodeInput } from '../../kit/fields/CodeInput';
import { showAuthError } from '../errors';
import { useLazyLoginFlow } from '../flow/useLazyLoginFlow';

/** /mfa-login: the authenticator app's code, then the login flow. */
export default function MfaLoginScreen() {
  const services = useServices();
  const flow = useLazyLoginFlow();
  const [signingOut, setSigningOut] = useState(false);
  const { control, handleSubmit, setError } = useForm<{ code: string }>({
    resolver: zodResolver(mfaLoginSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      await services.auth.confirmSignIn(code);
    } catch (error) {
      showAuthError(error, services.navigate, setError, 'code');
      return;
    }
    await flow.run();
  };
  const [submit, submitting] = usePending(onSubmit);

  const logOut = async () => {
    setSigningOut(true);
    try {
      await services.auth.signOut();
    } catch {
      // The local session is cleared either way.
    } finally {
      setSigningOut(false);
      services.navigate('/login', { replace: true });
    }
  };

  return (
    <AuthLayout
      title="Two-factor authentication"
      description="Enter the 6-digit code from your authenticator app."
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="lg">
          <FormCodeInput control={control} name="code" label="Authentication code" />
          <Button type="submit" fullWidth size="large" isPending={submitting}>
            Verify
          </Button>
        </Stack>
      </form>
      <Button variant="tertiary" isPending={signingOut} onPress={() => void logOut()}>
        Log out
      </Button>
      {flow.dialogs}
    </AuthLayout>
  );
}
