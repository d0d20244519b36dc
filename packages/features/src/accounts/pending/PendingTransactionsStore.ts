import { makeAutoObservable, runInAction } from 'mobx';
import type { BankClient, Transaction } from '@axia/core';
import { errorText } from '../../kit/errors';
import { findItem, isConfirmationItem, isReviewItem, pendingQueries } from './model';

/**
 * The overview's pending items (seed 001 §2 Transactions): those under review (wire deposits, wire transfers,
 * network withdrawals) and the deposits awaiting the customer's confirmation (digital-currency and network
 * deposits), read with GET /transfer/external. Created per screen.
 */
export class PendingTransactionsStore {
  review: readonly Transaction[] = [];
  confirmation: readonly Transaction[] = [];
  loading = false;
  /** Why the last read failed (the generic error text), or null. */
  error: string | null = null;
  /** Whether a read has succeeded since the store was made (`?transactionId=` waits for it). */
  loaded = false;
  private requestId = 0;

  constructor(private readonly api: BankClient) {
    makeAutoObservable<PendingTransactionsStore, 'api' | 'requestId'>(this, {
      api: false,
      requestId: false,
    });
  }

  get isEmpty() {
    return this.review.length === 0 && this.confirmation.length === 0;
  }

  /** A loaded item by id or public id. */
  find(id: string) {
    return findItem(this.review, id) ?? findItem(this.confirmation, id);
  }

  /** Reads both sections; a failure keeps what was shown and says why. */
  async load() {
    const requestId = ++this.requestId;
    this.loading = true;
    const queries = pendingQueries();
    try {
      const [review, confirmation] = await Promise.all([
        this.api.getExternalTransfers({ query: queries.review }),
        this.api.getExternalTransfers({ query: queries.confirmation }),
      ]);
      if (requestId !== this.requestId) return;
      runInAction(() => {
        this.review = review.data.filter(isReviewItem);
        this.confirmation = confirmation.data.filter(isConfirmationItem);
        this.error = null;
        this.loading = false;
        this.loaded = true;
      });
    } catch (error) {
      if (requestId !== this.requestId) return;
      runInAction(() => {
        this.error = errorText(error);
        this.loading = false;
      });
    }
  }

  /** Drops an item at once (canceled or confirmed), before the next read says so. */
  remove(id: string) {
    // A read already under way may predate the change: its answer is dropped.
    this.requestId += 1;
    this.loading = false;
    this.review = this.review.filter((item) => item.id !== id);
    this.confirmation = this.confirmation.filter((item) => item.id !== id);
  }
}
