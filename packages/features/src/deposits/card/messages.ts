import { CARD_DEPOSIT_FEE_PERCENT, CARD_DEPOSIT_MESSAGES } from '@axia/core';

// The card deposit's words. Those marked 'spec' are seed 001's verbatim (§2 Deposit, §5, §8, §9); the others are
// ours.

export const CARD_DEPOSIT_TEXT = {
  // Spec (§2: the method and its steps; §5, §8: the amount rule and the service unavailable; §9: the fee).
  title: 'Credit/debit card deposit',
  steps: {
    provider: 'Service Provider',
    currency: 'Currency to',
    amount: 'Amount estimator',
    pay: 'Pay',
  },
  invalidAmount: CARD_DEPOSIT_MESSAGES.invalidAmount,
  unavailable: CARD_DEPOSIT_MESSAGES.unavailable,
  fee: CARD_DEPOSIT_FEE_PERCENT,
  // Ours.
  description: 'Buy AXC with a credit or debit card through one of our payment providers.',
  back: 'Back',
  cancel: 'Cancel',
  next: 'Continue',
  backToDeposit: 'Back to Deposit',
  tryAgain: 'Try again',
  providerLabel: 'Service provider',
  providerDescription: 'Who takes your card payment and delivers the coins to your account.',
  providerOption: (name: string) => `Pay by credit or debit card through ${name}.`,
  currencyLabel: 'The currency you receive',
  currencyDescription: 'What your card payment buys.',
  loading: 'Loading the card deposit',
  payLabel: 'You pay',
  minimumHint: (minimum: string) => `The minimum is ${minimum}.`,
  rateLabel: 'Rate',
  feeLabel: 'Fee',
  receiveLabel: 'You receive (estimate)',
  providerTerm: 'Service provider',
  estimateNote:
    'You receive what you pay times the rate, less the 0.8% fee, rounded down to 5 decimals.',
  terms: (name: string) =>
    `I have read and agree to the Terms of Service of ${name} and of the card deposit.`,
  termsRequired: 'Please agree to the Terms of Service to continue.',
  payIntro: (name: string) =>
    `You pay by card on the secure checkout page of ${name}, in this tab. When the payment is done, that page takes you back here, to Deposit, and the coins are in your account.`,
  payLink: (name: string) => `Pay with ${name}`,
  failedHeader: 'Something went wrong',
} as const;
