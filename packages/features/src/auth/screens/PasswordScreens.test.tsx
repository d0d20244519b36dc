import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authServices, renderScreen } from '../testing';
import ForgotPasswordScreen from './ForgotPasswordScreen';
import ResetPasswordScreen, { RESET_REQUIRED_TEXT } from './ResetPasswordScreen';
import { SignUpConfirmScreenView } from './SignUpConfirmScreen';

describe('ForgotPasswordScreen', () => {
  it('checks the email format on blur', async () => {
    const { services } = authServices();
    renderScreen(<ForgotPasswordScreen />, { services });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'not-an-email');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'The given email address format must be valid email address',
      ),
    );
  });

  it('requires the email', async () => {
    const { services } = authServices();
    renderScreen(<ForgotPasswordScreen />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The email field is required')).toBeInTheDocument();
  });

  it('starts the reset and goes to /reset-password with the email', async () => {
    const resetPassword = vi.fn().mockResolvedValue(undefined);
    const { services, navigate } = authServices({ auth: { resetPassword } });
    renderScreen(<ForgotPasswordScreen />, { services });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Ada@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/reset-password', {
        state: { email: 'ada@demo.test' },
      }),
    );
    expect(resetPassword).toHaveBeenCalledWith('ada@demo.test');
  });
});

describe('ResetPasswordScreen', () => {
  const state = { email: 'ada@demo.test' };

  it('says why when a sign-in required the reset, in a polite status', async () => {
    const { services } = authServices();
    renderScreen(<ResetPasswordScreen />, { services, state: { ...state, resetRequired: true } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your password must be reset before you can log in.',
      ),
    );
    expect(RESET_REQUIRED_TEXT).toMatch(/must be reset/);
  });

  it('says nothing of a requirement when the visitor asked for the reset', () => {
    const { services } = authServices();
    renderScreen(<ResetPasswordScreen />, { services, state });
    expect(screen.queryByText(/must be reset/)).not.toBeInTheDocument();
  });

  it("draws 'Resend code' as the sign-up confirmation draws it: one label, one style", () => {
    const { services } = authServices();
    const reset = renderScreen(<ResetPasswordScreen />, { services, state });
    const resetButton = screen.getByRole('button', { name: 'Resend code' });
    const resetClass = resetButton.className;
    reset.unmount();
    renderScreen(<SignUpConfirmScreenView />, { services, state });
    const confirmButton = screen.getByRole('button', { name: 'Resend code' });
    expect(resetClass).not.toBe('');
    expect(confirmButton.className).toBe(resetClass);
  });

  it('sends a visitor without an email to /forgot-password', () => {
    const { services, navigate } = authServices();
    renderScreen(<ResetPasswordScreen />, { services });
    expect(navigate).toHaveBeenCalledWith('/forgot-password', { replace: true });
  });

  it('validates the code and the password policy', async () => {
    const { services } = authServices();
    renderScreen(<ResetPasswordScreen />, { services, state });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Please enter the complete verification code.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Passwords must be at least 8 characters, including at least one upper case letter, one lower case letter, and one numeric digit.',
      ),
    ).toBeInTheDocument();
  });

  it('resets the password, tells the user and goes to /login', async () => {
    const confirmResetPassword = vi.fn().mockResolvedValue(undefined);
    const { services, navigate, notify } = authServices({ auth: { confirmResetPassword } });
    renderScreen(<ResetPasswordScreen />, { services, state });
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'NewSecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(confirmResetPassword).toHaveBeenCalledWith('ada@demo.test', '654321', 'NewSecret1');
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      title: 'Successfully reset password.',
      description: 'You may log in now.',
    });
  });

  it('shows a wrong code under the code field', async () => {
    const error = Object.assign(
      new Error('Invalid verification code provided, please try again.'),
      {
        name: 'CodeMismatchException',
      },
    );
    const { services } = authServices({
      auth: { confirmResetPassword: vi.fn().mockRejectedValue(error) },
    });
    renderScreen(<ResetPasswordScreen />, { services, state });
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'NewSecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Verification code' }),
      ).toHaveAccessibleDescription('Invalid verification code provided, please try again.'),
    );
  });
});
