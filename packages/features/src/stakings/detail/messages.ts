import { STAKING_MESSAGES } from '@axia/core';

// The words of /stakings/{stakingId}. Those marked 'spec' are seed 002's verbatim (§2 Staking, §4, §5, §8), from
// core's STAKING_MESSAGES; the others are ours.

export const DETAIL_TEXT = {
  // Spec.
  back: 'Back',
  claim: 'Claim',
  claimAccountRequired: STAKING_MESSAGES.claimAccountRequired,
  claimed: STAKING_MESSAGES.claimed,
  addFunds: 'Add Funds',
  added: STAKING_MESSAGES.added,
  reEnrollOpen: 'Re-enrollment Open',
  reEnrollEdit: 'Edit Re-enrollment',
  reEnrollProductRequired: STAKING_MESSAGES.reEnrollProductRequired,
  autoEnrollSet: STAKING_MESSAGES.autoEnrollSet,
  autoEnrollUpdated: STAKING_MESSAGES.autoEnrollUpdated,
  transactions: 'Transactions',
  rewards: 'Rewards',
  noRecords: STAKING_MESSAGES.noRecords,
  // Ours.
  title: 'Staking details',
  loading: 'Loading the staking',
  notFound: 'Staking not found',
  notFoundDescription: 'There is no staking with this ID among yours.',
  loadFailed: 'The staking could not be loaded',
  tryAgain: 'Try again',
  stakingId: 'Staking ID',
  status: 'Status',
  principal: 'Principal',
  /** interestAmount: the rewards credited to the staking so far (the chart shows them accrued, day by day). */
  rewardsEarned: 'Rewards credited',
  total: 'Total',
  apr: 'APR',
  term: 'Term',
  frequency: 'Reward frequency',
  termStart: 'Term start',
  termEnd: 'Term end',
  created: 'Created',
  actions: 'Actions',
  addFundsUnavailable: (reason: string) => `Add Funds is not available: ${reason}.`,
  reEnrollmentSet: (amount: string, pool: string) =>
    `Auto re-enrollment: ${amount} into ${pool} at the end of the term.`,
  /** Why a monthly or yearly staking's rewards read 0 for a while (the bank credits each period at its end). */
  creditedAt: {
    MONTHLY:
      'Rewards are credited monthly: at the end of each month of the term, counted from the term start.',
    YEARLY:
      'Rewards are credited yearly: at the end of each year of the term, counted from the term start.',
  },
  reEnrollmentDone: (amount: string, pool: string, day: string) =>
    `Re-enrolled: ${amount} went into ${pool} on ${day}.`,
  // Claim.
  claimTitle: 'Claim staking',
  claimIntro: 'The staking’s total is deposited into the account you choose.',
  claimAccount: 'Deposit to account',
  claimAmount: 'Amount to claim',
  noClaimAccount: (currency: string) =>
    `You have no active ${currency} account to deposit into. Please contact customer support.`,
  loadingAccounts: 'Loading your accounts',
  accountsFailed: 'Your accounts could not be loaded',
  cancel: 'Cancel',
  // Re-enrollment.
  reEnrollPool: 'Re-enroll pool',
  reEnrollPoolPlaceholder: 'Choose a pool',
  poolOption: (apr: string, term: string) => `${apr}% APR · ${term}`,
  loadingPools: 'Loading the staking pools',
  poolsFailed: 'The staking pools could not be loaded',
  reEnrollAmount: 'Re-enroll amount',
  reEnrollShare: 'Share of the staking total',
  reEnrollTotal: 'Staking total',
  unallocatedNote: 'Any unallocated amount is returned to your AXC account at the end of the term.',
  reEnrollTerms:
    'I agree to re-enroll this amount into the chosen pool on its terms when this staking’s term ends.',
  termsRequired: 'Tick the box to agree to the terms first.',
  save: 'Save',
  // Lists.
  show: 'Show',
  activitiesLabel: 'Staking transactions',
  activityPages: 'Transaction pages',
  loadingActivities: 'Loading the transactions',
  activitiesFailed: 'The transactions could not be loaded',
  loadingRewards: 'Loading the rewards',
  rewardsFailed: 'The rewards could not be loaded',
  rewardsTable: 'Daily rewards',
  date: 'Date',
  dailyReward: 'Daily reward',
  currency: 'Currency',
  credit: 'Added',
  debit: 'Taken',
  // Activity detail.
  activityTitle: 'Transaction details',
  loadingActivity: 'Loading the transaction',
  activityFailed: 'The transaction could not be loaded',
  close: 'Close',
  activityName: 'Title',
  description: 'Description',
  amount: 'Amount',
  type: 'Type',
  completedAt: 'Completed',
  updatedAt: 'Updated',
  transactionId: 'Transaction ID',
  spendableFrom: 'Spendable change (from)',
  spendableTo: 'Spendable change (to)',
  inAxc: 'in AXC',
  inUsd: 'in USD',
  from: 'From',
  to: 'To',
  name: 'Name',
  email: 'Email',
  account: 'Account',
} as const;
