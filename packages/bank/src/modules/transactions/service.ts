import {
  currencyType,
  isCurrency,
  isOwnAccountTransfer,
  multiply,
  needsSourceOfFunds,
  ownAccountName,
  roundDown,
  sourceOfFundsProblem,
  TRANSACTION_TYPES,
  FIAT_DECIMALS,
  type Currency,
  type SourceOfFundsDeclaration,
  type Transaction,
  type TransactionDirection,
  type TransactionMethod,
  type TransactionStatus,
  type TransactionType,
  type externalTransferQuerySchema,
  type transactionQuerySchema,
} from '@axia/core';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import type { Database } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { requireUser } from '../common/user';
import { usdRates } from '../currency/service';
import { internalAccount, settleTransaction } from '../ledger/post';

// The customer's history (GET /account/transaction: one row per leg on the customer's accounts, newest first, paged
// on the server) and the items with an outside party (GET /transfer/external), with the two actions on pending
// ones: confirming a deposit into an account, cancelling a wire deposit request.

type TransactionQuery = z.output<typeof transactionQuerySchema>;
type ExternalQuery = z.output<typeof externalTransferQuerySchema>;

/** The types that involve an outside party: what GET /transfer/external lists. */
const EXTERNAL_TYPES: TransactionType[] = [
  'WIRE_DEPOSIT',
  'WIRE_TRANSFER',
  'WIRE_TRANSFER_REFUND',
  'EXTERNAL_WALLET_TRANSFER',
  'EXTERNAL_WALLET_TRANSFER_REFUND',
  'DIGITAL_CURRENCY_DEPOSIT',
  'NETWORK_DEPOSIT',
  'NETWORK_WITHDRAWAL',
  'NETWORK_WITHDRAWAL_REFUND',
  'NETWORK_V2_DEPOSIT',
  'NETWORK_V2_WITHDRAWAL',
  'NETWORK_V2_WITHDRAWAL_REFUND',
];
export const INCOMING: TransactionType[] = [
  'WIRE_DEPOSIT',
  'WIRE_TRANSFER_REFUND',
  'EXTERNAL_WALLET_TRANSFER_REFUND',
  'NETWORK_WITHDRAWAL_REFUND',
  'NETWORK_V2_WITHDRAWAL_REFUND',
  'DIGITAL_CURRENCY_DEPOSIT',
  'NETWORK_DEPOSIT',
  'NETWORK_V2_DEPOSIT',
];
/** Deposits the customer confirms into an account of their choice, and the currencies each may go to. */
const CONFIRMABLE: Partial<Record<TransactionType, Currency[]>> = {
  DIGITAL_CURRENCY_DEPOSIT: ['AXC', 'USAX'],
  NETWORK_DEPOSIT: ['AXC'],
  NETWORK_V2_DEPOSIT: ['AXC'],
};

