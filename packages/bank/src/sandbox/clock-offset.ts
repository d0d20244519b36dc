import { AdjustableClock } from '../clock';
import type { BankContext } from '../context';
import { SETTING_KEYS } from '../settings';

// The sandbox clock's offset from real time, shared by every bank process on the database (the clock itself, the
// time source, is src/clock.ts). The offset is a setting, changed in one statement (a move on one process is the move
// on all), and each process reads it like the other shared settings (at most SETTINGS_CACHE_MS old; at once on the
// process that moved it). A production bank never moves its clock.

/** Brings this process's clock to the shared offset. */
export async function syncSandboxClock(ctx: BankContext): Promise<void> {
  if (!(ctx.clock instanceof AdjustableClock)) return;
  ctx.clock.setOffset(await ctx.settings.cached<number>(SETTING_KEYS.clockOffsetMs, 0));
}

/** On a new sandbox database, the clock starts at `start` (SANDBOX_CLOCK_START); a clock already set stays. */
export async function startSandboxClockAt(ctx: BankContext, start: Date | null): Promise<void> {
  if (start) {
    // Several processes starting at once: the first one's offset is the clock, the others' inserts do nothing.
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

/** The back office's clock move, for every process at once; this process's clock follows at once. */
export async function moveSandboxClock(
  ctx: BankContext,
  move: { reset?: boolean; set?: string; advanceSeconds?: number },
): Promise<void> {
  const key = SETTING_KEYS.clockOffsetMs;
  let offset: number | undefined;
  if (move.reset) offset = 0;
  if (move.set) offset = new Date(move.set).getTime() - Date.now();
  if (offset !== undefined) await ctx.settings.set(key, offset);
  if (move.advanceSeconds) offset = await ctx.settings.addNumber(key, move.advanceSeconds * 1000);
  (ctx.clock as AdjustableClock).setOffset(offset ?? (await ctx.settings.get<number>(key, 0)));
}
