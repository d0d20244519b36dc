import { makeAutoObservable, runInAction } from 'mobx';
import {
  CARD_FLAGS,
  CARD_MESSAGES,
  type BankClient,
  type Card,
  type FeatureFlag,
} from '@axia/core';
import type { Read } from '../../kit';
import { errorText } from '../../kit/errors';

// /cards (seed 002 §2 Cards): the customer's cards (GET /card, newest first), and Order Card's checks before going to
// /cards/apply: the card feature (CARD: off → the button is greyed with 'This service is temporarily unavailable,
// please try again later.') and the customer's country (GET /user region null, or GET /card/cardTypes empty → 'Card
// service is not available in your country at the moment.').

type Api = Pick<BankClient, 'getCards' | 'getUser' | 'getCardTypes'>;

export interface CardsSnapshot {
  cards?: Read<readonly Card[]>;
  notice?: string | null;
}

export class CardsStore {
  cards: Read<readonly Card[]> = { status: 'loading' };
  /** Why ordering is not possible now (the country check, or a failed check's message), shown by the button. */
  notice: string | null = null;
  checking = false;
  /** §2: Order Card greyed when the card feature is off. */
  readonly serviceOn: boolean;

  constructor(
    private readonly api: Api,
    features: readonly FeatureFlag[],
    initial: CardsSnapshot = {},
  ) {
    this.serviceOn = features.includes(CARD_FLAGS.service);
    Object.assign(this, initial);
    makeAutoObservable<CardsStore, 'api'>(this, { api: false, serviceOn: false });
  }

  /** `quiet` (a live event): the cards shown stay until the new read arrives; a failed one keeps them. */
  async load(options: { quiet?: boolean } = {}) {
    const keep = options.quiet === true && this.cards.status === 'ready';
    if (!keep) this.cards = { status: 'loading' };
    try {
      const answer = await this.api.getCards();
      runInAction(() => {
        this.cards = { status: 'ready', value: answer.data };
      });
    } catch (error) {
      runInAction(() => {
        if (!keep) this.cards = { status: 'failed', message: errorText(error) };
      });
    }
  }

  /** §2: the empty state's Order Card, or Order new card when no card is ACTIVE; none while one is. */
  get orderOffer(): 'orderCard' | 'orderNewCard' | null {
    if (this.cards.status !== 'ready') return null;
    if (this.cards.value.length === 0) return 'orderCard';
    return this.cards.value.some((card) => card.status === 'ACTIVE') ? null : 'orderNewCard';
  }

  /**
   * Order Card's checks. True when the wizard may open; otherwise `notice` says why (the feature off: nothing asked).
   */
  async checkOrder(): Promise<boolean> {
    if (!this.serviceOn) {
      this.notice = CARD_MESSAGES.serviceOff;
      return false;
    }
    this.checking = true;
    this.notice = null;
    try {
      const user = await this.api.getUser();
      if (!user.region) {
        runInAction(() => (this.notice = CARD_MESSAGES.notInCountry));
        return false;
      }
      const types = await this.api.getCardTypes({ query: {} });
      const list = Array.isArray(types) ? types : types.data;
      if (list.length === 0) {
        runInAction(() => (this.notice = CARD_MESSAGES.notInCountry));
        return false;
      }
      return true;
    } catch (error) {
      runInAction(() => (this.notice = errorText(error)));
      return false;
    } finally {
      runInAction(() => (this.checking = false));
    }
  }
}