interface Row {
  id: string;
  public_id: string;
  type: string;
  method: string;
  status: string;
  t_amount: string;
  t_currency: string;
  title: string | null;
  description: string | null;
  user_memo: string | null;
  from_side: Record<string, unknown> | null;
  to_side: Record<string, unknown> | null;
  provider_amount: string | null;
  provider_currency: string | null;
  provider_fee_amount: string | null;
  provider_fee_currency: string | null;
  provider_meta: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
  spendable_change: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

const TRANSACTION_COLUMNS = [
  't.id',
  't.public_id',
  't.type',
  't.method',
  't.status',
  't.amount as t_amount',
  't.currency as t_currency',
  't.title',
  't.description',
  't.user_memo',
  't.from_side',
  't.to_side',
  't.provider_amount',
  't.provider_currency',
  't.provider_fee_amount',
  't.provider_fee_currency',
  't.provider_meta',
  't.meta',
  't.spendable_change',
  't.created_at',
  't.updated_at',
] as const;

const typeInfo = (type: string) => TRANSACTION_TYPES[type as TransactionType];

/**
 * Who is on the other side of the customer's leg, as their history names them: the other side's name, else its
 * account's public id; null when neither is known. The live events (src/events) name the counterparty with it.
 */
export function counterpartOf(
  row: Pick<Row, 'from_side' | 'to_side'>,
  direction: TransactionDirection,
): string | null {
  const other = direction === 'DEPOSIT' ? row.from_side : row.to_side;
  // Between two accounts of the customer's own the other side is an account of theirs, named by its currency
  // (issue 42: "To your EUR account", not "To Ada Lovelace").
  if (
    isOwnAccountTransfer(
      row.from_side as Record<string, string | null> | null,
      row.to_side as Record<string, string | null> | null,
    )
  )
    return ownAccountName(other!.currency as string);
  const name = [other?.userFirstName, other?.userLastName].filter(Boolean).join(' ');
  return name || (other?.accountPublicId as string | undefined) || null;
}

/** The title and description the bank generates from the type and the sides, where none was written. */
function generated(row: Row, direction: TransactionDirection) {
  const title = row.title ?? typeInfo(row.type)?.title ?? row.type;
  const counterpart = counterpartOf(row, direction) ?? '';
  const description =
    row.description ??
    (counterpart ? `${direction === 'DEPOSIT' ? 'From' : 'To'} ${counterpart}` : null);
  return { title, description };
}

// The same title and description in SQL, so a search finds what the list shows (on the leg `p`: its sign is the
// direction). Kept in step with generated() above; the stored text, when written, wins in both.
const shownTitle = sql<string>`coalesce(t.title, case t.type ${sql.join(
  Object.entries(TRANSACTION_TYPES).map(([type, info]) => sql`when ${type} then ${info.title}`),
  sql` `,
)} else t.type end)`;
// ownAccountName() around the currency, for SQL: 'your ' || currency || ' account'.
const [OWN_BEFORE, OWN_AFTER] = ownAccountName('\u0000').split('\u0000') as [string, string];
const counterpart = (side: 'from_side' | 'to_side') =>
  sql`case when t.from_side->>'userId' = t.to_side->>'userId' and t.from_side->>'accountType' = t.from_side->>'currency' and t.to_side->>'accountType' = t.to_side->>'currency' then ${OWN_BEFORE} || (t.${sql.raw(side)}->>'currency') || ${OWN_AFTER} else coalesce(nullif(concat_ws(' ', nullif(t.${sql.raw(side)}->>'userFirstName', ''), nullif(t.${sql.raw(side)}->>'userLastName', '')), ''), nullif(t.${sql.raw(side)}->>'accountPublicId', '')) end`;
const shownDescription = sql<string>`coalesce(t.description, case when p.amount < 0 then 'To ' || ${counterpart('to_side')} else 'From ' || ${counterpart('from_side')} end)`;

function toTransaction(
  row: Row,
  side: {
    direction: TransactionDirection;
    amount: string;
    currency: string;
    balance: string | null;
    accountId: string | null;
    accountPublicId: string | null;
  },
  generate: boolean,
): Transaction {
  const currency = (isCurrency(side.currency) ? side.currency : 'USD') as Currency;
  const text = generate
    ? generated(row, side.direction)
    : { title: row.title, description: row.description };
  return {
    id: row.id,
    publicId: row.public_id,
    type: row.type as TransactionType,
    method: row.method as TransactionMethod,
    status: row.status as TransactionStatus,
    direction: side.direction,
    amount: side.amount,
    currency,
    currencyType: currencyType(currency),
    balance: side.balance,
    accountId: side.accountId,
    accountPublicId: side.accountPublicId,
    title: text.title,
    description: text.description,
    userMemo: row.user_memo,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    providerAmount: row.provider_amount,
    providerCurrency: row.provider_currency,
    providerFeeAmount: row.provider_fee_amount,
    providerFeeCurrency: row.provider_fee_currency,
    providerMetaData: row.provider_meta,
    metaData: row.meta,
    spendableAmountChange: row.spendable_change as Transaction['spendableAmountChange'],
    from: row.from_side as Transaction['from'],
    to: row.to_side as Transaction['to'],
  };
}

export async function requireOwnAccount(ctx: BankContext, userId: string, accountId: string) {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'alias', 'currency', 'status', 'public_id'])
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Another customer's account answers like one that does not exist: nothing leaks.
  if (!account) throw notFound('Account not found');
  return account;
}

/** From this offset a page may be read from the history's far end, whether or not the count was asked for. */
const FAR_END_FROM = 500;

