import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { GIFT_CARD_MESSAGES, type BankClient, type GiftCardRecord } from '@axia/core';
import { errorText } from '../../kit/errors';

// /gift-cards/{giftCardId} (seed 001 §2 Gift cards, §3 purchase record, §4): the order (GET /gift-card/{id}) and
// 'Archive Gift Card' / 'Unarchive Gift Card' (POST /gift-card/archive {id, archive}).

export type Read<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; message: string; notFound: boolean };

/** What an action ended with: the message for the toast. */
export type Outcome = { status: 'done'; message: string } | { status: 'failed'; message: string };

export type GiftCardDetailApi = Pick<BankClient, 'getGiftCard' | 'archiveGiftCard'>;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export class GiftCardDetailStore {
  record: Read<GiftCardRecord> = { status: 'loading' };
  /** A quiet read in flight (Refresh). */
  refreshing = false;
  /** The archive change in flight. */
  archiving = false;
  private request = 0;

  constructor(
    private readonly api: GiftCardDetailApi,
    readonly giftCardId: string,
  ) {
    makeAutoObservable<GiftCardDetailStore, 'api' | 'request'>(this, {
      record: observableRef,
      api: false,
      giftCardId: false,
      request: false,
    });
  }

  get value(): GiftCardRecord | null {
    return this.record.status === 'ready' ? this.record.value : null;
  }

  /** §2: vouchers only when PROCESSED. */
  get vouchers() {
    const record = this.value;
    return record && record.status === 'PROCESSED' ? record.vouchers.vouchers : [];
  }

  /** §2: the action's label flips with the order's archive flag. */
  get archiveLabel() {
    return this.value?.archive ? GIFT_CARD_MESSAGES.unarchive : GIFT_CARD_MESSAGES.archive;
  }

  /** Reads the order; `quiet` keeps the one on screen meanwhile (Refresh), and a failure leaves it. */
  async load(options: { quiet?: boolean } = {}): Promise<Outcome | null> {
    const request = ++this.request;
    const keep = options.quiet === true && this.record.status === 'ready';
    if (keep) this.refreshing = true;
    else this.record = { status: 'loading' };
    try {
      const record = await this.api.getGiftCard({ params: { id: this.giftCardId } });
      if (request !== this.request) return null;
      runInAction(() => {
        this.record = { status: 'ready', value: record };
      });
      return null;
    } catch (error) {
      if (request !== this.request) return null;
      runInAction(() => {
        if (!keep)
          this.record = {
            status: 'failed',
            message: errorText(error),
            notFound: isNotFound(error),
          };
      });
      return keep ? { status: 'failed', message: errorText(error) } : null;
    } finally {
      if (request === this.request) runInAction(() => (this.refreshing = false));
    }
  }

  /** 'Archive Gift Card' / 'Unarchive Gift Card': flips the flag; the answer is the order as it is now. */
  async toggleArchive(): Promise<Outcome> {
    const record = this.value;
    if (!record || this.archiving)
      return { status: 'failed', message: GIFT_CARD_MESSAGES.unknownError };
    const archive = !record.archive;
    this.archiving = true;
    try {
      const updated = await this.api.archiveGiftCard({ body: { id: record.id, archive } });
      runInAction(() => {
        ++this.request;
        this.record = { status: 'ready', value: updated };
      });
      return {
        status: 'done',
        message: archive ? GIFT_CARD_MESSAGES.archived : GIFT_CARD_MESSAGES.unarchived,
      };
    } catch (error) {
      return { status: 'failed', message: errorText(error) };
    } finally {
      runInAction(() => (this.archiving = false));
    }
  }
}
