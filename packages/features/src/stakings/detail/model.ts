import dayjs from 'dayjs';
import {
  addFundsRefusal,
  isZero,
  reEnrollmentOpen,
  roundDown,
  STAKING_LIMITS,
  STAKING_ACTIVITY_TYPES,
  type StakingActivityType,
  type UserStaking,
} from '@axia/core';

// The detail screen's pure rules and formats (seed 002 §4, §9), apart from the store so tests read them directly.

const ADD_AMOUNT_FLAG = 'STAKINGS_ADD_AMOUNT';
const RE_ENROLLMENT_FLAG = 'STAKINGS_RE_ENROLLMENT';

/** What the summary card offers, and why Add Funds is not offered. */
export interface StakingActions {
  claim: boolean;
  addFunds: boolean;
  /**
   * Why Add Funds is not offered, for a staking it could be added to (CREATED, IN_TERM) with the feature on; null
   * otherwise (offered, or no explanation to give).
   */
  addFundsWhyNot: string | null;
  /** 'create' ('Re-enrollment Open'), 'edit' ('Edit Re-enrollment') or null (not offered). */
  reEnrollment: 'create' | 'edit' | null;
}

/**
 * §4: Claim only when READY_TO_CLAIM; Add Funds when every §4 condition holds (core's addFundsRefusal) and the
 * add-funds feature is on; re-enrollment when IN_TERM, the term ends within 28 days and the feature is on.
 */
export function stakingActions(
  staking: UserStaking,
  features: readonly string[],
  now: Date,
): StakingActions {
  const addFlag = features.includes(ADD_AMOUNT_FLAG);
  const reEnrollFlag = features.includes(RE_ENROLLMENT_FLAG);
  const refusal = addFundsRefusal(staking, now, reEnrollFlag);
  const addable = staking.status === 'CREATED' || staking.status === 'IN_TERM';
  return {
    claim: staking.status === 'READY_TO_CLAIM',
    addFunds: refusal === null && addFlag,
    addFundsWhyNot: addFlag && addable ? refusal : null,
    reEnrollment:
      reEnrollFlag && reEnrollmentOpen(staking, now)
        ? staking.autoEnrollments.length > 0
          ? 'edit'
          : 'create'
        : null,
  };
}

/** §9: a day as YYYY-MM-DD in UTC, the bank's clock (a term starts and ends at 00:00 UTC). */
/**
 * An activity row's icon: plus for what it added, minus for what it took, and a neutral one for an activity that
 * moved nothing at the shown decimals (a '+' beside 0.00000 says money came in when none did).
 */
export function activityIcon(amountChanged: string): 'plus' | 'minus' | 'staking' {
  if (isZero(roundDown(amountChanged, STAKING_LIMITS.decimals))) return 'staking';
  return amountChanged.startsWith('-') ? 'minus' : 'plus';
}

export const stakingDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** A moment in the customer's time zone, e.g. '2026-11-22 14:05'. */
export const stakingDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** The name of an activity type code (§3), or the code itself for one the app does not know. */
export const activityTypeLabel = (code: string) =>
  STAKING_ACTIVITY_TYPES[code as StakingActivityType] ?? code;

/** The 404 of a staking that is not (or not the customer's): the call layer's error carries the status. */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  return status === 404;
}