/** GET /account/transaction. */
export async function listTransactions(ctx: BankContext, userId: string, query: TransactionQuery) {
  const user = await requireUser(ctx.db, userId);
  if (query.search && !user.privileged)
    throw forbidden('Searching transactions is for privileged users');
  if (query.accountId) await requireOwnAccount(ctx, userId, query.accountId);

  // The page is chosen on narrow rows (the legs of the user's accounts, filtered by their transactions' columns
  // through a semi-join), then only its rows are read in full: paging deep into a long history stays fast.
  let base = ctx.db
    .selectFrom('postings as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .where('a.user_id', '=', userId);
  if (query.accountId) base = base.where('p.account_id', '=', query.accountId);
  if (query.createdAtGte) base = base.where('p.created_at', '>=', query.createdAtGte);
  if (query.createdAtLte) base = base.where('p.created_at', '<=', query.createdAtLte);
  if (query.transactionDirection)
    base = base.where('p.amount', query.transactionDirection === 'DEPOSIT' ? '>' : '<', '0');
  const { id, typeIn, search } = query;
  if (id || typeIn?.length || search) {
    const pattern = search && `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A semi-join (EXISTS on the leg's transaction): the shown description reads the leg's own sign.
    base = base.where(({ exists, selectFrom }) => {
      let matching = selectFrom('transactions as t')
        .select('t.id')
        .whereRef('t.id', '=', 'p.transaction_id');
      if (id)
        matching = matching.where((w) => w.or([w('t.id', '=', id), w('t.public_id', '=', id)]));
      if (typeIn?.length) matching = matching.where('t.type', 'in', typeIn);
      if (pattern)
        matching = matching.where((w) =>
          w.or([
            w('t.public_id', 'ilike', pattern),
            w(shownTitle, 'ilike', pattern),
            w(shownDescription, 'ilike', pattern),
            w('t.user_memo', 'ilike', pattern),
          ]),
        );
      return exists(matching);
    });
  }
  // A deep page is read from the history's far end (issue 44): past the middle, the same rows come from an
  // ascending read with a small offset, so the last page costs what the first does instead of skipping thousands
  // of rows. The count that decides it (asked for, or read anyway from the index for a deep offset) comes first;
  // a history written to between the two reads pages as approximately as any offset page.
  const count =
    query.includeTotalCount || query.offset >= FAR_END_FROM
      ? Number(
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        )
      : null;
  const fromFarEnd = count !== null && query.offset * 2 > count;
  const direction = fromFarEnd ? 'asc' : 'desc';
  const page = base
    .select('p.id')
    .orderBy('p.created_at', direction)
    .orderBy('p.id', direction)
    .limit(fromFarEnd ? Math.max(0, Math.min(query.limit, count - query.offset)) : query.limit)
    .offset(fromFarEnd ? Math.max(0, count - query.offset - query.limit) : query.offset);

  const rows = await ctx.db
    .selectFrom('postings as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('transactions as t', 't.id', 'p.transaction_id')
    .select([
      ...TRANSACTION_COLUMNS,
      'p.amount as leg_amount',
      'p.balance_after',
      'a.id as account_id',
      'a.public_id as account_public_id',
      'a.currency as account_currency',
    ])
    .where('p.id', 'in', page)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  if (query.id && rows.length === 0 && query.offset === 0) throw notFound('Transaction not found');

  const data = rows.map((row) => {
    const negative = row.leg_amount.startsWith('-');
    return toTransaction(
      row as unknown as Row,
      {
        direction: negative ? 'WITHDRAWAL' : 'DEPOSIT',
        amount: negative ? row.leg_amount.slice(1) : row.leg_amount,
        currency: row.account_currency,
        balance: row.balance_after,
        accountId: row.account_id,
        accountPublicId: row.account_public_id,
      },
      query.generateTitleAndDescription ?? false,
    );
  });
  return query.includeTotalCount ? { data, totalCount: count } : { data };
}

/** The account a pending or external item names in its sides (the customer's own). */
function sideAccount(row: Row, incoming: boolean) {
  const side = (incoming ? row.to_side : row.from_side) ?? {};
  return {
    accountId: (side.accountId as string | undefined) ?? null,
    accountPublicId: (side.accountPublicId as string | undefined) ?? null,
  };
}

/** GET /transfer/external: the customer's items with an outside party, newest first. */
export async function listExternalTransfers(
  ctx: BankContext,
  userId: string,
  query: ExternalQuery,
) {
  await requireUser(ctx.db, userId);
  let base: SelectQueryBuilder<Database & { t: Database['transactions'] }, 't', object> = ctx.db
    .selectFrom('transactions as t')
    .where('t.user_id', '=', userId)
    .where('t.type', 'in', EXTERNAL_TYPES);
  if (query.id) {
    const id = query.id;
    base = base.where((eb) => eb.or([eb('t.id', '=', id), eb('t.public_id', '=', id)]));
  }
  if (query.accountId) {
    await requireOwnAccount(ctx, userId, query.accountId);
    const accountId = query.accountId;
    base = base.where((eb) =>
      eb.or([
        eb(sql`t.to_side->>'accountId'`, '=', accountId),
        eb(sql`t.from_side->>'accountId'`, '=', accountId),
      ]),
    );
  }
  if (query.status) base = base.where('t.status', '=', query.status);
  if (query.statusIn?.length) base = base.where('t.status', 'in', query.statusIn);
  if (query.methodIn?.length) base = base.where('t.method', 'in', query.methodIn);
  const [rows, count] = await Promise.all([
    base
      .select([...TRANSACTION_COLUMNS])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    query.includeTotalCount
      ? base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
      : null,
  ]);
  if (query.id && rows.length === 0 && query.offset === 0) throw notFound('Transaction not found');
  const data = rows.map((row) => {
    const incoming = INCOMING.includes(row.type as TransactionType);
    return toTransaction(
      row as unknown as Row,
      {
        direction: incoming ? 'DEPOSIT' : 'WITHDRAWAL',
        amount: row.t_amount,
        currency: row.t_currency,
        balance: null,
        ...sideAccount(row as unknown as Row, incoming),
      },
      query.generateTitleAndDescription ?? false,
    );
  });
  return count ? { data, totalCount: Number(count.n) } : { data };
}

async function ownItem(ctx: BankContext, userId: string, id: string) {
  const row = await ctx.db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', id), eb('public_id', '=', id)]))
    .executeTakeFirst();
  if (!row) throw notFound('Transaction not found');
  return row;
}

/** The amount in USD at the bank's rates, or null when it cannot be converted. */
export async function amountInUsd(ctx: BankContext, amount: string, currency: string) {
  if (!isCurrency(currency)) return null;
  const rates = await usdRates(ctx);
  return roundDown(multiply(amount, rates[currency]), FIAT_DECIMALS);
}

/**
 * POST /deposit/confirm: a deposit awaiting the customer's choice goes from the bank's holding account into the
 * account chosen (an ACTIVE one of the item's currency), with the source-of-funds declaration at 10,000 USD or
 * more, or when the amount cannot be converted to USD.
 */
export async function confirmDeposit(
  ctx: BankContext,
  userId: string,
  body: {
    externalTransactionId: string;
    accountId: string;
    sourceOfFund?: SourceOfFundsDeclaration;
  },
) {
  const user = await requireUser(ctx.db, userId);
  const item = await ownItem(ctx, userId, body.externalTransactionId);
  const allowed = CONFIRMABLE[item.type as TransactionType];
  if (!allowed) throw new HttpError(400, 'This transaction cannot be confirmed');
  if (item.status !== 'PENDING_CONFIRMATION')
    throw new HttpError(409, 'This deposit has already been confirmed');
  const account = await requireOwnAccount(ctx, userId, body.accountId);
  if (account.status !== 'ACTIVE')
    throw new HttpError(400, 'Only an active account can receive the deposit');
  if (account.currency !== item.currency || !allowed.includes(account.currency as Currency))
    throw new HttpError(400, `This deposit can only go to an account in ${item.currency}`);
  const usd = await amountInUsd(ctx, item.amount, item.currency);
  if (needsSourceOfFunds(usd)) {
    const problem = sourceOfFundsProblem(body.sourceOfFund, {
      firstName: user.first_name,
      lastName: user.last_name,
      now: ctx.clock.now(),
    });
    if (problem) throw new HttpError(400, problem);
  }
  const hold = await internalAccount(ctx.db, 'PENDING_HOLD', item.currency as Currency);
  const now = ctx.clock.now();
  await settleTransaction(ctx.db, {
    transactionId: item.id,
    expected: 'PENDING_CONFIRMATION',
    status: 'COMPLETED',
    legs: [
      { accountId: hold, amount: `-${item.amount}` },
      { accountId: account.id, amount: item.amount },
    ],
    now,
    to: {
      ...(item.to_side ?? {}),
      // Every field of a side (the contract's), whatever the pending item carried.
      accountAlias: account.alias,
      accountId: account.id,
      accountPublicId: account.public_id,
      accountType: account.currency,
      amount: item.amount,
      currency: item.currency,
      currencyType: currencyType(item.currency as Currency),
      userId,
      userFirstName: user.first_name,
      userLastName: user.last_name,
      email: user.email,
    },
    ...(body.sourceOfFund && { meta: { sourceOfFund: body.sourceOfFund } }),
    conflictMessage: 'This deposit has already been confirmed',
  });
  return { statusCode: 200 as const, message: 'Funds are deposited successfully!' };
}

/** POST /transfer/wire-deposit/{id}/cancel: a wire deposit request still under review is withdrawn. */
export async function cancelWireDeposit(ctx: BankContext, userId: string, id: string) {
  await requireUser(ctx.db, userId);
  const item = await ownItem(ctx, userId, id);
  if (item.type !== 'WIRE_DEPOSIT') throw notFound('Transaction not found');
  await settleTransaction(ctx.db, {
    transactionId: item.id,
    expected: 'PENDING_REVIEW',
    status: 'CANCELED',
    legs: [],
    now: ctx.clock.now(),
    conflictMessage: 'Only a wire deposit under review can be canceled',
  });
  return { statusCode: 200 as const, message: 'Wire deposit request canceled!' };
}
