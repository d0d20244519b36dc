// The transfer screens' words (the landing, the between-accounts and member wizards, the shared parts). Those from
// TRANSFER_MESSAGES are seed 001's verbatim (§2 Transfer, §5, §8); the others are ours. The wire and external wizards
// keep their own words next to them.

export const TRANSFERS_TEXT = {
  // Spec (seed 001 §2: the landing's title).
  landingTitle: 'Transfer',
  // Ours.
  chooseKind: 'Choose how to transfer',
  noKind: 'No way to transfer is available to you at the moment.',
  cancel: 'Cancel',
  back: 'Back',
  next: 'Next',
  send: 'Send',
  loadingAccounts: 'Loading your accounts',
  sourceLabel: 'Transfer from account',
  noSourceAccount: 'You have no active account that can send this transfer.',
  accountsFailed: 'Your accounts could not be read.',
  retry: 'Try again',
  overview: 'Please check the transfer before sending it.',
  checkboxLabel: 'I confirm that the information above is correct.',
} as const;
