import type { MinimumDepositAmount, TransportRequest } from '@axia/core';

// Sample answers of the card deposit's calls (stories and tests), as the sandbox bank gives them.

export const sampleMinimums: MinimumDepositAmount[] = [
  { currency: 'AXC', minimum_amount: '1.00000' },
  { currency: 'USAX', minimum_amount: '20.00000' },
];

/** The bank's USD rates: 1 USD buys 40.81632653 AXC (AXC at 0.0245 USD) or 1 USAX. */
const SAMPLE_RATES: Record<string, string> = { AXC: '40.81632653', USAX: '1.00000000' };

export const sampleCheckoutUrl = (provider = 'CARDPAY') =>
  `http://127.0.0.1:8080/sandbox/card-checkout/${provider.toLowerCase()}_Zm9vYmFyYmF6cXV4cXV1eA`;

/** A bank refusal as the call layer rejects with it. */
const refusal = (message: string) =>
  Object.assign(new Error(message), { response: { data: { message } } });

/** A call whose promise rejects with the bank's `message`. */
export const failingCall = (message: string) => () => Promise.reject(refusal(message));

/** The three calls answered as the sandbox bank does; `overrides` replace any of them. */
export function cardResponses(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    getMinimumDepositAmounts: sampleMinimums,
    getConversionRate: (request: TransportRequest) => {
      const to = request.query?.toCurrency ?? 'AXC';
      return { fromCurrency: 'USD', toCurrency: to, conversionRate: SAMPLE_RATES[to] };
    },
    createCardDepositAddress: (request: TransportRequest) => ({
      data: sampleCheckoutUrl(request.query?.serviceProvider),
    }),
    ...overrides,
  };
}
