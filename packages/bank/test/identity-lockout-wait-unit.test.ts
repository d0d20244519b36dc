import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/clock';
import type { BankContext } from '../src/context';
import {
  chargeAttempt,
  lockLeft,
  recordFailure,
  takeAttempt,
  type Trier,
} from '../src/identity/lockout';
import { SETTING_KEY } from '../src/limits';
import { Settings } from '../src/settings';
import { engine, engineUnavailable, freshDatabase } from './harness';

// Issue 42 #3: a locked-out sign-in is told how long its lock has left ('Password attempts exceeded (try again in
// N seconds)', which the app says as 'Please try again in N seconds.'), not a fixed 35 seconds.

const START = new Date('2026-11-21T12:00:00.000Z');
const exceeded = (seconds: number) => ({
  name: 'NotAuthorizedException',
  message: `Password attempts exceeded (try again in ${seconds} seconds)`,
});

describe.skipIf(engineUnavailable)(
  `the time a locked-out sign-in is told to wait (${engine})`,
  () => {
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

    const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
    const failures = async (trier: Trier, count: number, now: Date) => {
      for (let i = 0; i < count; i++) {
        const charge = await chargeAttempt(ctx.db, trier, now);
        if (typeof charge !== 'object') throw new Error(`try ${i + 1} not charged: ${charge}`);
        await recordFailure(ctx, trier, charge.failures, now);
      }
    };
    const refusal = async (trier: Trier, now: Date) => {
      try {
        await takeAttempt(ctx, trier, now);
      } catch (error) {
        return { name: (error as Error).name, message: (error as Error).message };
      }
      return null;
    };

    it("says this client's lock, not another client's of the same account", async () => {
      const first = { sub: 'sub-wait-1', client: '198.51.100.1' };
      const second = { sub: 'sub-wait-1', client: '203.0.113.9' };
      // The first client locked at 0 s (until 35 s), the second at 10 s (until 45 s).
      await failures(first, 5, START);
      await failures(second, 5, at(10));
      expect(await refusal(first, at(20))).toEqual(exceeded(15));
      expect(await refusal(second, at(20))).toEqual(exceeded(25));
    });

    it('says a part of a second as a whole second, never 0', async () => {
      const trier = { sub: 'sub-wait-2', client: '198.51.100.1' };
      await failures(trier, 5, START);
      expect(await refusal(trier, new Date(START.getTime() + 34_500))).toEqual(exceeded(1));
    });

    it('has no wait to say for a client without a lock: none recorded, or its failures not yet at the lock', async () => {
      expect(
        await lockLeft(ctx.db, { sub: 'sub-wait-4', client: '198.51.100.1' }, START),
      ).toBeUndefined();
      const trier = { sub: 'sub-wait-4', client: '198.51.100.2' };
      await failures(trier, 2, START);
      expect(await lockLeft(ctx.db, trier, START)).toBeUndefined();
      await failures(trier, 3, START);
      expect(await lockLeft(ctx.db, trier, at(5))).toBe(30_000);
    });

    it("past the account's ceiling over all clients, says when its 15-minute window ends", async () => {
      await ctx.settings.set(SETTING_KEY, { signInFailuresPerAccount: { max: 1 } });
      try {
        const trier = { sub: 'sub-wait-3', client: '198.51.100.1' };
        expect(await takeAttempt(ctx, trier, START)).toBe(1);
        clock.set(START);
        expect(await refusal({ ...trier, client: '192.0.2.4' }, START)).toEqual(exceeded(900));
        clock.set(at(100));
        expect(await refusal({ ...trier, client: '192.0.2.5' }, at(100))).toEqual(exceeded(800));
      } finally {
        await ctx.settings.set(SETTING_KEY, {});
      }
    });
  },
);
