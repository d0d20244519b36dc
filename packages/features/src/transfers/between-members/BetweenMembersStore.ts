import { makeAutoObservable, runInAction } from 'mobx';
import { compare, decimalsFor, type Account, type BankClient, type Beneficiary } from '@axia/core';
import { errorText } from '../../kit/errors';
import type { RecipientChangeResult, RecipientValues } from '../../kit/recipients';
import {
  isAmountIn,
  memoProblem,
  selectableAccount,
  type Read,
  type TransferStep,
} from '../components/wizardModel';
import type { SecondFactorSend } from '../../kit/second-factor';
import { BETWEEN_MEMBERS_TEXT } from './messages';

// The 'to a member' wizard (seed 001 §2, §4, §5, §7, §8): Select account (GET /account/allow-transfer-from, ACTIVE
// only), Select recipient (GET /beneficiary?type=INTERNAL, with New recipient, Edit/Done, edit and removal), Transfer
// amount (balance check, optional memo, trimmed) and Transaction overview (the confirmation) → the confirm-information
// modal → POST /transfer/between-members/send through the second factor (../../kit/second-factor).

export const BETWEEN_MEMBERS_STEPS = [
  { id: 'account', label: BETWEEN_MEMBERS_TEXT.stepAccount },
  { id: 'recipient', label: BETWEEN_MEMBERS_TEXT.stepRecipient },
  { id: 'amount', label: BETWEEN_MEMBERS_TEXT.stepAmount },
  { id: 'overview', label: BETWEEN_MEMBERS_TEXT.stepOverview },
] as const;

type Api = Pick<
  BankClient,
  | 'getAllowTransferFrom'
  | 'getBeneficiaries'
  | 'addBeneficiary'
  | 'updateBeneficiary'
  | 'removeBeneficiary'
  | 'transferBetweenMembers'
>;

export class BetweenMembersStore {
  step: TransferStep = 0;
  sources: Read<readonly Account[]> = { status: 'loading' };
  recipients: Read<readonly Beneficiary[]> = { status: 'loading' };
  accountId: string | null = null;
  recipientId: string | null = null;
  /** Edit/Done: the list shows edit and remove buttons instead of the choice. */
  editing = false;
  amount = '';
  memo = '';
  confirmed = false;

  constructor(private readonly api: Api) {
    makeAutoObservable<BetweenMembersStore, 'api'>(this, { api: false });
  }

  load() {
    this.sources = { status: 'loading' };
    this.api.getAllowTransferFrom({ query: { transactionType: 'TRANSFER_BETWEEN_MEMBERS' } }).then(
      (answer) =>
        runInAction(() => {
          this.sources = { status: 'ready', value: answer.accounts };
        }),
      (error: unknown) =>
        runInAction(() => {
          this.sources = { status: 'failed', message: errorText(error) };
        }),
    );
    this.loadRecipients();
  }

  loadRecipients() {
    if (this.recipients.status !== 'ready') this.recipients = { status: 'loading' };
    return this.api.getBeneficiaries({ query: { type: 'INTERNAL' } }).then(
      (list) =>
        runInAction(() => {
          this.recipients = { status: 'ready', value: list };
          if (this.recipientId && !list.some((r) => r.id === this.recipientId))
            this.recipientId = null;
          // Nothing left to edit: back to the choice (Edit/Done shows only with recipients).
          if (list.length === 0) this.editing = false;
        }),
      (error: unknown) =>
        runInAction(() => {
          this.recipients = { status: 'failed', message: errorText(error) };
        }),
    );
  }

  get account(): Account | null {
    if (this.sources.status !== 'ready') return null;
    return selectableAccount(this.sources.value, this.accountId);
  }

  get recipient(): Beneficiary | null {
    if (this.recipients.status !== 'ready') return null;
    return this.recipients.value.find((r) => r.id === this.recipientId) ?? null;
  }

