import { TOKEN_DEPOSIT_MESSAGES } from '@axia/core';

// The token wallet page's words. Those marked 'spec' are seed 001's verbatim (§2, §5, §8); the others are ours.

export const TOKEN_TEXT = {
  // Spec (§2 'Token wallet deposit'; §5; §8).
  title: 'Token wallet deposit',
  selectAccount: TOKEN_DEPOSIT_MESSAGES.selectAccount,
  validAmount: TOKEN_DEPOSIT_MESSAGES.validAmount,
  succeeded: TOKEN_DEPOSIT_MESSAGES.succeeded,
  noWallet: TOKEN_DEPOSIT_MESSAGES.noWallet,
  // Ours.
  intro: 'Move the coins of your legacy ERC-20 token wallet into your AXC account.',
  backToDeposit: 'Back to Deposit',
  loading: 'Loading your token wallet',
  noWalletBody: 'We could not find a legacy token wallet for your account.',
  loadFailed: 'Your token wallet could not be loaded',
  retry: 'Try again',
  notFound: 'This deposit page does not exist',
  notFoundBody: 'Choose a way to deposit from the Deposit page.',
  walletHeading: 'Your token wallet',
  walletAddress: 'Wallet address',
  walletEmail: 'Email',
  walletBalance: 'Wallet balance',
  multiplier: 'Multiplier',
  termsHeading: 'Token migration terms',
  termsBody:
    'Your legacy ERC-20 AXC tokens are migrated to AXC on the AXIA Network (V2). Each token you deposit is ' +
    'credited to your AXC account multiplied by the migration multiplier shown on this page. The migration ' +
    'cannot be reversed: tokens you deposit leave your token wallet for good.',
  termsAgree: 'I agree',
  termsCancel: 'Cancel',
  formHeading: 'Deposit from your token wallet',
  account: 'Select an AXC account',
  noAccount: 'You have no AXC account to deposit into.',
  actionRequired: 'Action Required',
  amount: 'Amount to deposit',
  willReceive: (amount: string) => `You will receive ${amount}`,
  submit: 'Deposit',
  aboveBalance: TOKEN_DEPOSIT_MESSAGES.aboveBalance,
  tooManyDecimals: TOKEN_DEPOSIT_MESSAGES.tooManyDecimals,
} as const;

/**
 * The route's {hash} (seed 001 §2: the token wallet page is /deposit/{hash}, its route not shown): the first 16 hex
 * digits of SHA-256('erc20AXC'), the bank's name for the legacy token. A fixed value, so the landing can link to it
 * without a call; any other hash shows 'This deposit page does not exist'.
 */
export const TOKEN_WALLET_ROUTE_HASH = 'ca888f186fd9aa39';
export const TOKEN_WALLET_PATH = `/deposit/${TOKEN_WALLET_ROUTE_HASH}`;
