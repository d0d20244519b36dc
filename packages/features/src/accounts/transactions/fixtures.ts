import dayjs from 'dayjs';
import {
  TRANSACTION_TYPES,
  add,
  subtract,
  type Transaction,
  type TransactionSide,
  type TransactionType,
} from '@axia/core';
import type { TransportRequest } from '@axia/core';

// Sample transactions and an in-memory GET /account/transaction for the history's stories and tests (never
// imported by the screens).

const side = (overrides: Partial<TransactionSide>): TransactionSide => ({
  accountAlias: null,
  accountId: null,
  accountPublicId: null,
  accountType: null,
  amount: '0',
  currency: 'USD',
  currencyType: 'FIAT',
  email: null,
  userFirstName: null,
  userLastName: null,
  userId: null,
  ...overrides,
});

const CYCLE: { type: TransactionType; direction: Transaction['direction']; amount: string }[] = [
  { type: 'WIRE_DEPOSIT', direction: 'DEPOSIT', amount: '2500.00' },
  { type: 'SERVICE_FEE', direction: 'WITHDRAWAL', amount: '4.50' },
  { type: 'TRANSFER_BETWEEN_MEMBERS', direction: 'WITHDRAWAL', amount: '120.25' },
  { type: 'INTEREST', direction: 'DEPOSIT', amount: '1.37' },
  { type: 'WIRE_TRANSFER', direction: 'WITHDRAWAL', amount: '310.00' },
  { type: 'TRANSFER_BETWEEN_ACCOUNTS', direction: 'DEPOSIT', amount: '75.10' },
];

/**
 * `count` USD transactions of account 'acc-usd', newest first, one a day back from `newest`, with running
 * balances that end at `finalBalance`.
 */
export function sampleTransactions(
  count: number,
  { newest = '2026-11-09T14:30:00Z', finalBalance = '1234.56' } = {},
): Transaction[] {
  let balance = finalBalance;
  return Array.from({ length: count }, (_, index) => {
    const kind = CYCLE[index % CYCLE.length]!;
    const at = dayjs(newest).subtract(index, 'day').toISOString();
    const row: Transaction = {
      id: `tx-${index + 1}`,
      publicId: `TX${String(100000 + index + 1)}`,
      type: kind.type,
      method: kind.type.startsWith('WIRE') ? 'WIRE' : 'INTERNAL',
      status: 'COMPLETED',
      direction: kind.direction,
      amount: kind.amount,
      currency: 'USD',
      currencyType: 'FIAT',
      balance,
      accountId: 'acc-usd',
      accountPublicId: 'USD4820193746',
      title: TRANSACTION_TYPES[kind.type].title,
      description: kind.type === 'TRANSFER_BETWEEN_MEMBERS' ? 'To Grace Hopper' : null,
      userMemo: kind.type === 'TRANSFER_BETWEEN_MEMBERS' ? 'Dinner' : null,
      createdAt: at,
      updatedAt: at,
      providerAmount: null,
      providerCurrency: null,
      providerFeeAmount: kind.type === 'WIRE_TRANSFER' ? '25.00' : null,
      providerFeeCurrency: kind.type === 'WIRE_TRANSFER' ? 'USD' : null,
      providerMetaData: null,
      metaData: null,
      spendableAmountChange: {
        amountChangedInAxc: kind.direction === 'DEPOSIT' ? '10.00000' : '-10.00000',
        amountChangedInUsd: kind.direction === 'DEPOSIT' ? kind.amount : `-${kind.amount}`,
      },
      from:
        kind.type === 'TRANSFER_BETWEEN_MEMBERS'
          ? side({
              accountId: 'acc-usd',
              accountPublicId: 'USD4820193746',
              amount: kind.amount,
              email: 'ada@demo.test',
              userFirstName: 'Ada',
              userLastName: 'Lovelace',
            })
          : null,
      to:
        kind.type === 'TRANSFER_BETWEEN_MEMBERS'
          ? side({
              accountPublicId: 'USD7730012345',
              amount: kind.amount,
              email: 'grace@demo.test',
              userFirstName: 'Grace',
              userLastName: 'Hopper',
            })
          : side({ accountId: 'acc-usd', accountPublicId: 'USD4820193746', amount: kind.amount }),
    };
    // The balance before this one, for the next (older) row.
    balance =
      kind.direction === 'DEPOSIT' ? subtract(balance, kind.amount) : add(balance, kind.amount);
    return row;
  });
}

/**
 * GET /account/transaction over `rows` as the bank answers it: typeIn, the date range, search, limit, offset and
 * includeTotalCount. Records each query in `calls`.
 */
export function fakeHistory(rows: readonly Transaction[]) {
  const calls: Record<string, unknown>[] = [];
  const answer = (request: TransportRequest) => {
    const query = (request.query ?? {}) as Record<string, string | number | boolean | undefined>;
    calls.push(query);
    const types = typeof query.typeIn === 'string' ? query.typeIn.split(',') : null;
    const search = typeof query.search === 'string' ? query.search.toLowerCase() : null;
    const matching = rows.filter(
      (row) =>
        (!query.id || row.id === query.id || row.publicId === query.id) &&
        (!types || types.includes(row.type)) &&
        (!query.createdAtGte || row.createdAt >= String(query.createdAtGte)) &&
        (!query.createdAtLte || row.createdAt <= String(query.createdAtLte)) &&
        (!search ||
          [row.publicId, row.title, row.description, row.userMemo].some((text) =>
            text?.toLowerCase().includes(search),
          )),
    );
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 10);
    return {
      data: matching.slice(offset, offset + limit),
      ...(query.includeTotalCount === 'true' ? { totalCount: matching.length } : {}),
    };
  };
  return { answer, calls };
}

