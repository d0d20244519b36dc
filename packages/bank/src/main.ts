import { setTimeout as sleep } from 'node:timers/promises';
import { AdjustableClock } from './clock';
import { DEFAULT_ADMIN_TOKEN, loadConfigOrExit } from './config';
import { DatabaseUrlError, DataDirLockedError, openDatabase, type BankDatabase } from './db/open';
import { isDatabaseUnavailable } from './db/unavailable';
import { joinPeers, peerConfigOf, PeerConfigMismatch } from './cluster/peers';
import { buildServer } from './server';
import { startAccrualJob } from './modules/stakings/accrual-job';
import { startLimitPruning } from './limits';
import { startRetention } from './retention';
import { ensureSeeded, DEMO_PASSWORD, DEMO_USERS } from './sandbox/seed';
import { isSandboxGiftCardVendor, startSandboxGiftCardVendor } from './sandbox/gift-card-delivery';
import { startSandboxClockAt, syncSandboxClock } from './sandbox/clock-offset';

// `npm start -w @axia/bank`: opens the database (PGlite by default, PostgreSQL with DATABASE_URL), seeds the
// demo users on first start when the sandbox is on (outside local only with SEED_DEMO=1), and listens on HOST:PORT.
// A setting it cannot run safely with (src/config/env.ts: e.g. the sandbox in production) ends it before anything
// opens, with the reason.
// Any number of these processes may share one PostgreSQL
// (README 'Several bank processes'): they may start at the same moment, in any order, before the database is up.
const config = loadConfigOrExit('Cannot start the bank');
if (config.databaseUrl && !config.publicOriginGiven) {
  // Tokens name their issuer: processes sharing a database must all name the same one, the origin browsers use.
  console.error(
    'Cannot start the bank: with DATABASE_URL, set PUBLIC_ORIGIN to the origin browsers use (e.g. ' +
      'https://bank.example or http://127.0.0.1:8080): every process on the database must sign and accept tokens ' +
      'under that one issuer.',
  );
  process.exit(1);
}

/**
 * Opens the database, joins the other processes on it, builds the server and (in the sandbox) seeds — the whole of
 * it again when the database goes away part way (a PostgreSQL restarted while this process starts: the supervisor
 * restarts a killed process into exactly that), waiting up to BANK_DB_WAIT_SECONDS in all.
 */
async function startUp(clock: AdjustableClock) {
  const deadline = Date.now() + config.dbWaitSeconds * 1000;
  for (let attempt = 0; ; attempt++) {
    let database: BankDatabase | undefined;
    let leavePeers = async () => {};
    let built: Awaited<ReturnType<typeof buildServer>> | undefined;
    try {
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: config.dbPoolSize,
        statementTimeoutMs: config.dbStatementTimeoutMs,
        connectWaitMs: config.dbConnectWaitMs,
      });
      // Every process on the database must issue and accept the same tokens (cluster/peers.ts).
      leavePeers = await joinPeers(database.db, peerConfigOf(config));
      built = await buildServer({ database, config, clock });
      if (config.sandbox) {
        // The clock where the back office last left it (shared by every process); on a new sandbox database,
        // SANDBOX_CLOCK_START when given (set before the seed, so the demo data is dated by it too). The demo users
        // only when asked for (config.seedDemo), with the configured password.
        await startSandboxClockAt(built.ctx, config.clockStart);
        await ensureSeeded(built.ctx, config.seedDemo ? config.demoPassword : null);
      }
      return { database, leavePeers, ...built };
    } catch (error) {
      await built?.app.close().catch(() => undefined);
      await leavePeers().catch(() => undefined);
      await database?.close().catch(() => undefined);
      if (error instanceof DataDirLockedError || error instanceof DatabaseUrlError) {
        console.error(error.message);
        process.exit(1);
      }
      if (error instanceof PeerConfigMismatch) {
        console.error(`Cannot start the bank: ${error.message}`);
        process.exit(1);
      }
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) throw error;
      console.warn(`Waiting for the database: ${(error as Error).message}`);
      await sleep(Math.min(2000, 100 * 2 ** attempt));
    }
  }
}

const clock = new AdjustableClock();
const { database, leavePeers, app, ctx, readiness } = await startUp(clock);
// Stakings' rewards and term ends from the bank's clock: caught up now, then every minute (one process a round).
const stopAccrualJob = startAccrualJob(ctx, app.log);
// The sandbox's gift-card vendor, when it is the bank's, reports its due orders' outcomes by webhook: now, then every
// 30 s (a real vendor sends its own).
const stopGiftCardClock = isSandboxGiftCardVendor(ctx)
  ? startSandboxGiftCardVendor(app, ctx, app.log)
  : async () => {};
// Rate-limit counters whose window has ended: every 10 minutes.
const stopLimitPruning = startLimitPruning(ctx, app.log);
// Idempotency keys past their retention (BANK_IDEMPOTENCY_RETENTION_DAYS): every hour.
const stopRetention = startRetention(ctx, app.log);
// A process that serves no request still follows the shared sandbox clock (its timers read it).
const clockSync = config.sandbox
  ? setInterval(() => void syncSandboxClock(ctx).catch(() => undefined), 1000)
  : undefined;
clockSync?.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // /readyz answers 503 at once, so a load balancer stops sending; requests in flight finish (app.close waits).
  readiness.draining = true;
  app.log.info(`${signal}: closing`);
  clearInterval(clockSync);
  await stopAccrualJob();
  await stopGiftCardClock();
  stopLimitPruning();
  await stopRetention();
  await app.close();
  await leavePeers().catch(() => undefined);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
readiness.started = true;
console.log(
  `\nAxia ${config.sandbox ? 'sandbox ' : ''}bank (${config.environment}) on ${config.publicOrigin} (${database.engine}; this process ${config.host}:${config.port}, pid ${process.pid})`,
);
// The demo users and the admin token exist only in the sandbox: nothing of them is printed otherwise. The token is
// never printed (a log is read by more than the back office's operators): only where it comes from. The demo users'
// password only when it is the published one (local); SEED_DEMO_PASSWORD is never quoted.
if (config.sandbox) {
  console.log(
    `Back office (x-admin-token): ${config.adminToken === DEFAULT_ADMIN_TOKEN ? "the local default (README 'Environment variables')" : 'SANDBOX_ADMIN_TOKEN'}`,
  );
  const emails = DEMO_USERS.map((u) => u.email).join(', ');
  if (!config.seedDemo) console.log('Demo users: not seeded (SEED_DEMO=1 seeds them)');
  else if (config.demoPassword === DEMO_PASSWORD)
    console.log(`Demo users (password ${DEMO_PASSWORD}): ${emails}`);
  else console.log(`Demo users (password SEED_DEMO_PASSWORD): ${emails}`);
}
