import { z } from 'zod';
import {
  STAKING_ACTIVITY_CODES,
  STAKING_FREQUENCIES,
  STAKING_STATUSES,
  STAKING_TERM_UNITS,
} from '../domain/staking';
import { decimalAmount } from './amount';
import { currencySchema } from './schemas';

// The staking calls' payloads (seed 002 §3, §7). Amounts are decimal strings (5 decimals for AXC); the bank checks
// every rule again (minimum, room, balance, status), so these schemas fix shapes only.

const id = z.string().trim().min(1).max(64);
const decimalString = z.string();
/** An amount as a decimal string; whether it is above 0 (and above the minimum) is the bank's rule to say. */
const amountInput = decimalAmount('amount');
const pageQuery = {
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
};
const order = z.enum(['asc', 'desc']);

export const stakingStatusSchema = z.enum(STAKING_STATUSES);
export const stakingActivityCodeSchema = z.enum(STAKING_ACTIVITY_CODES as [string, ...string[]]);

/** §3 'Staking product' (a pool). */
export const stakingProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  shortDesc: z.string(),
  longDesc: z.string(),
  currency: currencySchema,
  /** A fraction ('0.12'); shown × 100 as the APR. */
  annualInterestRate: decimalString,
  term: z.number().int().positive(),
  termUnit: z.enum(STAKING_TERM_UNITS),
  frequency: z.enum(STAKING_FREQUENCIES),
  /** The last moment to apply (ISO), or null. */
  endAt: z.string().nullable(),
  /** The most one staking may hold (0: no limit). */
  individualRoomLimit: decimalString,
  /** -1: unlimited. */
  maximumApplyNumbers: z.number().int(),
  userAppliedNumbers: z.number().int().nonnegative(),
  roomRemain: decimalString,
  isPrivate: z.boolean(),
});
export type StakingProduct = z.infer<typeof stakingProductSchema>;

export const interestRecordSchema = z.object({
  /** The day the reward is for (YYYY-MM-DD, UTC). */
  date: z.string(),
  dailyRewardAmount: decimalString,
  currency: currencySchema,
});
export type InterestRecord = z.infer<typeof interestRecordSchema>;

export const autoEnrollmentSchema = z.object({
  id: z.string(),
  stakingId: z.string(),
  autoEnrollStakingProductCode: z.string(),
  /** The pool's name, for the customer (the code is the bank's); absent where the bank does not read it. */
  autoEnrollStakingProductName: z.string().optional(),
  autoEnrollAmount: decimalString,
  /** autoEnrollAmount ÷ the staking's total when it was set (0..1). */
  autoEnrollPercentage: decimalString,
  /**
   * Ours (issue 29 #4): why it will not, or did not, run at term end (the pool full or closed …); absent or null
   * when nothing stands in its way. The page then no longer promises the re-enrollment.
   */
  notice: z.string().nullable().optional(),
  /** When the re-enrollment was carried out (ISO); null while it is still to come. */
  executedAt: z.string().nullable().optional(),
});
export type AutoEnrollment = z.infer<typeof autoEnrollmentSchema>;

/** §3 'User staking'. */
export const userStakingSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  name: z.string(),
  shortDesc: z.string(),
  /** The principal. */
  amount: decimalString,
  currency: currencySchema,
  /** Rewards credited so far. */
  interestAmount: decimalString,
  /** What a card or gift-card payment may take from it now (the deduction limits applied). */
  spendableAmount: decimalString,
  annualInterestRate: decimalString,
  status: stakingStatusSchema,
  createdAt: z.string(),
  /** The first 00:00 UTC after applying. */
  termStartAt: z.string(),
  termEndAt: z.string(),
  term: z.number().int().positive(),
  termUnit: z.enum(STAKING_TERM_UNITS),
  frequency: z.enum(STAKING_FREQUENCIES),
  productCode: z.string(),
  productRoomRemain: decimalString,
  productEndAt: z.string().nullable(),
  productIndividualRoomLimit: decimalString,
  stakingProductIsPrivate: z.boolean(),
  enableAddAmount: z.boolean(),
  /** USD per AXC at the bank's rate. */
  rateInUsd: decimalString,
  /** spendableAmount in USD. */
  maximumWithdrawUsdAmount: decimalString,
  interestRecords: z.array(interestRecordSchema),
  autoEnrollments: z.array(autoEnrollmentSchema),
});
export type UserStaking = z.infer<typeof userStakingSchema>;

