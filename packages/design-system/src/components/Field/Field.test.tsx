import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';

/** The text of the polite live regions outside the field (what a screen reader hears without a focus move). */
const heard = () =>
  Array.from(
    document.querySelectorAll('[aria-live="polite"]'),
    (region) => region.textContent,
  ).join('|');

function Amount({ balance }: { balance: number }) {
  const [value, setValue] = useState('');
  const over = Number(value) > balance;
  return (
    <TextField
      label="Amount"
      value={value}
      onChange={setValue}
      errorMessage={over ? 'You do not have enough balance for this transaction' : undefined}
    />
  );
}

describe('FieldErrorMessage', () => {
  it('announces an error that appears while typing, once (issue 28 #5)', async () => {
    const user = userEvent.setup();
    render(<Amount balance={100} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.type(input, '50');
    expect(heard()).not.toContain('enough balance');
    await user.type(input, '0');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'You do not have enough balance for this transaction',
    );
    expect(heard()).toContain('Error: You do not have enough balance for this transaction');
    // More digits, same error: not said again.
    await user.type(input, '0');
    expect(heard().split('You do not have enough balance').length - 1).toBe(1);
  });

  it('says nothing extra when focus moves to the invalid field (the focus move reads the error)', () => {
    function Login() {
      const [error, setError] = useState<string>();
      return (
        <>
          <TextField label="Email" errorMessage={error} />
          <Button
            onPress={() => {
              // What react-hook-form's setError(…, { shouldFocus: true }) does: focus, then render the error.
              screen.getByRole('textbox', { name: 'Email' }).focus();
              setError('These credentials do not match our records.');
            }}
          >
            Log in
          </Button>
        </>
      );
    }
    render(<Login />);
    act(() => screen.getByRole('button', { name: 'Log in' }).focus());
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    expect(heard()).not.toContain('These credentials');
  });
});
