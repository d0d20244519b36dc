import {
  withArticle,
  DEFAULT_ACTIVITIES_IN,
  STAKING_LIMITS,
  STAKING_MESSAGES,
  add,
  addFundsRefusal,
  addTerm,
  compare,
  decimalsFor,
  divide,
  exceedsBalance,
  fitsCurrency,
  isPoolListed,
  isPositive,
  reEnrollAmountError,
  reEnrollmentOpen,
  remainingRoom,
  roundDown,
  termStartFor,
  type addStakingAmountBodySchema,
  type applyStakingBodySchema,
  type availableStakingQuerySchema,
  type claimStakingBodySchema,
  type createAutoEnrollmentBodySchema,
  type Currency,
  type FeatureFlag,
  type interestRecordsQuerySchema,
  type StakingActivity,
  type StakingActivityType,
  type stakingActivitiesQuerySchema,
  type StakingRuleInput,
  type updateAutoEnrollmentBodySchema,
  type userStakingsQuerySchema,
} from '@axia/core';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { customerSide, type KnownAccountRow } from '../accounts/service';
import { requireUser, type Db, type UserRow } from '../common/user';
import { assertAreaOpen } from '../common/gate';
import { userFeatures } from '../registration/state';
import { usdRates } from '../currency/service';
import {
  inTransaction,
  InsufficientFundsError,
  internalAccount,
  postTransaction,
  type InternalPurpose,
} from '../ledger/post';
import { requireOwnActiveAccount } from '../transfers/eligibility';
import { catchUpStaking } from './accrual-job';
import { reEnrollProblem } from './re-enroll-rule';
import {
  newStakingPublicId,
  openStakingAccount,
  spendableChange,
  stakingSide,
  writeStakingActivity,
} from './ledger';
import {
  appliedCounts,
  iso,
  productCurrency,
  productEnded,
  stakingAmount,
  toStakingProduct,
  type StakingProductRow,
} from './products';
import { poolName, toAutoEnrollment, userStaking, userStakings, type StakingRow } from './view';

// Seed 002 §4, §5, §7: the customer's staking calls. Every money move is one database transaction: the staking row
// locked FOR UPDATE (then its product, then the accounts, in that order everywhere), one posted, balanced
// transaction between the customer's account and the staking's own ledger account, the stakings row changed to
// match (the audit checks amount + interest_amount = the account's balance) and one staking activity.

export const STAKING_SERVICE_MESSAGES = {
  // Spec.
  minimum: STAKING_MESSAGES.minimumServer,
  // Ours (the spec shows none for these refusals).
  noStakingFeature: 'Staking is not available to you',
  noPoolsFeature: 'Staking pools are not available to you',
  noApplyFeature: 'Applying to a staking pool is not available to you',
  noAddFeature: 'Adding funds to a staking is not available to you',
  noReEnrollFeature: 'Re-enrollment is not available to you',
  stakingNotFound: 'Staking not found',
  productNotFound: 'Staking product not found',
  activityNotFound: 'Staking activity not found',
  autoEnrollmentNotFound: 'Auto re-enrollment not found',
  productEnded: 'This staking pool has ended',
  applyLimit: 'You cannot apply to this staking pool again',
  noRoom: 'There is not enough room left in this staking pool',
  individualLimit: (limit: string, currency: Currency) =>
    `amount must not be above this pool's limit per staking of ${limit} ${currency}`,
  overRoom: (room: string, currency: Currency) =>
    `amount must not be above the room left in this staking: ${room} ${currency}`,
  amountPositive: 'amount must be greater than 0',
  tooManyDecimals: (currency: Currency) =>
    `amount has more than ${decimalsFor(currency)} decimals, which ${currency} allows`,
  wrongCurrency: (currency: Currency) => `Choose ${withArticle(currency)} account for this staking`,
  cannotClaim: 'This staking cannot be claimed now',
  reEnrollClosed: 'Re-enrollment is not open for this staking',
  autoEnrollmentExists: 'This staking already has an auto re-enrollment; update it instead',
  autoEnrollmentExecuted: 'This auto re-enrollment has already been carried out',
  reEnrollProduct: 'This staking pool cannot be chosen for re-enrollment',
  reEnrollCurrency: (currency: Currency) =>
    `Choose ${withArticle(currency)} staking pool to re-enroll into`,
} as const;
const M = STAKING_SERVICE_MESSAGES;

type User = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>;

/**
 * The user may use staking (the menu's gate: ACTIVE and MENU_STAKINGS), and has `flag` when the call needs one
 * (seed 002 §6). Each refusal is 403.
 */
