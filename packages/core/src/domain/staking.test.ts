import { describe, expect, it } from 'vitest';
import {
  addDays,
  addFundsRefusal,
  daysBetween,
  addTerm,
  aprPercent,
  dailyReward,
  DEFAULT_ACTIVITIES_IN,
  isActiveStakingStatus,
  isPoolListed,
  reEnrollAmountError,
  reEnrollmentOpen,
  remainingRoom,
  sliderAmount,
  STAKING_FILTER_STATUSES,
  STAKING_FREQUENCY_LABELS,
  STAKING_STATUS_LABELS,
  stakingTotal,
  stakingErrorText,
  termLabel,
  termStartFor,
  type StakingRuleInput,
} from './staking';

const NOW = new Date('2026-11-21T10:00:00Z');

const staking = (overrides: Partial<StakingRuleInput> = {}): StakingRuleInput => ({
  status: 'IN_TERM',
  amount: '100',
  enableAddAmount: true,
  stakingProductIsPrivate: false,
  termEndAt: '2027-02-01T00:00:00.000Z',
  productEndAt: null,
  productRoomRemain: '5000',
  productIndividualRoomLimit: '0',
  autoEnrollments: [],
  ...overrides,
});

describe('staking amounts', () => {
  it('earns principal × rate ÷ 365 a day, rounded down to 5 decimals', () => {
    // 1000 × 0.12 ÷ 365 = 0.328767123…
    expect(dailyReward('1000', '0.12')).toBe('0.32876');
    // 1234.56789 × 0.1234 ÷ 365 = 0.4173854…, never rounded up
    expect(dailyReward('1234.56789', '0.1234')).toBe('0.41738');
    expect(dailyReward('1', '0.01')).toBe('0.00002');
    expect(dailyReward('0.5', '0.01')).toBe('0.00001');
  });

  it('shows the APR as the rate × 100 with 2 decimals', () => {
    expect(aprPercent('0.12')).toBe('12.00');
    expect(aprPercent('0.1234')).toBe('12.34');
    expect(aprPercent('0.08')).toBe('8.00');
    expect(aprPercent('1')).toBe('100.00');
  });

  it('takes a slider fraction of the total, rounded down to 5 decimals', () => {
    expect(sliderAmount('1000.12345', '0.5')).toBe('500.06172');
    expect(sliderAmount('1000', '1')).toBe('1000.00000');
    expect(sliderAmount('1000', '0')).toBe('0.00000');
  });
});

