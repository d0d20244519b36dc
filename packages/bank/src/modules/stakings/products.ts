import {
  CURRENCIES,
  STAKING_FREQUENCIES,
  STAKING_TERM_UNITS,
  decimal,
  isCurrency,
  isDecimalString,
  roundDown,
  toPlainString,
  STAKING_LIMITS,
  type Currency,
  type StakingFrequency,
  type StakingProduct,
  type StakingTermUnit,
} from '@axia/core';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { BankContext } from '../../context';
import type { StakingProductTable } from '../../db/schema';
import type { Db } from '../common/user';

// Seed 002 §3 'Staking product' (a pool): the sandbox's catalogue, the back office's product management and the
// product as the API shows it.

export type StakingProductRow = Selectable<StakingProductTable>;

/** A product as the back office gives it (POST /sandbox/admin/staking-products, CLI `staking-product <json>`). */
const amount = z
  .string()
  .trim()
  .refine((v) => isDecimalString(v) && !v.startsWith('-'), 'must be a decimal of at least 0');
export const stakingProductAdminSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,40}$/, 'code: 2 to 40 of A-Z, 0-9 and _'),
  name: z.string().trim().min(1).max(100),
  shortDesc: z.string().max(300).default(''),
  longDesc: z.string().max(5000).default(''),
  currency: z.enum(CURRENCIES),
  /** A fraction: '0.12' is 12 % APR. */
  annualInterestRate: amount.refine((v) => decimal(v).lt(10), 'must be below 10 (1000 %)'),
  term: z.number().int().min(1).max(3650),
  termUnit: z.enum(STAKING_TERM_UNITS),
  frequency: z.enum(STAKING_FREQUENCIES),
  endAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** The most one staking may hold; 0: no limit. */
  individualRoomLimit: amount.default('0'),
  /** -1: unlimited. */
  maximumApplyNumbers: z.number().int().min(-1).max(1000).default(-1),
  /** What the pool can still take. */
  roomRemain: amount,
  isPrivate: z.boolean().default(false),
  enableAddAmount: z.boolean().default(true),
  /** Payments from a staking (cards, gift cards) per day, week, month and in all; null: none. */
  dailySpendLimit: amount.nullable().default(null),
  weeklySpendLimit: amount.nullable().default(null),
  monthlySpendLimit: amount.nullable().default(null),
  deductionLimit: amount.nullable().default(null),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type StakingProductInput = z.input<typeof stakingProductAdminSchema>;

const AXC_SPEND = {
  dailySpendLimit: '1000',
  weeklySpendLimit: '5000',
  monthlySpendLimit: '10000',
  deductionLimit: '20000',
};

/** The sandbox catalogue (README 'Staking pools'). Seeded once; the back office changes it later. */
export const SANDBOX_STAKING_PRODUCTS: StakingProductInput[] = [
  {
    code: 'AXC_FLEX_30D',
    name: 'AXC Flexible 30',
    shortDesc: '30 days, 12% APR, rewards daily',
    longDesc:
      'Stake AXC for 30 days and earn 12% APR, credited every day. Open to everyone; up to 100,000 AXC per staking.',
    currency: 'AXC',
    annualInterestRate: '0.12',
    term: 30,
    termUnit: 'DAYS',
    frequency: 'DAILY',
    individualRoomLimit: '100000',
    maximumApplyNumbers: -1,
    roomRemain: '50000000',
    sortOrder: 10,
    ...AXC_SPEND,
  },
  {
    code: 'AXC_QUARTER_3M',
    name: 'AXC Quarter',
    shortDesc: '3 months, 15% APR, rewards monthly',
    longDesc:
      'Stake AXC for 3 months and earn 15% APR, credited at the end of each month. Up to 3 stakings per member.',
    currency: 'AXC',
    annualInterestRate: '0.15',
    term: 3,
    termUnit: 'MONTHS',
    frequency: 'MONTHLY',
    maximumApplyNumbers: 3,
    roomRemain: '20000000',
    sortOrder: 20,
    ...AXC_SPEND,
  },
  {
    code: 'AXC_ANNUAL_1Y',
    name: 'AXC Annual',
    shortDesc: '1 year, 20% APR, rewards yearly',
    longDesc:
      'Stake AXC for a year and earn 20% APR, credited at the end of the year. One staking per member, up to 50,000 AXC.',
    currency: 'AXC',
    annualInterestRate: '0.2',
    term: 1,
    termUnit: 'YEARS',
    frequency: 'YEARLY',
    individualRoomLimit: '50000',
    maximumApplyNumbers: 1,
    roomRemain: '10000000',
    sortOrder: 30,
    ...AXC_SPEND,
  },
  {
    code: 'AXC_FIXED_6M',
    name: 'AXC Fixed 6',
    shortDesc: '6 months, 14% APR, rewards monthly, no top-ups',
    longDesc:
      'Stake AXC for 6 months and earn 14% APR, credited monthly. The amount is fixed when you apply: funds cannot be added later.',
    currency: 'AXC',
    annualInterestRate: '0.14',
    term: 6,
    termUnit: 'MONTHS',
    frequency: 'MONTHLY',
    maximumApplyNumbers: -1,
    roomRemain: '10000000',
    enableAddAmount: false,
    sortOrder: 40,
    ...AXC_SPEND,
  },
  {
    code: 'USAX_SAVER_60D',
    name: 'USAX Saver 60',
    shortDesc: '60 days, 8% APR, rewards daily',
    longDesc: 'Stake USAX from your USAX account for 60 days and earn 8% APR, credited every day.',
    currency: 'USAX',
    annualInterestRate: '0.08',
    term: 60,
    termUnit: 'DAYS',
    frequency: 'DAILY',
    maximumApplyNumbers: -1,
    roomRemain: '5000000',
    sortOrder: 50,
    dailySpendLimit: '500',
    weeklySpendLimit: '2000',
    monthlySpendLimit: '5000',
    deductionLimit: '10000',
  },
  {
    code: 'AXC_FULL_14D',
    name: 'AXC Sprint 14',
    shortDesc: '14 days, 10% APR, rewards daily (full)',
    longDesc: 'Stake AXC for 14 days and earn 10% APR. This pool is full.',
    currency: 'AXC',
    annualInterestRate: '0.1',
    term: 14,
    termUnit: 'DAYS',
    frequency: 'DAILY',
    maximumApplyNumbers: 5,
    roomRemain: '0',
    sortOrder: 60,
    ...AXC_SPEND,
  },
  {
    code: 'AXC_PRIVATE_90D',
    name: 'AXC Private 90',
    shortDesc: '90 days, 25% APR, rewards daily (by invitation)',
    longDesc:
      'A private pool: not listed, a staking in it is made by the bank (back office). 25% APR for 90 days.',
    currency: 'AXC',
    annualInterestRate: '0.25',
    term: 90,
    termUnit: 'DAYS',
    frequency: 'DAILY',
    maximumApplyNumbers: -1,
    roomRemain: '100000000',
    isPrivate: true,
    sortOrder: 70,
    ...AXC_SPEND,
  },
];

