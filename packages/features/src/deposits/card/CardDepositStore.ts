import { makeAutoObservable, runInAction } from 'mobx';
import {
  CARD_DEPOSIT_MESSAGES,
  cardDepositAmountProblem,
  cardDepositEstimate,
  cardDepositMinimum,
  isDecimalString,
  isPositive,
  type BankClient,
  type CardDepositCurrency,
  type CardDepositEstimate,
  type CardDepositProvider,
} from '@axia/core';
import { errorText } from '../../kit/errors';
import { CARD_DEPOSIT_TEXT } from './messages';

// The card deposit wizard's state (seed 001 §2 'Credit/debit card deposit', §5, §8, §9): steps 0 to 3, the
// minimum from the server, the rate, the estimator and the order whose checkout page the customer pays on.
// Amounts are decimal strings computed with core, the same rules the bank enforces.

export type CardDepositStep = 0 | 1 | 2 | 3;

/** The minimum's read: under way, done, or failed (its message). */
export type MinimumState = 'loading' | 'ready' | 'failed';

export interface CardDepositSnapshot {
  step?: CardDepositStep;
  provider?: CardDepositProvider;
  currencyTo?: CardDepositCurrency;
  minimum?: string | null;
  minimumState?: MinimumState;
  rate?: string | null;
  pay?: string;
  termsAccepted?: boolean;
  amountError?: string | null;
  termsError?: string | null;
  error?: string | null;
  unavailable?: boolean;
  address?: string | null;
}

type Api = Pick<
  BankClient,
  'getMinimumDepositAmounts' | 'getConversionRate' | 'createCardDepositAddress'
>;

export class CardDepositStore {
  step: CardDepositStep = 0;
  provider: CardDepositProvider;
  currencyTo: CardDepositCurrency;
  /** The stablecoin's minimum (dollars), once read. */
  minimum: string | null = null;
  minimumState: MinimumState = 'loading';
  /** Coins per dollar of `currencyTo` (GET /currency/conversionRate from USD). */
  rate: string | null = null;
  pay = '';
  termsAccepted = false;
  /** 'Please enter the valid amount' after a Continue with an amount the rules refuse; cleared by editing. */
  amountError: string | null = null;
  termsError: string | null = null;
  /** A call that failed for another reason: its message. */
  error: string | null = null;
  /** 'This service is temporarily unavailable, please try again later.' replaces the wizard (seed 001 §8). */
  unavailable = false;
  /** The provider's checkout page for the order. */
  address: string | null = null;
  busy = false;

  constructor(
    private readonly api: Api,
    /** The providers the customer's flags allow (ONRAMPER's only with its flag); none: unavailable. */
    readonly providers: readonly CardDepositProvider[],
    /** The currencies the customer's flags allow (USAX with USAX_ACCOUNT). */
    readonly currencies: readonly CardDepositCurrency[],
    initial: CardDepositSnapshot = {},
  ) {
    this.provider = providers[0] ?? 'CARDPAY';
    this.currencyTo = currencies[0] ?? 'AXC';
    if (providers.length === 0 || currencies.length === 0) this.unavailable = true;
    Object.assign(this, initial);
    makeAutoObservable<this, 'api'>(this, { api: false, providers: false, currencies: false });
  }

  /** The estimate of what `pay` buys, or null while there is no rate or no positive amount. */
  get estimate(): CardDepositEstimate | null {
    if (!this.rate || !isDecimalString(this.pay) || !isPositive(this.pay)) return null;
    return cardDepositEstimate(this.pay, this.rate);
  }

  /** Reads the minimum deposit amounts list; without the stablecoin's record the service is unavailable. */
  async load() {
    if (this.unavailable || this.minimumState === 'ready') return;
    this.minimumState = 'loading';
    this.error = null;
    try {
      const records = await this.api.getMinimumDepositAmounts();
      runInAction(() => {
        this.minimum = cardDepositMinimum(records);
        this.minimumState = 'ready';
        if (this.minimum === null) this.unavailable = true;
      });
    } catch (error) {
      runInAction(() => {
        this.minimumState = 'failed';
        this.error = errorText(error);
      });
    }
  }

  chooseProvider(provider: CardDepositProvider) {
    if (!this.providers.includes(provider)) return;
    this.provider = provider;
    this.address = null;
  }

  chooseCurrency(currency: CardDepositCurrency) {
    if (!this.currencies.includes(currency) || currency === this.currencyTo) return;
    this.currencyTo = currency;
    this.rate = null;
    this.address = null;
  }

  setPay(value: string) {
    this.pay = value;
    this.amountError = null;
    this.address = null;
  }

  setTermsAccepted(value: boolean) {
    this.termsAccepted = value;
    if (value) this.termsError = null;
  }

  continueFromProvider() {
    this.error = null;
    this.step = 1;
  }

  /** Reads the rate of the chosen currency, then the estimator. */
  async continueFromCurrency() {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      const { conversionRate } = await this.api.getConversionRate({
        query: { fromCurrency: 'USD', toCurrency: this.currencyTo },
      });
      runInAction(() => {
        this.rate = conversionRate;
        this.step = 2;
      });
    } catch (error) {
      runInAction(() => (this.error = errorText(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * §5: the terms agreed and the amount at least the minimum ('Please enter the valid amount'); then the order,
   * whose checkout page the Pay step opens. The bank checks the same rules; its refusals land where they belong.
   * Resolves to false when a field refused it (its error shows: the wizard moves focus there), else true.
   */
  async continueFromAmount(): Promise<boolean> {
    if (this.busy || this.minimum === null) return true;
    this.error = null;
    this.amountError = cardDepositAmountProblem(this.pay, this.minimum);
    this.termsError = this.termsAccepted ? null : CARD_DEPOSIT_TEXT.termsRequired;
    if (this.amountError || this.termsError) return false;
    this.busy = true;
    try {
      const { data } = await this.api.createCardDepositAddress({
        query: { serviceProvider: this.provider },
        body: { currencyTo: this.currencyTo, amount: this.pay, termsAccepted: true },
      });
      runInAction(() => {
        this.address = data;
        this.step = 3;
      });
    } catch (error) {
      const message = errorText(error);
      runInAction(() => {
        if (message === CARD_DEPOSIT_MESSAGES.unavailable) this.unavailable = true;
        else if (message === CARD_DEPOSIT_MESSAGES.invalidAmount) this.amountError = message;
        else this.error = message;
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
    return this.amountError === null;
  }

  /** One step back; the step left forgets what it held (seed 001 §2 'Going back clears the data of the step left'). */
  back() {
    this.error = null;
    if (this.step === 3) {
      this.address = null;
      this.step = 2;
    } else if (this.step === 2) {
      this.pay = '';
      this.termsAccepted = false;
      this.amountError = null;
      this.termsError = null;
      this.rate = null;
      this.step = 1;
    } else if (this.step === 1) {
      this.step = 0;
    }
  }
}
