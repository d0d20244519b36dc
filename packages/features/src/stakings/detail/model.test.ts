import { describe, expect, it } from 'vitest';
import type { UserStaking } from '@axia/core';
import {
  createdStaking,
  frozenStaking,
  inTermStaking,
  longTermStaking,
  readyStaking,
  reEnrolledStaking,
  sampleNow,
  stakingsByStatus,
  stakingUser,
  suspendedStaking,
} from '../fixtures';
import { activityIcon, activityTypeLabel, isNotFound, stakingActions, stakingDay } from './model';

const all = stakingUser.features;
const without = (flag: string) => all.filter((feature) => feature !== flag);

describe('the §4 actions of a staking', () => {
  it('offers Claim only when READY_TO_CLAIM', () => {
    for (const [status, staking] of Object.entries(stakingsByStatus))
      expect(stakingActions(staking, all, sampleNow).claim).toBe(status === 'READY_TO_CLAIM');
    expect(stakingActions(readyStaking, [], sampleNow).claim).toBe(true);
  });

  it('offers Add Funds when every condition holds and STAKINGS_ADD_AMOUNT is on', () => {
    expect(stakingActions(longTermStaking, all, sampleNow)).toMatchObject({
      addFunds: true,
      addFundsWhyNot: null,
    });
    expect(stakingActions(createdStaking, all, sampleNow).addFunds).toBe(true);
    // The flag off: not offered, and no reason given (the feature is not the customer's).
    expect(
      stakingActions(longTermStaking, without('STAKINGS_ADD_AMOUNT'), sampleNow),
    ).toMatchObject({ addFunds: false, addFundsWhyNot: null });
  });

  it('offers Add Funds in the re-enrollment window when the re-enrollment feature is off (issue 29 #9)', () => {
    expect(
      stakingActions(inTermStaking, without('STAKINGS_RE_ENROLLMENT'), sampleNow),
    ).toMatchObject({ addFunds: true, addFundsWhyNot: null, reEnrollment: null });
  });

  const refused = (staking: UserStaking) => stakingActions(staking, all, sampleNow);
  it.each([
    ['re-enrollment is open', inTermStaking, 'Re-enrollment is open'],
    [
      'enableAddAmount is false',
      { ...longTermStaking, enableAddAmount: false },
      'Adding funds is not enabled for this staking',
    ],
    [
      'the product is private',
      { ...longTermStaking, stakingProductIsPrivate: true },
      'Funds cannot be added to a private staking',
    ],
    [
      'the term end has passed',
      { ...longTermStaking, termEndAt: '2026-11-25T00:00:00.000Z' },
      'The term has ended',
    ],
    [
      'the product has ended',
      { ...longTermStaking, productEndAt: '2026-11-25T11:59:59.000Z' },
      'The staking product has ended',
    ],
    [
      'the product has no room',
      { ...longTermStaking, productRoomRemain: '0' },
      'There is no room left in this staking',
    ],
    [
      'the per-staking limit is reached',
      { ...longTermStaking, productIndividualRoomLimit: '20000.00000' },
      'There is no room left in this staking',
    ],
  ])('refuses Add Funds when %s', (_, staking, reason) => {
    expect(refused(staking as UserStaking)).toMatchObject({
      addFunds: false,
      addFundsWhyNot: reason,
    });
  });

  it('refuses Add Funds for every status but CREATED and IN_TERM, without a reason to show', () => {
    for (const staking of [readyStaking, suspendedStaking, frozenStaking])
      expect(refused(staking)).toMatchObject({ addFunds: false, addFundsWhyNot: null });
  });

  it('offers re-enrollment when IN_TERM within 28 days of the term end with STAKINGS_RE_ENROLLMENT', () => {
    expect(refused(inTermStaking).reEnrollment).toBe('create');
    expect(refused(reEnrolledStaking).reEnrollment).toBe('edit');
    expect(refused(longTermStaking).reEnrollment).toBeNull();
    expect(refused(readyStaking).reEnrollment).toBeNull();
    expect(
      stakingActions(inTermStaking, without('STAKINGS_RE_ENROLLMENT'), sampleNow).reEnrollment,
    ).toBeNull();
    // 28 days exactly before the end: open; a moment earlier: not yet.
    const end = new Date(inTermStaking.termEndAt).getTime();
    const day = 86_400_000;
    expect(stakingActions(inTermStaking, all, new Date(end - 28 * day)).reEnrollment).toBe(
      'create',
    );
    expect(stakingActions(inTermStaking, all, new Date(end - 28 * day - 1)).reEnrollment).toBe(
      null,
    );
    // ...and then Add Funds is back (the other §4 conditions hold).
    expect(stakingActions(inTermStaking, all, new Date(end - 28 * day - 1)).addFunds).toBe(true);
  });
});

describe('formats', () => {
  it('shows the term days in UTC (YYYY-MM-DD), the bank’s clock', () => {
    expect(stakingDay('2026-11-21T00:00:00.000Z')).toBe('2026-11-21');
    expect(stakingDay('2026-11-20T23:59:59.000Z')).toBe('2026-11-20');
  });

  it('names activity codes, and keeps an unknown code as it is', () => {
    expect(activityTypeLabel('CUSTOMER_ADD_AMOUNT')).toBe('Amount added');
    expect(activityTypeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('knows a 404 by the call layer’s status', () => {
    expect(isNotFound(Object.assign(new Error('Staking not found'), { status: 404 }))).toBe(true);
    expect(isNotFound(Object.assign(new Error('Boom'), { status: 500 }))).toBe(false);
    expect(isNotFound('nope')).toBe(false);
  });
});

describe('an activity row', () => {
  it('marks what was added plus, what was taken minus, and what moved nothing neither', () => {
    expect(activityIcon('12.5')).toBe('plus');
    expect(activityIcon('-3.00000')).toBe('minus');
    expect(activityIcon('0')).toBe('staking');
    expect(activityIcon('0.00000')).toBe('staking');
    expect(activityIcon('-0.000001')).toBe('staking');
  });
});
