import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FixedClock } from '../src/clock';
import type { BankContext } from '../src/context';
import { runInTransaction, type AmbientScope } from '../src/db/ambient';
import { claimLease } from '../src/db/lease';
import {
  assertWithinLimit,
  deferredHit,
  giveBack,
  hit,
  isLimitName,
  LIFTED_LIMITS,
  limitStates,
  pruneEndedWindows,
  RateLimitedError,
  ReadTimeBudget,
  readTimeBudget,
  EXPENSIVE_READS,
  ruleOf,
  setLimitLifted,
  startLimitPruning,
  type LimitName,
} from '../src/limits';
import { Settings } from '../src/settings';
import { engine, engineUnavailable, migratedDatabase } from './migrated-database';

// The bank's shared rate limits (src/limits) without a bank: a fresh database, the bank's clock (a FixedClock moved
// by the tests) and its settings. What each limit allows, when its window ends, what Retry-After says, the setting
// that changes them, the hit a refused request keeps, and the pruning of ended windows (and of its periodic job).
// The same limits through the API: test/rate-limits.test.ts.

const T0 = new Date('2026-11-21T12:00:00Z');
const MINUTE = 60_000;

/**
 * Each limit as issue 27 set it: hits allowed, and its window in seconds (what a first hit's Retry-After says); the
 * read-time budget (issue 44) counts milliseconds of reads in memory, not hits: its own tests are at the end.
 */
const LIMITS: Record<LimitName, { max: number; windowSeconds: number }> = {
  signInFailuresPerClient: { max: 20, windowSeconds: 900 },
  signInFailuresPerAccount: { max: 50, windowSeconds: 900 },
  codeRequestsPerClient: { max: 10, windowSeconds: 900 },
  codeGuessesPerClient: { max: 20, windowSeconds: 900 },
  passkeyChallengesPerClient: { max: 100, windowSeconds: 900 },
  memberLookupsPerCustomer: { max: 30, windowSeconds: 3600 },
  moneyMovesPerCustomer: { max: 10, windowSeconds: 60 },
  expensiveReadTimePerCustomer: { max: 3_000, windowSeconds: 10 },
};

