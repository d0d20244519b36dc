// Seed 002 §2 Staking, §3 (staking product, user staking, interest record, staking activity, auto-enrolment), §4,
// §5, §8, §9: the statuses, activity codes, constants, messages and rules of staking. One home for the bank (which
// enforces them) and the app (which shows them), so the two cannot disagree.

import { add, compare, divide, isPositive, multiply, roundDown, subtract } from '../money/decimal';

export const STAKING_STATUSES = [
  'CREATED',
  'IN_TERM',
  'READY_TO_CLAIM',
  'CLAIMED',
  'CLOSED',
  'SUSPENDED',
  'FROZEN',
] as const;
export type StakingStatus = (typeof STAKING_STATUSES)[number];

export const STAKING_STATUS_LABELS: Record<StakingStatus, string> = {
  CREATED: 'Created',
  IN_TERM: 'In term',
  READY_TO_CLAIM: 'Ready to claim',
  CLAIMED: 'Claimed',
  CLOSED: 'Closed',
  SUSPENDED: 'Suspended',
  FROZEN: 'Frozen',
};

/** §4: the list shows principal plus rewards for these, the status label for the others. */
export const ACTIVE_STAKING_STATUSES = ['CREATED', 'IN_TERM', 'READY_TO_CLAIM'] as const;
/** §2, §4: the status filter offers ALL plus the non-active statuses. */
export const STAKING_FILTER_STATUSES = STAKING_STATUSES.filter(
  (status) => !(ACTIVE_STAKING_STATUSES as readonly string[]).includes(status),
) as Exclude<StakingStatus, (typeof ACTIVE_STAKING_STATUSES)[number]>[];

export const isActiveStakingStatus = (status: string) =>
  (ACTIVE_STAKING_STATUSES as readonly string[]).includes(status);

export const STAKING_FREQUENCIES = ['DAILY', 'MONTHLY', 'YEARLY'] as const;
export type StakingFrequency = (typeof STAKING_FREQUENCIES)[number];
export const STAKING_FREQUENCY_LABELS: Record<StakingFrequency, string> = {
  DAILY: 'Daily',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};

export const STAKING_TERM_UNITS = ['DAYS', 'MONTHS', 'YEARS'] as const;
export type StakingTermUnit = (typeof STAKING_TERM_UNITS)[number];

/** '30 days', '1 month', '2 years'. */
export function termLabel(term: number, unit: StakingTermUnit): string {
  const noun = unit === 'DAYS' ? 'day' : unit === 'MONTHS' ? 'month' : 'year';
  return `${term} ${noun}${term === 1 ? '' : 's'}`;
}

/**
 * §3 'Staking activity codes', in the spec's order. The card and gift-card codes come with their refunds; the
 * ADMIN_* codes are the back office's.
 */
export const STAKING_ACTIVITY_TYPES = {
  CUSTOMER_CREATE: 'Staking created',
  CUSTOMER_ADD_AMOUNT: 'Amount added',
  ISSUE_CARD: 'Card issued',
  ISSUE_CARD_REFUND: 'Card issue refund',
  CONVERT_CARD_TO_PHYSICAL: 'Card converted to physical',
  CONVERT_CARD_TO_PHYSICAL_REFUND: 'Physical card refund',
  LOAD_CARD: 'Card loaded',
  LOAD_CARD_REFUND: 'Card load refund',
  BUY_GIFT_CARD: 'Gift card bought',
  BUY_GIFT_CARD_REFUND: 'Gift card refund',
  CLAIM: 'Staking claimed',
  RE_ENROLL: 'Re-enrolled',
  INTEREST_UPDATE: 'Rewards',
  PROMOTION: 'Promotion',
  SERVICE_FEE: 'Service fee',
  ADMIN_CREATE: 'Staking created by the bank',
  ADMIN_ADD_AMOUNT: 'Amount added by the bank',
  ADMIN_DEDUCT: 'Amount deducted by the bank',
  ADMIN_CLOSE: 'Staking closed',
  ADMIN_SUSPEND: 'Staking suspended',
  ADMIN_FREEZE: 'Staking frozen',
  ADMIN_RESUME: 'Staking resumed',
  NETWORK_TOKEN_SPLIT: 'Network token split',
  AXPAY_DEPOSIT: 'AXPay deposit',
  AXPAY_WITHDRAWAL: 'AXPay withdrawal',
  MONTHLY_LOW_ASSET_FEE: 'Monthly low asset fee',
} as const;
export type StakingActivityType = keyof typeof STAKING_ACTIVITY_TYPES;
export const STAKING_ACTIVITY_CODES = Object.keys(STAKING_ACTIVITY_TYPES) as StakingActivityType[];
/** §7: GET /staking/activities' activitiesIn defaults to every code except the interest updates. */
export const DEFAULT_ACTIVITIES_IN = STAKING_ACTIVITY_CODES.filter(
  (code) => code !== 'INTEREST_UPDATE',
);

