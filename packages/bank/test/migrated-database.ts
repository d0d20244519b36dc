import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase, type BankDatabase } from '../src/db/open';

// A fresh database with the migrations already run, for the focused tests that mutation testing reruns once per
// mutant (issue 38): the migrations take 20 s and more on a busy machine, opening a copy of a migrated PGlite
// data dir a few. The migrated copy is made once into the OS temp dir, named after what it is made of (the
// migrations' source and PGlite's version), and copied for each call. PostgreSQL: harness's freshDatabase. The
// harness is not imported here otherwise: it brings the whole server along, seconds of import for each rerun.

export const engine = (process.env.BANK_TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';
/** True when this run cannot use its engine (PostgreSQL not installed): suites skip with a notice. */
export const engineUnavailable = engine === 'postgres' && !inject('pgAdminUrl');

const source = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)));
const migrationsDir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

function templateDir() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(
    readFileSync(join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json'), 'utf8'),
  ) as { version: string };
  const hash = createHash('sha256');
  // Every migration's file (db/migrations/), by name and content.
  for (const name of readdirSync(migrationsDir).sort())
    hash.update(name).update(readFileSync(join(migrationsDir, name)));
  const digest = hash
    .update(source('../src/sandbox/custody.ts'))
    .update(pglite.version)
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `axia-pglite-migrated-${digest}`);
}

export async function migratedDatabase(): Promise<{ database: BankDatabase; cleanup: () => void }> {
  if (engine === 'postgres') return (await import('./harness')).freshDatabase();
  const template = templateDir();
  if (!existsSync(template)) {
    const building = mkdtempSync(join(tmpdir(), 'axia-pglite-migrating-'));
    cpSync(inject('pgliteTemplate'), building, { recursive: true });
    const database = await openDatabase({ dataDir: building });
    await database.close();
    try {
      renameSync(building, template);
    } catch {
      // Another run made it meanwhile: theirs is the same.
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'axia-pglite-'));
  cpSync(template, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return { database, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
