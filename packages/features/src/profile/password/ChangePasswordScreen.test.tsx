import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { ChangePasswordView } from './ChangePasswordScreen';

// Seed 002 §5 Password, §8: the four messages (cleared on editing), the identity call, the success and failures.

function setup(changePassword: (oldPassword: string, newPassword: string) => Promise<void>) {
  const notify = vi.fn();
  const change = vi.fn(changePassword);
  render(
    <ScreenInRoute
      services={createFakeServices({ notify, auth: { changePassword: change } })}
      path="/change-password"
    >
      <ChangePasswordView />
    </ScreenInRoute>,
  );
  return { notify, change, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('/change-password', () => {
  it('says the required messages and clears each on editing', async () => {
    const { user, change } = setup(async () => {});
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Old password')).toHaveAccessibleDescription(
      expect.stringContaining('Please provide your old password!'),
    );
    expect(field('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid new password!'),
    );
    expect(change).not.toHaveBeenCalled();
    await user.type(field('Old password'), 'x');
    expect(field('Old password')).not.toHaveAccessibleDescription(
      expect.stringContaining('Please provide your old password!'),
    );
  });

  it('checks the policy and the confirmation', async () => {
    const { user, change } = setup(async () => {});
    await user.type(field('Old password'), 'Old-pass1');
    await user.type(field('New password'), 'weakpass');
    await user.type(field('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('New password')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Passwords must be at least 8 characters, including at least one upper case letter, one lower case letter, and one numeric digit.',
      ),
    );
    expect(field('Confirm new password')).toHaveAccessibleDescription(
      expect.stringContaining('Your confirmed password does not match the new password!'),
    );
    expect(change).not.toHaveBeenCalled();
  });

  it("changes the password: 'Password has been updated successfully'", async () => {
    const { user, change, notify } = setup(async () => {});
    await user.type(field('Old password'), 'Old-pass1');
    await user.type(field('New password'), 'New-pass2');
    await user.type(field('Confirm new password'), 'New-pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Password has been updated successfully',
      }),
    );
    expect(change).toHaveBeenCalledWith('Old-pass1', 'New-pass2');
    expect(field('Old password')).toHaveValue('');
  });

  it('ties a refusal about one field to it and focuses it: the old password mismatch (issue 28 #7)', async () => {
    const error = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    const { user } = setup(async () => {
      throw error;
    });
    await user.type(field('Old password'), 'Old-pass1');
    await user.type(field('New password'), 'New-pass2');
    await user.type(field('Confirm new password'), 'New-pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const mismatch =
      'The old password entered does not match our records, please double-check and try again.';
    await waitFor(() => expect(field('Old password')).toHaveAccessibleDescription(mismatch));
    expect(field('Old password')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Old password')).toHaveFocus());
    // Once, on the field: not also under the form.
    expect(screen.getAllByText(mismatch)).toHaveLength(1);
    // Editing the old password clears it.
    await user.type(field('Old password'), 'x');
    expect(field('Old password')).not.toHaveAttribute('aria-invalid');
  });

  it('ties a policy refusal to New password and focuses it', async () => {
    const error = Object.assign(
      new Error(
        'Password did not conform with policy: This password is too common. Please choose a less common password.',
      ),
      { name: 'InvalidPasswordException' },
    );
    const { user } = setup(async () => {
      throw error;
    });
    await user.type(field('Old password'), 'Old-pass1');
    await user.type(field('New password'), 'New-pass2');
    await user.type(field('Confirm new password'), 'New-pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(
        expect.stringContaining(
          'This password is too common. Please choose a less common password.',
        ),
      ),
    );
    await waitFor(() => expect(field('New password')).toHaveFocus());
  });

  it("shows any other failure under the form: 'Update password failed! Please try again later!'", async () => {
    const error = Object.assign(new Error('Attempt limit exceeded, please try after some time.'), {
      name: 'LimitExceededException',
    });
    const { user } = setup(async () => {
      throw error;
    });
    await user.type(field('Old password'), 'Old-pass1');
    await user.type(field('New password'), 'New-pass2');
    await user.type(field('Confirm new password'), 'New-pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Update password failed! Please try again later!',
      ),
    );
  });
});
