import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { BANK_EVENT_NAME, bankEventSchema, type BankEvent } from '@axia/core';
import type { LiveStatus } from '@axia/features/kit';

// The client of the bank's event stream (GET /api/events, issue 31). fetch-event-source does the fetch and the
// SSE parsing (a fetch, so the ID token goes in the Authorization header, never in the URL); this loop owns
// everything around one connection: the token, Last-Event-ID, backoff with jitter, pausing while the tab is hidden
// and stopping. Loaded lazily once the customer is signed in: /login never loads it.

export interface EventStreamOptions {
  /** The stream's absolute URL (the API base + EVENTS_PATH). */
  url: string;
  /** The ID token as the call layer gets it; `forceRefresh` after the bank refused it. Null: signed out. */
  getIdToken(forceRefresh: boolean): Promise<string | null>;
  onEvent(event: BankEvent): void;
  onStatus(status: LiveStatus): void;
  /** For tests: the fetch, timers, randomness and the page's visibility. */
  fetch?: typeof fetch;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  document?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
}

export interface EventStream {
  /** Ends the stream for good (sign-out, idle timeout): no reconnect. */
  stop(): void;
  /** The id of the last event received (what a reconnect sends as Last-Event-ID). */
  readonly lastEventId: string | null;
}

/** The first retry waits about a second; each failure doubles it, up to half a minute. */
const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (1-based): exponential, capped, with "equal jitter" (half fixed,
 * half random) so many tabs that lost the bank at once do not come back in step, yet none retries at once.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The bank answered the stream with an error status. */
class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`The event stream was refused (${status})`);
  }
}
/** The bank ended the stream (sign-out elsewhere, token expiry, a restart): connect again. */
class StreamEnded extends Error {}

export function openEventStream(options: EventStreamOptions): EventStream {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const random = options.random ?? Math.random;
  const doc = options.document ?? document;

  let stopped = false;
  let lastEventId: string | null = null;
  let connection: AbortController | null = null;
  let retryTimer: unknown = null;
  /** Failed attempts in a row (a stream that ended soon after opening counts as one). */
  let failures = 0;
  /** When the current stream opened (Date.now()), or null. */
  let openedAt: number | null = null;
  /** The next connect asks for a fresh token (the bank refused the last one). */
  let refreshToken = false;
  let status: LiveStatus = 'off';
  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus(next);
  };

  const onMessage = (message: EventSourceMessage) => {
    if (message.event !== BANK_EVENT_NAME) return;
    if (message.id) lastEventId = message.id;
    let parsed;
    try {
      parsed = bankEventSchema.safeParse(JSON.parse(message.data));
    } catch {
      return;
    }
    // An event this app does not understand (a newer bank) is skipped, not fatal.
    if (parsed.success) options.onEvent(parsed.data);
  };

  async function connect() {
    retryTimer = null;
    if (stopped || doc.hidden) return;
    const controller = new AbortController();
    connection = controller;
    if (status !== 'down') setStatus('connecting');
    try {
      const token = await options.getIdToken(refreshToken);
      if (controller.signal.aborted) return;
      // No token: the session is over; the app stops the stream as it signs out.
      if (!token) return;
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
      await fetchEventSource(options.url, {
        signal: controller.signal,
        headers,
        fetch: options.fetch,
        // This loop pauses and resumes on visibility itself (the library's own resume skips its retry timer).
        openWhenHidden: true,
        onopen: async (response) => {
          const type = response.headers.get('content-type') ?? '';
          if (!response.ok || !type.startsWith('text/event-stream'))
            throw new StreamRefused(response.status);
          openedAt = Date.now();
          refreshToken = false;
          setStatus('live');
        },
        onmessage: onMessage,
        onclose: () => {
          throw new StreamEnded();
        },
        // Rethrowing ends the library's own retries: the retry policy is this loop's.
        onerror: (error: unknown) => {
          throw error;
        },
      });
    } catch (error) {
      if (controller.signal.aborted || stopped) return;
      retry(error);
    } finally {
      if (connection === controller) connection = null;
    }
  }

  function retry(error: unknown) {
    if (error instanceof StreamRefused) {
      // A refused token: one fresh token, at once; refused again, the session is the call layer's to end.
      if (error.status === 401 && !refreshToken) {
        refreshToken = true;
        void connect();
        return;
      }
      // No stream at this bank (404), or not for this customer (403): stay on refetch-on-focus.
      if (error.status === 401 || error.status === 403 || error.status === 404) {
        setStatus('unavailable');
        return;
      }
    }
    // A stream that lasted (ended by a restart, a token's expiry) reconnects after the first step; one that keeps
    // failing or ending at once backs off further each time.
    const lasted = openedAt !== null && Date.now() - openedAt >= BACKOFF_MAX_MS;
    openedAt = null;
    failures = lasted ? 1 : failures + 1;
    if (!(error instanceof StreamEnded) || !lasted) setStatus('down');
    retryTimer = setTimer(() => void connect(), backoffDelay(failures, random));
  }

  // A hidden tab gives its stream back (the bank allows a customer a few); it resumes from Last-Event-ID when seen.
  const onVisibility = () => {
    if (stopped) return;
    if (doc.hidden) {
      connection?.abort();
      connection = null;
    } else if (!connection && retryTimer === null && status !== 'unavailable') {
      void connect();
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);

  void connect();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      doc.removeEventListener('visibilitychange', onVisibility);
      if (retryTimer !== null) clearTimer(retryTimer);
      retryTimer = null;
      connection?.abort();
      connection = null;
      setStatus('off');
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
