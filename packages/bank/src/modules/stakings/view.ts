import {
  STAKING_LIMITS,
  STAKING_STATUSES,
  add,
  compare,
  multiply,
  roundDown,
  FIAT_DECIMALS,
  type AutoEnrollment,
  type Currency,
  type InterestRecord,
  type StakingFrequency,
  type StakingStatus,
  type StakingTermUnit,
  type UserStaking,
} from '@axia/core';
import { sql, type Selectable } from 'kysely';
import type { BankContext } from '../../context';
import type { StakingAutoEnrollmentTable, StakingTable } from '../../db/schema';
import type { Db } from '../common/user';
import { usdRates } from '../currency/service';
import { spendableAmounts } from './spending';
import {
  appliedCounts,
  iso,
  plain,
  productCurrency,
  stakingAmount,
  type StakingProductRow,
} from './products';
import { reEnrollProblem, reEnrollReason, RE_ENROLL_NOTICES } from './re-enroll-rule';

// Seed 002 §3 'User staking' as the API shows it: the stakings row, its product, its latest interest records, its
// auto-enrollment, what it may spend now (spending.ts) and the bank's USD rate.

export type StakingRow = Selectable<StakingTable>;
export type AutoEnrollmentRow = Selectable<StakingAutoEnrollmentTable>;

interface UserStakingExtras {
  /** USD per unit of the staking's currency. */
  rateInUsd: string;
  /** What a payment may take from it now (AXC, 5 decimals). */
  spendableAmount: string;
  interestRecords: { date: string; daily_reward_amount: string; currency: string }[];
  autoEnrollments: AutoEnrollmentRow[];
  /** reEnrollNotice of each auto-enrollment, by id. */
  notices?: Map<string, string | null>;
  /** The names of the pools the auto-enrollments go to, by code. */
  poolNames?: ReadonlyMap<string, string>;
}

const stakingStatus = (value: string): StakingStatus =>
  (STAKING_STATUSES as readonly string[]).includes(value) ? (value as StakingStatus) : 'FROZEN';

export function toAutoEnrollment(
  row: AutoEnrollmentRow,
  notice: string | null = null,
  productName?: string,
): AutoEnrollment {
  return {
    id: row.id,
    stakingId: row.staking_id,
    autoEnrollStakingProductCode: row.product_code,
    ...(productName === undefined ? {} : { autoEnrollStakingProductName: productName }),
    autoEnrollAmount: stakingAmount(row.amount),
    autoEnrollPercentage: roundDown(row.percentage, 8),
    notice,
    executedAt: row.executed_at === null ? null : new Date(row.executed_at).toISOString(),
  };
}

/**
 * What the page says of an auto-enrollment not yet carried out (issue 29 #4): why the term end did not carry it out,
 * or, while the staking runs, why it could not be now (the pool since full or closed); null when nothing stands in
 * its way.
 */
function reEnrollNotice(
  plan: AutoEnrollmentRow,
  staking: StakingRow,
  context: {
    target: StakingProductRow | undefined;
    currency: Currency;
    applied: number;
    now: Date;
  },
): string | null {
  if (plan.executed_at) return null;
  if (plan.failure_reason) return RE_ENROLL_NOTICES.notCarriedOut(plan.failure_reason);
  if (staking.status !== 'CREATED' && staking.status !== 'IN_TERM') return null;
  const total = add(String(staking.amount), String(staking.interest_amount));
  const amount = compare(String(plan.amount), total) < 0 ? String(plan.amount) : total;
  const problem = reEnrollProblem(context.target, { ...context, amount });
  return (
    problem &&
    RE_ENROLL_NOTICES.willNotRun(
      reEnrollReason(problem, context.target?.name ?? plan.product_code, context.currency),
    )
  );
}

/** A staking pool's name by its code (for an auto-enrollment's answer); undefined for an unknown code. */
export async function poolName(db: Db, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('staking_products')
    .select('name')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.name;
}

/** One staking as the contract's UserStaking. */
function toUserStaking(
  row: StakingRow,
  product: StakingProductRow,
  extras: UserStakingExtras,
): UserStaking {
  const currency = productCurrency(product);
  return {
    id: row.id,
    publicId: row.public_id,
    name: product.name,
    shortDesc: product.short_desc,
    amount: stakingAmount(row.amount),
    currency,
    interestAmount: stakingAmount(row.interest_amount),
    spendableAmount: stakingAmount(extras.spendableAmount),
    annualInterestRate: plain(product.annual_interest_rate),
    status: stakingStatus(row.status),
    createdAt: iso(row.created_at),
    termStartAt: iso(row.term_start_at),
    termEndAt: iso(row.term_end_at),
    term: product.term,
    termUnit: product.term_unit as StakingTermUnit,
    frequency: product.frequency as StakingFrequency,
    productCode: product.code,
    productRoomRemain: stakingAmount(product.room_remain),
    productEndAt: product.end_at ? iso(product.end_at) : null,
    productIndividualRoomLimit: stakingAmount(product.individual_room_limit),
    stakingProductIsPrivate: product.is_private,
    enableAddAmount: product.enable_add_amount,
    rateInUsd: plain(extras.rateInUsd),
    maximumWithdrawUsdAmount: roundDown(
      multiply(extras.spendableAmount, extras.rateInUsd),
      FIAT_DECIMALS,
    ),
    interestRecords: extras.interestRecords.map((r): InterestRecord => ({
      date: r.date,
      dailyRewardAmount: stakingAmount(r.daily_reward_amount),
      currency,
    })),
    autoEnrollments: extras.autoEnrollments.map((plan) =>
      toAutoEnrollment(
        plan,
        extras.notices?.get(plan.id) ?? null,
        extras.poolNames?.get(plan.product_code),
      ),
    ),
  };
}

