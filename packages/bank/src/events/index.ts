import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { BANK_EVENT_NAME, EVENTS_PATH } from '@axia/core';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BankContext } from '../context';
import { outsideTransaction } from '../db/ambient';
import { EVENTS_CHANNEL, type BankDatabase } from '../db/open';
import { API_PREFIX, authenticate, bearerToken } from '../http/api-route';
import { badRequest } from '../http/errors';
import { enforceCapability } from '../modules/gates';
import { toBankEvents, type EventRow } from './view';

// Live events (issue 31): GET /api/events streams a customer's outbox rows (migration 0019: written by triggers in
// the same database transaction as each change) as server-sent events. Every process LISTENs for the NOTIFY the
// triggers send at commit (the customer's id), and each of that customer's streams here then reads its rows newer
// than the last it sent: a missed NOTIFY (a reconnect of the listening connection) loses nothing, and a periodic
// catch-up read is the safety net. Ids increase per customer in commit order (the trigger's per-customer lock), so
// "id > last sent" has no gap and no duplicate.

/** Rows read per query of one stream. */
const BATCH = 100;
/** Rows deleted per pruning round (once a minute per process): bounded work, whatever the backlog. */
const PRUNE_BATCH = 5_000;
const PRUNE_EVERY_MS = 60_000;

/** The expiry (exp, seconds) of a JWT already verified by authenticate(). */
function expiryOf(request: FastifyRequest): number | null {
  const token = bearerToken(request) ?? '';
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * The clock a token's expiry was verified on, which the stream ends by: the bank's for its own tokens (the sandbox
 * and the tests move it), the real time for an external pool's (aws-jwt-verify checks exp against it, as the pool
 * issues them): on the bank's clock, a moved one, a stream would outlive its token or end before it.
 */
function tokenClock(ctx: BankContext): () => number {
  return ctx.config.identity.provider === 'external'
    ? () => Date.now()
    : () => ctx.clock.now().getTime();
}

class EventStream {
  cursor = '0';
  ended = false;
  /** The stream's socket (set by open()): destroyed at shutdown. */
  socket: () => Socket | null = () => null;
  /** A pull runs; open() also sets it while the cursor is read (a pull meanwhile then runs after). */
  pulling = false;
  private again = false;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    readonly hub: EventHub,
    readonly userId: string,
    readonly sessionId: string,
    /** When the token ends (ms since the epoch on `now`'s clock), or null. */
    readonly expiresAt: number | null,
    /** The time the token's expiry is checked against (ms since the epoch). */
    readonly now: () => number,
    readonly body: PassThrough,
    readonly socketBuffered: () => number,
  ) {}

  start() {
    const { config } = this.hub.ctx;
    const heartbeat = setInterval(() => void this.heartbeat(), config.events.heartbeatMs);
    this.timers.push(heartbeat);
    if (this.expiresAt !== null) {
      // At the token's expiry the stream ends; the client reconnects with a fresh token (and Last-Event-ID).
      const left = Math.min(this.expiresAt - this.now(), 2 ** 31 - 1);
      this.timers.push(setTimeout(() => this.end(), Math.max(0, left)));
    }
  }

  private write(text: string) {
    if (this.ended) return;
    this.body.write(text);
    // Backpressure: a client that does not read is ended (it resumes with Last-Event-ID), never buffered unbounded.
    const buffered = this.body.readableLength + this.body.writableLength + this.socketBuffered();
    if (buffered > this.hub.ctx.config.events.maxBufferedBytes) this.end();
  }

  /** A heartbeat comment, after the session is checked as every API call checks it (expiry, revocation). */
  private async heartbeat() {
    const { ctx } = this.hub;
    try {
      if (this.expiresAt !== null && this.now() >= this.expiresAt) return this.end();
      // Signed out or revoked: ends here within a heartbeat (the sandbox identity's sessions; an external
      // provider's sign-out never reaches the bank, so its streams end at the token's expiry).
      if (
        ctx.config.identity.provider === 'sandbox' &&
        (await ctx.tokens.isRevoked(this.sessionId))
      )
        return this.end();
      this.write(': heartbeat\n\n');
    } catch {
      // The database away: the client reconnects and resumes.
      this.end();
    }
  }

  /** Sends every event of the customer newer than the cursor, in order; one pull at a time per stream. */
  async pull(): Promise<void> {
    if (this.ended) return;
    if (this.pulling) {
      this.again = true;
      return;
    }
    this.pulling = true;
    try {
      do {
        this.again = false;
        const rows = (await this.hub.ctx.db
          .selectFrom('bank_events')
          .select(['id', 'type', 'entity_id', 'status', 'payload', 'created_at'])
          .where('user_id', '=', this.userId)
          .where('id', '>', this.cursor)
          .orderBy('id')
          .limit(BATCH)
          .execute()) satisfies EventRow[];
        for (const event of await toBankEvents(this.hub.ctx.db, this.userId, rows)) {
          if (this.ended) return;
          this.write(
            `id: ${event.id}\nevent: ${BANK_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`,
          );
          this.cursor = event.id;
        }
        if (rows.length === BATCH) this.again = true;
      } while (this.again && !this.ended);
    } catch {
      this.end();
    } finally {
      this.pulling = false;
    }
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.hub.remove(this);
    this.body.end();
  }
}

