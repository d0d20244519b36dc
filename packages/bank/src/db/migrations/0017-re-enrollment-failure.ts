import type { Kysely, Migration } from 'kysely';

/**
 * 0017 (issue 29 #4): why an auto re-enrollment was not carried out at its staking's term end (the pool full or
 * closed, …), so the staking page tells the customer instead of still promising it.
 */
export const reEnrollmentFailure: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('staking_auto_enrollments')
      .addColumn('failure_reason', 'text')
      .execute();
  },
};
