import type {
  TransportRequest,
  Account,
  InterestRecord,
  StakingActivity,
  StakingProduct,
  StakingStatus,
  User,
  UserStaking,
} from '@axia/core';
import { fakeUser, sampleAccount } from '../kit/testing';

// Sample data for the staking stories and tests (never imported by the screens), shared by /stakings and
// /stakings/{stakingId}. The bank's clock in these samples: 2026-11-25 (see `sampleNow`).

/** "Now" in the samples: terms, re-enrollment windows and product ends are relative to it. */
export const sampleNow = new Date('2026-11-25T12:00:00.000Z');

/** A customer with every staking flag on (pools, apply, add funds, re-enrollment). */
export const stakingUser: User = {
  ...fakeUser,
  features: [
    ...fakeUser.features,
    'STAKINGS_PRODUCTS',
    'STAKINGS_APPLY',
    'STAKINGS_ADD_AMOUNT',
    'STAKINGS_RE_ENROLLMENT',
  ],
};
/** Pools shown but applying off (STAKINGS_PRODUCTS without STAKINGS_APPLY). */
export const poolsOnlyUser: User = {
  ...fakeUser,
  features: [...fakeUser.features, 'STAKINGS_PRODUCTS'],
};
/** Neither pools nor apply: only the 'Staking' list. */
export const listOnlyUser: User = fakeUser;

// Accounts: AXC wallets to stake from (one active with funds, one active and small, one frozen), plus fiat.
const wallet = (overrides: Partial<Account> & Pick<Account, 'id' | 'currency'>): Account =>
  sampleAccount({
    type: 'CRYPTO_WALLET',
    currencyType: 'CRYPTO',
    amount: '0.00000',
    spendableAmount: '0.00000',
    ...overrides,
  });

export const axcWallet = wallet({
  id: 'acc-axc',
  currency: 'AXC',
  publicId: 'AXC7720394851',
  typePublicName: 'AXC Wallet',
  amount: '15234.12345',
  spendableAmount: '15234.12345',
});
export const axcSavings = wallet({
  id: 'acc-axc-2',
  currency: 'AXC',
  publicId: 'AXC3390128475',
  typePublicName: 'AXC Savings',
  amount: '0.50000',
  spendableAmount: '0.50000',
});
export const frozenAxcWallet = wallet({
  id: 'acc-axc-3',
  currency: 'AXC',
  publicId: 'AXC1100293847',
  typePublicName: 'AXC Reserve',
  amount: '12.00000',
  spendableAmount: '12.00000',
  status: 'FROZEN',
});
export const usdAccount = sampleAccount({
  id: 'acc-usd',
  currency: 'USD',
  publicId: 'USD4820193746',
  typePublicName: 'US Dollar Account',
  amount: '1234.56',
  spendableAmount: '1234.56',
});
export const stakingAccounts: readonly Account[] = [
  usdAccount,
  axcWallet,
  axcSavings,
  frozenAxcWallet,
];

// Products (pools).
const product = (overrides: Partial<StakingProduct> & Pick<StakingProduct, 'code' | 'name'>) =>
  ({
    shortDesc: 'Earn rewards on your AXC.',
    longDesc: 'Stake AXC for a fixed term and earn daily rewards at the pool’s annual rate.',
    currency: 'AXC',
    annualInterestRate: '0.12',
    term: 30,
    termUnit: 'DAYS',
    frequency: 'DAILY',
    endAt: null,
    individualRoomLimit: '0',
    maximumApplyNumbers: -1,
    userAppliedNumbers: 0,
    roomRemain: '1000000.00000',
    isPrivate: false,
    ...overrides,
  }) satisfies StakingProduct;

