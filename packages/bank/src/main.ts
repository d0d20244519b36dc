import { AdjustableClock } from './clock';
import { loadConfigOrExit } from './config';
import { DataDirLockedError, openDatabase } from './db/open';
import { SETTING_KEYS } from './settings';
import { buildServer } from './server';
import { startStakingClock } from './modules/stakings/clock';
import { startGiftCardClock } from './modules/giftCards/fulfil';
import { ensureSeeded, DEMO_PASSWORD, DEMO_USERS } from './sandbox/seed';

// `npm start -w @axia/bank`: opens the database (PGlite by default, PostgreSQL with DATABASE_URL), seeds the
// demo users on first start, and listens on 127.0.0.1:PORT.
const config = loadConfigOrExit('Cannot start the bank');
const clock = new AdjustableClock();
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { app, ctx } = await buildServer({ database, config, clock });
// The clock where the back office last left it; on a new sandbox database, SANDBOX_CLOCK_START when given (set
// before the seed, so the demo data is dated by it too).
const storedOffset = await ctx.settings.get<number | null>(SETTING_KEYS.clockOffsetMs, null);
if (storedOffset !== null) clock.setOffset(storedOffset);
else if (config.sandbox && config.clockStart) {
  clock.setOffset(config.clockStart.getTime() - Date.now());
  await ctx.settings.set(SETTING_KEYS.clockOffsetMs, clock.offset);
}
if (config.sandbox) await ensureSeeded(ctx);
// Stakings' rewards and term ends from the bank's clock: caught up now, then every minute.
const stopStakingClock = startStakingClock(ctx, app.log);
// Gift card orders fulfilled by the vendor once their delay has passed: now, then every 30 s.
const stopGiftCardClock = startGiftCardClock(ctx, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await stopStakingClock();
  await stopGiftCardClock();
  await app.close();
  await database!.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
console.log(`\nAxia sandbox bank on ${config.publicOrigin} (${database.engine})`);
if (config.sandbox) {
  console.log(`Sandbox admin token: ${config.adminToken}`);
  console.log(
    `Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`,
  );
}
