import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 0023 (issue 41): the staff console. Identity users carry their user-pool groups (`cognito:groups`: the staff
 * roles); a customer's status carries the reason staff gave for it; `staff_audit` is the append-only trail of every
 * staff act (a trigger refuses UPDATE, DELETE and TRUNCATE, on both engines), written in the act's own transaction;
 * `staff_proposals` holds the four-eyes proposals, at most one open (PROPOSED) per kind and subject.
 */
export const staffConsole: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('identity_users')
      .addColumn('groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
    await db.schema.alterTable('users').addColumn('status_reason', 'text').execute();
    await db.schema
      .createTable('staff_audit')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      // The order acts were written in (several share one instant on a fixed clock).
      .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('staff_sub', 'text', (c) => c.notNull())
      .addColumn('staff_email', 'text', (c) => c.notNull())
      .addColumn('roles', 'jsonb', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('before', 'jsonb')
      .addColumn('after', 'jsonb')
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('staff_audit_seq').on('staff_audit').column('seq').execute();
    await db.schema.createIndex('staff_audit_user').on('staff_audit').column('user_id').execute();
    await sql`CREATE FUNCTION axia_staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$`.execute(db);
    await sql`CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
      FOR EACH ROW EXECUTE FUNCTION axia_staff_audit_append_only()`.execute(db);
    await sql`CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
      FOR EACH STATEMENT EXECUTE FUNCTION axia_staff_audit_append_only()`.execute(db);
    await db.schema
      .createTable('staff_proposals')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('amount', 'numeric', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount_usd', 'numeric', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('proposed_by', 'text', (c) => c.notNull())
      .addColumn('proposed_by_email', 'text', (c) => c.notNull())
      .addColumn('proposed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_by_email', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decision_reason', 'text')
      // What approval carries out (e.g. an adjustment's account and signed amount).
      .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await sql`CREATE UNIQUE INDEX staff_proposals_one_open ON staff_proposals (kind, subject_id)
      WHERE status = 'PROPOSED'`.execute(db);
    await db.schema
      .createIndex('staff_proposals_status')
      .on('staff_proposals')
      .columns(['status', 'proposed_at'])
      .execute();
  },
};
