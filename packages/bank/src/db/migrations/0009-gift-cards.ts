import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0009: gift cards (seed 001 §3 'Gift card purchase record'). One row per order: what was bought (the vendor's
 * product, face value and the 2.5 % fee), what it cost the source (an account or a staking, in its currency), the
 * transaction that paid it and, for a FAILED order, the one that refunded it; the vouchers once PROCESSED.
 */
export const giftCards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gift_card_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('product_image', 'text', (c) => c.notNull())
      .addColumn('face_value', 'numeric(38, 2)', (c) => c.notNull())
      .addColumn('face_value_currency', 'text', (c) => c.notNull())
      .addColumn('fee', 'numeric(38, 2)', (c) => c.notNull())
      .addColumn('paid_amount', 'numeric(38, 5)', (c) => c.notNull())
      .addColumn('paid_currency', 'text', (c) => c.notNull())
      .addColumn('source_account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('source_staking_id', 'text', (c) => c.references('stakings.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('archive', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('vouchers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('info', 'jsonb', (c) => c.notNull())
      .addColumn('failure_reason', 'text')
      .addColumn('transaction_id', 'text', (c) => c.notNull().references('transactions.id'))
      .addColumn('refund_transaction_id', 'text', (c) => c.references('transactions.id'))
      // When the sandbox vendor fulfils it (PENDING until then).
      .addColumn('fulfil_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gift_card_orders_user_created')
      .on('gift_card_orders')
      .columns(['user_id', 'archive', 'created_at'])
      .execute();
    await db.schema
      .createIndex('gift_card_orders_pending')
      .on('gift_card_orders')
      .columns(['status', 'fulfil_at'])
      .execute();
  },
};
