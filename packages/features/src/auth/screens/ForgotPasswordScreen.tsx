import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@axia/core';
import { Button, Link, Stack } from '@axia/design-system';
import type { z } from 'zod';
import { useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import { AuthLayout } from '../components/AuthLayout';
import { FormTextField } from '../../kit/fields/TextField';
import { showAuthError } from '../errors';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type ForgotOutput = z.output<typeof forgotPasswordSchema>;

/** /forgot-password: asks for a reset code, then /reset-password with the email in state. */
export default function ForgotPasswordScreen() {
  const services = useServices();
  const { control, handleSubmit, setError } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    // The email format is checked when the field loses focus (seed 000 §5).
    mode: 'onBlur',
  });

  const onSubmit = async ({ email }: ForgotOutput) => {
    try {
      await services.auth.resetPassword(email);
      services.navigate('/reset-password', { state: { email } });
    } catch (error) {
      showAuthError(error, services.navigate, setError, 'email');
    }
  };
  const [submit, submitting] = usePending(onSubmit);

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your email and we will send you a code to reset your password."
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="lg">
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
          <Button type="submit" fullWidth size="large" isPending={submitting}>
            Send code
          </Button>
          <Link href="/login" variant="standalone">
            Back to log in
          </Link>
        </Stack>
      </form>
    </AuthLayout>
  );
}
