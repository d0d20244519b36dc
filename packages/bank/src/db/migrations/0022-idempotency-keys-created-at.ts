import type { Kysely, Migration } from 'kysely';

/**
 * Idempotency keys are pruned past their retention (src/retention, BANK_IDEMPOTENCY_RETENTION_DAYS): the prune finds
 * the old ones by this index instead of reading the whole table.
 */
export const idempotencyKeysCreatedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('idempotency_keys_created_at')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
};
