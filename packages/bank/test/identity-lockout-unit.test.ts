import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/clock';
import type { BankContext } from '../src/context';
import {
  chargeAttempt,
  clearAllLockouts,
  clearFailures,
  failedAttempt,
  lockoutDuration,
  recordFailure,
  refundAttempt,
  takeAttempt,
  type Trier,
} from '../src/identity/lockout';
import { CognitoError } from '../src/identity/operations/errors';
import { Settings } from '../src/settings';
import { engine, engineUnavailable, freshDatabase } from './harness';

// The sign-in lockout (issue 27 #5) on a database without a bank: every try is charged to its (account, client) row
// before it is checked, the 5th consecutive failure locks that client out of the account for 35 s, doubling with
// each further failure up to 15 minutes; a success gives the charge back; over all clients the account's failures
// are capped by the limit signInFailuresPerAccount. Through the API: identity.test.ts.

const START = new Date('2026-11-21T12:00:00.000Z');

describe('the lockout’s length', () => {
  it('is 35 s at the 5th consecutive failure, doubling with each further one, at most 15 minutes', () => {
    expect(lockoutDuration(5)).toBe(35_000);
    expect(lockoutDuration(6)).toBe(70_000);
    expect(lockoutDuration(7)).toBe(140_000);
    expect(lockoutDuration(8)).toBe(280_000);
    expect(lockoutDuration(9)).toBe(560_000);
    expect(lockoutDuration(10)).toBe(900_000);
    expect(lockoutDuration(40)).toBe(900_000);
    expect(lockoutDuration(5000)).toBe(900_000);
  });
});

