import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { attemptsExceeded, CognitoError } from './operations/errors';

// Sign-in lockout. Every password or sign-in code try is charged to identity_users.failed_attempts BEFORE it is
// checked (one atomic UPDATE that refuses while locked or while 5 tries are already charged), and the 5th
// consecutive FAILURE locks the user: 35 s (the app says 'Please try again in 35 seconds.'), doubling with each
// further failure, at most 15 minutes. Charging first means parallel guesses cannot all slip in before the lock;
// a success gives the charge back. Tries still in flight never lock by themselves: concurrent correct sign-ins
// beyond the budget are throttled (TooManyRequestsException), not locked out.

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_BASE_MS = 35_000;
export const LOCKOUT_MAX_MS = 15 * 60_000;

export const lockoutDuration = (failures: number) =>
  Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(failures - MAX_FAILED_ATTEMPTS, 10), LOCKOUT_MAX_MS);

export type Charge = { failures: number } | 'locked' | 'busy';

/**
 * Charges one try: the consecutive failure count including this try, 'locked' while the user is locked, or
 * 'busy' when the budget of tries is already taken by tries in flight.
 */
export async function chargeAttempt(db: Kysely<Database>, sub: string, now: Date): Promise<Charge> {
  const row = await db
    .updateTable('identity_users')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('sub', '=', sub)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where((eb) =>
      // After a lock has expired the user gets one more try (which locks again, for longer, if it fails).
      eb.or([eb('failed_attempts', '<', MAX_FAILED_ATTEMPTS), eb('locked_until', 'is not', null)]),
    )
    .returning('failed_attempts')
    .executeTakeFirst();
  if (row) return { failures: row.failed_attempts };
  const current = await db
    .selectFrom('identity_users')
    .select('locked_until')
    .where('sub', '=', sub)
    .executeTakeFirst();
  const locked = current?.locked_until && new Date(current.locked_until).getTime() > now.getTime();
  return locked ? 'locked' : 'busy';
}

/** The try failed: with the 5th consecutive failure the user is locked. */
export async function recordFailure(
  db: Kysely<Database>,
  sub: string,
  failures: number,
  now: Date,
) {
  if (failures < MAX_FAILED_ATTEMPTS) return false;
  await db
    .updateTable('identity_users')
    .set({ locked_until: new Date(now.getTime() + lockoutDuration(failures)) })
    .where('sub', '=', sub)
    .execute();
  return true;
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

/** Charges a try or throws: 'Password attempts exceeded' while locked, a throttle while the budget is in flight. */
export async function takeAttempt(db: Kysely<Database>, sub: string, now: Date): Promise<number> {
  const charge = await chargeAttempt(db, sub, now);
  if (charge === 'locked') throw attemptsExceeded();
  if (charge === 'busy') throw new CognitoError('TooManyRequestsException', 'Too many requests');
  return charge.failures;
}

/** Records a failed try and returns the error to answer: the lockout once it is reached, else `error`. */
export async function failedAttempt(
  db: Kysely<Database>,
  sub: string,
  failures: number,
  now: Date,
  error: CognitoError,
): Promise<CognitoError> {
  return (await recordFailure(db, sub, failures, now)) ? attemptsExceeded() : error;
}
