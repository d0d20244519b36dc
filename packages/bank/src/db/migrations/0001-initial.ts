import { sql, type Kysely, type Migration } from 'kysely';

export const initial: Migration = {
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
