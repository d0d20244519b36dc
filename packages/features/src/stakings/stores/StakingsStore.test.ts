import { describe, expect, it, vi } from 'vitest';
import type { FeatureFlag } from '@axia/core';
import {
  axcSavings,
  axcWallet,
  claimedStaking,
  frozenAxcWallet,
  listedPools,
  page,
  refusal,
  sampleStakings,
  samplePools,
  stakingAccounts,
  unlimitedPool,
  usdAccount,
} from '../fixtures';
import { StakeFundsForm, stakeAmountError, stakeSourceAccounts } from './StakeFundsForm';
import { StakingsStore } from './StakingsStore';

// The /stakings state on its own (seed 002 §4, §5, §7, §9): the flags, the §4 pool rule, the one page of 90, the
// status filter, the apply call; and the stake-funds form's rules.

const ALL_FLAGS: FeatureFlag[] = ['STAKINGS_PRODUCTS', 'STAKINGS_APPLY'];

function api(overrides: Partial<ConstructorParameters<typeof StakingsStore>[0]> = {}) {
  return {
    getAvailableStakings: vi.fn(async () => page(samplePools)),
    getStakings: vi.fn(async () => page(sampleStakings)),
    applyStaking: vi.fn(async () => sampleStakings[0]!),
    ...overrides,
  };
}

describe('StakingsStore', () => {
  it('a quiet re-read (a live event) keeps the list shown until the new one, and after a failure', async () => {
    let answer: () => Promise<unknown> = async () => page(sampleStakings);
    const calls = api({ getStakings: vi.fn(() => answer()) as never });
    const store = new StakingsStore(calls, ALL_FLAGS);
    await store.loadStakings();
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(page([claimedStaking]))));
    const quiet = store.loadStakings({ quiet: true });
    expect(store.stakings.status).toBe('ready');
    release();
    await quiet;
    expect(store.stakings.status === 'ready' && store.stakings.value).toEqual([claimedStaking]);
    answer = async () => Promise.reject(new Error('offline'));
    await store.loadStakings({ quiet: true });
    expect(store.stakings.status === 'ready' && store.stakings.value).toEqual([claimedStaking]);
  });

  it('reads the pools (page 24) and one page of 90 stakings, newest first', async () => {
    const calls = api();
    const store = new StakingsStore(calls, ALL_FLAGS);
    await store.load();
    expect(calls.getAvailableStakings).toHaveBeenCalledWith({ query: { offset: 0, limit: 24 } });
    expect(calls.getStakings).toHaveBeenCalledWith({
      query: { offset: 0, limit: 90, order: 'desc' },
    });
    expect(store.shownStakings).toHaveLength(sampleStakings.length);
  });

  it('lists a pool per §4: unlimited, or applications left and room above 0', async () => {
    const store = new StakingsStore(api(), ALL_FLAGS);
    await store.load();
    expect(store.listedPools.map((pool) => pool.code)).toEqual(
      listedPools.map((pool) => pool.code),
    );
  });

  it('reads no pool without STAKINGS_PRODUCTS, and applies only with STAKINGS_APPLY too', async () => {
    const calls = api();
    const store = new StakingsStore(calls, []);
    await store.load();
    expect(calls.getAvailableStakings).not.toHaveBeenCalled();
    expect(store.showPools).toBe(false);
    expect(new StakingsStore(api(), ['STAKINGS_PRODUCTS']).canApply).toBe(false);
    expect(new StakingsStore(api(), ['STAKINGS_APPLY']).canApply).toBe(false);
    await expect(store.apply(unlimitedPool, axcWallet.id, '10')).rejects.toThrow();
  });

  it('filters by status with the bank, and keeps only that status whatever it answers', async () => {
    const calls = api();
    const store = new StakingsStore(calls, ALL_FLAGS);
    await store.load();
    store.setFilter('CLAIMED');
    await vi.waitFor(() => expect(store.stakings.status).toBe('ready'));
    expect(calls.getStakings).toHaveBeenLastCalledWith({
      query: { offset: 0, limit: 90, order: 'desc', status: 'CLAIMED' },
    });
    expect(store.shownStakings).toEqual([claimedStaking]);
  });

  it('says why a read failed', async () => {
    const store = new StakingsStore(
      api({
        getAvailableStakings: vi.fn(() => Promise.reject(refusal('Pools are down'))),
        getStakings: vi.fn(() => Promise.reject(refusal('Stakings are down'))),
      }),
      ALL_FLAGS,
    );
    await store.load();
    expect(store.pools).toEqual({ status: 'failed', message: 'Pools are down' });
    expect(store.stakings).toEqual({ status: 'failed', message: 'Stakings are down' });
  });

  it('applies with the pool code, then reads the pools and the list again', async () => {
    const calls = api();
    const store = new StakingsStore(calls, ALL_FLAGS, { notice: 'an earlier failure' });
    await store.apply(unlimitedPool, axcWallet.id, '100');
    expect(calls.applyStaking).toHaveBeenCalledWith({
      params: { id: unlimitedPool.code },
      body: { fromAccountId: axcWallet.id, amount: '100' },
    });
    expect(store.notice).toBeNull();
    expect(calls.getAvailableStakings).toHaveBeenCalledTimes(1);
    expect(calls.getStakings).toHaveBeenCalledTimes(1);
    store.fail('Insufficient funds');
    expect(store.notice).toBe('Insufficient funds');
  });
});

