import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// Runs once per `vitest run`. PGlite: creates one initialised template data dir that every test file copies
// (initdb costs ~4 s and ~800 MB, so it runs once, in a child process). PostgreSQL
// (BANK_TEST_ENGINE=postgres): starts a private cluster from Debian's postgresql package on loopback.

const engine = process.env.BANK_TEST_ENGINE ?? 'pglite';
const cleanups: (() => void)[] = [];

function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function startPostgres(): string | null {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'axia-pg-'));
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres user then.
  const as = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  if (isRoot) {
    chmodSync(dir, 0o777);
  }
  const data = join(dir, 'data');
  const port = 15432 + Math.floor(Math.random() * 1000);
  as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  as(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-k ${dir} -h 127.0.0.1 -p ${port} -c fsync=off`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  cleanups.push(() => {
    spawnSync(
      isRoot ? 'runuser' : join(bin, 'pg_ctl'),
      isRoot
        ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']
        : ['-D', data, '-m', 'immediate', 'stop'],
      { stdio: 'ignore' },
    );
    rmSync(dir, { recursive: true, force: true });
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

export default async function setup(project: TestProject) {
  if (engine === 'postgres') {
    let url: string | null = null;
    try {
      url = startPostgres();
    } catch (error) {
      console.warn(`\n*** PostgreSQL could not start (${String(error).slice(0, 200)}) ***`);
    }
    if (!url) {
      console.warn(
        '\n*** NOTICE: PostgreSQL is not installed here; the PostgreSQL run of the bank suite is SKIPPED. ***\n',
      );
    }
    project.provide('pgAdminUrl', url ?? '');
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'axia-pglite-template-'));
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(process.argv[1]); await db.waitReady; await db.close();",
        dir,
      ],
      { stdio: 'inherit', cwd: process.cwd() },
    );
    if (child.status !== 0) throw new Error('Could not create the PGlite template');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    project.provide('pgliteTemplate', dir);
  }
  return () => {
    for (const cleanup of cleanups.reverse()) cleanup();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgliteTemplate: string;
  }
}
