import dayjs from 'dayjs';
import {
  TRANSACTION_GROUP_LABELS,
  TRANSACTION_GROUPS,
  TRANSACTION_TYPES,
  subtract,
  typesInGroup,
  type Transaction,
  type TransactionGroup,
  type TransactionSide,
} from '@axia/core';
import type { IsoDateRange } from '@axia/design-system';
import { HISTORY_TEXT } from './messages';

// The transaction history's rules as pure functions (seed 001 §2 Transactions, §7, §9).

/** Rows per page of the list (§9). */
export const PAGE_SIZE = 5;
/** Rows fetched at once: 10 compact, 100 expanded (§7, §9). */
export const COMPACT_LIMIT = 10;
export const EXPANDED_LIMIT = 100;

export type HistoryFilter = TransactionGroup | 'ALL';

/** The filter dropdown: every transaction, then the §9 groups in their order. */
export const HISTORY_FILTERS: readonly { id: HistoryFilter; label: string }[] = [
  { id: 'ALL', label: HISTORY_TEXT.allTypes },
  ...TRANSACTION_GROUPS.map((group) => ({ id: group, label: TRANSACTION_GROUP_LABELS[group] })),
];

export const isHistoryFilter = (value: string | null): value is HistoryFilter =>
  HISTORY_FILTERS.some((filter) => filter.id === value);

export interface HistoryQuery {
  filter: HistoryFilter;
  range: IsoDateRange | null;
  /** Privileged users only; '' for none. */
  search: string;
}

/**
 * The query parameters of GET /account/transaction for a filter, a date range and a search. The range is in the
 * customer's local days; the end is the chosen day plus one day (§7), so the whole last day is included.
 */
export function queryParameters({ filter, range, search }: HistoryQuery) {
  return {
    ...(filter === 'ALL' ? {} : { typeIn: typesInGroup(filter).join(',') }),
    ...(range
      ? {
          createdAtGte: dayjs(range.start).startOf('day').toISOString(),
          createdAtLte: dayjs(range.end).add(1, 'day').startOf('day').toISOString(),
        }
      : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
}

/** Whether the list is narrowed (its empty state is then 'No transaction found', else 'No transaction record'). */
export const isNarrowed = (query: HistoryQuery) =>
  query.filter !== 'ALL' || query.range !== null || query.search.trim() !== '';

/** The offset of the fetch that holds a 1-based page of PAGE_SIZE rows, in chunks of `limit`. */
export function chunkOffset(page: number, limit: number) {
  return Math.floor(((page - 1) * PAGE_SIZE) / limit) * limit;
}

/** The rows of a 1-based page out of the chunk fetched at `offset`. */
export function pageRows<T>(chunk: readonly T[], offset: number, page: number): T[] {
  const start = (page - 1) * PAGE_SIZE - offset;
  return chunk.slice(start, start + PAGE_SIZE);
}

/** Dates as §9 writes them: the list and the detail use 'YYYY-MM-DD HH:mm', in the customer's time zone. */
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** The same moment as it is said: '9 November 2026, 14:30' (an ISO date is read digit by digit). */
export const spokenDateTime = (iso: string) => dayjs(iso).format('D MMMM YYYY, HH:mm');

/** The row's title: the bank's, else the type's title from core, else the type's name (one core does not know yet). */
export const transactionTitle = (transaction: Transaction) =>
  transaction.title ??
  (TRANSACTION_TYPES as Partial<Record<string, { title: string }>>)[transaction.type]?.title ??
  transaction.type;

/** The signed amount the account saw: deposits plus, withdrawals minus (§4). */
export const signedAmount = (transaction: Pick<Transaction, 'direction' | 'amount'>) =>
  transaction.direction === 'WITHDRAWAL' ? subtract('0', transaction.amount) : transaction.amount;

/** A side's person (first and last name), or null. */
export function sideName(side: TransactionSide | null) {
  const name = [side?.userFirstName, side?.userLastName].filter(Boolean).join(' ');
  return name || null;
}

/** The file a privileged user's 'Export transaction' writes: the whole record as JSON. */
export function exportFile(transaction: Transaction) {
  return {
    name: `transaction-${transaction.publicId}.json`,
    text: `${JSON.stringify(transaction, null, 2)}\n`,
  };
}
