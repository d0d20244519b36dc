import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@axia/core';
import { Button, Inline, Link, Stack } from '@axia/design-system';
import type { z } from 'zod';
import { useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import { AuthLayout } from '../components/AuthLayout';
import { FormPasswordField } from '../../kit/fields/PasswordField';
import { FormTextField } from '../../kit/fields/TextField';
import { LiquidationNotice } from '../components/LiquidationNotice';
import { showAuthError } from '../errors';
import { FlowDialogs, rememberedPathOf, useLoginFlow } from '../flow/FlowDialogs';

type LoginOutput = z.output<typeof loginSchema>;

export interface LoginScreenViewProps {
  /** Whether the coin-holder notice opens with the page (the route shows it). */
  showNotice?: boolean;
}

/** /login: email and password, then the login flow. */
export function LoginScreenView({ showNotice = true }: LoginScreenViewProps) {
  const services = useServices();
  const location = useLocation();
  const flow = useLoginFlow();
  const [noticeOpen, setNoticeOpen] = useState(showNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The notice takes focus when the page opens; once it closes, focus goes to the page's h1.
  useEffect(() => {
    if (!noticeOpen) headingRef.current?.focus();
  }, [noticeOpen]);
  const { control, handleSubmit, setError } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async ({ email, password }: LoginOutput) => {
    const { auth, navigate } = services;
    try {
      const next = await auth.signIn(email, password);
      if (next === 'CONFIRM_SIGN_UP') {
        await auth.resendSignUpCode(email);
        navigate('/sign-up-confirm', { state: { email, password } });
      } else if (next === 'RESET_PASSWORD') {
        await auth.resetPassword(email);
        navigate('/reset-password', { state: { email } });
      } else if (next === 'TOTP') {
        navigate('/mfa-login', { state: { from: rememberedPathOf(location.state) } });
      } else {
        await flow.run();
      }
    } catch (error) {
      showAuthError(error, navigate, setError, 'email');
    }
  };
  const [submit, submitting] = usePending(onSubmit);

  return (
    <AuthLayout
      title="Log in"
      description="Welcome back. Log in to your account."
      headingRef={headingRef}
      autoFocusHeading={false}
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
          <FormPasswordField control={control} name="password" label="Password" />
          <Link href="/forgot-password" variant="standalone">
            Forgot your password?
          </Link>
          <Button type="submit" fullWidth size="large" isPending={submitting}>
            Log in
          </Button>
          <Inline gap="xs">
            <span>New to AXIA?</span>
            <Link href="/sign-up">Open an account</Link>
          </Inline>
        </Stack>
      </form>
      <LiquidationNotice isOpen={noticeOpen} onClose={() => setNoticeOpen(false)} />
      <FlowDialogs flow={flow} />
    </AuthLayout>
  );
}

export default function LoginScreen() {
  return <LoginScreenView />;
}
