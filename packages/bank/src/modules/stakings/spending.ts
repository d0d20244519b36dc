import {
  add,
  compare,
  isActiveStakingStatus,
  max,
  min,
  roundDown,
  startOfUtcDay,
  STAKING_LIMITS,
  STAKING_MESSAGES,
  STAKING_PAYMENT_ACTIVITIES,
  subtract,
} from '@axia/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// Stakings as a payment source (cards, gift cards; issue 13 §4): what each may still pay, under its product's
// deduction limits (staking_products daily_spend_limit, weekly_spend_limit, monthly_spend_limit, deduction_limit, in
// the staking's currency; null = no such limit):
//
//   spendable = min(balance, daily left, weekly left, monthly left, deduction left), never below 0
//
// where balance = principal + rewards credited, 'left' = limit − spent, and 'spent' is the net of the staking's
// payment activities (STAKING_PAYMENT_ACTIVITIES: the payments less their refunds, so a refund frees its room
// again) whose completed_at falls in the current UTC day, ISO week (from Monday 00:00 UTC) or calendar month (UTC) of
// the bank's clock; the deduction limit counts every payment of the staking's life. A staking that is not live
// (CREATED, IN_TERM, READY_TO_CLAIM) may pay nothing. payment.ts checks the same figures, in this order, under the
// staking's row lock.

type Db = Kysely<Database> | Transaction<Database>;

/** A product's limits on payments from one of its stakings (null: none). */
export interface SpendLimits {
  daily: string | null;
  weekly: string | null;
  monthly: string | null;
  deduction: string | null;
}

/** What a staking has paid (net of refunds, never below 0) in the current day, week and month, and in all. */
export interface StakingSpent {
  day: string;
  week: string;
  month: string;
  life: string;
}

const NO_LIMITS: SpendLimits = { daily: null, weekly: null, monthly: null, deduction: null };
const NOTHING_SPENT: StakingSpent = { day: '0', week: '0', month: '0', life: '0' };

/** The starts of the windows the limits count in: today, this ISO week (Monday) and this month, all UTC. */
export function spendWindows(now: Date) {
  const day = startOfUtcDay(now);
  const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { day, week, month };
}

/** What each staking has paid in each window (payments less refunds, at least 0), by staking id. */
async function spentByStaking(
  db: Db,
  stakingIds: readonly string[],
  now: Date,
): Promise<Map<string, StakingSpent>> {
  if (stakingIds.length === 0) return new Map();
  const { day, week, month } = spendWindows(now);
  // amount_changed is signed: a payment's is negative, a refund's positive, so −sum is the net paid.
  const rows = await sql<{
    staking_id: string;
    day: string;
    week: string;
    month: string;
    life: string;
  }>`
    SELECT staking_id,
      (-coalesce(sum(amount_changed) FILTER (WHERE completed_at >= ${day}), 0))::text AS day,
      (-coalesce(sum(amount_changed) FILTER (WHERE completed_at >= ${week}), 0))::text AS week,
      (-coalesce(sum(amount_changed) FILTER (WHERE completed_at >= ${month}), 0))::text AS month,
      (-coalesce(sum(amount_changed), 0))::text AS life
    FROM staking_activities
    WHERE staking_id IN (${sql.join([...stakingIds])})
      AND type_code IN (${sql.join([...STAKING_PAYMENT_ACTIVITIES])})
    GROUP BY staking_id`.execute(db);
  const atLeastZero = (value: string) => max(value, '0');
  return new Map(
    rows.rows.map((r) => [
      r.staking_id,
      {
        day: atLeastZero(r.day),
        week: atLeastZero(r.week),
        month: atLeastZero(r.month),
        life: atLeastZero(r.life),
      },
    ]),
  );
}

