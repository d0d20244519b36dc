import { subtract, type Account, type BankClient, type Transaction } from '@axia/core';
import { STATEMENT_TEXT } from './messages';
import { signedAmount, STATEMENT_PAGE_LIMIT, type StatementPeriod } from './model';

// Reads what a statement needs from GET /account/transaction (seed 001 §7): every transaction of the month, paged
// with offset, and, for a month without any, the balance the account had at its start.

type TransactionQuery = Parameters<BankClient['getTransactions']>[0]['query'];

const instant = (date: Date) => date.toISOString();

function query(accountId: string, parts: Partial<TransactionQuery>): TransactionQuery {
  return {
    accountId,
    limit: STATEMENT_PAGE_LIMIT,
    offset: 0,
    includeTotalCount: 'true',
    generateTitleAndDescription: 'true',
    ...parts,
  };
}

/**
 * Every transaction of the period, newest first as the bank lists them. A month can hold more than one page: the
 * pages are read with offset until the total count is reached. Later pages end at the newest transaction of the
 * first page, so a transaction posted while they are read (in the current month) cannot shift the offsets.
 */
export async function fetchPeriodTransactions(
  api: BankClient,
  accountId: string,
  period: StatementPeriod,
): Promise<Transaction[]> {
  const first = await api.getTransactions({
    query: query(accountId, {
      createdAtGte: instant(period.start),
      createdAtLte: instant(period.end),
    }),
  });
  const rows = [...first.data];
  let total = first.totalCount;
  let last = first.data.length;
  const pinnedEnd = first.data[0]?.createdAt ?? instant(period.end);
  while (last > 0 && (total === undefined ? last === STATEMENT_PAGE_LIMIT : rows.length < total)) {
    const page = await api.getTransactions({
      query: query(accountId, {
        createdAtGte: instant(period.start),
        createdAtLte: pinnedEnd,
        offset: rows.length,
      }),
    });
    rows.push(...page.data);
    total = page.totalCount ?? total;
    last = page.data.length;
  }
  return rows;
}

/**
 * The account's balance at `start` (what its last transaction before `start` left), for a month with no
 * transaction to read it from:
 * - the latest transaction before `start` says it (one request, the usual case);
 * - else it is the balance before the account's first transaction at or after `start`: that one's balance minus
 *   its signed amount;
 * - else nothing has changed the balance since `start`: it is the account's current amount.
 */
export async function fetchBalanceAt(
  api: BankClient,
  account: Pick<Account, 'id' | 'amount'>,
  start: Date,
): Promise<string> {
  const before = await api.getTransactions({
    query: query(account.id, {
      createdAtLte: instant(new Date(start.getTime() - 1)),
      limit: 1,
      includeTotalCount: 'false',
    }),
  });
  const latestBefore = before.data[0];
  if (latestBefore?.balance != null) return latestBefore.balance;

  const after = await api.getTransactions({
    query: query(account.id, { createdAtGte: instant(start), limit: 1 }),
  });
  const newestAfter = after.data[0];
  if (!newestAfter) return account.amount;
  const count = after.totalCount ?? 1;
  let oldestAfter: Transaction | undefined = newestAfter;
  if (count > 1) {
    // Newest first, so the oldest is the last; the end is pinned as in fetchPeriodTransactions.
    const page = await api.getTransactions({
      query: query(account.id, {
        createdAtGte: instant(start),
        createdAtLte: newestAfter.createdAt,
        limit: 1,
        offset: count - 1,
      }),
    });
    oldestAfter = page.data[0];
  }
  if (oldestAfter?.balance == null) throw new Error(STATEMENT_TEXT.balanceUnknown);
  return subtract(oldestAfter.balance, signedAmount(oldestAfter));
}

export interface StatementData {
  /** Newest first. */
  transactions: Transaction[];
  /** The balance at the period's start when no transaction of the period carries one, else null. */
  balanceAtStart: string | null;
}

/** What buildStatement needs for a period. */
export async function fetchStatementData(
  api: BankClient,
  account: Pick<Account, 'id' | 'amount'>,
  period: StatementPeriod,
): Promise<StatementData> {
  const transactions = await fetchPeriodTransactions(api, account.id, period);
  const balanceAtStart = transactions.some((transaction) => transaction.balance !== null)
    ? null
    : await fetchBalanceAt(api, account, period.start);
  return { transactions, balanceAtStart };
}
