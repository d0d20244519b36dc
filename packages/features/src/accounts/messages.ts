import { GENERAL_MESSAGES } from '@axia/core';

// The accounts screens' words. The quoted ones are the spec's, verbatim (seed 000 §2.6, §4, §8, §9; seed 002
// §2, §9); the others are ours, marked so.

export const ACCOUNTS_TEXT = {
  // Seed 000 §2.6.
  overviewTitle: 'Account Overview',
  rewardsEarned: 'Rewards Earned',
  stakingBalance: 'Staking Balance',
  accounts: 'Accounts',
  fiat: 'Fiat',
  digital: 'Digital',
  all: 'All',
  backToOverview: 'Back to overview',
  actionRequired: GENERAL_MESSAGES.actionRequired,
  // Seed 000 §4.
  doNotShowToday: 'Do not show this message again today',
  // Seed 000 §8.
  copied: GENERAL_MESSAGES.copied,
  // Seed 002 §2: the staking account card of the overview.
  stakingAccount: 'AXIA Staking Account',

  // Ours: the spec names these things without quoting their labels.
  coinBalance: 'AXC Balance',
  rateTitle: 'AXC/USD',
  refreshRate: 'Refresh AXC/USD rate',
  perAxc: 'per AXC',
  rateUnavailable: 'Rate not available',
  /** Said to screen readers when the refresh button has read the rate (not a spec string). */
  rateRefreshed: 'The AXC/USD rate is up to date.',
  spendable: 'Spendable',
  accountFilter: 'Account type',
  /** Said politely after a filter change (issue 28: the filter did not say how many accounts it shows). */
  accountsShown: (count: number, filter: 'FIAT' | 'DIGITAL' | 'ALL') =>
    `${count} ${filter === 'FIAT' ? 'fiat ' : filter === 'DIGITAL' ? 'digital ' : ''}${
      count === 1 ? 'account' : 'accounts'
    } shown`,
  noAccounts: 'No accounts to show',
  loadingOverview: 'Loading account overview',
  loadingAccounts: 'Loading accounts',
  loadFailed: 'Accounts could not be loaded',
  tryAgain: 'Try again',
  detailTitle: 'Account details',
  /** The detail's h1 and document title name the account (issue 28: every account's page read alike). */
  detailTitleOf: (typePublicName: string) => `${typePublicName} – Account details`,
  balance: 'Balance',
  accountNumber: 'Account number',
  copyAccountNumber: 'Copy account number',
  rewardsRate: 'Rewards rate',
  accountNotFound: 'Account not found',
  accountNotFoundDescription: 'This account is not one of yours, or it no longer exists.',
  loadingAccount: 'Loading account',
  lowBalanceTitle: 'Low balance notice',
  totalBalance: 'Your total balance:',
  // Ours (issue 43: the overview leads with the customer's total and the actions they take most).
  totalHoldings: 'Total balance',
  totalHoldingsNote: 'Everything you hold, valued in US dollars',
  totalUnavailable: 'Your total could not be worked out just now.',
  loadingTotal: 'Loading your total balance',
  quickActions: 'Quick actions',
  addMoney: 'Add money',
  send: 'Send',
  exchange: 'Exchange',
  close: 'Close',
} as const;

/** Seed 000 §2.6, §4: the rate card's age, in whole minutes (the spec's wording for every n). */
export const lastUpdatedText = (minutes: number) => `Last updated: ${minutes} minutes ago`;

/**
 * Seed 000 §9: the low-balance notice states the feeless minimum (USD 100 or the equivalent in AXC) and that the
 * account is closed if the balance cannot cover the monthly fee. The threshold is the bank's (GET /user/totalAsset).
 */
export const lowBalanceText = (threshold: string) =>
  `Your total balance is below the feeless minimum balance threshold of USD ${threshold} or the equivalent in AXC. ` +
  'If your balance cannot cover the monthly fee, your account will be closed.';