/** Each staking's product limits, by staking id. */
async function limitsByStaking(
  db: Db,
  stakingIds: readonly string[],
): Promise<Map<string, SpendLimits>> {
  if (stakingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stakings')
    .innerJoin('staking_products', 'staking_products.code', 'stakings.product_code')
    .select([
      'stakings.id as id',
      'staking_products.daily_spend_limit as daily',
      'staking_products.weekly_spend_limit as weekly',
      'staking_products.monthly_spend_limit as monthly',
      'staking_products.deduction_limit as deduction',
    ])
    .where('stakings.id', 'in', [...stakingIds])
    .execute();
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        daily: text(r.daily),
        weekly: text(r.weekly),
        monthly: text(r.monthly),
        deduction: text(r.deduction),
      },
    ]),
  );
}

/** The limit checks in the order a payment meets them, each with the spec's refusal (seed 002 §8, verbatim). */
const SPEND_CHECKS = [
  { limit: 'daily', spent: 'day', message: STAKING_MESSAGES.dailySpendLimit },
  { limit: 'weekly', spent: 'week', message: STAKING_MESSAGES.weeklySpendLimit },
  { limit: 'monthly', spent: 'month', message: STAKING_MESSAGES.monthlySpendLimit },
  { limit: 'deduction', spent: 'life', message: STAKING_MESSAGES.deductionLimit },
] as const satisfies readonly {
  limit: keyof SpendLimits;
  spent: keyof StakingSpent;
  message: string;
}[];

/** What each limit still allows (null: no limit), never below 0. */
function limitsLeft(limits: SpendLimits, spent: StakingSpent) {
  return Object.fromEntries(
    SPEND_CHECKS.map(({ limit, spent: window }) => {
      const value = limits[limit];
      return [limit, value === null ? null : max(subtract(value, spent[window]), '0')];
    }),
  ) as Record<keyof SpendLimits, string | null>;
}

/** The spendable amount of one staking from its figures (5 decimals, rounded down). */
function spendableFrom(
  staking: { status: string; amount: string; interest_amount: string },
  limits: SpendLimits,
  spent: StakingSpent,
): string {
  if (!isActiveStakingStatus(staking.status)) return roundDown('0', STAKING_LIMITS.decimals);
  let spendable = max(add(staking.amount, staking.interest_amount), '0');
  for (const left of Object.values(limitsLeft(limits, spent)))
    if (left !== null) spendable = min(spendable, left);
  return roundDown(spendable, STAKING_LIMITS.decimals);
}

/** The spendable amount (in the staking's currency, 5 decimals) of each staking, by staking id. */
export async function spendableAmounts(
  db: Db,
  stakings: { id: string; status: string; amount: string; interest_amount: string }[],
  now: Date,
): Promise<Map<string, string>> {
  const live = stakings.filter((s) => isActiveStakingStatus(s.status)).map((s) => s.id);
  const [limits, spent] = await Promise.all([
    limitsByStaking(db, live),
    spentByStaking(db, live, now),
  ]);
  return new Map(
    stakings.map((s) => [
      s.id,
      spendableFrom(s, limits.get(s.id) ?? NO_LIMITS, spent.get(s.id) ?? NOTHING_SPENT),
    ]),
  );
}

/**
 * The first limit a payment of `amount` would break (its spec message), or null when every limit allows it. The
 * balance is not a limit: the payment checks it apart.
 */
export function brokenLimit(
  amount: string,
  limits: SpendLimits,
  spent: StakingSpent,
): string | null {
  for (const { limit, spent: window, message } of SPEND_CHECKS) {
    const value = limits[limit];
    if (value !== null && compare(add(spent[window], amount), value) > 0) return message;
  }
  return null;
}

/** One staking's limits and spending, read in `db` (payment.ts reads them under the staking's row lock). */
export async function stakingSpending(db: Db, stakingId: string, now: Date) {
  // One after the other: inside a database transaction the queries share its connection.
  const limits = await limitsByStaking(db, [stakingId]);
  const spent = await spentByStaking(db, [stakingId], now);
  return {
    limits: limits.get(stakingId) ?? NO_LIMITS,
    spent: spent.get(stakingId) ?? NOTHING_SPENT,
  };
}
