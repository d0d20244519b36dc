import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MID_MONTH, forever, sampleAccountsView, withAccountsServices } from '../storySupport';
import {
  confirmationItems,
  digitalDepositItem,
  largeDigitalDepositItem,
  networkWithdrawalItem,
  pendingResponses,
  reviewItems,
  wireDepositItem,
  walletTransferItem,
  wireTransferItem,
} from './fixtures';
import { PendingTransactions } from './PendingTransactions';

/** The sections as the overview places them, with a pinned 'today' and no real page reload. */
function Pending() {
  return <PendingTransactions clock={() => MID_MONTH} reload={() => {}} />;
}

const meta = {
  title: 'Features/Accounts/Pending transactions',
  component: Pending,
} satisfies Meta<typeof Pending>;

export default meta;
type Story = StoryObj<typeof meta>;

const everything = [...reviewItems, ...confirmationItems];

/** Fake services answering with `items`; `transactionId` opens that item's dialog as a link would. */
const withPending = (
  items = everything,
  {
    transactionId,
    responses = {},
  }: { transactionId?: string; responses?: Record<string, unknown> } = {},
) =>
  withAccountsServices(
    { accounts: sampleAccountsView(), responses: pendingResponses(items, responses) },
    transactionId ? `/accounts?transactionId=${encodeURIComponent(transactionId)}` : '/accounts',
  );

/** A dialog by its name, once its fade-in is over. */
async function openDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Nothing pending: the component shows nothing at all. */
export const NonePending: Story = {
  decorators: [withPending([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('heading')).toBeNull());
  },
};

/** Only items under review: a wire deposit, a wire transfer and a network withdrawal. */
export const InReviewOnly: Story = {
  decorators: [withPending(reviewItems)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Transactions in Review' });
    await expect(within(section).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.queryByRole('region', { name: 'Pending Transactions' })).toBeNull();
  },
};

/** Only deposits to confirm, under the 'Action Required' badge. */
export const PendingOnly: Story = {
  decorators: [withPending(confirmationItems)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Pending Transactions' });
    await expect(within(section).getByText('Action Required')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Transactions in Review' })).toBeNull();
  },
};

export const Both: Story = {
  decorators: [withPending()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Transactions in Review' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Pending Transactions' })).toBeVisible();
  },
};

/** The items could not be read: a warning with Try again (still reading here). */
export const LoadFailed: Story = {
  decorators: [
    withPending([], {
      responses: { getExternalTransfers: () => Promise.reject(new Error('Network Error')) },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', {
      name: 'Pending transactions could not be loaded',
    });
    await expect(within(banner).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The wire deposit's instructions: the deposit, the bank details and the bank's notes (their script stripped). */
export const WireDepositInstructionsDialog: Story = {
  decorators: [withPending(everything, { transactionId: wireDepositItem.publicId })],
  play: async () => {
    const dialog = await openDialog('Wire Transfer Deposit');
    await expect(await within(dialog).findByText('Harborline Trust Bank, N.A.')).toBeVisible();
    await expect(dialog.querySelector('script, [onmouseover], [onerror]')).toBeNull();
  },
};

/** The instructions cannot be read: the spec's error, the deposit still shown and cancellable. */
export const WireDepositInstructionsFailing: Story = {
  decorators: [
    withPending(everything, {
      transactionId: wireDepositItem.publicId,
      responses: { getBankSetting: () => Promise.reject(new Error('Not found')) },
    }),
  ],
  play: async () => {
    const dialog = await openDialog('Wire Transfer Deposit');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was an error fetching Bank Wire Deposit Information',
    );
  },
};

/** While the instructions load. */
export const WireDepositInstructionsLoading: Story = {
  decorators: [
    withPending(everything, {
      transactionId: wireDepositItem.publicId,
      responses: { getBankSetting: forever },
    }),
  ],
  play: async () => {
    const dialog = await openDialog('Wire Transfer Deposit');
    await expect(within(dialog).getByText('Loading wire instructions')).toBeInTheDocument();
  },
};

/** 'Cancel deposit' asks first. */
export const CancelWireDepositAsks: Story = {
  decorators: [withPending(everything, { transactionId: wireDepositItem.publicId })],
  play: async () => {
    const dialog = await openDialog('Wire Transfer Deposit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
    const alert = await openDialog('Cancel this wire deposit?', 'alertdialog');
    await expect(within(alert).getByRole('button', { name: 'Keep deposit' })).toHaveFocus();
  },
};

export const WireTransferDialog: Story = {
  decorators: [withPending(everything, { transactionId: wireTransferItem.publicId })],
  play: async () => {
    const dialog = await openDialog('Wire Transfer');
    await expect(within(dialog).getByText('Charles Babbage')).toBeVisible();
  },
};

export const NetworkTransferDialog: Story = {
  decorators: [withPending(everything, { transactionId: networkWithdrawalItem.publicId })],
  play: async () => {
    const dialog = await openDialog('AXIA Network Wallet Transfer');
    await expect(
      within(dialog).getByText('axc1qsandboxwallet0000000000000000000demo'),
    ).toBeVisible();
  },
};

/** The withdrawals under review: a wire transfer, an external wallet and a network transfer, each minus. */
export const WithdrawalsInReview: Story = {
  decorators: [withPending([wireTransferItem, walletTransferItem, networkWithdrawalItem])],
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', {
      name: 'Transactions in Review',
    });
    const items = within(section).getAllByRole('button');
    await expect(items).toHaveLength(3);
    for (const item of items) await expect(item).toHaveTextContent('Withdrawal −');
  },
};