export function assertMayStake(user: Pick<UserRow, 'status' | 'features'>, flag?: FeatureFlag) {
  assertAreaOpen(
    user,
    'MENU_STAKINGS',
    {
      menu: M.noStakingFeature,
      flag: (missing) =>
        ({
          STAKINGS_PRODUCTS: M.noPoolsFeature,
          STAKINGS_APPLY: M.noApplyFeature,
          STAKINGS_ADD_AMOUNT: M.noAddFeature,
          STAKINGS_RE_ENROLLMENT: M.noReEnrollFeature,
        })[missing as string] ?? M.noStakingFeature,
    },
    flag,
  );
}

async function stakingUser(ctx: BankContext, userId: string, flag?: FeatureFlag) {
  const user = await requireUser(ctx.db, userId);
  assertMayStake(user, flag);
  return user;
}

// Amounts.

/** A normalised amount of `currency` above 0 with at most its decimals (400 otherwise). */
export function positiveAmount(value: string, currency: Currency): string {
  if (!isPositive(value)) throw badRequest(M.amountPositive);
  if (!fitsCurrency(value, currency)) throw badRequest(M.tooManyDecimals(currency));
  return stakingAmount(value);
}

/** An amount to stake: at least the minimum (seed 002 §5 'Minimum staking is 1 AXC, enforced by the server'). */
export function stakeAmount(value: string, currency: Currency): string {
  if (compare(value, STAKING_LIMITS.minimumAmount) < 0)
    throw badRequest(`${M.minimum} ${currency}`);
  return positiveAmount(value, currency);
}

// Rows.

