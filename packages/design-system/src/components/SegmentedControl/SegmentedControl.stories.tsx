import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  args: {
    'aria-label': 'Activity',
    options: [
      { id: 'transactions', label: 'Transactions' },
      { id: 'rewards', label: 'Rewards' },
    ],
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreeOptions: Story = {
  args: {
    'aria-label': 'Currency type',
    options: [
      { id: 'fiat', label: 'Fiat' },
      { id: 'digital', label: 'Digital' },
      { id: 'all', label: 'All' },
    ],
    defaultSelectedKey: 'all',
  },
};
export const WithVisibleLabel: Story = {
  args: {
    'aria-label': undefined,
    label: 'Show',
    options: [
      { id: 'fiat', label: 'Fiat' },
      { id: 'digital', label: 'Digital' },
      { id: 'all', label: 'All' },
    ],
  },
};
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const transactions = canvas.getByRole('radio', { name: 'Transactions' });
    await expect(transactions).toHaveFocus();
    await expect(transactions.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Rewards' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Transactions' })).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('rewards');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Transactions' })).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('transactions');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledOption: Story = {
  args: {
    'aria-label': 'Currency type',
    options: [
      { id: 'fiat', label: 'Fiat' },
      { id: 'digital', label: 'Digital', isDisabled: true },
      { id: 'all', label: 'All' },
    ],
  },
};
export const LongText: Story = {
  args: {
    options: [
      { id: 'transactions', label: 'Transactions and pending card authorisations' },
      { id: 'rewards', label: 'Rewards and cashback' },
    ],
  },
};
export const FullWidth: Story = { args: { fullWidth: true } };
export const MobileWidth: Story = {
  args: {
    fullWidth: true,
    options: [
      { id: 'fiat', label: 'Fiat' },
      { id: 'digital', label: 'Digital' },
      { id: 'all', label: 'All' },
    ],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
