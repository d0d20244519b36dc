import {
  convert,
  decimalsFor,
  isCurrency,
  isDecimalString,
  subtract,
  type Account,
  type Currency,
  type Transaction,
  type TransactionMethod,
  type TransactionStatus,
  type TransactionType,
} from '@axia/core';

// The pending sections' rules as pure functions (seed 001 §2 'Transactions in Review' and 'Pending Transactions',
// §4, §5 Source of funds, §9). Amounts stay decimal strings computed with core's money helpers.

/** The most GET /transfer/external gives at once; the pending items of one customer are few. */
const PENDING_LIMIT = 100;
/** §4, §9: after a confirmed deposit the page reloads after 5 seconds. */
export const RELOAD_DELAY_MS = 5000;

/**
 * What 'Transactions in Review' lists (§2, §4): wire deposits, and the withdrawals the back office reviews with the
 * money already taken from the account — wire transfers, external (Ethereum) wallet transfers and network (V1, V2)
 * withdrawals.
 */
const REVIEW_TYPES: readonly TransactionType[] = [
  'WIRE_DEPOSIT',
  'WIRE_TRANSFER',
  'EXTERNAL_WALLET_TRANSFER',
  'NETWORK_WITHDRAWAL',
  'NETWORK_V2_WITHDRAWAL',
];
/** Their methods: the Ethereum wallet transfer is CRYPTO (the bank's transfers/external.ts). */
const REVIEW_METHODS: readonly TransactionMethod[] = ['WIRE', 'CRYPTO', 'NETWORK', 'NETWORK_V2'];

/**
 * What 'Pending Transactions' lists: digital-currency and network deposits awaiting the customer's account choice
 * (§4), with the currencies the account may be in (§2: AXC for network deposits, AXC and USAX for digital-currency
 * deposits).
 */
const CONFIRM_TARGETS: Partial<Record<TransactionType, readonly Currency[]>> = {
  DIGITAL_CURRENCY_DEPOSIT: ['AXC', 'USAX'],
  NETWORK_DEPOSIT: ['AXC'],
  NETWORK_V2_DEPOSIT: ['AXC'],
};
const CONFIRM_METHODS: readonly TransactionMethod[] = ['CRYPTO', 'NETWORK', 'NETWORK_V2'];

/** The two reads of GET /transfer/external behind the sections (with the bank's titles). */
export function pendingQueries() {
  const common = {
    limit: PENDING_LIMIT,
    offset: 0,
    generateTitleAndDescription: 'true',
  } as const;
  return {
    review: {
      ...common,
      statusIn: 'PENDING_REVIEW' satisfies TransactionStatus,
      methodIn: REVIEW_METHODS.join(','),
    },
    confirmation: {
      ...common,
      statusIn: 'PENDING_CONFIRMATION' satisfies TransactionStatus,
      methodIn: CONFIRM_METHODS.join(','),
    },
  };
}

export const isReviewItem = (item: Transaction) =>
  item.status === 'PENDING_REVIEW' && REVIEW_TYPES.includes(item.type);

export const isConfirmationItem = (item: Transaction) =>
  item.status === 'PENDING_CONFIRMATION' && CONFIRM_TARGETS[item.type] !== undefined;

/**
 * Which dialog an item under review opens, by its method (and, for wires, whether money comes in or goes out): the
 * wire deposit's instructions, a wire transfer's details, or a wallet transfer's details (network V1/V2, and the
 * external Ethereum wallet, whose method is CRYPTO).
 */
export type ReviewKind = 'WIRE_DEPOSIT' | 'WIRE_TRANSFER' | 'NETWORK_TRANSFER';

export function reviewKind(item: Transaction): ReviewKind | null {
  if (item.method === 'WIRE')
    return item.type === 'WIRE_DEPOSIT' ? 'WIRE_DEPOSIT' : 'WIRE_TRANSFER';
  if (item.method === 'NETWORK' || item.method === 'NETWORK_V2') return 'NETWORK_TRANSFER';
  if (item.method === 'CRYPTO' && item.type === 'EXTERNAL_WALLET_TRANSFER')
    return 'NETWORK_TRANSFER';
  return null;
}

