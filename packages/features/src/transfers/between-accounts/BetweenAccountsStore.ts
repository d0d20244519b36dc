import { makeAutoObservable, runInAction } from 'mobx';
import {
  compare,
  creditedAmount,
  debitForCredit,
  decimalsFor,
  isPositive,
  displayRate,
  type Account,
  type BankClient,
  type User,
} from '@axia/core';
import { SubmissionKeys } from '../../kit';
import { errorText } from '../../kit/errors';
import {
  isAmountIn,
  selectableAccount,
  type Read,
  type TransferStep,
} from '../components/wizardModel';
import { BETWEEN_ACCOUNTS_TEXT } from './messages';

// The 'between own accounts' wizard (seed 001 §2, §5, §7; issue 12 §2): Account from (GET /account/allow-transfer-from,
// only ACTIVE ones selectable; a USD account only with FIAT_TO_CRYPTO, the spec's 'feature permission', which the
// bank also applies), Account to (GET /account/allow-transfer-to less the source), Transfer amount (two fields linked
// by GET /currency/conversionRate with core's one rounding rule: creditedAmount from → to, debitForCredit to → from)
// and Overview (the confirmation; Send → POST /transfer/between-accounts with one Idempotency-Key per submission).

export const BETWEEN_ACCOUNTS_STEPS = [
  { id: 'from', label: BETWEEN_ACCOUNTS_TEXT.stepFrom },
  { id: 'to', label: BETWEEN_ACCOUNTS_TEXT.stepTo },
  { id: 'amount', label: BETWEEN_ACCOUNTS_TEXT.stepAmount },
  { id: 'overview', label: BETWEEN_ACCOUNTS_TEXT.stepOverview },
] as const;
export type SendResult = { sent: true; message: string } | { sent: false; message: string | null };

/** The sources a user may pick: USD only with FIAT_TO_CRYPTO (the bank filters the same way). */
const sourcesFor = (accounts: readonly Account[], user: Pick<User, 'features'> | null) =>
  accounts.filter(
    (account) => account.currency !== 'USD' || (user?.features.includes('FIAT_TO_CRYPTO') ?? false),
  );

export class BetweenAccountsStore {
  step: TransferStep = 0;
  sources: Read<readonly Account[]> = { status: 'loading' };
  targets: Read<readonly Account[]> = { status: 'loading' };
  fromId: string | null = null;
  toId: string | null = null;
  /** The bank's rate from the source's currency to the target's ('1' for the same currency). */
  rate: Read<string> = { status: 'loading' };
  amountFrom = '';
  amountTo = '';
  confirmed = false;
  /** A send is running, or went through: a second press (a double click) sends nothing. */
  sending = false;
  sent = false;
  private rateRequest = 0;
  private readonly keys = new SubmissionKeys();

  constructor(
    private readonly api: Pick<
      BankClient,
      | 'getAllowTransferFrom'
      | 'getAllowTransferTo'
      | 'getConversionRate'
      | 'transferBetweenAccounts'
    >,
    private readonly user: Pick<User, 'features'> | null,
  ) {
    makeAutoObservable<BetweenAccountsStore, 'api' | 'user' | 'rateRequest' | 'keys'>(this, {
      api: false,
      user: false,
      rateRequest: false,
      keys: false,
    });
  }

  /** Reads both lists (the wizard calls it on mount; Try again too). */
  load() {
    this.sources = { status: 'loading' };
    this.targets = { status: 'loading' };
    this.api.getAllowTransferFrom({ query: { transactionType: 'TRANSFER_BETWEEN_ACCOUNTS' } }).then(
      (answer) =>
        runInAction(() => {
          this.sources = { status: 'ready', value: sourcesFor(answer.accounts, this.user) };
        }),
      (error: unknown) =>
        runInAction(() => {
          this.sources = { status: 'failed', message: errorText(error) };
        }),
    );
    this.api.getAllowTransferTo({ query: { transactionType: 'TRANSFER_BETWEEN_ACCOUNTS' } }).then(
      (answer) =>
        runInAction(() => {
          this.targets = { status: 'ready', value: answer.accounts };
        }),
      (error: unknown) =>
        runInAction(() => {
          this.targets = { status: 'failed', message: errorText(error) };
        }),
    );
  }

  get from(): Account | null {
    if (this.sources.status !== 'ready') return null;
    return selectableAccount(this.sources.value, this.fromId);
  }

  /** The targets offered: every allowed account but the source. */
  get targetOptions(): readonly Account[] | null {
    if (this.targets.status !== 'ready') return null;
    return this.targets.value.filter((account) => account.id !== this.fromId);
  }

  get to(): Account | null {
    return selectableAccount(this.targetOptions ?? [], this.toId);
  }

  get rateValue(): string | null {
    return this.rate.status === 'ready' ? this.rate.value : null;
  }

  /** The rate as shown: core's displayRate (cut to 5 places, e.g. '0.92592'); the amounts use the exact rate. */
  get rateShown(): string | null {
    const rate = this.rateValue;
    return rate === null ? null : displayRate(rate);
  }

