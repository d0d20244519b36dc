import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0030 (issue 44): the posting functions look rows up by key, whatever the table's statistics say. Their statements
 * join a posting's JSON (its legs, a batch's postings) to accounts, idempotency keys, users, stakings and cards. The
 * planner cannot count a JSON array's elements (it guesses 100 each, 10,000 for a batch's legs), so with the
 * statistics of a small or freshly grown table it chose hash joins over whole-table scans: under load every batch
 * read all of idempotency_keys (a table that grows by one row a call) and every version of every account row. A
 * batch is a handful of rows, so these functions plan nested loops over the tables' indexes (a scan is still taken
 * where no index serves), and are never compiled (JIT): on the planner's guesses a batch's plan costs enough to be
 * compiled, which took longer than running it. Each setting holds while the function runs, for what it calls too.
 */
/** A function's settings for statements over a handful of rows (`ALTER FUNCTION … ${PLANNED_FOR_A_FEW_ROWS}`). */
export const PLANNED_FOR_A_FEW_ROWS = sql.raw(
  'SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off SET jit = off',
);

/** The posting functions (their signatures), which 0032 sets again. */
export const POSTING_FUNCTIONS = [
  'axia_post_keyed_batch(jsonb)',
  'axia_post_keyed_all(jsonb)',
  'axia_post_keyed(jsonb)',
  'axia_apply_legs(text, jsonb, timestamptz, jsonb, jsonb)',
  'axia_postings_event()',
  'axia_transaction_event()',
];

export const postingsLookUpByKey: Migration = {
  async up(db: Kysely<unknown>) {
    for (const fn of POSTING_FUNCTIONS)
      await sql`ALTER FUNCTION ${sql.raw(fn)} ${PLANNED_FOR_A_FEW_ROWS}`.execute(db);
  },
};
