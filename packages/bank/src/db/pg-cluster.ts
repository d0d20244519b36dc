import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A private PostgreSQL cluster on loopback from Debian's postgresql package, for tests and the benchmark.

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
  stop(): void;
}

/** Starts a throwaway cluster (fsync off), or returns null when PostgreSQL is not installed. */
export function startPrivateCluster(): PgCluster | null {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'axia-pg-'));
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster then runs as the postgres user.
  const run = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  if (isRoot) chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = 15432 + Math.floor(Math.random() * 2000);
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-k ${dir} -h 127.0.0.1 -p ${port} -c fsync=off -c max_connections=50`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const args = ['-D', data, '-m', 'immediate', 'stop'];
      if (isRoot)
        spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], {
          stdio: 'ignore',
        });
      else spawnSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
