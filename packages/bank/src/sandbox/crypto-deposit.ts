import {
  CRYPTO_DEPOSIT_SOURCES,
  compare,
  decimal,
  divide,
  estimateReceive,
  fitsCurrency,
  isPositive,
  toPlainString,
  type CryptoCurrencyRate,
  type CryptoDepositSource,
  type CryptoDepositTarget,
  type CryptoSourceCurrency,
} from '@axia/core';
import { createHash, randomBytes } from 'node:crypto';
import {
  ProviderRefusal,
  type CryptoDepositProvider,
  type ProviderDeposit,
} from '../modules/deposits/crypto/provider';

// The sandbox's digital-currency deposit provider: made-up prices, realistic-looking addresses, instant "chains".
// Its rates to AXC and USAX use the bank's own prices for those two (so a coin's value agrees with the bank's
// conversion), and the other coins' made-up US dollar prices below.

/** US dollars per coin for the coins the bank does not price itself. */
const SANDBOX_COIN_USD: Readonly<Record<Exclude<CryptoDepositSource, 'AXC' | 'USAX'>, string>> = {
  BTC: '91250',
  ETH: '3125.40',
  BCH: '452.80',
  DOGE: '0.162',
  LTC: '86.35',
  USDTE: '1',
  USDC: '1',
  BNB: '612.50',
  USDTT: '1',
  'BNB-BSC': '612.50',
};

/** The least the provider credits, per coin (about 10 US dollars' worth). */
const SANDBOX_MINIMUMS: Readonly<Record<CryptoDepositSource, string>> = {
  BTC: '0.0001',
  ETH: '0.003',
  AXC: '400',
  BCH: '0.02',
  DOGE: '60',
  LTC: '0.12',
  USDTE: '10',
  USDC: '10',
  BNB: '0.016',
  USDTT: '10',
  'BNB-BSC': '0.016',
  USAX: '10',
};

/** Decimals of a quoted rate. */
const RATE_DECIMALS = 8;
/** The most decimals a payment carries (seed 001 §5: the amount fields take 5 decimals; what the books keep). */
const PAYMENT_DECIMALS = 5;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** `length` characters of `alphabet` drawn from `bytes` (deterministic). */
const draw = (bytes: Buffer, alphabet: string, length: number) =>
  Array.from({ length }, (_, i) => alphabet[bytes[i % bytes.length]! % alphabet.length]).join('');

/** An address in the style of the coin's chain (not a real one: nothing is ever sent on a real chain). */
function addressFor(coin: CryptoDepositSource, bytes: Buffer): string {
  switch (coin) {
    case 'BTC':
      return `bc1q${draw(bytes, BECH32, 38)}`;
    case 'LTC':
      return `ltc1q${draw(bytes, BECH32, 38)}`;
    case 'BCH':
      return `bitcoincash:q${draw(bytes, BECH32, 41)}`;
    case 'BNB':
      return `bnb1${draw(bytes, BECH32, 38)}`;
    case 'DOGE':
      return `D${draw(bytes, BASE58, 33)}`;
    case 'USDTT':
      return `T${draw(bytes, BASE58, 33)}`;
    default:
      // ETH and the tokens on Ethereum-style chains (USDTE, USDC, BNB-BSC, AXC, USAX).
      return `0x${bytes.subarray(0, 20).toString('hex')}`;
  }
}

/** A transaction hash in the style of the coin's chain. */
function transactionHashFor(coin: CryptoDepositSource): string {
  const hex = randomBytes(32).toString('hex');
  return ['BTC', 'LTC', 'BCH', 'DOGE', 'BNB', 'USDTT'].includes(coin) ? hex : `0x${hex}`;
}

export class SandboxCryptoDepositProvider implements CryptoDepositProvider {
  /** `targetUsd` gives the bank's US dollar prices of AXC and USAX. */
  constructor(private readonly targetUsd: () => Promise<Record<CryptoDepositTarget, string>>) {}

  async supportedCurrencies(): Promise<CryptoSourceCurrency[]> {
    return CRYPTO_DEPOSIT_SOURCES.map((currency) => ({
      currency,
      type: 'crypto' as const,
      minimum_amount: SANDBOX_MINIMUMS[currency],
    }));
  }

  async rate(
    currencyFrom: CryptoDepositSource,
    currencyTo: CryptoDepositTarget,
  ): Promise<CryptoCurrencyRate> {
    const targets = await this.targetUsd();
    const fromUsd =
      currencyFrom === 'AXC' || currencyFrom === 'USAX'
        ? targets[currencyFrom]
        : SANDBOX_COIN_USD[currencyFrom];
    const exchangeRate =
      currencyFrom === currencyTo
        ? '1'
        : toPlainString(decimal(divide(fromUsd, targets[currencyTo], RATE_DECIMALS)));
    return {
      currencyFrom,
      currencyTo,
      exchangeRate,
      minDepositAmount: SANDBOX_MINIMUMS[currencyFrom],
    };
  }

  async depositAddress(
    customerId: string,
    currencyFrom: CryptoDepositSource,
    currencyTo: CryptoDepositTarget,
  ): Promise<string> {
    // Derived from the customer and the pair, so it is the same on every ask (and after a restart).
    const bytes = createHash('sha512')
      .update(`axia-sandbox-deposit-address:${customerId}:${currencyFrom}:${currencyTo}`)
      .digest();
    return addressFor(currencyFrom, bytes);
  }

  /**
   * The chain side: `amount` of `currencyFrom` arrives at the customer's address for the pair; the provider
   * converts it at its rate, keeps 0.8 % and reports the deposit. Refuses a payment below the minimum or with
   * more decimals than the chain carries.
   */
  async receivePayment(payment: {
    customerId: string;
    currencyFrom: CryptoDepositSource;
    currencyTo: CryptoDepositTarget;
    amount: string;
  }): Promise<ProviderDeposit> {
    const { customerId, currencyFrom, currencyTo, amount } = payment;
    if (!isPositive(amount)) throw new ProviderRefusal('amount must be above 0');
    if (!decimal(amount).eq(decimal(amount).round(PAYMENT_DECIMALS, 0)))
      throw new ProviderRefusal(`amount has more than ${PAYMENT_DECIMALS} decimals`);
    const quote = await this.rate(currencyFrom, currencyTo);
    if (compare(amount, quote.minDepositAmount) < 0)
      throw new ProviderRefusal(`Amount cannot be smaller than ${quote.minDepositAmount}`);
    const received = estimateReceive(amount, quote.exchangeRate);
    if (!received || !isPositive(received) || !fitsCurrency(received, currencyTo))
      throw new ProviderRefusal('amount is too small to convert');
    return {
      customerId,
      address: await this.depositAddress(customerId, currencyFrom, currencyTo),
      currencyFrom,
      currencyTo,
      paid: amount,
      exchangeRate: quote.exchangeRate,
      received,
      transactionHash: transactionHashFor(currencyFrom),
    };
  }
}
