import type { BankEvent } from '@axia/core';
import { BankEventHub } from '@axia/features/kit';
import type { AccountsStore } from '../stores';
import type { EventStream, EventStreamOptions } from './eventStream';
import { OwnActivity } from './ownActivity';

// The app's side of live events (issue 31): starts the stream once the customer is signed in (its code loads
// then, not on /login), applies each event to the accounts store, hands it to the features through the kit's hub,
// tells the customer what happened, and, while the stream is down, re-reads on the window's return instead.

/** What the lazily loaded part gives: the stream and the sentences (so /login loads neither). */
export interface LiveEventsModule {
  openEventStream(options: EventStreamOptions): EventStream;
  eventAnnouncement(event: BankEvent): string | null;
  /** What the announcement is ('Money received'), or null for the toast's own word. */
  eventLabel(event: BankEvent): string | null;
}

export interface LiveEventsOptions {
  url: string;
  getIdToken(forceRefresh: boolean): Promise<string | null>;
  accounts: Pick<AccountsStore, 'applyEvent' | 'refresh' | 'spendable'>;
  /**
   * Says a sentence politely: the toast, whose live region keeps the last one; `label` says what it is ('Money
   * received'), else the toast's word for its tone.
   */
  announce(text: string, label?: string): void;
  load?: () => Promise<LiveEventsModule>;
  /** Where focus and visibility are watched (tests pass their own). */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  /** Passed on to the stream (tests). */
  streamOptions?: Partial<EventStreamOptions>;
}

/** A window's return fires focus and visibilitychange close together: they make one re-read. */
const RETURN_COALESCE_MS = 1_000;

const loadModule = (): Promise<LiveEventsModule> => import('./liveEventsModule');

export class LiveEvents {
  readonly hub = new BankEventHub();
  readonly own = new OwnActivity();
  private stream: EventStream | null = null;
  /** Bumped by stop(): a start whose code is still loading does not open a stream after a sign-out. */
  private run = 0;
  private module: LiveEventsModule | null = null;

  constructor(private readonly options: LiveEventsOptions) {}

  /** Opens the stream (idempotent). Loads its code first. */
  async start(): Promise<void> {
    if (this.stream) return;
    const run = ++this.run;
    const module = (this.module ??= await (this.options.load ?? loadModule)());
    if (run !== this.run || this.stream) return;
    this.stream = module.openEventStream({
      url: this.options.url,
      getIdToken: this.options.getIdToken,
      onEvent: (event) => this.receive(event),
      onStatus: (status) => this.hub.setStatus(status),
      ...this.options.streamOptions,
    });
    this.watchReturn(true);
  }

  /** Ends the stream for good: sign-out, idle timeout, an expired session. */
  stop() {
    this.run += 1;
    this.stream?.stop();
    this.stream = null;
    this.watchReturn(false);
    this.hub.setStatus('off');
  }

  private receive(event: BankEvent) {
    void this.options.accounts.applyEvent(event);
    this.hub.publish(event);
    const text = this.module?.eventAnnouncement(event) ?? null;
    if (text === null) return;
    const label = this.module?.eventLabel(event) ?? undefined;
    void this.own.isOwn(event).then((own) => {
      // Dropped when the stream stopped meanwhile (a sign-out): nothing is said to the next visitor.
      if (!own && this.stream) this.options.announce(text, label);
    });
  }

  /** While the stream is down (or absent), the window's return re-reads the accounts and the open page. */
  private readonly onReturn = () => {
    const status = this.hub.status;
    if (status !== 'down' && status !== 'unavailable') return;
    if (this.options.document?.hidden ?? document.hidden) return;
    // A return fires both 'visibilitychange' and 'focus': one re-read for both.
    const now = Date.now();
    if (now - this.lastReturn < RETURN_COALESCE_MS) return;
    this.lastReturn = now;
    void this.options.accounts.refresh({
      withRate: this.options.accounts.spendable !== null,
      quiet: true,
    });
    this.hub.resync();
  };

  private lastReturn = -Infinity;
  private watching = false;
  private watchReturn(on: boolean) {
    if (on === this.watching) return;
    this.watching = on;
    const win = this.options.window ?? window;
    const doc = this.options.document ?? document;
    const method = on ? 'addEventListener' : 'removeEventListener';
    win[method]('focus', this.onReturn);
    doc[method]('visibilitychange', this.onReturn);
  }
}
