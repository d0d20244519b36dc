import type { Account, Beneficiary } from '@axia/core';
import {
  sampleAxcAccount,
  sampleEurAccount,
  sampleFrozenGbpAccount,
  sampleUsdAccount,
} from '../../kit/money/fixtures';
import type { CodeAnswer } from '../../kit/second-factor';

// Sample data for the transfer wizards' stories and tests (never imported by the screens).

const usdAccount = sampleUsdAccount('1000.00');
const eurAccount = sampleEurAccount;
/** Frozen: listed greyed with 'Action Required', not selectable. */
const frozenGbpAccount = sampleFrozenGbpAccount;
const axcAccount = sampleAxcAccount;
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
