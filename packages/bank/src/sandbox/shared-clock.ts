import { AdjustableClock } from '../clock';
import type { BankContext } from '../context';
import { SETTING_KEYS } from '../settings';

// The sandbox's movable clock is ONE clock for every bank process on the database: its offset from real time is a
// setting, changed in one statement (a move on one process is the move on all), and each process reads it like the
// other shared settings (at most SETTINGS_CACHE_MS old; at once on the process that moved it). A production bank
// never moves its clock.

/** Brings this process's clock to the shared offset. */
export async function syncSandboxClock(ctx: BankContext): Promise<void> {
  if (!(ctx.clock instanceof AdjustableClock)) return;
  ctx.clock.setOffset(await ctx.settings.cached<number>(SETTING_KEYS.clockOffsetMs, 0));
}

/** On a new sandbox database, the clock starts at `start` (SANDBOX_CLOCK_START); a clock already set stays. */
export async function startSandboxClockAt(ctx: BankContext, start: Date | null): Promise<void> {
  if (start && (await ctx.settings.get<number | null>(SETTING_KEYS.clockOffsetMs, null)) === null) {
    // Several processes starting at once each add the same offset only when none is stored: the first one wins.
    await ctx.db
      .insertInto('settings')
      .values({
        key: SETTING_KEYS.clockOffsetMs,
        value: JSON.stringify(start.getTime() - Date.now()),
        updated_at: new Date(),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  await syncSandboxClock(ctx);
}

/** The back office's clock move, for every process at once. */
export async function moveSandboxClock(
  ctx: BankContext,
  move: { reset?: boolean; set?: string; advanceSeconds?: number },
): Promise<void> {
  const clock = ctx.clock as AdjustableClock;
  if (move.reset) await ctx.settings.set(SETTING_KEYS.clockOffsetMs, 0);
  if (move.set)
    await ctx.settings.set(SETTING_KEYS.clockOffsetMs, new Date(move.set).getTime() - Date.now());
  if (move.advanceSeconds)
    await ctx.settings.addNumber(SETTING_KEYS.clockOffsetMs, move.advanceSeconds * 1000);
  clock.setOffset(await ctx.settings.get<number>(SETTING_KEYS.clockOffsetMs, 0));
}
