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
import { rememberedPathOf } from '../flow/remembered';
import { useLazyLoginFlow } from '../flow/useLazyLoginFlow';
import { handOverSignUpPassword } from '../flow/signUpPassword';

type LoginOutput = z.output<typeof loginSchema>;

/**
 * The coin-holder notice as the prerendered /login left it when the app takes over (issue 17): closed if the
 * visitor closed it, and not modal if they are working in the form past it (the take-over must not take their
 * focus). Without a prerendered page: open and modal, as the route shows it.
 */
function staticNotice(): { open: boolean; modal: boolean } {
  if (typeof document === 'undefined') return { open: true, modal: true };
  const page = document.querySelector('#root[data-prerendered]');
  const dialog = page?.querySelector('dialog[data-notice]');
  if (!page || !(dialog instanceof HTMLDialogElement)) return { open: true, modal: true };
  const active = document.activeElement;
  const inForm = active !== null && page.contains(active) && !dialog.contains(active);
  return { open: dialog.open, modal: !inForm };
}

export interface LoginScreenViewProps {
  /** Whether the coin-holder notice opens with the page (the route shows it). */
  showNotice?: boolean;
}

/** /login: email and password, then the login flow. */
export function LoginScreenView({ showNotice = true }: LoginScreenViewProps) {
  const services = useServices();
  const location = useLocation();
  const flow = useLazyLoginFlow();
  // The sign-in button's first focus or hover: the login flow and the first signed-in page start loading.
  const prefetched = useRef(false);
  const prefetch = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    flow.preload();
    services.preloadSignedIn?.();
  };
  const [notice] = useState(staticNotice);
  const [noticeOpen, setNoticeOpen] = useState(showNotice && notice.open);
  // Closed on the prerendered page while the app was loading: closed here too (it is not shown twice).
  useEffect(() => {
    const dialog = document.querySelector('#root[data-prerendered] dialog[data-notice]');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const closed = () => setNoticeOpen(false);
    if (!dialog.open) closed();
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);
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
        handOverSignUpPassword(email, password);
        navigate('/sign-up-confirm', { state: { email } });
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
          <Button
            type="submit"
            fullWidth
            size="large"
            isPending={submitting}
            onFocus={prefetch}
            onHoverStart={prefetch}
          >
            Log in
          </Button>
          <Inline gap="xs">
            <span>New to AXIA?</span>
            <Link href="/sign-up">Open an account</Link>
          </Inline>
        </Stack>
      </form>
      <LiquidationNotice
        isOpen={noticeOpen}
        modal={notice.modal}
        onClose={() => setNoticeOpen(false)}
      />
      {flow.dialogs}
    </AuthLayout>
  );
}

export default function LoginScreen() {
  return <LoginScreenView />;
}
