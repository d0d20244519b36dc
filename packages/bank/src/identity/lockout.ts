import type { Kysely } from 'kysely';
import type { BankContext } from '../context';
import type { Database } from '../db/schema';
import { giveBack, hit } from '../limits';
import { attemptsExceeded, CognitoError } from './operations/errors';

// Sign-in lockout, per (account, client IP) (issue 27 #5): one client's wrong passwords lock that client out of the
// account, not the owner signing in from elsewhere. Every password or sign-in code try is charged to its row of
// identity_lockouts BEFORE it is checked (one atomic UPDATE that refuses while locked or while 5 tries are already
// charged), and the 5th consecutive FAILURE locks that client: 35 s, doubling with each further failure, at most
// 15 minutes (the answer says how long is left, and the app says it: 'Please try again in 35 seconds.' first). Charging first means parallel guesses cannot all slip in
// before the lock; a success gives the charge back. Tries still in flight never lock by themselves: concurrent
// correct sign-ins beyond the budget are throttled (TooManyRequestsException), not locked out.
// Over all clients, failures of one account are capped by the limit signInFailuresPerAccount (src/limits): past it
// the account is locked for every client until the window ends, which bounds guessing from many IPs.
// A known device (a browser that completed a sign-in to the account: device-cookie.ts, issue 42 #6) is its own
// client: its tries are charged to its own row and never to that ceiling, so guessing from many IPs cannot lock the
// owner's browser out, while 5 wrong tries on it still lock it.

export const MAX_FAILED_ATTEMPTS = 5;
const LOCKOUT_BASE_MS = 35_000;
const LOCKOUT_MAX_MS = 15 * 60_000;

export const lockoutDuration = (failures: number) =>
  Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(failures - MAX_FAILED_ATTEMPTS, 10), LOCKOUT_MAX_MS);

/** Whose tries: an account, from one client IP or one known device. */
export interface Trier {
  sub: string;
  /** The client IP, or a known device's bucket (device-cookie.ts). */
  client: string;
  /** A known device: outside the account's ceiling over all clients. */
  knownDevice?: boolean;
}

/** Gives back a try's hit of the account's ceiling (a known device's tries never hit it). */
async function giveBackCeiling(ctx: BankContext, trier: Trier) {
  if (!trier.knownDevice) await giveBack(ctx, 'signInFailuresPerAccount', trier.sub);
}

export type Charge = { failures: number } | 'locked' | 'busy';

/**
 * Charges one try: the consecutive failure count including this try, 'locked' while the user is locked, or
 * 'busy' when the budget of tries is already taken by tries in flight.
 */
export async function chargeAttempt(
  db: Kysely<Database>,
  { sub, client }: Trier,
  now: Date,
): Promise<Charge> {
  await db
    .insertInto('identity_lockouts')
    .values({ sub, client, locked_until: null })
    .onConflict((oc) => oc.columns(['sub', 'client']).doNothing())
    .execute();
  const row = await db
    .updateTable('identity_lockouts')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('sub', '=', sub)
    .where('client', '=', client)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where((eb) =>
      // After a lock has expired the user gets one more try (which locks again, for longer, if it fails).
      eb.or([eb('failed_attempts', '<', MAX_FAILED_ATTEMPTS), eb('locked_until', 'is not', null)]),
    )
    .returning('failed_attempts')
    .executeTakeFirst();
  if (row) return { failures: row.failed_attempts };
  // Refused: either a lock is on (one that had ended would have let the try through) or, with no lock, the budget is
  // taken by tries in flight. A row gone meanwhile (a sign-in completed) holds no lock.
  const lock = await db
    .selectFrom('identity_lockouts')
    .select('locked_until')
    .where('sub', '=', sub)
    .where('client', '=', client)
    .where('locked_until', 'is not', null)
    .executeTakeFirst();
  return lock ? 'locked' : 'busy';
}

/**
 * How long the lock of a locked-out client has left (what the app tells the customer to wait), in ms; undefined when
 * the client holds no lock (its row gone: a sign-in or a reset completed since the try was refused).
 */
export async function lockLeft(db: Kysely<Database>, { sub, client }: Trier, now: Date) {
  const row = await db
    .selectFrom('identity_lockouts')
    .select('locked_until')
    .where('sub', '=', sub)
    .where('client', '=', client)
    .executeTakeFirst();
  return row?.locked_until ? row.locked_until.getTime() - now.getTime() : undefined;
}

/** The try failed: with the 5th consecutive failure the client is locked out of the account. */
export async function recordFailure(
  ctx: BankContext,
  { sub, client }: Trier,
  failures: number,
  now: Date,
) {
  if (failures < MAX_FAILED_ATTEMPTS) return false;
  await ctx.db
    .updateTable('identity_lockouts')
    .set({ locked_until: new Date(now.getTime() + lockoutDuration(failures)) })
    .where('sub', '=', sub)
    .where('client', '=', client)
    .execute();
  return true;
}

/** The try succeeded and the sign-in is complete: this client's failure count starts again. */
export async function clearFailures(ctx: BankContext, trier: Trier) {
  await ctx.db
    .deleteFrom('identity_lockouts')
    .where('sub', '=', trier.sub)
    .where('client', '=', trier.client)
    .execute();
  await giveBackCeiling(ctx, trier);
}

/** A password reset by the mailbox's owner: every client's lockout of the account ends. */
export async function clearAllLockouts(db: Kysely<Database>, sub: string) {
  await db.deleteFrom('identity_lockouts').where('sub', '=', sub).execute();
}

/**
 * The try succeeded but the sign-in is not complete (the password was right, the TOTP code comes next; or a
 * replayed code): give back this try's charge without forgetting earlier failures.
 */
export async function refundAttempt(ctx: BankContext, trier: Trier) {
  const { sub, client } = trier;
  await ctx.db
    .updateTable('identity_lockouts')
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
    .where('client', '=', client)
    .execute();
  await giveBackCeiling(ctx, trier);
}

/**
 * Charges a try or throws: 'Password attempts exceeded' while this client is locked out or the account's failures
 * over all clients are past the ceiling (not for a known device), a throttle while the budget is in flight. A try
 * refused here gives its ceiling hit back (it tested nothing).
 */
export async function takeAttempt(ctx: BankContext, trier: Trier, now: Date): Promise<number> {
  if (!trier.knownDevice) {
    const ceiling = await hit(ctx, 'signInFailuresPerAccount', trier.sub);
    if (!ceiling.allowed) throw attemptsExceeded(ceiling.retryAfterSeconds * 1000);
  }
  const charge = await chargeAttempt(ctx.db, trier, now);
  if (charge === 'locked' || charge === 'busy') await giveBackCeiling(ctx, trier);
  if (charge === 'locked') throw attemptsExceeded(await lockLeft(ctx.db, trier, now));
  if (charge === 'busy') throw new CognitoError('TooManyRequestsException', 'Too many requests');
  return charge.failures;
}

/** Records a failed try and returns the error to answer: the lockout once it is reached, else `error`. */
export async function failedAttempt(
  ctx: BankContext,
  trier: Trier,
  failures: number,
  now: Date,
  error: CognitoError,
): Promise<CognitoError> {
  return (await recordFailure(ctx, trier, failures, now))
    ? attemptsExceeded(lockoutDuration(failures))
    : error;
}