describe('StakeFundsForm', () => {
  it('offers the ACTIVE accounts in the pool currency only', () => {
    expect(stakeSourceAccounts(stakingAccounts, 'AXC')).toEqual([axcWallet, axcSavings]);
    expect(stakeSourceAccounts([usdAccount, frozenAxcWallet], 'AXC')).toEqual([]);
  });

  it("'Please enter a valid staking amount' unless numeric, above 0, at most 5 decimals", () => {
    for (const bad of ['', ' ', 'abc', '0', '0.00000', '-1', '1.000001', '1e3'])
      expect(stakeAmountError(bad)).toBe('Please enter a valid staking amount');
    for (const good of ['1', '1.00000', '1.5', '1000.12345'])
      expect(stakeAmountError(good)).toBeNull();
  });

  it("refuses below the 1 AXC minimum at the amount, with the bank's sentence, before the confirmation (issue 28)", () => {
    for (const below of ['0.00001', '0.5', '0.99999'])
      expect(stakeAmountError(below)).toBe('Staking amount must be greater or equal to 1 AXC');
    const form = new StakeFundsForm([axcWallet], { amount: '0.5', termsAccepted: true });
    expect(form.continue()).toBe(false);
    expect(form.step).toBe('form');
    expect(form.amountError).toBe('Staking amount must be greater or equal to 1 AXC');
  });

  it("needs the terms before 'Confirm staking', then an account ('Please select an account') and an amount", () => {
    const form = new StakeFundsForm([axcWallet, axcSavings]);
    expect(form.canContinue).toBe(false);
    expect(form.continue()).toBe(false);
    expect(form.accountError).toBeNull();
    form.setTermsAccepted(true);
    expect(form.canContinue).toBe(true);
    expect(form.continue()).toBe(false);
    expect(form.accountError).toBe('Please select an account');
    expect(form.amountError).toBe('Please enter a valid staking amount');
    form.chooseAccount(axcSavings.id);
    form.setAmount('2.5');
    expect(form.accountError).toBeNull();
    expect(form.amountError).toBeNull();
    expect(form.continue()).toBe(true);
    expect(form.step).toBe('confirm');
    form.back();
    expect(form.step).toBe('form');
  });

  it('chooses the only account itself, and never a frozen one', () => {
    expect(new StakeFundsForm([axcWallet]).accountId).toBe(axcWallet.id);
    const frozen = new StakeFundsForm([frozenAxcWallet], {
      accountId: frozenAxcWallet.id,
      amount: '1',
      termsAccepted: true,
    });
    expect(frozen.continue()).toBe(false);
    expect(frozen.accountError).toBe('Please select an account');
  });

  it('takes accounts that arrive after it opened, choosing the only one unless one is chosen', () => {
    const form = new StakeFundsForm([]);
    form.setAccounts([axcWallet]);
    expect(form.account?.id).toBe(axcWallet.id);
    form.chooseAccount(null);
    form.setAccounts([axcWallet, axcSavings]);
    expect(form.accountId).toBeNull();
  });

  it('submits once however often Confirm is pressed, and hands back a failure', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = new StakeFundsForm([axcWallet], {
      amount: ' 10 ',
      termsAccepted: true,
      step: 'confirm',
    });
    const first = form.confirm(submit);
    const second = form.confirm(submit);
    finish();
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(axcWallet.id, '10');

    const failing = new StakeFundsForm([axcWallet], { amount: '1', step: 'confirm' });
    const error = refusal('nope');
    expect(await failing.confirm(() => Promise.reject(error))).toEqual({ error });
    expect(failing.submitting).toBe(false);
  });
});
