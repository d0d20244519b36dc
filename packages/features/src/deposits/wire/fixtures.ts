import type { Account } from '@axia/core';
import {
  sampleAxcAccount,
  sampleEurAccount,
  sampleFrozenGbpAccount,
  sampleUsdAccount,
  sampleUsdRate,
  sampleWireDepositInfo,
} from '../../kit/money/fixtures';
import { sampleAccount as account } from '../../kit/testing';

// Sample data for the wire deposit wizard's stories and tests (never imported by the screen).

export const usdAccount = sampleUsdAccount('1234.56');

/** A second USD account, frozen: listed greyed with 'Action Required', not selectable. */
const frozenUsdAccount = account({
  id: 'acc-usd-2',
  currency: 'USD',
  publicId: 'USD9910293847',
  typePublicName: 'US Dollar Savings',
  amount: '50.00',
  status: 'FROZEN',
});

export const eurAccount = sampleEurAccount;

/** The only GBP account, frozen: no GBP account can take a wire deposit. */
export const gbpAccount = sampleFrozenGbpAccount;

const axcAccount = sampleAxcAccount;

export const wireAccounts: readonly Account[] = [
  usdAccount,
  frozenUsdAccount,
  eurAccount,
  gbpAccount,
  axcAccount,
];

export const SENT = {
  statusCode: 200,
  message: 'Wire deposit request sent successfully!',
  id: 'wire-1',
  publicId: 'TX00A1B2C3D4E5',
};

/** The bank's answers the wizard needs: the rate to USD, the wire instructions, the request accepted. */
export function wireResponses(overrides: Record<string, unknown> = {}) {
  return {
    getConversionRate: sampleUsdRate,
    getBankSetting: sampleWireDepositInfo,
    requestWireDeposit: SENT,
    ...overrides,
  };
}

/** Today, as the wizard's clock gives it (the declaration's date). */
export const TODAY = new Date('2026-11-21T10:00:00');
