import { makeAutoObservable, runInAction } from 'mobx';
import {
  compare,
  decimalPlaces,
  isAccountActive,
  isDecimalString,
  isPositive,
  STAKING_LIMITS,
  STAKING_MESSAGES,
  type Account,
  type Currency,
} from '@axia/core';
import { STAKE_FUNDS_TEXT } from '../messages';

// The stake-funds dialog's state (seed 002 §5 'Apply and add funds'): the account ('Please select an account'), the
// amount ('Please enter a valid staking amount' unless numeric, above 0 and at most 5 decimals), the terms box that
// enables 'Confirm staking', then the confirmation step before the call. The minimum (1 AXC) is the bank's rule (§5:
// 'Minimum staking is 1 AXC, enforced by the server'); the form refuses below it too, with the sentence §8 shows
// for the bank's refusal, at the amount rather than after the confirmation (issue 28). The room is the bank's.

export type StakeFundsStep = 'form' | 'confirm';

/** The accounts a staking may be paid from: the customer's ACTIVE accounts in the pool's currency. */
export const stakeSourceAccounts = (accounts: readonly Account[], currency: Currency) =>
  accounts.filter((account) => account.currency === currency && isAccountActive(account));

/** §5: numeric, above 0, at most 5 decimals, else the spec's message; then at least the 1 AXC minimum (§8's words). */
export function stakeAmountError(amount: string): string | null {
  const value = amount.trim();
  if (
    !isDecimalString(value) ||
    !isPositive(value) ||
    decimalPlaces(value) > STAKING_LIMITS.decimals
  )
    return STAKE_FUNDS_TEXT.invalidAmount;
  if (compare(value, STAKING_LIMITS.minimumAmount) < 0) return STAKING_MESSAGES.minimumDisplayed;
  return null;
}

export interface StakeFundsSnapshot {
  accountId?: string | null;
  amount?: string;
  termsAccepted?: boolean;
  step?: StakeFundsStep;
  accountError?: string | null;
  amountError?: string | null;
}

export class StakeFundsForm {
  accountId: string | null = null;
  amount = '';
  termsAccepted = false;
  step: StakeFundsStep = 'form';
  accountError: string | null = null;
  amountError: string | null = null;
  submitting = false;

  /** The accounts offered (the caller's choice; only ACTIVE ones can be chosen). */
  accounts: readonly Account[];

  constructor(accounts: readonly Account[], initial: StakeFundsSnapshot = {}) {
    this.accounts = accounts;
    this.chooseOnlyAccount();
    Object.assign(this, initial);
    makeAutoObservable(this);
  }

  /** The accounts were read again (the dialog opened before they arrived, or a balance changed). */
  setAccounts(accounts: readonly Account[]) {
    this.accounts = accounts;
    this.chooseOnlyAccount();
  }

  /** One active account only, and none chosen yet: it is the choice. */
  private chooseOnlyAccount() {
    const active = this.accounts.filter(isAccountActive);
    if (this.accountId === null && active.length === 1) this.accountId = active[0]!.id;
  }

  get account(): Account | null {
    return (
      this.accounts.find((account) => account.id === this.accountId && isAccountActive(account)) ??
      null
    );
  }

  /** 'Confirm staking' is enabled once the terms are ticked (§5). */
  get canContinue() {
    return this.termsAccepted && !this.submitting;
  }

  chooseAccount(id: string | null) {
    this.accountId = id;
    this.accountError = null;
  }

  setAmount(value: string) {
    this.amount = value;
    this.amountError = null;
  }

  setTermsAccepted(value: boolean) {
    this.termsAccepted = value;
  }

  /** 'Confirm staking': checks the fields; all good → the confirmation step. Returns whether it moved on. */
  continue(): boolean {
    if (!this.termsAccepted) return false;
    this.accountError = this.account ? null : STAKE_FUNDS_TEXT.selectAccount;
    this.amountError = stakeAmountError(this.amount);
    if (this.accountError || this.amountError) return false;
    this.step = 'confirm';
    return true;
  }

  back() {
    if (!this.submitting) this.step = 'form';
  }

  /**
   * The confirmation's Confirm: calls `submit` once (a second press while it runs does nothing). Resolves with the
   * error `submit` rejected with, or null.
   */
  async confirm(
    submit: (accountId: string, amount: string) => Promise<void>,
  ): Promise<{ error: unknown } | null> {
    const account = this.account;
    if (this.submitting || this.step !== 'confirm' || !account) return null;
    this.submitting = true;
    try {
      await submit(account.id, this.amount.trim());
      return null;
    } catch (error) {
      return { error };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
