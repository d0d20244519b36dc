import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField } from './AmountField';

const meta = {
  title: 'Forms/AmountField',
  component: AmountField,
  args: { label: 'Amount', decimals: 2, currency: 'USD', onChange: fn(), onBlur: fn() },
  argTypes: {
    decimals: { control: { type: 'number', min: 0, max: 8 } },
    currencyPosition: { control: 'inline-radio', options: ['prefix', 'suffix'] },
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: '1234.5', description: 'Available balance: 12,480.00 USD' },
};
export const Crypto: Story = {
  args: { label: 'Amount to stake', decimals: 5, currency: 'ETH', defaultValue: '0.12345' },
};
export const NoDecimals: Story = {
  args: { label: 'Number of shares', decimals: 0, currency: undefined, defaultValue: '1500' },
};
export const CurrencyPrefix: Story = {
  args: { currency: 'EUR', currencyPosition: 'prefix', defaultValue: '250' },
};
export const TypingFormatsAndRefusesExtraDecimals: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(input);
    await userEvent.keyboard('1234567.891');
    await expect(input).toHaveValue('1,234,567.89');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234567.89');
    await expect(args.onChange).not.toHaveBeenCalledWith('1234567.891');
    // Letters and a second '.' are refused too.
    await userEvent.keyboard('a.');
    await expect(input).toHaveValue('1,234,567.89');
  },
};
export const CaretStaysInPlace: Story = {
  args: { defaultValue: '1234' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('5');
    await expect(input).toHaveValue('15,234');
    await expect(input.selectionStart).toBe(2);
  },
};
export const PasteFormattedAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.paste('1,234.56');
    await expect(input).toHaveValue('1,234.56');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
    // Too many decimals: the paste is refused rather than rounded.
    await userEvent.clear(input);
    await userEvent.paste('$1,234.567 ');
    await expect(input).toHaveValue('');
  },
};
export const OutOfRangeOnBlur: Story = {
  args: {
    min: '10',
    max: '5000',
    minMessage: 'Enter at least 10.00 USD.',
    maxMessage: 'You can send up to 5,000.00 USD a day.',
    description: 'Between 10.00 and 5,000.00 USD.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('9.99');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The description names USD, so the code beside the input is not read again (issue 43).
    await expect(input).toHaveAccessibleDescription(
      'Between 10.00 and 5,000.00 USD. Enter at least 10.00 USD.',
    );
  },
};
/** Issue 43: help text that names the currency is read once, not followed by the code beside the input. */
export const CurrencyNamedInDescription: Story = {
  args: { description: 'The amount you will wire, in USD.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAccessibleDescription('The amount you will wire, in USD.');
    await expect(within(canvasElement).getByText('USD')).toBeVisible();
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('USD');
  },
};
export const Invalid: Story = {
  args: {
    defaultValue: '25000',
    description: 'Available balance: 12,480.00 USD',
    errorMessage: 'The amount is more than your available balance.',
  },
};
export const Required: Story = { args: { isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1234.5' } };
export const LongText: Story = {
  args: {
    label: 'Amount to transfer from your everyday account to your long-term savings goal',
    defaultValue: '123456789012.34',
    currency: 'USD',
    description:
      'Transfers over 10,000.00 USD may take one extra business day while we run the checks required by law.',
    errorMessage: 'You can transfer up to 50,000.00 USD a day. Try a smaller amount or call us.',
  },
};
export const MobileWidth: Story = {
  args: { defaultValue: '1234567.89' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