function productValues(input: z.output<typeof stakingProductAdminSchema>, now: Date) {
  return {
    code: input.code,
    name: input.name,
    short_desc: input.shortDesc,
    long_desc: input.longDesc,
    currency: input.currency,
    annual_interest_rate: input.annualInterestRate,
    term: input.term,
    term_unit: input.termUnit,
    frequency: input.frequency,
    end_at: input.endAt ? new Date(input.endAt) : null,
    individual_room_limit: input.individualRoomLimit,
    maximum_apply_numbers: input.maximumApplyNumbers,
    room_remain: input.roomRemain,
    is_private: input.isPrivate,
    enable_add_amount: input.enableAddAmount,
    daily_spend_limit: input.dailySpendLimit,
    weekly_spend_limit: input.weeklySpendLimit,
    monthly_spend_limit: input.monthlySpendLimit,
    deduction_limit: input.deductionLimit,
    sort_order: input.sortOrder,
    created_at: now,
  };
}

/** Inserts the sandbox catalogue's products that do not exist yet (an existing code is left as it is). */
export async function ensureStakingProducts(db: Db, now: Date) {
  const values = SANDBOX_STAKING_PRODUCTS.map((p) =>
    productValues(stakingProductAdminSchema.parse(p), now),
  );
  await db
    .insertInto('staking_products')
    .values(values)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** The back office: creates the product `code`, or replaces every field of it (created_at kept). */
export async function upsertStakingProduct(
  ctx: BankContext,
  body: z.output<typeof stakingProductAdminSchema>,
) {
  const values = productValues(body, ctx.clock.now());
  const { created_at: _created, code: _code, ...changes } = values;
  await ctx.db
    .insertInto('staking_products')
    .values(values)
    .onConflict((oc) => oc.column('code').doUpdateSet(changes))
    .execute();
  const row = await ctx.db
    .selectFrom('staking_products')
    .selectAll()
    .where('code', '=', body.code)
    .executeTakeFirstOrThrow();
  return { ...toStakingProduct(row, 0), enableAddAmount: row.enable_add_amount };
}

// Views.

export const iso = (value: Date | string) => new Date(value).toISOString();
export const plain = (value: string) => toPlainString(decimal(value));
export const productCurrency = (row: Pick<StakingProductRow, 'currency'>): Currency =>
  isCurrency(row.currency) ? row.currency : 'AXC';
/** A staking amount as shown: 5 decimals (seed 002 §9), rounded down. */
export const stakingAmount = (value: string) => roundDown(value, STAKING_LIMITS.decimals);

/** True when the product takes no more applications (its end has passed). */
export const productEnded = (row: Pick<StakingProductRow, 'end_at'>, now: Date) =>
  row.end_at !== null && new Date(row.end_at).getTime() <= now.getTime();

/** A row as the contract's StakingProduct, with how many stakings the customer has in it (any status). */
export function toStakingProduct(
  row: StakingProductRow,
  userAppliedNumbers: number,
): StakingProduct {
  return {
    code: row.code,
    name: row.name,
    shortDesc: row.short_desc,
    longDesc: row.long_desc,
    currency: productCurrency(row),
    annualInterestRate: plain(row.annual_interest_rate),
    term: row.term,
    termUnit: row.term_unit as StakingTermUnit,
    frequency: row.frequency as StakingFrequency,
    endAt: row.end_at ? iso(row.end_at) : null,
    individualRoomLimit: stakingAmount(row.individual_room_limit),
    maximumApplyNumbers: row.maximum_apply_numbers,
    userAppliedNumbers,
    roomRemain: stakingAmount(row.room_remain),
    isPrivate: row.is_private,
  };
}

/** How many stakings the user has per product (any status). */
export async function appliedCounts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stakings')
    .select(['product_code', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('product_code')
    .execute();
  return new Map(rows.map((r) => [r.product_code, Number(r.n)]));
}
