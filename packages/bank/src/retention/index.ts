import { sql } from 'kysely';
import type { BankContext } from '../context';
import { oneAtATime, startLeasedTimer } from '../db/lease';

// Retention: rows the bank keeps only for a while. Idempotency keys (http/idempotency.ts) and their kept answers
// are deleted once they are older than BANK_IDEMPOTENCY_RETENTION_DAYS (default 30) by the bank's clock, as their
// `created_at` was written. A customer's retry comes within minutes or hours (the app reuses a submission's key
// while the customer is still on it), so a month covers every retry with room to spare; a request with a pruned
// key runs as a new request. Only the keys go: the transactions, postings and balances their requests made are the
// books, and are never deleted. README 'Backups and recovery' says what a point-in-time restore means for keys.

const DAY_MS = 24 * 60 * 60_000;
/** Rows deleted per statement: a large backlog goes in short statements, not one long lock on the table. */
const BATCH = 5_000;

/** Deletes the idempotency keys older than the retention; returns how many went. */
export async function pruneIdempotencyKeys(ctx: BankContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.idempotencyRetentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const result = await sql`
      DELETE FROM idempotency_keys WHERE ctid IN (
        SELECT ctid FROM idempotency_keys WHERE created_at < ${cutoff} LIMIT ${BATCH})`.execute(
      ctx.db,
    );
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

const rounds = oneAtATime();

/**
 * Prunes now and every `intervalMs` (default an hour; unref'd), one process a round (the lease 'retention'). The
 * returned stop ends the timer and waits for a round in progress (call it before closing the database).
 */
export function startRetention(
  ctx: BankContext,
  log: { error(obj: unknown, msg: string): void },
  intervalMs = 60 * 60_000,
): () => Promise<void> {
  return startLeasedTimer({
    db: ctx.db,
    name: 'retention',
    intervalMs,
    round: () => rounds.run(ctx.db, () => pruneIdempotencyKeys(ctx)),
    onError: (error) => log.error({ err: error }, 'pruning idempotency keys failed'),
    idle: () => rounds.idle(ctx.db),
  });
}
