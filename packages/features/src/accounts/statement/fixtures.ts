import {
  add,
  subtract,
  TRANSACTION_TYPES,
  type Account,
  type Transaction,
  type TransactionType,
  type TransportRequest,
} from '@axia/core';

// Sample transactions and a fake GET /account/transaction for the statement's tests and stories (never imported by
// the component).

export const statementAccount: Account = {
  id: 'acc-usd',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  alias: null,
  type: 'FIAT_CURRENT',
  currency: 'USD',
  currencyType: 'FIAT',
  amount: '1234.56',
  spendableAmount: '1234.56',
  interestRate: '0.015',
  status: 'ACTIVE',
};

export const coinAccount: Account = {
  ...statementAccount,
  id: 'acc-axc',
  publicId: 'AXC7720394851',
  typePublicName: 'AXC Wallet',
  type: 'CRYPTO_WALLET',
  currency: 'AXC',
  currencyType: 'CRYPTO',
  amount: '15234.12345',
  spendableAmount: '15234.12345',
};

/** Mid-November 2026, local time: the statement's default month is November 2026. */
export const NOW = new Date(2026, 10, 10, 10, 0);

type TransactionFields = Partial<Transaction> &
  Pick<Transaction, 'id' | 'amount' | 'direction' | 'createdAt'>;

/** One transaction of `account`'s history as the bank lists it. */
export function sampleTransaction(
  account: Pick<Account, 'id' | 'publicId' | 'currency' | 'currencyType'>,
  fields: TransactionFields,
): Transaction {
  const type: TransactionType = fields.type ?? 'TRANSFER_BETWEEN_MEMBERS';
  return {
    publicId: `TX${fields.id
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .padStart(12, '0')}`,
    type,
    method: 'INTERNAL',
    status: 'COMPLETED',
    currency: account.currency,
    currencyType: account.currencyType,
    balance: null,
    accountId: account.id,
    accountPublicId: account.publicId,
    title: TRANSACTION_TYPES[type].title,
    description: null,
    userMemo: null,
    updatedAt: fields.createdAt,
    providerAmount: null,
    providerCurrency: null,
    providerFeeAmount: null,
    providerFeeCurrency: null,
    providerMetaData: null,
    metaData: null,
    spendableAmountChange: null,
    from: null,
    to: null,
    ...fields,
  };
}

const KINDS: {
  type: TransactionType;
  direction: Transaction['direction'];
  amount: string;
  description: string | null;
  /** A title the bank did not generate: the statement falls back to the type's. */
  untitled?: boolean;
}[] = [
  {
    type: 'TRANSFER_BETWEEN_MEMBERS',
    direction: 'DEPOSIT',
    amount: '125.50',
    description: 'From Grace Hopper',
  },
  { type: 'WIRE_TRANSFER', direction: 'WITHDRAWAL', amount: '40.25', description: 'To ACME Bank' },
  {
    type: 'SERVICE_FEE',
    direction: 'WITHDRAWAL',
    amount: '1.99',
    description: null,
    untitled: true,
  },
  { type: 'INTEREST', direction: 'DEPOSIT', amount: '0.37', description: null },
  {
    type: 'TRANSFER_BETWEEN_ACCOUNTS',
    direction: 'WITHDRAWAL',
    amount: '60.00',
    description: 'To AXC7720394851',
  },
];

/**
 * `count` transactions of `account`, the first at `from` and one every `stepMinutes`, their balances chained from
 * `openingBalance`. Newest first, as the bank lists them.
 */
export function sampleHistory(
  account: Pick<Account, 'id' | 'publicId' | 'currency' | 'currencyType'>,
  {
    from,
    count,
    stepMinutes = 60,
    openingBalance = '1000.00',
    idPrefix = 'tx',
  }: {
    from: Date;
    count: number;
    stepMinutes?: number;
    openingBalance?: string;
    idPrefix?: string;
  },
): Transaction[] {
  let balance = openingBalance;
  const oldestFirst = Array.from({ length: count }, (_, index) => {
    const kind = KINDS[index % KINDS.length]!;
    balance =
      kind.direction === 'DEPOSIT' ? add(balance, kind.amount) : subtract(balance, kind.amount);
    return sampleTransaction(account, {
      id: `${idPrefix}-${index + 1}`,
      type: kind.type,
      direction: kind.direction,
      amount: kind.amount,
      balance,
      title: kind.untitled ? null : TRANSACTION_TYPES[kind.type].title,
      description: kind.description,
      createdAt: new Date(from.getTime() + index * stepMinutes * 60_000).toISOString(),
    });
  });
  return oldestFirst.reverse();
}

const time = (iso: string) => new Date(iso).getTime();

/**
 * GET /account/transaction over `transactions` as the bank answers it: the account's rows within
 * createdAtGte..createdAtLte (both inclusive), newest first (ties in the given order), paged by limit and offset,
 * with the total count when asked.
 */
export function transactionsEndpoint(transactions: () => readonly Transaction[]) {
  return (request: TransportRequest) => {
    const query = (request.query ?? {}) as Record<string, string | number | undefined>;
    const gte = query.createdAtGte === undefined ? -Infinity : time(String(query.createdAtGte));
    const lte = query.createdAtLte === undefined ? Infinity : time(String(query.createdAtLte));
    const matching = transactions()
      .map((transaction, index) => ({ transaction, index }))
      .filter(
        ({ transaction }) =>
          (query.accountId === undefined || transaction.accountId === query.accountId) &&
          time(transaction.createdAt) >= gte &&
          time(transaction.createdAt) <= lte,
      )
      .sort(
        (a, b) =>
          time(b.transaction.createdAt) - time(a.transaction.createdAt) || a.index - b.index,
      )
      .map(({ transaction }) => transaction);
    const limit = Number(query.limit ?? 10);
    const offset = Number(query.offset ?? 0);
    const data = matching.slice(offset, offset + limit);
    return String(query.includeTotalCount) === 'true'
      ? { data, totalCount: matching.length }
      : { data };
  };
}
