import { createBankClient, type Transaction, type TransportRequest } from '@axia/core';
import { describe, expect, it } from 'vitest';
import { fakeTransport } from '../../kit/testing';
import {
  NOW,
  sampleHistory,
  sampleTransaction,
  statementAccount,
  transactionsEndpoint,
} from './fixtures';
import { fetchBalanceAt, fetchPeriodTransactions, fetchStatementData } from './loadStatement';
import { buildStatement, statementPeriod } from './model';

const november = statementPeriod('2026-11', NOW)!;

/** A client over the fake endpoint that records every query it answers. */
function bank(transactions: () => readonly Transaction[]) {
  const queries: Record<string, unknown>[] = [];
  const endpoint = transactionsEndpoint(transactions);
  const api = createBankClient(
    fakeTransport({
      getTransactions: (request: TransportRequest) => {
        queries.push({ ...request.query });
        return endpoint(request);
      },
    }),
  );
  return { api, queries };
}

// heavy@demo.test has ~280 a month: three pages of 100.
const october = sampleHistory(statementAccount, {
  from: new Date(2026, 9, 1, 0, 30),
  count: 40,
  stepMinutes: 18 * 60,
  idPrefix: 'oct',
});
const novemberRows = sampleHistory(statementAccount, {
  from: new Date(2026, 10, 1, 0, 0),
  count: 280,
  stepMinutes: 150,
  openingBalance: october[0]!.balance!,
  idPrefix: 'nov',
});
const december = sampleHistory(statementAccount, {
  from: new Date(2026, 11, 1, 0, 0),
  count: 3,
  openingBalance: novemberRows[0]!.balance!,
  idPrefix: 'dec',
});
const all = [...december, ...novemberRows, ...october];

describe('fetchPeriodTransactions', () => {
  it('reads every page of a month of more than 100 rows, and only that month', async () => {
    const { api, queries } = bank(() => all);
    const rows = await fetchPeriodTransactions(api, statementAccount.id, november);
    expect(rows.map((row) => row.id)).toEqual(novemberRows.map((row) => row.id));
    expect(queries.map((query) => query.offset)).toEqual([0, 100, 200]);
    expect(queries[0]).toEqual({
      accountId: 'acc-usd',
      createdAtGte: november.start.toISOString(),
      createdAtLte: november.end.toISOString(),
      limit: 100,
      offset: 0,
      includeTotalCount: 'true',
      generateTitleAndDescription: 'true',
    });
    // Later pages end at the newest row of the first, so rows posted meanwhile cannot shift them.
    expect(queries[1]!.createdAtLte).toBe(novemberRows[0]!.createdAt);
  });

  it('is not thrown off by a transaction posted while the pages are read', async () => {
    const live: Transaction[] = [...novemberRows];
    const { api } = bank(() => live);
    const client = {
      ...api,
      getTransactions: async (input: Parameters<typeof api.getTransactions>[0]) => {
        const answer = await api.getTransactions(input);
        // After the first page, a new transaction arrives (the current month).
        if (input.query.offset === 0)
          live.unshift(
            sampleTransaction(statementAccount, {
              id: 'late',
              direction: 'DEPOSIT',
              amount: '5.00',
              balance: '1.00',
              createdAt: new Date(2026, 10, 30, 23, 0).toISOString(),
            }),
          );
        return answer;
      },
    };
    const rows = await fetchPeriodTransactions(client, statementAccount.id, november);
    expect(rows.map((row) => row.id)).toEqual(novemberRows.map((row) => row.id));
  });

  it('reads a single page when the month fits in one', async () => {
    const { api, queries } = bank(() => october);
    const rows = await fetchPeriodTransactions(
      api,
      statementAccount.id,
      statementPeriod('2026-10', NOW)!,
    );
    expect(rows).toHaveLength(40);
    expect(queries).toHaveLength(1);
  });

  it('pages until a short page when the bank gives no total count', async () => {
    const endpoint = transactionsEndpoint(() => all);
    const offsets: unknown[] = [];
    const api = createBankClient(
      fakeTransport({
        getTransactions: (request: TransportRequest) => {
          offsets.push(request.query?.offset);
          return { data: endpoint(request).data };
        },
      }),
    );
    const rows = await fetchPeriodTransactions(api, statementAccount.id, november);
    expect(rows).toHaveLength(280);
    expect(offsets).toEqual([0, 100, 200]);
  });
});

describe('fetchBalanceAt', () => {
  it('is the balance the latest transaction before the start left', async () => {
    const { api, queries } = bank(() => all);
    expect(await fetchBalanceAt(api, statementAccount, november.start)).toBe(october[0]!.balance);
    expect(queries).toEqual([
      expect.objectContaining({
        createdAtLte: new Date(november.start.getTime() - 1).toISOString(),
        limit: 1,
        offset: 0,
      }),
    ]);
  });

  it('with none before, is the balance before the first transaction after the start', async () => {
    const { api, queries } = bank(() => [...december, ...novemberRows]);
    // September: nothing before it, the account's first transactions come in November.
    const september = statementPeriod('2026-09', NOW)!;
    expect(await fetchBalanceAt(api, statementAccount, september.start)).toBe(october[0]!.balance);
    expect(queries.at(-1)).toEqual(
      expect.objectContaining({ offset: 282, limit: 1, createdAtLte: december[0]!.createdAt }),
    );
  });

  it('with a single transaction after the start, reads it once', async () => {
    const { api, queries } = bank(() => december.slice(-1));
    const start = statementPeriod('2026-11', NOW)!.start;
    expect(await fetchBalanceAt(api, statementAccount, start)).toBe(novemberRows[0]!.balance);
    expect(queries).toHaveLength(2);
  });

  it('with no transaction at all, is the account amount', async () => {
    const { api } = bank(() => []);
    expect(await fetchBalanceAt(api, statementAccount, november.start)).toBe('1234.56');
  });
});

describe('fetchStatementData', () => {
  it('needs no more than the month when the month has transactions', async () => {
    const { api, queries } = bank(() => all);
    const data = await fetchStatementData(api, statementAccount, november);
    expect(data.balanceAtStart).toBeNull();
    expect(queries).toHaveLength(3);
    const statement = buildStatement({
      account: statementAccount,
      customer: null,
      period: november,
      ...data,
      printedAt: NOW,
    });
    expect(statement.openingBalance).toBe(october[0]!.balance);
    expect(statement.closingBalance).toBe(novemberRows[0]!.balance);
    expect(statement.rows).toHaveLength(280);
  });

  it('reads the balance at the start of an empty month', async () => {
    const { api } = bank(() => [...december, ...october]);
    const data = await fetchStatementData(api, statementAccount, november);
    expect(data).toEqual({ transactions: [], balanceAtStart: october[0]!.balance });
  });
});
