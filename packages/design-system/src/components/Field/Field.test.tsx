import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FileUploader } from '../FileUploader';
import { MonthPicker } from '../MonthPicker';
import { PhoneField } from '../PhoneField';
import { Select } from '../Select';
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

describe('every field error (issue 42: one style)', () => {
  it('draws the same error icon before its message, in the same class, whatever the field', () => {
    const message = (field: string) => `${field} is required!`;
    render(
      <>
        <TextField label="Name" errorMessage={message('Name')} />
        <Select
          label="Country"
          items={[{ id: 'US', label: 'United States' }]}
          errorMessage={message('Country')}
        />
        <Checkbox errorMessage={message('Terms')}>I agree</Checkbox>
        <PhoneField
          label="Phone"
          countries={[{ code: 'US', name: 'United States', dialCode: '+1' }]}
          errorMessage={message('Phone')}
        />
        <MonthPicker label="Month" today="2026-12-02" errorMessage={message('Month')} />
        <FileUploader label="Document" errorMessage={message('Document')} />
      </>,
    );
    const errors = ['Name', 'Country', 'Terms', 'Phone', 'Month', 'Document'].map((field) =>
      screen.getByText(message(field)),
    );
    const [first] = errors;
    for (const error of errors) {
      // The container: one class for all.
      expect(error.className, error.textContent!).toBe(first!.className);
      // The icon first, hidden from assistive technology (the text says it all).
      const icon = error.firstElementChild!;
      expect(icon.tagName.toLowerCase(), error.textContent!).toBe('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(error.querySelectorAll('svg')).toHaveLength(1);
    }
  });
});
