import { CRYPTO_DEPOSIT_FEE_TEXT } from '@axia/core';

// The digital-currency deposit's words. Those marked 'spec' are seed 001's verbatim (§2 Deposit, §5, §8, §9); the
// others are ours.

export const CRYPTO_DEPOSIT_TEXT = {
  // Spec (§2: the method, its steps, the fee; §5, §8: the amount rule; §8: the provider unavailable).
  title: 'Digital currency deposit',
  steps: {
    to: 'Currency to',
    from: 'Currency from',
    amount: 'Amount estimator',
    address: 'Deposit Address',
  },
  fee: CRYPTO_DEPOSIT_FEE_TEXT,
  invalidAmount: 'Please enter the valid amount',
  belowMinimum: (min: string) => `Amount cannot be smaller than ${min}`,
  unavailable: 'This service is temporarily unavailable, please try again later.',
  copied: 'Text has been copied to clipboard.',
  // Ours.
  description: 'Send BTC, ETH, USDC or another coin from your wallet, converted on arrival.',
  back: 'Back',
  cancel: 'Cancel',
  next: 'Continue',
  finish: 'Finish',
  tryAgain: 'Try again',
  targetLabel: 'The currency you receive',
  targetDescription: 'What your deposit is converted into.',
  sourceLabel: 'The currency you send',
  loadingSources: 'Loading the currencies you can send',
  payLabel: 'You send',
  receiveLabel: 'You receive (estimate)',
  rateLabel: 'Rate',
  feeLabel: 'Fee',
  minimumLabel: 'Minimum deposit',
  estimateNote:
    'The estimate uses the current rate; the amount credited is what your payment converts to when it arrives.',
  terms: 'I have read and agree to the Terms of Service of the digital currency deposit.',
  addressIntro: (currency: string) =>
    `Send ${currency} to this address from your wallet. Once the payment arrives, it appears under Pending Transactions on your accounts overview, where you confirm it into your account.`,
  addressLabel: 'Deposit address',
  amountLabel: 'Amount',
  copyAddress: 'Copy deposit address',
  copyFailed: 'The address could not be copied. Select it and copy it by hand.',
  qrLabel: (currency: string) => `QR code of the ${currency} deposit address`,
  addressWarning: (currency: string) =>
    `Send only ${currency} to this address. Coins of another kind sent here may be lost.`,
} as const;
