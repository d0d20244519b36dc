import { CONSENT_FORMS } from '../domain/user';
import {
  compare,
  decimalPlaces,
  isDecimalString,
  isPositive,
  multiply,
  roundDown,
} from '../money/decimal';
import { CRYPTO_DECIMALS } from '../money/currency';
import { isLegacyTokenHolder } from './legacyToken';

// Seed 001 §2 'Token wallet deposit', §5, §8, §9: the legacy ERC-20 token wallet moved into an AXC account. The
// same rules for the page and the bank, so both show and credit the same figure.

/** §9: the token deposit multiplier for flagged users created before 2022-07-29; everyone else gets 1. */
export const TOKEN_DEPOSIT_MULTIPLIER = '13.43';
/** §4, §9: after a token deposit the page reloads after 500 ms. */
export const TOKEN_DEPOSIT_RELOAD_MS = 500;
/**
 * The page's migration terms: the network V2 token-migration consent of seed 000 §3 (the login flow's own
 * TOKEN_MIGRATION consent already stands between a legacy user and every page, so the deposit page asks for the
 * network V2 migration of the old token).
 */
export const TOKEN_DEPOSIT_CONSENT_FORM = CONSENT_FORMS.networkV2TokenMigration;

export const TOKEN_DEPOSIT_MESSAGES = {
  // Spec (§5, §8).
  selectAccount: 'Please select an account',
  validAmount: 'Please enter a valid amount',
  succeeded: 'Deposit succeeded!',
  noWallet: 'No wallet information!',
  // Ours (the bank's 4xx answers).
  tooManyDecimals: `The amount takes at most ${CRYPTO_DECIMALS} decimals`,
  aboveBalance: 'The amount is more than your token wallet holds',
  consentFirst: 'Please agree to the token migration terms first',
  axcOnly: 'Token deposits can only go to an AXC account',
  activeOnly: 'Only an active account can receive the deposit',
} as const;

interface TokenHolder {
  /** ISO timestamp. */
  createdAt: string;
  features: readonly string[];
  consent?: Readonly<Record<string, boolean>>;
}

/** §9: 13.43 for legacy token holders, otherwise 1. */
export function tokenDepositMultiplier(user: TokenHolder): string {
  return isLegacyTokenHolder(user) ? TOKEN_DEPOSIT_MULTIPLIER : '1';
}

/** A legacy token holder who has not agreed to the page's migration terms yet. */
export function needsTokenDepositConsent(user: TokenHolder): boolean {
  return isLegacyTokenHolder(user) && user.consent?.[TOKEN_DEPOSIT_CONSENT_FORM] !== true;
}

/**
 * The AXC credited for `amount` tokens. Rounding rule: amount × multiplier, rounded DOWN to AXC's 5 decimals (the
 * customer never receives more than the multiplier covers; with ×1 the amount itself, exactly).
 */
export function tokenDepositCredit(amount: string, multiplier: string): string {
  return roundDown(multiply(amount, multiplier), CRYPTO_DECIMALS);
}

/**
 * Why `amount` cannot be deposited from a wallet holding `walletBalance` (null when it can): a number above 0
 * (§5 'Please enter a valid amount'), at most 5 decimals, and no more than the wallet holds.
 */
export function tokenDepositAmountProblem(amount: string, walletBalance: string): string | null {
  if (!isDecimalString(amount) || !isPositive(amount)) return TOKEN_DEPOSIT_MESSAGES.validAmount;
  if (decimalPlaces(amount) > CRYPTO_DECIMALS) return TOKEN_DEPOSIT_MESSAGES.tooManyDecimals;
  if (compare(amount, walletBalance) > 0) return TOKEN_DEPOSIT_MESSAGES.aboveBalance;
  return null;
}
