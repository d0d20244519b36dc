import { makeObservable, observable, runInAction } from 'mobx';
import { useEffect, useRef } from 'react';
import type { BankEvent, BankEventType } from '@axia/core';
import { useServices } from '../services';

// Live bank events (issue 31) as the features see them: the app holds the stream and publishes each event here;
// a feature store subscribes to the kinds it shows and re-reads them. A feature never learns where events come
// from, and never hears another feature: only the bank's events.

/**
 * The stream's state: `off` (signed out, or not started), `connecting`, `live`, `down` (lost; reconnecting with
 * backoff) or `unavailable` (the bank offers no stream; pages fall back to re-reading on focus).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'down' | 'unavailable';

/**
 * What a subscriber hears: a bank event, or `resync` — re-read what you show, because events may have been missed
 * (the stream was down and the window regained focus).
 */
export type LiveSignal = { kind: 'event'; event: BankEvent } | { kind: 'resync' };

export type LiveHandler = (signal: LiveSignal) => void;

export interface BankEventsView {
  readonly status: LiveStatus;
  /** When the stream went down (for "paused for more than N seconds"), or null while it is not down. */
  readonly downSince: Date | null;
  /** Hears the events of these types (every type with 'all') and every resync. Returns the unsubscribe. */
  subscribe(types: readonly BankEventType[] | 'all', handler: LiveHandler): () => void;
}

/** The one place events are handed out: the app's stream publishes here; tests and stories publish by hand. */
export class BankEventHub implements BankEventsView {
  status: LiveStatus = 'off';
  downSince: Date | null = null;
  private readonly subscribers = new Set<{
    types: readonly BankEventType[] | 'all';
    handler: LiveHandler;
  }>();

  constructor(private readonly now: () => Date = () => new Date()) {
    makeObservable(this, { status: observable, downSince: observable });
  }

  subscribe(types: readonly BankEventType[] | 'all', handler: LiveHandler): () => void {
    const entry = { types, handler };
    this.subscribers.add(entry);
    return () => {
      this.subscribers.delete(entry);
    };
  }

  publish(event: BankEvent) {
    this.deliver({ kind: 'event', event }, event.type);
  }

  resync() {
    this.deliver({ kind: 'resync' }, null);
  }

  setStatus(status: LiveStatus) {
    if (status === this.status) return;
    runInAction(() => {
      this.status = status;
      // 'down' keeps its first time across failed retries, so "down for N seconds" counts from the loss.
      if (status !== 'down') this.downSince = null;
      else this.downSince ??= this.now();
    });
  }

  private deliver(signal: LiveSignal, type: BankEventType | null) {
    for (const { types, handler } of [...this.subscribers]) {
      if (type !== null && types !== 'all' && !types.includes(type)) continue;
      // One subscriber's failure must not keep the event from the others.
      try {
        handler(signal);
      } catch (error) {
        console.error(error);
      }
    }
  }
}

/**
 * Re-reads what a screen shows when the bank says it changed: `reload` runs for each event of `types` (optionally
 * narrowed by `filter`) and on every resync, while the component is mounted. Use a quiet reload (no skeleton): the
 * page must not jump or lose focus under the customer.
 */
export function useLiveReload(
  types: readonly BankEventType[] | 'all',
  reload: () => void,
  filter?: (event: BankEvent) => boolean,
) {
  const { events } = useServices();
  const latest = useRef({ reload, filter });
  useEffect(() => {
    latest.current = { reload, filter };
  });
  const key = types === 'all' ? 'all' : types.join(',');
  useEffect(() => {
    const wanted = key === 'all' ? 'all' : (key.split(',') as BankEventType[]);
    return events.subscribe(wanted, (signal) => {
      const { reload: run, filter: accept } = latest.current;
      if (signal.kind === 'resync' || !accept || accept(signal.event)) run();
    });
  }, [events, key]);
}
