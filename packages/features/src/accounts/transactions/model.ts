import dayjs from 'dayjs';
import {
  TRANSACTION_GROUP_LABELS,
  TRANSACTION_GROUPS,
  TRANSACTION_TYPES,
  decimalsFor,
  isCurrency,
  isOwnAccountTransfer,
  ownAccountName,
  subtract,
  typesInGroup,
  type Transaction,
  type TransactionGroup,
  type TransactionSide,
  type TransactionType,
} from '@axia/core';
import { formatAmount, type IconName, type IsoDateRange } from '@axia/design-system';
import { HISTORY_TEXT, STATUS_LABELS } from './messages';

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

/**
 * What a typed date range means for the query: 'incomplete' while a year is half typed (the picker reports 0002,
 * 0020, 0202 on the way to 2026: no one means those), a message for a range the bank should not be asked about,
 * else the range. Years before 1000 count as half typed.
 */
export function checkRange(
  range: IsoDateRange,
  today: string,
): { range: IsoDateRange } | { error: string } | 'incomplete' {
  const year = (iso: string) => Number(iso.slice(0, iso.indexOf('-', 1)));
  if (year(range.start) < 1000 || year(range.end) < 1000) return 'incomplete';
  // ISO days compare as strings.
  if (range.start > range.end) return { error: HISTORY_TEXT.rangeInverted };
  if (range.end > today) return { error: HISTORY_TEXT.rangeInFuture };
  return { range };
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

/** The row's title: the bank's, else the type's title from core, else the type's name (one core does not know yet). */
export const transactionTitle = (transaction: Transaction) =>
  transaction.title ??
  (TRANSACTION_TYPES as Partial<Record<string, { title: string }>>)[transaction.type]?.title ??
  transaction.type;

/**
 * The picture of a row, by what kind of transaction it is (issue 43: every deposit had the same '+', which the
 * signed amount already says): a bank for wires, cards, gift cards, staking, rewards, fees, refunds, transfers
 * between accounts or members; other money in or out by its direction. Decorative: the row's words say it all.
 */
const TYPE_ICONS: Partial<Record<TransactionType, IconName>> = {
  WIRE_DEPOSIT: 'bank',
  WIRE_TRANSFER: 'bank',
  STAKING_CREATED: 'staking',
  STAKING_LOAD_AMOUNT: 'staking',
  STAKING_UNLOAD_AMOUNT: 'staking',
  STAKING_LOAD_TO_CARD: 'staking',
  STAKING_CLAIM: 'staking',
  INTEREST: 'reward',
  SERVICE_FEE: 'fee',
  TRANSFER_BETWEEN_ACCOUNTS: 'transfer',
  TRANSFER_BETWEEN_MEMBERS: 'transfer',
  CARD_ISSUE: 'card',
  CARD_LOAD: 'card',
  CARD_CONVERT_TO_PHYSICAL: 'card',
  CARD_PAYMENT: 'card',
  GIFT_CARD_ORDER: 'gift',
};

export function transactionIcon(transaction: Pick<Transaction, 'type' | 'direction'>): IconName {
  if (transaction.type.endsWith('_REFUND')) return 'refund';
  return (
    TYPE_ICONS[transaction.type] ?? (transaction.direction === 'DEPOSIT' ? 'deposit' : 'withdraw')
  );
}

/** The signed amount the account saw: deposits plus, withdrawals minus (§4). */
export const signedAmount = (transaction: Pick<Transaction, 'direction' | 'amount'>) =>
  transaction.direction === 'WITHDRAWAL' ? subtract('0', transaction.amount) : transaction.amount;

/**
 * How a detail names a side (issue 42): its person, email and account; on a transfer between the customer's own
 * accounts the person is the customer on both sides, so the side is named by its account instead ('Your EUR
 * account · USD4820193746') and the name and email are left out.
 */
export function sideParts(side: TransactionSide, transaction: Pick<Transaction, 'from' | 'to'>) {
  const own = isOwnAccountTransfer(transaction.from, transaction.to);
  const yours = own ? ownAccountName(side.currency) : null;
  return {
    name: own ? null : sideName(side),
    email: own ? null : side.email,
    account: [
      yours && yours[0]!.toUpperCase() + yours.slice(1),
      side.accountAlias,
      side.accountPublicId,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/** A side's person (first and last name), or null. */
function sideName(side: TransactionSide | null) {
  const name = [side?.userFirstName, side?.userLastName].filter(Boolean).join(' ');
  return name || null;
}

/** An amount in any currency code the bank sends, formatted as the screens show it (a provider's code gets 8). */
const receiptAmount = (value: string, currency: string, signed = false) =>
  formatAmount(value, currency, {
    decimals: isCurrency(currency) ? decimalsFor(currency) : 8,
    signed,
  });

/**
 * The file a privileged user's 'Export transaction' writes: a receipt a customer can read (plain text, the
 * detail's sections and words, amounts formatted as on screen), not the bank's internal record.
 */
export function exportFile(transaction: Transaction) {
  const t = HISTORY_TEXT;
  const meta = transaction.providerMetaData;
  const { providerFeeAmount: fee, providerFeeCurrency: feeCurrency } = transaction;
  const receives =
    transaction.direction === 'WITHDRAWAL' && transaction.providerAmount && fee
      ? receiptAmount(
          transaction.providerAmount,
          transaction.providerCurrency ?? transaction.currency,
        )
      : null;
  const side = (party: TransactionSide | null): [string, string | null][] => {
    if (!party) return [[t.account, t.outsideParty]];
    const parts = sideParts(party, transaction);
    return [
      [t.name, parts.name],
      [t.email, parts.email],
      [t.account, parts.account],
      [t.amount, receiptAmount(party.amount, party.currency)],
    ];
  };
  const sections: [string, [string, string | null | undefined][]][] = [
    [
      t.amount,
      [
        [
          transactionTitle(transaction),
          receiptAmount(signedAmount(transaction), transaction.currency, true),
        ],
        [
          t.balanceAfter,
          transaction.balance && receiptAmount(transaction.balance, transaction.currency),
        ],
        [t.fee, fee && feeCurrency ? receiptAmount(fee, feeCurrency) : null],
        [t.recipientReceives, receives],
      ],
    ],
    [
      t.details,
      [
        [t.transactionId, transaction.publicId],
        [t.type, transactionTitle(transaction)],
        [t.date, formatDateTime(transaction.createdAt)],
        [t.status, STATUS_LABELS[transaction.status]],
        [t.description, transaction.description],
        [t.memo, transaction.userMemo],
        [t.beneficiary, meta?.beneficiaryName],
        [t.toAddress, meta?.toAddress],
        [t.transactionHash, meta?.transactionHash],
      ],
    ],
    [t.from, side(transaction.from)],
    [t.to, side(transaction.to)],
  ];
  const lines = [t.receiptTitle, ''];
  for (const [title, rows] of sections) {
    lines.push(title);
    for (const [term, value] of rows) if (value) lines.push(`  ${term}: ${value}`);
    lines.push('');
  }
  return { name: `transaction-${transaction.publicId}.txt`, text: lines.join('\n') };
}
