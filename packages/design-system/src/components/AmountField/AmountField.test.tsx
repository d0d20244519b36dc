import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AmountField } from './AmountField';

function setup(props: Partial<Parameters<typeof AmountField>[0]> = {}) {
  const onChange = vi.fn();
  render(<AmountField label="Amount" onChange={onChange} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
  return { input, onChange };
}

describe('AmountField', () => {
  it('inserts thousand separators while typing and refuses a third decimal', async () => {
    const { input, onChange } = setup({ decimals: 2 });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234567.891');
    expect(input).toHaveValue('1,234,567.89');
    expect(onChange).toHaveBeenLastCalledWith('1234567.89');
    expect(onChange).not.toHaveBeenCalledWith('1234567.891');
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('ignores letters, a second "." and other symbols', async () => {
    const { input, onChange } = setup({ decimals: 2 });
    await userEvent.type(input, '1a2.b3.-4 ');
    expect(input).toHaveValue('12.34');
    // "12." is still 12, so onChange only hears real changes.
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['1', '12', '12.3', '12.34']);
  });

  it('allows no "." when decimals is 0 and up to 5 decimals for crypto', async () => {
    const { input } = setup({ decimals: 0 });
    await userEvent.type(input, '1000.5');
    expect(input).toHaveValue('10,005');

    render(<AmountField label="BTC" decimals={5} />);
    const crypto = screen.getByRole('textbox', { name: 'BTC' });
    await userEvent.type(crypto, '0.1234567');
    expect(crypto).toHaveValue('0.12345');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const { input, onChange } = setup({ defaultValue: '1234' });
    expect(input).toHaveValue('1,234');
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('5');
    expect(input).toHaveValue('15,234');
    expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('6');
    expect(input).toHaveValue('156,234');
    expect(input.selectionStart).toBe(3);
    expect(onChange).toHaveBeenLastCalledWith('156234');
  });

  it('keeps the caret in place when a keystroke is refused', async () => {
    const { input } = setup({ defaultValue: '12.34' });
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('x');
    expect(input).toHaveValue('12.34');
    expect(input.selectionStart).toBe(2);
  });

  it('regroups after Backspace', async () => {
    const { input, onChange } = setup({ defaultValue: '1234' });
    await userEvent.click(input);
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it.each([
    ['1,234.56', '1,234.56', '1234.56'],
    ['$1,234.56 ', '1,234.56', '1234.56'],
    ['1234.5', '1,234.5', '1234.5'],
  ])('accepts the pasted %j', async (pasted, shown, canonical) => {
    const { input, onChange } = setup({ decimals: 2 });
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(canonical);
  });

  it.each(['1.234', 'abc', '12,34'])(
    'rejects the pasted %j rather than guessing',
    async (pasted) => {
      const { input, onChange } = setup({ decimals: 2, defaultValue: '5' });
      await userEvent.click(input);
      await userEvent.paste(pasted);
      expect(input).toHaveValue('5');
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  it('shows the caller’s min and max messages once the field is left', async () => {
    const { input } = setup({
      min: '10',
      max: '5000',
      minMessage: 'Enter at least 10.00 USD.',
      maxMessage: 'You can send up to 5,000.00 USD.',
    });
    await userEvent.type(input, '9.99');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter at least 10.00 USD.');

    await userEvent.clear(input);
    await userEvent.type(input, '5000.01');
    expect(input).toHaveAccessibleDescription('You can send up to 5,000.00 USD.');
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the range message when its form is submitted before the field is left', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <AmountField label="Amount" min="1" minMessage="Enter at least 1.00 USD." />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '0.5{Enter}');
    expect(onSubmit).toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter at least 1.00 USD.');
  });

  it('lets the caller’s errorMessage win and ties it to the input', () => {
    const { input } = setup({
      errorMessage: 'Not enough balance.',
      description: 'Balance 20.00 USD',
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Balance 20.00 USD Not enough balance.');
  });

  it('shows the currency and describes the input with it', () => {
    const { input } = setup({ currency: 'USD' });
    expect(screen.getByText('USD')).toBeVisible();
    expect(input).toHaveAccessibleDescription('USD');
  });

  it('says the currency once when the label or the help text already names it (issue 43)', () => {
    render(
      <AmountField label="Amount" currency="USD" description="The amount you will wire, in USD." />,
    );
    const described = screen.getByRole('textbox', { name: 'Amount' });
    expect(described).toHaveAccessibleDescription('The amount you will wire, in USD.');

    render(<AmountField label="Amount in EUR" currency="EUR" />);
    const labelled = screen.getByRole('textbox', { name: 'Amount in EUR' });
    expect(labelled).toHaveAccessibleDescription('');
    // Still shown beside the input, for sighted customers.
    expect(screen.getByText('EUR')).toBeVisible();
    expect(screen.getByText('EUR')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the currency in the description when an error replaces what named it', async () => {
    const { input } = setup({
      currency: 'USD',
      min: '10',
      minMessage: 'Enter at least 10.00 USD.',
    });
    expect(input).toHaveAccessibleDescription('USD');
    await userEvent.type(input, '5');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Enter at least 10.00 USD.');
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    expect(input).toHaveAccessibleDescription('USD');
  });

  it('drops a dangling "." when the field is left', async () => {
    const { input, onChange } = setup();
    await userEvent.type(input, '12.');
    expect(input).toHaveValue('12.');
    expect(onChange).toHaveBeenLastCalledWith('12');
    await userEvent.tab();
    expect(input).toHaveValue('12');
  });

  it('follows a controlled value and keeps typed trailing zeros', async () => {
    function Controlled() {
      const [value, setValue] = useState('1234.5');
      return (
        <>
          <AmountField label="Amount" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Reset
          </button>
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('1,234.5');
    await userEvent.type(input, '0');
    expect(input).toHaveValue('1,234.50');
    expect(screen.getByRole('status')).toHaveTextContent('1234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
  });

  it('submits the canonical value under its name', () => {
    const { container } = render(
      <AmountField label="Amount" name="amount" defaultValue="1234.5" />,
    );
    const hidden = container.querySelector('input[type="hidden"][name="amount"]');
    expect(hidden).toHaveValue('1234.5');
    expect(screen.getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('name');
  });

  it('is disabled and required like any field', () => {
    setup({ isDisabled: true, isRequired: true });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeDisabled();
    expect(input).toBeRequired();
  });
});