/** A withdrawal's recipient: the name the bank recorded, else the receiving side's person. */
export function recipientName(item: Transaction): string | null {
  return (
    providerText(item, 'beneficiaryName') ??
    ([item.to?.userFirstName, item.to?.userLastName].filter(Boolean).join(' ') || null)
  );
}

/** An item by its id or public id (`?transactionId=` may carry either). */
export function findItem(items: readonly Transaction[], id: string) {
  return items.find((item) => item.id === id || item.publicId === id) ?? null;
}

// §5: the declaration's date and signature are the declaration's (kit/money).
export { fullName } from '../../kit/money';

// The date format, titles and signs are the history's (one rule for every list of transactions).
export { formatDateTime, signedAmount, transactionTitle as itemTitle } from '../transactions/model';

export const decimalsOf = (item: Pick<Transaction, 'currency'>) => decimalsFor(item.currency);

/** A text field of the provider's metadata, or null. */
export function providerText(item: Transaction, key: string): string | null {
  const value = (item.providerMetaData as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** A field of the wire beneficiary the provider's extraData carries (§3 Wire beneficiary), or null. */
export function beneficiaryText(item: Transaction, key: string): string | null {
  const extra = (item.providerMetaData as Record<string, unknown> | null)?.extraData;
  const value =
    typeof extra === 'object' && extra !== null
      ? (extra as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The fee of an item, when it has one in a known currency. */
export function itemFee(item: Transaction): { amount: string; currency: Currency } | null {
  const amount = item.providerFeeAmount;
  const currency = item.providerFeeCurrency ?? item.currency;
  if (!amount || !isDecimalString(amount) || !isCurrency(currency)) return null;
  return { amount, currency };
}

/**
 * What the recipient of a withdrawal receives: the amount the bank recorded as sent (providerAmount, in the item's
 * currency), else the amount less the fee in the same currency (§9), never below 0.
 */
export function recipientAmount(item: Transaction): string | null {
  if (
    item.providerAmount &&
    isDecimalString(item.providerAmount) &&
    (item.providerCurrency ?? item.currency) === item.currency
  )
    return item.providerAmount;
  const fee = itemFee(item);
  if (!fee || fee.currency !== item.currency) return null;
  const rest = subtract(item.amount, fee.amount);
  return rest.startsWith('-') ? '0' : rest;
}

/** The customer's own account an item names (by id), if the accounts view holds it. */
export function itemAccount(item: Transaction, accounts: readonly Account[]) {
  return accounts.find((account) => account.id === item.accountId) ?? null;
}

/**
 * The accounts a pending deposit may go to (§2, §4): those in the currencies its type allows, and, as the bank
 * credits the deposit as it came (no conversion), in the deposit's own currency. Non-ACTIVE ones are listed
 * greyed and cannot be chosen.
 */
export function targetCurrencies(item: Transaction): readonly Currency[] {
  const allowed = CONFIRM_TARGETS[item.type] ?? [];
  return allowed.filter((currency) => currency === item.currency);
}

export function targetAccounts(item: Transaction, accounts: readonly Account[]) {
  const currencies = targetCurrencies(item);
  return accounts.filter((account) => currencies.includes(account.currency));
}

/** The USD value the provider recorded for the deposit (§3 providerMetaData.amountInUsd), when it is an amount. */
export function recordedUsd(item: Transaction): string | null {
  const value = (item.providerMetaData as Record<string, unknown> | null)?.amountInUsd;
  return typeof value === 'string' && isDecimalString(value) ? value : null;
}

/** The deposit's USD value at a rate (USD per unit of its currency), rounded down to cents. */
export const usdAt = (item: Pick<Transaction, 'amount'>, rate: string) =>
  convert(item.amount, rate, 'USD');
