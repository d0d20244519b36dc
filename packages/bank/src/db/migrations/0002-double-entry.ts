import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Double entry (docs/money.md 'One ledger, double entry'): the customer-visible `transactions` and their `postings` (legs), each changing one
 * account's balance; the bank's own internal accounts (user_id null, a `purpose`) may go below zero, customers'
 * may not. The per-account `ledger` rows of 0001 become transactions against the sandbox's funding account.
 */
export const doubleEntry: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE accounts ALTER COLUMN user_id DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE accounts DROP CONSTRAINT accounts_amount_check`.execute(db);
    await sql`ALTER TABLE accounts ADD CONSTRAINT accounts_customer_amount_check CHECK (user_id IS NULL OR amount >= 0)`.execute(
      db,
    );
    await db.schema.alterTable('accounts').addColumn('purpose', 'text').execute();
    await db.schema
      .createIndex('accounts_internal_purpose')
      .on('accounts')
      .columns(['purpose', 'currency'])
      .unique()
      .where(sql.ref('purpose'), 'is not', null)
      .execute();
    await db.schema
      .createTable('transactions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount', sql`numeric(38, 5)`, (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('description', 'text')
      .addColumn('user_memo', 'text')
      .addColumn('from_side', 'jsonb')
      .addColumn('to_side', 'jsonb')
      .addColumn('provider_amount', sql`numeric(38, 5)`)
      .addColumn('provider_currency', 'text')
      .addColumn('provider_fee_amount', sql`numeric(38, 5)`)
      .addColumn('provider_fee_currency', 'text')
      .addColumn('provider_meta', 'jsonb')
      .addColumn('meta', 'jsonb')
      .addColumn('spendable_change', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('transactions_user_status')
      .on('transactions')
      .columns(['user_id', 'status'])
      .execute();
    await db.schema
      .createTable('postings')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('transaction_id', 'text', (c) =>
        c.notNull().references('transactions.id').onDelete('cascade'),
      )
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('amount', sql`numeric(38, 5)`, (c) => c.notNull().check(sql`amount <> 0`))
      .addColumn('balance_after', sql`numeric(38, 5)`, (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // An account's history, newest first, paged deep (keyset-friendly: created_at then id).
    await db.schema
      .createIndex('postings_account_time')
      .on('postings')
      .columns(['account_id', 'created_at desc', 'id desc'])
      .execute();
    await db.schema
      .createIndex('postings_transaction')
      .on('postings')
      .column('transaction_id')
      .execute();

    // The 0001 ledger rows: each a completed transaction of its own, against the funding account of its currency.
    await sql`INSERT INTO accounts (id, user_id, public_id, type, type_public_name, currency, amount, status, created_at, purpose)
      SELECT 'internal-SANDBOX_FUNDING-' || c.currency, NULL, 'INTERNAL-SANDBOX_FUNDING-' || c.currency, 'INTERNAL',
        'Sandbox funding', c.currency, 0, 'ACTIVE', now(), 'SANDBOX_FUNDING'
      FROM (SELECT DISTINCT currency FROM accounts) c`.execute(db);
    await sql`INSERT INTO transactions (id, public_id, user_id, type, method, status, amount, currency, title, created_at, updated_at)
      SELECT l.id::text, 'TX' || upper(substr(replace(l.id::text, '-', ''), 1, 12)), a.user_id,
        CASE l.reason WHEN 'REWARD' THEN 'INTEREST' WHEN 'SEED' THEN 'USER_CREATION' ELSE 'EXTERNAL_TRANSACTION' END,
        CASE l.reason WHEN 'REWARD' THEN 'INTEREST' ELSE 'SANDBOX' END,
        'COMPLETED', abs(l.delta), a.currency, NULL, l.created_at, l.created_at
      FROM ledger l JOIN accounts a ON a.id = l.account_id`.execute(db);
    await sql`INSERT INTO postings (transaction_id, account_id, amount, balance_after, created_at)
      SELECT l.id::text, l.account_id, l.delta, l.balance_after, l.created_at FROM ledger l ORDER BY l.created_at, l.id`.execute(
      db,
    );
    await sql`INSERT INTO postings (transaction_id, account_id, amount, balance_after, created_at)
      SELECT l.id::text, 'internal-SANDBOX_FUNDING-' || a.currency, -l.delta,
        -sum(l.delta) OVER (PARTITION BY a.currency ORDER BY l.created_at, l.id), l.created_at
      FROM ledger l JOIN accounts a ON a.id = l.account_id ORDER BY l.created_at, l.id`.execute(db);
    await sql`UPDATE accounts i SET amount = coalesce((SELECT sum(p.amount) FROM postings p WHERE p.account_id = i.id), 0)
      WHERE i.purpose IS NOT NULL`.execute(db);
    await db.schema.dropTable('ledger').execute();
  },
};
