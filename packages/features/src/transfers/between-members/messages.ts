import { TRANSFER_MESSAGES } from '@axia/core';

// The 'to a member' wizard's words. Spec (seed 001 §2, §5, §8) from core's TRANSFER_MESSAGES; the rest ours. The
// recipient dialogs' own words (§5's field messages, §8's toasts and error dialogs) are kit/recipients' RECIPIENT_TEXT.

export const BETWEEN_MEMBERS_TEXT = {
  title: 'Transfer to a member',
  description: 'Send money to another member by their email address.',
  progress: 'Transfer to a member steps',
  // Spec: the steps.
  stepAccount: 'Select account',
  stepRecipient: 'Select recipient',
  stepAmount: 'Transfer amount',
  stepOverview: 'Transaction overview',
  // Spec: messages.
  newRecipient: 'New recipient',
  edit: 'Edit',
  done: 'Done',
  notEnoughBalance: TRANSFER_MESSAGES.notEnoughBalance,
  sent: TRANSFER_MESSAGES.memberSent,
  // Ours.
  accountLabel: 'Send from account',
  recipientLabel: 'Recipient',
  recipientsLoading: 'Loading your recipients',
  noRecipients: 'You have no recipients yet. Add one with New recipient.',
  // The recipient dialogs (kit/recipients) are titled after the wizard's New recipient and Edit actions.
  createTitle: 'New recipient',
  editTitle: 'Edit recipient',
  create: 'Add recipient',
  cancel: 'Cancel',
  editRecipient: (name: string) => `Edit ${name}`,
  removeRecipient: (name: string) => `Remove ${name}`,
  amountLabel: 'Amount',
  balance: 'Available balance',
  amountInvalid: (decimals: number) =>
    `Please enter an amount above 0 with at most ${decimals} decimal places.`,
  memoLabel: 'Memo (optional)',
  memoDescription: 'A note the recipient sees with the transfer.',
  overviewFrom: 'From',
  overviewTo: 'To',
  overviewAmount: 'Amount',
  overviewMemo: 'Memo',
  confirmTitle: 'Confirm information',
  confirmBody: (amount: string, name: string, email: string) =>
    `You are about to send ${amount} to ${name} (${email}). Money sent to a member cannot be called back.`,
  confirm: 'Confirm',
} as const;
