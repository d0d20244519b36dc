import { add, compare, subtract } from '@axia/core';
import { describe, expect, it } from 'vitest';
import { coinAccount, NOW, sampleHistory, sampleTransaction, statementAccount } from './fixtures';
import {
  buildStatement,
  displayAmount,
  monthOf,
  periodName,
  periodText,
  plainAmount,
  statementFileName,
  statementPeriod,
  type StatementPeriod,
} from './model';
import { localDay } from '../../kit/dates';
import { fullName } from '../../kit/money';

const customer = { firstName: 'Ada', lastName: 'Lovelace' };
const november = statementPeriod('2026-11', NOW)!;

const build = (
  transactions: Parameters<typeof buildStatement>[0]['transactions'],
  balanceAtStart: string | null = null,
  account = statementAccount,
) =>
  buildStatement({
    account,
    customer,
    period: november,
    transactions,
    balanceAtStart,
    printedAt: NOW,
  });

describe('statement period', () => {
  it('runs from the first to the last instant of the month, in local time', () => {
    const period = statementPeriod('2026-11', NOW) as StatementPeriod;
    expect(period.month).toBe('2026-11');
    expect(period.start).toEqual(new Date(2026, 10, 1, 0, 0, 0, 0));
    expect(period.end).toEqual(new Date(2026, 11, 1, 0, 0, 0, 0 - 1));
    expect(period.end.getTime() - new Date(2026, 10, 30, 23, 59, 59, 999).getTime()).toBe(0);
  });

  it('ends a December at the last instant of the year', () => {
    const period = statementPeriod('2025-12', NOW)!;
    expect(period.start).toEqual(new Date(2025, 11, 1));
    expect(period.end).toEqual(new Date(2025, 11, 31, 23, 59, 59, 999));
  });

  it('allows the current month and earlier ones, never a later one', () => {
    expect(statementPeriod('2026-11', NOW)).not.toBeNull();
    expect(statementPeriod('2020-01', NOW)).not.toBeNull();
    expect(statementPeriod('2026-12', NOW)).toBeNull();
    expect(statementPeriod('2027-01', NOW)).toBeNull();
  });

  it('refuses what is not a month', () => {
    for (const value of ['', '2026-13', '2026-1', 'November', '2026-11-01'])
      expect(statementPeriod(value, NOW)).toBeNull();
  });

  it('says the current month and day of an instant in local time', () => {
    expect(monthOf(NOW)).toBe('2026-11');
    expect(localDay(NOW)).toBe('2026-11-10');
    expect(monthOf(new Date(2026, 0, 1, 0, 0))).toBe('2026-01');
  });

  it('names the period', () => {
    expect(periodName(november)).toBe('November 2026');
    expect(periodText(november)).toBe('November 2026 (Nov 01/26 – Nov 30/26)');
  });
});

