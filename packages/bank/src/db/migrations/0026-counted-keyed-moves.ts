import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0026 (issue 44): a keyed transfer in one commit. The velocity limit on money moves was counted by an upsert that
 * committed on its own before the posting (a second commit, and a read of the key before it); now the posting's
 * own statement counts it.
 * - `axia_hit`: one hit of a rate limit's fixed window (the upsert src/limits made itself), so the limits and the
 *   keyed posting count alike.
 * - `axia_post_keyed` (0024's, replaced whole): given `p->'limit'` (`key`, `now`, `since`, `max`), it counts the
 *   move after the key's kept answer (a replay neither counts nor is refused) and before anything else. Over the
 *   limit it answers 'limited': the hit is kept (the function returns, so its transaction commits), the key is not
 *   claimed and nothing else is written. Every later outcome (refused, changed, posted) commits with its hit.
 */
export const countedKeyedMoves: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
CREATE OR REPLACE FUNCTION axia_hit(p_key text, p_now timestamptz, p_since timestamptz,
                                    OUT hits integer, OUT window_start timestamptz)
LANGUAGE sql AS $fn$
  INSERT INTO rate_limit_hits AS r (key, window_start, hits) VALUES (p_key, p_now, 1)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_start <= p_since THEN 1 ELSE r.hits + 1 END,
    window_start = CASE WHEN r.window_start <= p_since THEN p_now ELSE r.window_start END
  RETURNING r.hits, r.window_start
$fn$`.execute(db);
    await sql`
CREATE OR REPLACE FUNCTION axia_post_keyed(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  kept record;
  counted record;
  at timestamptz := (p->>'createdAt')::timestamptz;
  ids text[];
  applied jsonb;
BEGIN
  -- One request with the key at a time (the others answer 409); a kept answer is the answer.
  SELECT * INTO kept FROM axia_claim_key(p->>'userId', p->>'key');
  IF kept.claimed AND kept.kept_fingerprint IS NOT NULL THEN
    RETURN jsonb_build_object('outcome', 'kept', 'fingerprint', kept.kept_fingerprint,
      'statusCode', kept.kept_status, 'response', kept.kept_response);
  END IF;
  -- The customer's money move counted, in this transaction: it commits with whatever follows, a refusal too.
  IF p ? 'limit' THEN
    SELECT * INTO counted FROM axia_hit(p->'limit'->>'key', (p->'limit'->>'now')::timestamptz,
                                        (p->'limit'->>'since')::timestamptz);
    IF counted.hits > (p->'limit'->>'max')::bigint THEN
      RETURN jsonb_build_object('outcome', 'limited', 'windowStart', counted.window_start);
    END IF;
  END IF;
  IF NOT kept.claimed THEN
    RETURN jsonb_build_object('outcome', 'running');
  END IF;

  SELECT coalesce(array_agg(DISTINCT x.l->>'accountId'), '{}') INTO ids FROM jsonb_array_elements(p->'legs') AS x(l);
  -- The legs' accounts locked in id order (axia_apply_legs keeps these locks), and the rows the caller planned on
  -- the versions it read (an account's balance aside): else plan again.
  IF (SELECT count(*) FROM (SELECT a.id, axia_account_version(a) AS version FROM accounts a
                            WHERE a.id = ANY(ids) ORDER BY a.id FOR UPDATE) AS locked
      WHERE NOT (p->'expect'->'accounts' ? locked.id)
            OR locked.version = p->'expect'->'accounts'->>locked.id) <> cardinality(ids)
     OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p->'expect'->'user'->>'id'
                      AND axia_payer_version(u) = p->'expect'->'user'->>'version') THEN
    RETURN jsonb_build_object('outcome', 'changed');
  END IF;

  applied := axia_apply_legs(p->'transaction'->>'id', p->'legs', at, p->'decimals', p->'transaction');
  IF applied->>'outcome' = 'invalid' THEN
    -- Nothing written but the hit; the caller names the fault (a plan never builds such legs).
    RETURN applied;
  END IF;
  IF applied->>'outcome' = 'refused' THEN
    INSERT INTO idempotency_keys (user_id, key, fingerprint, status_code, response, created_at)
      VALUES (p->>'userId', p->>'key', p->>'fingerprint', (p->'refusal'->>'statusCode')::int, p->'refusal', at);
    RETURN jsonb_build_object('outcome', 'refused');
  END IF;
  INSERT INTO idempotency_keys (user_id, key, fingerprint, status_code, response, created_at)
    VALUES (p->>'userId', p->>'key', p->>'fingerprint', 200, p->'answer', at);
  RETURN jsonb_build_object('outcome', 'posted');
END
$fn$`.execute(db);
  },
};