const spendableChange = z.object({
  amountChangedInAxc: decimalString,
  amountChangedInUsd: decimalString,
});
const party = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountPublicId: z.string(),
});

/** §3 'Staking activity'. */
export const stakingActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Signed: what the staking's total changed by. */
  amountChanged: decimalString,
  currency: currencySchema,
  completedAt: z.string(),
  updatedAt: z.string(),
  stakingActivityTypeCode: stakingActivityCodeSchema,
  staking: z.object({ id: z.string(), publicId: z.string() }),
  metaData: z.object({
    fromUserSpendableAmountChange: spendableChange.optional(),
    toUserSpendableAmountChange: spendableChange.optional(),
  }),
  internalTransaction: z
    .object({ from: party.nullable(), to: party.nullable(), publicId: z.string() })
    .nullable(),
});
export type StakingActivity = z.infer<typeof stakingActivitySchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalCount: z.number().int().nonnegative() });

export const stakingProductPageSchema = page(stakingProductSchema);
export const userStakingPageSchema = page(userStakingSchema);
export const interestRecordPageSchema = page(interestRecordSchema);
export const stakingActivityPageSchema = page(stakingActivitySchema);

// §7 queries and bodies.
export const availableStakingQuerySchema = z.strictObject({
  currency: currencySchema.optional(),
  ...pageQuery,
});
export const userStakingsQuerySchema = z.strictObject({
  ...pageQuery,
  order: order.optional(),
  status: stakingStatusSchema.optional(),
});
export const stakingIdParamsSchema = z.strictObject({ id });
export const stakingQuerySchema = z.strictObject({
  num_of_records: z.coerce.number().int().min(0).max(1000).optional(),
});
export const interestRecordsQuerySchema = z.strictObject({
  ...pageQuery,
  orderBy: z.enum(['date']).optional(),
  order: order.optional(),
});
/** A comma-separated list or a repeated parameter. */
const codeList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()))
  .pipe(z.array(stakingActivityCodeSchema));
export const stakingActivitiesQuerySchema = z.strictObject({
  stakingId: id.optional(),
  ...pageQuery,
  orderBy: z.enum(['completed_at', 'created_at']).optional(),
  order: order.optional(),
  orderBy2: z.enum(['completed_at', 'created_at']).optional(),
  order2: order.optional(),
  completedAtGte: z.string().datetime({ offset: true }).optional(),
  completedAtLte: z.string().datetime({ offset: true }).optional(),
  includeTotalCount: z.enum(['true', 'false']).optional(),
  activitiesIn: codeList.optional(),
});
export const stakingActivityParamsSchema = z.strictObject({ activityId: id });

export const applyStakingBodySchema = z.strictObject({
  fromAccountId: id,
  amount: amountInput,
});
/**
 * Adding to a staking takes what applying takes.
 * @alias of applyStakingBodySchema, named for its operation
 */
export const addStakingAmountBodySchema = applyStakingBodySchema;
export const claimStakingBodySchema = z.strictObject({ toAccountId: id });
export const createAutoEnrollmentBodySchema = z.strictObject({
  stakingId: id,
  autoEnrollStakingProductCode: id,
  autoEnrollAmount: amountInput,
});
export const updateAutoEnrollmentBodySchema = z.strictObject({
  id,
  autoEnrollStakingProductCode: id,
  autoEnrollAmount: amountInput,
});
