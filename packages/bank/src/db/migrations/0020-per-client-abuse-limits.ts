import type { Kysely, Migration } from 'kysely';

/**
 * 0020: abuse limits per client (issue 27 #2, #5): the client IP a reset-code mail was asked from (an address's
 * reset budget counts per client, so one IP cannot use up the owner's); and the sign-in lockout per (account,
 * client), so one IP's wrong passwords do not lock the owner out everywhere.
 */
export const perClientAbuseLimits: Migration = {
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
