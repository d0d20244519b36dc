import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { typesInGroup } from '@axia/core';
import { sampleTransactions, transferRows } from './fixtures';
import {
  HISTORY_FILTERS,
  checkRange,
  chunkOffset,
  exportFile,
  isNarrowed,
  pageRows,
  queryParameters,
  signedAmount,
  transactionIcon,
  transactionTitle,
} from './model';

describe('the history model', () => {
  it('offers every transaction, then the filter groups of seed 001 §9 in order', () => {
    expect(HISTORY_FILTERS.map((filter) => filter.id)).toEqual([
      'ALL',
      'WIRE_TRANSFER',
      'STAKING',
      'EXTERNAL_WALLET',
      'TRANSFERS',
      'EXTERNAL_TRANSACTION',
      'WIRE_DEPOSIT',
      'REWARDS',
      'SERVICE_FEE',
    ]);
  });

  it("sends a group's types, and the chosen end day plus one day", () => {
    const query = queryParameters({
      filter: 'WIRE_TRANSFER',
      range: { start: '2026-10-01', end: '2026-10-31' },
      search: '  ',
    });
    expect(query).toEqual({
      typeIn: typesInGroup('WIRE_TRANSFER').join(','),
      createdAtGte: dayjs('2026-10-01').toISOString(),
      createdAtLte: dayjs('2026-11-01').toISOString(),
    });
    expect(query.typeIn).toBe('WIRE_TRANSFER,WIRE_TRANSFER_REFUND');
    expect(queryParameters({ filter: 'ALL', range: null, search: ' TX1 ' })).toEqual({
      search: 'TX1',
    });
  });

  it('tells a narrowed list (No transaction found) from an empty history (No transaction record)', () => {
    expect(isNarrowed({ filter: 'ALL', range: null, search: '' })).toBe(false);
    expect(isNarrowed({ filter: 'REWARDS', range: null, search: '' })).toBe(true);
    expect(
      isNarrowed({ filter: 'ALL', range: { start: '2026-01-01', end: '2026-01-02' }, search: '' }),
    ).toBe(true);
    expect(isNarrowed({ filter: 'ALL', range: null, search: 'x' })).toBe(true);
  });

  it('finds the 100 rows that hold a page of 5, and the page within them', () => {
    expect(chunkOffset(1, 100)).toBe(0);
    expect(chunkOffset(20, 100)).toBe(0);
    expect(chunkOffset(21, 100)).toBe(100);
    expect(chunkOffset(2000, 100)).toBe(9900);
    expect(chunkOffset(2, 10)).toBe(0);
    const chunk = Array.from({ length: 100 }, (_, index) => 100 + index);
    expect(pageRows(chunk, 100, 21)).toEqual([100, 101, 102, 103, 104]);
    expect(pageRows(chunk, 100, 40)).toEqual([195, 196, 197, 198, 199]);
  });

  it('takes a typed range once both years are whole and it runs forward, up to today', () => {
    const today = '2026-11-28';
    for (const year of ['0002', '0020', '0202'])
      expect(checkRange({ start: '2026-10-01', end: `${year}-10-31` }, today)).toBe('incomplete');
    expect(checkRange({ start: '2026-10-01', end: '2026-10-31' }, today)).toEqual({
      range: { start: '2026-10-01', end: '2026-10-31' },
    });
    expect(checkRange({ start: '2026-10-01', end: '2026-10-01' }, today)).toHaveProperty('range');
    expect(checkRange({ start: '2026-11-01', end: '2026-10-01' }, today)).toEqual({
      error: 'The start date must be on or before the end date.',
    });
    expect(checkRange({ start: '2026-11-01', end: '2026-11-29' }, today)).toEqual({
      error: 'The end date cannot be after today.',
    });
  });

  it('signs withdrawals and titles by the bank or the type', () => {
    const [deposit, fee] = sampleTransactions(2);
    expect(signedAmount(deposit!)).toBe('2500.00');
    expect(signedAmount(fee!)).toBe('-4.5');
    expect(transactionTitle({ ...fee!, title: null })).toBe('Service fee');
  });

  it("exports a receipt a customer can read: the detail's words and amounts, not the internal record", () => {
    const wire = transferRows()[1]!;
    const file = exportFile(wire);
    expect(file.name).toBe(`transaction-${wire.publicId}.txt`);
    expect(() => JSON.parse(file.text) as unknown).toThrow();
    const lines = file.text.split('\n');
    expect(lines[0]).toBe('Transaction receipt');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Amount',
        '  Wire transfer: −$750.00',
        '  Fee: $25.00',
        '  Recipient receives: $725.00',
        'Details',
        `  Transaction ID: ${wire.publicId}`,
        '  Status: In review',
        '  Beneficiary: Charles Babbage',
        '  Memo: Invoice 2026-114',
      ]),
    );
    // No internal field names or ids.
    expect(file.text).not.toMatch(/providerMetaData|accountId|"/);
  });
});

describe('transactionIcon', () => {
  it.each([
    ['WIRE_DEPOSIT', 'DEPOSIT', 'bank'],
    ['WIRE_TRANSFER', 'WITHDRAWAL', 'bank'],
    ['WIRE_TRANSFER_REFUND', 'DEPOSIT', 'refund'],
    ['GIFT_CARD_ORDER_REFUND', 'DEPOSIT', 'refund'],
    ['EXTERNAL_WALLET_TRANSFER_REFUND', 'DEPOSIT', 'refund'],
    ['STAKING_CLAIM', 'DEPOSIT', 'staking'],
    ['STAKING_LOAD_AMOUNT', 'WITHDRAWAL', 'staking'],
    ['INTEREST', 'DEPOSIT', 'reward'],
    ['SERVICE_FEE', 'WITHDRAWAL', 'fee'],
    ['TRANSFER_BETWEEN_ACCOUNTS', 'DEPOSIT', 'transfer'],
    ['TRANSFER_BETWEEN_MEMBERS', 'WITHDRAWAL', 'transfer'],
    ['CARD_LOAD', 'WITHDRAWAL', 'card'],
    ['CARD_PAYMENT', 'WITHDRAWAL', 'card'],
    ['GIFT_CARD_ORDER', 'WITHDRAWAL', 'gift'],
    ['DIGITAL_CURRENCY_DEPOSIT', 'DEPOSIT', 'deposit'],
    ['NETWORK_V2_DEPOSIT', 'DEPOSIT', 'deposit'],
    ['TOKEN_DEPOSIT', 'DEPOSIT', 'deposit'],
    ['USER_CREATION', 'DEPOSIT', 'deposit'],
    ['NETWORK_WITHDRAWAL', 'WITHDRAWAL', 'withdraw'],
    ['EXTERNAL_WALLET_TRANSFER', 'WITHDRAWAL', 'withdraw'],
    ['EXTERNAL_TRANSACTION', 'WITHDRAWAL', 'withdraw'],
    ['EXTERNAL_TRANSACTION', 'DEPOSIT', 'deposit'],
  ] as const)('%s (%s) shows %s', (type, direction, icon) => {
    expect(transactionIcon({ type, direction })).toBe(icon);
  });

  it('gives deposits of different kinds different pictures, not one "+" for all (issue 43)', () => {
    const deposits = sampleTransactions(12).filter(
      (transaction) => transaction.direction === 'DEPOSIT',
    );
    const icons = new Set(deposits.map(transactionIcon));
    expect(icons.size).toBeGreaterThan(1);
    expect(icons.has('plus')).toBe(false);
  });
});
