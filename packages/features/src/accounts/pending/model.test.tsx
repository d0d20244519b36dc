import { describe, expect, it } from 'vitest';
import type { Transaction } from '@axia/core';
import { axcAccount, sampleAccounts, usaxAccount } from '../fixtures';
import {
  digitalDepositItem,
  largeDigitalDepositItem,
  networkDepositItem,
  networkWithdrawalItem,
  walletTransferItem,
  wireDepositItem,
  wireTransferItem,
} from './fixtures';
import {
  findItem,
  fullName,
  isConfirmationItem,
  isReviewItem,
  recipientAmount,
  recipientName,
  recordedUsd,
  reviewKind,
  targetAccounts,
  targetCurrencies,
  usdAt,
} from './model';

describe('which section lists an item, and which dialog it opens', () => {
  it.each<[string, Transaction, boolean, boolean, string | null]>([
    ['wire deposit in review', wireDepositItem, true, false, 'WIRE_DEPOSIT'],
    ['wire transfer in review', wireTransferItem, true, false, 'WIRE_TRANSFER'],
    ['network withdrawal in review', networkWithdrawalItem, true, false, 'NETWORK_TRANSFER'],
    [
      'network V2 withdrawal in review',
      { ...networkWithdrawalItem, type: 'NETWORK_V2_WITHDRAWAL', method: 'NETWORK_V2' },
      true,
      false,
      'NETWORK_TRANSFER',
    ],
    ['digital-currency deposit to confirm', digitalDepositItem, false, true, null],
    ['network deposit to confirm', networkDepositItem, false, true, null],
    [
      'network V2 deposit to confirm',
      { ...networkDepositItem, type: 'NETWORK_V2_DEPOSIT', method: 'NETWORK_V2' },
      false,
      true,
      null,
    ],
    ['external wallet transfer in review', walletTransferItem, true, false, 'NETWORK_TRANSFER'],
    [
      'a digital-currency deposit in review (not listed)',
      { ...digitalDepositItem, status: 'PENDING_REVIEW' },
      false,
      false,
      null,
    ],
    ['completed wire deposit', { ...wireDepositItem, status: 'COMPLETED' }, false, false, null],
  ])('%s', (_label, item, review, confirmation, kind) => {
    expect(isReviewItem(item)).toBe(review);
    expect(isConfirmationItem(item)).toBe(confirmation);
    if (review) expect(reviewKind(item)).toBe(kind);
  });

  it('finds an item by id or public id', () => {
    const items = [wireDepositItem, digitalDepositItem];
    expect(findItem(items, 'dd-1')).toBe(digitalDepositItem);
    expect(findItem(items, 'WD7731902846')).toBe(wireDepositItem);
    expect(findItem(items, 'nope')).toBeNull();
  });
});

describe('the accounts a deposit may go to (§2: AXC for network deposits, AXC and USAX for digital currency)', () => {
  it.each<[string, Transaction, string[], string[]]>([
    ['AXC digital-currency deposit', digitalDepositItem, ['AXC'], ['acc-axc']],
    ['USAX digital-currency deposit', largeDigitalDepositItem, ['USAX'], ['acc-usax']],
    ['AXC network deposit', networkDepositItem, ['AXC'], ['acc-axc']],
    ['USAX network deposit (none)', { ...networkDepositItem, currency: 'USAX' }, [], []],
  ])('%s', (_label, item, currencies, ids) => {
    expect(targetCurrencies(item)).toEqual(currencies);
    expect(targetAccounts(item, sampleAccounts).map((account) => account.id)).toEqual(ids);
  });

  it('keeps a non-ACTIVE account in the list (greyed by the picker)', () => {
    const frozen = { ...axcAccount, id: 'frozen', status: 'FROZEN' as const };
    expect(targetAccounts(digitalDepositItem, [frozen, usaxAccount])).toEqual([frozen]);
  });
});

describe('amounts', () => {
  it('takes the recorded USD value, else converts rounding down to cents', () => {
    expect(recordedUsd(digitalDepositItem)).toBe('36.75');
    expect(recordedUsd(networkDepositItem)).toBeNull();
    // A number is not an amount on the wire.
    const numeric = { amountInUsd: 12 } as unknown as Transaction['providerMetaData'];
    expect(recordedUsd({ ...digitalDepositItem, providerMetaData: numeric })).toBeNull();
    expect(usdAt({ amount: '1500.00000' }, '0.0245')).toBe('36.75');
    expect(usdAt({ amount: '0.99999' }, '0.0245')).toBe('0.02');
  });

  it('works out what the recipient of a network withdrawal receives', () => {
    expect(recipientAmount(networkWithdrawalItem)).toBe('118.8');
    expect(recipientAmount({ ...networkWithdrawalItem, providerFeeAmount: null })).toBeNull();
    expect(recipientAmount({ ...networkWithdrawalItem, providerFeeCurrency: 'USD' })).toBeNull();
    // What the bank recorded as sent wins.
    expect(recipientAmount(walletTransferItem)).toBe('39.60000');
  });

  it('names a withdrawal’s recipient: the recorded name, else the receiving side', () => {
    expect(recipientName(walletTransferItem)).toBe('Northwind Ltd');
    expect(recipientName({ ...walletTransferItem, providerMetaData: null })).toBe('Northwind Ltd');
    expect(recipientName(networkWithdrawalItem)).toBeNull();
  });

  it('signs with the full name', () => {
    expect(fullName({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName(null)).toBe('');
  });
});
