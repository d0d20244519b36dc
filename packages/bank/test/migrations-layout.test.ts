import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations';
import { engine, engineUnavailable, freshDatabase } from './harness';
import { schemaSnapshot } from './schema-snapshot';

// Issue 46: the migrations moved from one file (db/migrations.ts) into one file each (db/migrations/), behind an
// ordered index. A database made before the move must migrate as before: Kysely matches the names recorded in
// kysely_migration against the provider's, so a renamed or reordered migration breaks every existing database.
// The fixture holds, as main made it before the move, the migrations' names in order and the schema they build.

const FIXTURE = fileURLToPath(new URL('./fixtures/migrated-schema.txt', import.meta.url));
const REGENERATE = process.env.BANK_REGENERATE_SCHEMA_FIXTURE === '1';

const HEADER = `# The bank's migrations in order (what kysely_migration records) and the schema they build, as sorted lines
# (test/schema-snapshot.ts). test/migrations-layout.test.ts compares the migrations' index and a freshly migrated
# database with it. Made on PGlite before the migrations were split into db/migrations/ (issue 46), and equal on
# PostgreSQL. A migration added at the END changes it knowingly; regenerate it, and read the diff, with:
#   cd packages/bank && BANK_REGENERATE_SCHEMA_FIXTURE=1 npx vitest run test/migrations-layout.test.ts
# Never rename, reorder or remove a "migration" line: existing databases would no longer migrate.
# A line starting with "  |" continues the line before it (a function's body).
`;

/** Entries as lines: an entry's own line breaks become continuation lines. */
const encode = (entries: string[]) =>
  entries
    .map((e) =>
      e
        .split('\n')
        .map((line, i) => (i === 0 ? line : `  | ${line}`.trimEnd()))
        .join('\n'),
    )
    .join('\n');

function readFixture() {
  const entries: string[] = [];
  for (const line of readFileSync(FIXTURE, 'utf8').split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    if (line.startsWith('  |')) entries[entries.length - 1] += `\n${line.slice(4)}`;
    else entries.push(line);
  }
  const migrations = entries
    .filter((e) => e.startsWith('migration '))
    .map((e) => e.slice('migration '.length));
  return { migrations, schema: entries.filter((e) => !e.startsWith('migration ')) };
}

const providedNames = async () => Object.keys(await migrationProvider.getMigrations());

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

async function migratedFresh() {
  const { database, cleanup } = await freshDatabase();
  cleanups.push(async () => {
    await database.close();
    cleanup();
  });
  return database.db as unknown as Kysely<unknown>;
}

describe.skipIf(engineUnavailable)(`the migrations' layout (${engine})`, () => {
  it.runIf(REGENERATE)('regenerates the fixture', async () => {
    const db = await migratedFresh();
    const names = (await providedNames()).map((name) => `migration ${name}`);
    writeFileSync(FIXTURE, `${HEADER}${encode([...names, ...(await schemaSnapshot(db))])}\n`);
  });

  it("names the migrations as the fixture does, in its order (the names in existing databases' kysely_migration)", async () => {
    expect(await providedNames()).toEqual(readFixture().migrations);
  });

  it('builds, on a fresh database, the schema the migrations built before the split', async () => {
    const db = await migratedFresh();
    expect(await schemaSnapshot(db)).toEqual(readFixture().schema);
  });

  it('runs nothing on a database whose kysely_migration holds every name of the old layout, and reports nothing pending', async () => {
    const db = await migratedFresh();
    // The history as the old layout recorded it: the fixture's names, one second apart, in their order.
    const { migrations } = readFixture();
    await sql`delete from kysely_migration`.execute(db);
    for (const [index, name] of migrations.entries())
      await sql`insert into kysely_migration (name, timestamp)
        values (${name}, ${new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString()})`.execute(db);

    const migrator = new Migrator({ db, provider: migrationProvider });
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results).toEqual([]);
    const pending = (await migrator.getMigrations()).filter((m) => m.executedAt === undefined);
    expect(pending).toEqual([]);
    expect(await schemaSnapshot(db)).toEqual(readFixture().schema);
  });

  it('would refuse a history that names a migration differently (what a rename does to an existing database)', async () => {
    const db = await migratedFresh();
    await sql`update kysely_migration set name = '0013_renamed' where name = '0013_post_keyed_function'`.execute(
      db,
    );
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    expect(String(error)).toContain('corrupted migrations');
  });
});
