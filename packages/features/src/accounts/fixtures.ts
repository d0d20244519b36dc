import type { Account, AccountOverview, Spendable, User } from '@axia/core';
import { fakeUser, sampleAccount as account } from '../kit/testing';

// Sample data for the accounts stories and tests (never imported by the screens).

export const usdAccount = account({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  amount: '1234.56',
  spendableAmount: '1234.56',
  interestRate: '0.015',
});

export const eurAccount = account({
  id: 'acc-eur',
  currency: 'EUR',
  publicId: 'EUR1938475602',
  typePublicName: 'Euro Account',
  amount: '250.00',
  spendableAmount: '250.00',
  interestRate: '0.01',
});

/** Frozen: 'Action Required', greyed. */
export const gbpAccount = account({
  id: 'acc-gbp',
  currency: 'GBP',
  publicId: 'GBP5519203847',
  typePublicName: 'British Pound Account',
  amount: '80.10',
  spendableAmount: '80.10',
  interestRate: '0.0125',
  status: 'FROZEN',
});

export const axcAccount = account({
  id: 'acc-axc',
  currency: 'AXC',
  publicId: 'AXC7720394851',
  typePublicName: 'AXC Wallet',
  type: 'CRYPTO_WALLET',
  currencyType: 'CRYPTO',
  amount: '15234.12345',
  spendableAmount: '15234.12345',
  interestRate: '0.035',
});

export const usaxAccount = account({
  id: 'acc-usax',
  currency: 'USAX',
  publicId: 'USAX3349201857',
  typePublicName: 'USAX Wallet',
  type: 'CRYPTO_WALLET',
  currencyType: 'CRYPTO',
  amount: '42.50000',
  spendableAmount: '42.50000',
  interestRate: '0.02',
});

export const sampleAccounts: readonly Account[] = [
  usdAccount,
  eurAccount,
  gbpAccount,
  axcAccount,
  usaxAccount,
];

export const sampleOverview: AccountOverview = {
  stakingTotalBalance: { AXC: { amount: '5000.00000' } },
  stakingTotalRewards: { AXC: { amount: '125.50000' } },
  accountTotalRewards: {
    USD: { amount: '1.75' },
    EUR: { amount: '0.00' },
    GBP: { amount: '0.00' },
    AXC: { amount: '310.04210' },
    USAX: { amount: '0.00000' },
  },
};

export const emptyOverview: AccountOverview = {
  stakingTotalBalance: { AXC: { amount: '0.00000' } },
  stakingTotalRewards: { AXC: { amount: '0.00000' } },
  accountTotalRewards: {},
};

/** 15,234.12345 AXC × 0.0245 = 373.24 USD, under the 1,234.56 USD: not capped. */
export const sampleSpendable: Spendable = {
  spendableAmountInAxc: '15234.12345',
  spendableAmountInUsd: '1234.56',
};

/** Capped: 15,234.12345 AXC × 0.0245 = 373.24 USD exceeds 100 USD, so AXC becomes 100 ÷ 0.0245 = 4081.63265. */
export const cappedSpendableSample: Spendable = {
  spendableAmountInAxc: '15234.12345',
  spendableAmountInUsd: '100.00',
};

export const SAMPLE_RATE = '0.0245';

/** A user with the rate card. */
export const spendableUser: User = {
  ...fakeUser,
  features: [...fakeUser.features, 'GLOBAL_SPENDABLE_AMOUNT'],
};