/** maximumApplyNumbers -1: always listed. */
export const unlimitedPool = product({
  code: 'AXC-30D',
  name: 'AXC Flex 30',
  shortDesc: '30 days, rewards every day.',
  annualInterestRate: '0.12',
});
/** At most 2 applications per customer, 1 used, room left: listed. */
export const limitedPool = product({
  code: 'AXC-6M',
  name: 'AXC Growth 6M',
  shortDesc: 'Six months, rewards monthly, up to 2 stakings.',
  annualInterestRate: '0.125',
  term: 6,
  termUnit: 'MONTHS',
  frequency: 'MONTHLY',
  individualRoomLimit: '50000.00000',
  maximumApplyNumbers: 2,
  userAppliedNumbers: 1,
  roomRemain: '250000.00000',
  endAt: '2027-06-30T23:59:59.000Z',
});
/** One year, yearly rewards, unlimited. */
const yearlyPool = product({
  code: 'AXC-1Y',
  name: 'AXC Hold 1Y',
  shortDesc: 'One year, one reward at the end of each year.',
  annualInterestRate: '0.18',
  term: 1,
  termUnit: 'YEARS',
  frequency: 'YEARLY',
});
/** No room left: not listed (§4). */
export const fullPool = product({
  code: 'AXC-FULL',
  name: 'AXC Launch (full)',
  annualInterestRate: '0.2',
  maximumApplyNumbers: 5,
  userAppliedNumbers: 0,
  roomRemain: '0',
});
/** Unlimited applies, but no room left: not listed either (issue 42: its Apply could only fail). */
export const fullUnlimitedPool = product({
  code: 'AXC-SOLD-OUT',
  name: 'AXC Open (sold out)',
  annualInterestRate: '0.1',
  maximumApplyNumbers: -1,
  userAppliedNumbers: 0,
  roomRemain: '0',
});
/** The customer used every application: not listed (§4). */
export const usedUpPool = product({
  code: 'AXC-ONCE',
  name: 'AXC Welcome (once)',
  annualInterestRate: '0.15',
  maximumApplyNumbers: 1,
  userAppliedNumbers: 1,
  roomRemain: '10000.00000',
});
/** Private: offered to chosen customers; funds cannot be added to its stakings. */
const privatePool = product({
  code: 'AXC-VIP',
  name: 'AXC Private 90',
  shortDesc: 'By invitation: 90 days.',
  annualInterestRate: '0.16',
  term: 90,
  isPrivate: true,
});

/** What GET /staking/available may answer (the bank filters too; the screen filters with isPoolListed again). */
export const samplePools: readonly StakingProduct[] = [
  unlimitedPool,
  limitedPool,
  yearlyPool,
  privatePool,
  fullPool,
  fullUnlimitedPool,
  usedUpPool,
];
/** The pools the §4 rule lists among `samplePools`. */
export const listedPools: readonly StakingProduct[] = [
  unlimitedPool,
  limitedPool,
  yearlyPool,
  privatePool,
];

// Interest records (newest first, as GET /staking/{id}/interestRecords orders them).
const interestRecord = (date: string, dailyRewardAmount: string): InterestRecord => ({
  date,
  dailyRewardAmount,
  currency: 'AXC',
});
/** 1000 AXC at 12%: 1000 × 0.12 ÷ 365 = 0.328767… → 0.32876 a day. */
export const sampleInterestRecords: readonly InterestRecord[] = [
  interestRecord('2026-11-24', '0.32876'),
  interestRecord('2026-11-23', '0.32876'),
  interestRecord('2026-11-22', '0.32876'),
];

// User stakings, one per status (and the variants the detail screen's rules need).
const staking = (
  overrides: Partial<UserStaking> & Pick<UserStaking, 'id' | 'publicId' | 'status'>,
): UserStaking => ({
  name: unlimitedPool.name,
  shortDesc: unlimitedPool.shortDesc,
  amount: '1000.00000',
  currency: 'AXC',
  interestAmount: '0.98628',
  spendableAmount: '1000.98628',
  annualInterestRate: '0.12',
  createdAt: '2026-11-20T09:30:00.000Z',
  termStartAt: '2026-11-21T00:00:00.000Z',
  termEndAt: '2026-12-21T00:00:00.000Z',
  term: 30,
  termUnit: 'DAYS',
  frequency: 'DAILY',
  productCode: unlimitedPool.code,
  productRoomRemain: unlimitedPool.roomRemain,
  productEndAt: null,
  productIndividualRoomLimit: '0',
  stakingProductIsPrivate: false,
  enableAddAmount: true,
  rateInUsd: '0.25000',
  maximumWithdrawUsdAmount: '250.24657',
  interestRecords: [...sampleInterestRecords],
  autoEnrollments: [],
  ...overrides,
});