/** The staking `idOrPublicId` of this user (404 for anyone else's or an unknown one); FOR UPDATE in `trx`. */
export async function requireOwnStaking(
  db: Db,
  userId: string,
  idOrPublicId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StakingRow> {
  let query = db
    .selectFrom('stakings')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', idOrPublicId), eb('public_id', '=', idOrPublicId)]));
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(M.stakingNotFound);
  return row;
}

export async function requireProduct(
  db: Db,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<StakingProductRow> {
  let query = db.selectFrom('staking_products').selectAll().where('code', '=', code);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(M.productNotFound);
  return row;
}

/** The §4 rules' view of a staking and its product. */
export function ruleInput(
  row: Pick<StakingRow, 'status' | 'amount' | 'term_end_at'>,
  product: StakingProductRow,
  autoEnrollments: readonly unknown[] = [],
): StakingRuleInput {
  return {
    status: row.status,
    amount: row.amount,
    enableAddAmount: product.enable_add_amount,
    stakingProductIsPrivate: product.is_private,
    termEndAt: iso(row.term_end_at),
    productEndAt: product.end_at ? iso(product.end_at) : null,
    productRoomRemain: product.room_remain,
    productIndividualRoomLimit: product.individual_room_limit,
    autoEnrollments,
  };
}

/** Takes `amount` from the pool's room by a conditional UPDATE, so the room never goes below 0: false when short. */
export async function tookRoom(trx: Transaction<Database>, code: string, amount: string) {
  const result = await trx
    .updateTable('staking_products')
    .set({ room_remain: sql`room_remain - ${amount}::numeric` })
    .where('code', '=', code)
    .where('room_remain', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes `amount` from the pool's room (422 when not that much is left). */
export async function takeRoom(trx: Transaction<Database>, code: string, amount: string) {
  if (!(await tookRoom(trx, code, amount))) throw new HttpError(422, M.noRoom);
}

/** The status a staking's dates give it: CREATED before its term, IN_TERM during, READY_TO_CLAIM after. */
export function statusByDates(termStartAt: Date, termEndAt: Date, now: Date) {
  if (now.getTime() >= termEndAt.getTime()) return 'READY_TO_CLAIM';
  if (now.getTime() >= termStartAt.getTime()) return 'IN_TERM';
  return 'CREATED';
}

/** Where a staking's money comes from or goes to: a customer's account, or one of the bank's internal accounts. */
export type Counterparty =
  | { kind: 'CUSTOMER'; account: KnownAccountRow }
  | { kind: 'INTERNAL'; purpose: InternalPurpose }
  /** Another staking of the customer (a re-enrollment's source), its row locked by the caller. */
  | { kind: 'STAKING'; staking: Pick<StakingRow, 'account_id' | 'public_id'>; name: string };

async function counterpartyLeg(
  trx: Transaction<Database>,
  user: User,
  party: Counterparty,
  currency: Currency,
  amount: string,
) {
  if (party.kind === 'CUSTOMER')
    return { accountId: party.account.id, side: customerSide(user, party.account, amount) };
  if (party.kind === 'STAKING') {
    const { account_id: accountId, public_id: publicId } = party.staking;
    return {
      accountId,
      side: stakingSide(user, { accountId, publicId, name: party.name }, currency, amount),
    };
  }
  return { accountId: await internalAccount(trx, party.purpose, currency), side: null };
}

export interface NewStakingInput {
  user: User;
  product: StakingProductRow;
  amount: string;
  from: Counterparty;
  /** When the staking was applied for: its term starts at the next 00:00 UTC (the back office may backdate it). */
  appliedAt: Date;
  now: Date;
  activity: Extract<StakingActivityType, 'CUSTOMER_CREATE' | 'ADMIN_CREATE' | 'RE_ENROLL'>;
  rates: Record<Currency, string>;
  description?: string | null;
  meta?: Record<string, unknown>;
}

/**
 * A new staking inside the caller's database transaction: its ledger account, its row, the STAKING_CREATED
 * posting from `from` into it, and its activity. The caller has checked the rules and taken the room.
 */
export async function createStaking(
  trx: Transaction<Database>,
  input: NewStakingInput,
): Promise<StakingRow> {
  const { user, product, amount, now } = input;
  const currency = productCurrency(product);
  const id = randomUUID();
  const publicId = newStakingPublicId();
  const accountId = await openStakingAccount(trx, { id, publicId, currency, now });
  const termStartAt = termStartFor(input.appliedAt);
  const termEndAt = addTerm(termStartAt, product.term, product.term_unit as never);
  const row: StakingRow = {
    id,
    public_id: publicId,
    user_id: user.id,
    product_code: product.code,
    account_id: accountId,
    amount,
    interest_amount: '0',
    status: statusByDates(termStartAt, termEndAt, now),
    term_start_at: termStartAt,
    term_end_at: termEndAt,
    accrued_through: null,
    created_at: input.appliedAt,
    updated_at: now,
  };
  await trx.insertInto('stakings').values(row).execute();
  const from = await counterpartyLeg(trx, user, input.from, currency, amount);
  const posted = await postTransaction(trx, {
    type: 'STAKING_CREATED',
    method: 'STAKING',
    amount,
    currency,
    userId: user.id,
    title: product.name,
    description: input.description ?? null,
    from: from.side,
    to: stakingSide(user, { accountId, publicId, name: product.name }, currency, amount),
    legs: [
      { accountId: from.accountId, amount: `-${amount}` },
      { accountId, amount },
    ],
    createdAt: now,
  });
  await writeStakingActivity(trx, {
    stakingId: id,
    userId: user.id,
    type: input.activity,
    amountChanged: amount,
    currency,
    transactionId: posted.id,
    description: input.description ?? null,
    ...(input.from.kind === 'CUSTOMER' && {
      fromUserSpendableAmountChange: spendableChange(input.rates, currency, `-${amount}`),
    }),
    meta: input.meta,
    now,
  });
  return row;
}

export interface StakingMoneyMove {
  user: User;
  staking: StakingRow;
  product: StakingProductRow;
  /** Positive: into the staking (principal first); negative: out of it. */
  amount: string;
  counterparty: Counterparty;
  type: 'STAKING_LOAD_AMOUNT' | 'STAKING_UNLOAD_AMOUNT' | 'STAKING_CLAIM';
  activity: StakingActivityType;
  /** The new principal and rewards of the staking (their sum must be its balance after). */
  principal: string;
  interest: string;
  status?: string;
  now: Date;
  rates: Record<Currency, string>;
  description?: string | null;
  meta?: Record<string, unknown>;
}

/**
 * Money into or out of a live staking (its row already locked by the caller in `trx`): the posting between the
 * counterparty and the staking's account, the row's new principal, rewards and status, and the activity.
 */
export async function moveStakingMoney(trx: Transaction<Database>, move: StakingMoneyMove) {
  const { user, staking, product, now } = move;
  const currency = productCurrency(product);
  const magnitude = move.amount.replace(/^-/, '');
  const into = !move.amount.startsWith('-');
  const party = await counterpartyLeg(trx, user, move.counterparty, currency, magnitude);
  const side = stakingSide(
    user,
    { accountId: staking.account_id, publicId: staking.public_id, name: product.name },
    currency,
    magnitude,
  );
  const posted = await postTransaction(trx, {
    type: move.type,
    method: 'STAKING',
    amount: magnitude,
    currency,
    userId: user.id,
    title: product.name,
    description: move.description ?? null,
    from: into ? party.side : side,
    to: into ? side : party.side,
    legs: [
      { accountId: party.accountId, amount: into ? `-${magnitude}` : magnitude },
      { accountId: staking.account_id, amount: into ? magnitude : `-${magnitude}` },
    ],
    createdAt: now,
  });
  await trx
    .updateTable('stakings')
    .set({
      amount: move.principal,
      interest_amount: move.interest,
      ...(move.status && { status: move.status }),
      updated_at: now,
    })
    .where('id', '=', staking.id)
    .execute();
  const customer = move.counterparty.kind === 'CUSTOMER';
  await writeStakingActivity(trx, {
    stakingId: staking.id,
    userId: user.id,
    type: move.activity,
    amountChanged: move.amount,
    currency,
    transactionId: posted.id,
    description: move.description ?? null,
    ...(customer &&
      into && {
        fromUserSpendableAmountChange: spendableChange(move.rates, currency, `-${magnitude}`),
      }),
    ...(customer &&
      !into && {
        toUserSpendableAmountChange: spendableChange(move.rates, currency, magnitude),
      }),
    meta: move.meta,
    now,
  });
  return posted;
}

/** The staking account's balance, locked (FOR UPDATE) in `trx`. */
export async function stakingBalance(trx: Transaction<Database>, accountId: string) {
  const row = await trx
    .selectFrom('accounts')
    .select('amount')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.amount;
}

/** The caller's ACTIVE account in `currency` for a staking (404 not theirs, 400 inactive or another currency). */
async function stakingAccount(db: Db, userId: string, accountId: string, currency: Currency) {
  const account = await requireOwnActiveAccount(db, userId, accountId);
  if (account.currency !== currency) throw badRequest(M.wrongCurrency(currency));
  return account;
}

// §7 reads.

type AvailableQuery = z.output<typeof availableStakingQuerySchema>;

/** GET /staking/available: the listed pools (§4), public and not ended, page 24. */
export async function availableStakings(ctx: BankContext, userId: string, query: AvailableQuery) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_PRODUCTS');
  const now = ctx.clock.now();
  let select = ctx.db.selectFrom('staking_products').selectAll().where('is_private', '=', false);
  if (query.currency) select = select.where('currency', '=', query.currency);
  const [rows, counts] = await Promise.all([
    select.orderBy('sort_order').orderBy('code').execute(),
    appliedCounts(ctx.db, user.id),
  ]);
  const listed = rows
    .filter((row) => !productEnded(row, now))
    .map((row) => toStakingProduct(row, counts.get(row.code) ?? 0))
    .filter(isPoolListed);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? STAKING_LIMITS.poolPageSize;
  return { data: listed.slice(offset, offset + limit), totalCount: listed.length };
}

type StakingsQuery = z.output<typeof userStakingsQuerySchema>;

/** GET /staking: the customer's stakings, newest first (order), page 90, optionally one status. */
export async function listStakings(ctx: BankContext, userId: string, query: StakingsQuery) {
  const user = await stakingUser(ctx, userId);
  let base = ctx.db.selectFrom('stakings').where('user_id', '=', user.id);
  if (query.status) base = base.where('status', '=', query.status);
  const direction = query.order ?? 'desc';
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .offset(query.offset ?? 0)
      .limit(query.limit ?? STAKING_LIMITS.userStakingPageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: await userStakings(ctx, rows), totalCount: Number(count.n) };
}

/** GET /staking/:id with its latest num_of_records interest records (default 90). */
export async function getStaking(
  ctx: BankContext,
  userId: string,
  id: string,
  numOfRecords?: number,
) {
  const user = await stakingUser(ctx, userId);
  const row = await requireOwnStaking(ctx.db, user.id, id);
  return userStaking(ctx, row, {
    numOfRecords: numOfRecords ?? STAKING_LIMITS.userStakingPageSize,
  });
}

type RecordsQuery = z.output<typeof interestRecordsQuerySchema>;

/** GET /staking/:id/interestRecords: by date, newest first (order), page 365. */
export async function interestRecords(
  ctx: BankContext,
  userId: string,
  id: string,
  query: RecordsQuery,
) {
  const user = await stakingUser(ctx, userId);
  const staking = await requireOwnStaking(ctx.db, user.id, id);
  const product = await requireProduct(ctx.db, staking.product_code);
  const currency = productCurrency(product);
  const base = ctx.db.selectFrom('staking_interest_records').where('staking_id', '=', staking.id);
  const [rows, count] = await Promise.all([
    base
      .select(['date', 'daily_reward_amount'])
      .orderBy('date', query.order ?? 'desc')
      .offset(query.offset ?? 0)
      .limit(query.limit ?? STAKING_LIMITS.rewardsLimit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({
      date: r.date,
      dailyRewardAmount: stakingAmount(r.daily_reward_amount),
      currency,
    })),
    totalCount: Number(count.n),
  };
}

type ActivitiesQuery = z.output<typeof stakingActivitiesQuerySchema>;

function activityQuery(db: Db, userId: string) {
  return db
    .selectFrom('staking_activities as a')
    .innerJoin('stakings as s', 's.id', 'a.staking_id')
    .leftJoin('transactions as t', 't.id', 'a.transaction_id')
    .where('a.user_id', '=', userId);
}

type Side = Record<string, unknown> | null;
const party = (side: Side) =>
  side && typeof side.accountPublicId === 'string' && typeof side.email === 'string'
    ? {
        firstName: String(side.userFirstName ?? ''),
        lastName: String(side.userLastName ?? ''),
        email: side.email,
        accountPublicId: side.accountPublicId,
      }
    : null;

interface ActivityRow {
  id: string;
  title: string;
  description: string | null;
  amount_changed: string;
  currency: string;
  completed_at: Date;
  updated_at: Date;
  type_code: string;
  meta: Record<string, unknown> | null;
  staking_id: string;
  staking_public_id: string;
  tx_public_id: string | null;
  from_side: Side;
  to_side: Side;
}

function toActivity(row: ActivityRow): StakingActivity {
  const currency = row.currency as Currency;
  const meta = row.meta ?? {};
  const change = (key: string) => {
    const value = meta[key] as
      { amountChangedInAxc: string; amountChangedInUsd: string } | undefined;
    return value && { [key]: value };
  };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    amountChanged: roundDown(row.amount_changed, decimalsFor(currency)),
    currency,
    completedAt: iso(row.completed_at),
    updatedAt: iso(row.updated_at),
    stakingActivityTypeCode: row.type_code as StakingActivityType,
    staking: { id: row.staking_id, publicId: row.staking_public_id },
    metaData: {
      ...change('fromUserSpendableAmountChange'),
      ...change('toUserSpendableAmountChange'),
    },
    internalTransaction: row.tx_public_id
      ? { from: party(row.from_side), to: party(row.to_side), publicId: row.tx_public_id }
      : null,
  };
}

const ACTIVITY_COLUMNS = [
  'a.id',
  'a.title',
  'a.description',
  'a.amount_changed',
  'a.currency',
  'a.completed_at',
  'a.updated_at',
  'a.type_code',
  'a.meta',
  'a.staking_id',
  's.public_id as staking_public_id',
  't.public_id as tx_public_id',
  't.from_side',
  't.to_side',
] as const;

/**
 * GET /staking/activities (seed 002 §7): page 20, completed_at desc then created_at desc, every code but the
 * interest updates unless activitiesIn says otherwise; completedAtGte/Lte; totalCount.
 */
export async function stakingActivities(ctx: BankContext, userId: string, query: ActivitiesQuery) {
  const user = await stakingUser(ctx, userId);
  let base = activityQuery(ctx.db, user.id).where(
    'a.type_code',
    'in',
    query.activitiesIn && query.activitiesIn.length > 0
      ? query.activitiesIn
      : DEFAULT_ACTIVITIES_IN,
  );
  if (query.stakingId) {
    const staking = await requireOwnStaking(ctx.db, user.id, query.stakingId);
    base = base.where('a.staking_id', '=', staking.id);
  }
  if (query.completedAtGte)
    base = base.where('a.completed_at', '>=', new Date(query.completedAtGte));
  if (query.completedAtLte)
    base = base.where('a.completed_at', '<=', new Date(query.completedAtLte));
  const first = query.orderBy ?? 'completed_at';
  const second = query.orderBy2 ?? 'created_at';
  const [rows, count] = await Promise.all([
    base
      .select(ACTIVITY_COLUMNS)
      .orderBy(`a.${first}`, query.order ?? 'desc')
      .orderBy(`a.${second}`, query.order2 ?? 'desc')
      .orderBy('a.id', 'desc')
      .offset(query.offset ?? 0)
      .limit(query.limit ?? STAKING_LIMITS.activitiesPageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => toActivity(r as unknown as ActivityRow)),
    totalCount: Number(count.n),
  };
}

/** GET /staking/activities/:activityId (404 for anyone else's). */
export async function stakingActivity(ctx: BankContext, userId: string, activityId: string) {
  const user = await stakingUser(ctx, userId);
  const row = await activityQuery(ctx.db, user.id)
    .where('a.id', '=', activityId)
    .select(ACTIVITY_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(M.activityNotFound);
  return toActivity(row as unknown as ActivityRow);
}

// §7 money moves.

type ApplyBody = z.output<typeof applyStakingBodySchema>;

/**
 * POST /staking/:code/apply. In order (each refusal a 4xx, nothing written): the user may apply (403); the amount
 * is at least 1 (400 '… amount must be greater than or equal to 1 …') with at most the currency's decimals; the
 * pool exists and is public (404), has not ended (409), the customer may apply again (409); the account is theirs
 * (404), ACTIVE and in the pool's currency (400); the amount is within the pool's limit per staking and its room
 * (422) and the balance (422); then, under the pool's lock, the same rules again and the posting.
 */
export async function applyStaking(
  ctx: BankContext,
  userId: string,
  code: string,
  body: ApplyBody,
) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_APPLY');
  const found = await ctx.db
    .selectFrom('staking_products')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  const amount = stakeAmount(body.amount, found ? productCurrency(found) : 'AXC');
  if (!found || found.is_private) throw notFound(M.productNotFound);
  const currency = productCurrency(found);
  const account = await stakingAccount(ctx.db, user.id, body.fromAccountId, currency);
  const rates = await usdRates(ctx);
  const check = async (db: Db, product: StakingProductRow) => {
    const now = ctx.clock.now();
    if (productEnded(product, now)) throw conflict(M.productEnded);
    const applied = (await appliedCounts(db, user.id)).get(product.code) ?? 0;
    // A full pool is not listed either (isPoolListed), but says why: no room, not the apply limit.
    if (!isPositive(product.room_remain)) throw new HttpError(422, M.noRoom);
    if (
      !isPoolListed({
        maximumApplyNumbers: product.maximum_apply_numbers,
        userAppliedNumbers: applied,
        roomRemain: product.room_remain,
      })
    )
      throw conflict(M.applyLimit);
    if (
      isPositive(product.individual_room_limit) &&
      compare(amount, product.individual_room_limit) > 0
    )
      throw new HttpError(
        422,
        M.individualLimit(stakingAmount(product.individual_room_limit), currency),
      );
    if (compare(amount, product.room_remain) > 0) throw new HttpError(422, M.noRoom);
  };
  await check(ctx.db, found);
  if (exceedsBalance(amount, account.amount)) throw new InsufficientFundsError();

  const row = await inTransaction(ctx.db, async (trx) => {
    const product = await requireProduct(trx, code, { forUpdate: true });
    await check(trx, product);
    await takeRoom(trx, code, amount);
    const now = ctx.clock.now();
    return createStaking(trx, {
      user,
      product,
      amount,
      from: { kind: 'CUSTOMER', account },
      appliedAt: now,
      now,
      activity: 'CUSTOMER_CREATE',
      rates,
    });
  });
  return userStaking(ctx, row);
}

type AddBody = z.output<typeof addStakingAmountBodySchema>;

/**
 * POST /staking/:id/add-amount: §4's Add Funds rule on the bank's clock (409 with the rule's reason; 422 when no
 * room is left or the amount is above it), an amount above 0, the account in the staking's currency; the room taken,
 * the principal raised, STAKING_LOAD_AMOUNT, activity CUSTOMER_ADD_AMOUNT.
 */
export async function addStakingAmount(
  ctx: BankContext,
  userId: string,
  id: string,
  body: AddBody,
) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_ADD_AMOUNT');
  const found = await requireOwnStaking(ctx.db, user.id, id);
  const currency = productCurrency(await requireProduct(ctx.db, found.product_code));
  // The pool minimum applies to each amount added, as the screen says (seed 002 §5 'minimum 1 AXC').
  const amount = stakeAmount(body.amount, currency);
  const account = await stakingAccount(ctx.db, user.id, body.fromAccountId, currency);
  const rates = await usdRates(ctx);
  const row = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    // The days already ended earn at the old principal (the accrual job's timer may not have run yet).
    await catchUpStaking(trx, found.id, now, rates);
    const staking = await requireOwnStaking(trx, user.id, found.id, { forUpdate: true });
    const product = await requireProduct(trx, staking.product_code, { forUpdate: true });
    const enrollments = await trx
      .selectFrom('staking_auto_enrollments')
      .select('id')
      .where('staking_id', '=', staking.id)
      .execute();
    const rules = ruleInput(staking, product, enrollments);
    const refusal = addFundsRefusal(
      rules,
      now,
      userFeatures(user).includes('STAKINGS_RE_ENROLLMENT'),
    );
    if (refusal) throw new HttpError(refusal.startsWith('There is no room') ? 422 : 409, refusal);
    const room = remainingRoom(rules);
    if (compare(amount, room) > 0)
      throw new HttpError(422, M.overRoom(stakingAmount(room), currency));
    const balance = await trx
      .selectFrom('accounts')
      .select('amount')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    if (exceedsBalance(amount, balance.amount)) throw new InsufficientFundsError();
    await takeRoom(trx, product.code, amount);
    await moveStakingMoney(trx, {
      user,
      staking,
      product,
      amount,
      counterparty: { kind: 'CUSTOMER', account },
      type: 'STAKING_LOAD_AMOUNT',
      activity: 'CUSTOMER_ADD_AMOUNT',
      principal: add(staking.amount, amount),
      interest: staking.interest_amount,
      now,
      rates,
    });
    return requireOwnStaking(trx, user.id, staking.id);
  });
  return userStaking(ctx, row);
}

type ClaimBody = z.output<typeof claimStakingBodySchema>;

/**
 * POST /staking/:id/claim (§4: only READY_TO_CLAIM, else 409): the staking's whole balance to the customer's ACTIVE
 * account in its currency (STAKING_CLAIM), status CLAIMED, activity CLAIM.
 */
export async function claimStaking(ctx: BankContext, userId: string, id: string, body: ClaimBody) {
  const user = await stakingUser(ctx, userId);
  const found = await requireOwnStaking(ctx.db, user.id, id);
  const currency = productCurrency(await requireProduct(ctx.db, found.product_code));
  const account = await stakingAccount(ctx.db, user.id, body.toAccountId, currency);
  const rates = await usdRates(ctx);
  const row = await inTransaction(ctx.db, async (trx) => {
    // A term that ended since the accrual job's last run ends now (its last rewards credited) before the check.
    await catchUpStaking(trx, found.id, ctx.clock.now(), rates);
    const staking = await requireOwnStaking(trx, user.id, found.id, { forUpdate: true });
    if (staking.status !== 'READY_TO_CLAIM') throw conflict(M.cannotClaim);
    const product = await requireProduct(trx, staking.product_code);
    await closeOut(trx, {
      user,
      staking,
      product,
      counterparty: { kind: 'CUSTOMER', account },
      type: 'STAKING_CLAIM',
      activity: 'CLAIM',
      status: 'CLAIMED',
      now: ctx.clock.now(),
      rates,
    });
    return requireOwnStaking(trx, user.id, staking.id);
  });
  return userStaking(ctx, row);
}

/**
 * Empties a staking (its row locked by the caller) into `counterparty` and gives it its final status: the whole
 * account balance in one posting (none when it is 0), the activity either way.
 */
export async function closeOut(
  trx: Transaction<Database>,
  input: Omit<StakingMoneyMove, 'amount' | 'principal' | 'interest' | 'type'> & {
    type: 'STAKING_CLAIM' | 'STAKING_UNLOAD_AMOUNT';
    status: string;
  },
) {
  const balance = await stakingBalance(trx, input.staking.account_id);
  if (isPositive(balance)) {
    await moveStakingMoney(trx, {
      ...input,
      amount: `-${stakingAmount(balance)}`,
      principal: input.staking.amount,
      interest: input.staking.interest_amount,
    });
    return;
  }
  await trx
    .updateTable('stakings')
    .set({ status: input.status, updated_at: input.now })
    .where('id', '=', input.staking.id)
    .execute();
  await writeStakingActivity(trx, {
    stakingId: input.staking.id,
    userId: input.user.id,
    type: input.activity,
    amountChanged: '0',
    currency: productCurrency(input.product),
    description: input.description ?? null,
    meta: input.meta,
    now: input.now,
  });
}

type CreateAutoBody = z.output<typeof createAutoEnrollmentBodySchema>;
type UpdateAutoBody = z.output<typeof updateAutoEnrollmentBodySchema>;

/**
 * The re-enrollment's target and amount (§5): the pool exists, is public and not ended, in the staking's currency
 * (a private pool is never a target: only the back office puts a customer in one); the amount above 0, at most the
 * staking's total (the spec's messages), with the currency's decimals; all while re-enrollment is open (§4: IN_TERM,
 * the term ending within 28 days; 409 otherwise). Returns the amount and its share of the total.
 */
async function reEnrollment(
  db: Db,
  staking: StakingRow,
  productCode: string,
  rawAmount: string,
  now: Date,
) {
  const source = await requireProduct(db, staking.product_code);
  if (!reEnrollmentOpen(ruleInput(staking, source), now)) throw conflict(M.reEnrollClosed);
  const currency = productCurrency(source);
  const target = await db
    .selectFrom('staking_products')
    .selectAll()
    .where('code', '=', productCode)
    .executeTakeFirst();
  if (!target || target.is_private) throw new HttpError(422, M.productNotFound);
  if (productEnded(target, now)) throw new HttpError(422, M.reEnrollProduct);
  if (productCurrency(target) !== currency) throw new HttpError(422, M.reEnrollCurrency(currency));
  const total = stakingAmount(add(staking.amount, staking.interest_amount));
  const error = reEnrollAmountError(rawAmount, total);
  if (error) throw badRequest(error);
  if (!fitsCurrency(rawAmount, currency)) throw badRequest(M.tooManyDecimals(currency));
  // The pool minimum, as applying has it (the same message).
  const amount = stakeAmount(rawAmount, currency);
  const limit = String(target.individual_room_limit);
  if (isPositive(limit) && compare(amount, limit) > 0)
    throw new HttpError(422, M.individualLimit(stakingAmount(limit), currency));
  // A pool that could not take it now (full: no room for it or the apply limit reached, i.e. not listed, §4)
  // would not carry it out at term end: refused now rather than promised (the term end's own rule).
  const applied = (await appliedCounts(db, staking.user_id)).get(target.code) ?? 0;
  if (reEnrollProblem(target, { currency, amount, applied, now }))
    throw new HttpError(422, M.reEnrollProduct);
  return { amount, percentage: divide(amount, total, 8) };
}

/** POST /staking/autoEnrollments/create: one per staking (409 for a second), while re-enrollment is open (§4). */
export async function createAutoEnrollment(ctx: BankContext, userId: string, body: CreateAutoBody) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_RE_ENROLLMENT');
  await requireOwnStaking(ctx.db, user.id, body.stakingId);
  return inTransaction(ctx.db, async (trx) => {
    const staking = await requireOwnStaking(trx, user.id, body.stakingId, { forUpdate: true });
    const now = ctx.clock.now();
    const existing = await trx
      .selectFrom('staking_auto_enrollments')
      .select('id')
      .where('staking_id', '=', staking.id)
      .executeTakeFirst();
    if (existing) throw conflict(M.autoEnrollmentExists);
    const { amount, percentage } = await reEnrollment(
      trx,
      staking,
      body.autoEnrollStakingProductCode,
      body.autoEnrollAmount,
      now,
    );
    const row = {
      id: randomUUID(),
      staking_id: staking.id,
      product_code: body.autoEnrollStakingProductCode,
      amount,
      percentage,
      executed_at: null,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('staking_auto_enrollments').values(row).execute();
    return toAutoEnrollment(row, null, await poolName(trx, row.product_code));
  });
}

/** POST /staking/autoEnrollments/update: the customer's auto-enrollment `id` (404 otherwise), not yet carried out. */
export async function updateAutoEnrollment(ctx: BankContext, userId: string, body: UpdateAutoBody) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_RE_ENROLLMENT');
  const found = await ctx.db
    .selectFrom('staking_auto_enrollments as e')
    .innerJoin('stakings as s', 's.id', 'e.staking_id')
    .select(['e.id', 'e.staking_id'])
    .where('e.id', '=', body.id)
    .where('s.user_id', '=', user.id)
    .executeTakeFirst();
  if (!found) throw notFound(M.autoEnrollmentNotFound);
  return inTransaction(ctx.db, async (trx) => {
    const staking = await requireOwnStaking(trx, user.id, found.staking_id, { forUpdate: true });
    const current = await trx
      .selectFrom('staking_auto_enrollments')
      .selectAll()
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
    if (current.executed_at) throw conflict(M.autoEnrollmentExecuted);
    const now = ctx.clock.now();
    const { amount, percentage } = await reEnrollment(
      trx,
      staking,
      body.autoEnrollStakingProductCode,
      body.autoEnrollAmount,
      now,
    );
    const changes = {
      product_code: body.autoEnrollStakingProductCode,
      amount,
      percentage,
      updated_at: now,
    };
    await trx
      .updateTable('staking_auto_enrollments')
      .set(changes)
      .where('id', '=', current.id)
      .execute();
    return toAutoEnrollment(
      { ...current, ...changes },
      null,
      await poolName(trx, changes.product_code),
    );
  });
}
