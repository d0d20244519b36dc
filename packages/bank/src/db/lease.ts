import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

// Periodic work (the staking clock, gift-card fulfilment) is timed in every bank process, and done by one: each
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
