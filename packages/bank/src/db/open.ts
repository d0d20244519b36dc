import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { transactionAware } from './ambient';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { isDatabaseUnavailable } from './unavailable';
import { EMBEDDED_HEALTH, probeDatabase, type DatabaseHealth } from './health';
import { migrationProvider } from './migrations';
import { meteredDialect } from './metered';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

type Engine = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database (tests). */
  dataDir?: string;
  /** Stop at this migration instead of the latest (tests of a later migration). */
  migrateTo?: string;
  /** PostgreSQL: connections kept at most (default 10). */
  poolSize?: number;
  /** PostgreSQL: statements running longer are cancelled (default 30 s). */
  statementTimeoutMs?: number;
  /** PostgreSQL: how long a call waits for a free connection before it answers 503 (default 5 s). */
  connectWaitMs?: number;
}

export interface BankDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * Follows NOTIFY on `channel` (the live events, src/events): `onNotify` per notification, `onResync` when
   * notifications may have been missed (a reconnect after the database went away). Returns the way to stop.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResync: () => void,
  ): () => Promise<void>;
  /** Whether the database answers and takes writes, probed off the request path (/readyz reads it). */
  health: DatabaseHealth;
  close(): Promise<void>;
}

/** The channel of the live events (migration 0019's pg_notify). */
export const EVENTS_CHANNEL = 'bank_events';

/**
 * PostgreSQL: LISTEN on one dedicated connection outside the pool (a pooled one would be handed to queries), made
 * again after the database drops it (a restart): with backoff until it is back, then `onResync`.
 */
