import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0006: staking (seed 002 §3). Each staking holds its money in a ledger account of its own (type STAKING, no
 * user_id, so customers' account lists never see it) which, like a customer's, may never go below zero.
 */
export const stakings: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE accounts DROP CONSTRAINT accounts_customer_amount_check`.execute(db);
    await sql`ALTER TABLE accounts ADD CONSTRAINT accounts_customer_amount_check
      CHECK ((user_id IS NULL AND type <> 'STAKING') OR amount >= 0)`.execute(db);
    // Seed 002 §3 'Staking product': a pool, managed by the back office.
    await db.schema
      .createTable('staking_products')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('short_desc', 'text', (c) => c.notNull())
      .addColumn('long_desc', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('annual_interest_rate', 'numeric(12, 8)', (c) => c.notNull())
      .addColumn('term', 'integer', (c) => c.notNull())
      .addColumn('term_unit', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('end_at', 'timestamptz')
      .addColumn('individual_room_limit', 'numeric(38, 5)', (c) => c.notNull().defaultTo(0))
      .addColumn('maximum_apply_numbers', 'integer', (c) => c.notNull().defaultTo(-1))
      // What the pool can still take; decremented by a conditional UPDATE, so never below 0.
      .addColumn('room_remain', 'numeric(38, 5)', (c) => c.notNull().check(sql`room_remain >= 0`))
      .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('enable_add_amount', 'boolean', (c) => c.notNull().defaultTo(true))
      // Payments from a staking (cards, gift cards): per day, week and month, and in all; null means none.
      .addColumn('daily_spend_limit', 'numeric(38, 5)')
      .addColumn('weekly_spend_limit', 'numeric(38, 5)')
      .addColumn('monthly_spend_limit', 'numeric(38, 5)')
      .addColumn('deduction_limit', 'numeric(38, 5)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // Seed 002 §3 'User staking'. amount is the principal, interest_amount the rewards credited; while the staking is
    // live their sum is its ledger account's balance (the audit checks it).
    await db.schema
      .createTable('stakings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_code', 'text', (c) => c.notNull().references('staking_products.code'))
      .addColumn('account_id', 'text', (c) => c.notNull().unique().references('accounts.id'))
      .addColumn('amount', 'numeric(38, 5)', (c) => c.notNull())
      .addColumn('interest_amount', 'numeric(38, 5)', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('term_start_at', 'timestamptz', (c) => c.notNull())
      .addColumn('term_end_at', 'timestamptz', (c) => c.notNull())
      // The last day (YYYY-MM-DD, UTC) whose reward is recorded; null before the first.
      .addColumn('accrued_through', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stakings_user_created')
      .on('stakings')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('stakings_status_term_end')
      .on('stakings')
      .columns(['status', 'term_end_at'])
      .execute();
    // Seed 002 §3 'Interest record': one per staking and day; transaction_id once credited.
    await db.schema
      .createTable('staking_interest_records')
      .addColumn('staking_id', 'text', (c) =>
        c.notNull().references('stakings.id').onDelete('cascade'),
      )
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('daily_reward_amount', 'numeric(38, 5)', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'text', (c) => c.references('transactions.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('staking_interest_records_pk', ['staking_id', 'date'])
      .execute();
    // Seed 002 §3 'Staking activity': every change of a staking, with the transaction that moved its money.
    await db.schema
      .createTable('staking_activities')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('staking_id', 'text', (c) =>
        c.notNull().references('stakings.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type_code', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('amount_changed', 'numeric(38, 5)', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'text', (c) => c.references('transactions.id'))
      .addColumn('meta', 'jsonb')
      .addColumn('completed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('staking_activities_user_completed')
      .on('staking_activities')
      .columns(['user_id', 'completed_at'])
      .execute();
    await db.schema
      .createIndex('staking_activities_staking_completed')
      .on('staking_activities')
      .columns(['staking_id', 'completed_at'])
      .execute();
    // Seed 002 §3 'Auto-enrolment': at term end, this amount into a new staking of that product.
    await db.schema
      .createTable('staking_auto_enrollments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('staking_id', 'text', (c) =>
        c.notNull().unique().references('stakings.id').onDelete('cascade'),
      )
      .addColumn('product_code', 'text', (c) => c.notNull().references('staking_products.code'))
      .addColumn('amount', 'numeric(38, 5)', (c) => c.notNull())
      .addColumn('percentage', 'numeric(12, 8)', (c) => c.notNull())
      .addColumn('executed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
