import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0008: debit cards (seed 002 §3). The card holder's profile fields on users (address, date of birth, alternative
 * names printed on a card); the sandbox card issuer's own store (issuer_cards: number, CVV, expiry, PIN, status,
 * courier tracking; issuer_card_transactions: the monthly statement); and the bank's cards, each with a ledger
 * account of its own (type CARD, no user_id) that, like a staking's, may never go below zero: its balance is what
 * the card holds (loads in, spending out), and the ledger audit checks it against the issuer's statement.
 */
export const cards: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE accounts DROP CONSTRAINT accounts_customer_amount_check`.execute(db);
    await sql`ALTER TABLE accounts ADD CONSTRAINT accounts_customer_amount_check
      CHECK ((user_id IS NULL AND type NOT IN ('STAKING', 'CARD')) OR amount >= 0)`.execute(db);
    for (const column of [
      'alternative_first_name',
      'alternative_last_name',
      'address_line1',
      'address_line2',
      'address_city',
      'address_state',
      'address_postal_code',
      'address_country',
      'date_of_birth',
    ])
      await db.schema.alterTable('users').addColumn(column, 'text').execute();
    // The sandbox issuer's side: what a real issuer keeps and the bank never stores.
    await db.schema
      .createTable('issuer_cards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('card_number', 'text', (c) => c.notNull().unique())
      .addColumn('cvv', 'text', (c) => c.notNull())
      // MM/YY.
      .addColumn('expire', 'text', (c) => c.notNull())
      .addColumn('pin', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('card_type_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('name_on_card', 'text', (c) => c.notNull())
      .addColumn('is_physical', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('physical_requested_at', 'timestamptz')
      .addColumn('delivery', 'text')
      .addColumn('tracking_number', 'text')
      // When the courier's tracking number becomes available (a delay, so 'not available' is reachable).
      .addColumn('tracking_available_at', 'timestamptz')
      .addColumn('balance', 'numeric(38, 5)', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`balance >= 0`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('issuer_card_transactions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('issuer_card_id', 'text', (c) =>
        c.notNull().references('issuer_cards.id').onDelete('cascade'),
      )
      // LOAD (+), SPEND (−), FEE (−): the statement's rows.
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      // Signed, in the card currency.
      .addColumn('amount', 'numeric(38, 5)', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      // The bank's transaction that moved the money, when there is one.
      .addColumn('transaction_id', 'text')
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('issuer_card_transactions_card_time')
      .on('issuer_card_transactions')
      .columns(['issuer_card_id', 'occurred_at'])
      .execute();
    // The bank's side: the customer's card, its ledger account and what was ordered.
    await db.schema
      .createTable('cards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('issuer_card_id', 'text', (c) =>
        c.notNull().unique().references('issuer_cards.id'),
      )
      .addColumn('account_id', 'text', (c) => c.notNull().unique().references('accounts.id'))
      .addColumn('card_type_code', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // Last four digits only; the full number stays with the issuer.
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('use_alternative_name', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_physical', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('convert_physical_requested', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('delivery', 'text')
      .addColumn('is_full_kyc', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('phone_number', 'text')
      .addColumn('billing_address', 'jsonb', (c) => c.notNull())
      .addColumn('delivery_address', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('cards_user_created')
      .on('cards')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
