import { makeAutoObservable, runInAction } from 'mobx';
import {
  externalTransferFee,
  exceedsBalance,
  externalMinimumNote,
  TRANSFER_MESSAGES,
  type Account,
  type BankClient,
} from '@axia/core';
import { errorText } from '../../kit/errors';
import { isAmountIn, selectableAccount, type TransferStep } from '../components/wizardModel';
import {
  assetFor,
  belowMinimum,
  EXTERNAL_WIZARDS,
  type ExternalWizardKind,
  type NetworkV2Asset,
} from './model';
import {
  EMPTY_RECIPIENT,
  recipientBody,
  recipientErrors,
  type RecipientErrors,
  type RecipientField,
  type RecipientKind,
  type RecipientValues,
} from './recipient';

export type AccountsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; accounts: Account[] };

/** `error`: what the call threw (a failure without an HTTP answer keeps the submission's Idempotency-Key). */
export type SubmitResult =
  { sent: true } | { sent: false; message: string | null; error?: unknown };

/**
 * One external transfer wizard's state (seed 001 §2, §5, §7, §8, §9): the step, the source account (GET
 * /account/allow-transfer-from for this kind; only ACTIVE ones chosen), the amount and the address, the recipient
 * and the acknowledgement. Back clears the step it leaves: from step 1 the amount and the address (§2), from step 2
 * the recipient; arriving on step 3 from step 2 unticks the acknowledgement (§2).
 */
export class ExternalTransferStore {
  step: TransferStep = 0;
  accountsState: AccountsState = { status: 'loading' };
  accountId: string | null = null;
  /** V2 only: set when the account is chosen (usax for a USAX account, else axiaV2). */
  asset: NetworkV2Asset | null = null;
  amount = '';
  address = '';
  /** The address field was left (its message shows from then on). */
  addressTouched = false;
  /** The bank refused the address (§8: its text shown as the address message). */
  addressRefused: string | null = null;
  recipientKind: RecipientKind = 'INDIVIDUAL';
  recipient: RecipientValues = EMPTY_RECIPIENT;
  recipientErrors: RecipientErrors = {};
  acknowledged = false;
  private loadRequest = 0;

  constructor(
    private readonly api: BankClient,
    readonly kind: ExternalWizardKind,
  ) {
    makeAutoObservable<ExternalTransferStore, 'api' | 'loadRequest'>(this, {
      api: false,
      loadRequest: false,
      kind: false,
    });
  }

  get config() {
    return EXTERNAL_WIZARDS[this.kind];
  }

  /** GET /account/allow-transfer-from with this kind: the accounts the transfer may come from. */
  loadAccounts() {
    const request = ++this.loadRequest;
    this.accountsState = { status: 'loading' };
    this.api
      .getAllowTransferFrom({ query: { transactionType: this.config.transferKind } })
      .then(
        (answer): AccountsState => ({ status: 'ready', accounts: answer.accounts }),
        (error): AccountsState => ({ status: 'failed', message: errorText(error) }),
      )
      .then((state) =>
        runInAction(() => {
          if (request === this.loadRequest) this.accountsState = state;
        }),
      );
  }

  get accounts(): readonly Account[] {
    return this.accountsState.status === 'ready' ? this.accountsState.accounts : [];
  }

  get account() {
    return selectableAccount(this.accounts, this.accountId);
  }

  chooseAccount(id: string) {
    const account = this.accounts.find((candidate) => candidate.id === id);
    if (!account) return;
    this.accountId = id;
    if (this.kind === 'networkV2') this.asset = assetFor(account.currency);
  }

  setAmount(amount: string) {
    this.amount = amount;
  }

  setAddress(address: string) {
    this.address = address;
    this.addressRefused = null;
  }

  leaveAddress() {
    this.addressTouched = true;
  }

  /** §5: the red note under the amount below the minimum (the account's currency). */
  get minimumNote(): string | null {
    const account = this.account;
    return account && belowMinimum(this.amount) ? externalMinimumNote(account.currency) : null;
  }

  get balanceProblem(): string | null {
    const account = this.account;
    return account && isAmountIn(this.amount, account.currency)
      ? exceedsBalance(this.amount, account.amount)
        ? TRANSFER_MESSAGES.notEnoughBalance
        : null
      : null;
  }

  /** §9: the network fee (1 %) and what the recipient receives, once the amount is set. */
  get fee(): { fee: string; received: string } | null {
    const account = this.account;
    return account && isAmountIn(this.amount, account.currency)
      ? externalTransferFee(this.amount, account.currency)
      : null;
  }

