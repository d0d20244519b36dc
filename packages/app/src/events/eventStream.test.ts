import type { BankEvent } from '@axia/core';
import type { LiveStatus } from '@axia/features/kit';
import { BACKOFF_MAX_MS, backoffDelay, openEventStream } from './eventStream';

const URL_ = 'http://bank.test/api/events';

const event = (id: string): BankEvent => ({
  id,
  type: 'transaction',
  at: '2025-03-10T10:00:00.000Z',
  entityId: `tx-${id}`,
  status: 'COMPLETED',
  transaction: null,
  balances: [],
});
const frame = (e: BankEvent) => `event: bank\nid: ${e.id}\ndata: ${JSON.stringify(e)}\n\n`;

/** One fake stream per fetch: the test writes frames, ends it or breaks it; an abort errors it, as fetch does. */
interface Connection {
  headers: Record<string, string>;
  send(text: string): void;
  end(): void;
  fail(): void;
}

function fakeBank(answer: (n: number) => number = () => 200) {
  const connections: Connection[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const status = answer(connections.length);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const encoder = new TextEncoder();
    init?.signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // Already closed.
      }
    });
    connections.push({
      headers: { ...(init?.headers as Record<string, string>) },
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      fail: () => controller.error(new TypeError('network error')),
    });
    return status === 200
      ? new Response(body, { status, headers: { 'content-type': 'text/event-stream' } })
      : new Response(JSON.stringify({ message: 'no' }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, connections, calls: fetch };
}

