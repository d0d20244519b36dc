// The wire deposit wizard's words. Those marked 'spec' are seed 001's verbatim (§2 Deposit, §8); the others are
// ours. The declaration's and the wire instructions' words are kit's (kit/money).

export const WIRE_DEPOSIT_TEXT = {
  // Spec (seed 001 §2: the wizard's 4 steps).
  title: 'Wire deposit',
  stepCurrency: 'Select currency',
  stepAccount: 'Select account',
  stepAmount: 'Select amount',
  stepDeposit: 'Deposit',
  // Spec (seed 001 §8).
  sent: 'Wire deposit request sent successfully!',

  // Ours.
  description: 'Send money to your account from a bank account in your name.',
  currencyLabel: 'Currency',
  currencyNames: { USD: 'US Dollar', EUR: 'Euro', GBP: 'British Pound' },
  accountLabel: 'Deposit to account',
  loadingAccounts: 'Loading your accounts',
  noActiveAccount: (currency: string) =>
    `You have no active ${currency} account that can receive a wire deposit.`,
  amountLabel: 'Amount',
  amountDescription: (currency: string) => `The amount you will wire, in ${currency}.`,
  checkingValue: 'Checking the amount’s value in USD',
  valueUnavailable:
    'The value of this amount in USD could not be worked out, so a source of funds declaration is needed.',
  nextHint: 'Next becomes available once the amount is entered.',
  nextHintDeclaration:
    'Next becomes available once the amount is entered and the source of funds declaration is complete.',
  summary: 'Your deposit',
  summaryAccount: 'To account',
  summaryAmount: 'Amount',
  instructionsIntro:
    'After you submit, send a wire for this amount from your bank to the account below. The reference of your ' +
    'request is under Transactions in Review on your account overview.',
  back: 'Back',
  next: 'Next',
  cancel: 'Cancel',
  submit: 'Submit',
  progress: 'Wire deposit steps',
} as const;
