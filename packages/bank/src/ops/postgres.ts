import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';

// PostgreSQL as the operator commands reach it: DATABASE_URL as given, never migrated (a command must not change a
// production schema under the banks that run on it), and never quoted with its password.

/** host:port/database (user) of a connection string, without its password; the string itself if it is no URL. */
export function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `PostgreSQL ${url.host}${url.pathname}${user}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * The connection string for a libpq program (pg_dump, pg_restore) and its environment: the password goes in
 * PGPASSWORD, so it is not on the command line (which any user of the machine may read in `ps`).
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  try {
    const url = new URL(databaseUrl);
    if (!url.password) return { dbname: databaseUrl, env: {} };
    const password = decodeURIComponent(url.password);
    url.password = '';
    return { dbname: url.toString(), env: { PGPASSWORD: password } };
  } catch {
    return { dbname: databaseUrl, env: {} };
  }
}

/** A Kysely over DATABASE_URL with a small pool of its own; nothing is migrated. */
export function openPostgres(databaseUrl: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, keepAlive: true });
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The server's major version (e.g. 15). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version_num') AS v",
    );
    return Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The folder of PostgreSQL's programs of a major version at least `minMajor` (pg_dump must be as new as the server
 * it dumps): Debian's /usr/lib/postgresql/<major>/bin, newest first, as db/pg-cluster.ts findPgBin looks for them;
 * PG_BIN_DIR first when it is set. Throws, saying what to install, when none fits.
 */
export function pgBinFor(program: string, minMajor: number): string {
  const root = '/usr/lib/postgresql';
  const candidates: { major: number; bin: string }[] = [];
  if (existsSync(root)) {
    for (const version of readdirSync(root)) {
      const bin = join(root, version, 'bin');
      if (existsSync(join(bin, program))) candidates.push({ major: Number(version), bin });
    }
  }
  const own = process.env.PG_BIN_DIR?.trim();
  if (own) {
    if (!existsSync(join(own, program))) throw new Error(`PG_BIN_DIR ${own} has no ${program}`);
    return own;
  }
  candidates.sort((a, b) => b.major - a.major);
  const fit = candidates.find((candidate) => candidate.major >= minMajor);
  if (fit) return fit.bin;
  const found = candidates.map((candidate) => candidate.major).join(', ') || 'none';
  throw new Error(
    `${program} of PostgreSQL ${minMajor} or later is needed for a PostgreSQL ${minMajor} server (installed in ` +
      `${root}: ${found}): install Debian's postgresql-client-${minMajor} (PGDG's apt repository has every ` +
      'version), or set PG_BIN_DIR to the folder of a recent one',
  );
}
