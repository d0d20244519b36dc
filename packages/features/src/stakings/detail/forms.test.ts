import { describe, expect, it, vi } from 'vitest';
import type { BankClient } from '@axia/core';
import {
  axcSavings,
  axcWallet,
  frozenAxcWallet,
  inTermStaking,
  limitedPool,
  page,
  readyStaking,
  reEnrolledStaking,
  samplePools,
  stakingAccounts,
  unlimitedPool,
} from '../fixtures';
import { ClaimForm, ReEnrollmentForm } from './forms';

const httpError = (message: string, status = 400) => Object.assign(new Error(message), { status });

function claimApi(claim: () => Promise<unknown> = async () => readyStaking) {
  const claimStaking = vi.fn(claim);
  return {
    api: {
      getAccounts: vi.fn(async () => [...stakingAccounts]),
      claimStaking,
    } as unknown as Pick<BankClient, 'getAccounts' | 'claimStaking'>,
    claimStaking,
  };
}

describe('the claim form', () => {
  it('offers the accounts of the staking’s currency and needs one (§5)', async () => {
    const { api, claimStaking } = claimApi();
    const form = new ClaimForm(api, readyStaking);
    // What Claim deposits: 500.00000 principal + 4.93140 rewards.
    expect(Number(form.total)).toBe(504.9314);
    await form.load();
    expect(form.accounts).toEqual({
      status: 'ready',
      value: [axcWallet, axcSavings, frozenAxcWallet],
    });
    expect(form.accountError).toBeNull();
    expect(await form.submit()).toEqual({ status: 'invalid' });
    expect(form.accountError).toBe('Please select an account to deposit the staking balance!');
    // A frozen account cannot be chosen.
    form.choose(frozenAxcWallet.id);
    expect(await form.submit()).toEqual({ status: 'invalid' });
    expect(claimStaking).not.toHaveBeenCalled();

    form.choose(axcWallet.id);
    expect(form.accountError).toBeNull();
    expect(await form.submit()).toEqual({
      status: 'done',
      message: 'Staking has been claimed successfully!',
    });
    expect(claimStaking).toHaveBeenCalledWith({
      params: { id: readyStaking.id },
      body: { toAccountId: axcWallet.id },
    });
  });

  it('reports the bank’s refusal as it is worded', async () => {
    const { api } = claimApi(async () => {
      throw httpError('Staking is not ready to claim');
    });
    const form = new ClaimForm(api, readyStaking);
    await form.load();
    form.choose(axcWallet.id);
    expect(await form.submit()).toEqual({
      status: 'failed',
      message: 'Staking is not ready to claim',
    });
    expect(form.submitting).toBe(false);
  });
});

function reEnrollApi() {
  const createAutoEnrollment = vi.fn(async () => ({}));
  const updateAutoEnrollment = vi.fn(async () => ({}));
  const getAvailableStakings = vi.fn(async () => page(samplePools));
  return {
    api: {
      getAvailableStakings,
      createAutoEnrollment,
      updateAutoEnrollment,
    } as unknown as Pick<
      BankClient,
      'getAvailableStakings' | 'createAutoEnrollment' | 'updateAutoEnrollment'
    >,
    createAutoEnrollment,
    updateAutoEnrollment,
    getAvailableStakings,
  };
}

