import type { Kysely, Migration } from 'kysely';

/**
 * Idempotency keys of money-moving requests (docs/money.md 'Idempotency keys'; draft-ietf-httpapi-idempotency-key-header): per customer and
 * key, the request's fingerprint and, once carried out, the answer a repeat gets.
 */
export const idempotencyKeys: Migration = {
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
