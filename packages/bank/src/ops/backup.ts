import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { BankConfig } from '../config';
import { DataDirInUseError, hasDatabase, lockDataDir, lockHolder } from './data-dir';
import { describeUrl, libpqTarget, pgBinFor, serverMajor } from './postgres';

// `npm run backup -w @axia/bank [-- <file>]` and `npm run restore -w @axia/bank -- <file> [--force]` (README
// 'Backups and recovery'). PostgreSQL (DATABASE_URL): pg_dump's custom format (-Fc), one consistent snapshot taken
// while the banks run; restored with pg_restore in one transaction. PGlite (BANK_DATA_DIR, local only): the data
// dir as PGlite's own tarball (dumpDataDir), taken while no bank holds it; restored with loadDataDir. A restore
// never overwrites a database that holds anything unless told (--force).

const run = promisify(execFile);

/** A restore that would overwrite data, or cannot run as asked: the message says what to do. */
class RestoreRefusedError extends Error {}

type StorageConfig = Pick<BankConfig, 'databaseUrl' | 'dataDir'>;

/** The default file of a backup: .data/backups/bank-<engine>-<UTC time>.<extension>, beside the default data dir. */
function defaultBackupFile(config: StorageConfig, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const name = config.databaseUrl ? `bank-postgres-${stamp}.dump` : `bank-pglite-${stamp}.tar.gz`;
  return resolve(join(dirname(resolve(config.dataDir)), 'backups', name));
}

/** The file is written beside its final name and renamed once complete: a failed backup never looks like one. */
function partialOf(file: string) {
  return `${file}.partial`;
}

async function backupPostgres(databaseUrl: string, file: string) {
  const major = await serverMajor(databaseUrl);
  const bin = pgBinFor('pg_dump', major);
  const { dbname, env } = libpqTarget(databaseUrl);
  await run(
    join(bin, 'pg_dump'),
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      partialOf(file),
      '--dbname',
      dbname,
    ],
    { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
  return `${describeUrl(databaseUrl)} (server ${major}) with ${join(bin, 'pg_dump')} --format=custom`;
}

async function backupPglite(dataDir: string, file: string) {
  if (!hasDatabase(dataDir)) throw new Error(`There is no database in ${dataDir} to back up`);
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = new PGlite(dataDir);
    await pglite.waitReady;
    try {
      // A CHECKPOINT first: the tarball holds every committed change in the data files, not only in the WAL.
      await pglite.exec('CHECKPOINT');
      const dump = await pglite.dumpDataDir('gzip');
      writeFileSync(partialOf(file), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
  return `PGlite ${dataDir} (its data dir as a gzipped tarball, PGlite's dumpDataDir)`;
}

/** Backs the configured database up into `file` (default: defaultBackupFile); returns what it did. */
export async function backup(config: StorageConfig, file = defaultBackupFile(config)) {
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true });
  try {
    const what = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, target)
      : await backupPglite(config.dataDir, target);
    renameSync(partialOf(target), target);
    const size = statSync(target).size;
    return `Backed up ${what}\ninto ${target} (${size.toLocaleString('en')} bytes)`;
  } catch (error) {
    rmSync(partialOf(target), { force: true });
    throw error;
  }
}

/** What a backup file is, from its first bytes: pg_dump's custom format ("PGDMP") or a gzip (PGlite's tarball). */
function kindOf(file: string): 'pg_dump' | 'pglite' | 'unknown' {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return 'unknown';
}

/** The user tables of a PostgreSQL database, and the other sessions connected to it. */
async function inspectPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const tables = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg\\_%'`,
    );
    const others = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return { tables: Number(tables.rows[0]!.n), otherSessions: Number(others.rows[0]!.n) };
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  const where = describeUrl(databaseUrl);
  const { tables, otherSessions } = await inspectPostgres(databaseUrl);
  if (tables > 0 && !force) {
    throw new RestoreRefusedError(
      `${where} is not empty (${tables} tables): restore into a new, empty database (createdb) and point ` +
        'DATABASE_URL at it, or add --force to replace everything in this one (its schema public is dropped)',
    );
  }
  if (tables > 0 && otherSessions > 0) {
    throw new RestoreRefusedError(
      `${where} has ${otherSessions} other open connection(s) (a running bank?): stop every bank on it first`,
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  const major = await serverMajor(databaseUrl);
  const bin = pgBinFor('pg_restore', major);
  try {
    if (tables > 0) await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  const { dbname, env } = libpqTarget(databaseUrl);
  // One transaction: a restore that fails part way leaves the database as it was (empty), never half restored.
  await run(
    join(bin, 'pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      dbname,
      file,
    ],
    { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
  return `${tables > 0 ? `replaced the ${tables} tables of` : 'restored into the empty'} ${where} with ${join(bin, 'pg_restore')}`;
}

async function restorePglite(dataDir: string, file: string, force: boolean) {
  const holder = lockHolder(dataDir);
  if (holder) throw new DataDirInUseError(dataDir, holder);
  let movedAside: string | null = null;
  if (hasDatabase(dataDir)) {
    if (!force) {
      throw new RestoreRefusedError(
        `${dataDir} already holds a database: restore into another BANK_DATA_DIR, or add --force to replace it ` +
          '(the current one is kept beside it, renamed)',
      );
    }
    movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    await pglite.waitReady;
    await pglite.close();
  } finally {
    unlock();
  }
  return movedAside
    ? `replaced PGlite ${dataDir} (the database it held is now ${movedAside}: delete it once the restore is checked)`
    : `restored into the new PGlite ${dataDir}`;
}

/** Restores `file` into the configured database; refuses one that holds data unless `force`. Returns what it did. */
export async function restore(config: StorageConfig, file: string, force: boolean) {
  const source = resolve(file);
  const kind = kindOf(source);
  if (config.databaseUrl) {
    if (kind !== 'pg_dump') {
      throw new RestoreRefusedError(
        `${source} is not a pg_dump custom-format backup (${kind === 'pglite' ? "it is a PGlite data dir's" : 'unknown format'}): DATABASE_URL takes a backup made with DATABASE_URL set`,
      );
    }
    return `Restored ${source}: ${await restorePostgres(config.databaseUrl, source, force)}`;
  }
  if (kind !== 'pglite') {
    throw new RestoreRefusedError(
      `${source} is not a PGlite backup (${kind === 'pg_dump' ? 'it is a pg_dump of PostgreSQL: set DATABASE_URL to the database to restore it into' : 'unknown format'})`,
    );
  }
  return `Restored ${source}: ${await restorePglite(config.dataDir, source, force)}`;
}