/** An external (Ethereum) wallet transfer under review: address, recipient, fee, what arrives, memo; no Cancel. */
export const ExternalWalletTransferDialog: Story = {
  decorators: [
    withPending([...everything, walletTransferItem], {
      transactionId: walletTransferItem.publicId,
    }),
  ],
  play: async () => {
    const dialog = await openDialog('External Ethereum Wallet Transfer');
    await expect(within(dialog).getByText('Northwind Ltd')).toBeVisible();
    await expect(within(dialog).getByText('Supplier payment')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /cancel/i })).toBeNull();
  },
};

/** 1,500 AXC worth 36.75 USD: the account and the information checkbox only. Confirm is off until both. */
export const ConfirmWithoutDeclaration: Story = {
  decorators: [withPending(everything, { transactionId: digitalDepositItem.id })],
  play: async () => {
    const dialog = await openDialog('Confirm Deposit');
    await expect(within(dialog).queryByRole('group', { name: /Source of Funds/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** 12,000 USAX: the source-of-funds declaration, filled in with 'Other'; Confirm on once all is given. */
export const ConfirmWithDeclaration: Story = {
  decorators: [withPending(everything, { transactionId: largeDigitalDepositItem.id })],
  play: async () => {
    const dialog = await openDialog('Confirm Deposit');
    const group = within(dialog).getByRole('group', { name: 'Source of Funds Declaration' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^USAX Wallet/ }));
    // Named once (issue 43): 'Select Source of Funds', not 'Select Source of Funds Source of Funds'.
    await userEvent.click(within(group).getByRole('button', { name: 'Select Source of Funds' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await userEvent.type(
      within(group).getByRole('textbox', { name: 'Other source of funds' }),
      'Sale of a car',
    );
    await userEvent.click(within(group).getByRole('checkbox', { name: /I hereby accept/ }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /information above is correct/ }),
    );
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** 'Other' left blank: its error is tied to the field, and Confirm stays off. */
export const ConfirmDeclarationOtherMissing: Story = {
  decorators: [withPending(everything, { transactionId: largeDigitalDepositItem.id })],
  play: async () => {
    const dialog = await openDialog('Confirm Deposit');
    const group = within(dialog).getByRole('group', { name: 'Source of Funds Declaration' });
    await userEvent.click(within(group).getByRole('button', { name: /Source of Funds/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    const other = within(group).getByRole('textbox', { name: 'Other source of funds' });
    await userEvent.click(other);
    await userEvent.tab();
    await expect(other).toHaveAccessibleDescription('Please specify the source of fund');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};
