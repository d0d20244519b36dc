import type { Kysely, Migration } from 'kysely';

/**
 * 0015: server-side session limits (issue 26 #4): when a sandbox identity session (its refresh token's row) was last
 * used — an authenticated call or a refresh — so a refresh after the idle limit is refused; found by origin_jti.
 */
export const sessionActivity: Migration = {
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
