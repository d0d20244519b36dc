import { sql, type Kysely, type Migration } from 'kysely';
import { POSTING_FUNCTIONS } from './0030-postings-look-up-by-key';

/**
 * 0032 (issue 44): the posting functions plan their statements once per connection, and a transaction row written
 * while live events are off fires no trigger.
 * - PostgreSQL plans a function's statement anew each call ("custom plans") while the plan it would keep is guessed
 *   dearer than the last ones; a statement whose guess depends on a value (generate_series(1, size), = ANY(ids))
 *   was planned on every call: 0.06 ms of each batch, 0.5 ms of each posting alone, measured with
 *   pg_stat_statements under bench:ratio. These statements read a posting's JSON, whose rows the planner cannot count
 *   whatever the values, and 0030's settings already choose their joins, so one kept (generic) plan serves.
 * - A batch written as a set writes its own events (0031) with the triggers' events off: the row trigger on
 *   transactions still ran once a row to find them off. It now fires only while they are on, which is what it did.
 */
export const postingsPlannedOnce: Migration = {
  async up(db: Kysely<unknown>) {
    for (const fn of POSTING_FUNCTIONS)
      await sql`ALTER FUNCTION ${sql.raw(fn)} SET plan_cache_mode = force_generic_plan`.execute(db);
    await sql`DROP TRIGGER transactions_event ON transactions`.execute(db);
    await sql`
      CREATE TRIGGER transactions_event AFTER INSERT OR UPDATE OF status ON transactions
        FOR EACH ROW WHEN (coalesce(current_setting('axia.events', true), '') <> 'off')
        EXECUTE FUNCTION axia_transaction_event()`.execute(db);
  },
};
