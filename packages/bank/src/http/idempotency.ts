import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { BankContext } from '../context';
import { runInTransaction, type AmbientScope } from '../db/ambient';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { badRequest, HttpError } from './errors';

// Idempotency keys for money-moving requests (docs/money.md 'Idempotency keys', draft-ietf-httpapi-idempotency-key-header): the first request
// with a key is carried out once; a repeat with the same key and request gets the first answer without running
// again; the same key with another request is 422; a repeat while the first still runs is 409. Keys are per
// customer.
//
// Exactly once across crashes: the request runs inside ONE database transaction that also writes the key and its
// answer. So after a crash (of this process or of the database) a key is either free (nothing committed: a retry
// runs at once) or answered with what was committed — never "in progress", never run twice, and no timer or
// process clock decides anything. While it runs, a transaction-scoped advisory lock on (customer, key) tells the
// other processes it is running (409). Only answers the customer can act on are kept (2xx, 207 and 4xx: a 4xx
// rolls its work back and is kept in a transaction of its own); a failure of ours (5xx) rolls everything back and
// keeps nothing, so a retry runs again.

const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;

export const STILL_RUNNING_MESSAGE = 'A request with this Idempotency-Key is still being processed';
const OTHER_REQUEST_MESSAGE = 'This Idempotency-Key was used for another request';

/** What an answer is, for keeping: its status and body. */
export interface KeptAnswer {
  statusCode: number;
  body: unknown;
}

/** The request's fingerprint: method, path, query and body, so a key cannot be reused for another request. */
export function fingerprint(request: FastifyRequest) {
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

/** Whether (user, key) already has a kept answer: a repeat of it is a replay (read without a lock). */
export async function isAnswered(ctx: BankContext, userId: string, key: string) {
  const row = await ctx.db
    .selectFrom('idempotency_keys')
    .select('key')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** The 409 and 422 of the key itself: never kept as the key's answer. */
const isOurs = (error: HttpError) =>
  error.message === STILL_RUNNING_MESSAGE || error.message === OTHER_REQUEST_MESSAGE;

export interface KeptRow {
  fingerprint: string;
  status_code: number | null;
  response: unknown;
}

/**
 * In `trx`: claims the key (the database function axia_claim_key, which the keyed posting uses too): its
 * transaction-scoped advisory lock (409 when another request with the key holds it), then its kept answer.
 */
async function claim(
  trx: Transaction<Database>,
  userId: string,
  key: string,
): Promise<KeptRow | null> {
  const { rows } = await sql<{
    claimed: boolean;
    kept_fingerprint: string | null;
    kept_status: number | null;
    kept_response: unknown;
  }>`SELECT * FROM axia_claim_key(${userId}, ${key})`.execute(trx);
  const row = rows[0]!;
  if (!row.claimed) throw new HttpError(409, STILL_RUNNING_MESSAGE);
  if (row.kept_fingerprint === null) return null;
  return {
    fingerprint: row.kept_fingerprint,
    status_code: row.kept_status,
    response: row.kept_response,
  };
}

/** A kept answer for a request with this fingerprint; 422 when the key was used for another request. */
export function keptAnswer(kept: KeptRow, print: string): KeptAnswer {
  if (kept.fingerprint !== print) throw new HttpError(422, OTHER_REQUEST_MESSAGE);
  return { statusCode: kept.status_code!, body: kept.response };
}

const keyRow = (
  ctx: BankContext,
  userId: string,
  key: string,
  print: string,
  answer: KeptAnswer,
) => ({
  user_id: userId,
  key,
  fingerprint: print,
  status_code: answer.statusCode,
  response: JSON.stringify(answer.body ?? null),
  created_at: ctx.clock.now(),
});

/**
 * Runs `carryOut` once per (user, key), in one database transaction with the key's answer (see above); later
 * requests get that answer, or 422 / 409 as the draft says. A kept 4xx is thrown again as the HttpError it was.
 */
export async function withIdempotency(
  ctx: BankContext,
  userId: string,
  { key, fingerprint: print }: { key: string; fingerprint: string },
  carryOut: () => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  // Stryker disable next-line ArrayDeclaration: emptied inside the transaction before any use (so equivalent).
  let keptIfRefused: AmbientScope['keptIfRefused'] = [];
  const outcome = await inTransaction(ctx.db, (trx) => {
    // A retried transaction (deadlock) starts with nothing to keep.
    keptIfRefused = [];
    return runInTransaction(
      { trx, keptIfRefused },
      async (): Promise<{ answer: KeptAnswer; refusal?: HttpError }> => {
        const kept = await claim(trx, userId, key);
        if (kept) return { answer: keptAnswer(kept, print) };
        // Not refused: its answer is written with its work, in this transaction. A refusal rolls it all back (below).
        const answer = await carryOut();
        await trx
          .insertInto('idempotency_keys')
          .values(keyRow(ctx, userId, key, print, answer))
          .execute();
        return { answer };
      },
    );
  }).catch(async (error: unknown) => {
    if (!(error instanceof HttpError) || error.statusCode >= 500 || isOurs(error)) throw error;
    // What the refused request must leave behind all the same (a wrong code's attempt), made again.
    if (keptIfRefused.length > 0)
      await inTransaction(ctx.db, async (trx) => {
        for (const write of keptIfRefused) await write(trx);
      });
    // A refusal (4xx): its transaction rolled back, nothing of it stays; the refusal is the key's answer, kept in a
    // transaction of its own under the key's lock (a request with the key that got the lock meanwhile keeps its own).
    const answer = {
      statusCode: error.statusCode,
      body: { statusCode: error.statusCode, message: error.message },
    };
    const kept = await inTransaction(ctx.db, async (trx) => {
      const existing = await claim(trx, userId, key);
      if (existing) return keptAnswer(existing, print);
      await trx
        .insertInto('idempotency_keys')
        .values(keyRow(ctx, userId, key, print, answer))
        .execute();
      return answer;
    }).catch((again: unknown) => {
      if (again instanceof HttpError && again.message === STILL_RUNNING_MESSAGE) return answer;
      throw again;
    });
    return { answer: kept, refusal: kept === answer ? error : undefined };
  });
  if (outcome.refusal) throw outcome.refusal;
  return outcome.answer;
}