/** Applied today: the term starts at the next 00:00 UTC; no rewards yet. */
export const createdStaking = staking({
  id: 'stk-created',
  publicId: 'STK1000000001',
  status: 'CREATED',
  amount: '250.00000',
  interestAmount: '0.00000',
  spendableAmount: '250.00000',
  createdAt: '2026-11-25T08:00:00.000Z',
  termStartAt: '2026-11-26T00:00:00.000Z',
  termEndAt: '2026-12-26T00:00:00.000Z',
  interestRecords: [],
});
/** In term, ends within 28 days: re-enrollment open (so Add Funds is not offered). */
export const inTermStaking = staking({
  id: 'stk-in-term',
  publicId: 'STK1000000002',
  status: 'IN_TERM',
});
/** In term with an auto re-enrollment already set ('Edit Re-enrollment'). */
export const reEnrolledStaking = staking({
  id: 'stk-re-enrolled',
  publicId: 'STK1000000008',
  status: 'IN_TERM',
  autoEnrollments: [
    {
      id: 'ae-1',
      stakingId: 'stk-re-enrolled',
      autoEnrollStakingProductCode: limitedPool.code,
      autoEnrollStakingProductName: limitedPool.name,
      autoEnrollAmount: '500.49314',
      autoEnrollPercentage: '0.5',
      executedAt: null,
    },
  ],
});
/** In term, far from its end (six-month pool): Add Funds offered, re-enrollment not yet. */
export const longTermStaking = staking({
  id: 'stk-long',
  publicId: 'STK1000000003',
  status: 'IN_TERM',
  name: limitedPool.name,
  shortDesc: limitedPool.shortDesc,
  amount: '20000.00000',
  interestAmount: '205.47945',
  spendableAmount: '20205.47945',
  annualInterestRate: limitedPool.annualInterestRate,
  createdAt: '2026-10-01T10:00:00.000Z',
  termStartAt: '2026-10-02T00:00:00.000Z',
  termEndAt: '2027-04-02T00:00:00.000Z',
  term: 6,
  termUnit: 'MONTHS',
  frequency: 'MONTHLY',
  productCode: limitedPool.code,
  productRoomRemain: limitedPool.roomRemain,
  productEndAt: limitedPool.endAt,
  productIndividualRoomLimit: limitedPool.individualRoomLimit,
  interestRecords: [
    interestRecord('2026-11-24', '6.84931'),
    interestRecord('2026-11-23', '6.84931'),
  ],
});
/** Term over: Claim offered. */
export const readyStaking = staking({
  id: 'stk-ready',
  publicId: 'STK1000000004',
  status: 'READY_TO_CLAIM',
  amount: '500.00000',
  interestAmount: '4.93140',
  spendableAmount: '504.93140',
  createdAt: '2026-10-20T09:00:00.000Z',
  termStartAt: '2026-10-21T00:00:00.000Z',
  termEndAt: '2026-11-20T00:00:00.000Z',
});
export const claimedStaking = staking({
  id: 'stk-claimed',
  publicId: 'STK1000000005',
  status: 'CLAIMED',
  amount: '300.00000',
  interestAmount: '2.95860',
  spendableAmount: '0.00000',
  createdAt: '2026-09-01T09:00:00.000Z',
  termStartAt: '2026-09-02T00:00:00.000Z',
  termEndAt: '2026-10-02T00:00:00.000Z',
});
export const closedStaking = staking({
  id: 'stk-closed',
  publicId: 'STK1000000006',
  status: 'CLOSED',
  amount: '0.00000',
  interestAmount: '0.00000',
  spendableAmount: '0.00000',
  createdAt: '2026-08-01T09:00:00.000Z',
  termStartAt: '2026-08-02T00:00:00.000Z',
  termEndAt: '2026-09-01T00:00:00.000Z',
});
export const suspendedStaking = staking({
  id: 'stk-suspended',
  publicId: 'STK1000000007',
  status: 'SUSPENDED',
  name: privatePool.name,
  shortDesc: privatePool.shortDesc,
  productCode: privatePool.code,
  stakingProductIsPrivate: true,
  term: 90,
  termEndAt: '2027-02-19T00:00:00.000Z',
});
export const frozenStaking = staking({
  id: 'stk-frozen',
  publicId: 'STK1000000009',
  status: 'FROZEN',
  name: yearlyPool.name,
  shortDesc: yearlyPool.shortDesc,
  annualInterestRate: yearlyPool.annualInterestRate,
  term: 1,
  termUnit: 'YEARS',
  frequency: 'YEARLY',
  productCode: yearlyPool.code,
  termEndAt: '2027-11-21T00:00:00.000Z',
});

