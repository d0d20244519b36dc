import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { axcSavings, axcWallet, inTermStaking } from '../fixtures';
import { StakeFundsDialog } from './StakeFundsDialog';

// Seed 002 §5 'Apply and add funds': the stake-funds dialog on its own, in its Add Funds use (the apply use is in
// the /stakings screen's stories).

const meta = {
  title: 'Screens/Stakings/Stake funds dialog',
  component: StakeFundsDialog,
  args: {
    mode: 'add',
    title: 'Add Funds',
    targetName: inTermStaking.name,
    currency: 'AXC',
    accounts: [axcWallet, axcSavings],
    room: '5000',
    onSubmit: fn(async () => {}),
    onError: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof StakeFundsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Add Funds: the room as a hint under the amount, the account select focused. */
export const AddFunds: Story = {
  play: async () => {
    const dialog = await openDialog('Add Funds');
    await expect(
      within(dialog).getByRole('textbox', { name: 'Amount' }),
    ).toHaveAccessibleDescription(expect.stringContaining('At most 5,000.00000 AXC can be added.'));
  },
};

/** Too many decimals are refused as typed; a zero amount is invalid. */
export const AddFundsInvalid: Story = {
  args: { initial: { accountId: axcWallet.id, amount: '0', termsAccepted: true } },
  play: async () => {
    const dialog = await openDialog('Add Funds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm staking' }));
    await expect(
      await within(dialog).findByText('Please enter a valid staking amount'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveFocus(),
    );
  },
};

/** The confirmation of Add Funds (amount, staking, account). */
export const AddFundsConfirm: Story = {
  args: {
    initial: { accountId: axcWallet.id, amount: '250', termsAccepted: true, step: 'confirm' },
  },
  play: async ({ args }) => {
    const confirm = await openDialog('Confirm adding funds');
    await expect(within(confirm).getByText('250.00000 AXC')).toBeVisible();
    await expect(within(confirm).getByText(inTermStaking.name)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(axcWallet.id, '250'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
