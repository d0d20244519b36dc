import {
  DEFAULT_ACTIVITIES_IN,
  STAKING_LIMITS,
  decimalsFor,
  isPoolListed,
  roundDown,
  type availableStakingQuerySchema,
  type Currency,
  type interestRecordsQuerySchema,
  type StakingActivity,
  type StakingActivityType,
  type stakingActivitiesQuerySchema,
  type userStakingsQuerySchema,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { notFound } from '../../http/errors';
import type { Db } from '../common/user';
import { M, requireOwnStaking, requireProduct, stakingUser } from './checks';
import {
  appliedCounts,
  iso,
  productCurrency,
  productEnded,
  stakingAmount,
  toStakingProduct,
} from './products';
import { userStaking, userStakings } from './view';

// Seed 002 §7: the customer's reads.

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
