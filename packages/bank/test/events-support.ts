import { bankEventSchema, type BankEvent } from '@axia/core';

// A small server-sent-events reader for the live events' tests (GET /api/events): fetch with the bearer token in
// the Authorization header, as the app's fetch-based client sends it, and a line parser (the SSE wire format:
// fields until a blank line; `:` starts a comment).

export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

export interface EventReader {
  status: number;
  headers: Headers;
  /** Every bank event received so far, parsed by the contract's schema. */
  events: BankEvent[];
  /** Every comment line received so far (heartbeats, the opening one). */
  comments: string[];
  /** Resolves once an event matching `match` has arrived (at once if one has); rejects after `timeoutMs`. */
  waitFor(match: (event: BankEvent) => boolean, timeoutMs?: number): Promise<BankEvent>;
  /** Resolves once `count` comments have arrived. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEvents(
  url: string,
  token: string,
  options: { lastEventId?: string } = {},
): Promise<EventReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    accept: 'text/event-stream',
  };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const res = await fetch(`${url}/api/events`, { headers, signal: abort.signal });
  const events: BankEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  let finished = false;
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));

  const dispatch = (message: SseMessage) => {
    if (message.event === 'bank') {
      const event = bankEventSchema.parse(JSON.parse(message.data));
      // The SSE id is the event's id.
      if (message.id !== event.id) throw new Error(`SSE id ${message.id} is not ${event.id}`);
      events.push(event);
    }
  };

  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let message: SseMessage = { data: '' };
      let hasData = false;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let newline: number;
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline).replace(/\r$/, '');
            buffer = buffer.slice(newline + 1);
            if (line === '') {
              if (hasData) dispatch(message);
              message = { data: '' };
              hasData = false;
            } else if (line.startsWith(':')) {
              comments.push(line.slice(1).trim());
            } else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') {
                message.data = hasData ? `${message.data}\n${text}` : text;
                hasData = true;
              } else if (field === 'id') message.id = text;
              else if (field === 'event') message.event = text;
            }
            wake();
          }
        }
      } catch {
        // aborted by close()
      } finally {
        finished = true;
        resolveEnded();
        wake();
      }
    })();
  } else {
    finished = true;
    resolveEnded();
  }

  const waitUntil = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found !== undefined) {
          cleanup();
          resolve(found);
        } else if (finished) {
          cleanup();
          reject(new Error(`The stream ended before ${what}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`No ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(attempt);
      };
      waiters.add(attempt);
      attempt();
    });

  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    waitFor: (match, timeoutMs = 10_000) =>
      waitUntil(() => events.find(match), timeoutMs, 'matching event'),
    waitForComments: async (count, timeoutMs = 10_000) => {
      await waitUntil(() => (comments.length >= count || undefined), timeoutMs, `${count} comments`);
    },
    ended,
    close: () => abort.abort(),
  };
}
