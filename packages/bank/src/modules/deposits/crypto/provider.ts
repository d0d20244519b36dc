import type {
  CryptoCurrencyRate,
  CryptoDepositSource,
  CryptoDepositTarget,
  CryptoSourceCurrency,
} from '@axia/core';

// The digital-currency deposit provider (seed 001 §2, §7: AlphaPo behind /deposit/alphapo/...): it quotes its rates,
// hands out a deposit address per customer and currency pair, watches the chains, converts what arrives and tells
// the bank. A real provider's client implements this interface; the sandbox one (./sandbox.ts) plays it here, and
// the back office's chain-deposit plays the payer.

export interface CryptoDepositProvider {
  /** The coins the provider takes, each with its minimum (in that coin). */
  supportedCurrencies(): Promise<CryptoSourceCurrency[]>;
  /** The rate (target units per source unit, before the 0.8 % fee) and the minimum payment, for one pair. */
  rate(
    currencyFrom: CryptoDepositSource,
    currencyTo: CryptoDepositTarget,
  ): Promise<CryptoCurrencyRate>;
  /** The customer's address for the pair: the same one on every ask. */
  depositAddress(
    customerId: string,
    currencyFrom: CryptoDepositSource,
    currencyTo: CryptoDepositTarget,
  ): Promise<string>;
}

/** What the provider reports when a payment to a customer's address has been converted (its callback). */
export interface ProviderDeposit {
  customerId: string;
  address: string;
  currencyFrom: CryptoDepositSource;
  currencyTo: CryptoDepositTarget;
  /** What was paid, in the source coin. */
  paid: string;
  /** The rate it was converted at. */
  exchangeRate: string;
  /** What the customer receives: paid × rate × 0.992, rounded down to 5 decimals. */
  received: string;
  transactionHash: string;
}

/** A payment the provider refuses to credit (below its minimum, say): the back office answers 400 with it. */
export class ProviderRefusal extends Error {}
