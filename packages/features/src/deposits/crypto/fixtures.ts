import {
  CRYPTO_DEPOSIT_SOURCES,
  type CryptoCurrencyRate,
  type CryptoSourceCurrency,
} from '@axia/core';

// Sample answers of the provider's calls (stories and tests), as the sandbox bank gives them.

const MINIMUMS: Record<string, string> = {
  BTC: '0.0001',
  ETH: '0.003',
  AXC: '400',
  BCH: '0.02',
  DOGE: '60',
  LTC: '0.12',
  BNB: '0.016',
  'BNB-BSC': '0.016',
};

export const sampleSources: CryptoSourceCurrency[] = CRYPTO_DEPOSIT_SOURCES.map((currency) => ({
  currency,
  type: 'crypto',
  minimum_amount: MINIMUMS[currency] ?? '10',
}));

export const btcToAxc: CryptoCurrencyRate = {
  currencyFrom: 'BTC',
  currencyTo: 'AXC',
  exchangeRate: '3724489.79591836',
  minDepositAmount: '0.0001',
};

export const ethToUsax: CryptoCurrencyRate = {
  currencyFrom: 'ETH',
  currencyTo: 'USAX',
  exchangeRate: '3125.4',
  minDepositAmount: '0.003',
};

export const sampleBtcAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** The three calls answered as the sandbox would (the rate by the pair asked for). */
export const cryptoResponses = (overrides: Record<string, unknown> = {}) => ({
  getCryptoDepositCurrencies: sampleSources,
  getCryptoDepositRate: (request: { body?: { currencyFrom?: string; currencyTo?: string } }) => ({
    data: request.body?.currencyTo === 'USAX' ? ethToUsax : btcToAxc,
  }),
  getCryptoDepositAddress: { data: sampleBtcAddress },
  ...overrides,
});

/** A provider call that fails (the bank's 503 or the provider down). */
export const failingCall = () => Promise.reject(new Error('Service Unavailable'));
