import { makeAutoObservable, runInAction } from 'mobx';
import {
  needsSourceOfFunds,
  sourceOfFundsProblem,
  TRANSFER_MESSAGES,
  type Account,
  type BankClient,
  type Beneficiary,
  type Currency,
  type SourceOfFundsDeclaration,
  type TransferType,
} from '@axia/core';
import { errorText } from '../../kit/errors';
import {
  EMPTY_SOURCE_OF_FUNDS,
  sourceOfFundsDeclaration,
  type SourceOfFundsValue,
} from '../../kit/money';
import type { SecondFactorStore } from '../../kit/second-factor';
import {
  isAmountIn,
  memoProblem,
  selectableAccount,
  type Read,
  type TransferStep,
} from '../components/wizardModel';
import { amountProblem, usdValue, wireFee } from './model';

/** Who signs the declaration, and when (the member's full name, today). */
export interface Signer {
  signature: string;
  date: string;
}

export type SubmitResult = { sent: true } | { sent: false; message: string | null };

/**
 * The wire transfer wizard's state (seed 001 §2, §5, §8, §9): the source account (GET /account/allow-transfer-from
 * ?transactionType=WIRE_TRANSFER, only ACTIVE ones chosen), the recipient (GET /beneficiary?type=WIRE_TRANSFER), the
 * amount (at least 100, within the balance and the spendable amount in USD — GET /user/spendable — with the
 * source-of-funds declaration from 10,000 USD), the optional memo, the fee (GET /transfer/types with the bank's rates
 * to USD) and the confirmation. Back clears the step it leaves.
 */
export class WireTransferStore {
  step: TransferStep = 0;
  accounts: Read<Account[]> = { status: 'loading' };
  recipients: Read<Beneficiary[]> = { status: 'loading' };
  transferType: Read<TransferType> = { status: 'loading' };
  spendableUsd: string | null = null;
  /** The bank's rates to USD (USD per unit), by currency, as read. */
  usdRates: Partial<Record<Currency, string>> = {};
  accountId: string | null = null;
  recipientId: string | null = null;
  amount = '';
  amountTouched = false;
  memo = '';
  sourceOfFunds: SourceOfFundsValue = EMPTY_SOURCE_OF_FUNDS;
  /** The bank asked for the declaration: the form asks for it too. */
  bankWantsDeclaration = false;
  confirmed = false;

  constructor(private readonly api: BankClient) {
    makeAutoObservable<WireTransferStore, 'api'>(this, { api: false });
  }

  /** Everything the wizard reads on arrival. */
  load() {
    this.loadAccounts();
    this.loadRecipients();
    this.settle(
      this.api.getTransferType({ query: { name: 'WIRE_TRANSFER' } }),
      (state) => (this.transferType = state),
    );
    this.api.getSpendable().then(
      (answer) => runInAction(() => (this.spendableUsd = answer.spendableAmountInUsd)),
      () => {},
    );
  }

  loadAccounts() {
    this.accounts = { status: 'loading' };
    this.settle(
      this.api
        .getAllowTransferFrom({ query: { transactionType: 'WIRE_TRANSFER' } })
        .then((answer) => answer.accounts),
      (state) => (this.accounts = state),
    );
  }

  /** Reads the recipients again; `select` chooses one (a recipient just created). */
  loadRecipients(select?: string) {
    if (this.recipients.status !== 'ready') this.recipients = { status: 'loading' };
    this.settle(this.api.getBeneficiaries({ query: { type: 'WIRE_TRANSFER' } }), (state) => {
      this.recipients = state;
      if (select) this.recipientId = select;
    });
  }

  private settle<T>(promise: Promise<T>, apply: (state: Read<T>) => void) {
    promise.then(
      (value) => runInAction(() => apply({ status: 'ready', value })),
      (error: unknown) => runInAction(() => apply({ status: 'failed', message: errorText(error) })),
    );
  }

  private readRate(currency: Currency) {
    if (currency === 'USD' || this.usdRates[currency]) return;
    this.api.getConversionRate({ query: { fromCurrency: currency, toCurrency: 'USD' } }).then(
      (answer) =>
        runInAction(() => {
          this.usdRates = { ...this.usdRates, [currency]: answer.conversionRate };
        }),
      () => {},
    );
  }

  get account() {
    return this.accounts.status === 'ready'
      ? selectableAccount(this.accounts.value, this.accountId)
      : null;
  }

  get recipient() {
    return this.recipients.status === 'ready'
      ? (this.recipients.value.find((recipient) => recipient.id === this.recipientId) ?? null)
      : null;
  }

  chooseAccount(id: string) {
    this.accountId = id;
    const account = this.account;
    if (account) this.readRate(account.currency);
    if (this.transferType.status === 'ready' && this.transferType.value.feeCurrency)
      this.readRate(this.transferType.value.feeCurrency);
  }

  chooseRecipient(id: string) {
    this.recipientId = id;
  }

  setAmount(amount: string) {
    this.amount = amount;
  }

  leaveAmount() {
    this.amountTouched = true;
  }