/** What a payment from a staking (cards, gift cards) writes as its activity: these codes only. */
export const STAKING_PAYMENT_ACTIVITIES = [
  'ISSUE_CARD',
  'ISSUE_CARD_REFUND',
  'CONVERT_CARD_TO_PHYSICAL',
  'CONVERT_CARD_TO_PHYSICAL_REFUND',
  'LOAD_CARD',
  'LOAD_CARD_REFUND',
  'BUY_GIFT_CARD',
  'BUY_GIFT_CARD_REFUND',
] as const satisfies readonly StakingActivityType[];
export type StakingPaymentActivity = (typeof STAKING_PAYMENT_ACTIVITIES)[number];

/** §9 business constants. */
export const STAKING_LIMITS = {
  poolPageSize: 24,
  userStakingPageSize: 90,
  rewardsLimit: 365,
  activitiesPageSize: 20,
  reEnrollmentWindowDays: 28,
  /** Minimum staking in AXC, enforced by the bank. */
  minimumAmount: '1',
  carouselScrollPx: 150,
  /** Staking balances are shown and kept with 5 decimals. */
  decimals: 5,
} as const;

/** §5, §8: the spec's strings, verbatim. */
export const STAKING_MESSAGES = {
  selectAccount: 'Please select an account',
  invalidAmount: 'Please enter a valid staking amount',
  applied: 'Staking has been applied successfully!',
  minimumDisplayed: 'Staking amount must be greater or equal to 1 AXC',
  /** The bank's message for an amount below the minimum; the app shows `minimumDisplayed` for it. */
  minimumServer: 'amount must be greater than or equal to 1',
  added: 'Amount has been added successfully!',
  claimAccountRequired: 'Please select an account to deposit the staking balance!',
  claimed: 'Staking has been claimed successfully!',
  reEnrollProductRequired: 'Please select a re-enroll product!',
  reEnrollAmountPositive: 'Re-enroll amount should be greater than 0.',
  reEnrollAmountTooHigh: (total: string) =>
    `Re-enroll amount should be lower than the staking total amount: ${total}`,
  autoEnrollSet: 'Auto re-enrollment has been set successfully!',
  autoEnrollUpdated: 'Auto re-enrollment has been updated successfully!',
  noPools: "There's no available staking.",
  noStakingsToSelect: 'No available stakings!',
  noStakings: 'No staking',
  noRecords: 'No records',
  dailySpendLimit: "Exceeded staking's daily spend limit",
  weeklySpendLimit: "Exceeded staking's weekly spend limit",
  monthlySpendLimit: "Exceeded staking's monthly spend limit",
  deductionLimit: 'Exceeded staking deduction limit',
} as const;

/** §8: the text the app shows for a failed apply or add (the minimum's server text becomes the spec's sentence). */
export function stakingErrorText(message: string): string {
  return message.includes(STAKING_MESSAGES.minimumServer)
    ? STAKING_MESSAGES.minimumDisplayed
    : message;
}

