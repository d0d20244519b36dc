import { sql, type Kysely, type Migration } from 'kysely';
import { PLANNED_FOR_A_FEW_ROWS } from './0030-postings-look-up-by-key';

/**
 * 0031 (issue 44): a batch written as a set writes its live events itself, once. Until now it made each customer's
 * event rows first (to number them in the batch's order) and the triggers then filled them in one posting at a
 * time: per posting, the transaction's row trigger and the postings' statement trigger each upserted the row, took
 * the customer's events lock and sent a NOTIFY. Now `axia_post_keyed_all` turns the triggers' events off while it
 * writes the transactions and postings, then writes every event of the batch in one statement, each as the
 * triggers would have left it (its status, the customer's own accounts' balances after the posting), and one
 * NOTIFY per customer. Everything else is 0029's, and what a stream reads is unchanged.
 */
export const batchesWriteTheirEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
CREATE OR REPLACE FUNCTION axia_post_keyed_all(ps jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  size integer := jsonb_array_length(ps);
  w record;
  i integer;
  found_ws timestamptz;
  found_hits integer;
  limit_keys text[] := '{}';
  limit_starts timestamptz[] := '{}';
  limit_hits integer[] := '{}';
  invalid boolean;
  uncovered boolean;
  events text;
  written integer;
BEGIN
  -- Every posting a transaction to write and its plan's accounts named, and each key once in the batch.
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(ps) AS x(p)
             WHERE jsonb_typeof(x.p->'transaction') IS DISTINCT FROM 'object'
                OR jsonb_typeof(x.p->'expect'->'accounts') IS DISTINCT FROM 'object')
     OR (SELECT count(DISTINCT (x.p->>'userId', x.p->>'key')) FROM jsonb_array_elements(ps) AS x(p)) <> size THEN
    RETURN NULL;
  END IF;
  -- Each key claimed (a lock this transaction holds is granted again) and not yet answered.
  IF NOT (SELECT bool_and(pg_try_advisory_xact_lock(hashtextextended('idempotency:' || (x.p->>'userId') || ':' || (x.p->>'key'), 0)))
          FROM jsonb_array_elements(ps) AS x(p))
     OR EXISTS (SELECT 1 FROM jsonb_array_elements(ps) AS x(p)
                JOIN idempotency_keys k ON k.user_id = x.p->>'userId' AND k.key = x.p->>'key') THEN
    RETURN NULL;
  END IF;
  -- The velocity counts, each posting's hit in the batch's order as axia_hit counts it (its own window), none over
  -- its max. The rows are locked (axia_post_keyed_batch).
  FOR w IN SELECT x.p->'limit' AS lim FROM jsonb_array_elements(ps) WITH ORDINALITY AS x(p, n)
           WHERE x.p ? 'limit' ORDER BY x.n LOOP
    i := array_position(limit_keys, w.lim->>'key');
    IF i IS NULL THEN
      SELECT r.window_start, r.hits INTO found_ws, found_hits FROM rate_limit_hits r WHERE r.key = w.lim->>'key';
      limit_keys := limit_keys || (w.lim->>'key');
      limit_starts := limit_starts || found_ws;
      limit_hits := limit_hits || found_hits;
      i := cardinality(limit_keys);
    END IF;
    IF limit_starts[i] IS NULL OR limit_starts[i] <= (w.lim->>'since')::timestamptz THEN
      limit_starts[i] := (w.lim->>'now')::timestamptz;
      limit_hits[i] := 1;
    ELSE
      limit_hits[i] := limit_hits[i] + 1;
    END IF;
    IF limit_hits[i] > (w.lim->>'max')::bigint THEN
      RETURN NULL;
    END IF;
  END LOOP;
  -- The rows each plan read, as axia_post_keyed checks them: every leg's account there (at the version planned on,
  -- when the plan read it), the payer at the version planned on.
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(ps) AS x(p)
               CROSS JOIN LATERAL (SELECT DISTINCT l->>'accountId' AS id FROM jsonb_array_elements(x.p->'legs') AS l) AS leg
               LEFT JOIN accounts a ON a.id = leg.id
             WHERE a.id IS NULL
                OR (x.p->'expect'->'accounts' ? leg.id AND axia_account_version(a) <> x.p->'expect'->'accounts'->>leg.id))
     OR EXISTS (SELECT 1 FROM jsonb_array_elements(ps) AS x(p)
                  LEFT JOIN users u ON u.id = x.p->'expect'->'user'->>'id'
                WHERE u.id IS NULL OR axia_payer_version(u) IS DISTINCT FROM x.p->'expect'->'user'->>'version') THEN
    RETURN NULL;
  END IF;
  -- The legs as axia_apply_legs checks one posting's, each guarded balance running through the batch's postings in
  -- order: none invalid, none below zero.
  SELECT coalesce(bool_or(r.currency IS NULL OR r.amount = 0
                          OR r.amount <> round(r.amount, (r.decimals->>r.currency)::int) OR r.currency_sum <> 0), false),
         coalesce(bool_or(r.guarded AND r.after < 0), false)
    INTO invalid, uncovered
    FROM (SELECT l.amount, l.decimals, a.currency,
                 sum(l.amount) OVER (PARTITION BY l.k, a.currency) AS currency_sum,
                 NOT (a.user_id IS NULL AND a.type NOT IN ('STAKING', 'CARD')) AS guarded,
                 a.amount + sum(l.amount) OVER (PARTITION BY l.id ORDER BY l.k, l.n) AS after
          FROM (SELECT x.n AS k, g.n, g.l->>'accountId' AS id, (g.l->>'amount')::numeric AS amount,
                       x.p->'decimals' AS decimals
                FROM jsonb_array_elements(ps) WITH ORDINALITY AS x(p, n),
                     jsonb_array_elements(x.p->'legs') WITH ORDINALITY AS g(l, n)) AS l
          LEFT JOIN accounts a ON a.id = l.id) AS r;
  IF invalid OR uncovered THEN
    RETURN NULL;
  END IF;

  -- Every one of them posted: the counts, the transactions in order, the balances, the postings, the answers.
  INSERT INTO rate_limit_hits AS r (key, window_start, hits)
    SELECT * FROM unnest(limit_keys, limit_starts, limit_hits)
    ON CONFLICT (key) DO UPDATE SET window_start = EXCLUDED.window_start, hits = EXCLUDED.hits;
  -- Each customer's live events are written with the postings, once for the batch, in the batch's order: each
  -- customer's events lock taken first, as axia_emit_event takes it. The triggers' events are off meanwhile (they
  -- would write and notify them one posting at a time), and put back as they were after.
  events := coalesce(current_setting('axia.events', true), '');
  IF events <> 'off' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('bank_events:' || o.owner, 0))
      FROM (SELECT DISTINCT e.owner FROM axia_batch_event_owners(ps) AS e) AS o ORDER BY o.owner;
    PERFORM set_config('axia.events', 'off', true);
  END IF;
  -- The columns by name, as axia_apply_legs writes them.
  INSERT INTO transactions (id, public_id, user_id, type, method, status, amount, currency, title, description,
      user_memo, from_side, to_side, provider_amount, provider_currency, provider_fee_amount, provider_fee_currency,
      provider_meta, meta, spendable_change, created_at, updated_at)
    SELECT r.id, r.public_id, r.user_id, r.type, r.method, r.status, r.amount, r.currency, r.title, r.description,
      r.user_memo, r.from_side, r.to_side, r.provider_amount, r.provider_currency, r.provider_fee_amount,
      r.provider_fee_currency, r.provider_meta, r.meta, r.spendable_change, r.created_at, r.updated_at
    FROM jsonb_array_elements(ps) WITH ORDINALITY AS x(p, n),
         jsonb_populate_record(NULL::transactions, x.p->'transaction') AS r
    ORDER BY x.n;
  -- Each posting's legs written in the order axia_apply_legs writes them (by account id, bytewise), posting after
  -- posting, each with its account's balance after it.
  WITH l AS (
    SELECT x.n AS k, g.n, g.l->>'accountId' AS id, (g.l->>'amount')::numeric AS amount,
           x.p->'transaction'->>'id' AS transaction_id, (x.p->>'createdAt')::timestamptz AS at
    FROM jsonb_array_elements(ps) WITH ORDINALITY AS x(p, n),
         jsonb_array_elements(x.p->'legs') WITH ORDINALITY AS g(l, n)
  ), changed AS (
    UPDATE accounts a SET amount = a.amount + c.change
      FROM (SELECT l.id, sum(l.amount) AS change FROM l GROUP BY l.id) AS c
      WHERE a.id = c.id
      RETURNING a.id, a.amount - c.change AS before
  ), posted AS (
    INSERT INTO postings (transaction_id, account_id, amount, balance_after, created_at)
      SELECT l.transaction_id, l.id, l.amount,
             changed.before + sum(l.amount) OVER (PARTITION BY l.id ORDER BY l.k, l.n), l.at
      FROM l JOIN changed ON changed.id = l.id
      ORDER BY l.k, l.id COLLATE "C", l.n
      RETURNING id, transaction_id, account_id, balance_after
  ), written_events AS (
    -- The events as axia_transaction_event and axia_postings_event would leave them: one per customer and
    -- transaction, with its status and the customer's own accounts' balances after it (an account's last posting
    -- in it), numbered in the batch's order.
    INSERT INTO bank_events (user_id, type, entity_id, status, payload)
      SELECT e.owner, 'transaction', e.transaction_id, e.status,
             jsonb_build_object('balances', coalesce(
               (SELECT jsonb_object_agg(p.account_id, p.balance_after::text ORDER BY p.id)
                FROM posted AS p JOIN accounts a ON a.id = p.account_id
                WHERE p.transaction_id = e.transaction_id AND a.user_id = e.owner), '{}'::jsonb))
      FROM axia_batch_event_owners(ps) AS e
      WHERE events <> 'off'
      ORDER BY e.k
      ON CONFLICT (xact, user_id, type, entity_id) DO UPDATE SET
        status = EXCLUDED.status,
        payload = jsonb_build_object('balances', (bank_events.payload->'balances') || (EXCLUDED.payload->'balances'))
  )
  SELECT count(*) INTO written FROM posted;
  -- One notice per customer, and the triggers' events as they were.
  IF events <> 'off' THEN
    PERFORM pg_notify('bank_events', o.owner)
      FROM (SELECT DISTINCT e.owner FROM axia_batch_event_owners(ps) AS e) AS o;
    PERFORM set_config('axia.events', events, true);
  END IF;
  INSERT INTO idempotency_keys (user_id, key, fingerprint, status_code, response, created_at)
    SELECT x.p->>'userId', x.p->>'key', x.p->>'fingerprint', 200, x.p->'answer', (x.p->>'createdAt')::timestamptz
    FROM jsonb_array_elements(ps) WITH ORDINALITY AS x(p, n)
    ORDER BY x.n;
  RETURN (SELECT jsonb_agg(jsonb_build_object('outcome', 'posted')) FROM generate_series(1, size));
END
$fn$`.execute(db);
    // CREATE OR REPLACE drops a function's settings: 0030's again.
    await sql`ALTER FUNCTION axia_post_keyed_all(jsonb) ${PLANNED_FOR_A_FEW_ROWS}`.execute(db);
  },
};
