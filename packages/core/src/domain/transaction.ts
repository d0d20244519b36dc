// Seed 001 §3, §4, §9: the customer-visible transaction, its types and the filter groups of the history. One list
// for the bank (which writes these types) and the app (whose filters read the same groups).

import { compare } from '../money/decimal';
import type { Currency, CurrencyType, DecimalString } from './account';

/** The history's filter groups (seed 001 §9), in the order the filter lists them. */
export const TRANSACTION_GROUPS = [
  'WIRE_TRANSFER',
  'STAKING',
  'EXTERNAL_WALLET',
  'TRANSFERS',
  'EXTERNAL_TRANSACTION',
  'WIRE_DEPOSIT',
  'REWARDS',
  'SERVICE_FEE',
] as const;
export type TransactionGroup = (typeof TRANSACTION_GROUPS)[number];

export const TRANSACTION_GROUP_LABELS: Record<TransactionGroup, string> = {
  WIRE_TRANSFER: 'Wire transfer',
  STAKING: 'Staking',
  EXTERNAL_WALLET: 'External wallet',
  TRANSFERS: 'Transfers between accounts or members',
  EXTERNAL_TRANSACTION: 'External transaction',
  WIRE_DEPOSIT: 'Wire deposit',
  REWARDS: 'Rewards',
  SERVICE_FEE: 'Service fee',
};

interface TransactionTypeInfo {
  /** The filter group, or null for the types §9 lists outside the groups (found under 'All' only). */
  group: TransactionGroup | null;
  /** The title a transaction of this type gets when the bank generates titles. */
  title: string;
}

/** Every type the bank writes (seed 001 §9; seed 002 for cards, staking and gift cards). */
export const TRANSACTION_TYPES = {
  WIRE_TRANSFER: { group: 'WIRE_TRANSFER', title: 'Wire transfer' },
  WIRE_TRANSFER_REFUND: { group: 'WIRE_TRANSFER', title: 'Wire transfer refund' },
  STAKING_CREATED: { group: 'STAKING', title: 'Staking created' },
  STAKING_LOAD_AMOUNT: { group: 'STAKING', title: 'Amount added to staking' },
  STAKING_UNLOAD_AMOUNT: { group: 'STAKING', title: 'Amount taken from staking' },
  STAKING_LOAD_TO_CARD: { group: 'STAKING', title: 'Card loaded from staking' },
  STAKING_CLAIM: { group: 'STAKING', title: 'Staking claimed' },
  EXTERNAL_WALLET_TRANSFER: { group: 'EXTERNAL_WALLET', title: 'External wallet transfer' },
  /** An external wallet transfer the back office rejected: the held amount back to the account. */
  EXTERNAL_WALLET_TRANSFER_REFUND: {
    group: 'EXTERNAL_WALLET',
    title: 'External wallet transfer refund',
  },
  TRANSFER_BETWEEN_ACCOUNTS: { group: 'TRANSFERS', title: 'Transfer between accounts' },
  TRANSFER_BETWEEN_MEMBERS: { group: 'TRANSFERS', title: 'Transfer between members' },
  EXTERNAL_TRANSACTION: { group: 'EXTERNAL_TRANSACTION', title: 'External transaction' },
  WIRE_DEPOSIT: { group: 'WIRE_DEPOSIT', title: 'Wire deposit' },
  INTEREST: { group: 'REWARDS', title: 'Rewards' },
  SERVICE_FEE: { group: 'SERVICE_FEE', title: 'Service fee' },
  CARD_ISSUE: { group: null, title: 'Card issue' },
  CARD_LOAD: { group: null, title: 'Card load' },
  /** Seed 002 §4 physical card flow: the physical card fee (and shipping) of an existing virtual card. */
  CARD_CONVERT_TO_PHYSICAL: { group: null, title: 'Physical card order' },
  /** Spending with a card (the sandbox's card-spend): the card's own account to the issuer; no customer account. */
  CARD_PAYMENT: { group: null, title: 'Card payment' },
  GIFT_CARD_ORDER: { group: null, title: 'Gift card order' },
  /** A card or gift-card payment given back (to the account or staking that paid it). */
  CARD_ISSUE_REFUND: { group: null, title: 'Card issue refund' },
  CARD_LOAD_REFUND: { group: null, title: 'Card load refund' },
  CARD_CONVERT_TO_PHYSICAL_REFUND: { group: null, title: 'Physical card order refund' },
  GIFT_CARD_ORDER_REFUND: { group: null, title: 'Gift card order refund' },
  DIGITAL_CURRENCY_DEPOSIT: { group: null, title: 'Digital currency deposit' },
  NETWORK_DEPOSIT: { group: null, title: 'AXIA Network deposit' },
  NETWORK_WITHDRAWAL: { group: null, title: 'AXIA Network withdrawal' },
  NETWORK_V2_DEPOSIT: { group: null, title: 'AXIA Network (V2) deposit' },
  NETWORK_V2_WITHDRAWAL: { group: null, title: 'AXIA Network (V2) withdrawal' },
  /** A network withdrawal (V1, V2) the back office rejected: the held amount back to the account. */
  NETWORK_WITHDRAWAL_REFUND: { group: null, title: 'AXIA Network withdrawal refund' },
  NETWORK_V2_WITHDRAWAL_REFUND: { group: null, title: 'AXIA Network (V2) withdrawal refund' },
  /** The legacy ERC-20 token wallet moved into an AXC account (seed 001 §2 'Token wallet deposit'). */
  TOKEN_DEPOSIT: { group: null, title: 'Token wallet deposit' },
  USER_CREATION: { group: null, title: 'Opening balance' },
} as const satisfies Record<string, TransactionTypeInfo>;

