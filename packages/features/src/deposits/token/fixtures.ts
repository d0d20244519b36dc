import type { Account, TokenWallet, User } from '@axia/core';
import { fakeUser, sampleAccount } from '../../kit/testing';

// Sample data for the token wallet and network deposit stories and tests (never imported by the screens).

/** A crypto wallet holding nothing, unless `overrides` say otherwise. */
const account = (overrides: Partial<Account> & Pick<Account, 'id' | 'currency'>): Account =>
  sampleAccount({
    type: 'CRYPTO_WALLET',
    currencyType: 'CRYPTO',
    amount: '0.00000',
    spendableAmount: '0.00000',
    ...overrides,
  });

const sampleAxcAccount = account({
  id: 'acc-axc',
  currency: 'AXC',
  publicId: 'AXC7720394851',
  typePublicName: 'AXC Wallet',
  amount: '5000.00000',
  spendableAmount: '5000.00000',
});

const frozenAxcAccount = account({
  id: 'acc-axc-2',
  currency: 'AXC',
  publicId: 'AXC1100293847',
  typePublicName: 'AXC Savings',
  amount: '12.00000',
  status: 'FROZEN',
});

export const sampleUsdAccount = account({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  type: 'FIAT_CURRENT',
  currencyType: 'FIAT',
  amount: '410.00',
});

export const sampleTokenAccounts: readonly Account[] = [
  sampleUsdAccount,
  sampleAxcAccount,
  frozenAxcAccount,
];

export const sampleWallet: TokenWallet = {
  eth_wallet_address: '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be',
  axc: '750.00000',
  email: 'lee@demo.test',
};

/** Created 2025 with the flag: × 1, no terms. */
export const tokenUser: User = {
  ...fakeUser,
  features: [...fakeUser.features, 'TOKEN_MIGRATION_CONSENT'],
};

/** Created before 2022-07-29 with the flag, the page's terms not agreed: × 13.43 after the terms. */
export const legacyUser: User = {
  ...tokenUser,
  email: 'lee@demo.test',
  firstName: 'Lee',
  lastName: 'Legacy',
  createdAt: '2022-03-01T09:00:00.000Z',
  consent: { TOKEN_MIGRATION: true },
};

/** The legacy user once the page's terms are agreed. */
export const agreedLegacyUser: User = {
  ...legacyUser,
  consent: { TOKEN_MIGRATION: true, NETWORK_V2_TOKEN_MIGRATION: true },
};

export const SAMPLE_V1_ADDRESS = 'axc1qf5ghz2l8rw4u8yj0v3n6m7s9k2d4x7c1p0e3';
export const SAMPLE_V2_ADDRESS = '0x8b1f4c2e9d7a6b5c3e0f1a2d4c6e8b0a9f7d5c3e';
