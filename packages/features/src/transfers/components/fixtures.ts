import type { Account, Beneficiary } from '@axia/core';
import { sampleAccount as account } from '../../kit/testing';
import type { CodeAnswer } from './secondFactor';

// Sample data for the transfer wizards' stories and tests (never imported by the screens).

export const usdAccount = account({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  amount: '1000.00',
});
export const eurAccount = account({
  id: 'acc-eur',
  currency: 'EUR',
  publicId: 'EUR1938475602',
  typePublicName: 'Euro Account',
  amount: '250.00',
});
/** Frozen: listed greyed with 'Action Required', not selectable. */
export const frozenGbpAccount = account({
  id: 'acc-gbp',
  currency: 'GBP',
  publicId: 'GBP5519203847',
  typePublicName: 'British Pound Account',
  amount: '80.10',
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
});
export const transferAccounts: readonly Account[] = [
  usdAccount,
  eurAccount,
  frozenGbpAccount,
  axcAccount,
];

/** EUR per USD, as the sandbox bank answers it. */
export const USD_EUR_RATE = '0.9215';

export const recipient = (
  overrides: Partial<Beneficiary> & Pick<Beneficiary, 'id' | 'beneficiaryName'>,
): Beneficiary => ({
  type: 'INTERNAL',
  beneficiaryEmail: `${overrides.beneficiaryName.split(' ')[0]?.toLowerCase() ?? 'x'}@demo.test`,
  beneficiaryUserId: `user-${overrides.id}`,
  status: 'active',
  extraData: null,
  createdAt: '2025-02-01T10:00:00.000Z',
  updatedAt: '2025-02-01T10:00:00.000Z',
  ...overrides,
});
export const recipients: readonly Beneficiary[] = [
  recipient({ id: 'ben-1', beneficiaryName: 'Acme Ltd', beneficiaryEmail: 'acme@demo.test' }),
  recipient({ id: 'ben-2', beneficiaryName: 'Grace Hopper', beneficiaryEmail: 'grace@demo.test' }),
];

/** The clock of the stories and tests, and a 207 issued at it (the code valid 5 minutes). */
export const NOW = Date.parse('2025-03-10T10:00:00.000Z');
export const codeAnswer = (id = 'rec-1', at = NOW): CodeAnswer => ({
  statusCode: 207,
  message: 'A verification code has been sent to your email',
  transaction2faRecordId: id,
  expiresAt: new Date(at + 5 * 60_000).toISOString(),
});
export const SENT = {
  statusCode: 200 as const,
  message: 'Transaction sent successfully!',
  transactionId: 'tx-1',
  publicId: 'T-1',
};