/** §9: APR = annualInterestRate × 100 with 2 decimals ('0.125' → '12.50'). */
export function aprPercent(annualInterestRate: string): string {
  const percent = roundDown(multiply(annualInterestRate, '100'), 2);
  const [
    whole,
    // Stryker disable next-line StringLiteral: roundDown(…, 2) always prints a point and 2 decimals, so there is always a fraction
    fraction = '',
  ] = percent.split('.');
  // Stryker disable next-line StringLiteral: the fraction already has its 2 digits (above), so the pad character is never used (Stryker's comment names a mutator, not one mutant: it also hides this line's empty-template mutant, which the tests kill)
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/**
 * One day's reward: principal × annualInterestRate ÷ 365, rounded down to 5 decimals. The remainder is never
 * carried or rounded up, so the bank never pays a fraction it did not earn.
 */
export function dailyReward(principal: string, annualInterestRate: string): string {
  return roundDown(
    divide(multiply(principal, annualInterestRate), '365', 20),
    STAKING_LIMITS.decimals,
  );
}

/** Principal plus rewards, the staking's total. */
export const stakingTotal = (staking: { amount: string; interestAmount: string }) =>
  add(staking.amount, staking.interestAmount);

// Dates: the bank's clock in UTC. A staking's term starts at the first 00:00 UTC after it was applied for (CREATED
// until then), and lasts its product's term; each calendar day of the term earns one day's reward.

const DAY_MS = 86_400_000;

/** 00:00 UTC of the day of `date`. */
export const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The term starts at the first 00:00 UTC after `appliedAt`. */
export const termStartFor = (appliedAt: Date) =>
  new Date(startOfUtcDay(appliedAt).getTime() + DAY_MS);

/** `date` plus `count` units, in UTC; a month or year past a shorter month ends on its last day. */
export function addTerm(date: Date, count: number, unit: StakingTermUnit): Date {
  if (unit === 'DAYS') return new Date(date.getTime() + count * DAY_MS);
  const months = unit === 'MONTHS' ? count : count * 12;
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Whole days from `from` to `to` (both at 00:00 UTC). */
export const daysBetween = (from: Date, to: Date) =>
  Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY_MS);

/** The product-side facts of a staking the §4 rules read. */
export interface StakingRuleInput {
  status: string;
  amount: string;
  enableAddAmount: boolean;
  stakingProductIsPrivate: boolean;
  termEndAt: string | null;
  productEndAt: string | null;
  productRoomRemain: string;
  /** The per-staking limit (0 or less: none). */
  productIndividualRoomLimit: string;
  autoEnrollments: readonly unknown[];
}

/**
 * §4: the room left for adding to a staking: the product's remaining room, capped by (per-staking limit − current
 * amount) when that limit is above 0. Never below 0.
 */
export function remainingRoom(staking: StakingRuleInput): string {
  let room = staking.productRoomRemain;
  if (isPositive(staking.productIndividualRoomLimit)) {
    const individual = subtract(staking.productIndividualRoomLimit, staking.amount);
    // Stryker disable next-line EqualityOperator: on a tie both are the same amount of room, so '<=' takes the same room (Stryker's comment names a mutator, not one mutant: it also hides this line's '>=' mutant, which the tests kill)
    if (compare(individual, room) < 0) room = individual;
  }
  // Stryker disable next-line EqualityOperator: a room of exactly 0 is 0 either way, so '<=' answers the same amount (Stryker's comment names a mutator, not one mutant: it also hides this line's '>=' mutant, which the tests kill)
  return compare(room, '0') < 0 ? '0' : room;
}

/** §4: re-enrollment is offered when IN_TERM and the term ends within 28 days (the feature flag is the caller's). */
export function reEnrollmentOpen(staking: StakingRuleInput, now: Date): boolean {
  if (staking.status !== 'IN_TERM' || !staking.termEndAt) return false;
  const end = new Date(staking.termEndAt).getTime();
  return (
    end > now.getTime() && end - now.getTime() <= STAKING_LIMITS.reEnrollmentWindowDays * DAY_MS
  );
}

/**
 * Why Add Funds is not offered, or null when it is (§4, every condition but the add-funds flag). Re-enrollment
 * being open blocks it only for a customer whose re-enrollment feature is on (§4: otherwise it is never open).
 */
export function addFundsRefusal(
  staking: StakingRuleInput,
  now: Date,
  reEnrollmentFeature: boolean,
): string | null {
  if (reEnrollmentFeature && reEnrollmentOpen(staking, now)) return 'Re-enrollment is open';
  if (!staking.enableAddAmount) return 'Adding funds is not enabled for this staking';
  if (staking.status !== 'CREATED' && staking.status !== 'IN_TERM')
    return 'Funds can only be added while the staking is created or in term';
  if (staking.stakingProductIsPrivate) return 'Funds cannot be added to a private staking';
  const passed = (at: string | null) => at !== null && new Date(at).getTime() <= now.getTime();
  if (passed(staking.termEndAt)) return 'The term has ended';
  if (passed(staking.productEndAt)) return 'The staking product has ended';
  if (!isPositive(remainingRoom(staking))) return 'There is no room left in this staking';
  return null;
}

/**
 * §4: a pool is listed while room remains, and the customer may still apply (unlimited, -1, or fewer applies than
 * its maximum). §4's sentence can be read as exempting an unlimited pool from the room; a full pool's Apply can only
 * fail, and 'There's no available staking.' could then never be shown (issue 42), so room holds for every pool.
 */
export function isPoolListed(product: {
  maximumApplyNumbers: number;
  userAppliedNumbers: number;
  roomRemain: string;
}): boolean {
  if (!isPositive(product.roomRemain)) return false;
  return (
    product.maximumApplyNumbers === -1 || product.userAppliedNumbers < product.maximumApplyNumbers
  );
}

/** §5: the re-enroll amount's error, or null (the total is principal plus rewards, shown with 5 decimals). */
export function reEnrollAmountError(amount: string, total: string): string | null {
  if (!isPositive(amount)) return STAKING_MESSAGES.reEnrollAmountPositive;
  if (compare(amount, total) > 0) return STAKING_MESSAGES.reEnrollAmountTooHigh(total);
  return null;
}

/** §5: the slider's 0..1 fraction (0.01 steps) as an amount of the total, rounded down to 5 decimals. */
export const sliderAmount = (total: string, fraction: string) =>
  roundDown(multiply(total, fraction), STAKING_LIMITS.decimals);
