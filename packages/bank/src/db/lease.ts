import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

// Periodic work (the staking accrual job, gift-card fulfilment) is timed in every bank process, and done by one: each
// tick claims a lease in one statement, and only the process whose claim lands does the round. Real time, not
// the bank's clock: moving the sandbox clock must not starve or double the rounds. A process that dies holding a
// lease only delays the next round until the lease ends.

/** Claims `name` for `ms` milliseconds when no unexpired claim holds it; true when this call got it. */
export async function claimLease(db: Kysely<Database>, name: string, ms: number): Promise<boolean> {
  const now = Date.now();
  const key = `lease:${name}`;
  const until = JSON.stringify(now + ms);
  const claimed = await db
    .insertInto('settings')
    .values({ key, value: until, updated_at: new Date(now) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ value: until, updated_at: new Date(now) })
        .where(sql`(settings.value #>> '{}')::numeric`, '<=', now),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * One run at a time per database: a run asked for while one is going waits for it, then runs (a failed run counts
 * as ended). `idle` waits for the last run asked for.
 */
export function oneAtATime() {
  const queues = new WeakMap<object, Promise<unknown>>();
  return {
    run<T>(db: object, job: () => Promise<T>): Promise<T> {
      const previous = queues.get(db) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(job);
      queues.set(db, run);
      return run;
    },
    async idle(db: object): Promise<void> {
      await queues.get(db)?.catch(() => undefined);
    },
  };
}

/**
 * A periodic job timed in every process and done by one a round: `round` now and every `intervalMs` (unref'd, so it
 * never keeps the process alive), by the process whose claim of the lease `name` lands. The returned stop ends the
 * timer and waits for `idle` (a round in progress; call it before closing the database).
 */
export function startLeasedTimer(options: {
  db: Kysely<Database>;
  name: string;
  intervalMs: number;
  round: () => Promise<unknown>;
  onError: (error: unknown) => void;
  idle: () => Promise<void>;
}): () => Promise<void> {
  const { db, name, intervalMs, round, onError, idle } = options;
  const tick = () =>
    void claimLease(db, name, intervalMs * 0.9)
      .then((mine) => (mine ? round() : undefined))
      .catch(onError);
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await idle();
  };
}
