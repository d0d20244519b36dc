import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0019 (issue 31): live events. An outbox `bank_events`, one row per customer a change touches, written by triggers
 * in the same database transaction as the change, so every path that moves money or changes a status (TypeScript,
 * axia_post_keyed, the back office) emits without calling anything, and a rolled-back change emits nothing. A row
 * holds what is needed at read time (who, what, its status, this customer's balances after); the stream builds the
 * customer's view from it (src/events). NOTIFY bank_events '<user id>' tells every process at commit.
 */
export const bankEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE bank_events (
      id bigserial PRIMARY KEY,
      user_id text NOT NULL,
      type text NOT NULL,
      entity_id text NOT NULL,
      status text,
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
    // One event per customer and thing changed per database transaction (a settlement's postings and its status).
    await sql`CREATE UNIQUE INDEX bank_events_once ON bank_events (xact, user_id, type, entity_id)`.execute(
      db,
    );
    await sql`CREATE INDEX bank_events_user ON bank_events (user_id, id)`.execute(db);
    await sql`CREATE INDEX bank_events_created ON bank_events (created_at)`.execute(db);
    await sql`CREATE FUNCTION axia_emit_event(p_user text, p_type text, p_entity text, p_status text, p_balances jsonb)
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  -- The sandbox's seeded histories (ledger/bulk.ts) turn events off for their transaction.
  IF p_user IS NULL OR coalesce(current_setting('axia.events', true), '') = 'off' THEN RETURN; END IF;
  -- One writer per customer until commit: the customer's event ids then increase in commit order, so a stream that
  -- reads "id > the last sent" never skips an event that committed after a later-numbered one.
  PERFORM pg_advisory_xact_lock(hashtextextended('bank_events:' || p_user, 0));
  INSERT INTO bank_events (user_id, type, entity_id, status, payload)
  VALUES (p_user, p_type, p_entity, p_status, jsonb_build_object('balances', p_balances))
  ON CONFLICT (xact, user_id, type, entity_id) DO UPDATE SET
    status = EXCLUDED.status,
    payload = jsonb_build_object('balances', (bank_events.payload->'balances') || (EXCLUDED.payload->'balances'));
  PERFORM pg_notify('bank_events', p_user);
END
$fn$`.execute(db);
    // A posting: an event for the owner of its account (a customer's, or a staking's or card's owner), with the
    // customer account's balance after it.
    await sql`CREATE FUNCTION axia_posting_event() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  a record;
  owner text;
BEGIN
  SELECT user_id, type INTO a FROM accounts WHERE id = NEW.account_id;
  owner := a.user_id;
  IF owner IS NULL AND a.type = 'STAKING' THEN
    SELECT user_id INTO owner FROM stakings WHERE account_id = NEW.account_id;
  ELSIF owner IS NULL AND a.type = 'CARD' THEN
    SELECT user_id INTO owner FROM cards WHERE account_id = NEW.account_id;
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM axia_emit_event(owner, 'transaction', NEW.transaction_id,
      (SELECT status FROM transactions WHERE id = NEW.transaction_id),
      CASE WHEN a.user_id IS NULL THEN '{}'::jsonb
        ELSE jsonb_build_object(NEW.account_id, NEW.balance_after::text) END);
  END IF;
  RETURN NULL;
END
$fn$`.execute(db);
    await sql`CREATE TRIGGER postings_event AFTER INSERT ON postings
      FOR EACH ROW EXECUTE FUNCTION axia_posting_event()`.execute(db);
    // A transaction made or changing status: its customer, and the owners of the accounts it has already posted to.
    await sql`CREATE FUNCTION axia_transaction_event() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  owner text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN RETURN NULL; END IF;
  PERFORM axia_emit_event(NEW.user_id, 'transaction', NEW.id, NEW.status, '{}'::jsonb);
  IF TG_OP = 'UPDATE' THEN
    FOR owner IN
      SELECT DISTINCT coalesce(a.user_id, s.user_id, c.user_id)
      FROM postings p JOIN accounts a ON a.id = p.account_id
        LEFT JOIN stakings s ON a.type = 'STAKING' AND s.account_id = a.id
        LEFT JOIN cards c ON a.type = 'CARD' AND c.account_id = a.id
      WHERE p.transaction_id = NEW.id
    LOOP
      PERFORM axia_emit_event(owner, 'transaction', NEW.id, NEW.status, '{}'::jsonb);
    END LOOP;
  END IF;
  RETURN NULL;
END
$fn$`.execute(db);
    await sql`CREATE TRIGGER transactions_event AFTER INSERT OR UPDATE OF status ON transactions
      FOR EACH ROW EXECUTE FUNCTION axia_transaction_event()`.execute(db);
    // A staking, card, gift-card order or document request made or changing status: an event for its customer.
    await sql`CREATE FUNCTION axia_status_event() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN RETURN NULL; END IF;
  PERFORM axia_emit_event(NEW.user_id, TG_ARGV[0], NEW.id, NEW.status, '{}'::jsonb);
  RETURN NULL;
END
$fn$`.execute(db);
    for (const [table, type] of [
      ['stakings', 'staking'],
      ['cards', 'card'],
      ['gift_card_orders', 'giftCard'],
      ['document_requests', 'documentRequest'],
    ] as const)
      await sql`CREATE TRIGGER ${sql.raw(`${table}_event`)} AFTER INSERT OR UPDATE OF status ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION axia_status_event(${sql.lit(type)})`.execute(db);
  },
};
