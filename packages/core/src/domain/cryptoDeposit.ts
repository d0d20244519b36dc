import type { CryptoCurrency, DecimalString } from './account';

// Seed 001 §2 'Digital currency deposit wizard', §3 'Crypto currency rate' / 'Crypto source currency', §9: the coins a
// customer may pay with, what they can be converted into, and the shapes the deposit provider's calls answer with.

/** §2: the supported source currencies, in the display list's order. */
export const CRYPTO_DEPOSIT_SOURCES = [
  'BTC',
  'ETH',
  'AXC',
  'BCH',
  'DOGE',
  'LTC',
  'USDTE',
  'USDC',
  'BNB',
  'USDTT',
  'BNB-BSC',
  'USAX',
] as const;
export type CryptoDepositSource = (typeof CRYPTO_DEPOSIT_SOURCES)[number];

/** §2: how the display list names each source currency (verbatim; the others show their code). */
export const CRYPTO_DEPOSIT_SOURCE_NAMES: Readonly<Record<CryptoDepositSource, string>> = {
  BTC: 'BTC',
  ETH: 'ETH',
  AXC: 'AXC',
  BCH: 'BCH',
  DOGE: 'DOGE',
  LTC: 'LTC',
  USDTE: 'USDTE (Tether on Ethereum)',
  USDC: 'USDC',
  BNB: 'BNB',
  USDTT: 'USDTT (Tether on Tron)',
  'BNB-BSC': 'BNB-BSC',
  USAX: 'USAX (stable coin)',
};

export function isCryptoDepositSource(value: string): value is CryptoDepositSource {
  return (CRYPTO_DEPOSIT_SOURCES as readonly string[]).includes(value);
}

/** §9: only AXC and USAX accept digital currency deposits; USAX only with the USAX_ACCOUNT flag. */
export const CRYPTO_DEPOSIT_TARGETS = ['AXC', 'USAX'] as const satisfies readonly CryptoCurrency[];
export type CryptoDepositTarget = (typeof CRYPTO_DEPOSIT_TARGETS)[number];
/** The flag that adds USAX as a target (the manifest's mapping of the spec's 'extra deposit currency flag'). */
export const USAX_DEPOSIT_FLAG = 'USAX_ACCOUNT';

/** The targets a customer with `features` may deposit into, in display order. */
export function cryptoDepositTargets(features: readonly string[]): CryptoDepositTarget[] {
  return features.includes(USAX_DEPOSIT_FLAG) ? ['AXC', 'USAX'] : ['AXC'];
}

/** §3 Crypto source currency. */
export interface CryptoSourceCurrency {
  currency: CryptoDepositSource;
  type: 'crypto';
  /** The least the provider credits, in the source currency. */
  minimum_amount: DecimalString;
}

/** §3 Crypto currency rate: `exchangeRate` target units per source unit; `minDepositAmount` in the source currency. */
export interface CryptoCurrencyRate {
  currencyFrom: CryptoDepositSource;
  currencyTo: CryptoDepositTarget;
  exchangeRate: DecimalString;
  minDepositAmount: DecimalString;
}