export type TransactionType = keyof typeof TRANSACTION_TYPES;
export const TRANSACTION_TYPE_NAMES = Object.keys(TRANSACTION_TYPES) as TransactionType[];

/** The types of a filter group, as the history's `typeIn` sends them. */
export function typesInGroup(group: TransactionGroup): TransactionType[] {
  return TRANSACTION_TYPE_NAMES.filter((type) => TRANSACTION_TYPES[type].group === group);
}

export const TRANSACTION_STATUSES = [
  'COMPLETED',
  'PENDING_REVIEW',
  'PENDING_CONFIRMATION',
  'CANCELED',
  'FAILED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_METHODS = [
  'WIRE',
  'INTERNAL',
  'CRYPTO',
  'CARD',
  'NETWORK',
  'NETWORK_V2',
  'STAKING',
  'GIFT_CARD',
  'FEE',
  'INTEREST',
  'SANDBOX',
] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];

/** Money in (plus, green) or out (minus, red) of the account the history is read for. */
export const TRANSACTION_DIRECTIONS = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type TransactionDirection = (typeof TRANSACTION_DIRECTIONS)[number];

/** One side of a transfer (seed 001 §3: from/to AccountAlias, AccountId, … UserId). */
export interface TransactionSide {
  accountAlias: string | null;
  accountId: string | null;
  accountPublicId: string | null;
  accountType: string | null;
  amount: DecimalString;
  currency: Currency;
  currencyType: CurrencyType;
  email: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  userId: string | null;
}

/** A side as the bank stores it, as far as own-account naming reads it (any field may be absent). */
type SideOwner = {
  readonly userId?: string | null;
  readonly accountType?: string | null;
  readonly currency?: string | null;
};

/**
 * Issue 42: a transfer between two accounts of one customer (both sides carry the same user, and each is an account
 * of a currency — its accountType is its currency, not a card's or a staking's) names the accounts, never the
 * customer: "Sent $100.00 to your EUR account", "From your USD account".
 */
export function isOwnAccountTransfer(
  from: SideOwner | null | undefined,
  to: SideOwner | null | undefined,
): boolean {
  const isAccount = (side: SideOwner | null | undefined) =>
    Boolean(side?.currency) && side?.accountType === side?.currency;
  return Boolean(from?.userId) && from?.userId === to?.userId && isAccount(from) && isAccount(to);
}

/** How a customer's own account is named as the other side of their transfer (issue 42): 'your EUR account'. */
export const ownAccountName = (currency: string) => `your ${currency} account`;

export interface TransactionProviderMetaData {
  beneficiaryName?: string;
  toAddress?: string;
  transactionHash?: string;
  confirmedBlock?: number;
  confirmAt?: string;
  amountInUsd?: DecimalString;
  amountInAxc?: DecimalString;
  amountInUsax?: DecimalString;
  original_amount?: DecimalString;
  original_currency?: string;
  extraData?: Record<string, unknown>;
}

/**
 * A transaction as one account's history shows it: `direction`, `amount` and `balance` are that account's (the
 * balance it left); `from`/`to` describe both sides of a transfer.
 */
