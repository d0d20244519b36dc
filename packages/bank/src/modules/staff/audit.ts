import type { StaffAuditEntry, StaffOperation, staffAuditQuerySchema } from '@axia/core';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { runInTransaction } from '../../db/ambient';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../common/user';
import type { StaffMember } from './caller';

// The staff audit trail (issue 41): one row per staff act — who, when, from where, what, before/after, the reason —
// written in the act's own database transaction, so there is no change without its row and no row without its
// change. The table refuses UPDATE, DELETE and TRUNCATE (migration 0023's trigger).

/** What an act changed, for its audit row. */
export interface StaffActRecord {
  subjectType: string;
  subjectId: string;
  /** The customer it concerns, if any. */
  userId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** Who acts, and from where. */
export interface StaffActor {
  staff: StaffMember;
  ip: string;
}

async function appendAudit(
  db: Db,
  actor: StaffActor,
  action: StaffOperation,
  record: StaffActRecord,
  at: Date,
) {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  await db
    .insertInto('staff_audit')
    .values({
      at,
      staff_sub: actor.staff.sub,
      staff_email: actor.staff.email,
      roles: JSON.stringify(actor.staff.roles),
      ip: actor.ip,
      action,
      subject_type: record.subjectType,
      subject_id: record.subjectId,
      user_id: record.userId,
      before: json(record.before),
      after: json(record.after),
      reason: record.reason,
    })
    .execute();
}

/**
 * Runs a staff act and appends its audit row in ONE database transaction: the services the act calls reach the
 * database through ctx.db, which is this transaction while it runs (db/ambient.ts). A refusal (a thrown HttpError)
 * rolls back everything, the audit row with it.
 */
export async function staffAct<T>(
  ctx: BankContext,
  actor: StaffActor,
  action: StaffOperation,
  work: () => Promise<{ result: T; record: StaffActRecord }>,
): Promise<T> {
  return inTransaction(ctx.db, (trx) =>
    runInTransaction({ trx, keptIfRefused: [] }, async () => {
      const { result, record } = await work();
      await appendAudit(trx, actor, action, record, ctx.clock.now());
      return result;
    }),
  );
}

type AuditFilter = Omit<z.output<typeof staffAuditQuerySchema>, 'page' | 'size'>;

function filtered<O>(
  query: SelectQueryBuilder<Database, 'staff_audit', O>,
  filter: AuditFilter,
): SelectQueryBuilder<Database, 'staff_audit', O> {
  let q = query;
  if (filter.staff) {
    const staff = filter.staff;
    q = q.where((eb) =>
      eb.or([eb('staff_email', '=', staff.toLowerCase()), eb('staff_sub', '=', staff)]),
    );
  }
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.subject) {
    const subject = filter.subject;
    q = q.where((eb) => eb.or([eb('subject_id', '=', subject), eb('user_id', '=', subject)]));
  }
  if (filter.from) q = q.where('at', '>=', new Date(filter.from));
  if (filter.to) q = q.where('at', '<=', new Date(filter.to));
  return q;
}

const entryOf = (row: {
  id: string;
  at: Date | string;
  staff_sub: string;
  staff_email: string;
  roles: string[];
  ip: string;
  action: string;
  subject_type: string;
  subject_id: string;
  user_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}): StaffAuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  staffSub: row.staff_sub,
  staffEmail: row.staff_email,
  roles: row.roles as StaffAuditEntry['roles'],
  ip: row.ip,
  action: row.action,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  userId: row.user_id,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
});

const AUDIT_COLUMNS = [
  'id',
  'at',
  'staff_sub',
  'staff_email',
  'roles',
  'ip',
  'action',
  'subject_type',
  'subject_id',
  'user_id',
  'before',
  'after',
  'reason',
] as const;

/** One page of the trail, newest first, with the filter's total. */
export async function auditPage(ctx: BankContext, query: z.output<typeof staffAuditQuerySchema>) {
  const { page, size, ...filter } = query;
  const total = await filtered(
    ctx.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string>().as('n')),
    filter,
  ).executeTakeFirstOrThrow();
  const rows = await filtered(ctx.db.selectFrom('staff_audit').select(AUDIT_COLUMNS), filter)
    .orderBy('seq', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: rows.map(entryOf), total: Number(total.n), page, size };
}

/**
 * A CSV cell (RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled). A cell a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first: OWASP's CSV injection) is prefixed with a quote.
 */
function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_HEADER = [
  'at',
  'staffEmail',
  'staffSub',
  'roles',
  'ip',
  'action',
  'subjectType',
  'subjectId',
  'userId',
  'reason',
  'before',
  'after',
  'id',
] as const;

/** The whole filtered trail as CSV, oldest first (a record to file, not a page to read). */
export async function auditCsv(ctx: BankContext, filter: AuditFilter): Promise<string> {
  const rows = await filtered(ctx.db.selectFrom('staff_audit').select(AUDIT_COLUMNS), filter)
    .orderBy('seq', 'asc')
    .execute();
  const lines = [CSV_HEADER.join(',')];
  for (const entry of rows.map(entryOf))
    lines.push(
      CSV_HEADER.map((column) =>
        csvCell(column === 'roles' ? entry.roles.join(' ') : entry[column]),
      ).join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