describe('buildStatement', () => {
  // 12 transactions from Nov 1, 09:00 local, one a day, balances chained from 1000.00.
  const history = sampleHistory(statementAccount, {
    from: new Date(2026, 10, 1, 9, 0),
    count: 12,
    stepMinutes: 24 * 60,
  });

  it('opens with the balance before the oldest transaction and closes with the newest one', () => {
    const statement = build(history);
    // Exact decimals (shown with the currency's decimals only when formatted).
    expect(statement.openingBalance).toBe('1000');
    expect(statement.closingBalance).toBe(history[0]!.balance);
    // The oldest row's balance minus its signed amount.
    const oldest = history.at(-1)!;
    expect(oldest.direction).toBe('DEPOSIT');
    expect(statement.openingBalance).toBe(subtract(oldest.balance!, oldest.amount));
  });

  it('lists the rows oldest first with the spec date format, titles, signed amounts and balances', () => {
    const statement = build(history);
    expect(statement.rows).toHaveLength(12);
    expect(statement.rows.map((row) => row.id)).toEqual(history.map((t) => t.id).reverse());
    expect(statement.rows.slice(0, 3)).toEqual([
      expect.objectContaining({
        date: 'Nov 01/26',
        title: 'Transfer between members',
        details: 'From Grace Hopper',
        direction: 'DEPOSIT',
        amount: '125.50',
        balance: '1125.5',
      }),
      expect.objectContaining({
        date: 'Nov 02/26',
        title: 'Wire transfer',
        details: 'To ACME Bank',
        direction: 'WITHDRAWAL',
        amount: '-40.25',
        balance: '1085.25',
      }),
      // No title from the bank: the type's title.
      expect.objectContaining({
        date: 'Nov 03/26',
        title: 'Service fee',
        details: null,
        amount: '-1.99',
        balance: '1083.26',
      }),
    ]);
    expect(statement.rows.at(-1)!.date).toBe('Nov 12/26');
  });

  it('totals the money in and out, which take the opening to the closing balance', () => {
    const statement = build(history);
    expect(statement.totalIn).toBe('377.24'); // 3 × 125.50 + 2 × 0.37
    expect(
      compare(
        subtract(add(statement.openingBalance, statement.totalIn), statement.totalOut),
        statement.closingBalance,
      ),
    ).toBe(0);
  });

  it('carries the customer, the account and the period', () => {
    const statement = build(history);
    expect(statement).toMatchObject({
      customerName: 'Ada Lovelace',
      accountName: 'US Dollar Account',
      accountPublicId: 'USD4820193746',
      currency: 'USD',
      decimals: 2,
      period: november,
      printedAt: NOW,
    });
  });

  it('steps over rows without a balance by their amounts', () => {
    const [newest, middle, oldest] = history.slice(-3);
    const statement = build([
      newest!,
      { ...middle!, balance: null },
      { ...oldest!, balance: null },
    ]);
    expect(statement.openingBalance).toBe('1000');
    expect(statement.rows.map((row) => row.balance)).toEqual([
      oldest!.balance,
      middle!.balance,
      newest!.balance,
    ]);
  });

  it('keeps the bank order of transactions at the same instant (posting order)', () => {
    const at = new Date(2026, 10, 5, 12, 0).toISOString();
    // Newest first: the fee was posted after the transfer, in the same millisecond.
    const transfer = sampleTransaction(statementAccount, {
      id: 'transfer',
      direction: 'WITHDRAWAL',
      amount: '100.00',
      balance: '400.00',
      createdAt: at,
    });
    const fee = sampleTransaction(statementAccount, {
      id: 'fee',
      type: 'SERVICE_FEE',
      direction: 'WITHDRAWAL',
      amount: '1.00',
      balance: '399.00',
      createdAt: at,
    });
    const statement = build([fee, transfer]);
    expect(statement.rows.map((row) => row.id)).toEqual(['transfer', 'fee']);
    expect(statement.openingBalance).toBe('500');
    expect(statement.closingBalance).toBe('399.00');
  });

  it('opens and closes an empty month with the balance at its start', () => {
    const statement = build([], '987.65');
    expect(statement.rows).toEqual([]);
    expect(statement.openingBalance).toBe('987.65');
    expect(statement.closingBalance).toBe('987.65');
    expect(statement.totalIn).toBe('0');
    expect(statement.totalOut).toBe('0');
  });

  it('refuses to guess an opening balance it was not given', () => {
    expect(() => build([])).toThrow('The opening balance of this statement could not be read');
  });

  it('computes exactly, never through JS numbers', () => {
    const statement = build(
      [
        sampleTransaction(coinAccount, {
          id: 'b',
          direction: 'DEPOSIT',
          amount: '0.20000',
          balance: '0.30000',
          createdAt: new Date(2026, 10, 2).toISOString(),
        }),
        sampleTransaction(coinAccount, {
          id: 'a',
          direction: 'DEPOSIT',
          amount: '0.10000',
          balance: '0.10000',
          createdAt: new Date(2026, 10, 1).toISOString(),
        }),
      ],
      null,
      coinAccount,
    );
    expect(statement.openingBalance).toBe('0');
    expect(statement.totalIn).toBe('0.3');
    expect(statement.decimals).toBe(5);
  });
});

describe('amounts and names', () => {
  it('formats with the currency decimals, rounded down', () => {
    const usd = build([], '1234.569');
    expect(displayAmount(usd, '1234.569')).toBe('$1,234.56');
    expect(displayAmount(usd, '-40.25', true)).toBe('\u2212$40.25');
    expect(displayAmount(usd, '125.5', true)).toBe('+$125.50');
    expect(plainAmount(usd, '-40.259')).toBe('-40.25');
    const axc = build([], '0', coinAccount);
    expect(displayAmount(axc, '15234.123456')).toBe('15,234.12345 AXC');
    expect(plainAmount(axc, '1')).toBe('1.00000');
  });

  it('names the customer and the files', () => {
    expect(fullName({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName(null)).toBe('');
    const statement = build([], '0');
    expect(statementFileName(statement, 'csv')).toBe('statement-USD4820193746-2026-11.csv');
    expect(statementFileName(statement, 'pdf')).toBe('statement-USD4820193746-2026-11.pdf');
  });
});
