import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0027 (issue 44): a posting's live event once per statement, not once per posting row. 0019's row trigger upserted
 * the customer's `bank_events` row for every posting (an UPDATE of the row, its advisory lock and a NOTIFY each), so a
 * transfer between own accounts wrote the event once for its transaction and twice more for its two postings. Now a
 * statement-level trigger reads the statement's postings (a transition table) and emits one event per customer and
 * transaction, with each of the customer's accounts at its last balance in the statement (the posting with the
 * highest id: postings are inserted in the order their balances were computed). What a stream reads is unchanged.
 */
export const postingEventsPerStatement: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
CREATE FUNCTION axia_postings_event() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  e record;
BEGIN
  -- The sandbox's seeded histories (ledger/bulk.ts) turn events off for their transaction.
  IF coalesce(current_setting('axia.events', true), '') = 'off' THEN RETURN NULL; END IF;
  -- Each account's last posting of each transaction in the statement, its owner (a customer's account, or a
  -- staking's or card's owner), and only a customer's own accounts' balances, as 0019's row trigger sent them.
  FOR e IN
    SELECT o.owner, o.transaction_id, t.status,
           coalesce(jsonb_object_agg(o.account_id, o.balance_after::text) FILTER (WHERE o.own_account),
                    '{}'::jsonb) AS balances
    FROM (SELECT DISTINCT ON (p.transaction_id, p.account_id) p.transaction_id, p.account_id, p.balance_after,
                 a.user_id IS NOT NULL AS own_account, coalesce(a.user_id, s.user_id, c.user_id) AS owner
          FROM new_postings p
            JOIN accounts a ON a.id = p.account_id
            LEFT JOIN stakings s ON a.user_id IS NULL AND a.type = 'STAKING' AND s.account_id = a.id
            LEFT JOIN cards c ON a.user_id IS NULL AND a.type = 'CARD' AND c.account_id = a.id
          ORDER BY p.transaction_id, p.account_id, p.id DESC) AS o
      JOIN transactions t ON t.id = o.transaction_id
    WHERE o.owner IS NOT NULL
    GROUP BY o.owner, o.transaction_id, t.status
    ORDER BY o.owner, o.transaction_id
  LOOP
    PERFORM axia_emit_event(e.owner, 'transaction', e.transaction_id, e.status, e.balances);
  END LOOP;
  RETURN NULL;
END
$fn$`.execute(db);
    await sql`DROP TRIGGER postings_event ON postings`.execute(db);
    await sql`DROP FUNCTION axia_posting_event()`.execute(db);
    await sql`CREATE TRIGGER postings_event AFTER INSERT ON postings REFERENCING NEW TABLE AS new_postings
      FOR EACH STATEMENT EXECUTE FUNCTION axia_postings_event()`.execute(db);
  },
};
