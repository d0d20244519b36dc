import { z } from 'zod';
import { currencySchema } from './schemas';

// The pictures' data (issue 30): an account's daily closing balance, the customer's holdings valued in USD, a
// currency's USD rate history and a staking's rewards by day. Amounts are exact decimal strings like every other
// call; the bank computes them from the postings, its rate source and the staking's interest records.

const id = z.string().trim().min(1).max(64);
const decimalString = z.string();
/** A calendar day, YYYY-MM-DD, in UTC (the bank's day). */
const day = z.string();

/** The ranges of a balance history: 30 days, 90 days, 1 year. */
export const BALANCE_HISTORY_RANGES = ['30d', '90d', '1y'] as const;
export type BalanceHistoryRange = (typeof BALANCE_HISTORY_RANGES)[number];

/** The ranges of a rate history: the rate card's 24 hours and 7 days, and the longer ones. */
export const RATE_HISTORY_RANGES = ['24h', '7d', '30d', '90d', '1y'] as const;
export type RateHistoryRange = (typeof RATE_HISTORY_RANGES)[number];

export const balanceHistoryParamsSchema = z.strictObject({ accountId: id });
export const balanceHistoryQuerySchema = z.strictObject({
  range: z.enum(BALANCE_HISTORY_RANGES).default('30d'),
});

/** One day's closing balance: the balance after the day's last posting (the previous day's if none). */
export const balancePointSchema = z.object({ date: day, balance: decimalString });

/**
 * An account's closing balance on every day of the range, oldest first, from the later of the range's first day and
 * the account's opening day through today; the last point is today's balance, equal to the account's `amount`.
 */
export const balanceHistorySchema = z.object({
  accountId: z.string(),
  currency: currencySchema,
  range: z.enum(BALANCE_HISTORY_RANGES),
  points: z.array(balancePointSchema),
});

export const HOLDING_CATEGORIES = ['FIAT', 'CRYPTO', 'STAKED'] as const;
export type HoldingCategory = (typeof HOLDING_CATEGORIES)[number];

/** One part of what the customer holds, in its currency and in USD at the bank's rate. */
export const holdingSchema = z.object({
  /** Stable key of the part, e.g. `FIAT:EUR`, `CRYPTO:AXC`, `STAKED:AXC`. */
  key: z.string(),
  category: z.enum(HOLDING_CATEGORIES),
  currency: currencySchema,
  /** Sum over the customer's accounts (or live stakings) of this category and currency. */
  amount: decimalString,
  /** USD per unit used for usdValue (1 for USD). */
  usdRate: decimalString,
  /** amount × usdRate, rounded down to cents. */
  usdValue: decimalString,
});

/** Every non-zero holding, largest USD value first; totalUsd is the exact sum of the parts' usdValue. */
export const holdingsSchema = z.object({
  totalUsd: decimalString,
  /** When the rates were read (ISO). */
  ratedAt: z.string(),
  holdings: z.array(holdingSchema),
});

export const rateHistoryQuerySchema = z.strictObject({
  currency: z.enum(['AXC', 'USAX', 'EUR', 'GBP']),
  range: z.enum(RATE_HISTORY_RANGES).default('24h'),
});

export const ratePointSchema = z.object({ at: z.string(), rate: decimalString });

/**
 * USD per unit of `currency` as the bank's rate source produced it, oldest first, at most a few hundred points
 * (sampled evenly over the range); the last point is the current rate (`getConversionRate` to USD).
 */
export const rateHistorySchema = z.object({
  currency: currencySchema,
  quote: z.literal('USD'),
  range: z.enum(RATE_HISTORY_RANGES),
  points: z.array(ratePointSchema),
});

export const stakingRewardPointSchema = z.object({
  date: day,
  /** The day's reward (0 on a day without one). */
  reward: decimalString,
  /** Rewards from the term's start through this day. */
  cumulative: decimalString,
});

/**
 * A staking's rewards by day from its term's first day through the last accrued day (never past the term's end);
 * the last cumulative equals the staking's interest so far.
 */
export const stakingRewardHistorySchema = z.object({
  stakingId: z.string(),
  currency: currencySchema,
  termStartDate: day,
  termEndDate: day,
  points: z.array(stakingRewardPointSchema),
});
