import { STAKING_MESSAGES } from '@axia/core';

// The words of /stakings and the stake-funds dialog (shared with /stakings/{stakingId}'s Add Funds). Those marked
// 'spec' are seed 002's verbatim (§2 Staking, §5, §8), from core's STAKING_MESSAGES; the others are ours.
//
// Where each of §8's empty states belongs (seed 002 §2, §4, §8):
// - "There's no available staking." (`noPools`): the 'Staking Pools' section when no pool is listed (§4's rule).
// - 'No staking' (`noStakings`): the 'Staking' list when the customer has no staking (in the chosen status).
// - 'No records' (`noRecords`): the detail screen's activity and rewards lists (/stakings/{stakingId}).
// - 'No available stakings!' (`noStakingsToSelect`): a choice AMONG STAKINGS that finds none, i.e. picking a staking
//   as the source of a card or gift-card payment (seed 002 §3 'fromStakingId'): the cards and gift-card screens.
//   It is not the apply dialog's account choice (that lists accounts, not stakings): with no active account in the
//   pool's currency the dialog says `noSourceAccount` (ours), and the 'Please select an account' rule stays.

export const STAKINGS_TEXT = {
  // Spec.
  title: 'Staking',
  poolsTitle: 'Staking Pools',
  listTitle: 'Staking',
  apply: 'Apply',
  confirmStaking: 'Confirm staking',
  selectAccount: STAKING_MESSAGES.selectAccount,
  invalidAmount: STAKING_MESSAGES.invalidAmount,
  applied: STAKING_MESSAGES.applied,
  added: STAKING_MESSAGES.added,
  noPools: STAKING_MESSAGES.noPools,
  noStakings: STAKING_MESSAGES.noStakings,
  allStatuses: 'ALL',
  // Ours.
  description: 'Stake AXC in a pool for a fixed term and earn rewards at its annual rate.',
  poolsLabel: 'Available pools',
  apr: 'APR',
  term: 'Term',
  rewards: 'Reward frequency',
  room: 'Remaining room',
  unlimitedRoom: 'No limit',
  applyTo: (pool: string) => `Apply to ${pool}`,
  loadingPools: 'Loading the staking pools',
  loadingStakings: 'Loading your stakings',
  poolsFailed: 'The staking pools could not be loaded',
  stakingsFailed: 'Your stakings could not be loaded',
  applyFailed: 'Staking failed',
  addFailed: 'Adding funds failed',
  tryAgain: 'Try again',
  statusFilter: 'Status',
  stakingsLabel: 'Your stakings',
  noStakingsHint: 'Apply to a pool above to start earning rewards.',
  noStakingsInStatus: (status: string) => `You have no staking with the status ${status}.`,
  principal: 'Principal',
  rewardsEarned: 'Rewards',
  total: 'Total',
  status: 'Status',
  open: (name: string, publicId: string) => `${name}, ${publicId}`,
} as const;

/** The stake-funds dialog (apply to a pool, add funds to a staking). */
export const STAKE_FUNDS_TEXT = {
  // Spec.
  confirmStaking: 'Confirm staking',
  selectAccount: STAKING_MESSAGES.selectAccount,
  invalidAmount: STAKING_MESSAGES.invalidAmount,
  // Ours.
  account: 'From account',
  accountPlaceholder: 'Choose an account',
  amount: 'Amount',
  minimum: (minimum: string) => `The minimum is ${minimum}.`,
  room: (room: string) => `At most ${room} can be added.`,
  noSourceAccount: (currency: string) =>
    `You have no active ${currency} account to stake from. Deposit ${currency} first.`,
  terms: (pool: string) =>
    `I have read and agree to the terms of ${pool}: my funds stay in the staking until the term ends.`,
  termsHint: 'Tick the box to agree to the terms first.',
  cancel: 'Cancel',
  back: 'Back',
  confirmTitle: {
    apply: 'Confirm your staking',
    add: 'Confirm adding funds',
  },
  confirmIntro: {
    apply: 'You are about to stake these funds:',
    add: 'You are about to add these funds to your staking:',
  },
  confirm: 'Confirm',
  pool: 'Pool',
  staking: 'Staking',
  confirmAmount: 'Amount',
  confirmAccount: 'From account',
} as const;
