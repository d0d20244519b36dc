import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0024 (issue 46): the posting rule in one place. `axia_apply_legs` is the only code that changes a balance: the
 * general path (modules/ledger/post.ts) calls it in one statement, and the keyed posting `axia_post_keyed` (0013,
 * replaced whole here) calls it after its key and version checks. The payer's version is derived from the whole
 * users row, so a column a rule starts reading is covered without a new function.
 * Written with CREATE OR REPLACE: a later migration that changes a function replaces it whole.
 */
export const applyLegs: Migration = {
  async up(db: Kysely<unknown>) {
    // Every column of the customer's row: a new rule column is covered from the start. STABLE, not IMMUTABLE: the
    // text of a timestamp follows the session's time zone.
    await sql`
CREATE OR REPLACE FUNCTION axia_payer_version(u users) RETURNS text LANGUAGE sql STABLE AS
$$ SELECT md5(to_jsonb(u)::text) $$`.execute(db);
    // Applies a transaction's legs (docs/money.md 'One ledger, double entry'): the legs' accounts locked in id order
    // (a lock the caller already holds is simply kept), the legs checked, each account changed by its legs' sum and
    // a posting written per leg with its account's balance after it. The transaction's row (p_transaction) is
    // written first when given; p_decimals holds each currency's decimals (core's decimalsFor). Raises nothing for
    // a refusal, so the caller's database transaction stays usable; answers one of:
    //   {outcome: 'posted', balances: {accountId: balance after}}
    //   {outcome: 'refused'}: a customer's, a staking's or a card's account would go below zero; nothing written
    //   {outcome: 'invalid', currencies: {accountId: currency}}: an account missing, a leg of zero or with more
    //     decimals than its currency holds, or a currency whose legs do not sum to zero; nothing written (the
    //     caller names the fault from the currencies: checkSettlementLegs)
    await sql`
CREATE OR REPLACE FUNCTION axia_apply_legs(p_transaction_id text, p_legs jsonb, p_at timestamptz,
  p_decimals jsonb, p_transaction jsonb DEFAULT NULL) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  leg_ids text[];
  leg_amounts numeric[];
  ids text[];
  invalid boolean;
  uncovered boolean;
  balances jsonb;
BEGIN
  -- The legs in the order their postings are written: by account id (bytewise), each account's legs as given.
  SELECT coalesce(array_agg(x.l->>'accountId' ORDER BY x.l->>'accountId' COLLATE "C", x.n), '{}'),
         coalesce(array_agg((x.l->>'amount')::numeric ORDER BY x.l->>'accountId' COLLATE "C", x.n), '{}'),
         coalesce(array_agg(DISTINCT x.l->>'accountId'), '{}')
    INTO leg_ids, leg_amounts, ids FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS x(l, n);
  -- Locked in id order, as every posting locks them: no deadlocks. Every query below reaches accounts by id.
  PERFORM 1 FROM accounts WHERE id = ANY(ids) ORDER BY id FOR UPDATE;

  -- One pass over the legs: faulty legs (an account missing, a leg of zero or with more decimals than its currency
  -- holds, a currency whose legs do not sum to zero), and a customer's, a staking's or a card's account that one of
  -- its postings would leave below zero (the CHECK on accounts backs this up). Internal accounts may go below zero.
  SELECT coalesce(bool_or(r.currency IS NULL OR r.amount = 0
                          OR r.amount <> round(r.amount, (p_decimals->>r.currency)::int) OR r.currency_sum <> 0), false),
         coalesce(bool_or(r.guarded AND r.after < 0), false)
    INTO invalid, uncovered
    FROM (SELECT l.amount, a.currency,
                 sum(l.amount) OVER (PARTITION BY a.currency) AS currency_sum,
                 NOT (a.user_id IS NULL AND a.type NOT IN ('STAKING', 'CARD')) AS guarded,
                 a.amount + sum(l.amount) OVER (PARTITION BY l.id ORDER BY l.n) AS after
          FROM unnest(leg_ids, leg_amounts) WITH ORDINALITY AS l(id, amount, n)
          LEFT JOIN accounts a ON a.id = l.id AND a.id = ANY(ids)) AS r;
  IF invalid THEN
    RETURN jsonb_build_object('outcome', 'invalid', 'currencies',
      (SELECT coalesce(jsonb_object_agg(a.id, a.currency), '{}') FROM accounts a WHERE a.id = ANY(ids)));
  END IF;
  IF uncovered THEN
    RETURN jsonb_build_object('outcome', 'refused');
  END IF;

  IF p_transaction IS NOT NULL THEN
    -- The columns by name, so a column added later takes its default until a migration writes it here.
    INSERT INTO transactions (id, public_id, user_id, type, method, status, amount, currency, title, description,
        user_memo, from_side, to_side, provider_amount, provider_currency, provider_fee_amount, provider_fee_currency,
        provider_meta, meta, spendable_change, created_at, updated_at)
      SELECT r.id, r.public_id, r.user_id, r.type, r.method, r.status, r.amount, r.currency, r.title, r.description,
        r.user_memo, r.from_side, r.to_side, r.provider_amount, r.provider_currency, r.provider_fee_amount,
        r.provider_fee_currency, r.provider_meta, r.meta, r.spendable_change, r.created_at, r.updated_at
      FROM jsonb_populate_record(NULL::transactions, p_transaction) AS r;
  END IF;
  -- Each account changed by its legs' sum, and the postings, each with its account's balance after it.
  WITH changed AS (
    UPDATE accounts a SET amount = a.amount + c.change
      FROM (SELECT u.id, sum(u.amount) AS change FROM unnest(leg_ids, leg_amounts) AS u(id, amount) GROUP BY u.id) AS c
      WHERE a.id = c.id AND a.id = ANY(ids)
      RETURNING a.id, a.amount AS after, a.amount - c.change AS before
  ), posted AS (
    INSERT INTO postings (transaction_id, account_id, amount, balance_after, created_at)
      SELECT p_transaction_id, l.id, l.amount,
             changed.before + sum(l.amount) OVER (PARTITION BY l.id ORDER BY l.n), p_at
      FROM unnest(leg_ids, leg_amounts) WITH ORDINALITY AS l(id, amount, n)
      JOIN changed ON changed.id = l.id
      ORDER BY l.n
  )
  SELECT coalesce(jsonb_object_agg(changed.id, changed.after::text), '{}') INTO balances FROM changed;
  RETURN jsonb_build_object('outcome', 'posted', 'balances', balances);
END
$fn$`.execute(db);
    // The keyed posting (modules/ledger/post-keyed.ts) as 0013 made it, its legs now applied by axia_apply_legs:
    // the key's claim, the legs' accounts locked in id order, the rows the caller planned on checked unchanged,
    // then the legs applied and the key's answer kept with them (or the refusal kept as the answer).
    await sql`
CREATE OR REPLACE FUNCTION axia_post_keyed(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  kept record;
  at timestamptz := (p->>'createdAt')::timestamptz;
  ids text[];
  applied jsonb;
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
    -- Nothing written; the caller names the fault (a plan never builds such legs).
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
