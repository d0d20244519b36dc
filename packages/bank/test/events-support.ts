import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { get } from 'node:http';
import { bankEventSchema, type BankEvent } from '@axia/core';

// A small server-sent-events reader for the live events' tests (GET /api/events): a GET with the bearer token in
// the Authorization header, as the app's fetch-based client sends it, and a line parser (the SSE wire format:
// fields until a blank line; `:` starts a comment).

export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

export interface EventReader {
  status: number;
  headers: IncomingHttpHeaders;
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
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    accept: 'text/event-stream',
  };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  // node:http with a connection of its own (no keep-alive pool): closing the reader closes exactly that socket,
  // and no spare pooled connection is left for the server's close to wait on.
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = get(`${url}/api/events`, { headers, agent: false }, resolve);
    req.on('error', reject);
  });
  const events: BankEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  let finished = false;
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  const finish = () => {
    if (finished) return;
    finished = true;
    resolveEnded();
    wake();
  };

  const dispatch = (message: SseMessage) => {
    if (message.event === 'bank') {
      const event = bankEventSchema.parse(JSON.parse(message.data));
      // The SSE id is the event's id.
      if (message.id !== event.id) throw new Error(`SSE id ${message.id} is not ${event.id}`);
      events.push(event);
    }
  };

  let buffer = '';
  let message: SseMessage = { data: '' };
  let hasData = false;
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
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
    }
    wake();
  });
  res.on('end', finish);
  res.on('close', finish);
  res.on('error', finish);

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
    status: res.statusCode ?? 0,
    headers: res.headers,
    events,
    comments,
    waitFor: (match, timeoutMs = 10_000) =>
      waitUntil(() => events.find(match), timeoutMs, 'matching event'),
    waitForComments: async (count, timeoutMs = 10_000) => {
      await waitUntil(() => comments.length >= count || undefined, timeoutMs, `${count} comments`);
    },
    ended,
    close: () => res.destroy(),
  };
}
