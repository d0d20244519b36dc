import { makeAutoObservable, runInAction } from 'mobx';
import {
  isAboveWireDepositMaximum,
  needsSourceOfFunds,
  sourceOfFundsProblem,
  type Account,
  type BankClient,
  type SourceOfFundsDeclaration,
} from '@axia/core';
import { errorText } from '../../kit/errors';
import {
  EMPTY_SOURCE_OF_FUNDS,
  isSignerProblem,
  sourceOfFundsDeclaration,
  type SourceOfFundsValue,
} from '../../kit/money';
import {
  isAmountSet,
  selectableAccount,
  usdValue,
  type WireCurrency,
  type WireDepositStep,
} from './model';

/** The bank's rate to USD of the chosen currency (USD needs none). */
type UsdRate =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; rate: string | null };

export type SubmitResult = { sent: true } | { sent: false; message: string | null };

/** Who signs the declaration, and when (the member's full name, today). */
export interface Signer {
  signature: string;
  date: string;
}

/**
 * The wire deposit wizard's state (seed 001 §2, §4, §5), one per screen: the step, the currency, the account, the
 * amount and the source-of-funds declaration. Back from step 1 clears the currency (and so the account); back from
 * step 2 clears the amount, the source of funds and its acceptance. The declaration is needed from 10,000 USD, at
 * the bank's rate to USD for EUR and GBP (read when the currency is chosen), or when that rate cannot be read.
 */
export class WireDepositStore {
  step: WireDepositStep = 0;
  currency: WireCurrency | null = null;
  accountId: string | null = null;
  amount = '';
  sourceOfFunds: SourceOfFundsValue = EMPTY_SOURCE_OF_FUNDS;
  usdRate: UsdRate = { status: 'none' };
  /** The bank asked for the declaration (its rate moved past the threshold): the form asks for it too. */
  bankWantsDeclaration = false;
  /** The bank refused the declaration's signature or date: shown on the declaration. */
  signerError: string | null = null;
  private rateRequest = 0;

  constructor(private readonly api: BankClient) {
    makeAutoObservable<WireDepositStore, 'api' | 'rateRequest'>(this, {
      api: false,
      rateRequest: false,
    });
  }

  chooseCurrency(currency: WireCurrency) {
    if (currency === this.currency) return;
    this.currency = currency;
    this.accountId = null;
    this.readRate(currency);
  }

  chooseAccount(id: string) {
    this.accountId = id;
  }

  setAmount(amount: string) {
    this.amount = amount;
  }

  setSourceOfFunds(value: SourceOfFundsValue) {
    this.sourceOfFunds = value;
  }

  /** The amount's value in USD (null when unknown); undefined while the rate is being read. */
  get usd(): string | null | undefined {
    if (!this.currency || !isAmountSet(this.amount, this.currency)) return undefined;
    if (this.currency === 'USD') return this.amount;
    if (this.usdRate.status !== 'ready') return undefined;
    return usdValue(this.amount, this.currency, this.usdRate.rate);
  }

  /** Whether the value in USD is still being worked out (the rate is being read). */
  get checkingValue() {
    return (
      this.currency !== null &&
      this.currency !== 'USD' &&
      isAmountSet(this.amount, this.currency) &&
      this.usdRate.status === 'loading'
    );
  }

  /** §5: the declaration shows for an amount of 10,000 USD or more, or of unknown value in USD. */
  get needsDeclaration() {
    const usd = this.usd;
    return usd !== undefined && (this.bankWantsDeclaration || needsSourceOfFunds(usd));
  }

  /** The amount is worth more than a wire deposit request may be (core's maximum): said at the field. */
  get aboveMaximum() {
    const usd = this.usd;
    return usd !== undefined && isAboveWireDepositMaximum(usd);
  }

  /** The declaration to send, or null (not needed, or incomplete). */
  declaration(signer: Signer): SourceOfFundsDeclaration | null {
    return this.needsDeclaration
      ? sourceOfFundsDeclaration(this.sourceOfFunds, signer.signature, signer.date)
      : null;
  }

  /** The account chosen, if it may still receive the deposit. */
  account(accounts: readonly Account[]) {
    return selectableAccount(accounts, this.currency, this.accountId);
  }

  /** §4: whether Next may leave the current step. */
  canProceed(accounts: readonly Account[], signer: Signer): boolean {
    switch (this.step) {
      case 0:
        return this.currency !== null;
      case 1:
        return this.account(accounts) !== null;
      case 2:
        return (
          this.currency !== null &&
          isAmountSet(this.amount, this.currency) &&
          this.usd !== undefined &&
          !this.aboveMaximum &&
          (!this.needsDeclaration || this.declaration(signer) !== null)
        );
      default:
        return false;
    }
  }

  next(accounts: readonly Account[], signer: Signer) {
    if (this.step < 3 && this.canProceed(accounts, signer))
      this.step = (this.step + 1) as WireDepositStep;
  }

  /** One step back, clearing what the step left owned; false on step 0 (the wizard is left: /deposit). */
  back(): boolean {
    switch (this.step) {
      case 0:
        return false;
      case 1:
        this.currency = null;
        this.accountId = null;
        this.usdRate = { status: 'none' };
        this.rateRequest += 1;
        this.bankWantsDeclaration = false;
        break;
      case 2:
        this.amount = '';
        this.sourceOfFunds = EMPTY_SOURCE_OF_FUNDS;
        break;
    }
    this.step = (this.step - 1) as WireDepositStep;
    return true;
  }

  /**
   * POST /transfer/wire-deposit: `amountUsd` is the spec's name for the amount in the account's currency. Resolves
   * whether it was sent, else the message to show (the server's, or 'Unknown error!'). When the bank asks for the
   * declaration, the wizard goes back to the amount step with it.
   */
  async submit(accounts: readonly Account[], signer: Signer): Promise<SubmitResult> {
    const account = this.account(accounts);
    if (this.step !== 3 || !account) return { sent: false, message: null };
    const declaration = this.declaration(signer);
    this.signerError = null;
    try {
      await this.api.requestWireDeposit({
        body: {
          toAccountId: account.id,
          amountUsd: this.amount,
          ...(declaration ? { sourceOfFund: declaration } : {}),
        },
      });
      return { sent: true };
    } catch (error) {
      const message = errorText(error);
      if (message === sourceOfFundsProblem(undefined))
        runInAction(() => {
          this.bankWantsDeclaration = true;
          this.step = 2;
        });
      // The signature or the date refused: back to the declaration, which says so (issue 29 #2).
      if (isSignerProblem(message)) {
        runInAction(() => {
          this.signerError = message;
          this.step = 2;
        });
        return { sent: false, message: null };
      }
      return { sent: false, message };
    }
  }

  private readRate(currency: WireCurrency) {
    const request = ++this.rateRequest;
    if (currency === 'USD') {
      this.usdRate = { status: 'none' };
      return;
    }
    this.usdRate = { status: 'loading' };
    this.api
      .getConversionRate({ query: { fromCurrency: currency, toCurrency: 'USD' } })
      .then(
        (answer) => answer.conversionRate,
        () => null,
      )
      .then((rate) =>
        runInAction(() => {
          if (request === this.rateRequest) this.usdRate = { status: 'ready', rate };
        }),
      );
  }
}