// The transfers' rows (issue 12) as the bank writes them (packages/bank/src/modules/transfers): a wire transfer and an
// external wallet transfer under review (the money already taken: withdrawals, minus), and a transfer from another
// member (a deposit, the sender named).

const transferRow = (
  overrides: Partial<Transaction> & Pick<Transaction, 'id' | 'type' | 'method'>,
): Transaction => ({
  publicId: `TX${overrides.id.toUpperCase()}`,
  status: 'COMPLETED',
  direction: 'WITHDRAWAL',
  amount: '0.00',
  currency: 'USD',
  currencyType: 'FIAT',
  balance: null,
  accountId: 'acc-usd',
  accountPublicId: 'USD4820193746',
  title: TRANSACTION_TYPES[overrides.type].title,
  description: null,
  userMemo: null,
  createdAt: '2026-11-10T09:15:00Z',
  updatedAt: '2026-11-10T09:15:00Z',
  providerAmount: null,
  providerCurrency: null,
  providerFeeAmount: null,
  providerFeeCurrency: null,
  providerMetaData: null,
  metaData: null,
  spendableAmountChange: null,
  from: null,
  to: null,
  ...overrides,
});

const ada = side({
  accountId: 'acc-usd',
  accountPublicId: 'USD4820193746',
  email: 'ada@demo.test',
  userFirstName: 'Ada',
  userLastName: 'Lovelace',
});

/** 750 USD wired to Charles Babbage, 25 USD fee, under review. */
export const wireTransferRow = transferRow({
  id: 'wt1',
  type: 'WIRE_TRANSFER',
  method: 'WIRE',
  status: 'PENDING_REVIEW',
  amount: '750.00',
  balance: '484.56',
  description: 'To Charles Babbage',
  userMemo: 'Invoice 2026-114',
  providerAmount: '725.00',
  providerCurrency: 'USD',
  providerFeeAmount: '25.00',
  providerFeeCurrency: 'USD',
  providerMetaData: { beneficiaryName: 'Charles Babbage' },
  from: { ...ada, amount: '750.00' },
  to: side({
    accountAlias: 'Charles (Barclays)',
    amount: '725.00',
    userFirstName: 'Charles Babbage',
  }),
});

/** 120 AXC to an external Ethereum wallet, 1 % network fee, under review. */
export const walletTransferRow = transferRow({
  id: 'ew1',
  type: 'EXTERNAL_WALLET_TRANSFER',
  method: 'CRYPTO',
  status: 'PENDING_REVIEW',
  amount: '120.00000',
  currency: 'AXC',
  currencyType: 'CRYPTO',
  accountId: 'acc-axc',
  accountPublicId: 'AXC4820193746',
  description: 'To Northwind Ltd',
  providerAmount: '118.80000',
  providerCurrency: 'AXC',
  providerFeeAmount: '1.20000',
  providerFeeCurrency: 'AXC',
  providerMetaData: {
    toAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    beneficiaryName: 'Northwind Ltd',
  },
  from: { ...ada, amount: '120.00000', currency: 'AXC', currencyType: 'CRYPTO' },
  to: side({
    amount: '118.80000',
    currency: 'AXC',
    currencyType: 'CRYPTO',
    userFirstName: 'Northwind Ltd',
  }),
});

/** 50 USD received from Grace Hopper, with her memo. */
export const memberTransferInRow = transferRow({
  id: 'mt1',
  type: 'TRANSFER_BETWEEN_MEMBERS',
  method: 'INTERNAL',
  direction: 'DEPOSIT',
  amount: '50.00',
  balance: '1234.56',
  description: 'From Grace Hopper',
  userMemo: 'Lunch',
  from: side({
    accountPublicId: 'USD7730012345',
    amount: '50.00',
    email: 'grace@demo.test',
    userFirstName: 'Grace',
    userLastName: 'Hopper',
  }),
  to: { ...ada, amount: '50.00' },
});

/** 100 USD from Ada's USD account to her EUR account, credited 92.59 EUR (issue 42: the accounts are named). */
export const ownTransferRow = transferRow({
  id: 'ot1',
  type: 'TRANSFER_BETWEEN_ACCOUNTS',
  method: 'INTERNAL',
  amount: '100.00',
  balance: '1134.56',
  description: 'To your EUR account',
  from: { ...ada, amount: '100.00', accountType: 'USD', userId: 'user-ada' },
  to: {
    ...ada,
    accountId: 'acc-eur',
    accountPublicId: 'EUR4820193746',
    accountType: 'EUR',
    amount: '92.59',
    currency: 'EUR',
    userId: 'user-ada',
  },
});

/** The USD account's two transfers, newest first, then `sampleTransactions`' rows. */
export const transferRows = (older = sampleTransactions(12)) => [
  memberTransferInRow,
  wireTransferRow,
  ...older,
];