export interface Transaction {
  id: string;
  publicId: string;
  type: TransactionType;
  method: TransactionMethod;
  status: TransactionStatus;
  direction: TransactionDirection;
  amount: DecimalString;
  currency: Currency;
  currencyType: CurrencyType;
  balance: DecimalString | null;
  /** The account whose history this is; null for an item no account holds yet (a deposit awaiting its account). */
  accountId: string | null;
  accountPublicId: string | null;
  title: string | null;
  description: string | null;
  userMemo: string | null;
  createdAt: string;
  updatedAt: string;
  providerAmount: DecimalString | null;
  providerCurrency: string | null;
  providerFeeAmount: DecimalString | null;
  providerFeeCurrency: string | null;
  providerMetaData: TransactionProviderMetaData | null;
  metaData: {
    amountInfo?: { axiaFee?: DecimalString; cardCurrency?: string; amountToLoad?: DecimalString };
  } | null;
  spendableAmountChange: {
    amountChangedInAxc: DecimalString;
    amountChangedInUsd: DecimalString;
  } | null;
  from: TransactionSide | null;
  to: TransactionSide | null;
}

/** Seed 001 §5: the source-of-funds declaration, asked for at 10,000 USD or more. */
export const SOURCES_OF_FUNDS = [
  'Personal Investment',
  'Income',
  'Gift',
  'Inheritance',
  'Other',
] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];
export const SOURCE_OF_FUNDS_THRESHOLD_USD = '10000';
export const SOURCE_OF_FUNDS_MESSAGES = {
  otherText: 'Please specify the source of fund',
  declaration:
    'I hereby accept the Source of Funds requirement as a condition of processing my deposit.',
} as const;

/**
 * Whether a deposit of `amountInUsd` needs the declaration: at the threshold or above, and also when the amount
 * could not be converted to USD (null), as the deposit confirmation does.
 */
export function needsSourceOfFunds(amountInUsd: string | null): boolean {
  return amountInUsd === null || compare(amountInUsd, SOURCE_OF_FUNDS_THRESHOLD_USD) >= 0;
}

/**
 * The most one wire deposit request may be worth, in USD (at the bank's rate for EUR and GBP). The spec sets no
 * upper bound; a request is a promise to send a wire that staff then match, and larger sums go through support.
 * The wizard says it at the amount step and the bank refuses above it (issue 42).
 */
export const WIRE_DEPOSIT_MAXIMUM_USD = '1000000';
export const WIRE_DEPOSIT_ABOVE_MAXIMUM =
  'A wire deposit request may be at most 1,000,000.00 USD; for more, contact support';

/** Whether a wire deposit worth `amountInUsd` is above the maximum (an unknown value is left to the declaration). */
export const isAboveWireDepositMaximum = (amountInUsd: string | null) =>
  amountInUsd !== null && compare(amountInUsd, WIRE_DEPOSIT_MAXIMUM_USD) > 0;

export interface SourceOfFundsDeclaration {
  source: SourceOfFunds;
  otherText?: string;
  declarationAccepted: true;
  signature: string;
  date: string;
}

/** The declaration's signer problems (seed 001 §5 has no words for them: ours). */
export const SOURCE_OF_FUNDS_SIGNER_MESSAGES = {
  signature: 'The signature must be your full legal name',
  date: "The declaration's date must be today's date",
} as const;

/** A name compared as a person reads it: case, accents' composed forms and runs of spaces do not matter. */
const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether `signature` is the member's full legal name (first and last name as onboarding recorded them). */
export const signatureMatches = (signature: string, first: string, last: string) =>
  nameKey(signature) !== '' && nameKey(signature) === nameKey(`${first} ${last}`);

const HOUR_MS = 3_600_000;
/**
 * Whether `date` (YYYY-MM-DD) is today by the bank's clock `now` for the customer: the customer signs with their own
 * day, so any day that is today in some time zone (UTC−12 to UTC+14) counts.
 */
export function isDeclarationToday(date: string, now: Date): boolean {
  const day = (ms: number) => new Date(now.getTime() + ms).toISOString().slice(0, 10);
  return date >= day(-12 * HOUR_MS) && date <= day(14 * HOUR_MS);
}

/**
 * What is wrong with a declaration (the first problem), or null. 'Other' needs non-blank text. With `signer` (the
 * bank's check), the signature must be the member's full name and the date today (seed 001 §5).
 */
export function sourceOfFundsProblem(
  declaration: SourceOfFundsDeclaration | undefined,
  signer?: { firstName: string; lastName: string; now: Date },
): string | null {
  if (!declaration) return 'The source of funds declaration is required for this amount';
  if (declaration.source === 'Other' && !declaration.otherText?.trim())
    return SOURCE_OF_FUNDS_MESSAGES.otherText;
  if (signer && !signatureMatches(declaration.signature, signer.firstName, signer.lastName))
    return SOURCE_OF_FUNDS_SIGNER_MESSAGES.signature;
  if (signer && !isDeclarationToday(declaration.date, signer.now))
    return SOURCE_OF_FUNDS_SIGNER_MESSAGES.date;
  return null;
}
