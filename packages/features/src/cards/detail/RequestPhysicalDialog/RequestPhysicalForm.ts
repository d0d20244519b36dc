import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  CARD_MESSAGES,
  physicalCardFee,
  type BankClient,
  type Card,
  type CardDelivery,
  type CardFeeSetView,
} from '@axia/core';
import { SubmissionKeys, type Read } from '../../../kit';
import { errorText } from '../../../kit/errors';
import { PaymentSourceStore, type PaymentSource, type Price } from '../../../kit';

// Request Physical Card (seed 002 §2, §4 physical flow, §5 Physical card, §7): the fees (GET /card/cardProvider?
// cardTypeCode: the physical card fee, and shipping and handling for Courier delivery when CARD_FLAGS.courier is on;
// zero shows FREE), the delivery, the source ('Please select an account for amount deduction!'), then POST
// /card/{id}/convertToPhysical (cardId, fromAccountId = the account or staking id, sourceType ACCOUNT or STAKING,
// delivery) with one Idempotency-Key per submission.

type Api = Pick<
  BankClient,
  'getCardProvider' | 'convertToPhysical' | 'getAllowTransferFrom' | 'getConversionRate'
>;

export type FeesRead = Read<CardFeeSetView>;

export interface RequestPhysicalSnapshot {
  fees?: FeesRead;
  delivery?: CardDelivery;
  source?: PaymentSource | null;
  problem?: string | null;
}

export class RequestPhysicalForm {
  fees: FeesRead = { status: 'loading' };
  delivery: CardDelivery = 'Standard';
  source: PaymentSource | null = null;
  attempted = false;
  submitting = false;
  /** The refusal's text, shown in the modal. */
  problem: string | null = null;
  /** One Idempotency-Key per submission (kept after a call that got no answer, for its retry). */
  private readonly keys: SubmissionKeys;

  constructor(
    private readonly api: Api,
    readonly card: Card,
    /** CARD_FLAGS.courier: Courier delivery may be chosen. */
    readonly courierEnabled: boolean,
    readonly sources: PaymentSourceStore = new PaymentSourceStore(api, 'CARD_CONVERT_TO_PHYSICAL'),
    initial: RequestPhysicalSnapshot = {},
    newKey?: () => string,
  ) {
    Object.assign(this, initial);
    this.keys = new SubmissionKeys(newKey);
    makeAutoObservable<RequestPhysicalForm, 'api' | 'keys'>(this, {
      fees: observableRef,
      api: false,
      card: false,
      courierEnabled: false,
      sources: false,
      keys: false,
    });
  }

  /** GET /card/cardProvider?cardTypeCode=…; a failure's text is returned (for the general error display). */
  async loadFees(): Promise<string | null> {
    this.fees = { status: 'loading' };
    try {
      const fees = await this.api.getCardProvider({
        query: { cardTypeCode: this.card.cardTypeCode },
      });
      runInAction(() => {
        this.fees = { status: 'ready', value: fees };
      });
      return null;
    } catch (error) {
      const message = errorText(error);
      runInAction(() => {
        this.fees = { status: 'failed', message };
      });
      return message;
    }
  }

  /** Shipping and handling is charged for Courier only (§9). */
  get shipping(): string | null {
    return this.fees.status === 'ready' && this.delivery === 'Courier'
      ? this.fees.value.shippingHandlingAmount
      : null;
  }

  /** The physical card fee plus shipping for Courier, in the fee currency (USD). */
  get price(): Price | null {
    if (this.fees.status !== 'ready') return null;
    return {
      amount: physicalCardFee(this.fees.value, this.delivery),
      currency: this.fees.value.issueFeeCurrency,
    };
  }

  get sourceError(): string | null {
    return this.attempted && !this.source ? CARD_MESSAGES.selectDeduction : null;
  }

  setDelivery(delivery: CardDelivery) {
    if (delivery === 'Courier' && !this.courierEnabled) return;
    this.delivery = delivery;
    this.problem = null;
  }

  chooseSource(source: PaymentSource) {
    this.source = source;
    this.problem = null;
  }

  /** Whether the request may be sent: a source chosen that holds the price. */
  get ready(): boolean {
    const quote = this.sources.quote(this.source, this.price);
    return !!quote && quote.sufficient;
  }

  /** POST /card/{id}/convertToPhysical; the updated card, or null (the problem is shown in the modal). */
  async submit(): Promise<Card | null> {
    this.attempted = true;
    const source = this.source;
    if (!source || !this.ready || this.submitting) return null;
    this.submitting = true;
    this.problem = null;
    const fromStaking = 'fromStakingId' in source;
    const body = {
      cardId: this.card.id,
      fromAccountId: fromStaking ? source.fromStakingId : source.fromAccountId,
      sourceType: fromStaking ? ('STAKING' as const) : ('ACCOUNT' as const),
      delivery: this.delivery,
    };
    const signature = JSON.stringify(body);
    try {
      const card = await this.api.convertToPhysical({
        params: { id: this.card.id },
        body,
        idempotencyKey: this.keys.key(signature),
      });
      this.keys.settle(signature);
      return card;
    } catch (error) {
      this.keys.settle(signature, error);
      runInAction(() => {
        this.problem = errorText(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