  get amountProblem(): string | null {
    const account = this.account;
    if (!account || this.amount === '') return null;
    if (!isAmountIn(this.amount, account.currency))
      return BETWEEN_MEMBERS_TEXT.amountInvalid(decimalsFor(account.currency));
    if (compare(this.amount, account.amount) > 0) return BETWEEN_MEMBERS_TEXT.notEnoughBalance;
    return null;
  }

  chooseAccount(id: string) {
    this.accountId = id;
  }

  chooseRecipient(id: string) {
    this.recipientId = id;
  }

  toggleEditing() {
    this.editing = !this.editing;
  }

  setAmount(value: string) {
    this.amount = value;
  }

  setMemo(value: string) {
    this.memo = value;
  }

  setConfirmed(value: boolean) {
    this.confirmed = value;
  }

  get memoProblem(): string | null {
    return memoProblem(this.memo);
  }

  canProceed(): boolean {
    switch (this.step) {
      case 0:
        return this.account !== null;
      case 1:
        return this.recipient !== null && !this.editing;
      case 2:
        return (
          this.account !== null &&
          isAmountIn(this.amount, this.account.currency) &&
          this.amountProblem === null &&
          this.memoProblem === null
        );
      default:
        return false;
    }
  }

  next() {
    if (this.step < 3 && this.canProceed()) this.step = (this.step + 1) as TransferStep;
  }

  /** One step back, clearing what the step left owned; false on step 0 (the wizard is left: /transfer). */
  back(): boolean {
    switch (this.step) {
      case 0:
        return false;
      case 1:
        this.recipientId = null;
        this.editing = false;
        break;
      case 2:
        this.amount = '';
        this.memo = '';
        break;
      case 3:
        this.confirmed = false;
        break;
    }
    this.step = (this.step - 1) as TransferStep;
    return true;
  }

  /** What Send posts (without the second factor), or null when the wizard is not complete. */
  get body() {
    const account = this.account;
    const recipient = this.recipient;
    if (this.step !== 3 || !this.confirmed || !account || !recipient) return null;
    const memo = this.memo.trim();
    return {
      fromAccountId: account.id,
      amount: this.amount,
      currency: account.currency,
      beneficiaryEmail: recipient.beneficiaryEmail ?? '',
      ...(recipient.beneficiaryUserId ? { beneficiaryUserId: recipient.beneficiaryUserId } : {}),
      ...(memo ? { userMemo: memo } : {}),
    };
  }

  /** The call the second-factor flow makes (the body with the factor, one Idempotency-Key per call). */
  sender(): SecondFactorSend<{ statusCode: 200; message: string }> | null {
    const body = this.body;
    if (!body) return null;
    return (factor, idempotencyKey) =>
      this.api.transferBetweenMembers({ body: { ...body, ...factor }, idempotencyKey });
  }

  /**
   * New recipient (POST /beneficiary/add; the values checked, trimmed and normalised by kit/recipients' dialog);
   * re-reads the list and chooses it, unless the list is being edited.
   */
  async createRecipient(values: RecipientValues): Promise<RecipientChangeResult> {
    try {
      const created = await this.api.addBeneficiary({
        body: { name: values.name, email: values.email, type: 'INTERNAL' },
      });
      await this.loadRecipients();
      runInAction(() => {
        if (!this.editing) this.recipientId = created.id;
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  }

  /** Renames a recipient (PUT /beneficiary/update; its email is not editable); re-reads the list. */
  async updateRecipient(
    recipient: Beneficiary,
    values: Pick<RecipientValues, 'name'>,
  ): Promise<RecipientChangeResult> {
    try {
      await this.api.updateBeneficiary({
        body: { id: recipient.id, beneficiaryName: values.name, type: 'INTERNAL' },
      });
      await this.loadRecipients();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  }

  /** DELETE /beneficiary/{id}, once confirmed; re-reads the list. */
  async removeRecipient(recipient: Beneficiary): Promise<RecipientChangeResult> {
    try {
      await this.api.removeBeneficiary({ params: { id: recipient.id } });
      await this.loadRecipients();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  }
}
