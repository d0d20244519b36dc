import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router-dom';
import { AUTH_MESSAGES, resetPasswordSchema } from '@axia/core';
import { Button, Link, Stack } from '@axia/design-system';
import type { z } from 'zod';
import { useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import { AuthLayout } from '../components/AuthLayout';
import { AuthNotice } from '../components/AuthNotice';
import { FormCodeInput } from '../../kit/fields/CodeInput';
import { ResendCodeButton } from '../components/ResendCodeButton';
import { FormPasswordField } from '../../kit/fields/PasswordField';
import { authErrorMessage, showAuthError } from '../errors';

type ResetInput = z.input<typeof resetPasswordSchema>;

/** Why a sign-in brought the visitor here (the bank requires a new password), said above the form. */
export const RESET_REQUIRED_TEXT =
  'Your password must be reset before you can log in. We sent a code to your email to set a new one.';

function resetRequiredOf(state: unknown): boolean {
  return (state as { resetRequired?: unknown } | null)?.resetRequired === true;
}

function emailOf(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : null;
}

/** /reset-password: the emailed code and a new password. */
export default function ResetPasswordScreen() {
  const services = useServices();
  const location = useLocation();
  const email = emailOf(location.state);
  const resetRequired = resetRequiredOf(location.state);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, setError } = useForm<ResetInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '' },
  });

  useEffect(() => {
    if (!email) services.navigate('/forgot-password', { replace: true });
  }, [email, services]);
  const onSubmit = async ({ code, password }: ResetInput) => {
    if (!email) return;
    try {
      await services.auth.confirmResetPassword(email, code, password);
      services.notify({
        tone: 'success',
        title: AUTH_MESSAGES.passwordReset,
        description: AUTH_MESSAGES.passwordResetDescription,
      });
      services.navigate('/login');
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const field = name === 'InvalidPasswordException' ? 'password' : 'code';
      showAuthError(error, services.navigate, setError, field);
    }
  };
  const [submit, submitting] = usePending(onSubmit);

  const resend = async () => {
    if (!email) return;
    setResending(true);
    try {
      await services.auth.resetPassword(email);
      services.notify({ tone: 'success', title: AUTH_MESSAGES.codeSent });
    } catch (error) {
      services.notify({ tone: 'error', title: authErrorMessage(error) });
    } finally {
      setResending(false);
    }
  };

  if (!email) return null;
  return (
    <AuthLayout
      title="Reset your password"
      description={`Enter the 6-digit code we sent to ${email} and choose a new password.`}
    >
      {resetRequired && <AuthNotice>{RESET_REQUIRED_TEXT}</AuthNotice>}
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="lg">
          <FormCodeInput control={control} name="code" label="Verification code" />
          <FormPasswordField
            control={control}
            name="password"
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters, with an upper case letter, a lower case letter and a digit."
          />
          <Button type="submit" fullWidth size="large" isPending={submitting}>
            Reset password
          </Button>
        </Stack>
      </form>
      <Stack gap="sm" align="start">
        <ResendCodeButton isPending={resending} onPress={() => void resend()} />
        <Link href="/login" variant="standalone">
          Back to log in
        </Link>
      </Stack>
    </AuthLayout>
  );
}