function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResync: () => void,
) {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const schedule = (attempt: number) => {
    if (stopped) return;
    retry = setTimeout(() => void connect(attempt), Math.min(5_000, 100 * 2 ** attempt));
    retry.unref();
  };
  async function connect(attempt: number) {
    const client = new pg.Client({ connectionString, keepAlive: true });
    // A lost connection ends it ('end' below); the 'error' event alone must not end the process.
    client.on('error', () => undefined);
    client.on('notification', (message) => onNotify(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      await client.end().catch(() => undefined);
      schedule(attempt + 1);
      return;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      schedule(0);
    });
    // Whatever was notified while no connection listened is read now.
    if (attempt > 0) onResync();
  }
  void connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

// int8 (20) and numeric (1700) come back as strings on both engines, as node-postgres does: money never
// becomes a JS number.
const PGLITE_PARSERS = { 20: (v: string) => v, 1700: (v: string) => v };

export class DataDirLockedError extends Error {}

const lockBankDataDir = (dataDir: string) =>
  lockDataDir(
    dataDir,
    (holder) =>
      new DataDirLockedError(
        `The bank's data directory ${dataDir} is in use by process ${holder}. Stop that process (or set ` +
          `BANK_DATA_DIR to another directory) and try again.`,
      ),
  );

/**
 * The first initdb of a PGlite directory costs ~800 MB that stay for the life of the process, so it runs in a
 * short-lived child process; this process then opens the ready directory (~280 MB).
 */
function initDataDirInChild(dataDir: string) {
  const script = fileURLToPath(new URL('./initdb-child.js', import.meta.url));
  const child = existsSync(script)
    ? spawnSync(process.execPath, [script, dataDir], { stdio: 'inherit' })
    : spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(process.argv[1]); await db.waitReady; await db.close();`,
          dataDir,
        ],
        { stdio: 'inherit', cwd: fileURLToPath(new URL('.', import.meta.url)) },
      );
  if (child.status !== 0) throw new Error(`Could not initialise the database in ${dataDir}`);
}

/** A DATABASE_URL the bank cannot use as it is (told before anything connects). */
export class DatabaseUrlError extends Error {}

/**
 * node-postgres reaches one address. A libpq multi-host list (`host1:5432,host2:5432`) would fail later as an
 * "Invalid URL": say what to do instead.
 */
export function checkDatabaseUrl(databaseUrl: string) {
  const authority = /^[a-z]+:\/\/(?:[^@/]*@)?([^/?#]*)/i.exec(databaseUrl)?.[1] ?? '';
  if (authority.includes(','))
    throw new DatabaseUrlError(
      `DATABASE_URL names several hosts (${authority}): the bank connects to one address. Put a router that ` +
        "follows the leader in front of them (HAProxy with Patroni's /primary check, README 'High availability') " +
        'and give the bank its address.',
    );
  try {
    new URL(databaseUrl);
  } catch {
    throw new DatabaseUrlError(
      'DATABASE_URL is not a valid URL (postgres://user:password@host:port/database).',
    );
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<BankDatabase> {
  if (options.databaseUrl) {
    checkDatabaseUrl(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      statement_timeout: options.statementTimeoutMs ?? 30_000,
      // A call waits this long for a connection, then answers 503 (the database is away or every connection busy).
      connectionTimeoutMillis: options.connectWaitMs ?? 5_000,
      keepAlive: true,
    });
    // An idle connection the server dropped (restart, failover) is an 'error' event: unhandled, it would end the
    // process. The pool forgets that connection and makes a new one when the database is back.
    const report = (error: Error) => console.warn(`database connection lost: ${error.message}`);
    pool.on('error', report);
    // A checked-out connection (inside a transaction, between its statements) has no pool listener: its own one
    // keeps the 'error' event from ending the process; its next statement fails, and the call answers 503.
    pool.on('connect', (client) => client.on('error', report));
    const db = new Kysely<Database>({ dialect: meteredDialect(new PostgresDialect({ pool })) });
    // A failed start (the database away or read-only) leaves no pool behind: the caller tries again with a new one.
    await migrate(db, options.migrateTo).catch(async (error: unknown) => {
      await db.destroy().catch(() => undefined);
      throw error;
    });
    const databaseUrl = options.databaseUrl;
    const health = await probeDatabase(databaseUrl);
    return {
      db: transactionAware(db),
      engine: 'postgres',
      listen: (channel, onNotify, onResync) =>
        listenOnPostgres(databaseUrl, channel, onNotify, onResync),
      health,
      close: async () => {
        await health.stop();
        await db.destroy();
      },
    };
  }

  const dataDir = options.dataDir ?? '.data/bank';
  const inMemory = dataDir.startsWith('memory://');
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockBankDataDir(dataDir);
    const isNew = readdirSync(dataDir).every((name) => name === LOCK_FILE);
    if (isNew) initDataDirInChild(dataDir);
  }
  try {
    const pglite = new PGlite(dataDir, { parsers: PGLITE_PARSERS });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: meteredDialect(new PGliteDialect(pglite)) });
    await migrate(db, options.migrateTo);
    // PGlite is one session in this process: it LISTENs once, now, while no transaction is open on it (a LISTEN
    // inside a transaction that rolls back would be undone), and its notifications are passed on in-process.
    const notifications = new EventEmitter();
    notifications.setMaxListeners(0);
    await pglite.listen(EVENTS_CHANNEL, (payload) => notifications.emit(EVENTS_CHANNEL, payload));
    return {
      db: transactionAware(db),
      engine: 'pglite',
      listen: (channel, onNotify) => {
        if (channel !== EVENTS_CHANNEL) throw new Error(`PGlite listens on ${EVENTS_CHANNEL} only`);
        notifications.on(channel, onNotify);
        return async () => void notifications.off(channel, onNotify);
      },
      health: EMBEDDED_HEALTH,
      close: async () => {
        await db.destroy();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Migrates to the latest schema, or to `target` (a migration's name: tests of a later migration's data step). */
export async function migrate(db: Kysely<Database>, target?: string) {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  if (error) {
    // A database that is away (or read-only) is said as such — the connection's own error — and the starting
    // process waits for it (BANK_DB_WAIT_SECONDS); only a migration that ran and failed is a failed migration.
    if (isDatabaseUnavailable(error)) throw error;
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
