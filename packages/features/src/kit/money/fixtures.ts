import type { TransportRequest, WireDepositInfo } from '@axia/core';
import { sampleAccount as account } from '../testing';

// Sample data for the money pieces' stories and tests (never imported by the components).

/** The sandbox bank's wire instructions, with the script and handler the sanitiser must strip. */
export const sampleWireDepositInfo: WireDepositInfo = {
  bankName: 'Harborline Trust Bank, N.A.',
  bankAccountName: 'Axia Digital Bank Ltd. Client Funds',
  bankAccountNumber: '4400192837',
  bankAba: '501234566',
  wireDepositInformation:
    '<p>Send the wire from a bank account in <strong>your own name</strong> and put your <strong>reference</strong> ' +
    "in the wire's memo field, so we can match it to your request.</p>" +
    '<ul><li>Beneficiary bank address: 200 Harbor Street, Boston, MA 02110, United States</li>' +
    '<li>Wires received before 3 p.m. ET on a business day are usually credited the same day.</li>' +
    '<li onmouseover="window.__pwned = true">Your bank may charge a fee for sending a wire.</li></ul>' +
    '<img src="data:," alt="" onerror="window.__pwned = true">' +
    '<script>window.__pwned = true</script>',
};

// The accounts the money wizards' samples share (deposits and transfers).

/** The sample USD current account, holding `amount`. */
export const sampleUsdAccount = (amount: string) =>
  account({
    id: 'acc-usd',
    currency: 'USD',
    publicId: 'USD4820193746',
    typePublicName: 'US Dollar Account',
    amount,
  });

export const sampleEurAccount = account({
  id: 'acc-eur',
  currency: 'EUR',
  publicId: 'EUR1938475602',
  typePublicName: 'Euro Account',
  amount: '250.00',
});

/** Frozen: listed greyed with 'Action Required', not selectable. */
export const sampleFrozenGbpAccount = account({
  id: 'acc-gbp',
  currency: 'GBP',
  publicId: 'GBP5519203847',
  typePublicName: 'British Pound Account',
  amount: '80.10',
  status: 'FROZEN',
});

export const sampleAxcAccount = account({
  id: 'acc-axc',
  currency: 'AXC',
  publicId: 'AXC7720394851',
  typePublicName: 'AXC Wallet',
  type: 'CRYPTO_WALLET',
  currencyType: 'CRYPTO',
  amount: '15234.12345',
});

/** The bank's rates to USD (its defaults: EUR 1.08, GBP 1.27). */
export const SAMPLE_USD_RATES: Record<string, string> = { EUR: '1.08', GBP: '1.27' };

/** GET /currency/conversionRate to USD as a fake transport answers it, at SAMPLE_USD_RATES (else 1). */
export const sampleUsdRate = (request: TransportRequest) => ({
  fromCurrency: request.query?.fromCurrency,
  toCurrency: 'USD',
  conversionRate: SAMPLE_USD_RATES[request.query?.fromCurrency ?? ''] ?? '1',
});