/**
 * Several stakings as UserStakings, their products, records (the latest `numOfRecords` of each, newest first),
 * auto-enrollments and spendable amounts read in one query each.
 */
export async function userStakings(
  ctx: BankContext,
  rows: StakingRow[],
  options: { numOfRecords?: number; db?: Db } = {},
): Promise<UserStaking[]> {
  if (rows.length === 0) return [];
  const db = options.db ?? ctx.db;
  const numOfRecords = options.numOfRecords ?? STAKING_LIMITS.userStakingPageSize;
  const ids = rows.map((r) => r.id);
  const codes = [...new Set(rows.map((r) => r.product_code))];
  const now = ctx.clock.now();
  const [products, records, enrollments, spendable, rates] = await Promise.all([
    db.selectFrom('staking_products').selectAll().where('code', 'in', codes).execute(),
    numOfRecords > 0
      ? sql<{ staking_id: string; date: string; daily_reward_amount: string; currency: string }>`
          SELECT staking_id, date, daily_reward_amount, currency FROM (
            SELECT staking_id, date, daily_reward_amount, currency,
              row_number() OVER (PARTITION BY staking_id ORDER BY date DESC) AS n
            FROM staking_interest_records
            WHERE staking_id IN (${sql.join(ids)})
          ) latest WHERE n <= ${numOfRecords} ORDER BY date DESC`
          .execute(db)
          .then((r) => r.rows)
      : Promise.resolve([]),
    db.selectFrom('staking_auto_enrollments').selectAll().where('staking_id', 'in', ids).execute(),
    spendableAmounts(db, rows, now),
    usdRates(ctx),
  ]);
  const productByCode = new Map(products.map((p) => [p.code, p]));
  // The pools chosen for re-enrollment (their names; for those still to come, their notices), and how often each
  // customer applied to each.
  const pending = enrollments.filter((plan) => !plan.executed_at);
  const targetCodes = [...new Set(enrollments.map((plan) => plan.product_code))].filter(
    (code) => !productByCode.has(code),
  );
  if (targetCodes.length > 0)
    for (const target of await db
      .selectFrom('staking_products')
      .selectAll()
      .where('code', 'in', targetCodes)
      .execute())
      productByCode.set(target.code, target);
  const stakingById = new Map(rows.map((row) => [row.id, row]));
  const owners = [...new Set(pending.map((plan) => stakingById.get(plan.staking_id)!.user_id))];
  const appliedOf = new Map(
    await Promise.all(owners.map(async (id) => [id, await appliedCounts(db, id)] as const)),
  );
  const notices = new Map(
    pending.map((plan) => {
      const staking = stakingById.get(plan.staking_id)!;
      return [
        plan.id,
        reEnrollNotice(plan, staking, {
          target: productByCode.get(plan.product_code),
          currency: productCurrency(productByCode.get(staking.product_code)!),
          applied: appliedOf.get(staking.user_id)?.get(plan.product_code) ?? 0,
          now,
        }),
      ];
    }),
  );
  const poolNames = new Map([...productByCode.values()].map((p) => [p.code, p.name]));
  // Each staking's records and auto-enrollments, grouped once (not filtered again for every staking).
  const recordsOf = byStaking(records);
  const enrollmentsOf = byStaking(enrollments);
  return rows.map((row) => {
    const product = productByCode.get(row.product_code)!;
    return toUserStaking(row, product, {
      rateInUsd: rates[productCurrency(product)],
      spendableAmount: spendable.get(row.id) ?? '0',
      interestRecords: recordsOf.get(row.id) ?? [],
      autoEnrollments: enrollmentsOf.get(row.id) ?? [],
      notices,
      poolNames,
    });
  });
}

/** Rows grouped by their staking_id (Map.groupBy, which Node 20 lacks). */
function byStaking<T extends { staking_id: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.staking_id);
    if (group) group.push(row);
    else groups.set(row.staking_id, [row]);
  }
  return groups;
}

export async function userStaking(
  ctx: BankContext,
  row: StakingRow,
  options: { numOfRecords?: number; db?: Db } = {},
): Promise<UserStaking> {
  return (await userStakings(ctx, [row], options))[0]!;
}
