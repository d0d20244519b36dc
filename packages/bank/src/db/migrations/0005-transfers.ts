import type { Kysely, Migration } from 'kysely';

export const transfers: Migration = {
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
    // docs/money.md 'Transaction second factor': a code emailed for one exact transfer (or settings change), hashed,
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