describe.skipIf(engineUnavailable)(`rate limits on the bank's clock (${engine})`, () => {
  let database: Awaited<ReturnType<typeof migratedDatabase>>['database'];
  let cleanup: () => void;
  let clock: FixedClock;
  let ctx: BankContext;

  const at = (ms: number) => clock.set(new Date(T0.getTime() + ms));
  const hitKeys = async () =>
    (await database.db.selectFrom('rate_limit_hits').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );
  const mailAddresses = async () =>
    (
      await database.db.selectFrom('code_mail_sends').select('email').orderBy('email').execute()
    ).map((row) => row.email);
  /** A code mail recorded as sent `ms` after T0 (what identity/mail-limit.ts writes). */
  const mailSent = (email: string, ms: number) =>
    database.db
      .insertInto('code_mail_sends')
      .values({ email, sent_at: new Date(T0.getTime() + ms) })
      .execute();
  /** Hits `times` times in a row: whether each was allowed. */
  const hits = async (name: LimitName, subject: string, times: number) => {
    const allowed: boolean[] = [];
    for (let i = 0; i < times; i++) allowed.push((await hit(ctx, name, subject)).allowed);
    return allowed;
  };

  beforeAll(async () => {
    ({ database, cleanup } = await migratedDatabase());
    clock = new FixedClock(T0);
    ctx = {
      db: database.db,
      clock,
      settings: new Settings(database.db, clock),
    } as unknown as BankContext;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });
  beforeEach(async () => {
    clock.set(T0);
    await database.db.deleteFrom('rate_limit_hits').execute();
    await database.db.deleteFrom('code_mail_sends').execute();
    await database.db.deleteFrom('settings').execute();
    await ctx.settings.set('rateLimits', {});
  });

  describe('each limit', () => {
    for (const [name, { max, windowSeconds }] of (
      Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]
    ).filter(([name]) => name !== 'expensiveReadTimePerCustomer')) {
      it(`${name}: ${max} hits in ${windowSeconds} s, the next refused until the window ends`, async () => {
        const first = await hit(ctx, name, 'subject');
        // A new window: the whole of it is left.
        expect(first).toEqual({ allowed: true, retryAfterSeconds: windowSeconds });
        expect(await hits(name, 'subject', max - 1)).toEqual(Array(max - 1).fill(true));
        expect(await hit(ctx, name, 'subject')).toEqual({
          allowed: false,
          retryAfterSeconds: windowSeconds,
        });
        // One millisecond before the window ends: still refused, try again in (rounded up) one second.
        at(windowSeconds * 1000 - 1);
        expect(await hit(ctx, name, 'subject')).toEqual({ allowed: false, retryAfterSeconds: 1 });
        // Once it has ended a new window starts with this hit.
        at(windowSeconds * 1000);
        expect(await hit(ctx, name, 'subject')).toEqual({
          allowed: true,
          retryAfterSeconds: windowSeconds,
        });
      });
    }
  });

  it('Retry-After is the whole seconds left in the window, rounded up', async () => {
    await hit(ctx, 'moneyMovesPerCustomer', 'ann');
    at(20_250);
    expect((await hit(ctx, 'moneyMovesPerCustomer', 'ann')).retryAfterSeconds).toBe(40);
    at(59_000);
    expect((await hit(ctx, 'moneyMovesPerCustomer', 'ann')).retryAfterSeconds).toBe(1);
  });

  it('counts each subject of each limit on its own', async () => {
    expect(await hits('moneyMovesPerCustomer', 'ann', 11)).toEqual([
      ...Array(10).fill(true),
      false,
    ]);
    expect((await hit(ctx, 'moneyMovesPerCustomer', 'bob')).allowed).toBe(true);
    expect((await hit(ctx, 'memberLookupsPerCustomer', 'ann')).allowed).toBe(true);
    expect(await hitKeys()).toEqual([
      'memberLookupsPerCustomer:ann',
      'moneyMovesPerCustomer:ann',
      'moneyMovesPerCustomer:bob',
    ]);
  });

  it('the rateLimits setting changes a limit, the rest of it and the other limits as they were', async () => {
    await ctx.settings.set('rateLimits', { moneyMovesPerCustomer: { max: 2 } });
    expect(await ruleOf(ctx, 'moneyMovesPerCustomer')).toEqual({ max: 2, windowMs: 60_000 });
    expect(await ruleOf(ctx, 'codeRequestsPerClient')).toEqual({ max: 10, windowMs: 900_000 });
    expect(await hits('moneyMovesPerCustomer', 'ann', 3)).toEqual([true, true, false]);
  });

  it('the lifted limits allow a million hits of every limit, in its usual window', async () => {
    expect(LIFTED_LIMITS).toEqual({
      signInFailuresPerClient: { max: 1_000_000 },
      signInFailuresPerAccount: { max: 1_000_000 },
      codeRequestsPerClient: { max: 1_000_000 },
      codeGuessesPerClient: { max: 1_000_000 },
      passkeyChallengesPerClient: { max: 1_000_000 },
      memberLookupsPerCustomer: { max: 1_000_000 },
      moneyMovesPerCustomer: { max: 1_000_000 },
      expensiveReadTimePerCustomer: { max: 1_000_000 },
    });
    await ctx.settings.set('rateLimits', LIFTED_LIMITS);
    for (const [name, { windowSeconds }] of Object.entries(LIMITS))
      expect(await ruleOf(ctx, name as LimitName)).toEqual({
        max: 1_000_000,
        windowMs: windowSeconds * 1000,
      });
    expect(await hits('moneyMovesPerCustomer', 'ann', 11)).toEqual(Array(11).fill(true));
  });

  it('the staff console sees each limit lifted or not; lifting one and putting it back leaves the others as they were', async () => {
    await ctx.settings.set('rateLimits', { moneyMovesPerCustomer: { max: 3 } });
    expect(await limitStates(ctx)).toEqual([
      { name: 'signInFailuresPerClient', rule: { max: 20, windowMs: 900_000 }, lifted: false },
      { name: 'signInFailuresPerAccount', rule: { max: 50, windowMs: 900_000 }, lifted: false },
      { name: 'codeRequestsPerClient', rule: { max: 10, windowMs: 900_000 }, lifted: false },
      { name: 'codeGuessesPerClient', rule: { max: 20, windowMs: 900_000 }, lifted: false },
      { name: 'passkeyChallengesPerClient', rule: { max: 100, windowMs: 900_000 }, lifted: false },
      { name: 'memberLookupsPerCustomer', rule: { max: 30, windowMs: 3_600_000 }, lifted: false },
      { name: 'moneyMovesPerCustomer', rule: { max: 3, windowMs: 60_000 }, lifted: false },
      {
        name: 'expensiveReadTimePerCustomer',
        rule: { max: 3_000, windowMs: 10_000 },
        lifted: false,
      },
    ]);
    await setLimitLifted(ctx, 'codeRequestsPerClient', true);
    expect(await ctx.settings.get('rateLimits', {})).toEqual({
      moneyMovesPerCustomer: { max: 3 },
      codeRequestsPerClient: { max: 1_000_000 },
    });
    const lifted = (await limitStates(ctx)).filter((state) => state.lifted);
    expect(lifted).toEqual([
      { name: 'codeRequestsPerClient', rule: { max: 1_000_000, windowMs: 900_000 }, lifted: true },
    ]);
    // One short of the lifted budget is not lifted.
    await ctx.settings.set('rateLimits', { codeRequestsPerClient: { max: 999_999 } });
    expect((await limitStates(ctx)).some((state) => state.lifted)).toBe(false);
    await setLimitLifted(ctx, 'codeRequestsPerClient', true);
    await setLimitLifted(ctx, 'moneyMovesPerCustomer', true);
    await setLimitLifted(ctx, 'codeRequestsPerClient', false);
    expect(await ctx.settings.get('rateLimits', {})).toEqual({
      moneyMovesPerCustomer: { max: 1_000_000 },
    });
  });

  it('knows the limits by name, and nothing else (not an inherited property)', () => {
    expect(isLimitName('moneyMovesPerCustomer')).toBe(true);
    expect(isLimitName('signInFailuresPerAccount')).toBe(true);
    expect(isLimitName('toString')).toBe(false);
    expect(isLimitName('moneyMoves')).toBe(false);
  });

  it('over the limit, assertWithinLimit refuses with 429, the message and Retry-After', async () => {
    for (let i = 0; i < 10; i++) await assertWithinLimit(ctx, 'moneyMovesPerCustomer', 'ann');
    at(15_000);
    const refusal = await assertWithinLimit(ctx, 'moneyMovesPerCustomer', 'ann').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please try again later.',
      retryAfterSeconds: 45,
    });
  });

  it("a deferred hit (the keyed posting counts it, issue 44) is the limit's window on the bank's clock and its max", async () => {
    at(5_000);
    await ctx.settings.set('rateLimits', { moneyMovesPerCustomer: { max: 3 } });
    const move = await deferredHit(ctx, 'moneyMovesPerCustomer', 'ann');
    expect(move.window).toEqual({
      key: 'moneyMovesPerCustomer:ann',
      now: '2026-11-21T12:00:05.000Z',
      since: '2026-11-21T11:59:05.000Z',
      max: 3,
    });
    expect(move.counted).toBe(false);
    // Nothing is counted until a statement counts it.
    expect(await hitKeys()).toEqual([]);
  });

  it("a deferred hit's refusal is 429 with the seconds left, rounded up, of the window the statement read", async () => {
    at(20_250);
    const move = await deferredHit(ctx, 'moneyMovesPerCustomer', 'ann');
    expect(move.refusal('2026-11-21T12:00:00+00:00')).toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please try again later.',
      retryAfterSeconds: 40,
    });
    expect(move.refusal('2026-11-21T11:59:20.250Z').retryAfterSeconds).toBe(1);
    expect(move.refusal('2026-11-21T11:59:00Z').retryAfterSeconds).toBe(1);
  });

  it('a hit given back (a right try) lets one more through, and a counter never goes below zero', async () => {
    expect(await hits('moneyMovesPerCustomer', 'ann', 10)).toEqual(Array(10).fill(true));
    await giveBack(ctx, 'moneyMovesPerCustomer', 'ann');
    expect(await hits('moneyMovesPerCustomer', 'ann', 2)).toEqual([true, false]);

    await hit(ctx, 'moneyMovesPerCustomer', 'bob');
    await giveBack(ctx, 'moneyMovesPerCustomer', 'bob');
    await giveBack(ctx, 'moneyMovesPerCustomer', 'bob');
    expect(await hits('moneyMovesPerCustomer', 'bob', 11)).toEqual([
      ...Array(10).fill(true),
      false,
    ]);
    // Another subject's counter is not touched.
    expect(await hits('moneyMovesPerCustomer', 'ann', 1)).toEqual([false]);
  });

  it('a hit made in a request that is then refused (rolled back) still counts', async () => {
    const kept: AmbientScope['keptIfRefused'] = [];
    await database.db
      .transaction()
      .execute(async (trx) => {
        await runInTransaction({ trx, keptIfRefused: kept }, async () => {
          await hit(ctx, 'moneyMovesPerCustomer', 'ann');
          throw new Error('refused');
        });
      })
      .catch(() => undefined);
    expect(await hitKeys()).toEqual([]);
    // What the request's refusal does (http/idempotency.ts): the kept writes made again, on the database.
    for (const write of kept) await write(database.db);
    expect(
      await database.db.selectFrom('rate_limit_hits').select(['key', 'hits']).execute(),
    ).toEqual([{ key: 'moneyMovesPerCustomer:ann', hits: 1 }]);
  });

  it('pruning deletes the counters older than the longest window (an hour) and code mails older than 15 minutes, and counts both', async () => {
    await hit(ctx, 'moneyMovesPerCustomer', 'old');
    await hit(ctx, 'signInFailuresPerClient', '198.51.100.7');
    await mailSent('old@prune.test', 0);
    at(2 * MINUTE);
    await hit(ctx, 'moneyMovesPerCustomer', 'new');
    await mailSent('mid@prune.test', 45 * MINUTE);
    await mailSent('new@prune.test', 50 * MINUTE);

    at(60 * MINUTE - 1);
    expect(await pruneEndedWindows(ctx)).toBe(1);
    expect(await mailAddresses()).toEqual(['mid@prune.test', 'new@prune.test']);

    at(60 * MINUTE);
    expect(await pruneEndedWindows(ctx)).toBe(3);
    expect(await hitKeys()).toEqual(['moneyMovesPerCustomer:new']);
    expect(await mailAddresses()).toEqual(['new@prune.test']);
  });

  describe('the pruning job', () => {
    /** An ended window's counter (an hour and more old on the bank's clock). */
    const endedCounter = (key: string) =>
      database.db
        .insertInto('rate_limit_hits')
        .values({ key, window_start: new Date(T0.getTime() - 2 * 60 * MINUTE), hits: 1 })
        .execute();
    /** Waits (polling the database, no fixed delay) until no counter is left. */
    const untilPruned = async () => {
      for (let i = 0; i < 2000; i++) {
        if ((await hitKeys()).length === 0) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
      throw new Error('the counters were not pruned');
    };
    const leases = () =>
      database.db
        .selectFrom('settings')
        .select(['key', 'value'])
        .where('key', 'like', 'lease:%')
        .execute();
    const noLog = { error: () => undefined };

    beforeEach(() => {
      // Leases are timed by real time (db/lease.ts): Date is faked with the job's timer.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: T0 });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('prunes at once, then every ten minutes under a nine-minute lease, until stopped', async () => {
      const rounds = vi.spyOn(database.db, 'insertInto');
      const claims = () => rounds.mock.calls.filter(([table]) => table === 'settings').length;
      await endedCounter('moneyMovesPerCustomer:first');
      const stop = startLimitPruning(ctx, noLog);
      expect(claims()).toBe(1);
      await untilPruned();
      expect(await leases()).toEqual([
        { key: 'lease:rate-limit-pruning', value: T0.getTime() + 9 * MINUTE },
      ]);

      await endedCounter('moneyMovesPerCustomer:second');
      vi.advanceTimersByTime(10 * MINUTE - 1);
      expect(claims()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(claims()).toBe(2);
      await untilPruned();

      stop();
      vi.advanceTimersByTime(30 * MINUTE);
      expect(claims()).toBe(2);
      rounds.mockRestore();
    });

    it('leaves the round to the process holding its lease', async () => {
      expect(await claimLease(database.db, 'rate-limit-pruning', 5 * MINUTE)).toBe(true);
      await endedCounter('moneyMovesPerCustomer:other');
      const stop = startLimitPruning(ctx, noLog, 10 * MINUTE);
      // Statements run in the order they are issued (one session): the round's claim has been answered.
      expect(await leases()).toEqual([
        { key: 'lease:rate-limit-pruning', value: T0.getTime() + 5 * MINUTE },
      ]);
      expect(await hitKeys()).toEqual(['moneyMovesPerCustomer:other']);
      stop();
    });

    it('logs a round that failed', async () => {
      const failure = new Error('database unavailable');
      const broken = {
        ...ctx,
        db: {
          insertInto: () => {
            throw failure;
          },
        },
      } as unknown as BankContext;
      const logged = new Promise<unknown[]>((resolve) => {
        const stop = startLimitPruning(broken, {
          error: (...args: unknown[]) => {
            stop();
            resolve(args);
          },
        });
      });
      expect(await logged).toEqual([{ err: failure }, 'pruning rate limit windows failed']);
    });
  });
});

