import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { authServices, renderScreen } from '../testing';
import LoginScreen, { LoginScreenView } from './LoginScreen';
import { signUpPasswordFor } from '../flow/signUpPassword';

const providerError = (name: string, message: string) =>
  Object.assign(new Error(message), { name });

async function logIn(email = 'ada@demo.test', password = 'Secret123') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginScreen', () => {
  it('focuses the h1 and shows the links and the closable coin-holder notice', async () => {
    const { services } = authServices();
    renderScreen(<LoginScreen />, { services, path: '/login' });
    const dialog = screen.getByRole('dialog', { name: 'Notice to AXIA Coin holders' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the required-field messages tied to the fields', async () => {
    const signIn = vi.fn();
    const { services } = authServices({ auth: { signIn } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await logIn('', '');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('The email field is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password field is required',
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    [
      providerError('NotAuthorizedException', 'Incorrect username or password.'),
      'These credentials do not match our records.',
    ],
    [
      providerError('UserNotFoundException', 'User does not exist.'),
      'These credentials do not match our records.',
    ],
    [
      providerError(
        'NotAuthorizedException',
        'Password attempts exceeded (try again in 35 seconds)',
      ),
      'Too many login attempts. Please try again in 35 seconds.',
    ],
    [new Error('Something odd'), 'Something odd'],
  ])('maps a sign-in error to text under the email field (%s)', async (error, text) => {
    const { services } = authServices({ auth: { signIn: vi.fn().mockRejectedValue(error) } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await logIn();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(text));
    expect(email).toHaveFocus();
  });

  it('normalises the email and runs the login flow after sign-in', async () => {
    const signIn = vi.fn().mockResolvedValue('DONE');
    const { services, navigate } = authServices({ auth: { signIn } });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await logIn(' Ada@Demo.Test ');
    expect(signIn).toHaveBeenCalledWith('ada@demo.test', 'Secret123');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
  });

  it('resends the code and goes to /sign-up-confirm for an unconfirmed user', async () => {
    const resendSignUpCode = vi.fn().mockResolvedValue(undefined);
    const { services, navigate } = authServices({
      auth: { signIn: vi.fn().mockResolvedValue('CONFIRM_SIGN_UP'), resendSignUpCode },
    });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await logIn();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/sign-up-confirm', {
        state: { email: 'ada@demo.test' },
      }),
    );
    expect(signUpPasswordFor('ada@demo.test')).toBe('Secret123');
    expect(resendSignUpCode).toHaveBeenCalledWith('ada@demo.test');
  });

  it('starts a reset and goes to /reset-password when a reset is required', async () => {
    const resetPassword = vi.fn().mockResolvedValue(undefined);
    const { services, navigate } = authServices({
      auth: { signIn: vi.fn().mockResolvedValue('RESET_PASSWORD'), resetPassword },
    });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await logIn();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/reset-password', {
        state: { email: 'ada@demo.test', resetRequired: true },
      }),
    );
    expect(resetPassword).toHaveBeenCalledWith('ada@demo.test');
  });

  it("takes the provider's 'Password reset required for the user' error the same way, saying why", async () => {
    const resetPassword = vi.fn().mockResolvedValue(undefined);
    const required = Object.assign(new Error('Password reset required for the user'), {
      name: 'PasswordResetRequiredException',
    });
    const { services, navigate } = authServices({
      auth: { signIn: vi.fn().mockRejectedValue(required), resetPassword },
    });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await logIn();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/reset-password', {
        state: { email: 'ada@demo.test', resetRequired: true },
      }),
    );
    expect(resetPassword).toHaveBeenCalledWith('ada@demo.test');
    expect(screen.queryByText('Password reset required for the user')).not.toBeInTheDocument();
  });

  it('goes to /mfa-login on a TOTP challenge, keeping the remembered page', async () => {
    const { services, navigate } = authServices({
      auth: { signIn: vi.fn().mockResolvedValue('TOTP') },
    });
    renderScreen(<LoginScreenView showNotice={false} />, {
      services,
      path: '/login',
      state: { from: '/cards' },
    });
    await logIn();
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/mfa-login', { state: { from: '/cards' } }),
    );
  });

  it('sends a 503 to the start page', async () => {
    const unavailable = Object.assign(new Error('Service Unavailable'), { status: 503 });
    const { services, navigate } = authServices({
      auth: { signIn: vi.fn().mockRejectedValue(unavailable) },
    });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    await logIn();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('shows the terms modal of the login flow and continues on agree', async () => {
    const { services, navigate } = authServices({
      auth: { signIn: vi.fn().mockResolvedValue('DONE') },
      responses: {
        getTermsConditions: [
          {
            name: 'PLATFORM_TERMS_2026',
            enabled: true,
            agreed: false,
            valueJson: JSON.stringify({ header: 'Platform terms', body: 'Read me.' }),
          },
        ],
      },
    });
    renderScreen(<LoginScreenView showNotice={false} />, { services });
    const user = await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Platform terms' });
    expect(dialog).toHaveTextContent('Read me.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
  });
});

describe('LoginScreen after a sign-out the app made', () => {
  function LocationState() {
    const { state } = useLocation();
    return <div data-testid="state">{JSON.stringify(state)}</div>;
  }

  it.each([
    ['idle', 'You were signed out after 10 minutes without activity.'],
    ['session-ended', 'Your session ended. Please sign in again.'],
  ] as const)('says why (%s) in a polite status, once', async (reason, text) => {
    const { services } = authServices();
    renderScreen(
      <>
        <LoginScreenView showNotice={false} />
        <LocationState />
      </>,
      { services, path: '/login', state: { signedOut: reason, from: '/cards' } },
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
    // Not kept beyond this navigation: the history entry forgets the reason, not the remembered page.
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('{"from":"/cards"}'));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says the configured idle limit', async () => {
    const { services } = authServices({ config: { idleTimeoutMinutes: 1 } });
    renderScreen(<LoginScreenView showNotice={false} />, {
      services,
      path: '/login',
      state: { signedOut: 'idle' },
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You were signed out after 1 minute without activity.',
      ),
    );
  });

  it('says it once the coin-holder notice (a modal over the page) is closed', async () => {
    const { services } = authServices();
    renderScreen(<LoginScreenView />, {
      services,
      path: '/login',
      state: { signedOut: 'session-ended' },
    });
    const notice = await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Your session ended. Please sign in again.')).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your session ended. Please sign in again.',
      ),
    );
  });

  it('says nothing on an ordinary visit', () => {
    const { services } = authServices();
    renderScreen(<LoginScreenView showNotice={false} />, { services, path: '/login' });
    expect(screen.queryByText(/signed out|session ended/i)).not.toBeInTheDocument();
  });
});
