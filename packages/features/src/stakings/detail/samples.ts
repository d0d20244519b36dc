import {
  decimal,
  type BankClient,
  type StakingActivity,
  type TransportRequest,
  type UserStaking,
} from '@axia/core';
import {
  allSampleActivities,
  inTermStaking,
  page,
  sampleActivities,
  sampleInterestRecords,
  samplePools,
  stakingAccounts,
} from '../fixtures';

// The bank answers of the detail screen's stories and tests (never imported by the screen).

const notFound = () => Object.assign(new Error('Staking not found'), { status: 404 });

/** GET /staking/activities/{id}: the sample activity with that id, or a 404. */
const activityById = (request: TransportRequest) => {
  const id = decodeURIComponent(request.path.split('/').at(-1) ?? '');
  const found = allSampleActivities.find((activity) => activity.id === id);
  if (!found) throw notFound();
  return found;
};

/**
 * GET /staking/{id}/rewardHistory: `days` days of rewards from Nov 1 (every fifth day none), the running total in
 * `cumulative`.
 */
export function rewardHistory(
  staking: Pick<UserStaking, 'id' | 'currency'>,
  days = 21,
): Awaited<ReturnType<BankClient['getStakingRewardHistory']>> {
  let cumulative = decimal('0');
  const day = (index: number) => new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10);
  return {
    stakingId: staking.id,
    currency: staking.currency,
    termStartDate: day(0),
    termEndDate: day(89),
    points: Array.from({ length: days }, (_, index) => {
      const reward =
        index % 5 === 4 ? decimal('0') : decimal('0.01').plus(decimal('0.00025').times(index));
      cumulative = cumulative.plus(reward);
      return { date: day(index), reward: reward.toFixed(5), cumulative: cumulative.toFixed(5) };
    }),
  };
}

/** Every call of the screen answered for `staking` (the in-term one by default); `overrides` by operation. */
export function detailResponses(
  staking: UserStaking = inTermStaking,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    getStaking: staking,
    getStakingRewardHistory: rewardHistory(staking),
    getStakingActivities: page(sampleActivities),
    getStakingInterestRecords: page(
      staking.interestRecords.length ? staking.interestRecords : sampleInterestRecords,
    ),
    getStakingActivity: activityById,
    getAccounts: [...stakingAccounts],
    getAvailableStakings: page(samplePools),
    claimStaking: { ...staking, status: 'CLAIMED' },
    addStakingAmount: staking,
    createAutoEnrollment: {
      id: 'ae-new',
      stakingId: staking.id,
      autoEnrollStakingProductCode: 'AXC-30D',
      autoEnrollAmount: '1',
      autoEnrollPercentage: '0',
    },
    updateAutoEnrollment: {
      id: 'ae-1',
      stakingId: staking.id,
      autoEnrollStakingProductCode: 'AXC-30D',
      autoEnrollAmount: '1',
      autoEnrollPercentage: '0',
    },
    ...overrides,
  };
}

/** A 404 for GET /staking/{id}. */
export const stakingNotFound = () => {
  throw notFound();
};

/** `count` activities, newest first, for a staking with many pages. */
export function manyActivities(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    ...sampleActivities[index % sampleActivities.length]!,
    id: `act-many-${index + 1}`,
    title: `${sampleActivities[index % sampleActivities.length]!.title} #${count - index}`,
  }));
}

/** GET /staking/activities over `rows`, by the query's offset and limit, with the total count. */
export const pagedActivities =
  (rows: readonly StakingActivity[]) => (request: TransportRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 20);
    return page(rows.slice(offset, offset + limit), rows.length);
  };