describe('the read-time budget of expensive reads (issue 44)', () => {
  const RULE = { max: 3_000, windowMs: 10_000 };
  let t = 0;
  let budget: ReadTimeBudget;
  beforeEach(() => {
    t = 0;
    budget = new ReadTimeBudget(() => t);
  });
  /** A read of `who` from now to `until` (ms), its database time all of that. */
  const read = (who: string, until: number, rule = RULE) => {
    const began = t;
    const end = budget.start(who, rule);
    t = until;
    end(until - began);
  };
  const refusal = (who: string, rule = RULE) => {
    try {
      budget.start(who, rule);
    } catch (error) {
      expect(error).toBeInstanceOf(RateLimitedError);
      return {
        status: (error as RateLimitedError).statusCode,
        retryAfter: (error as RateLimitedError).retryAfterSeconds,
      };
    }
    return null;
  };

  it("runs a customer's reads while their time in the window is within the max, however slow the last one", () => {
    read('ann', 1_000);
    read('ann', 3_000);
    // 3,000 ms used: not over the max, one more starts.
    expect(refusal('ann')).toBeNull();
    t = 3_500;
    read('ann', 4_500);
    t = 4_000 + 500;
    expect(refusal('ann')).toEqual({ status: 429, retryAfter: 6 });
    t = 9_001;
    expect(refusal('ann')).toEqual({ status: 429, retryAfter: 1 });
    // A new window: a fresh share.
    t = 10_000;
    expect(refusal('ann')).toBeNull();
  });

  it('counts overlapping reads each for its own time, and a read once however often it is ended', () => {
    const first = budget.start('ann', RULE);
    const second = budget.start('ann', RULE);
    t = 1_600;
    first(1_500);
    first(1_500);
    second(100);
    // 1,500 + 100 (the first ended twice, counted once): within the max.
    expect(refusal('ann')).toBeNull();
    budget.start('ann', RULE)(1_401);
    // 3,001: over it.
    expect(refusal('ann')).toEqual({ status: 429, retryAfter: 9 });
  });

  it('measures its windows on the real clock by default', () => {
    const real = new ReadTimeBudget();
    real.start('ann', RULE)(3_001);
    expect(() => real.start('ann', RULE)).toThrow(RateLimitedError);
  });

  it('is one budget per bank', () => {
    const [bankA, bankB] = [{}, {}] as BankContext[];
    expect(readTimeBudget(bankA!)).toBe(readTimeBudget(bankA!));
    expect(readTimeBudget(bankB!)).not.toBe(readTimeBudget(bankA!));
  });

  it('names the expensive reads', () => {
    expect([...EXPENSIVE_READS].sort()).toEqual([
      'getBalanceHistory',
      'getCardTransactions',
      'getExternalTransfers',
      'getStakingActivities',
      'getTransactions',
    ]);
  });

  it('charges the database time it is told, not the time the read took', () => {
    // Four reads of 2 s each that held the database 700 ms each (they waited behind others): 2,800 ms, within.
    for (let i = 0; i < 4; i++) {
      const end = budget.start('ann', RULE);
      t += 2_000;
      end(700);
    }
    expect(refusal('ann')).toBeNull();
    // One more of 201 ms: 3,001, over the max until the window ends at 10,000.
    budget.start('ann', RULE)(201);
    expect(refusal('ann')).toEqual({ status: 429, retryAfter: 2 });
  });

  it("keeps each customer's time apart", () => {
    read('ann', 5_000);
    expect(refusal('ann')).toEqual({ status: 429, retryAfter: 5 });
    expect(refusal('bob')).toBeNull();
  });

  it('counts a read that outlives its window in the window it ends in', () => {
    // Ann's window opens at 0; her read from 9,000 to 12,000 ends in the next one, which opens at 12,000.
    read('ann', 0, { max: 2_999, windowMs: 10_000 });
    t = 9_000;
    read('ann', 12_000, { max: 2_999, windowMs: 10_000 });
    t = 12_500;
    expect(refusal('ann', { max: 2_999, windowMs: 10_000 })).toEqual({
      status: 429,
      retryAfter: 10,
    });
    expect(refusal('ann', { max: 3_000, windowMs: 10_000 })).toBeNull();
  });

  it('drops the ended windows once a thousand are held, and only those', () => {
    const rule = { max: 100, windowMs: 10 };
    for (let i = 0; i < 1_000; i++) read(`customer-${i}`, 0, rule);
    t = 5;
    budget.start('still-in-window', rule);
    expect(budget.size).toBe(1_001);
    t = 20;
    budget.start('newcomer', rule);
    // Every window held opened at 0 or 5 and has ended by 20 (10 ms each): only the newcomer's is left.
    expect(budget.size).toBe(1);
  });

  it('sweeps only from a thousand windows on, and only when a new customer comes', () => {
    const rule = { max: 100, windowMs: 10 };
    for (let i = 0; i < 999; i++) read(`customer-${i}`, 0, rule);
    // 999 held, all ended: a newcomer does not sweep below a thousand.
    t = 20;
    budget.start('newcomer', rule);
    expect(budget.size).toBe(1_000);
    // A customer seen before, whose window ended, starts a new one without a sweep.
    budget.start('customer-0', rule);
    expect(budget.size).toBe(1_000);
  });

  it('sweeps at exactly a thousand the windows ended to the millisecond, and keeps the open ones', () => {
    const rule = { max: 100, windowMs: 10 };
    for (let i = 0; i < 999; i++) read(`customer-${i}`, 0, rule);
    t = 5;
    budget.start('at-5', rule);
    expect(budget.size).toBe(1_000);
    // At 10 the windows opened at 0 have just ended; the one opened at 5 is open.
    t = 10;
    budget.start('newcomer', rule);
    expect(budget.size).toBe(2);
  });
});
