import { action, makeAutoObservable, runInAction } from 'mobx';
import {
  compare,
  estimatePay,
  estimateReceive,
  isDecimalString,
  isPositive,
  type BankClient,
  type CryptoCurrencyRate,
  type CryptoDepositSource,
  type CryptoDepositTarget,
  type CryptoSourceCurrency,
} from '@axia/core';
import { CRYPTO_DEPOSIT_TEXT } from './messages';

// The digital-currency deposit wizard's state (seed 001 §2, §4, §5): four steps 0 to 3, the provider's reads, and
// the estimator whose two amounts follow each other both ways. Amounts are decimal strings, computed with core.

/** §5: after one amount is edited, edits of the other are ignored for this long (no echo). */
export const ECHO_SUPPRESSION_MS = 50;

export type CryptoDepositStep = 0 | 1 | 2 | 3;
export type Side = 'pay' | 'receive';

/** What a step's call was doing when the provider failed (Try again repeats it). */
type Failed = 'sources' | 'rate' | 'address';

export interface CryptoDepositSnapshot {
  step?: CryptoDepositStep;
  currencyTo?: CryptoDepositTarget;
  sources?: readonly CryptoSourceCurrency[] | null;
  currencyFrom?: CryptoDepositSource | null;
  rate?: CryptoCurrencyRate | null;
  pay?: string;
  receive?: string;
  termsAccepted?: boolean;
  address?: string | null;
  amountError?: string | null;
  failed?: Failed | null;
}

/** The §5 amount rule: why `pay` cannot be sent under `minimum`, or null. */
export function amountProblem(pay: string, minimum: string): string | null {
  if (!isDecimalString(pay) || !isPositive(pay) || compare(pay, minimum) < 0)
    return CRYPTO_DEPOSIT_TEXT.belowMinimum(minimum);
  return null;
}

export class CryptoDepositStore {
  step: CryptoDepositStep = 0;
  currencyTo: CryptoDepositTarget;
  sources: readonly CryptoSourceCurrency[] | null = null;
  currencyFrom: CryptoDepositSource | null = null;
  rate: CryptoCurrencyRate | null = null;
  pay = '';
  receive = '';
  termsAccepted = false;
  address: string | null = null;
  /** 'Amount cannot be smaller than {min}' after a Continue below the minimum; cleared by editing. */
  amountError: string | null = null;
  /** The provider call that failed ('This service is temporarily unavailable…'), or null. */
  failed: Failed | null = null;
  busy = false;

  /** The side whose edits are ignored until the timer ends (the one just computed). */
  private suppressed: Side | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: Pick<
      BankClient,
      'getCryptoDepositCurrencies' | 'getCryptoDepositRate' | 'getCryptoDepositAddress'
    >,
    /** The targets the customer may choose (AXC; USAX with USAX_ACCOUNT). */
    readonly targets: readonly CryptoDepositTarget[],
    initial: CryptoDepositSnapshot = {},
  ) {
    this.currencyTo = targets[0] ?? 'AXC';
    Object.assign(this, initial);
    // Plain values and replaced (never mutated) objects; the api and the timer are not state.
    makeAutoObservable<this, 'api' | 'timer'>(this, { api: false, timer: false, targets: false });
  }

  get minimum(): string | null {
    return this.rate?.minDepositAmount ?? null;
  }

  chooseTarget(currency: CryptoDepositTarget) {
    if (currency === this.currencyTo) return;
    this.currencyTo = currency;
    this.clearEstimate();
  }

  chooseSource(currency: CryptoDepositSource) {
    if (currency === this.currencyFrom) return;
    this.currencyFrom = currency;
    this.clearEstimate();
  }

  private clearEstimate() {
    this.rate = null;
    this.pay = '';
    this.receive = '';
    this.amountError = null;
    this.address = null;
  }

  /** Pay edited: receive = pay × rate × 0.992 (5 decimals, down); receive's echo is ignored for 50 ms. */
  setPay(value: string) {
    if (this.suppressed === 'pay') return;
    this.pay = value;
    this.receive = this.rate ? estimateReceive(value, this.rate.exchangeRate) : '';
    this.edited('receive');
  }

  /** Receive edited: pay = receive ÷ (rate × 0.992) (5 decimals, up); pay's echo is ignored for 50 ms. */
  setReceive(value: string) {
    if (this.suppressed === 'receive') return;
    this.receive = value;
    this.pay = this.rate ? estimatePay(value, this.rate.exchangeRate) : '';
    this.edited('pay');
  }

  private edited(computed: Side) {
    if (this.amountError && this.minimum) this.amountError = amountProblem(this.pay, this.minimum);
    this.suppressed = computed;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      action(() => {
        this.suppressed = null;
      }),
      ECHO_SUPPRESSION_MS,
    );
  }

  setTermsAccepted(value: boolean) {
    this.termsAccepted = value;
  }

  /** Step 0 → 1, reading the source currencies once. */
  async continueFromTarget() {
    runInAction(() => {
      this.step = 1;
    });
    if (!this.sources) await this.loadSources();
  }

  async loadSources() {
    await this.call('sources', async () => {
      const sources = await this.api.getCryptoDepositCurrencies();
      runInAction(() => {
        this.sources = sources;
      });
    });
  }

  /** Step 1 → 2 once the provider has quoted the pair. */
  async continueFromSource() {
    const from = this.currencyFrom;
    if (!from) return;
    await this.call('rate', async () => {
      const { data } = await this.api.getCryptoDepositRate({
        body: { currencyFrom: from, currencyTo: this.currencyTo },
      });
      runInAction(() => {
        this.rate = data;
        this.step = 2;
      });
    });
  }

  /**
   * Step 2 → 3: only with the terms accepted and an amount at or above the minimum (otherwise the §5 message
   * and the flow stops); then the customer's address for the pair. Returns whether it moved on.
   */
  async continueFromAmount(): Promise<boolean> {
    const from = this.currencyFrom;
    if (!this.termsAccepted || !from || !this.minimum) return false;
    const problem = amountProblem(this.pay, this.minimum);
    runInAction(() => {
      this.amountError = problem;
    });
    if (problem) return false;
    return this.call('address', async () => {
      const { data } = await this.api.getCryptoDepositAddress({
        body: { currencyFrom: from, currencyTo: this.currencyTo },
      });
      runInAction(() => {
        this.address = data;
        this.step = 3;
      });
    });
  }

  /** Repeats the call that failed. */
  async retry() {
    if (this.failed === 'sources') await this.loadSources();
    else if (this.failed === 'rate') await this.continueFromSource();
    else if (this.failed === 'address') await this.continueFromAmount();
  }

  /** One step back (the screen leaves the flow from step 0). */
  back() {
    this.failed = null;
    this.amountError = null;
    if (this.step > 0) this.step = (this.step - 1) as CryptoDepositStep;
  }

  dispose() {
    clearTimeout(this.timer);
    this.suppressed = null;
  }

  private async call(what: Failed, work: () => Promise<void>): Promise<boolean> {
    runInAction(() => {
      this.busy = true;
      this.failed = null;
    });
    try {
      await work();
      return true;
    } catch {
      runInAction(() => {
        this.failed = what;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