describe.skipIf(engineUnavailable)(`sign-in tries per account and client (${engine})`, () => {
  let ctx: BankContext;
  let clock: FixedClock;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { database, cleanup } = await freshDatabase();
    clock = new FixedClock(START);
    ctx = {
      db: database.db,
      clock,
      settings: new Settings(database.db, clock),
    } as unknown as BankContext;
    close = async () => {
      await database.close();
      cleanup();
    };
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  let n = 0;
  /** A new account's sub, tried from client 198.51.100.1, at START. */
  const fresh = (): Trier => {
    clock.set(START);
    return { sub: `sub-${++n}`, client: '198.51.100.1' };
  };
  const at = (ms: number) => new Date(START.getTime() + ms);
  const lockedUntil = async ({ sub, client }: Trier) =>
    (
      await ctx.db
        .selectFrom('identity_lockouts')
        .select('locked_until')
        .where('sub', '=', sub)
        .where('client', '=', client)
        .executeTakeFirst()
    )?.locked_until;
  const rows = async (sub: string) =>
    (
      await ctx.db
        .selectFrom('identity_lockouts')
        .select(['client', 'failed_attempts'])
        .where('sub', '=', sub)
        .orderBy('client')
        .execute()
    ).map((row) => `${row.client}:${row.failed_attempts}`);
  /** The account's hits against the ceiling over all clients (rate_limit_hits). */
  const ceilingHits = async (sub: string) =>
    (
      await ctx.db
        .selectFrom('rate_limit_hits')
        .select('hits')
        .where('key', '=', `signInFailuresPerAccount:${sub}`)
        .executeTakeFirst()
    )?.hits ?? 0;
  const failures = async (trier: Trier, count: number, now = START) => {
    for (let i = 0; i < count; i++) {
      const charge = await chargeAttempt(ctx.db, trier, now);
      if (typeof charge !== 'object') throw new Error(`try ${i + 1} not charged: ${charge}`);
      await recordFailure(ctx, trier, charge.failures, now);
    }
  };
  const errorOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message };
    }
    return null;
  };
  const EXCEEDED = {
    name: 'NotAuthorizedException',
    message: expect.stringMatching(/^Password attempts exceeded \(try again in \d+ seconds\)$/),
  };
  const exceededFor = (seconds: number) => ({
    name: 'NotAuthorizedException',
    message: `Password attempts exceeded (try again in ${seconds} seconds)`,
  });

  it('charges each try before it is checked: the answer counts the tries so far, this one included', async () => {
    const trier = fresh();
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 1 });
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 2 });
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 3 });
    expect(await rows(trier.sub)).toEqual(['198.51.100.1:3']);
  });

  it('counts per account and client: another client, or another account, starts at one', async () => {
    const trier = fresh();
    await failures(trier, 4);
    expect(await chargeAttempt(ctx.db, { ...trier, client: '203.0.113.9' }, START)).toEqual({
      failures: 1,
    });
    const other = fresh();
    expect(await chargeAttempt(ctx.db, { ...other, client: trier.client }, START)).toEqual({
      failures: 1,
    });
    expect(await rows(trier.sub)).toEqual(['198.51.100.1:4', '203.0.113.9:1']);
  });

  it('with 5 tries charged and none failed yet, a 6th is refused as busy (throttled), not locked', async () => {
    const trier = fresh();
    for (let i = 1; i <= 5; i++)
      expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: i });
    expect(await chargeAttempt(ctx.db, trier, START)).toBe('busy');
    expect(await lockedUntil(trier)).toBeNull();
    // Still busy later: tries in flight never lock by themselves.
    expect(await chargeAttempt(ctx.db, trier, at(3_600_000))).toBe('busy');
  });

  it('locks the client out at the 5th consecutive failure, for 35 s from that failure, and only that client', async () => {
    const trier = fresh();
    for (let i = 1; i <= 4; i++) {
      const charge = await chargeAttempt(ctx.db, trier, START);
      expect(
        await recordFailure(ctx, trier, (charge as { failures: number }).failures, START),
      ).toBe(false);
    }
    expect(await lockedUntil(trier)).toBeNull();
    const elsewhere = { ...trier, client: '203.0.113.9' };
    await failures(elsewhere, 1);
    expect(await chargeAttempt(ctx.db, trier, at(1_000))).toEqual({ failures: 5 });
    expect(await recordFailure(ctx, trier, 5, at(1_000))).toBe(true);
    expect(await lockedUntil(trier)).toEqual(new Date('2026-11-21T12:00:36.000Z'));
    expect(await lockedUntil(elsewhere)).toBeNull();
    // The other client may go on trying.
    expect(await chargeAttempt(ctx.db, elsewhere, at(2_000))).toEqual({ failures: 2 });
  });

  it('refuses every try while locked; at the lock’s end one more try, whose failure locks for twice as long', async () => {
    const trier = fresh();
    await failures(trier, 5);
    expect(await lockedUntil(trier)).toEqual(new Date('2026-11-21T12:00:35.000Z'));
    expect(await chargeAttempt(ctx.db, trier, START)).toBe('locked');
    expect(await chargeAttempt(ctx.db, trier, at(34_999))).toBe('locked');
    expect(await chargeAttempt(ctx.db, trier, at(35_000))).toEqual({ failures: 6 });
    expect(await recordFailure(ctx, trier, 6, at(35_000))).toBe(true);
    expect(await lockedUntil(trier)).toEqual(new Date('2026-11-21T12:01:45.000Z'));
    expect(await chargeAttempt(ctx.db, trier, at(104_999))).toBe('locked');
    expect(await chargeAttempt(ctx.db, trier, at(105_000))).toEqual({ failures: 7 });
  });

  it('a refund gives back this try’s charge and keeps the earlier failures, never going below none', async () => {
    const trier = fresh();
    await failures(trier, 2);
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 3 });
    await refundAttempt(ctx, trier);
    expect(await rows(trier.sub)).toEqual(['198.51.100.1:2']);
    await clearFailures(ctx, trier);
    await chargeAttempt(ctx.db, trier, START);
    await refundAttempt(ctx, trier);
    await refundAttempt(ctx, trier);
    expect(await rows(trier.sub)).toEqual(['198.51.100.1:0']);
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 1 });
  });

  it('a refund of the try after an expired lock keeps that lock’s end, so the next try is allowed too', async () => {
    const trier = fresh();
    await failures(trier, 5);
    expect(await chargeAttempt(ctx.db, trier, at(35_000))).toEqual({ failures: 6 });
    await refundAttempt(ctx, trier);
    expect(await lockedUntil(trier)).toEqual(new Date('2026-11-21T12:00:35.000Z'));
    expect(await chargeAttempt(ctx.db, trier, at(40_000))).toEqual({ failures: 6 });
  });

  it('a refund of a 5th try in flight (never locked) leaves no lock: the next try is charged as the 5th', async () => {
    const trier = fresh();
    await failures(trier, 4);
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 5 });
    await refundAttempt(ctx, trier);
    expect(await lockedUntil(trier)).toBeNull();
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 5 });
  });

  it('a complete sign-in forgets this client’s failures only; a password reset forgets every client’s', async () => {
    const trier = fresh();
    const elsewhere = { ...trier, client: '203.0.113.9' };
    const otherAccount = { ...fresh(), client: trier.client };
    await failures(trier, 3);
    await failures(elsewhere, 2);
    await failures(otherAccount, 1);
    await clearFailures(ctx, trier);
    expect(await rows(trier.sub)).toEqual(['203.0.113.9:2']);
    expect(await chargeAttempt(ctx.db, trier, START)).toEqual({ failures: 1 });
    await clearAllLockouts(ctx.db, trier.sub);
    expect(await rows(trier.sub)).toEqual([]);
    expect(await rows(otherAccount.sub)).toEqual(['198.51.100.1:1']);
  });

  it('a try taken counts against the account’s ceiling; a complete sign-in or a refund gives it back', async () => {
    const trier = fresh();
    expect(await takeAttempt(ctx, trier, START)).toBe(1);
    expect(await takeAttempt(ctx, trier, START)).toBe(2);
    expect(await ceilingHits(trier.sub)).toBe(2);
    await refundAttempt(ctx, trier);
    expect(await ceilingHits(trier.sub)).toBe(1);
    await clearFailures(ctx, trier);
    expect(await ceilingHits(trier.sub)).toBe(0);
    expect(await takeAttempt(ctx, trier, START)).toBe(1);
  });

  it('past the account’s ceiling over all clients, every client is refused with “Password attempts exceeded”', async () => {
    await ctx.settings.set('rateLimits', { signInFailuresPerAccount: { max: 3 } });
    try {
      const trier = fresh();
      expect(await takeAttempt(ctx, trier, START)).toBe(1);
      expect(await takeAttempt(ctx, { ...trier, client: '203.0.113.9' }, START)).toBe(1);
      expect(await takeAttempt(ctx, { ...trier, client: '192.0.2.4' }, START)).toBe(1);
      expect(await errorOf(takeAttempt(ctx, { ...trier, client: '192.0.2.5' }, START))).toEqual(
        EXCEEDED,
      );
      // Nothing was charged to the refused client.
      expect(await rows(trier.sub)).toEqual(['192.0.2.4:1', '198.51.100.1:1', '203.0.113.9:1']);
      // Another account is not affected.
      expect(await takeAttempt(ctx, { ...fresh(), client: '192.0.2.5' }, START)).toBe(1);
    } finally {
      await ctx.settings.set('rateLimits', {});
    }
  });

  it('a try refused as locked or busy throws and gives its ceiling hit back (it tested nothing)', async () => {
    const locked = fresh();
    await failures(locked, 5);
    expect(await errorOf(takeAttempt(ctx, locked, START))).toEqual(exceededFor(35));
    expect(await ceilingHits(locked.sub)).toBe(0);

    const busy = fresh();
    for (let i = 1; i <= 5; i++) expect(await takeAttempt(ctx, busy, START)).toBe(i);
    expect(await errorOf(takeAttempt(ctx, busy, START))).toEqual({
      name: 'TooManyRequestsException',
      message: 'Too many requests',
    });
    expect(await ceilingHits(busy.sub)).toBe(5);
  });

  it('a failed try answers its own error until the 5th failure, then “Password attempts exceeded” and the lock', async () => {
    const trier = fresh();
    const wrong = new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    for (let i = 1; i <= 4; i++) {
      const failuresSoFar = await takeAttempt(ctx, trier, START);
      expect(await failedAttempt(ctx, trier, failuresSoFar, START, wrong)).toBe(wrong);
    }
    const fifth = await takeAttempt(ctx, trier, START);
    const answer = await failedAttempt(ctx, trier, fifth, START, wrong);
    expect({ name: answer.name, message: answer.message }).toEqual(exceededFor(35));
    expect(await lockedUntil(trier)).toEqual(new Date('2026-11-21T12:00:35.000Z'));
  });
});