/** One staking per status, newest first (GET /staking orders desc). */
export const stakingsByStatus: Record<StakingStatus, UserStaking> = {
  CREATED: createdStaking,
  IN_TERM: inTermStaking,
  READY_TO_CLAIM: readyStaking,
  CLAIMED: claimedStaking,
  CLOSED: closedStaking,
  SUSPENDED: suspendedStaking,
  FROZEN: frozenStaking,
};
export const sampleStakings: readonly UserStaking[] = [
  createdStaking,
  inTermStaking,
  reEnrolledStaking,
  longTermStaking,
  readyStaking,
  suspendedStaking,
  frozenStaking,
  claimedStaking,
  closedStaking,
];

// Activities (newest first).
const activity = (
  overrides: Partial<StakingActivity> &
    Pick<StakingActivity, 'id' | 'stakingActivityTypeCode' | 'title' | 'amountChanged'>,
): StakingActivity => ({
  description: null,
  currency: 'AXC',
  completedAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  staking: { id: inTermStaking.id, publicId: inTermStaking.publicId },
  metaData: {},
  internalTransaction: null,
  ...overrides,
});
const customer = {
  firstName: fakeUser.firstName,
  lastName: fakeUser.lastName,
  email: fakeUser.email,
};
const createActivity = activity({
  id: 'act-1',
  stakingActivityTypeCode: 'CUSTOMER_CREATE',
  title: 'Staking created',
  amountChanged: '1000.00000',
  description: 'Applied to AXC Flex 30',
  metaData: {
    toUserSpendableAmountChange: { amountChangedInAxc: '1000.00000', amountChangedInUsd: '250.00' },
    fromUserSpendableAmountChange: {
      amountChangedInAxc: '-1000.00000',
      amountChangedInUsd: '-250.00',
    },
  },
  internalTransaction: {
    publicId: 'TX8800112233',
    from: { ...customer, accountPublicId: axcWallet.publicId },
    to: { ...customer, accountPublicId: inTermStaking.publicId },
  },
});
const addAmountActivity = activity({
  id: 'act-2',
  stakingActivityTypeCode: 'CUSTOMER_ADD_AMOUNT',
  title: 'Amount added',
  amountChanged: '250.00000',
  completedAt: '2026-11-22T14:05:00.000Z',
  updatedAt: '2026-11-22T14:05:00.000Z',
  internalTransaction: {
    publicId: 'TX8800112234',
    from: { ...customer, accountPublicId: axcWallet.publicId },
    to: { ...customer, accountPublicId: inTermStaking.publicId },
  },
});
const rewardActivity = activity({
  id: 'act-3',
  stakingActivityTypeCode: 'INTEREST_UPDATE',
  title: 'Rewards',
  amountChanged: '0.32876',
  completedAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
});
const cardLoadActivity = activity({
  id: 'act-4',
  stakingActivityTypeCode: 'LOAD_CARD',
  title: 'Card loaded',
  amountChanged: '-40.00000',
  description: 'Card ending 4821',
  completedAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  metaData: {
    fromUserSpendableAmountChange: {
      amountChangedInAxc: '-40.00000',
      amountChangedInUsd: '-10.00',
    },
  },
});
const claimActivity = activity({
  id: 'act-5',
  stakingActivityTypeCode: 'CLAIM',
  title: 'Staking claimed',
  amountChanged: '-302.95860',
  staking: { id: claimedStaking.id, publicId: claimedStaking.publicId },
  completedAt: '2026-10-03T09:00:00.000Z',
  updatedAt: '2026-10-03T09:00:00.000Z',
  internalTransaction: {
    publicId: 'TX8800112235',
    from: { ...customer, accountPublicId: claimedStaking.publicId },
    to: { ...customer, accountPublicId: axcWallet.publicId },
  },
});
const adminFreezeActivity = activity({
  id: 'act-6',
  stakingActivityTypeCode: 'ADMIN_FREEZE',
  title: 'Staking frozen',
  amountChanged: '0.00000',
  description: 'Frozen by the bank',
  staking: { id: frozenStaking.id, publicId: frozenStaking.publicId },
});
/** The in-term staking's activities (default activitiesIn: no INTEREST_UPDATE), newest first. */
export const sampleActivities: readonly StakingActivity[] = [
  cardLoadActivity,
  addAmountActivity,
  createActivity,
];
export const allSampleActivities: readonly StakingActivity[] = [
  rewardActivity,
  cardLoadActivity,
  addAmountActivity,
  createActivity,
  claimActivity,
  adminFreezeActivity,
];

