import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0018 (issue 30): the USD rates the bank's rate source has produced, one row per currency whose rate changed (the
 * back office's rate move writes it in the transaction that changes settings.rates; the sandbox seed writes a year
 * of history). Read by currency over a time range. The balance history needs no index of its own: 0002's
 * postings_account_time (account_id, created_at desc, id desc) serves its range scan.
 */
export const rateHistory: Migration = {
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
