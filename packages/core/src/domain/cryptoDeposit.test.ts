import { describe, expect, it } from 'vitest';
import { cryptoDepositPairSchema } from '../api/cryptoDeposit';
import {
  CRYPTO_DEPOSIT_SOURCES,
  CRYPTO_DEPOSIT_SOURCE_NAMES,
  cryptoDepositTargets,
  isCryptoDepositSource,
} from './cryptoDeposit';

// Seed 001 §2, §9: the source display list and names, the targets by flag, and the pair's messages.

describe('digital currency deposit currencies', () => {
  it('lists the sources in the display order, with the spec’s names', () => {
    expect(CRYPTO_DEPOSIT_SOURCES.map((c) => CRYPTO_DEPOSIT_SOURCE_NAMES[c])).toEqual([
      'BTC',
      'ETH',
      'AXC',
      'BCH',
      'DOGE',
      'LTC',
      'USDTE (Tether on Ethereum)',
      'USDC',
      'BNB',
      'USDTT (Tether on Tron)',
      'BNB-BSC',
      'USAX (stable coin)',
    ]);
    expect(isCryptoDepositSource('BNB-BSC')).toBe(true);
    expect(isCryptoDepositSource('XRP')).toBe(false);
  });

  it.each([
    [[], ['AXC']],
    [['MENU_DEPOSIT'], ['AXC']],
    [['USAX_ACCOUNT'], ['AXC', 'USAX']],
  ])('targets with %j: %j', (features, targets) => {
    expect(cryptoDepositTargets(features)).toEqual(targets);
  });

  it('names the field of an unknown currency', () => {
    const result = cryptoDepositPairSchema.safeParse({ currencyFrom: 'XRP', currencyTo: 'EUR' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      `currencyFrom must be one of ${CRYPTO_DEPOSIT_SOURCES.join(', ')}`,
      'currencyTo must be one of AXC, USAX',
    ]);
  });
});