/** Page answers as the bank gives them. */
export const page = <T>(data: readonly T[], totalCount = data.length) => ({
  data: [...data],
  totalCount,
});

/** A bank refusal as the call layer rejects with it (errorText reads response.data.message). */
export const refusal = (message: string) =>
  Object.assign(new Error(message), { response: { data: { message } } });

/** A call whose promise rejects with the bank's `message`. */
export const failingCall = (message: string) => () => Promise.reject(refusal(message));

/** The bank's words for an apply below the minimum (§8: shown as 'Staking amount must be greater or equal to 1 AXC'). */
export const MINIMUM_REFUSAL = 'amount must be greater than or equal to 1';

/**
 * The staking calls answered from the samples as the sandbox bank would: GET /staking filtered by `status`, the
 * apply answering a new CREATED staking, one staking and its lists by id. `overrides` replace any of them.
 */
export function stakingResponses(
  overrides: Record<string, unknown> = {},
  stakings: readonly UserStaking[] = sampleStakings,
  pools: readonly StakingProduct[] = samplePools,
): Record<string, unknown> {
  return {
    getAvailableStakings: page(pools),
    getStakings: (request: TransportRequest) => {
      const status = request.query?.status;
      return page(status ? stakings.filter((staking) => staking.status === status) : stakings);
    },
    applyStaking: (request: TransportRequest) => {
      const body = request.body as { amount: string };
      return { ...createdStaking, id: 'stk-new', publicId: 'STK1000000099', amount: body.amount };
    },
    getStaking: (request: TransportRequest) => {
      const id = decodeURIComponent(request.path.split('/')[2] ?? '');
      const found = stakings.find((staking) => staking.id === id);
      if (!found) return Promise.reject(refusal('Staking not found'));
      return found;
    },
    getStakingInterestRecords: page(sampleInterestRecords),
    getStakingActivities: page(sampleActivities),
    getStakingActivity: (request: TransportRequest) =>
      allSampleActivities.find((item) => request.path.endsWith(`/${item.id}`)) ?? createActivity,
    getAccounts: [...stakingAccounts],
    ...overrides,
  };
}
