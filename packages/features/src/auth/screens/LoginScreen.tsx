import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkLogin, loginEmail, type LoginInput } from '@axia/core';
import { Button, Inline, Link, Stack } from '@axia/design-system';
import { signedOutReasonOf, signedOutText, useServices } from '../../kit';
import { usePending } from '../../kit/usePending';
import { AuthLayout } from '../components/AuthLayout';
import { AuthNotice } from '../components/AuthNotice';
import { FormPasswordField } from '../../kit/fields/PasswordField';
import { FormTextField } from '../../kit/fields/TextField';
import { LiquidationNotice } from '../components/LiquidationNotice';
import { isServiceUnavailable, showAuthError } from '../errors';
import { rememberedPathOf } from '../flow/remembered';
import { useLazyLoginFlow } from '../flow/useLazyLoginFlow';
import { handOverSignUpPassword } from '../flow/signUpPassword';
import type { AutofillPick } from '../passkey/autofill';
import { passkeySignInError } from '../passkey/errors';
import { PASSKEY_SIGN_IN_TEXT } from '../passkey/messages';
import { usePasskeyAutofill } from '../passkey/usePasskeyAutofill';

/** Core's login check as the form's resolver (a plain function: /login ships no schema library, issue 46). */
const loginResolver: Resolver<LoginInput> = (values) => {
  const checked = checkLogin(values);
  if (checked.ok) return { values: checked.value, errors: {} };
  const errors: FieldErrors<LoginInput> = {};
  for (const name of ['email', 'password'] as const) {
    const message = checked.problems[name];
    if (message) errors[name] = { type: 'required', message };
  }
  return { values: {}, errors };
};

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

/** The identity service's answer for a user who must reset their password (seed 000 §8). */
const RESET_REQUIRED = 'Password reset required for the user';

function isResetRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'PasswordResetRequiredException' || message === RESET_REQUIRED;
}

/**
 * Why the app signed the visitor out (idle, session ended), from the navigation that brought them here. Said
 * once: the history entry then forgets it (the rest of its state kept), so a reload or a return does not repeat it.
 */
function useSignedOutReason() {
  const location = useLocation();
  const navigate = useNavigate();
  const [reason] = useState(() => signedOutReasonOf(location.state));
  useEffect(() => {
    if (!reason) return;
    const rest = { ...(location.state as Record<string, unknown>) };
    delete rest.signedOut;
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: Object.keys(rest).length ? rest : null,
    });
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return reason;
}

export interface LoginScreenViewProps {
  /** Whether the coin-holder notice opens with the page (the route shows it). */
  showNotice?: boolean;
}

/** /login: email and password, or a passkey (issue 45), then the login flow. */
export function LoginScreenView({ showNotice = true }: LoginScreenViewProps) {
  const services = useServices();
  const location = useLocation();
  const flow = useLazyLoginFlow();
  const signedOut = useSignedOutReason();
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
  const { control, handleSubmit, setError, trigger, getValues } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  /** Seed 000 §4: a password-reset-required state starts a reset and goes to /reset-password, saying why. */
  const startRequiredReset = async (email: string) => {
    await services.auth.resetPassword(email);
    services.navigate('/reset-password', { state: { email, resetRequired: true } });
  };
  const onSubmit = async ({ email, password }: LoginInput) => {
    const { auth, navigate } = services;
    // Sent by Enter in a field, the button never had focus: the first signed-in page starts loading now.
    prefetch();
    try {
      const next = await auth.signIn(email, password);
      if (next === 'CONFIRM_SIGN_UP') {
        await auth.resendSignUpCode(email);
        handOverSignUpPassword(email, password);
        navigate('/sign-up-confirm', { state: { email } });
      } else if (next === 'RESET_PASSWORD') {
        await startRequiredReset(email);
      } else if (next === 'TOTP') {
        navigate('/mfa-login', { state: { from: rememberedPathOf(location.state) } });
      } else {
        await flow.run();
      }
    } catch (error) {
      // A pool that answers the reset requirement as an error rather than a sign-in step: the same way on.
      let shown = error;
      if (isResetRequired(error)) {
        try {
          await startRequiredReset(email);
          return;
        } catch (resetError) {
          shown = resetError;
        }
      }
      showAuthError(shown, navigate, setError, 'email');
    }
  };
  const [submit, submitting] = usePending(onSubmit);

  /**
   * After a passkey sign-in: the login flow as after any sign-in. Resolves whether it signed in; a failure is said
   * under the email field (the form's error region), as a password sign-in's is.
   */
  const afterPasskey = async (signIn: () => Promise<string>): Promise<boolean> => {
    const { navigate } = services;
    prefetch();
    try {
      const next = await signIn();
      if (next === 'TOTP') {
        navigate('/mfa-login', { state: { from: rememberedPathOf(location.state) } });
      } else if (next === 'DONE') {
        await flow.run();
      } else {
        throw new Error(`Unsupported sign-in step: ${next}`);
      }
      return true;
    } catch (error) {
      if (isServiceUnavailable(error)) navigate('/', { replace: true });
      else
        setError(
          'email',
          { type: 'server', message: passkeySignInError(error) },
          { shouldFocus: true },
        );
      return false;
    }
  };
  // The browser's passkey autofill: a passkey picked in the email field's suggestions signs in.
  const autofill = usePasskeyAutofill(
    services.config.userPoolEndpoint,
    ({ username, credential }: AutofillPick) =>
      afterPasskey(() => services.auth.signInWithPasskeyAutofill(username, credential)),
  );
  /** 'Sign in with a passkey': the email (checked as for a password sign-in), then the browser's prompt. */
  const onPasskey = async () => {
    if (!(await trigger('email', { shouldFocus: true }))) return;
    // Checked just above: an address is there.
    const email = loginEmail(getValues('email')) ?? '';
    autofill.stop();
    const signedIn = await afterPasskey(() => services.auth.signInWithPasskey(email));
    if (!signedIn) autofill.restart();
  };
  const [passkeySignIn, passkeyPending] = usePending(onPasskey);

  return (
    <AuthLayout
      title="Log in"
      description="Welcome back. Log in to your account."
      headingRef={headingRef}
      autoFocusHeading={false}
    >
      {signedOut && (
        // Said once the coin-holder notice (a modal over the page) is closed.
        <AuthNotice held={noticeOpen}>
          {signedOutText(signedOut, services.config.idleTimeoutMinutes)}
        </AuthNotice>
      )}
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="lg">
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="username webauthn"
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
          <Button
            variant="secondary"
            fullWidth
            size="large"
            isPending={passkeyPending}
            onFocus={prefetch}
            onHoverStart={prefetch}
            onPress={() => void passkeySignIn()}
          >
            {PASSKEY_SIGN_IN_TEXT.button}
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
