import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0028 (issue 44): keyed postings micro-batched. `axia_post_keyed_batch(ps)` runs `axia_post_keyed` (0026) for each
 * of a JSON array of keyed postings, in order, in ONE statement and one commit, and answers the array of their
 * outcomes: each exactly what it would have been alone (a posting refused for its balance, over its count or
 * changed since its plan writes what it would alone, and the others go on). The locks every posting takes are
 * taken first for the whole batch, in the order each single posting takes them (the velocity counts' rows by key,
 * then every leg's account by id), so two batches, or a batch and a single posting, never wait on each other in a
 * cycle. An error fails the whole statement (nothing of it commits); the caller then posts each one alone.
 */
export const keyedPostingBatches: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
CREATE OR REPLACE FUNCTION axia_post_keyed_batch(ps jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  p jsonb;
  results jsonb[] := '{}';
BEGIN
  PERFORM 1 FROM rate_limit_hits
    WHERE key IN (SELECT x.p->'limit'->>'key' FROM jsonb_array_elements(ps) AS x(p) WHERE x.p ? 'limit')
    ORDER BY key FOR UPDATE;
  PERFORM 1 FROM accounts
    WHERE id IN (SELECT l->>'accountId' FROM jsonb_array_elements(ps) AS x(p), jsonb_array_elements(x.p->'legs') AS l)
    ORDER BY id FOR UPDATE;
  FOR p IN SELECT x.p FROM jsonb_array_elements(ps) WITH ORDINALITY AS x(p, n) ORDER BY x.n LOOP
    results := results || axia_post_keyed(p);
  END LOOP;
  RETURN to_jsonb(results);
END
$fn$`.execute(db);
  },
};
