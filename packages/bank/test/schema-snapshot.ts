import { sql, type Kysely } from 'kysely';

// The bank's schema as sorted lines of text, read from pg_catalog: what the migrations made, independent of how
// their source is laid out. Kysely's own bookkeeping tables (kysely_migration, kysely_migration_lock) are left out.
// Each line says what it describes (table, column, constraint, index, sequence, function, trigger), so two
// snapshots compare line by line and a difference names the object.

const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** A function body's trailing spaces mean nothing, and would not survive an editor in the fixture. */
const trimLineEnds = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');

export async function schemaSnapshot(db: Kysely<unknown>): Promise<string[]> {
  const skipped = sql.join(KYSELY_TABLES.map((name) => sql.lit(name)));
  const columns = await sql<{ line: string }>`
    select format('column %s.%s %s%s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
             case when a.attnotnull then ' not null' else '' end,
             coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), ''),
             case a.attidentity when 'a' then ' identity always' when 'd' then ' identity by default' else '' end)
             as line
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and c.relname not in (${skipped})`.execute(db);
  const constraints = await sql<{ line: string }>`
    select format('constraint %s.%s %s', c.relname, k.conname, pg_get_constraintdef(k.oid)) as line
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname not in (${skipped})
      -- PostgreSQL 18 (PGlite) also lists NOT NULL here, 15 does not: the column's line says it.
      and k.contype <> 'n'`.execute(db);
  const indexes = await sql<{ line: string }>`
    select format('index %s', indexdef) as line from pg_indexes
    where schemaname = 'public' and tablename not in (${skipped})`.execute(db);
  const sequences = await sql<{ line: string }>`
    select format('sequence %s', c.relname) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S'`.execute(db);
  // A function by its signature, language, volatility, settings and body (prosrc): pg_get_functiondef's wrapping differs
  // between PostgreSQL versions, the body does not.
  const functions = await sql<{ line: string }>`
    select format('function %s(%s) returns %s language %s %s%s: %s', p.proname,
             pg_get_function_identity_arguments(p.oid), pg_get_function_result(p.oid), l.lanname,
             case p.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end,
             coalesce(' set ' || array_to_string(p.proconfig, ' '), ''), p.prosrc) as line
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_language l on l.oid = p.prolang
    where n.nspname = 'public'`.execute(db);
  const triggers = await sql<{ line: string }>`
    select format('trigger %s', pg_get_triggerdef(t.oid)) as line
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal`.execute(db);
  const tables = await sql<{ line: string }>`
    select format('table %s', c.relname) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname not in (${skipped})`.execute(db);
  return [tables, columns, constraints, indexes, sequences, functions, triggers]
    .flatMap((result) => result.rows.map((row) => trimLineEnds(row.line)))
    .sort();
}
