import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  compare,
  divide,
  isAccountActive,
  isDecimalString,
  isPoolListed,
  isPositive,
  reEnrollAmountError,
  roundDown,
  sliderAmount,
  stakingErrorText,
  stakingTotal,
  subtract,
  STAKING_LIMITS,
  type Account,
  type AutoEnrollment,
  type BankClient,
  type StakingProduct,
  type UserStaking,
} from '@axia/core';
import { errorText } from '../../kit/errors';
import { DETAIL_TEXT } from './messages';
import type { Read } from './StakingDetailStore';

// The two dialogs' forms (seed 002 §5 Staking): Claim (the account to deposit into) and re-enrollment (pool, amount
// linked to a 0..1 slider, terms). A bank refusal is shown as the bank words it (§8: the minimum's text as the spec's
// sentence) and the dialog closes.

/** How a submit ended: not sent (a field's error shows), sent (the success text), or refused by the bank. */
export type Outcome =
  | { status: 'invalid' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

const refused = (error: unknown): Outcome => ({
  status: 'failed',
  message: stakingErrorText(errorText(error)),
});

/** Claim: the staking's currency's accounts (GET /account); only ACTIVE ones can be chosen. */
export class ClaimForm {
  accounts: Read<readonly Account[]> = { status: 'loading' };
  accountId: string | null = null;
  /** Claim was pressed: the account's error shows from then on. */
  attempted = false;
  submitting = false;

  constructor(
    private readonly api: Pick<BankClient, 'getAccounts' | 'claimStaking'>,
    readonly staking: UserStaking,
  ) {
    makeAutoObservable<ClaimForm, 'api'>(this, {
      accounts: observableRef,
      api: false,
      staking: false,
    });
  }

  async load() {
    this.accounts = { status: 'loading' };
    try {
      const accounts = await this.api.getAccounts();
      runInAction(() => {
        this.accounts = {
          status: 'ready',
          value: accounts.filter((account) => account.currency === this.staking.currency),
        };
      });
    } catch (error) {
      runInAction(() => {
        this.accounts = { status: 'failed', message: errorText(error), notFound: false };
      });
    }
  }

  /** What Claim deposits: the staking's principal plus its rewards. */
  get total(): string {
    return stakingTotal(this.staking);
  }

  get chosen(): Account | null {
    if (this.accounts.status !== 'ready') return null;
    return (
      this.accounts.value.find(
        (account) => account.id === this.accountId && isAccountActive(account),
      ) ?? null
    );
  }

  /** §5: 'Please select an account to deposit the staking balance!' once Claim was pressed without one. */
  get accountError(): string | null {
    return this.attempted && !this.chosen ? DETAIL_TEXT.claimAccountRequired : null;
  }

  choose(id: string) {
    this.accountId = id;
  }

  /** POST /staking/{id}/claim {toAccountId}. */
  async submit(): Promise<Outcome> {
    if (this.submitting) return { status: 'invalid' };
    this.attempted = true;
    const chosen = this.chosen;
    if (!chosen) return { status: 'invalid' };
    this.submitting = true;
    try {
      await this.api.claimStaking({
        params: { id: this.staking.id },
        body: { toAccountId: chosen.id },
      });
      return { status: 'done', message: DETAIL_TEXT.claimed };
    } catch (error) {
      return refused(error);
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}

const clampFraction = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/**
 * Re-enrollment (§4, §5): the pool (the listed pools of the staking's currency), the amount, linked both ways to a
 * 0..1 slider in 0.01 steps over the staking's total (principal plus rewards), and the terms. 'Edit Re-enrollment'
 * starts from the existing auto-enrollment and updates it; otherwise it is created.
 */
export class ReEnrollmentForm {
  pools: Read<readonly StakingProduct[]> = { status: 'loading' };
  productCode: string | null = null;
  /** A decimal string ('' when empty). */
  amount: string;
  /** The slider: a 0..1 fraction of the total, in 0.01 steps. */
  fraction: number;
  confirmed = false;
  /** The amount was changed (its error shows live from then on). */
  amountTouched = false;
  /** Save was pressed: every error shows from then on. */
  attempted = false;
  submitting = false;
  readonly existing: AutoEnrollment | null;
  /** Principal plus rewards, 5 decimals. */
  readonly total: string;

  constructor(
    private readonly api: Pick<
      BankClient,
      'getAvailableStakings' | 'createAutoEnrollment' | 'updateAutoEnrollment'
    >,
    readonly staking: UserStaking,
  ) {
    this.existing = staking.autoEnrollments[0] ?? null;
    this.total = roundDown(stakingTotal(staking), STAKING_LIMITS.decimals);
    if (this.existing) {
      this.productCode = this.existing.autoEnrollStakingProductCode;
      this.amount = roundDown(this.existing.autoEnrollAmount, STAKING_LIMITS.decimals);
      this.fraction = this.fractionOf(this.amount);
    } else {
      this.fraction = 1;
      this.amount = sliderAmount(this.total, '1');
    }
    makeAutoObservable<ReEnrollmentForm, 'api'>(this, {
      pools: observableRef,
      api: false,
      staking: false,
      existing: false,
      total: false,
    });
  }

  get mode(): 'create' | 'update' {
    return this.existing ? 'update' : 'create';
  }

  /** GET /staking/available in the staking's currency, the pools §4 lists. */
  async load() {
    this.pools = { status: 'loading' };
    try {
      const answer = await this.api.getAvailableStakings({
        query: {
          currency: this.staking.currency,
          offset: 0,
          limit: STAKING_LIMITS.poolPageSize,
        },
      });
      runInAction(() => {
        this.pools = { status: 'ready', value: answer.data.filter(isPoolListed) };
      });
    } catch (error) {
      runInAction(() => {
        this.pools = { status: 'failed', message: errorText(error), notFound: false };
      });
    }
  }

  private fractionOf(amount: string): number {
    if (!isDecimalString(amount) || !isPositive(this.total)) return 0;
    return clampFraction(Number(divide(amount, this.total, 4)));
  }

  chooseProduct(code: string | null) {
    this.productCode = code;
  }

  /** The slider moved: the amount becomes that share of the total (sliderAmount, rounded down to 5 decimals). */
  setFraction(value: number) {
    this.fraction = clampFraction(value);
    this.amount = sliderAmount(this.total, this.fraction.toFixed(2));
    this.amountTouched = true;
  }

  /** The amount was typed: the slider follows (to the nearest 0.01, within 0..1). */
  setAmount(value: string) {
    this.amount = value;
    this.amountTouched = true;
    if (isDecimalString(value)) this.fraction = this.fractionOf(value);
  }

  setConfirmed(value: boolean) {
    this.confirmed = value;
  }

  get product(): StakingProduct | null {
    if (this.pools.status !== 'ready') return null;
    return this.pools.value.find((pool) => pool.code === this.productCode) ?? null;
  }

  /** §5: 'Please select a re-enroll product!'. */
  get productError(): string | null {
    return this.attempted && !this.product ? DETAIL_TEXT.reEnrollProductRequired : null;
  }

  /** §5: above 0, and not above the total (core's reEnrollAmountError). */
  get amountProblem(): string | null {
    const amount = isDecimalString(this.amount) ? this.amount : '0';
    return reEnrollAmountError(amount, this.total);
  }

  get amountError(): string | null {
    return this.attempted || this.amountTouched ? this.amountProblem : null;
  }

  get termsError(): string | null {
    return this.attempted && !this.confirmed ? DETAIL_TEXT.termsRequired : null;
  }

  /** What the new pool does not take: returned to the AXC account at term end. */
  get unallocated(): string | null {
    if (this.amountProblem !== null) return null;
    const rest = roundDown(subtract(this.total, this.amount), STAKING_LIMITS.decimals);
    return compare(rest, '0') > 0 ? rest : null;
  }

  /** POST /staking/autoEnrollments/create (or /update with the existing one's id). */
  async submit(): Promise<Outcome> {
    if (this.submitting) return { status: 'invalid' };
    this.attempted = true;
    const product = this.product;
    if (!product || this.amountProblem !== null || !this.confirmed) return { status: 'invalid' };
    this.submitting = true;
    try {
      if (this.existing) {
        await this.api.updateAutoEnrollment({
          body: {
            id: this.existing.id,
            autoEnrollStakingProductCode: product.code,
            autoEnrollAmount: this.amount,
          },
        });
        return { status: 'done', message: DETAIL_TEXT.autoEnrollUpdated };
      }
      await this.api.createAutoEnrollment({
        body: {
          stakingId: this.staking.id,
          autoEnrollStakingProductCode: product.code,
          autoEnrollAmount: this.amount,
        },
      });
      return { status: 'done', message: DETAIL_TEXT.autoEnrollSet };
    } catch (error) {
      return refused(error);
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
