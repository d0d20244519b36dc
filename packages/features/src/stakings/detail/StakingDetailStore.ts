import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  DEFAULT_ACTIVITIES_IN,
  STAKING_LIMITS,
  type BankClient,
  type InterestRecord,
  type StakingActivity,
  type UserStaking,
} from '@axia/core';
import { errorText } from '../../kit/errors';
import { isNotFound, stakingActions, type StakingActions } from './model';

// /stakings/{stakingId} (seed 002 §2 Staking, §4, §7): the staking (GET /staking/{id}), its activities (GET
// /staking/activities?stakingId=…, page 20, the default orders and activitiesIn) and its rewards (GET
// /staking/{id}/interestRecords, limit 365, date desc), read when the 'Rewards' switch is first chosen.

/** A read from the bank: loading, its value, or why it failed (`notFound` for a 404). */
export type Read<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; message: string; notFound: boolean };

export type DetailTab = 'transactions' | 'rewards';

export interface ActivityPage {
  rows: readonly StakingActivity[];
  totalCount: number;
}

export type StakingDetailApi = Pick<
  BankClient,
  | 'getStaking'
  | 'getStakingActivities'
  | 'getStakingInterestRecords'
  | 'getStakingActivity'
  | 'claimStaking'
  | 'addStakingAmount'
  | 'getAccounts'
  | 'getAvailableStakings'
  | 'createAutoEnrollment'
  | 'updateAutoEnrollment'
>;

const failed = (error: unknown) =>
  ({ status: 'failed', message: errorText(error), notFound: isNotFound(error) }) as const;

export class StakingDetailStore {
  staking: Read<UserStaking> = { status: 'loading' };
  tab: DetailTab = 'transactions';
  /** 1-based. */
  activityPage = 1;
  activities: Read<ActivityPage> = { status: 'loading' };
  /** Null until the 'Rewards' switch is first chosen. */
  rewards: Read<readonly InterestRecord[]> | null = null;
  private stakingRequest = 0;
  private activityRequest = 0;
  private rewardsRequest = 0;

  constructor(
    readonly api: StakingDetailApi,
    readonly stakingId: string,
    private readonly features: readonly string[],
    /** The app's clock (Date.now); stories and tests pin it. */
    readonly clock: () => Date = () => new Date(Date.now()),
  ) {
    makeAutoObservable<
      StakingDetailStore,
      'features' | 'stakingRequest' | 'activityRequest' | 'rewardsRequest'
    >(this, {
      // The bank's answers are replaced whole, never changed in place.
      staking: observableRef,
      activities: observableRef,
      rewards: observableRef,
      api: false,
      stakingId: false,
      features: false,
      clock: false,
      stakingRequest: false,
      activityRequest: false,
      rewardsRequest: false,
    });
  }

  get value(): UserStaking | null {
    return this.staking.status === 'ready' ? this.staking.value : null;
  }

  /** What the summary offers now (§4), or null until the staking is read. */
  get actions(): StakingActions | null {
    const staking = this.value;
    return staking ? stakingActions(staking, this.features, this.clock()) : null;
  }

  get activityPageCount() {
    const total = this.activities.status === 'ready' ? this.activities.value.totalCount : 0;
    return Math.max(1, Math.ceil(total / STAKING_LIMITS.activitiesPageSize));
  }

  /** The screen's first read: the staking and the first page of its activities. */
  load() {
    return Promise.all([this.loadStaking(), this.loadActivities(1)]).then(() => undefined);
  }

  async loadStaking(options: { quiet?: boolean } = {}) {
    const request = ++this.stakingRequest;
    // A re-read after an action keeps the card on screen meanwhile.
    if (!options.quiet || this.staking.status !== 'ready') this.staking = { status: 'loading' };
    try {
      const staking = await this.api.getStaking({ params: { id: this.stakingId }, query: {} });
      if (request !== this.stakingRequest) return;
      runInAction(() => {
        this.staking = { status: 'ready', value: staking };
      });
    } catch (error) {
      if (request !== this.stakingRequest) return;
      runInAction(() => {
        // A quiet re-read that fails leaves the card as it was.
        if (!options.quiet || this.staking.status !== 'ready') this.staking = failed(error);
      });
    }
  }

  async loadActivities(page = this.activityPage) {
    const request = ++this.activityRequest;
    this.activityPage = Math.max(1, page);
    this.activities = { status: 'loading' };
    const size = STAKING_LIMITS.activitiesPageSize;
    try {
      const answer = await this.api.getStakingActivities({
        query: {
          stakingId: this.stakingId,
          offset: (this.activityPage - 1) * size,
          limit: size,
          orderBy: 'completed_at',
          order: 'desc',
          orderBy2: 'created_at',
          order2: 'desc',
          includeTotalCount: 'true',
          activitiesIn: DEFAULT_ACTIVITIES_IN.join(','),
        },
      });
      if (request !== this.activityRequest) return;
      runInAction(() => {
        this.activities = {
          status: 'ready',
          value: { rows: answer.data, totalCount: answer.totalCount },
        };
      });
    } catch (error) {
      if (request !== this.activityRequest) return;
      runInAction(() => {
        this.activities = failed(error);
      });
    }
  }

  async loadRewards() {
    const request = ++this.rewardsRequest;
    this.rewards = { status: 'loading' };
    try {
      const answer = await this.api.getStakingInterestRecords({
        params: { id: this.stakingId },
        query: { offset: 0, limit: STAKING_LIMITS.rewardsLimit, orderBy: 'date', order: 'desc' },
      });
      if (request !== this.rewardsRequest) return;
      runInAction(() => {
        this.rewards = { status: 'ready', value: answer.data };
      });
    } catch (error) {
      if (request !== this.rewardsRequest) return;
      runInAction(() => {
        this.rewards = failed(error);
      });
    }
  }

  setTab(tab: DetailTab) {
    this.tab = tab;
    if (tab === 'rewards' && (this.rewards === null || this.rewards.status === 'failed'))
      void this.loadRewards();
  }

  /**
   * After a claim, an added amount or a re-enrollment: the staking again (quietly), the activities from page 1, and
   * the rewards if they were read.
   */
  refreshAfterChange() {
    const reads = [this.loadStaking({ quiet: true }), this.loadActivities(1)];
    if (this.rewards !== null) reads.push(this.loadRewards());
    return Promise.all(reads).then(() => undefined);
  }
}
