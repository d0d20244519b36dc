import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Sign-in lockout. Every password or sign-in code try is charged to identity_users.failed_attempts BEFORE it is
// checked (one atomic UPDATE that refuses while locked), and the 5th consecutive failure locks the user: 35 s
// (the app says 'Please try again in 35 seconds.'), doubling with each further failure, at most 15 minutes.
// Charging first means parallel guesses cannot all slip in before the lock; a success gives the charge back.

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_BASE_MS = 35_000;
export const LOCKOUT_MAX_MS = 15 * 60_000;

export const lockoutDuration = (failures: number) =>
  Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(failures - MAX_FAILED_ATTEMPTS, 10), LOCKOUT_MAX_MS);

/**
 * Charges one try. Returns the consecutive failure count including this try, or null while the user is locked.
 * When this try would be the 5th failure, the lock is taken now and lifted again by a success.
 */
export async function chargeAttempt(db: Kysely<Database>, sub: string, now: Date) {
  const row = await db
    .updateTable('identity_users')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('sub', '=', sub)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_attempts')
    .executeTakeFirst();
  if (!row) return null;
  if (row.failed_attempts >= MAX_FAILED_ATTEMPTS) {
    await db
      .updateTable('identity_users')
      .set({ locked_until: new Date(now.getTime() + lockoutDuration(row.failed_attempts)) })
      .where('sub', '=', sub)
      .execute();
  }
  return row.failed_attempts;
}

/** The try succeeded and the sign-in is complete: the failure count starts again. */
export async function clearFailures(db: Kysely<Database>, sub: string) {
  await db
    .updateTable('identity_users')
    .set({ failed_attempts: 0, locked_until: null })
    .where('sub', '=', sub)
    .execute();
}

/**
 * The try succeeded but the sign-in is not complete (the password was right, the TOTP code comes next; or a
 * replayed code): give back this try's charge without forgetting earlier failures.
 */
export async function refundAttempt(db: Kysely<Database>, sub: string) {
  await db
    .updateTable('identity_users')
    .set((eb) => ({
      failed_attempts: eb.fn('greatest', [eb('failed_attempts', '-', 1), eb.lit(0)]),
      locked_until: eb
        .case()
        .when('failed_attempts', '>', MAX_FAILED_ATTEMPTS)
        .then(eb.ref('locked_until'))
        .else(null)
        .end(),
    }))
    .where('sub', '=', sub)
    .execute();
}
