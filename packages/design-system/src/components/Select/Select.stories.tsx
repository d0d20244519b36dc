import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectItem } from './Select';

const accounts: SelectItem[] = [
  { id: 'checking', label: 'Checking account', description: 'USD · ending 4021' },
  { id: 'savings', label: 'Savings account', description: 'USD · ending 7730' },
  { id: 'euro', label: 'Euro account', description: 'EUR · ending 1184' },
  { id: 'closed', label: 'Closed account', description: 'Closed on 2 May 2024', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'From account',
    items: accounts,
    placeholder: 'Choose an account',
    onSelectionChange: fn(),
  },
  // The trigger and popover need room below them.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultSelectedKey: 'savings' } };
export const WithDescription: Story = {
  args: { description: 'Transfers from savings may take one business day.' },
};
/**
 * Issue 43: a placeholder that repeats the label names the trigger alone ('Select Source of Funds', not 'Select Source
 * of Funds Source of Funds'); the name still holds the visible text.
 */
export const PlaceholderRepeatsLabel: Story = {
  args: {
    label: 'Source of Funds',
    placeholder: 'Select Source of Funds',
    items: [
      { id: 'Income', label: 'Income' },
      { id: 'Gift', label: 'Gift' },
    ],
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Select Source of Funds' });
    await expect(trigger).toHaveTextContent('Select Source of Funds');
  },
};
export const Open: Story = { args: { defaultOpen: true, defaultSelectedKey: 'checking' } };
export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /From account/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: /^Checking account/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('savings');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Savings account');
  },
};
export const Invalid: Story = {
  args: { errorMessage: 'Choose the account to send from.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /From account/ });
    await expect(trigger).toHaveAccessibleDescription('Choose the account to send from.');
  },
};
export const Required: Story = { args: { isRequired: true, label: 'From account (required)' } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'checking' } };
export const Loading: Story = { args: { items: [], isLoading: true, defaultOpen: true } };
export const Empty: Story = {
  args: { items: [], emptyText: 'You have no accounts yet', defaultOpen: true },
};
export const LongText: Story = {
  args: {
    label: 'Account that will receive the monthly interest payments',
    items: [
      {
        id: 'long',
        label: 'Joint savings account held with Alexandra Konstantinopoulou-Smith',
        description: 'USD · ending 4021 · opened in March 2019 at the Downtown branch',
      },
      ...accounts,
    ],
    defaultSelectedKey: 'long',
  },
};
export const MobileWidth: Story = {
  args: { ...LongText.args },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
