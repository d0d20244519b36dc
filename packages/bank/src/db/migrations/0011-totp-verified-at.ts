import type { Kysely, Migration } from 'kysely';

/**
 * 0011: login two-factor off needs a code (seed 002 §4 'enabled to disabled by entering a code'). VerifySoftwareToken
 * with a code of the ACTIVE secret records when (totp_verified_at); SetUserMFAPreference Enabled false consumes that
 * proof within 5 minutes (identity/operations/mfa.ts).
 */
export const totpVerifiedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('identity_users')
      .addColumn('totp_verified_at', 'timestamptz')
      .execute();
  },
};
