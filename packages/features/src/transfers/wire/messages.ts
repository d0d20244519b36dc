import { TRANSFER_ARRIVAL, TRANSFER_MESSAGES } from '@axia/core';

// The wire transfer wizard's words. Those marked 'spec' are seed 001's verbatim (§2 Transfer and Beneficiaries, §5,
// §8, §9, via core's TRANSFER_MESSAGES and WIRE_BENEFICIARY_LABELS); the others are ours.

export const WIRE_TRANSFER_TEXT = {
  // Spec (seed 001 §2: the wizard's 4 steps; §8).
  title: 'Wire transfer',
  stepAccount: 'Select account',
  stepRecipient: 'Select recipient',
  stepAmount: 'Transfer amount',
  stepOverview: 'Transaction overview',
  sent: TRANSFER_MESSAGES.wireSent,
  created: TRANSFER_MESSAGES.recipientCreated,
  updated: TRANSFER_MESSAGES.recipientUpdated,
  cannotAdd: TRANSFER_MESSAGES.cannotAddRecipient,
  updateFailed: TRANSFER_MESSAGES.removeFailed,
  arrival: TRANSFER_ARRIVAL,

  // Ours.
  description: 'Send money from your account to a bank account by wire.',
  progress: 'Wire transfer steps',
  accountLabel: 'Transfer from account',
  loadingAccounts: 'Loading your accounts',
  loadingRecipients: 'Loading your recipients',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  noActiveAccount: 'You have no active account that can send a wire transfer.',
  recipientLabel: 'Recipient',
  noRecipient: 'You have no wire recipient yet. Create one to continue.',
  newRecipient: 'New recipient',
  editRecipient: 'Edit recipient',
  createTitle: 'Create wire recipient',
  editTitle: 'Edit wire recipient',
  save: 'Save',
  close: 'Close',
  ok: 'OK',
  currencyName: 'US Dollar',
  intermediary: 'Intermediary bank (optional)',
  amountLabel: 'Amount',
  amountDescription: (balance: string) => `Available: ${balance}. The minimum is 100.`,
  /** When the spendable amount in USD, not the balance, is what bounds a transfer from a non-USD account. */
  spendableCap: (most: string, spendableUsd: string, rate: string) =>
    `You can send at most ${most} now: your spendable amount is ${spendableUsd}, at an exchange rate of ${rate}.`,
  // A wire transfer sends money out: the declaration says so (the spec's sentence speaks of a deposit).
  declarationNeeded: 'Transfers of 10,000 USD or more need a source of funds declaration.',
  declaration:
    'I hereby accept the Source of Funds requirement as a condition of processing my transfer.',
  memoLabel: 'Memo (optional)',
  fee: 'Fee',
  received: 'Recipient gets',
  rate: 'Exchange rate',
  rateValue: (currency: string, rate: string) => `1 ${currency} = ${rate} USD`,
  arrivalLabel: 'Arrival',
  spendable: 'Spendable amount',
  feeUnavailable: 'The fee could not be worked out. Please try again later.',
  nextHint: 'Next becomes available once a valid amount is entered.',
  nextHintDeclaration:
    'Next becomes available once a valid amount is entered and the source of funds declaration is complete.',
  summary: 'Your wire transfer',
  summaryFrom: 'From account',
  summaryRecipient: 'Recipient',
  summaryBank: 'Recipient bank',
  summaryAccountNumber: 'IBAN/account number',
  summaryAmount: 'Amount',
  summaryMemo: 'Memo',
  summarySource: 'Source of funds',
  confirm: 'I confirm that the information above is correct.',
  /** The recipient dialog's Cancel (the wizard's Cancel, Back, Next and Send are TRANSFERS_TEXT's). */
  cancel: 'Cancel',
} as const;
