import type { Account, TransportRequest } from '@axia/core';
import { sampleWireDepositInfo } from '../../kit/money/fixtures';
import { sampleAccount as account } from '../../kit/testing';

// Sample data for the wire deposit wizard's stories and tests (never imported by the screen).

export const usdAccount = account({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  amount: '1234.56',
});

/** A second USD account, frozen: listed greyed with 'Action Required', not selectable. */
export const frozenUsdAccount = account({
  id: 'acc-usd-2',
  currency: 'USD',
  publicId: 'USD9910293847',
  typePublicName: 'US Dollar Savings',
  amount: '50.00',
  status: 'FROZEN',
});

export const eurAccount = account({
  id: 'acc-eur',
  currency: 'EUR',
  publicId: 'EUR1938475602',
  typePublicName: 'Euro Account',
  amount: '250.00',
});

/** The only GBP account, frozen: no GBP account can take a wire deposit. */
export const gbpAccount = account({
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

export const wireAccounts: readonly Account[] = [
  usdAccount,
  frozenUsdAccount,
  eurAccount,
  gbpAccount,
  axcAccount,
];

/** The bank's rates to USD (its defaults: EUR 1.08, GBP 1.27). */
export const USD_RATES: Record<string, string> = { EUR: '1.08', GBP: '1.27' };

export const SENT = {
  statusCode: 200,
  message: 'Wire deposit request sent successfully!',
  id: 'wire-1',
  publicId: 'TX00A1B2C3D4E5',
};

/** The bank's answers the wizard needs: the rate to USD, the wire instructions, the request accepted. */
export function wireResponses(overrides: Record<string, unknown> = {}) {
  return {
    getConversionRate: (request: TransportRequest) => ({
      fromCurrency: request.query?.fromCurrency,
      toCurrency: 'USD',
      conversionRate: USD_RATES[request.query?.fromCurrency ?? ''] ?? '1',
    }),
    getBankSetting: sampleWireDepositInfo,
    requestWireDeposit: SENT,
    ...overrides,
  };
}

/** Today, as the wizard's clock gives it (the declaration's date). */
export const TODAY = new Date('2026-11-21T10:00:00');
