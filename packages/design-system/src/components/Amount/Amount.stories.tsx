import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from './Amount';

const meta = {
  title: 'Data display/Amount',
  component: Amount,
  args: { value: '1234.5678', currency: 'USD', decimals: 2 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'AXC', 'USAX'] },
    decimals: { control: 'inline-radio', options: [2, 5] },
  },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // 1234.5678 is truncated, not rounded: .56, never .57.
    await expect(within(canvasElement).getByText('$1,234.56')).toBeInTheDocument();
  },
};
export const Euro: Story = { args: { currency: 'EUR' } };
export const Pound: Story = { args: { currency: 'GBP' } };
export const Crypto: Story = {
  args: { value: '1234.567891', currency: 'AXC', decimals: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234.56789 AXC')).toBeInTheDocument();
  },
};
export const Negative: Story = { args: { value: '-1234.56' } };
export const Zero: Story = { args: { value: '0' } };
export const Deposit: Story = {
  args: { value: '250', signed: true, creditLabel: 'Deposit', debitLabel: 'Withdrawal' },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText('+$250.00');
    // The meaning is in text, not only in the success colour.
    await expect(amount).toHaveTextContent('Deposit +$250.00');
  },
};
export const Withdrawal: Story = {
  args: { value: '-75.5', signed: true, creditLabel: 'Deposit', debitLabel: 'Withdrawal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('\u2212$75.50')).toHaveAttribute(
      'data-sign',
      'negative',
    );
  },
};
export const SignedZero: Story = { args: { value: '0', signed: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Amount {...args} size="sm" />
      <Amount {...args} size="md" />
      <Amount {...args} size="lg" />
      <Amount {...args} size="xl" />
    </div>
  ),
};
export const HugeValue: Story = {
  args: { value: '123456789012345678901234.99999', currency: 'USAX', decimals: 5 },
};
/** Tabular numerals keep the digits of stacked amounts aligned. */
export const AlignedColumn: Story = {
  render: () => (
    <div style={{ display: 'grid', justifyItems: 'end', width: 'max-content' }}>
      <Amount value="1111.11" currency="USD" decimals={2} signed />
      <Amount value="-888.88" currency="USD" decimals={2} signed />
      <Amount value="10000" currency="USD" decimals={2} signed />
    </div>
  ),
};
export const MobileWidth: Story = {
  args: { value: '98765432.123456', currency: 'AXC', decimals: 5, size: 'xl' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
