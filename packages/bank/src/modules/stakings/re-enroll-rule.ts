import { compare, isPositive, STAKING_LIMITS, type Currency } from '@axia/core';
import type { StakingProductRow } from './products';

// Whether an auto re-enrollment can be carried out (issue 29 #4): the same rule when it is set (refused then), while
// the staking runs (the page says it will not run) and at the term end (the accrual job does not carry it out and
// says why). The pool must still exist in the staking's currency and not have ended, and take the amount: at least the
// pool minimum, within its per-staking limit and apply count, and within the room left.

export type ReEnrollProblem = 'closed' | 'full' | 'minimum';

export function reEnrollProblem(
  product: StakingProductRow | undefined,
  input: { currency: Currency; amount: string; applied: number; now: Date },
): ReEnrollProblem | null {
  if (!product || product.currency !== input.currency) return 'closed';
  if (product.end_at && new Date(product.end_at).getTime() <= input.now.getTime()) return 'closed';
  if (compare(input.amount, STAKING_LIMITS.minimumAmount) < 0) return 'minimum';
  const limit = String(product.individual_room_limit);
  if (isPositive(limit) && compare(input.amount, limit) > 0) return 'full';
  if (product.maximum_apply_numbers !== -1 && input.applied >= product.maximum_apply_numbers)
    return 'full';
  if (compare(String(product.room_remain), input.amount) < 0) return 'full';
  return null;
}

/** Why, in words (ours: the spec shows none), naming the pool. */
export function reEnrollReason(problem: ReEnrollProblem, poolName: string, currency: Currency) {
  switch (problem) {
    case 'closed':
      return `the pool ${poolName} is closed`;
    case 'full':
      return `the pool ${poolName} is full`;
    case 'minimum':
      return `the amount is below the minimum of ${STAKING_LIMITS.minimumAmount} ${currency}`;
  }
}

/** What the staking page says of an auto re-enrollment that will not, or did not, run. */
export const RE_ENROLL_NOTICES = {
  willNotRun: (reason: string) =>
    `Your re-enrollment cannot be carried out: ${reason}. At term end the staking will be ready to claim unless you change it.`,
  notCarriedOut: (reason: string) =>
    `Your re-enrollment was not carried out at term end: ${reason}. The staking is ready to claim.`,
} as const;
