import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0013: claiming an Idempotency-Key (axia_claim_key), and a keyed posting in ONE statement
 * (modules/ledger/post-keyed.ts): the key's claim, the legs' accounts locked in id order, the rows the caller planned
 * on checked unchanged (by version), the balance checks, the transaction, its postings and balances, and the key's
 * answer — what applyLegs and http/idempotency.ts do in six round trips.
 * Written with CREATE OR REPLACE: a later migration that changes it replaces it whole.
 */
export const postKeyedFunction: Migration = {
  async up(db: Kysely<unknown>) {
    // A row's version as a plan reads it: an account without its balance; a customer by what the rules and the
    // transaction's sides read of them.
    await sql`
CREATE OR REPLACE FUNCTION axia_account_version(a accounts) RETURNS text LANGUAGE sql IMMUTABLE AS
$$ SELECT md5((to_jsonb(a) - 'amount')::text) $$`.execute(db);
    await sql`
CREATE OR REPLACE FUNCTION axia_payer_version(u users) RETURNS text LANGUAGE sql IMMUTABLE AS
$$ SELECT md5(jsonb_build_array(u.email, u.first_name, u.last_name, u.status, u.features, u.user_type,
  u.kyc_status, u.tax_id_status, u.business_records_status, u.business_address_status, u.pep_status)::text)
$$`.execute(db);
    // Claiming an Idempotency-Key, for the general path (http/idempotency.ts) and the keyed posting alike: the
    // key's transaction-scoped advisory lock, then (a statement of its own, so it sees what the lock's last holder
    // committed) the key's kept answer.
    await sql`
CREATE OR REPLACE FUNCTION axia_claim_key(p_user text, p_key text)
RETURNS TABLE (claimed boolean, kept_fingerprint text, kept_status integer, kept_response jsonb)
LANGUAGE plpgsql AS $fn$
BEGIN
  claimed := pg_try_advisory_xact_lock(hashtextextended('idempotency:' || p_user || ':' || p_key, 0));
  IF claimed THEN
    SELECT k.fingerprint, k.status_code, k.response INTO kept_fingerprint, kept_status, kept_response
      FROM idempotency_keys k WHERE k.user_id = p_user AND k.key = p_key;
  END IF;
  RETURN NEXT;
END
$fn$`.execute(db);
    await sql`
CREATE OR REPLACE FUNCTION axia_post_keyed(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  kept record;
  at timestamptz := (p->>'createdAt')::timestamptz;
  leg_ids text[];
  leg_amounts numeric[];
  ids text[];
  changes numeric[];
BEGIN
  -- One request with the key at a time (the others answer 409); a kept answer is the answer.
  SELECT * INTO kept FROM axia_claim_key(p->>'userId', p->>'key');
  IF NOT kept.claimed THEN
    RETURN jsonb_build_object('outcome', 'running');
  END IF;
  IF kept.kept_fingerprint IS NOT NULL THEN
    RETURN jsonb_build_object('outcome', 'kept', 'fingerprint', kept.kept_fingerprint,
      'statusCode', kept.kept_status, 'response', kept.kept_response);
  END IF;

  -- The legs, in order, and each account's change (every query below reaches accounts by id: its index).
  SELECT array_agg(x.l->>'accountId' ORDER BY x.n), array_agg((x.l->>'amount')::numeric ORDER BY x.n)
    INTO leg_ids, leg_amounts FROM jsonb_array_elements(p->'legs') WITH ORDINALITY AS x(l, n);
  SELECT array_agg(c.id ORDER BY c.id), array_agg(c.change ORDER BY c.id) INTO ids, changes
    FROM (SELECT u.id, sum(u.amount) AS change FROM unnest(leg_ids, leg_amounts) AS u(id, amount) GROUP BY u.id) AS c;
  -- The legs' accounts locked in id order, as every posting locks them.
  PERFORM 1 FROM accounts WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  -- The rows the caller planned on must be the versions it read (an account's balance aside): else plan again.
  IF (SELECT count(*) FROM accounts a WHERE a.id = ANY(ids)
        AND (NOT (p->'expect'->'accounts' ? a.id)
             OR axia_account_version(a) = p->'expect'->'accounts'->>a.id)) <> cardinality(ids)
     OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p->'expect'->'user'->>'id'
                      AND axia_payer_version(u) = p->'expect'->'user'->>'version') THEN
    RETURN jsonb_build_object('outcome', 'changed');
  END IF;
  -- The legs sum to zero in each currency (the caller built them so; a fault must never reach the books).
  IF EXISTS (SELECT 1 FROM unnest(ids, changes) AS c(id, change) JOIN accounts a ON a.id = c.id
             WHERE a.id = ANY(ids) GROUP BY a.currency HAVING sum(c.change) <> 0) THEN
    RAISE EXCEPTION 'Unbalanced transaction %', p->'transaction'->>'id';
  END IF;
  -- A customer's, a staking's or a card's account never goes below zero: else the refusal is the key's answer.
  IF EXISTS (SELECT 1 FROM unnest(ids, changes) AS c(id, change) JOIN accounts a ON a.id = c.id
             WHERE a.id = ANY(ids) AND NOT (a.user_id IS NULL AND a.type NOT IN ('STAKING', 'CARD'))
               AND a.amount + c.change < 0) THEN
    INSERT INTO idempotency_keys (user_id, key, fingerprint, status_code, response, created_at)
      VALUES (p->>'userId', p->>'key', p->>'fingerprint', (p->'refusal'->>'statusCode')::int, p->'refusal', at);
    RETURN jsonb_build_object('outcome', 'refused');
  END IF;

  -- One statement writes it all: the transaction, each account changed, the postings (each with its account's
  -- balance after it, legs in account-id order) and the key's answer; the postings' foreign key is checked at its end.
  WITH t AS (
    -- The columns by name, so a column added later takes its default.
    INSERT INTO transactions (id, public_id, user_id, type, method, status, amount, currency, title,
        description, user_memo, from_side, to_side, provider_amount, provider_currency, provider_fee_amount,
        provider_fee_currency, provider_meta, meta, spendable_change, created_at, updated_at)
      SELECT r.id, r.public_id, r.user_id, r.type, r.method, r.status, r.amount, r.currency, r.title,
        r.description, r.user_memo, r.from_side, r.to_side, r.provider_amount, r.provider_currency,
        r.provider_fee_amount, r.provider_fee_currency, r.provider_meta, r.meta, r.spendable_change,
        r.created_at, r.updated_at
      FROM jsonb_populate_record(NULL::transactions, p->'transaction') AS r
  ), changed AS (
    UPDATE accounts a SET amount = a.amount + c.change
      FROM unnest(ids, changes) AS c(id, change)
      WHERE a.id = c.id AND a.id = ANY(ids)
      RETURNING a.id, a.amount - c.change AS before
  ), posted AS (
    INSERT INTO postings (transaction_id, account_id, amount, balance_after, created_at)
      SELECT p->'transaction'->>'id', l.id, l.amount,
             changed.before + sum(l.amount) OVER (PARTITION BY l.id ORDER BY l.n), at
      FROM unnest(leg_ids, leg_amounts) WITH ORDINALITY AS l(id, amount, n)
      JOIN changed ON changed.id = l.id
      ORDER BY l.n
  )
  INSERT INTO idempotency_keys (user_id, key, fingerprint, status_code, response, created_at)
    VALUES (p->>'userId', p->>'key', p->>'fingerprint', 200, p->'answer', at);
  RETURN jsonb_build_object('outcome', 'posted');
END
$fn$`.execute(db);
  },
};
