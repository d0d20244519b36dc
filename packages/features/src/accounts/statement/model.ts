import dayjs from 'dayjs';
import {
  add,
  decimalsFor,
  roundDown,
  subtract,
  TRANSACTION_TYPES,
  type Account,
  type Currency,
  type Transaction,
  type TransactionDirection,
  type User,
} from '@axia/core';
import { formatAmount } from '@axia/design-system';
import { STATEMENT_TEXT } from './messages';
import { signedAmount } from '../transactions/model';
import { fullName } from '../../kit/money';

// The Statement of Account as pure functions (seed 001 §2 Transactions, §9): the month's bounds, and one model of the
// statement that the printout, the CSV and the PDF all render, so the three always agree.

/** The statement's date format (§9: 'Statement date format like MMM DD/YY'), in the customer's time zone. */
const STATEMENT_DATE_FORMAT = 'MMM DD/YY';
/** §9: 'A statement print delays 1 s.' */
export const PRINT_DELAY_MS = 1000;
/** Rows per GET /account/transaction request (the contract's maximum). */
export const STATEMENT_PAGE_LIMIT = 100;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of an instant, as 'YYYY-MM', in the customer's time zone. */
export const monthOf = (date: Date) => dayjs(date).format('YYYY-MM');

export interface StatementPeriod {
  /** 'YYYY-MM'. */
  month: string;
  /** The first instant of the month, local time. */
  start: Date;
  /**
   * The last instant of the month, local time: the next month's first instant minus 1 ms, so the bank's `<=`
   * (createdAtLte) takes the whole last day and nothing of the next month.
   */
  end: Date;
}

/**
 * The period of a statement for `month` ('YYYY-MM'), or null when it is not a month or comes after the current
 * month of `now` (§9: 'Statement month picker disallows months after the current one').
 */
export function statementPeriod(month: string, now: Date): StatementPeriod | null {
  if (!MONTH_PATTERN.test(month) || month > monthOf(now)) return null;
  const start = dayjs(`${month}-01T00:00:00`).startOf('month');
  return {
    month,
    start: start.toDate(),
    end: start.add(1, 'month').subtract(1, 'millisecond').toDate(),
  };
}

// One sign rule for every list of transactions: the history's.
export { signedAmount };

interface StatementRow {
  id: string;
  /** The transaction's public reference (TX…). */
  reference: string;
  /** ISO instant. */
  createdAt: string;
  /** createdAt in the statement format, local time. */
  date: string;
  /** The bank's title, else the type's title. */
  title: string;
  /** The bank's description ('From …', 'To …'), when there is one. */
  details: string | null;
  direction: TransactionDirection;
  /** Signed decimal string: negative for withdrawals. */
  amount: string;
  /** The account's balance after this row. */
  balance: string;
}

export interface Statement {
  period: StatementPeriod;
  customerName: string;
  accountName: string;
  accountPublicId: string;
  currency: Currency;
  /** The currency's decimals (fiat 2, crypto 5): every amount of the statement is shown with these. */
  decimals: number;
  /** The balance before the month's first transaction. */
  openingBalance: string;
  /** The balance after the month's last transaction. */
  closingBalance: string;
  /** The sum of the deposits (≥ 0). */
  totalIn: string;
  /** The sum of the withdrawals, as a positive amount (≥ 0). */
  totalOut: string;
  /** Oldest first. */
  rows: StatementRow[];
  /** When the statement was made: the printout's timestamp. */
  printedAt: Date;
}

export interface StatementInput {
  account: Pick<Account, 'publicId' | 'typePublicName' | 'currency'>;
  customer: Pick<User, 'firstName' | 'lastName'> | null;
  period: StatementPeriod;
  /** The month's transactions as the bank lists them: newest first. */
  transactions: readonly Transaction[];
  /**
   * The account's balance at the period's start. Needed only when no transaction of the month carries a
   * balance (an empty month); otherwise the month's own rows give it exactly.
   */
  balanceAtStart: string | null;
  printedAt: Date;
}

/**
 * The statement of a month. The opening balance is the balance before the month's first (oldest) transaction:
 * that row's balance minus its signed amount (rows without a balance are stepped over by their amounts); for a
 * month without transactions it is `balanceAtStart`, and the closing balance equals it.
 */
export function buildStatement({
  account,
  customer,
  period,
  transactions,
  balanceAtStart,
  printedAt,
}: StatementInput): Statement {
  // The bank lists newest first, ties in posting order, so the reverse is the order the balances chain in.
  const oldestFirst = [...transactions].reverse();
  const anchor = oldestFirst.findIndex((transaction) => transaction.balance !== null);
  let openingBalance: string;
  if (anchor === -1) {
    if (balanceAtStart === null) throw new Error(STATEMENT_TEXT.balanceUnknown);
    openingBalance = balanceAtStart;
  } else {
    openingBalance = oldestFirst
      .slice(0, anchor + 1)
      .reduce(
        (balance, transaction) => subtract(balance, signedAmount(transaction)),
        oldestFirst[anchor]!.balance!,
      );
  }

  let running = openingBalance;
  let totalIn = '0';
  let totalOut = '0';
  const rows = oldestFirst.map((transaction): StatementRow => {
    const amount = signedAmount(transaction);
    running = transaction.balance ?? add(running, amount);
    if (transaction.direction === 'WITHDRAWAL') totalOut = add(totalOut, transaction.amount);
    else totalIn = add(totalIn, transaction.amount);
    return {
      id: transaction.id,
      reference: transaction.publicId,
      createdAt: transaction.createdAt,
      date: dayjs(transaction.createdAt).format(STATEMENT_DATE_FORMAT),
      title:
        transaction.title?.trim() || TRANSACTION_TYPES[transaction.type]?.title || transaction.type,
      details: transaction.description?.trim() || null,
      direction: transaction.direction,
      amount,
      balance: running,
    };
  });

  return {
    period,
    customerName: fullName(customer),
    accountName: account.typePublicName,
    accountPublicId: account.publicId,
    currency: account.currency,
    decimals: decimalsFor(account.currency),
    openingBalance,
    closingBalance: running,
    totalIn,
    totalOut,
    rows,
    printedAt,
  };
}

/** An amount of the statement for people: the currency's decimals (rounded down), separators, symbol or code. */
export const displayAmount = (statement: Statement, value: string, signed = false) =>
  formatAmount(value, statement.currency, { decimals: statement.decimals, signed });

/** An amount of the statement for machines (the CSV): the currency's decimals, rounded down, nothing else. */
export const plainAmount = (statement: Statement, value: string) =>
  roundDown(value, statement.decimals);

/** 'November 2026'. */
export const periodName = (period: StatementPeriod) =>
  dayjs(`${period.month}-01T00:00:00`).format('MMMM YYYY');

/** 'November 2026 (Nov 01/26 – Nov 30/26)'. */
export const periodText = (period: StatementPeriod) =>
  `${periodName(period)} (${dayjs(period.start).format(STATEMENT_DATE_FORMAT)} – ${dayjs(period.end).format(STATEMENT_DATE_FORMAT)})`;

/** The printout's timestamp: the detail date format of §9 with the customer's UTC offset. */
export const timestampText = (date: Date) => dayjs(date).format('YYYY-MM-DD HH:mm [(UTC]Z[)]');

/** 'statement-USD4820193746-2026-11.csv'. */
export const statementFileName = (statement: Statement, extension: 'csv' | 'pdf') =>
  `statement-${statement.accountPublicId}-${statement.period.month}.${extension}`;