function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    hidden: false,
    addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
    setHidden(hidden: boolean) {
      this.hidden = hidden;
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

function open(bank: ReturnType<typeof fakeBank>, extra: { token?: () => string | null } = {}) {
  const events: BankEvent[] = [];
  const statuses: LiveStatus[] = [];
  const tokens: boolean[] = [];
  const doc = fakeDocument();
  const stream = openEventStream({
    url: URL_,
    getIdToken: async (force) => {
      tokens.push(force);
      return extra.token ? extra.token() : force ? 'fresh-token' : 'token';
    },
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    fetch: bank.fetch,
    random: () => 0.5,
    document: doc as unknown as Document,
  });
  return { stream, events, statuses, tokens, doc };
}

/**
 * Waits for `check` to pass by letting pending I/O and promises run, without moving the fake clock (vi.waitFor
 * would advance it, which these timing tests measure).
 */
async function until(check: () => void) {
  for (let round = 0; ; round++) {
    try {
      check();
      return;
    } catch (error) {
      if (round > 200) throw error;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it.each([
    [1, 0, 500],
    [1, 1, 1_000],
    [2, 0.5, 1_500],
    [3, 0.5, 3_000],
    [5, 1, 16_000],
    [6, 0, 15_000],
    [20, 1, BACKOFF_MAX_MS],
    [20, 0, BACKOFF_MAX_MS / 2],
  ])('attempt %i with random %f waits %i ms', (attempt, random, ms) => {
    expect(backoffDelay(attempt, () => random)).toBe(ms);
  });
});

describe('openEventStream', () => {
  it('sends the ID token in the Authorization header, never in the URL, and hands over parsed bank events', async () => {
    const bank = fakeBank();
    const { events, statuses } = open(bank);
    await until(() => expect(bank.connections).toHaveLength(1));
    expect(bank.calls.mock.calls[0]![0]).toBe(URL_);
    expect(bank.connections[0]!.headers.Authorization).toBe('Bearer token');
    expect(bank.connections[0]!.headers['Last-Event-ID']).toBeUndefined();
    await until(() => expect(statuses).toEqual(['connecting', 'live']));

    bank.connections[0]!.send(': heartbeat\n\n');
    bank.connections[0]!.send(frame(event('7')));
    // Another event name and an unreadable one are skipped, not fatal.
    bank.connections[0]!.send('event: other\nid: 8\ndata: {}\n\n');
    bank.connections[0]!.send('event: bank\nid: 9\ndata: {"id":\n\n');
    bank.connections[0]!.send(frame(event('10')));
    await until(() => expect(events.map((e) => e.id)).toEqual(['7', '10']));
  });

  it('reconnects with exponential backoff and sends Last-Event-ID, so nothing is missed', async () => {
    const bank = fakeBank();
    const { statuses, stream } = open(bank);
    await until(() => expect(statuses).toContain('live'));
    bank.connections[0]!.send(frame(event('41')));
    await until(() => expect(stream.lastEventId).toBe('41'));

    bank.connections[0]!.fail();
    await until(() => expect(statuses.at(-1)).toBe('down'));
    // Attempt 1 at random 0.5: 750 ms; not before.
    await vi.advanceTimersByTimeAsync(749);
    expect(bank.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(bank.connections).toHaveLength(2));
    expect(bank.connections[1]!.headers['Last-Event-ID']).toBe('41');

    // It fails again at once (no open stream between): the wait doubles to 1.5 s.
    bank.connections[1]!.fail();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(bank.connections).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(bank.connections).toHaveLength(3));
    await until(() => expect(statuses.at(-1)).toBe('live'));
  });

  it('keeps retrying a bank that is down, never more often than the bound allows', async () => {
    const bank = fakeBank((n) => (n < 7 ? 502 : 200));
    const { statuses } = open(bank);
    await until(() => expect(bank.connections).toHaveLength(1));
    const waits = [750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(bank.connections).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await until(() => expect(bank.connections).toHaveLength(index + 2));
    }
    await until(() => expect(statuses.at(-1)).toBe('live'));
  });

  it('asks for a fresh token once when the bank refuses one, then gives up', async () => {
    const bank = fakeBank(() => 401);
    const { tokens, statuses } = open(bank);
    await until(() => expect(statuses.at(-1)).toBe('unavailable'));
    expect(tokens).toEqual([false, true]);
    expect(bank.connections[1]!.headers.Authorization).toBe('Bearer fresh-token');
    await vi.advanceTimersByTimeAsync(10 * BACKOFF_MAX_MS);
    expect(bank.connections).toHaveLength(2);
  });

  it('stays off a bank without the stream (404): no polling', async () => {
    const bank = fakeBank(() => 404);
    const { statuses } = open(bank);
    await until(() => expect(statuses.at(-1)).toBe('unavailable'));
    await vi.advanceTimersByTimeAsync(10 * BACKOFF_MAX_MS);
    expect(bank.connections).toHaveLength(1);
  });

  it('stops cleanly on sign-out: the stream is closed and nothing reconnects', async () => {
    const bank = fakeBank();
    const { stream, statuses, doc } = open(bank);
    await until(() => expect(statuses).toContain('live'));
    stream.stop();
    expect(statuses.at(-1)).toBe('off');
    expect(doc.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * BACKOFF_MAX_MS);
    expect(bank.connections).toHaveLength(1);
  });

  it('stops while a retry is waiting: the retry never happens', async () => {
    const bank = fakeBank(() => 502);
    const { stream, statuses } = open(bank);
    await until(() => expect(statuses.at(-1)).toBe('down'));
    stream.stop();
    await vi.advanceTimersByTimeAsync(10 * BACKOFF_MAX_MS);
    expect(bank.connections).toHaveLength(1);
  });

  it('gives its stream back while the tab is hidden and resumes from Last-Event-ID when seen', async () => {
    const bank = fakeBank();
    const { statuses, doc } = open(bank);
    await until(() => expect(statuses).toContain('live'));
    bank.connections[0]!.send(frame(event('5')));
    await until(() => expect(bank.connections).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(0);
    doc.setHidden(true);
    await vi.advanceTimersByTimeAsync(10 * BACKOFF_MAX_MS);
    expect(bank.connections).toHaveLength(1);
    doc.setHidden(false);
    await until(() => expect(bank.connections).toHaveLength(2));
    expect(bank.connections[1]!.headers['Last-Event-ID']).toBe('5');
  });

  it('reconnects after a stream the bank ended (a token expiry) with a current token', async () => {
    const bank = fakeBank();
    let token = 'token';
    const { statuses } = open(bank, { token: () => token });
    await until(() => expect(statuses).toContain('live'));
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    token = 'renewed';
    bank.connections[0]!.end();
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => expect(bank.connections).toHaveLength(2));
    expect(bank.connections[1]!.headers.Authorization).toBe('Bearer renewed');
    // A stream that lasted ended: not "down" (no notice).
    expect(statuses).not.toContain('down');
  });
});
