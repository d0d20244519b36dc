import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  GIFT_CARD_FLAGS,
  GIFT_CARD_LIMITS,
  type BankClient,
  type FeatureFlag,
  type GiftCardRecord,
} from '@axia/core';
import type { Read } from '../../kit';
import { errorText } from '../../kit/errors';
import { SEARCH_DEBOUNCE_MS } from './messages';

// /gift-cards (seed 001 §2 Gift cards, §7, §9): the customer's orders (GET /gift-card/?archive&search&offset&limit),
// page size 50, the archived toggle (archive=true/false) and the search (by id or product name), sent a moment after
// the last keystroke. 'Buy Gift Card' needs the GIFT_CARD flag.

type Api = Pick<BankClient, 'getGiftCards'>;

export interface GiftCardsPage {
  data: readonly GiftCardRecord[];
  totalCount: number;
}

export interface GiftCardsSnapshot {
  list?: Read<GiftCardsPage>;
  archived?: boolean;
  search?: string;
  page?: number;
}

export class GiftCardsStore {
  list: Read<GiftCardsPage> = { status: 'loading' };
  /** The archived toggle: the archived orders instead of the others. */
  archived = false;
  /** The search field as typed. */
  searchInput = '';
  /** The search the list shows (sent to the bank, trimmed). */
  search = '';
  /** 1-based. */
  page = 1;
  /** §2 'Buy Gift Card … (feature gated)': GIFT_CARD. */
  readonly buyOn: boolean;
  private request = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: Api,
    features: readonly FeatureFlag[],
    initial: GiftCardsSnapshot = {},
    private readonly debounceMs = SEARCH_DEBOUNCE_MS,
  ) {
    this.buyOn = features.includes(GIFT_CARD_FLAGS.buy);
    const { search, ...rest } = initial;
    Object.assign(this, rest);
    if (search !== undefined) this.search = this.searchInput = search;
    makeAutoObservable<GiftCardsStore, 'api' | 'request' | 'timer' | 'debounceMs'>(this, {
      list: observableRef,
      api: false,
      buyOn: false,
      request: false,
      timer: false,
      debounceMs: false,
    });
  }

  get pageCount() {
    return this.list.status === 'ready'
      ? Math.max(1, Math.ceil(this.list.value.totalCount / GIFT_CARD_LIMITS.pageSize))
      : 1;
  }

  /** Which empty state an empty page shows. */
  get emptyKind(): 'noMatch' | 'noArchived' | 'none' | null {
    if (this.list.status !== 'ready' || this.list.value.data.length > 0) return null;
    if (this.search) return 'noMatch';
    return this.archived ? 'noArchived' : 'none';
  }

  /** `quiet` (a live event): the page shown stays until the new read arrives; a failed one keeps it. */
  async load(options: { quiet?: boolean } = {}) {
    clearTimeout(this.timer);
    const request = ++this.request;
    const keep = options.quiet === true && this.list.status === 'ready';
    if (!keep) this.list = { status: 'loading' };
    const query = {
      archive: this.archived ? ('true' as const) : ('false' as const),
      ...(this.search ? { search: this.search } : {}),
      offset: (this.page - 1) * GIFT_CARD_LIMITS.pageSize,
      limit: GIFT_CARD_LIMITS.pageSize,
    };
    try {
      const answer = await this.api.getGiftCards({ query });
      if (request !== this.request) return;
      runInAction(() => {
        this.list = {
          status: 'ready',
          value: { data: answer.data, totalCount: answer.totalCount },
        };
      });
    } catch (error) {
      if (request !== this.request || keep) return;
      runInAction(() => {
        this.list = { status: 'failed', message: errorText(error) };
      });
    }
  }

  setArchived(archived: boolean) {
    if (archived === this.archived) return;
    this.archived = archived;
    this.page = 1;
    void this.load();
  }

  setPage(page: number) {
    if (page === this.page) return;
    this.page = page;
    void this.load();
  }

  /** A keystroke: the search goes out once typing pauses. */
  typeSearch(text: string) {
    this.searchInput = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.applySearch(), this.debounceMs);
  }

  /** Enter, or the field cleared: the search goes out now. */
  submitSearch(text = this.searchInput) {
    this.searchInput = text;
    this.applySearch();
  }

  private applySearch() {
    clearTimeout(this.timer);
    const search = this.searchInput.trim();
    if (search === this.search && this.list.status !== 'failed') return;
    this.search = search;
    this.page = 1;
    void this.load();
  }

  /** The page is gone: no search left to send. */
  dispose() {
    clearTimeout(this.timer);
  }
}
