import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountPicker, type AccountOption } from './AccountPicker';

const accounts: AccountOption[] = [
  {
    id: 'main',
    name: 'Main account',
    publicId: 'AX-1001',
    amount: '1234.5678',
    currency: 'USD',
    decimals: 2,
  },
  {
    id: 'frozen',
    name: 'Euro savings',
    publicId: 'AX-1002',
    amount: '50',
    currency: 'EUR',
    decimals: 2,
    actionRequired: true,
    actionRequiredDescription: 'This account is frozen: contact support to use it again.',
  },
  {
    id: 'crypto',
    name: 'Crypto wallet',
    publicId: 'AX-1003',
    amount: '12.3456789',
    currency: 'AXC',
    decimals: 5,
  },
  {
    id: 'stable',
    name: 'Stable coins',
    publicId: 'AX-1004',
    amount: '980.1',
    currency: 'USAX',
    decimals: 5,
  },
];

const meta = {
  title: 'Data display/AccountPicker',
  component: AccountPicker,
  args: { label: 'From account', accounts, onChange: fn() },
} satisfies Meta<typeof AccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSelection: Story = { args: { defaultValue: 'crypto' } };

/** Required play: arrow keys move between enabled tiles and skip the disabled one. */
export const ArrowKeysSkipDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('radio', { name: /Main account/ });
    const frozen = canvas.getByRole('radio', { name: /Euro savings/ });
    const crypto = canvas.getByRole('radio', { name: /Crypto wallet/ });
    await expect(frozen).toBeDisabled();
    await userEvent.tab();
    await expect(main).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled 'Euro savings' tile is skipped.
    await expect(crypto).toHaveFocus();
    await expect(crypto).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('crypto');
    await userEvent.keyboard('{ArrowUp}');
    await expect(main).toHaveFocus();
    await expect(main).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalledWith('frozen');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const main = within(canvasElement).getByRole('radio', { name: /Main account/ });
    await expect(main).toHaveFocus();
    await expect(main.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const ActionRequired: Story = {
  args: { accounts: accounts.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Action Required')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Euro savings/ })).toHaveAccessibleDescription(
      'This account is frozen: contact support to use it again.',
    );
    await userEvent.click(canvas.getByText('Euro savings'));
    await expect(canvas.getByRole('radio', { name: /Euro savings/ })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose the account to send from' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'From account' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose the account to send from');
  },
};

/** Required and untouched: aria-required, and not invalid (no native `required`, which Chromium reads as invalid). */
export const RequiredUntouched: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'From account' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).not.toHaveAttribute('aria-invalid');
    for (const radio of within(group).getAllByRole('radio')) {
      await expect(radio).not.toHaveAttribute('required');
      await expect(radio.matches(':invalid')).toBe(false);
    }
  },
};

export const WithDescription: Story = {
  args: { description: 'Only accounts in good standing can send money.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'main' } };

export const LongText: Story = {
  args: {
    label: 'Account to fund the recurring international transfer from',
    accounts: [
      {
        id: 'long',
        name: 'Joint household expenses account for the apartment renovation project',
        publicId: 'AX-0000-1111-2222-3333',
        amount: '123456789012.98765',
        currency: 'USAX',
        decimals: 5,
      },
      { ...accounts[1]!, name: 'Euro savings account awaiting identity verification' },
    ],
    actionRequiredLabel: 'Action Required: verify your identity',
  },
};

export const MobileWidth: Story = {
  args: { defaultValue: 'main' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
