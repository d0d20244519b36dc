import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { BankContext } from '../context';
import { badRequest, HttpError } from './errors';

// Idempotency keys for money-moving requests (MONEY.md, draft-ietf-httpapi-idempotency-key-header): the first request
// with a key is carried out once; a repeat with the same key and request gets the first answer without running
// again; the same key with another request is 422; a repeat while the first still runs is 409. Keys are per
// customer. Only answers the customer can act on are kept (2xx, 207 and 4xx); a failure of ours (5xx) frees the key,
// so a retry runs again.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
/** A key whose first request has run this long without an answer was abandoned (the process stopped): it is freed. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** What an answer is, for keeping: its status and body. */
export interface KeptAnswer {
  statusCode: number;
  body: unknown;
}

/** The request's fingerprint: method, path, query and body, so a key cannot be reused for another request. */
function fingerprint(request: FastifyRequest) {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

/** The key a request carries, validated; null when it has none. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value))
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  return value;
}

/**
 * Runs `carryOut` once per (user, key): the first request claims the key, runs, and keeps its answer; later ones
 * get that answer, or 422 / 409 as the draft says.
 */
export async function withIdempotency(
  ctx: BankContext,
  userId: string,
  key: string,
  request: FastifyRequest,
  carryOut: () => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  const print = fingerprint(request);
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      fingerprint: print,
      status_code: null,
      response: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const kept = await ctx.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (kept.fingerprint !== print)
      throw new HttpError(422, 'This Idempotency-Key was used for another request');
    if (kept.status_code !== null) return { statusCode: kept.status_code, body: kept.response };
    if (now.getTime() - kept.created_at.getTime() < ABANDONED_AFTER_MS)
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed');
    // Abandoned: take it over, once (only the one whose update matches runs).
    const retaken = await ctx.db
      .updateTable('idempotency_keys')
      .set({ created_at: now })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('status_code', 'is', null)
      .where('created_at', '=', kept.created_at)
      .executeTakeFirst();
    if (Number(retaken.numUpdatedRows) !== 1)
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed');
  }

  const keep = (answer: KeptAnswer) =>
    ctx.db
      .updateTable('idempotency_keys')
      .set({ status_code: answer.statusCode, response: JSON.stringify(answer.body ?? null) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  try {
    const answer = await carryOut();
    await keep(answer);
    return answer;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await keep({
        statusCode: error.statusCode,
        body: { statusCode: error.statusCode, message: error.message },
      });
    } else {
      await ctx.db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    }
    throw error;
  }
}