/** This process's open streams by customer, fed by the database's NOTIFY. */
export class EventHub {
  private readonly streams = new Map<string, Set<EventStream>>();
  private stopListening: (() => Promise<void>) | undefined;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    readonly ctx: BankContext,
    private readonly database: Pick<BankDatabase, 'listen'>,
  ) {}

  /** Open streams in this process (the bench, tests). */
  get size() {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  start() {
    // A NOTIFY may be delivered inside the committing request's context: its work runs outside that transaction.
    this.stopListening = this.database.listen(
      EVENTS_CHANNEL,
      (userId) => outsideTransaction(() => this.notify(userId)),
      () => outsideTransaction(() => this.pullAll()),
    );
    const catchUp = setInterval(
      () => outsideTransaction(() => void this.catchUp().catch(() => undefined)),
      this.ctx.config.events.catchUpMs,
    );
    const prune = setInterval(
      () => outsideTransaction(() => void this.prune().catch(() => undefined)),
      PRUNE_EVERY_MS,
    );
    this.timers = [catchUp, prune];
    for (const timer of this.timers) timer.unref();
  }

  private notify(userId: string) {
    for (const stream of this.streams.get(userId) ?? []) void stream.pull();
  }

  private pullAll() {
    for (const set of this.streams.values()) for (const stream of set) void stream.pull();
  }

  /** The safety net: streams behind their customer's newest event pull (one query for every customer here). */
  private async catchUp() {
    const users = [...this.streams.keys()];
    if (users.length === 0) return;
    const newest = await this.ctx.db
      .selectFrom('bank_events')
      .select(['user_id', (eb) => eb.fn.max('id').as('max')])
      .where('user_id', 'in', users)
      .groupBy('user_id')
      .execute();
    for (const { user_id, max } of newest)
      for (const stream of this.streams.get(user_id) ?? [])
        if (BigInt(stream.cursor) < BigInt(String(max))) void stream.pull();
  }

  /** Deletes events older than the retention, a bounded batch per round. */
  async prune() {
    const hours = this.ctx.config.events.retentionHours;
    await sql`DELETE FROM bank_events WHERE id IN (
      SELECT id FROM bank_events WHERE created_at < now() - make_interval(hours => ${hours}) ORDER BY id LIMIT ${PRUNE_BATCH})`.execute(
      this.ctx.db,
    );
  }

  add(stream: EventStream) {
    const set = this.streams.get(stream.userId) ?? new Set();
    this.streams.set(stream.userId, set);
    set.add(stream);
    // Over the limit, the OLDEST stream ends (a Set keeps insertion order) rather than the new one being refused:
    // a tab that vanished without closing its socket (a laptop asleep) must not lock the customer's new page out
    // of live events until TCP notices; the ended one's client reconnects with Last-Event-ID and loses nothing.
    while (set.size > this.ctx.config.events.streamsPerCustomer) set.values().next().value!.end();
  }

  remove(stream: EventStream) {
    const set = this.streams.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.userId);
  }

  /** Ends every stream (graceful shutdown: the server's close must not wait on open streams) and stops listening. */
  async close() {
    for (const timer of this.timers) clearInterval(timer);
    const sockets: Socket[] = [];
    for (const set of [...this.streams.values()])
      for (const stream of [...set]) {
        const socket = stream.socket();
        if (socket) sockets.push(socket);
        stream.end();
      }
    // Their sockets go too, once the ends are written: a client that never closes its side (or whose going the
    // server has not noticed yet) would hold the server's close until the keep-alive timeout.
    await new Promise((resolve) => setImmediate(resolve));
    for (const socket of sockets) socket.destroy();
    await this.stopListening?.();
  }

  /** Opens a stream for a verified customer: after `lastEventId` when given, else from now. */
  async open(
    request: FastifyRequest,
    who: { userId: string; sessionId: string },
    lastEventId: string | null,
    response: ServerResponse,
  ) {
    const exp = expiryOf(request);
    const body = new PassThrough();
    const stream = new EventStream(
      this,
      who.userId,
      who.sessionId,
      exp === null ? null : exp * 1000,
      tokenClock(this.ctx),
      body,
      () => response.writableLength,
    );
    // Registered before the cursor is read: a NOTIFY meanwhile makes a pull that runs after it (pulls queue).
    this.add(stream);
    stream.pulling = true;
    try {
      if (lastEventId !== null) {
        // Resume after it. An id older than the oldest kept (pruned meanwhile) starts from the oldest kept: the
        // customer gets everything still known, and the app refetches what it shows on a long absence anyway.
        stream.cursor = lastEventId;
      } else {
        const newest = await this.ctx.db
          .selectFrom('bank_events')
          .select((eb) => eb.fn.max('id').as('max'))
          .where('user_id', '=', who.userId)
          .executeTakeFirst();
        stream.cursor = newest?.max == null ? '0' : String(newest.max);
      }
    } catch (error) {
      stream.end();
      throw error;
    } finally {
      stream.pulling = false;
    }
    stream.start();
    // The opening comment tells the client (and a proxy) the stream is live; then whatever it missed.
    body.write(': open\n\n');
    void stream.pull();
    // The client went away (or the answer ended): the stream goes with it. A client gone mid-answer leaves its
    // socket half-open and busy, which a graceful close would wait on until the keep-alive timeout: it is destroyed.
    response.on('close', () => {
      stream.end();
      if (!response.writableFinished) response.socket?.destroy();
    });
    // Captured now: a response's own reference to its socket is dropped once the answer is done.
    const socket = request.raw.socket;
    stream.socket = () => socket;
    return body;
  }
}

