import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router-dom';
import { AUTH_MESSAGES, RESEND_COOLDOWN_SECONDS, signUpConfirmSchema } from '@axia/core';
import { Button, Inline, Link, Stack, VisuallyHidden } from '@axia/design-system';
import { useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import { AuthLayout, muted } from '../components/AuthLayout';
import { FormCodeInput } from '../../kit/fields/CodeInput';
import { ResendCodeButton } from '../components/ResendCodeButton';
import { countdownAnnouncement, useCountdown } from '../components/useCountdown';
import { authErrorMessage, isServiceUnavailable, showAuthError } from '../errors';
import { forgetSignUpPassword, signUpPasswordFor } from '../flow/signUpPassword';
import { useLazyLoginFlow } from '../flow/useLazyLoginFlow';

/** The email /sign-up-confirm is given in its navigation state (the password is handed over in memory). */
function emailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' && email ? email : undefined;
}

export interface SignUpConfirmScreenViewProps {
  /** Seconds before a new code may be requested (stories show the finished countdown with 0). */
  cooldownSeconds?: number;
}

/** /sign-up-confirm: the emailed code; with the password handed over it signs in and runs the login flow. */
export function SignUpConfirmScreenView({
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
}: SignUpConfirmScreenViewProps) {
  const services = useServices();
  const location = useLocation();
  const email = emailOf(location.state);
  const password = signUpPasswordFor(email);
  const flow = useLazyLoginFlow();
  const { remaining, restart } = useCountdown(cooldownSeconds);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, setError } = useForm<{ code: string }>({
    resolver: zodResolver(signUpConfirmSchema),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    if (!email) services.navigate('/login', { replace: true });
  }, [email, services]);
  const onSubmit = async ({ code }: { code: string }) => {
    if (!email) return;
    const { auth, navigate, notify } = services;
    try {
      await auth.confirmSignUp(email, code);
    } catch (error) {
      showAuthError(error, navigate, setError, 'code');
      return;
    }
    if (!password) {
      notify({
        tone: 'success',
        title: 'Your email is verified.',
        description: 'You may log in now.',
      });
      navigate('/login');
      return;
    }
    forgetSignUpPassword();
    try {
      const next = await auth.signIn(email, password);
      if (next === 'TOTP') navigate('/mfa-login');
      // Just signed up: the terms accepted on the sign-up form are not asked for again.
      else if (next === 'DONE') await flow.run({ acceptedAtSignUp: true });
      else navigate('/login');
    } catch (error) {
      if (isServiceUnavailable(error)) return navigate('/', { replace: true });
      notify({ tone: 'error', title: authErrorMessage(error) });
      navigate('/login');
    }
  };
  const [submit, submitting] = usePending(onSubmit);

  const resend = async () => {
    if (!email) return;
    setResending(true);
    try {
      await services.auth.resendSignUpCode(email);
      services.notify({ tone: 'success', title: AUTH_MESSAGES.codeSent });
      restart();
    } catch (error) {
      services.notify({ tone: 'error', title: authErrorMessage(error) });
    } finally {
      setResending(false);
    }
  };

  if (!email) return null;
  return (
    <AuthLayout
      title="Verify your email"
      description={`We sent a 6-digit verification code to ${email}.`}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="lg">
          <FormCodeInput control={control} name="code" label="Verification code" />
          <Button type="submit" fullWidth size="large" isPending={submitting}>
            Verify
          </Button>
        </Stack>
      </form>
      <Stack gap="sm">
        <Inline gap="sm" align="center">
          <ResendCodeButton
            isDisabled={remaining > 0}
            isPending={resending}
            onPress={() => void resend()}
          />
          {remaining > 0 && (
            <p className={muted} aria-hidden="true">
              Available in {remaining} s
            </p>
          )}
        </Inline>
        <VisuallyHidden as="div">
          <p aria-live="polite">{countdownAnnouncement(remaining)}</p>
        </VisuallyHidden>
        <Link href="/login" variant="standalone">
          Back to log in
        </Link>
      </Stack>
      {flow.dialogs}
    </AuthLayout>
  );
}

export default function SignUpConfirmScreen() {
  return <SignUpConfirmScreenView />;
}
