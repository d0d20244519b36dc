import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { BankContext } from '../context';
import { runInTransaction } from '../db/ambient';
import { inTransaction } from '../modules/ledger/post';
import { badRequest, HttpError } from './errors';

// Idempotency keys for money-moving requests (MONEY.md, draft-ietf-httpapi-idempotency-key-header): the first request
// with a key is carried out once; a repeat with the same key and request gets the first answer without running
// again; the same key with another request is 422; a repeat while the first still runs is 409. Keys are per
// customer.
//
// Exactly once across crashes: the request runs inside ONE database transaction that also writes the key and its
// answer. So after a crash (of this process or of the database) a key is either free (nothing committed: a retry
// runs at once) or answered with what was committed — never "in progress", never run twice, and no timer or
// process clock decides anything. While it runs, a transaction-scoped advisory lock on (customer, key) tells the
// other processes it is running (409). Only answers the customer can act on are kept (2xx, 207 and 4xx; a 4xx's
// partial work is rolled back to a savepoint first); a failure of ours (5xx) rolls everything back and keeps
// nothing, so a retry runs again.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;

export const STILL_RUNNING_MESSAGE = 'A request with this Idempotency-Key is still being processed';
export const OTHER_REQUEST_MESSAGE = 'This Idempotency-Key was used for another request';

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
 * Runs `carryOut` once per (user, key), in one database transaction with the key's answer (see above); later
 * requests get that answer, or 422 / 409 as the draft says. A kept 4xx is thrown again as the HttpError it was.
 */
export async function withIdempotency(
  ctx: BankContext,
  userId: string,
  key: string,
  request: FastifyRequest,
  carryOut: () => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  const print = fingerprint(request);
  const outcome = await inTransaction(ctx.db, (trx) =>
    runInTransaction(trx, async (): Promise<{ answer: KeptAnswer; refusal?: HttpError }> => {
      const lock = await sql<{ running: boolean }>`
        select not pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${userId}:${key}`}, 0)) as running`.execute(
        trx,
      );
      if (lock.rows[0]!.running) throw new HttpError(409, STILL_RUNNING_MESSAGE);
      const kept = await trx
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'status_code', 'response'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (kept) {
        if (kept.fingerprint !== print) throw new HttpError(422, OTHER_REQUEST_MESSAGE);
        return { answer: { statusCode: kept.status_code!, body: kept.response } };
      }

      await sql`savepoint carry_out`.execute(trx);
      let answer: KeptAnswer;
      let refusal: HttpError | undefined;
      try {
        answer = await carryOut();
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        // A refusal: whatever the handler wrote before it is undone; the refusal is the key's answer.
        await sql`rollback to savepoint carry_out`.execute(trx);
        refusal = error;
        answer = {
          statusCode: error.statusCode,
          body: { statusCode: error.statusCode, message: error.message },
        };
      }
      await trx
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          fingerprint: print,
          status_code: answer.statusCode,
          response: JSON.stringify(answer.body ?? null),
          created_at: ctx.clock.now(),
        })
        .execute();
      return { answer, refusal };
    }),
  );
  if (outcome.refusal) throw outcome.refusal;
  return outcome.answer;
}
