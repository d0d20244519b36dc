import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../kit/testing';
import { authServices, renderScreen } from '../testing';
import MfaLoginScreen from './MfaLoginScreen';

describe('MfaLoginScreen', () => {
  it('requires six digits', async () => {
    const confirmSignIn = vi.fn();
    const { services } = authServices({ auth: { confirmSignIn } });
    renderScreen(<MfaLoginScreen />, { services });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Please enter the complete verification code.'),
    ).toBeInTheDocument();
    expect(confirmSignIn).not.toHaveBeenCalled();
  });

  it('accepts a pasted code, verifies it and shows the migration dialog first', async () => {
    const confirmSignIn = vi.fn().mockResolvedValue(undefined);
    const { services, navigate } = authServices({
      auth: {
        confirmSignIn,
      },
      responses: {
        getUser: {
          ...fakeUser,
          createdAt: '2022-01-01T00:00:00.000Z',
          features: ['TOKEN_MIGRATION_CONSENT'],
        },
      },
    });
    renderScreen(<MfaLoginScreen />, { services });
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Authentication code' }));
    await user.paste('123 456');
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(confirmSignIn).toHaveBeenCalledWith('123456');
    await screen.findByRole('dialog', { name: 'Token migration terms' });
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
  });

  it('shows a wrong code under the field', async () => {
    const error = Object.assign(new Error('Invalid code received for user'), {
      name: 'CodeMismatchException',
    });
    const { services } = authServices({
      auth: { confirmSignIn: vi.fn().mockRejectedValue(error) },
    });
    renderScreen(<MfaLoginScreen />, { services });
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Authentication code' }),
      ).toHaveAccessibleDescription('Invalid code received for user'),
    );
  });

  it('says a wrong code submitted with Enter in the field, where focus stays (issue 28 #5)', async () => {
    const error = Object.assign(new Error('Invalid code received for user'), {
      name: 'CodeMismatchException',
    });
    const { services } = authServices({
      auth: { confirmSignIn: vi.fn().mockRejectedValue(error) },
    });
    renderScreen(<MfaLoginScreen />, { services });
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Invalid code received for user'));
    expect(code).toHaveFocus();
    // No focus move reads it, so it is said in a polite live region (as /login's error is read by its focus move).
    const heard = Array.from(
      document.querySelectorAll('[aria-live="polite"]'),
      (region) => region.textContent,
    ).join('|');
    expect(heard).toContain('Error: Invalid code received for user');
  });

  it('logs out', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    const { services, navigate } = authServices({ auth: { signOut } });
    renderScreen(<MfaLoginScreen />, { services });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(signOut).toHaveBeenCalled();
  });
});