describe('staking terms', () => {
  it('starts at the first 00:00 UTC after applying', () => {
    expect(termStartFor(NOW).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(termStartFor(new Date('2026-11-21T00:00:00Z')).toISOString()).toBe(
      '2026-11-22T00:00:00.000Z',
    );
  });

  it('adds days, months and years, a month end clamped', () => {
    const start = new Date('2026-01-31T00:00:00Z');
    expect(addTerm(start, 30, 'DAYS').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(addTerm(start, 1, 'MONTHS').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addTerm(start, 3, 'MONTHS').toISOString()).toBe('2026-04-30T00:00:00.000Z');
    expect(addTerm(new Date('2028-02-29T00:00:00Z'), 1, 'YEARS').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('labels terms in days, months and years', () => {
    expect(termLabel(30, 'DAYS')).toBe('30 days');
    expect(termLabel(1, 'MONTHS')).toBe('1 month');
    expect(termLabel(2, 'YEARS')).toBe('2 years');
  });
});

describe('§4 staking rules', () => {
  it('caps the room by the per-staking limit when there is one', () => {
    expect(remainingRoom(staking())).toBe('5000');
    expect(remainingRoom(staking({ productIndividualRoomLimit: '300' }))).toBe('200');
    expect(remainingRoom(staking({ productIndividualRoomLimit: '90000' }))).toBe('5000');
    expect(remainingRoom(staking({ productIndividualRoomLimit: '50' }))).toBe('0');
  });

  it('opens re-enrollment only in term within 28 days of its end', () => {
    const end = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
    expect(reEnrollmentOpen(staking({ termEndAt: end(28) }), NOW)).toBe(true);
    expect(reEnrollmentOpen(staking({ termEndAt: end(28.01) }), NOW)).toBe(false);
    expect(reEnrollmentOpen(staking({ termEndAt: end(1), status: 'CREATED' }), NOW)).toBe(false);
    expect(reEnrollmentOpen(staking({ termEndAt: end(-1) }), NOW)).toBe(false);
  });

  it('offers Add Funds only when every condition holds', () => {
    expect(addFundsRefusal(staking(), NOW, true)).toBeNull();
    expect(addFundsRefusal(staking({ status: 'CREATED' }), NOW, true)).toBeNull();
    const refused = [
      staking({ termEndAt: '2026-12-01T00:00:00.000Z' }), // re-enrollment open
      staking({ enableAddAmount: false }),
      staking({ status: 'READY_TO_CLAIM' }),
      staking({ status: 'SUSPENDED' }),
      staking({ stakingProductIsPrivate: true }),
      staking({ productEndAt: '2026-11-21T09:59:59.000Z' }),
      staking({ productRoomRemain: '0' }),
      staking({ productIndividualRoomLimit: '100' }),
    ];
    for (const input of refused) expect(addFundsRefusal(input, NOW, true)).not.toBeNull();
  });

  it('blocks Add Funds for open re-enrollment only where the re-enrollment feature is on', () => {
    const open = staking({ termEndAt: '2026-12-01T00:00:00.000Z' });
    expect(addFundsRefusal(open, NOW, true)).toBe('Re-enrollment is open');
    expect(addFundsRefusal(open, NOW, false)).toBeNull();
  });

  it('lists a pool while room remains and the customer may still apply (unlimited, or under its maximum)', () => {
    expect(
      isPoolListed({ maximumApplyNumbers: -1, userAppliedNumbers: 9, roomRemain: '0.00001' }),
    ).toBe(true);
    // Issue 42: an unlimited pool with no room left is not listed (its Apply could only fail).
    expect(isPoolListed({ maximumApplyNumbers: -1, userAppliedNumbers: 0, roomRemain: '0' })).toBe(
      false,
    );
    expect(isPoolListed({ maximumApplyNumbers: 3, userAppliedNumbers: 2, roomRemain: '1' })).toBe(
      true,
    );
    expect(isPoolListed({ maximumApplyNumbers: 3, userAppliedNumbers: 3, roomRemain: '1' })).toBe(
      false,
    );
    expect(isPoolListed({ maximumApplyNumbers: 3, userAppliedNumbers: 0, roomRemain: '0' })).toBe(
      false,
    );
  });

  it('checks the re-enroll amount against the total with the spec texts', () => {
    expect(reEnrollAmountError('0', '100.5')).toBe('Re-enroll amount should be greater than 0.');
    expect(reEnrollAmountError('100.50001', '100.50000')).toBe(
      'Re-enroll amount should be lower than the staking total amount: 100.50000',
    );
    expect(reEnrollAmountError('100.5', '100.5')).toBeNull();
  });

  it('shows the minimum error in the spec words and other errors as they are', () => {
    expect(stakingErrorText('amount must be greater than or equal to 1')).toBe(
      'Staking amount must be greater or equal to 1 AXC',
    );
    expect(stakingErrorText('Insufficient funds')).toBe('Insufficient funds');
  });

  it('filters by the non-active statuses and lists activities without interest updates', () => {
    expect(STAKING_FILTER_STATUSES).toEqual(['CLAIMED', 'CLOSED', 'SUSPENDED', 'FROZEN']);
    expect(DEFAULT_ACTIVITIES_IN).not.toContain('INTEREST_UPDATE');
    expect(DEFAULT_ACTIVITIES_IN).toContain('CUSTOMER_CREATE');
  });
});

describe('§4 Add Funds: why it is not offered', () => {
  it.each([
    [
      'adding is not enabled',
      { enableAddAmount: false },
      'Adding funds is not enabled for this staking',
    ],
    [
      'the staking is ready to claim',
      { status: 'READY_TO_CLAIM' },
      'Funds can only be added while the staking is created or in term',
    ],
    [
      'the product is private',
      { stakingProductIsPrivate: true },
      'Funds cannot be added to a private staking',
    ],
    ['the term ended an hour ago', { termEndAt: '2026-11-21T09:00:00.000Z' }, 'The term has ended'],
    [
      'the term ends this very moment',
      { termEndAt: '2026-11-21T10:00:00.000Z' },
      'The term has ended',
    ],
    [
      'the product ends this very moment',
      { productEndAt: '2026-11-21T10:00:00.000Z' },
      'The staking product has ended',
    ],
    ['no room is left', { productRoomRemain: '0' }, 'There is no room left in this staking'],
  ] as const)('%s', (_case, overrides, reason) => {
    expect(addFundsRefusal(staking(overrides), NOW, false)).toBe(reason);
  });

  it('a term or product ending a millisecond from now still takes funds', () => {
    const soon = new Date(NOW.getTime() + 1).toISOString();
    expect(
      addFundsRefusal(staking({ termEndAt: soon, productEndAt: soon }), NOW, false),
    ).toBeNull();
  });
});

describe('§4 re-enrollment window', () => {
  it('is closed for a term that ends this very moment', () => {
    expect(reEnrollmentOpen(staking({ termEndAt: NOW.toISOString() }), NOW)).toBe(false);
  });
});

describe('staking dates (UTC days)', () => {
  it('adds whole days, forward and back', () => {
    expect(addDays(NOW, 28).toISOString()).toBe('2026-12-19T10:00:00.000Z');
    expect(addDays(NOW, -1).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('counts calendar days between two instants', () => {
    expect(daysBetween(new Date('2026-11-21T23:59:00Z'), new Date('2026-11-22T00:01:00Z'))).toBe(1);
    expect(daysBetween(new Date('2026-11-21T00:00:00Z'), new Date('2026-11-21T23:59:59Z'))).toBe(0);
    expect(daysBetween(new Date('2026-11-01T12:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toBe(
      30,
    );
    expect(daysBetween(new Date('2026-12-01T00:00:00Z'), new Date('2026-11-01T12:00:00Z'))).toBe(
      -30,
    );
  });
});

describe('how stakings are labelled (seed 002 §4 Staking, §9)', () => {
  it('labels each status as the spec does', () => {
    expect(STAKING_STATUS_LABELS).toEqual({
      CREATED: 'Created',
      IN_TERM: 'In term',
      CLOSED: 'Closed',
      SUSPENDED: 'Suspended',
      FROZEN: 'Frozen',
      CLAIMED: 'Claimed',
      READY_TO_CLAIM: 'Ready to claim',
    });
  });

  it('labels the reward frequencies Daily, Monthly, Yearly', () => {
    expect(STAKING_FREQUENCY_LABELS).toEqual({
      DAILY: 'Daily',
      MONTHLY: 'Monthly',
      YEARLY: 'Yearly',
    });
  });

  it('shows principal plus rewards for CREATED, IN_TERM and READY_TO_CLAIM only', () => {
    for (const status of ['CREATED', 'IN_TERM', 'READY_TO_CLAIM'])
      expect(isActiveStakingStatus(status)).toBe(true);
    for (const status of ['CLAIMED', 'CLOSED', 'SUSPENDED', 'FROZEN', 'UNKNOWN'])
      expect(isActiveStakingStatus(status)).toBe(false);
  });
});

describe('GET /staking/activities (seed 002 §7)', () => {
  it('asks by default for every activity code except the interest updates, in the spec order', () => {
    expect(DEFAULT_ACTIVITIES_IN).toEqual([
      'CUSTOMER_CREATE',
      'CUSTOMER_ADD_AMOUNT',
      'ISSUE_CARD',
      'ISSUE_CARD_REFUND',
      'CONVERT_CARD_TO_PHYSICAL',
      'CONVERT_CARD_TO_PHYSICAL_REFUND',
      'LOAD_CARD',
      'LOAD_CARD_REFUND',
      'BUY_GIFT_CARD',
      'BUY_GIFT_CARD_REFUND',
      'CLAIM',
      'RE_ENROLL',
      'PROMOTION',
      'SERVICE_FEE',
      'ADMIN_CREATE',
      'ADMIN_ADD_AMOUNT',
      'ADMIN_DEDUCT',
      'ADMIN_CLOSE',
      'ADMIN_SUSPEND',
      'ADMIN_FREEZE',
      'ADMIN_RESUME',
      'NETWORK_TOKEN_SPLIT',
      'AXPAY_DEPOSIT',
      'AXPAY_WITHDRAWAL',
      'MONTHLY_LOW_ASSET_FEE',
    ]);
  });
});

describe("a staking's total (seed 002 §4: principal plus rewards)", () => {
  it('adds the rewards to the principal', () => {
    expect(stakingTotal({ amount: '100', interestAmount: '2.5' })).toBe('102.5');
    expect(stakingTotal({ amount: '0.00001', interestAmount: '0' })).toBe('0.00001');
  });
});
