import { GENERAL_MESSAGES } from '@axia/core';
import { MONEY_TEXT } from '../../kit/money';

// The words of the overview's pending sections ('Transactions in Review', 'Pending Transactions') and their
// dialogs. Those marked 'spec' are seed 001's verbatim (§2 Transactions, §5 Source of funds, §8); the others are
// ours: the spec names the things without quoting their labels.

export const PENDING_TEXT = {
  // The declaration's and the wire instructions' words (kit/money), as these sections show them too.
  ...MONEY_TEXT,
  // Spec (seed 001 §2 Transactions).
  reviewTitle: 'Transactions in Review',
  pendingTitle: 'Pending Transactions',
  actionRequired: GENERAL_MESSAGES.actionRequired,
  wireDepositTitle: 'Wire Transfer Deposit',
  // Spec (seed 001 §8).
  wireDepositCanceled: 'Wire deposit request canceled!',
  depositConfirmed: 'Funds are deposited successfully!',

  // Ours.
  wireTransferTitle: 'Wire Transfer',
  networkTransferTitle: 'AXIA Network Wallet Transfer',
  networkV2TransferTitle: 'AXIA Network (V2) Wallet Transfer',
  externalWalletTransferTitle: 'External Ethereum Wallet Transfer',
  confirmTitle: 'Confirm Deposit',
  loadFailed: 'Pending transactions could not be loaded',
  close: 'Close',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  inReview: 'In review',
  awaitingConfirmation: 'Awaiting confirmation',
  amount: 'Amount',
  fee: 'Fee',
  networkFee: 'Network fee',
  recipientReceives: 'Recipient receives',
  toAddress: 'To address',
  status: 'Status',
  reference: 'Reference',
  date: 'Date',
  account: 'Account',
  fromAccount: 'From account',
  beneficiary: 'Beneficiary',
  beneficiaryBank: 'Beneficiary bank',
  beneficiaryAccount: 'IBAN / account number',
  memo: 'Memo',
  transactionHash: 'Transaction hash',
  valueInUsd: 'Value in USD',
  valueUnavailable: 'Not available',
  copyReference: 'Copy reference',
  wireDepositIntro:
    'To complete this deposit, send a wire from your bank with the details below and your reference.',
  yourDeposit: 'Your deposit',
  wireTransferIntro:
    'This wire transfer is being reviewed. The money is sent once the review is done.',
  networkTransferIntro:
    'This transfer is being reviewed. Funds will be transferred to the wallet after the review.',
  cancelDeposit: 'Cancel deposit',
  cancelDepositTitle: 'Cancel this wire deposit?',
  keepDeposit: 'Keep deposit',
  cancelDepositMessage: (amount: string, reference: string) =>
    `Your wire deposit request of ${amount} (reference ${reference}) will be canceled. Do not send the wire ` +
    'after canceling it.',
  confirmIntro: 'Choose the account this deposit goes to.',
  targetAccount: 'Deposit to account',
  noTargetAccount: (currencies: string) =>
    `You have no active ${currencies} account that can receive this deposit.`,
  checkingValue: 'Checking the deposit’s value in USD',
  informationCorrect: 'I confirm that the information above is correct.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  confirmHint: 'Confirm becomes available once every field above is complete.',
  // The source-of-funds declaration (seed 001 §5; its fields' words are kit's).
  declarationNeededUnknown:
    'The value of this deposit in USD could not be worked out, so a source of funds declaration is needed.',
} as const;

/** How the sections' statuses read (ours: the spec names the statuses, not their labels). */
export const PENDING_STATUS_LABELS = {
  PENDING_REVIEW: PENDING_TEXT.inReview,
  PENDING_CONFIRMATION: PENDING_TEXT.awaitingConfirmation,
} as const;