describe('the re-enrollment form', () => {
  it('lists the §4 pools of the staking’s currency', async () => {
    const { api, getAvailableStakings } = reEnrollApi();
    const form = new ReEnrollmentForm(api, inTermStaking);
    await form.load();
    expect(getAvailableStakings).toHaveBeenCalledWith({
      query: { currency: 'AXC', offset: 0, limit: 24 },
    });
    expect(form.pools.status === 'ready' && form.pools.value.map((pool) => pool.code)).toEqual([
      'AXC-30D',
      'AXC-6M',
      'AXC-1Y',
      'AXC-VIP',
    ]);
  });

  it('links the slider (0..1, 0.01 steps) and the amount over the total, principal plus rewards', async () => {
    const { api } = reEnrollApi();
    const form = new ReEnrollmentForm(api, inTermStaking);
    // 1000 + 0.98628: all of it to start with.
    expect(form.total).toBe('1000.98628');
    expect(form.fraction).toBe(1);
    expect(form.amount).toBe('1000.98628');
    form.setFraction(0.25);
    // 1000.98628 × 0.25 = 250.24657, rounded down to 5 decimals.
    expect(form.amount).toBe('250.24657');
    expect(form.unallocated).toBe('750.73971');
    form.setFraction(0.333333);
    expect(form.fraction).toBe(0.33);
    expect(form.amount).toBe('330.32547');
    form.setAmount('500.49314');
    expect(form.fraction).toBe(0.5);
    form.setAmount('2000');
    expect(form.fraction).toBe(1);
    form.setAmount('');
    expect(form.fraction).toBe(1);
  });

  it('says each §5 message: pool, amount above 0, not above the total', async () => {
    const { api, createAutoEnrollment } = reEnrollApi();
    const form = new ReEnrollmentForm(api, inTermStaking);
    await form.load();
    expect(form.productError).toBeNull();
    form.setFraction(0);
    expect(form.amountError).toBe('Re-enroll amount should be greater than 0.');
    expect(await form.submit()).toEqual({ status: 'invalid' });
    expect(form.productError).toBe('Please select a re-enroll product!');
    expect(form.termsError).toBe('Tick the box to agree to the terms first.');
    form.setAmount('1000.98629');
    expect(form.amountError).toBe(
      'Re-enroll amount should be lower than the staking total amount: 1000.98628',
    );
    form.setAmount('');
    expect(form.amountError).toBe('Re-enroll amount should be greater than 0.');
    form.setAmount('1000.98628');
    expect(form.amountError).toBeNull();
    form.chooseProduct(unlimitedPool.code);
    expect(form.productError).toBeNull();
    expect(await form.submit()).toEqual({ status: 'invalid' });
    form.setConfirmed(true);
    expect(createAutoEnrollment).not.toHaveBeenCalled();
    expect(await form.submit()).toEqual({
      status: 'done',
      message: 'Auto re-enrollment has been set successfully!',
    });
    expect(createAutoEnrollment).toHaveBeenCalledWith({
      body: {
        stakingId: inTermStaking.id,
        autoEnrollStakingProductCode: unlimitedPool.code,
        autoEnrollAmount: '1000.98628',
      },
    });
  });

  it('edits the existing auto-enrollment: starts from it and updates it', async () => {
    const { api, updateAutoEnrollment, createAutoEnrollment } = reEnrollApi();
    const form = new ReEnrollmentForm(api, reEnrolledStaking);
    await form.load();
    expect(form.mode).toBe('update');
    expect(form.product?.code).toBe(limitedPool.code);
    expect(form.amount).toBe('500.49314');
    expect(form.fraction).toBe(0.5);
    form.setFraction(0.1);
    form.setConfirmed(true);
    expect(await form.submit()).toEqual({
      status: 'done',
      message: 'Auto re-enrollment has been updated successfully!',
    });
    expect(updateAutoEnrollment).toHaveBeenCalledWith({
      body: {
        id: 'ae-1',
        autoEnrollStakingProductCode: limitedPool.code,
        autoEnrollAmount: '100.09862',
      },
    });
    expect(createAutoEnrollment).not.toHaveBeenCalled();
  });

  it('shows the minimum’s server text as the spec’s sentence, others as they are', async () => {
    const { api, createAutoEnrollment } = reEnrollApi();
    const form = new ReEnrollmentForm(api, inTermStaking);
    await form.load();
    form.chooseProduct(unlimitedPool.code);
    form.setConfirmed(true);
    createAutoEnrollment.mockRejectedValueOnce(
      httpError('autoEnrollAmount: amount must be greater than or equal to 1'),
    );
    expect(await form.submit()).toEqual({
      status: 'failed',
      message: 'Staking amount must be greater or equal to 1 AXC',
    });
    createAutoEnrollment.mockRejectedValueOnce(httpError('The pool is full'));
    expect(await form.submit()).toEqual({ status: 'failed', message: 'The pool is full' });
  });
});
