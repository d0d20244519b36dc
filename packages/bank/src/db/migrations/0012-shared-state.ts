import type { Kysely, Migration } from 'kysely';

/**
 * 0012: state every bank process shares (several processes on one PostgreSQL): the code mails sent per address (the
 * limit counts them under a lock, identity/mail-limit.ts) and the sandbox captcha tokens already redeemed.
 */
export const sharedState: Migration = {
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
