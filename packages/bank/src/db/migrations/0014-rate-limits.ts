import type { Kysely, Migration } from 'kysely';

/**
 * 0014: rate limits every bank process shares (src/limits): one fixed-window counter per limited subject; and the
 * code mails per address counted per purpose (a flood of reset codes must not use up the transfers' codes).
 */
export const rateLimits: Migration = {
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