  /** What the target receives for amountFrom (core's rule: rounded down), or null. */
  get credited(): string | null {
    const from = this.from;
    const to = this.to;
    const rate = this.rateValue;
    if (!from || !to || rate === null || !isAmountIn(this.amountFrom, from.currency)) return null;
    return creditedAmount(this.amountFrom, rate, to.currency);
  }

  /** The amount step's problem, or null (shown under the 'from' field; Next stays disabled meanwhile). */
  get amountProblem(): string | null {
    const from = this.from;
    if (!from || this.amountFrom === '') return null;
    if (!isAmountIn(this.amountFrom, from.currency))
      return BETWEEN_ACCOUNTS_TEXT.amountInvalid(decimalsFor(from.currency));
    if (compare(this.amountFrom, from.amount) > 0) return BETWEEN_ACCOUNTS_TEXT.notEnoughBalance;
    const credited = this.credited;
    if (credited !== null && !isPositive(credited)) return BETWEEN_ACCOUNTS_TEXT.creditTooSmall;
    return null;
  }

  chooseFrom(id: string) {
    if (id === this.fromId) return;
    this.fromId = id;
    this.toId = null;
  }

  chooseTo(id: string) {
    if (id === this.toId) return;
    this.toId = id;
    this.amountFrom = '';
    this.amountTo = '';
  }

  /** The 'from' field: the 'to' field follows (creditedAmount). */
  setAmountFrom(value: string) {
    this.amountFrom = value;
    const from = this.from;
    const to = this.to;
    const rate = this.rateValue;
    this.amountTo =
      from && to && rate !== null && isAmountIn(value, from.currency)
        ? creditedAmount(value, rate, to.currency)
        : '';
  }

  /** The 'to' field: the 'from' field follows (debitForCredit, the least that credits it). */
  setAmountTo(value: string) {
    this.amountTo = value;
    const from = this.from;
    const to = this.to;
    const rate = this.rateValue;
    this.amountFrom =
      from && to && rate !== null && isAmountIn(value, to.currency) && isPositive(rate)
        ? debitForCredit(value, rate, from.currency, to.currency)
        : '';
  }

  setConfirmed(value: boolean) {
    this.confirmed = value;
  }

  canProceed(): boolean {
    switch (this.step) {
      case 0:
        return this.from !== null;
      case 1:
        return this.to !== null;
      case 2:
        return (
          this.rateValue !== null &&
          this.from !== null &&
          isAmountIn(this.amountFrom, this.from.currency) &&
          this.amountProblem === null
        );
      default:
        return false;
    }
  }

  next() {
    if (this.step >= 3 || !this.canProceed()) return;
    if (this.step === 1) this.readRate();
    this.step = (this.step + 1) as TransferStep;
  }

  /** One step back, clearing what the step left owned; false on step 0 (the wizard is left: /transfer). */
  back(): boolean {
    switch (this.step) {
      case 0:
        return false;
      case 1:
        this.toId = null;
        break;
      case 2:
        this.amountFrom = '';
        this.amountTo = '';
        this.rate = { status: 'loading' };
        this.rateRequest += 1;
        break;
      case 3:
        this.confirmed = false;
        break;
    }
    this.step = (this.step - 1) as TransferStep;
    return true;
  }

  /** Reads the rate of the chosen pair (Try again too). */
  readRate() {
    const from = this.from;
    const to = this.to;
    if (!from || !to) return;
    const request = ++this.rateRequest;
    if (from.currency === to.currency) {
      this.rate = { status: 'ready', value: '1' };
      return;
    }
    this.rate = { status: 'loading' };
    this.api
      .getConversionRate({ query: { fromCurrency: from.currency, toCurrency: to.currency } })
      .then(
        (answer) =>
          runInAction(() => {
            if (request === this.rateRequest)
              this.rate = { status: 'ready', value: answer.conversionRate };
          }),
        (error: unknown) =>
          runInAction(() => {
            if (request === this.rateRequest)
              this.rate = { status: 'failed', message: errorText(error) };
          }),
      );
  }

  /** Send: POST /transfer/between-accounts; the bank's message on success, else the error's. */
  async send(): Promise<SendResult> {
    const from = this.from;
    const to = this.to;
    if (this.step !== 3 || !this.confirmed || !from || !to || this.sending || this.sent)
      return { sent: false, message: null };
    const body = { fromAccountId: from.id, toAccountId: to.id, amount: this.amountFrom };
    const signature = JSON.stringify(body);
    this.sending = true;
    try {
      const answer = await this.api.transferBetweenAccounts({
        body,
        idempotencyKey: this.keys.key(signature),
      });
      this.keys.settle(signature);
      runInAction(() => {
        this.sent = true;
      });
      return { sent: true, message: answer.message };
    } catch (error) {
      this.keys.settle(signature, error);
      return { sent: false, message: errorText(error) };
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
