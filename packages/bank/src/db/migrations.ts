import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

// Migrations in code, run by Kysely's Migrator on PGlite and PostgreSQL alike. One statement per call:
// PGlite rejects several statements in one prepared query.

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identity_users')
      .addColumn('sub', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('given_name', 'text', (c) => c.notNull())
      .addColumn('family_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('totp_secret', 'text')
      .addColumn('totp_pending_secret', 'text')
      .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('totp_last_step', 'bigint')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('identity_codes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('sub', 'text', (c) =>
        c.notNull().references('identity_users.sub').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('identity_codes_sub')
      .on('identity_codes')
      .columns(['sub', 'purpose'])
      .execute();
    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('sub', 'text', (c) =>
        c.notNull().references('identity_users.sub').onDelete('cascade'),
      )
      .addColumn('origin_jti', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('auth_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sub', 'text', (c) =>
        c.notNull().references('identity_users.sub').onDelete('cascade'),
      )
      .addColumn('challenge', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('revoked_origins')
      .addColumn('origin_jti', 'text', (c) => c.primaryKey())
      .addColumn('sub', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('mailbox')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mailbox_to')
      .on('mailbox')
      .columns(['to_email', 'sent_at'])
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('consent', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('user_type', 'text', (c) => c.notNull())
      .addColumn('kyc_status', 'text', (c) => c.notNull())
      .addColumn('tax_id_status', 'text', (c) => c.notNull())
      .addColumn('business_records_status', 'text', (c) => c.notNull())
      .addColumn('business_address_status', 'text', (c) => c.notNull())
      .addColumn('pep_status', 'text')
      .addColumn('tax_id', 'text')
      .addColumn('tax_id_country_code', 'text')
      .addColumn('tax_id_memo', 'text')
      .addColumn('business_records', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('business_address', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('tax_id_notification', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('privileged', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('phone_country_code', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('banner_dismissed_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('type_public_name', 'text', (c) => c.notNull())
      .addColumn('alias', 'text')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', sql`numeric(38, 5)`, (c) =>
        c
          .notNull()
          .defaultTo('0')
          .check(sql`amount >= 0`),
      )
      .addColumn('interest_rate', sql`numeric(12, 6)`, (c) => c.notNull().defaultTo('0'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('accounts_user').on('accounts').column('user_id').execute();
    await db.schema
      .createTable('ledger')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('delta', sql`numeric(38, 5)`, (c) => c.notNull())
      .addColumn('balance_after', sql`numeric(38, 5)`, (c) =>
        c.notNull().check(sql`balance_after >= 0`),
      )
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_account')
      .on('ledger')
      .columns(['account_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('documents')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('file_key', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('documents_user_type', ['user_id', 'document_type'])
      .execute();
    await db.schema
      .createTable('kyc_sessions')
      .addColumn('ref_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('login_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('terms')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('value_json', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};

/**
 * Double entry (MONEY.md): the customer-visible `transactions` and their `postings` (legs), each changing one
 * account's balance; the bank's own internal accounts (user_id null, a `purpose`) may go below zero, customers'
 * may not. The per-account `ledger` rows of 0001 become transactions against the sandbox's funding account.
 */
const doubleEntry: Migration = {
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

/**
 * The sandbox custody of the legacy ERC-20 token (seed 001 §3 'Token wallet'): one wallet per customer, its
 * address and the tokens it holds. Not money in the bank's books: a token deposit takes tokens out of it and
 * credits AXC through the ledger (modules/deposits/tokenWallet.ts).
 */
const tokenWallets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('token_wallets')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('eth_wallet_address', 'text', (c) => c.notNull().unique())
      .addColumn('axc', sql`numeric(38, 5)`, (c) => c.notNull().check(sql`axc >= 0`))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};

/**
 * Idempotency keys of money-moving requests (MONEY.md; draft-ietf-httpapi-idempotency-key-header): per customer and
 * key, the request's fingerprint and, once carried out, the answer a repeat gets.
 */
const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('response', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
  },
};

const transfers: Migration = {
  async up(db: Kysely<unknown>) {
    // Seed 001 §3 'Beneficiary': a customer's recipients (members, wire beneficiaries, external recipients).
    await db.schema
      .createTable('beneficiaries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('beneficiary_user_id', 'text', (c) =>
        c.references('users.id').onDelete('set null'),
      )
      .addColumn('extra_data', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('beneficiaries_user_type')
      .on('beneficiaries')
      .columns(['user_id', 'type'])
      .execute();
    // Seed 001 §3 'Internal transaction type': each transfer kind's fee, editable by the back office.
    await db.schema
      .createTable('transfer_types')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('fee', 'numeric(38, 5)')
      .addColumn('fee_currency', 'text')
      .addColumn('fee_rate', 'numeric(20, 8)')
      .addColumn('min_fee', 'numeric(38, 5)')
      .addColumn('max_fee', 'numeric(38, 5)')
      .addColumn('impact_on_spendable_amount', 'text', (c) => c.notNull().defaultTo('DEBIT'))
      .execute();
    // MONEY.md 'Retries and second factors': a code emailed for one exact transfer (or settings change), hashed,
    // expiring, with a few tries; `fingerprint` binds the request it was issued for.
    await db.schema
      .createTable('second_factor_records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};

/**
 * 0006: staking (seed 002 §3). Each staking holds its money in a ledger account of its own (type STAKING, no
 * user_id, so customers' account lists never see it) which, like a customer's, may never go below zero.
 */
const stakings: Migration = {
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

/**
 * The addresses the custodian has handed out or keeps (modules/deposits/network/custody-addresses.ts), so 'whose is
 * this address' (an external transfer must leave the bank: seed 001 §8) is one lookup on the primary key instead of
 * asking the custodian. Lowercase on EVM networks (V2, ETHEREUM: EIP-55 only changes the letters' case), exact on V1.
 * Backfilled once with every token wallet's address; the custodian's addresses are recorded when a customer is
 * provisioned and when an address is handed out (the sandbox's custodian records its customers' at start, for the
 * sandbox databases made before this migration, which recorded them here).
 */
const custodyAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('custody_addresses')
      .addColumn('network', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('custody_addresses_pk', ['network', 'address'])
      .execute();
    await db.schema
      .createIndex('custody_addresses_user')
      .on('custody_addresses')
      .column('user_id')
      .execute();
    const { rows: wallets } = await sql<{
      user_id: string;
      eth_wallet_address: string;
      created_at: Date;
    }>`SELECT user_id, eth_wallet_address, created_at FROM token_wallets`.execute(db);
    const rows = wallets.map((wallet) => ({
      address: wallet.eth_wallet_address,
      userId: wallet.user_id,
      createdAt: wallet.created_at,
    }));
    const table = db as Kysely<{
      custody_addresses: { network: string; address: string; user_id: string; created_at: Date };
    }>;
    for (let i = 0; i < rows.length; i += 500)
      await table
        .insertInto('custody_addresses')
        .values(
          rows.slice(i, i + 500).map((row) => ({
            network: 'ETHEREUM',
            // An EVM address, kept lowercase.
            address: row.address.toLowerCase(),
            user_id: row.userId,
            created_at: row.createdAt,
          })),
        )
        .onConflict((oc) => oc.columns(['network', 'address']).doNothing())
        .execute();
  },
};

/**
 * 0008: debit cards (seed 002 §3). The card holder's profile fields on users (address, date of birth, alternative
 * names printed on a card); the sandbox card issuer's own store (issuer_cards: number, CVV, expiry, PIN, status,
 * courier tracking; issuer_card_transactions: the monthly statement); and the bank's cards, each with a ledger
 * account of its own (type CARD, no user_id) that, like a staking's, may never go below zero: its balance is what
 * the card holds (loads in, spending out), and the ledger audit checks it against the issuer's statement.
 */
const cards: Migration = {
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

/**
 * 0009: gift cards (seed 001 §3 'Gift card purchase record'). One row per order: what was bought (the vendor's
 * product, face value and the 2.5 % fee), what it cost the source (an account or a staking, in its currency), the
 * transaction that paid it and, for a FAILED order, the one that refunded it; the vouchers once PROCESSED.
 */
const giftCards: Migration = {
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

/**
 * 0010: the profile area (seed 002 §3 'Document request', §4 Documents). A document request is one of the four forms
 * (tax ID, card KYC, beneficiary account, change of address/ID) moving INCOMPLETE → SUBMITTED → COMPLETED |
 * REJECTED (or CANCELED); its files live in document_files, keyed by the sub-document type (CARD_KYC_ID …), the
 * bytes in the database like the registration documents. The avatar is a file of type AVATAR without a request,
 * named by users.avatar_file_id.
 */
const profileDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('document_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('memo', 'text')
      .addColumn('info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('info_to_update', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('rejection_reason', 'text')
      .addColumn('submitted_at', 'timestamptz')
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_requests_user_created')
      .on('document_requests')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('document_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (c) =>
        c.references('document_requests.id').onDelete('cascade'),
      )
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('document_files_request')
      .on('document_files')
      .columns(['request_id', 'document_type'])
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('avatar_file_id', 'text', (c) =>
        c.references('document_files.id').onDelete('set null'),
      )
      .execute();
  },
};

/**
 * 0011: login two-factor off needs a code (seed 002 §4 'enabled to disabled by entering a code'). VerifySoftwareToken
 * with a code of the ACTIVE secret records when (totp_verified_at); SetUserMFAPreference Enabled false consumes that
 * proof within 5 minutes (identity/operations/mfa.ts).
 */
const totpVerifiedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('identity_users')
      .addColumn('totp_verified_at', 'timestamptz')
      .execute();
  },
};

/**
 * 0012: state every bank process shares (several processes on one PostgreSQL): the code mails sent per address (the
 * limit counts them under a lock, identity/mail-limit.ts) and the sandbox captcha tokens already redeemed.
 */
const sharedState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('code_mail_sends')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('code_mail_sends_email')
      .on('code_mail_sends')
      .columns(['email', 'sent_at'])
      .execute();
    await db.schema
      .createTable('captcha_redemptions')
      .addColumn('nonce', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};

/**
 * 0013: claiming an Idempotency-Key (axia_claim_key), and a keyed posting in ONE statement
 * (modules/ledger/post-keyed.ts): the key's claim, the legs' accounts locked in id order, the rows the caller planned
 * on checked unchanged (by version), the balance checks, the transaction, its postings and balances, and the key's
 * answer — what applyLegs and http/idempotency.ts do in six round trips.
 * Written with CREATE OR REPLACE: a later migration that changes it replaces it whole.
 */
const postKeyedFunction: Migration = {
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

/**
 * 0014: rate limits every bank process shares (src/limits): one fixed-window counter per limited subject; and the
 * code mails per address counted per purpose (a flood of reset codes must not use up the transfers' codes).
 */
const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'timestamptz', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('code_mail_sends')
      .addColumn('purpose', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.dropIndex('code_mail_sends_email').execute();
    await db.schema
      .createIndex('code_mail_sends_email')
      .on('code_mail_sends')
      .columns(['email', 'purpose', 'sent_at'])
      .execute();
  },
};

/**
 * 0015: server-side session limits (issue 26 #4): when a sandbox identity session (its refresh token's row) was last
 * used — an authenticated call or a refresh — so a refresh after the idle limit is refused; found by origin_jti.
 */
const sessionActivity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('refresh_tokens')
      .addColumn('last_active_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_origin_jti')
      .on('refresh_tokens')
      .column('origin_jti')
      .execute();
  },
};

/**
 * 0016 (issue 29 #12): an external transfer's recipient is one beneficiary per customer, kind (individual or
 * corporate), name (case and runs of spaces aside) and address (case aside: an EVM address's case is only its
 * checksum). Existing duplicates are merged into the oldest: the transfers that named a duplicate name the kept one
 * (their history stays whole), then the duplicates go; a unique index keeps it so.
 */
const externalRecipientKey = sql`user_id, type, regexp_replace(lower(btrim(name)), '\\s+', ' ', 'g'), lower(extra_data->>'toAddress')`;
const EXTERNAL_RECIPIENT_TYPES = sql`('EXTERNAL_WALLET_TRANSFER_INDIVIDUAL', 'EXTERNAL_WALLET_TRANSFER_CORPORATE')`;
/** Each duplicate (id) with the beneficiary it merges into (keep, the oldest of its key). */
const recipientDuplicates = sql`(select id, keep from (
    select id, first_value(id) over (partition by ${externalRecipientKey} order by created_at, id) as keep
    from beneficiaries where type in ${EXTERNAL_RECIPIENT_TYPES}
  ) ranked where id <> keep)`;
export const uniqueExternalRecipients: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update transactions t set meta = jsonb_set(t.meta, '{beneficiaryId}', to_jsonb(d.keep))
      from ${recipientDuplicates} d where t.meta->>'beneficiaryId' = d.id`.execute(db);
    await sql`delete from beneficiaries b using ${recipientDuplicates} d where b.id = d.id`.execute(
      db,
    );
    await sql`create unique index beneficiaries_external_recipient on beneficiaries (${externalRecipientKey})
      where type in ${EXTERNAL_RECIPIENT_TYPES}`.execute(db);
  },
};

/**
 * 0017 (issue 29 #4): why an auto re-enrollment was not carried out at its staking's term end (the pool full or
 * closed, …), so the staking page tells the customer instead of still promising it.
 */
const reEnrollmentFailure: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('staking_auto_enrollments')
      .addColumn('failure_reason', 'text')
      .execute();
  },
};

/**
 * 0018 (issue 30): the USD rates the bank's rate source has produced, one row per currency whose rate changed (the
 * back office's rate move writes it in the transaction that changes settings.rates; the sandbox seed writes a year
 * of history). Read by currency over a time range. The balance history needs no index of its own: 0002's
 * postings_account_time (account_id, created_at desc, id desc) serves its range scan.
 */
const rateHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_history')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('usd_rate', 'numeric', (c) => c.notNull().check(sql`usd_rate > 0`))
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_history_currency_at')
      .on('rate_history')
      .columns(['currency', 'at'])
      .execute();
  },
};

/**
 * 0019 (issue 31): live events. An outbox `bank_events`, one row per customer a change touches, written by triggers
 * in the same database transaction as the change, so every path that moves money or changes a status (TypeScript,
 * axia_post_keyed, the back office) emits without calling anything, and a rolled-back change emits nothing. A row
 * holds what is needed at read time (who, what, its status, this customer's balances after); the stream builds the
 * customer's view from it (src/events). NOTIFY bank_events '<user id>' tells every process at commit.
 */
const bankEvents: Migration = {
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

/**
 * 0020: abuse limits per client (issue 27 #2, #5): the client IP a reset-code mail was asked from (an address's
 * reset budget counts per client, so one IP cannot use up the owner's); and the sign-in lockout per (account,
 * client), so one IP's wrong passwords do not lock the owner out everywhere.
 */
const perClientAbuseLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('code_mail_sends')
      .addColumn('client', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createTable('identity_lockouts')
      .addColumn('sub', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addPrimaryKeyConstraint('identity_lockouts_pk', ['sub', 'client'])
      .execute();
  },
};

/**
 * The outside parties' webhooks (src/webhooks): each event a provider sent, by its id, written with the change it
 * made (one transaction), so a replay is answered with the first answer and changes nothing.
 */
const webhookEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_events')
      .addColumn('party', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('body_sha256', 'text', (c) => c.notNull())
      // DONE: applied (a row exists only with its change); the column leaves room for an event kept refused.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('answer', 'jsonb')
      .addColumn('received_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('webhook_events_pk', ['party', 'event_id'])
      .execute();
  },
};

/**
 * Idempotency keys are pruned past their retention (src/retention, BANK_IDEMPOTENCY_RETENTION_DAYS): the prune finds
 * the old ones by this index instead of reading the whole table.
 */
const idempotencyKeysCreatedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('idempotency_keys_created_at')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
};

/**
 * 0023 (issue 41): the staff console. Identity users carry their user-pool groups (`cognito:groups`: the staff
 * roles); a customer's status carries the reason staff gave for it; `staff_audit` is the append-only trail of every
 * staff act (a trigger refuses UPDATE, DELETE and TRUNCATE, on both engines), written in the act's own transaction;
 * `staff_proposals` holds the four-eyes proposals, at most one open (PROPOSED) per kind and subject.
 */
const staffConsole: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('identity_users')
      .addColumn('groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
    await db.schema.alterTable('users').addColumn('status_reason', 'text').execute();
    await db.schema
      .createTable('staff_audit')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      // The order acts were written in (several share one instant on a fixed clock).
      .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('staff_sub', 'text', (c) => c.notNull())
      .addColumn('staff_email', 'text', (c) => c.notNull())
      .addColumn('roles', 'jsonb', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('before', 'jsonb')
      .addColumn('after', 'jsonb')
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('staff_audit_seq').on('staff_audit').column('seq').execute();
    await db.schema.createIndex('staff_audit_user').on('staff_audit').column('user_id').execute();
    await sql`CREATE FUNCTION axia_staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$`.execute(db);
    await sql`CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
      FOR EACH ROW EXECUTE FUNCTION axia_staff_audit_append_only()`.execute(db);
    await sql`CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
      FOR EACH STATEMENT EXECUTE FUNCTION axia_staff_audit_append_only()`.execute(db);
    await db.schema
      .createTable('staff_proposals')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'numeric', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount_usd', 'numeric', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('proposed_by', 'text', (c) => c.notNull())
      .addColumn('proposed_by_email', 'text', (c) => c.notNull())
      .addColumn('proposed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_by_email', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decision_reason', 'text')
      // What approval carries out (e.g. an adjustment's account and signed amount).
      .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await sql`CREATE UNIQUE INDEX staff_proposals_one_open ON staff_proposals (kind, subject_id)
      WHERE status = 'PROPOSED'`.execute(db);
    await db.schema
      .createIndex('staff_proposals_status')
      .on('staff_proposals')
      .columns(['status', 'proposed_at'])
      .execute();
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return {
      '0001_initial': initial,
      '0002_double_entry': doubleEntry,
      '0003_token_wallets': tokenWallets,
      '0004_idempotency_keys': idempotencyKeys,
      '0005_transfers': transfers,
      '0006_stakings': stakings,
      '0007_custody_addresses': custodyAddresses,
      '0008_cards': cards,
      '0009_gift_cards': giftCards,
      '0010_profile_documents': profileDocuments,
      '0011_totp_verified_at': totpVerifiedAt,
      '0012_shared_state': sharedState,
      '0013_post_keyed_function': postKeyedFunction,
      '0014_rate_limits': rateLimits,
      '0015_session_activity': sessionActivity,
      '0016_unique_external_recipients': uniqueExternalRecipients,
      '0017_re_enrollment_failure': reEnrollmentFailure,
      '0018_rate_history': rateHistory,
      '0019_bank_events': bankEvents,
      '0020_per_client_abuse_limits': perClientAbuseLimits,
      '0021_webhook_events': webhookEvents,
      '0022_idempotency_keys_created_at': idempotencyKeysCreatedAt,
      '0023_staff_console': staffConsole,
    };
  },
};
