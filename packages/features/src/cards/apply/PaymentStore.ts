import { makeAutoObservable, runInAction } from 'mobx';
import {
  CARD_MESSAGES,
  cardLoadAmountError,
  cardLoadQuote,
  cardOrderSummary,
  compare,
  decimal,
  decimalsFor,
  type BankClient,
  type CardFeeSetView,
  type CardLoadQuote,
  type CardOrderSummary,
} from '@axia/core';
import type { PaymentSourceStore } from '../../kit';
import { type PaymentSource, type Price, type Read, type SourceQuote } from '../../kit';
import { errorText } from '../../kit/errors';
import type { AddressStore } from './AddressStore';

// Step 2 of /cards/apply, Payment (seed 002 §4, §5): the source (PaymentSourceField: 'Please select an account for
// the amount to transfer from.', 'Insufficient account balance!') and the order summary (GET /card/cardProvider); the
// courier variant (physical + Courier, chosen on step 1) also asks the initial load (≥ 5 in the card currency).

/** The state a story or test may start step 2 from. */
export type PaymentSnapshot = Partial<Pick<PaymentStore, 'source' | 'loadAmount'>>;

export class PaymentStore {
  /** The chosen card type's fees, read when the step opens. */
  fees: Read<CardFeeSetView> | null = null;
  source: PaymentSource | null = null;
  loadAmount = '';

  constructor(
    private readonly api: Pick<BankClient, 'getCardProvider'>,
    /** Step 1: the card type, the physical card and its delivery. */
    private readonly address: AddressStore,
    /** The source field's store (GET /account/allow-transfer-from and the rates). */
    readonly sources: PaymentSourceStore,
    initial: PaymentSnapshot = {},
  ) {
    Object.assign(this, initial);
    makeAutoObservable<PaymentStore, 'api' | 'address'>(this, {
      api: false,
      address: false,
      sources: false,
    });
  }

  async loadFees() {
    const code = this.address.cardTypeCode;
    if (!code) return;
    if (this.fees?.status === 'ready' && this.fees.value.cardTypeCode === code) return;
    this.fees = { status: 'loading' };
    try {
      const fees = await this.api.getCardProvider({ query: { cardTypeCode: code } });
      runInAction(() => (this.fees = { status: 'ready', value: fees }));
    } catch (error) {
      runInAction(() => (this.fees = { status: 'failed', message: errorText(error) }));
    }
  }

  get summary(): CardOrderSummary | null {
    if (this.fees?.status !== 'ready') return null;
    return cardOrderSummary(this.fees.value, {
      physical: this.address.physical,
      delivery: this.address.courierFeature ? this.address.delivery : 'Standard',
    });
  }

  /** What the source pays (the order total in the fee currency, USD). */
  get price(): Price | null {
    const summary = this.summary;
    return summary ? { amount: summary.total, currency: summary.currency } : null;
  }

  chooseSource(source: PaymentSource) {
    this.source = source;
  }

  setLoadAmount(value: string) {
    this.loadAmount = value;
  }

  get sourceError(): string | null {
    return this.source ? null : CARD_MESSAGES.selectSource;
  }

  /** The courier variant's initial load: ≥ 5 in the card currency (core cardLoadAmountError). */
  get loadAmountError(): string | null {
    if (!this.address.courierVariant) return null;
    const currency = this.address.cardCurrency;
    return currency ? cardLoadAmountError(this.loadAmount, currency) : null;
  }

  /** The initial load as sent: the typed amount without its thousands separators. */
  get loadAmountSent(): string {
    return this.loadAmount.replace(/,/g, '').trim();
  }

  /**
   * The courier variant's initial load quoted by the rule the bank charges it by (core cardLoadQuote over the card
   * type's load fee terms from GET /card/cardProvider): amount, the 1.7 % platform fee, the card load fee, total.
   */
  get loadQuote(): CardLoadQuote | null {
    if (!this.address.courierVariant || this.loadAmountError) return null;
    const currency = this.address.cardCurrency;
    const terms = this.fees?.status === 'ready' ? this.fees.value.loadFeeTerms : null;
    if (!currency || !terms || terms.currency !== currency) return null;
    return cardLoadQuote(this.loadAmountSent, currency, terms);
  }

  /** What the initial load takes: its total in the card currency. */
  get loadPrice(): Price | null {
    const quote = this.loadQuote;
    return quote ? { amount: quote.total, currency: quote.currency } : null;
  }

  /**
   * What the chosen source loses in all, in its currency: the order's price and, for the courier variant, the load
   * with its fees: two payments, each converted as the bank converts it (core cardPriceInSource), then added. Null
   * while a rate is read or the load is not valid yet.
   */
  get charges(): {
    order: SourceQuote;
    load: SourceQuote | null;
    total: string;
    sufficient: boolean;
  } | null {
    const order = this.sources.quote(this.source, this.price);
    if (!order) return null;
    if (!this.address.courierVariant)
      return { order, load: null, total: order.amount, sufficient: order.sufficient };
    const load = this.sources.quote(this.source, this.loadPrice);
    const balance = this.sources.option(this.source)?.balance;
    if (!load || balance === undefined) return null;
    const total = decimal(order.amount)
      .plus(decimal(load.amount))
      .toFixed(decimalsFor(order.currency));
    return { order, load, total, sufficient: compare(balance, total) >= 0 };
  }

  /** §5 'Insufficient account balance!' when the source holds less than the order and the initial load together. */
  get chargesError(): string | null {
    const charges = this.charges;
    return charges && !charges.sufficient ? CARD_MESSAGES.insufficientBalance : null;
  }

  get valid(): boolean {
    if (this.sourceError || this.loadAmountError || !this.price) return false;
    const charges = this.charges;
    return charges !== null && charges.sufficient;
  }
}
