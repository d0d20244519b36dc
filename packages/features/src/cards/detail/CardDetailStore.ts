import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  CARD_FLAGS,
  CARD_MESSAGES,
  cardActions,
  cardStatusOf,
  mayActivatePhysical,
  mayTrackPackage,
  mayRequestPhysical,
  type BankClient,
  type Card,
} from '@axia/core';
import { errorText } from '../../kit/errors';

// /cards/{cardId} (seed 002 §2 Cards, §4 Card status, §7): the card (GET /card/{id}) and the status changes the page
// makes (POST /card/activate, POST /card/suspend). Nothing secret lives here: the secure details and the PIN are kept
// by the components that show them, only while shown (this store outlives neither the page nor a card change, but
// it is observable and could be inspected; so they stay out of it).

export type Read<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; message: string; notFound: boolean };

export type DetailTab = 'transactions' | 'summary' | 'actions';

/** What an action ended with: the message for the toast. */
export type Outcome = { status: 'done'; message: string } | { status: 'failed'; message: string };

export type CardDetailApi = Pick<
  BankClient,
  | 'getCard'
  | 'activateCard'
  | 'suspendCard'
  | 'loadCard'
  | 'getCardSecureData'
  | 'getCardPin'
  | 'getCardTransactions'
  | 'getCardProvider'
  | 'convertToPhysical'
  | 'activatePhysical'
  | 'getCardTracking'
  | 'getAllowTransferFrom'
  | 'getConversionRate'
>;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

const failed = (error: unknown) =>
  ({ status: 'failed', message: errorText(error), notFound: isNotFound(error) }) as const;

export class CardDetailStore {
  card: Read<Card> = { status: 'loading' };
  tab: DetailTab = 'transactions';
  /** The status change in flight. */
  changing: 'activate' | 'suspend' | null = null;
  private request = 0;

  constructor(
    readonly api: CardDetailApi,
    readonly cardId: string,
    private readonly features: readonly string[],
  ) {
    makeAutoObservable<CardDetailStore, 'features' | 'request'>(this, {
      card: observableRef,
      api: false,
      cardId: false,
      features: false,
      request: false,
    });
  }

  get value(): Card | null {
    return this.card.status === 'ready' ? this.card.value : null;
  }

  /** §4: what the card's status allows (Load, Suspend, Show PIN, Activate, the support message). */
  get actions() {
    const card = this.value;
    return card ? cardActions(cardStatusOf(card.status)) : null;
  }

  /** The physical-card feature (CARD_FLAGS.physical) and an ACTIVE virtual card without a request. */
  get canRequestPhysical() {
    const card = this.value;
    return !!card && this.features.includes(CARD_FLAGS.physical) && mayRequestPhysical(card);
  }

  /** Courier delivery may be chosen (CARD_FLAGS.courier). */
  get courierEnabled() {
    return this.features.includes(CARD_FLAGS.courier);
  }

  /** Track Package: an ACTIVE card's Courier delivery (core mayTrackPackage) and the tracking feature. */
  get canTrack() {
    const card = this.value;
    return !!card && mayTrackPackage(card) && this.features.includes(CARD_FLAGS.tracking);
  }

  /** Activate Physical Card: an ACTIVE card's requested plastic (core mayActivatePhysical). */
  get canActivatePhysical() {
    const card = this.value;
    return !!card && mayActivatePhysical(card);
  }

  setTab(tab: DetailTab) {
    this.tab = tab;
  }

  /** Reads the card; `quiet` keeps the one on screen meanwhile (after an action), and a failure leaves it. */
  async load(options: { quiet?: boolean } = {}) {
    const request = ++this.request;
    const keep = options.quiet && this.card.status === 'ready';
    if (!keep) this.card = { status: 'loading' };
    try {
      const card = await this.api.getCard({ params: { id: this.cardId } });
      if (request !== this.request) return;
      runInAction(() => {
        this.card = { status: 'ready', value: card };
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        if (!keep) this.card = failed(error);
      });
    }
  }

  /** An answer that carries the card (activate, suspend, load, physical): shown at once. */
  replace(card: Card) {
    ++this.request;
    this.card = { status: 'ready', value: card };
  }

  /** §4 INACTIVE → ACTIVE: 'Card activated successfully!'. */
  activate(): Promise<Outcome> {
    return this.change('activate', CARD_MESSAGES.cardActivated);
  }

  /** §4 ACTIVE → SUSPENDED: 'Card suspended successfully!'. */
  suspend(): Promise<Outcome> {
    return this.change('suspend', CARD_MESSAGES.cardSuspended);
  }

  private async change(kind: 'activate' | 'suspend', message: string): Promise<Outcome> {
    this.changing = kind;
    try {
      const body = { cardId: this.cardId };
      const card =
        kind === 'activate'
          ? await this.api.activateCard({ body })
          : await this.api.suspendCard({ body });
      runInAction(() => this.replace(card));
      return { status: 'done', message };
    } catch (error) {
      return { status: 'failed', message: errorText(error) };
    } finally {
      runInAction(() => {
        this.changing = null;
      });
    }
  }
}