  setMemo(memo: string) {
    this.memo = memo;
  }

  setSourceOfFunds(value: SourceOfFundsValue) {
    this.sourceOfFunds = value;
  }

  setConfirmed(value: boolean) {
    this.confirmed = value;
  }

  /** The amount in USD (null while the rate is unknown). */
  get usd(): string | null {
    const account = this.account;
    if (!account || !isAmountIn(this.amount, account.currency)) return null;
    return usdValue(this.amount, account.currency, this.usdRates[account.currency] ?? null);
  }

  get rate(): string | null {
    const account = this.account;
    return account
      ? account.currency === 'USD'
        ? '1'
        : (this.usdRates[account.currency] ?? null)
      : null;
  }

  /** §9: the amount's problem (minimum, balance, spendable), or null. */
  get amountProblem(): string | null {
    const account = this.account;
    return account ? amountProblem(this.amount, account, this.usd, this.spendableUsd) : null;
  }

  /** The problem shown under the field: the minimum once the field was left, the others at once. */
  get shownAmountProblem(): string | null {
    const problem = this.amountProblem;
    const account = this.account;
    if (!problem || !account) return null;
    const minimum = problem === TRANSFER_MESSAGES.wireMinimum(account.currency);
    return minimum && !this.amountTouched ? null : problem;
  }

  get memoProblem(): string | null {
    return memoProblem(this.memo);
  }

  get fee() {
    const account = this.account;
    return account && this.transferType.status === 'ready'
      ? wireFee(this.amount, account.currency, this.transferType.value, this.usdRates)
      : null;
  }

  /** §5: the declaration from 10,000 USD (or when the bank asked for it). */
  get needsDeclaration() {
    const usd = this.usd;
    return usd !== null && (this.bankWantsDeclaration || needsSourceOfFunds(usd));
  }

  declaration(signer: Signer): SourceOfFundsDeclaration | null {
    return this.needsDeclaration
      ? sourceOfFundsDeclaration(this.sourceOfFunds, signer.signature, signer.date)
      : null;
  }

  canProceed(signer: Signer): boolean {
    switch (this.step) {
      case 0:
        return this.account !== null;
      case 1:
        return this.recipient !== null;
      case 2: {
        const account = this.account;
        return (
          account !== null &&
          isAmountIn(this.amount, account.currency) &&
          this.usd !== null &&
          this.amountProblem === null &&
          this.memoProblem === null &&
          this.fee !== null &&
          (!this.needsDeclaration || this.declaration(signer) !== null)
        );
      }
      default:
        return false;
    }
  }

  next(signer: Signer) {
    if (this.step === 2) this.amountTouched = true;
    if (this.step >= 3 || !this.canProceed(signer)) return;
    if (this.step === 2) this.confirmed = false;
    this.step = (this.step + 1) as TransferStep;
  }

  /** One step back, clearing the step left; false on step 0 (the wizard is left: /transfer). */
  back(): boolean {
    switch (this.step) {
      case 0:
        return false;
      case 1:
        this.recipientId = null;
        break;
      case 2:
        this.amount = '';
        this.amountTouched = false;
        this.memo = '';
        this.sourceOfFunds = EMPTY_SOURCE_OF_FUNDS;
        this.bankWantsDeclaration = false;
        break;
      case 3:
        this.confirmed = false;
        break;
    }
    this.step = (this.step - 1) as TransferStep;
    return true;
  }

  /** POST /transfer/wire-transfer's body (the memo trimmed, left out when blank). */
  body(signer: Signer) {
    const account = this.account;
    const recipient = this.recipient;
    if (!account || !recipient) return null;
    const memo = this.memo.trim();
    const declaration = this.declaration(signer);
    return {
      accountId: account.id,
      beneficiaryId: recipient.id,
      amount: this.amount,
      ...(memo ? { userMemo: memo } : {}),
      ...(declaration ? { sourceOfFund: declaration } : {}),
    };
  }

  /**
   * Sends the transfer through the second factor (H4's flow: a 207 opens the code dialog; 'Verification code is
   * expired' clears the record id there). Resolves whether it was sent, else the message to show (the server's or
   * 'Unknown error!'); a cancelled code dialog shows nothing. When the bank asks for the declaration, the wizard
   * goes back to the amount step with it.
   */
  async submit(flow: SecondFactorStore, signer: Signer): Promise<SubmitResult> {
    const body = this.body(signer);
    if (this.step !== 3 || !this.confirmed || !body) return { sent: false, message: null };
    const result = await flow.send(
      (factor, idempotencyKey) =>
        this.api.wireTransfer({ body: { ...body, ...factor }, idempotencyKey }),
      JSON.stringify(body),
    );
    if (result.status === 'done') return { sent: true };
    if (result.status === 'cancelled') return { sent: false, message: null };
    if (result.message === sourceOfFundsProblem(undefined))
      runInAction(() => {
        this.bankWantsDeclaration = true;
        this.confirmed = false;
        this.step = 2;
      });
    return { sent: false, message: result.message };
  }
}
