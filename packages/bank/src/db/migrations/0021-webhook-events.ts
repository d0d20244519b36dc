import type { Kysely, Migration } from 'kysely';

/**
 * The outside parties' webhooks (src/webhooks): each event a provider sent, by its id, written with the change it
 * made (one transaction), so a replay is answered with the first answer and changes nothing.
 */
export const webhookEvents: Migration = {
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
