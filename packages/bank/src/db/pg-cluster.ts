import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A private PostgreSQL cluster on loopback from Debian's postgresql package: throwaway ones for tests and the
// benchmark, a kept one for `npm run cluster`.

export function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

export interface PgCluster {
  /** Connection string of the `postgres` database as the `postgres` superuser. */
  url: string;
  port: number;
  /** The folder of pgbench, psql and the server. */
  bin: string;
  /** `pg_ctl restart -m fast`: every connection is dropped; the server is back when this resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast` (the data stays): the database is away until `start`. */
  halt(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

export interface PrivateClusterOptions {
  /** Keep the cluster in this folder (made on first use, started again later); a new temporary one when absent. */
  dir?: string;
  port?: number;
  maxConnections?: number;
  /** fsync off (default): fast and fine for tests; a kept cluster turns it on. */
  fsync?: boolean;
  /** More server settings, each `name=value` (e.g. a bench's `shared_preload_libraries=pg_stat_statements`). */
  settings?: string[];
}

/** Starts a private cluster, or returns null when PostgreSQL is not installed. */
export function startPrivateCluster(options: PrivateClusterOptions = {}): PgCluster | null {
  const bin = findPgBin();
  if (!bin) return null;
  const kept = options.dir !== undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'axia-pg-'));
  mkdirSync(dir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster then runs as the postgres user.
  const run = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  if (isRoot) chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = options.port ?? 15432 + Math.floor(Math.random() * 2000);
  if (!existsSync(join(data, 'PG_VERSION')))
    run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const serverOptions = [
    `-k ${dir} -h 127.0.0.1 -p ${port}`,
    `-c fsync=${options.fsync ? 'on' : 'off'}`,
    `-c max_connections=${options.maxConnections ?? 50}`,
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  pgCtl('-o', serverOptions, '-l', join(dir, 'log'), '-w', 'start');
  const pgCtlAsync = async (...args: string[]) => {
    const command = [join(bin, 'pg_ctl'), '-D', data, ...args];
    if (isRoot) await promisify(execFile)('runuser', ['-u', 'postgres', '--', ...command]);
    else await promisify(execFile)(command[0]!, command.slice(1));
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    bin,
    restart: () =>
      pgCtlAsync('-o', serverOptions, '-l', join(dir, 'log'), '-m', 'fast', '-w', 'restart'),
    halt: () => pgCtlAsync('-m', 'fast', '-w', 'stop'),
    start: () => pgCtlAsync('-o', serverOptions, '-l', join(dir, 'log'), '-w', 'start'),
    stop() {
      const args = ['-D', data, '-m', kept ? 'fast' : 'immediate', 'stop'];
      if (isRoot)
        spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], {
          stdio: 'ignore',
        });
      else spawnSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
      if (!kept) rmSync(dir, { recursive: true, force: true });
    },
  };
}
