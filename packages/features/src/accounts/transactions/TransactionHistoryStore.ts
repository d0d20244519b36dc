import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient, Transaction } from '@axia/core';
import type { IsoDateRange } from '@axia/design-system';
import { errorText } from '../../kit/errors';
import {
  COMPACT_LIMIT,
  EXPANDED_LIMIT,
  PAGE_SIZE,
  chunkOffset,
  isNarrowed,
  pageRows,
  queryParameters,
  type HistoryFilter,
  type HistoryQuery,
} from './model';

const DEFAULT_QUERY: HistoryQuery = { filter: 'ALL', range: null, search: '' };

/**
 * One account's history (seed 001 §2 Transactions). Compact ('Recent Transactions') it reads the latest 10;
 * expanded ('Transactions') it reads 100 at a time with the total count, so the pager of 5 per page reaches the
 * whole history, not only the last 100: a page outside the rows held fetches the 100 that hold it.
 */
export class TransactionHistoryStore {
  expanded = false;
  query: HistoryQuery = DEFAULT_QUERY;
  /** 1-based. */
  page = 1;
  /** The rows fetched last, starting at `chunkStart` in the history. */
  chunk: readonly Transaction[] = [];
  chunkStart = 0;
  totalCount: number | null = null;
  loading = false;
  error: string | null = null;
  /** Whether a fetch has finished (with rows or not) since the store was made. */
  loadedOnce = false;
  private loadedKey: string | null = null;
  private requestId = 0;

  constructor(
    private readonly api: BankClient,
    readonly accountId: string,
  ) {
    makeAutoObservable<TransactionHistoryStore, 'api' | 'loadedKey' | 'requestId'>(this, {
      api: false,
      accountId: false,
      loadedKey: false,
      requestId: false,
    });
  }

  get limit() {
    return this.expanded ? EXPANDED_LIMIT : COMPACT_LIMIT;
  }

  /** How many rows the pager pages through: the whole (narrowed) history expanded, the latest 10 compact. */
  get total() {
    return this.expanded ? (this.totalCount ?? this.chunk.length) : this.chunk.length;
  }

  get pageCount() {
    return Math.max(1, Math.ceil(this.total / PAGE_SIZE));
  }

  get rows(): Transaction[] {
    return pageRows(this.chunk, this.chunkStart, this.page);
  }

  get narrowed() {
    return isNarrowed(this.query);
  }

  /** A loaded transaction by id or public id (for `?transactionId=`). */
  find(id: string) {
    return this.chunk.find((row) => row.id === id || row.publicId === id) ?? null;
  }

  /**
   * A transaction of this account by id or public id: from the rows held, else asked of the bank (a deep link to
   * one older than the page read). null when the account has none such; throws when it cannot be read.
   */
  async lookUp(id: string): Promise<Transaction | null> {
    const held = this.find(id);
    if (held) return held;
    const answer = await this.api.getTransactions({
      query: {
        accountId: this.accountId,
        id,
        limit: 1,
        offset: 0,
        generateTitleAndDescription: 'true',
      },
    });
    return answer.data[0] ?? null;
  }

  /** Reads the rows of the current page unless they are already held. */
  async load(options: { force?: boolean } = {}) {
    const offset = chunkOffset(this.page, this.limit);
    const key = JSON.stringify([this.expanded, this.query, offset]);
    if (!options.force && key === this.loadedKey && this.error === null) return;
    const requestId = ++this.requestId;
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.api.getTransactions({
        query: {
          accountId: this.accountId,
          limit: this.limit,
          offset,
          includeTotalCount: this.expanded ? 'true' : 'false',
          generateTitleAndDescription: 'true',
          ...queryParameters(this.query),
        },
      });
      if (requestId !== this.requestId) return;
      runInAction(() => {
        this.chunk = answer.data;
        this.chunkStart = offset;
        this.totalCount = answer.totalCount ?? null;
        this.loadedKey = key;
        this.loading = false;
        this.loadedOnce = true;
        // A history that shrank (a narrower filter) never leaves the pager past its end.
        if (this.page > this.pageCount) this.page = this.pageCount;
      });
    } catch (error) {
      if (requestId !== this.requestId) return;
      runInAction(() => {
        this.error = errorText(error);
        this.loading = false;
        this.loadedOnce = true;
      });
    }
  }

  setPage(page: number) {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    return this.load();
  }

  setExpanded(expanded: boolean) {
    this.expanded = expanded;
    // Compact shows the latest rows: the filters belong to the expanded list.
    if (!expanded) this.query = DEFAULT_QUERY;
    this.page = 1;
    return this.load();
  }

  setFilter(filter: HistoryFilter) {
    return this.narrow({ filter });
  }

  setRange(range: IsoDateRange | null) {
    return this.narrow({ range });
  }

  setSearch(search: string) {
    return this.narrow({ search: search.trim() });
  }

  private narrow(change: Partial<HistoryQuery>) {
    this.query = { ...this.query, ...change };
    this.page = 1;
    return this.load();
  }
}
