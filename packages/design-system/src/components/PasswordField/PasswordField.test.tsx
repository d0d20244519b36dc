import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, exposing the state with aria-pressed', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.type(input, 's3cret!');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles by keyboard and keeps focus on the toggle, the same input element kept', async () => {
    render(<PasswordField label="Password" defaultValue="hunter2" />);
    const input = screen.getByLabelText('Password');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    expect(screen.getByLabelText('Password')).toBe(input);
    expect(input).toHaveValue('hunter2');
  });

  it('names each toggle after its field, so the toggles of one page differ (issue 43)', () => {
    render(
      <>
        <PasswordField label="Old password" />
        <PasswordField label="New password" autoComplete="new-password" />
        <PasswordField label="Confirm new password" autoComplete="new-password" />
      </>,
    );
    const names = screen.getAllByRole('button').map((toggle) => toggle.getAttribute('aria-label'));
    expect(names).toEqual(['Show old password', 'Show new password', 'Show confirm new password']);
    expect(screen.getByRole('button', { name: 'Show new password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('defaults autocomplete to current-password and accepts new-password', () => {
    render(
      <>
        <PasswordField label="Current password" />
        <PasswordField label="New password" autoComplete="new-password" />
      </>,
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('ties the error message to the input and reports changes', async () => {
    const onChange = vi.fn();
    render(
      <PasswordField
        label="Password"
        errorMessage="Use at least 12 characters."
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use at least 12 characters.');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Password" isDisabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('uses a custom toggle name', () => {
    render(<PasswordField label="Mot de passe" showPasswordLabel="Afficher le mot de passe" />);
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
  });
});
