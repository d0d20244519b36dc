import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '@axia/core';
import { takeCodeMailSlot } from '../src/identity/mail-limit';
import { DEFAULT_LIMITS, hit, pruneEndedWindows, SETTING_KEY } from '../src/limits';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Rate-limit counters (src/limits) are one row per limit and subject (a client address, a customer): rows whose
// window has ended are pruned, so addresses seen once do not pile up for good; live windows keep counting.

describe.skipIf(engineUnavailable)(`rate-limit windows pruned (${engine})`, () => {
  let bank: TestBank;
  const keys = async () =>
    (await bank.ctx.db.selectFrom('rate_limit_hits').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );

  beforeAll(async () => {
    bank = await startTestBank();
    await bank.ctx.settings.set(SETTING_KEY, {});
  });
  afterAll(() => bank?.close());

  it('deletes the counters older than the longest window, and only those', async () => {
    const start = bank.clock.now();
    await hit(bank.ctx, 'moneyMovesPerCustomer', 'customer-old');
    await hit(bank.ctx, 'signInFailuresPerClient', '198.51.100.7');
    // Past the one-minute money window, inside the 15-minute sign-in window.
    bank.clock.set(new Date(start.getTime() + 2 * 60_000));
    await hit(bank.ctx, 'moneyMovesPerCustomer', 'customer-new');

    // Nothing has ended before the longest window (an hour, member lookups) has passed for a row.
    expect(await pruneEndedWindows(bank.ctx)).toBe(0);

    const longest = Math.max(...Object.values(DEFAULT_LIMITS).map((rule) => rule.windowMs));
    bank.clock.set(new Date(start.getTime() + longest));
    expect(await pruneEndedWindows(bank.ctx)).toBe(2);
    expect(await keys()).toEqual(['moneyMovesPerCustomer:customer-new']);
  });

  it('deletes the code-mail records older than their window, which then count no more', async () => {
    const start = bank.clock.now();
    expect(await takeCodeMailSlot(bank.ctx, 'old@prune.test', 'TRANSACTION')).toBe(true);
    bank.clock.set(new Date(start.getTime() + PROFILE_LIMITS.codeMailWindowMs - 1));
    expect(await takeCodeMailSlot(bank.ctx, 'new@prune.test', 'TRANSACTION')).toBe(true);
    bank.clock.set(new Date(start.getTime() + PROFILE_LIMITS.codeMailWindowMs));
    await pruneEndedWindows(bank.ctx);
    const left = await bank.ctx.db.selectFrom('code_mail_sends').select('email').execute();
    expect(left.map((row) => row.email)).toEqual(['new@prune.test']);
  });
});
