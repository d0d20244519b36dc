import { TRANSFER_MESSAGES } from '@axia/core';

// The 'between own accounts' wizard's words. Spec (seed 001 §2, §5) from core's TRANSFER_MESSAGES; the rest ours.

export const BETWEEN_ACCOUNTS_TEXT = {
  title: 'Transfer between accounts',
  description: 'Move money between your own accounts, converted at the bank’s rate.',
  progress: 'Transfer between accounts steps',
  // Spec: the steps.
  stepFrom: 'Account from',
  stepTo: 'Account to',
  stepAmount: 'Transfer amount',
  stepOverview: 'Overview',
  // Spec: messages.
  noTarget: TRANSFER_MESSAGES.noTargetAccount,
  notEnoughBalance: TRANSFER_MESSAGES.notEnoughBalance,
  // Ours.
  fromLabel: 'Transfer from account',
  toLabel: 'Transfer to account',
  amountFromLabel: (currency: string) => `Amount to send (${currency})`,
  amountToLabel: (currency: string) => `Amount to receive (${currency})`,
  rate: (from: string, rate: string, to: string) => `1 ${from} = ${rate} ${to}`,
  rateLoading: 'Reading the conversion rate',
  rateFailed: 'The conversion rate could not be read.',
  balance: 'Available balance',
  amountInvalid: (decimals: number) =>
    `Please enter an amount above 0 with at most ${decimals} decimal places.`,
  creditTooSmall: 'The amount is too small to credit anything at this rate.',
  overviewFrom: 'From',
  overviewTo: 'To',
  overviewDebited: 'You send',
  overviewCredited: 'You receive',
  overviewRate: 'Conversion rate',
  failedTitle: 'The transfer was not made',
} as const;
