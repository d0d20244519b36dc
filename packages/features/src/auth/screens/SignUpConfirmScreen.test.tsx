import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../kit/testing';
import { authServices, renderScreen } from '../testing';
import {
  forgetSignUpPassword,
  handOverSignUpPassword,
  signUpPasswordFor,
} from '../flow/signUpPassword';
import SignUpConfirmScreen from './SignUpConfirmScreen';

const state = { email: 'ada@demo.test' };

beforeEach(() => handOverSignUpPassword('ada@demo.test', 'Secret123'));
afterEach(() => {
  vi.useRealTimers();
  forgetSignUpPassword();
});

describe('SignUpConfirmScreen', () => {
  it('redirects to /login without an email in state', () => {
    const { services, navigate } = authServices();
    renderScreen(<SignUpConfirmScreen />, { services });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('requires the complete code', async () => {
    const confirmSignUp = vi.fn();
    const { services } = authServices({ auth: { confirmSignUp } });
    renderScreen(<SignUpConfirmScreen />, { services, state });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Please enter the complete verification code.',
    );
    expect(confirmSignUp).not.toHaveBeenCalled();
  });

  it('counts down 60 seconds before a resend, announcing only every 10 seconds', async () => {
    vi.useFakeTimers();
    const resendSignUpCode = vi.fn().mockResolvedValue(undefined);
    const { services, notify } = authServices({ auth: { resendSignUpCode } });
    renderScreen(<SignUpConfirmScreen />, { services, state });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    const live = screen.getByText(/request a new code/);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('You can request a new code in 60 seconds or less.');
    act(() => vi.advanceTimersByTime(5000));
    expect(live).toHaveTextContent('in 60 seconds or less.');
    act(() => vi.advanceTimersByTime(6000));
    expect(live).toHaveTextContent('in 50 seconds or less.');
    act(() => vi.advanceTimersByTime(49_000));
    expect(live).toHaveTextContent('You can now request a new code.');
    expect(resend).toBeEnabled();
    vi.useRealTimers();
    await userEvent.click(resend);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Verification code sent.' }),
    );
    expect(resendSignUpCode).toHaveBeenCalledWith('ada@demo.test');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it('signs in with the password from state and runs the login flow', async () => {
    const confirmSignUp = vi.fn().mockResolvedValue(undefined);
    const signIn = vi.fn().mockResolvedValue('DONE');
    const { services, navigate } = authServices({ auth: { confirmSignUp, signIn } });
    renderScreen(<SignUpConfirmScreen />, { services, state });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
    expect(confirmSignUp).toHaveBeenCalledWith('ada@demo.test', '123456');
    expect(signIn).toHaveBeenCalledWith('ada@demo.test', 'Secret123');
    // Served once, then forgotten.
    expect(signUpPasswordFor('ada@demo.test')).toBeUndefined();
  });

  it('asks no terms the customer just accepted on the sign-up form (no modal), recording them', async () => {
    const confirmSignUp = vi.fn().mockResolvedValue(undefined);
    const signIn = vi.fn().mockResolvedValue('DONE');
    const agreed: string[] = [];
    const { services, navigate } = authServices({
      auth: { confirmSignUp, signIn },
      responses: {
        getUser: { ...fakeUser, consent: {}, features: [...fakeUser.features, 'USAX_ACCOUNT'] },
        getTermsConditions: [
          {
            name: 'PLATFORM_TERMS_2026',
            enabled: true,
            agreed: false,
            valueJson: JSON.stringify({ header: 'Updated Terms of Use', body: 'Please read.' }),
          },
        ],
        agreeUserConsent: (request: { body: { consentFormName: string } }) => {
          agreed.push(request.body.consentFormName);
          return fakeUser;
        },
      },
    });
    renderScreen(<SignUpConfirmScreen />, { services, state });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(agreed).toEqual(['PLATFORM_TERMS_2026', 'USAX_TERMS']);
  });

  it('never reads a password from navigation state, and without one handed over sends the user to /login', async () => {
    forgetSignUpPassword();
    const signIn = vi.fn();
    const { services, navigate } = authServices({
      auth: { confirmSignUp: vi.fn().mockResolvedValue(undefined), signIn },
    });
    // What a reload restores from history.state (an old build put the password there).
    renderScreen(<SignUpConfirmScreen />, {
      services,
      state: { email: 'ada@demo.test', password: 'Secret123' },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('without a password, confirms and sends the user to /login', async () => {
    forgetSignUpPassword();
    const { services, navigate, notify } = authServices({
      auth: { confirmSignUp: vi.fn().mockResolvedValue(undefined) },
    });
    renderScreen(<SignUpConfirmScreen />, { services, state: { email: 'ada@demo.test' } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ tone: 'success' }));
  });
});
