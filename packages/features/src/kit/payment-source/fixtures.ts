import type { Account, UserStaking } from '@axia/core';
import { sampleAccount } from '../testing';

// PaymentSourceField's samples (stories and tests only; never imported by the screens): a USD account with
// 1,234.56, a EUR account with 8.00, a frozen GBP account and an AXC staking; the bank's rates between them.

const usdAccount: Account = sampleAccount({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  amount: '1234.56',
  spendableAmount: '1234.56',
});
const eurAccount: Account = sampleAccount({
  id: 'acc-eur',
  currency: 'EUR',
  publicId: 'EUR5520193741',
  typePublicName: 'Euro Account',
  amount: '8.00',
  spendableAmount: '8.00',
});
const frozenGbpAccount: Account = sampleAccount({
  id: 'acc-gbp',
  currency: 'GBP',
  publicId: 'GBP3320193745',
  typePublicName: 'British Pound Account',
  amount: '500.00',
  spendableAmount: '500.00',
  status: 'FROZEN',
});
const staking: UserStaking = {
  id: 'stk-1',
  publicId: 'STK1000000007',
  name: '30-day AXC pool',
  shortDesc: 'AXC for 30 days',
  amount: '1000.00000',
  currency: 'AXC',
  interestAmount: '0.98628',
  spendableAmount: '1000.98628',
  annualInterestRate: '0.12',
  status: 'IN_TERM',
  createdAt: '2026-11-20T09:30:00.000Z',
  termStartAt: '2026-11-21T00:00:00.000Z',
  termEndAt: '2026-12-21T00:00:00.000Z',
  term: 30,
  termUnit: 'DAYS',
  frequency: 'DAILY',
  productCode: 'AXC_30',
  productRoomRemain: '100000.00000',
  productEndAt: null,
  productIndividualRoomLimit: '0',
  stakingProductIsPrivate: false,
  enableAddAmount: true,
  rateInUsd: '0.25000',
  maximumWithdrawUsdAmount: '250.24657',
  interestRecords: [],
  autoEnrollments: [],
};
export const sources = {
  accounts: [usdAccount, eurAccount, frozenGbpAccount],
  stakings: [staking],
};
/** Rates (GET /currency/conversionRate from → to): 1 EUR = 1.08 USD, 1 AXC = 0.25 USD. */
export const rates: Record<string, string> = {
  'EUR>USD': '1.08000',
  'AXC>USD': '0.25000',
  'GBP>USD': '1.27000',
  'USD>EUR': '0.92000',
};

/** The calls PaymentSourceField makes, answered from the samples; `overrides` replace any of them. */
export function paymentSourceResponses(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    getAllowTransferFrom: sources,
    getConversionRate: (request: { query?: { fromCurrency?: string; toCurrency?: string } }) => {
      const pair = `${request.query?.fromCurrency}>${request.query?.toCurrency}`;
      const rate = rates[pair];
      if (!rate) throw new Error(`No rate ${pair}`);
      return { conversionRate: rate };
    },
    ...overrides,
  };
}