  get addressValid() {
    return this.config.isAddress(this.address.trim());
  }

  /** The address message: the bank's refusal, else the form's once the field was left. */
  get addressProblem(): string | null {
    if (this.addressRefused) return this.addressRefused;
    return this.addressTouched && !this.addressValid ? this.config.invalidAddress : null;
  }

  get amountValid() {
    const account = this.account;
    return (
      account !== null &&
      isAmountIn(this.amount, account.currency) &&
      this.minimumNote === null &&
      this.balanceProblem === null
    );
  }

  setRecipientKind(kind: RecipientKind) {
    this.recipientKind = kind;
    this.recipientErrors = {};
  }

  /** Editing a field clears its message (§5). */
  setRecipientField(field: RecipientField, value: string) {
    this.recipient = { ...this.recipient, [field]: value };
    if (this.recipientErrors[field]) {
      const { [field]: _cleared, ...rest } = this.recipientErrors;
      this.recipientErrors = rest;
    }
  }

  setAcknowledged(value: boolean) {
    this.acknowledged = value;
  }

  /** Whether Next is available on the current step (step 2 checks its form when Next is pressed). */
  get canProceed(): boolean {
    switch (this.step) {
      case 0:
        return this.account !== null;
      case 1:
        return this.amountValid && this.addressValid && this.addressRefused === null;
      case 2:
        return true;
      default:
        return false;
    }
  }

  /** Moves on when the step is valid; on step 2 shows the recipient's messages instead when some are blank. */
  next(): boolean {
    if (this.step >= 3 || !this.canProceed) {
      if (this.step === 1) this.addressTouched = true;
      return false;
    }
    if (this.step === 2) {
      const errors = recipientErrors(this.recipientKind, this.recipient);
      this.recipientErrors = errors;
      if (Object.keys(errors).length > 0) return false;
      this.acknowledged = false;
    }
    this.step = (this.step + 1) as TransferStep;
    return true;
  }

  /** One step back, clearing the step left; false on step 0 (the wizard is left: /transfer). */
  back(): boolean {
    switch (this.step) {
      case 0:
        return false;
      case 1:
        this.amount = '';
        this.address = '';
        this.addressTouched = false;
        this.addressRefused = null;
        break;
      case 2:
        this.recipientKind = 'INDIVIDUAL';
        this.recipient = EMPTY_RECIPIENT;
        this.recipientErrors = {};
        break;
      case 3:
        this.acknowledged = false;
        break;
    }
    this.step = (this.step - 1) as TransferStep;
    return true;
  }

  /**
   * Sends the transfer with `idempotencyKey` (one per confirmed submission): POST /transfer/externalWalletTransfer,
   * /transfer/externalAxtendTransfer or /transfer/axcustody/withdrawal (V1 fromAccountId, V2 accountId and asset).
   * §8: the bank's 'Only valid EXTERNAL Ethereum address is accepted' comes back as the address message on step 1.
   */
  async submit(idempotencyKey: string): Promise<SubmitResult> {
    const account = this.account;
    if (this.step !== 3 || !this.acknowledged || !account) return { sent: false, message: null };
    const common = {
      amount: this.amount,
      toAddress: this.address.trim(),
      beneficiaryType: this.recipientKind,
      beneficiary: recipientBody(this.recipientKind, this.recipient),
    };
    try {
      switch (this.kind) {
        case 'wallet':
          await this.api.externalWalletTransfer({
            body: { ...common, fromAccountId: account.id },
            idempotencyKey,
          });
          break;
        case 'axtend':
          await this.api.externalAxtendTransfer({
            body: { ...common, fromAccountId: account.id },
            idempotencyKey,
          });
          break;
        case 'networkV1':
          await this.api.custodyWithdrawal({
            body: { ...common, fromAccountId: account.id },
            idempotencyKey,
          });
          break;
        case 'networkV2':
          await this.api.custodyWithdrawal({
            body: {
              ...common,
              accountId: account.id,
              asset: this.asset ?? assetFor(account.currency),
            },
            idempotencyKey,
          });
          break;
      }
      return { sent: true };
    } catch (error) {
      const message = errorText(error);
      if (message === TRANSFER_MESSAGES.onlyExternalAddress) {
        runInAction(() => {
          this.addressRefused = TRANSFER_MESSAGES.invalidEthereumAddress;
          this.addressTouched = true;
          this.acknowledged = false;
          this.step = 1;
        });
        return { sent: false, message: TRANSFER_MESSAGES.invalidEthereumAddress, error };
      }
      return { sent: false, message, error };
    }
  }
}
