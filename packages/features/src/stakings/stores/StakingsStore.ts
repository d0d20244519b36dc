import { makeAutoObservable, runInAction } from 'mobx';
import {
  isPoolListed,
  STAKING_LIMITS,
  type BankClient,
  type FeatureFlag,
  type StakingProduct,
  type StakingStatus,
  type UserStaking,
} from '@axia/core';
import type { Read } from '../../kit';
import { errorText } from '../../kit/errors';

// /stakings (seed 002 §2 Staking, §4, §7, §8, §9): the 'Staking Pools' (GET /staking/available, page 24, only with
// STAKINGS_PRODUCTS; a pool listed per §4's rule, which the bank applies too), applying to one (POST
// /staking/{code}/apply, only with STAKINGS_APPLY) and the customer's stakings (GET /staking, one page of 90, newest
// first) with the status filter (ALL plus the non-active statuses).

/** A list read from the bank (the kit's). */
export type { Read };

export type StakingFilter = 'ALL' | StakingStatus;

type Api = Pick<BankClient, 'getAvailableStakings' | 'getStakings' | 'applyStaking'>;

export interface StakingsSnapshot {
  pools?: Read<readonly StakingProduct[]>;
  stakings?: Read<readonly UserStaking[]>;
  filter?: StakingFilter;
  notice?: string | null;
}

export class StakingsStore {
  pools: Read<readonly StakingProduct[]> = { status: 'loading' };
  stakings: Read<readonly UserStaking[]> = { status: 'loading' };
  filter: StakingFilter = 'ALL';
  /** A failed apply's text, shown as a notice (§8: the dialog closes, the error shows). */
  notice: string | null = null;
  private stakingsRequest = 0;
  private poolsRequest = 0;

  /** §2, §4: the pools only with STAKINGS_PRODUCTS; applying only with STAKINGS_APPLY as well. */
  readonly showPools: boolean;
  readonly canApply: boolean;

  constructor(
    private readonly api: Api,
    features: readonly FeatureFlag[],
    initial: StakingsSnapshot = {},
  ) {
    this.showPools = features.includes('STAKINGS_PRODUCTS');
    this.canApply = this.showPools && features.includes('STAKINGS_APPLY');
    Object.assign(this, initial);
    makeAutoObservable<StakingsStore, 'api' | 'stakingsRequest' | 'poolsRequest'>(this, {
      api: false,
      stakingsRequest: false,
      poolsRequest: false,
      showPools: false,
      canApply: false,
    });
  }

  /** §4: the pools listed (the bank's answer filtered again by the same rule). */
  get listedPools(): readonly StakingProduct[] {
    return this.pools.status === 'ready' ? this.pools.value.filter(isPoolListed) : [];
  }

  /** The stakings in the chosen status (the bank filters by `status`; this keeps the list right either way). */
  get shownStakings(): readonly UserStaking[] {
    if (this.stakings.status !== 'ready') return [];
    const filter = this.filter;
    return filter === 'ALL'
      ? this.stakings.value
      : this.stakings.value.filter((staking) => staking.status === filter);
  }

  load() {
    return Promise.all([this.loadPools(), this.loadStakings()]);
  }

  async loadPools() {
    if (!this.showPools) return;
    const request = ++this.poolsRequest;
    if (this.pools.status !== 'ready') this.pools = { status: 'loading' };
    try {
      const page = await this.api.getAvailableStakings({
        query: { offset: 0, limit: STAKING_LIMITS.poolPageSize },
      });
      runInAction(() => {
        if (request === this.poolsRequest) this.pools = { status: 'ready', value: page.data };
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.poolsRequest)
          this.pools = { status: 'failed', message: errorText(error) };
      });
    }
  }

  /**
   * One page of 90, newest first, in the chosen status (§7, §9). `quiet` (a live event): the list shown stays until
   * the new one arrives, so nothing jumps or loses focus.
   */
  async loadStakings(options: { quiet?: boolean } = {}) {
    const request = ++this.stakingsRequest;
    const filter = this.filter;
    if (!options.quiet || this.stakings.status !== 'ready') this.stakings = { status: 'loading' };
    try {
      const page = await this.api.getStakings({
        query: {
          offset: 0,
          limit: STAKING_LIMITS.userStakingPageSize,
          order: 'desc',
          ...(filter === 'ALL' ? {} : { status: filter }),
        },
      });
      runInAction(() => {
        if (request === this.stakingsRequest) this.stakings = { status: 'ready', value: page.data };
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.stakingsRequest) return;
        if (!options.quiet || this.stakings.status !== 'ready')
          this.stakings = { status: 'failed', message: errorText(error) };
      });
    }
  }

  setFilter(filter: StakingFilter) {
    if (filter === this.filter) return;
    this.filter = filter;
    void this.loadStakings();
  }

  /**
   * POST /staking/{code}/apply. Success: the list and the pools (their room and the customer's count) are read again.
   * A failure rejects (the dialog closes and reports it through `fail`).
   */
  async apply(pool: StakingProduct, fromAccountId: string, amount: string) {
    if (!this.canApply) throw new Error('Applying to a staking pool is not available.');
    this.notice = null;
    await this.api.applyStaking({ params: { id: pool.code }, body: { fromAccountId, amount } });
    void this.loadPools();
    void this.loadStakings();
  }

  /** A failed apply: its text (already §8's) as the notice. */
  fail(text: string) {
    this.notice = text;
  }

  dismissNotice() {
    this.notice = null;
  }
}