/** The Last-Event-ID header: an event id (digits), or null when absent. */
function lastEventIdOf(request: FastifyRequest): string | null {
  const raw = request.headers['last-event-id'];
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0]! : raw;
  if (!/^\d{1,18}$/.test(value)) throw badRequest('Last-Event-ID must be an event id');
  return value.replace(/^0+(?=\d)/, '');
}

/** GET /api/events and the hub behind it (started when the server is ready, closed before it closes). */
export function registerEvents(
  app: FastifyInstance,
  ctx: BankContext,
  database: Pick<BankDatabase, 'listen'>,
): EventHub {
  const hub = new EventHub(ctx, database);
  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => {
    await hub.close();
    // A connection whose stream just ended (or whose client left) is idle only now, after the server's close
    // closed the idle ones when it began: closed here, else the close would wait out the keep-alive timeout.
    app.server.closeIdleConnections();
  });
  app.get(
    API_PREFIX + EVENTS_PATH,
    // Never compressed: a compressor holds bytes back until its block fills, and events must go out at once.
    { compress: false },
    async (request, reply) => {
      // Not the customer's activity: an open tab's stream (and its reconnects) must not keep an idle session, or a
      // stolen refresh token, alive past the idle limit (identity/session-limits.ts).
      const who = await authenticate(ctx, request, { activity: false });
      await enforceCapability(ctx, 'account', who.userId);
      const lastEventId = lastEventIdOf(request);
      const body = await hub.open(request, who, lastEventId, reply.raw);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // A reverse proxy (nginx) must not buffer the stream either.
        .header('x-accel-buffering', 'no')
        // The connection goes with the stream: a graceful close (which closes only idle keep-alive connections,
        // and only when it starts) then never waits out the keep-alive timeout on a stream it just ended.
        .header('connection', 'close');
      return reply.send(body);
    },
  );
  return hub;
}
