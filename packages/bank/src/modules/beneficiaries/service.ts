import {
  isEmail,
  normalizeEmail,
  normalizeText,
  TRANSFER_MESSAGES,
  WIRE_BENEFICIARY_CURRENCY,
  WIRE_BENEFICIARY_LABELS,
  WIRE_BENEFICIARY_REQUIRED,
  wireFieldRequired,
  type addBeneficiaryBodySchema,
  type Beneficiary,
  type BeneficiaryType,
  type updateBeneficiaryBodySchema,
  type wireBeneficiaryFieldsSchema,
} from '@axia/core';
import { assertWithinLimit } from '../../limits';
import { sql, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import type { BeneficiaryTable } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { requireUser, type Db } from '../common/user';
import { inTransaction } from '../ledger/post';
import { canReceiveMemberMoney, RECEIVER_COLUMNS } from '../registration/state';

// A customer's beneficiaries (seed 001 §2 'Beneficiaries', §3 'Beneficiary', 'Wire beneficiary', §7): members
// (INTERNAL), wire beneficiaries (WIRE_TRANSFER) and the recipients of external transfers
// (EXTERNAL_WALLET_TRANSFER_INDIVIDUAL / _CORPORATE). Each belongs to one customer; another customer's reads as
// missing (404), like an account.

export type BeneficiaryRow = Selectable<BeneficiaryTable>;

const BENEFICIARY_MESSAGES = {
  notFound: 'Beneficiary not found',
  wrongType: (expected: BeneficiaryType, actual: string) =>
    `This recipient is not a ${expected} beneficiary (it is ${actual})`,
} as const;

/**
 * The caller's beneficiary `id` of `type`: unknown or another customer's → 404 'Beneficiary not found'; the
 * caller's of another type → 400. Inside a database transaction use requireOwnBeneficiaryIn(trx, …).
 */
export async function requireOwnBeneficiary(
  ctx: Pick<BankContext, 'db'>,
  userId: string,
  id: string,
  type: BeneficiaryType,
): Promise<BeneficiaryRow> {
  return requireOwnBeneficiaryIn(ctx.db, userId, id, type);
}

/** requireOwnBeneficiary on a given connection or transaction. */
async function requireOwnBeneficiaryIn(
  db: Db,
  userId: string,
  id: string,
  type: BeneficiaryType,
): Promise<BeneficiaryRow> {
  const row = await db
    .selectFrom('beneficiaries')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(BENEFICIARY_MESSAGES.notFound);
  if (row.type !== type) throw badRequest(BENEFICIARY_MESSAGES.wrongType(type, row.type));
  return row;
}

/** A JSON column as an object (PostgreSQL and PGlite parse jsonb; a string is parsed defensively). */
function jsonObject(value: unknown): Record<string, unknown> | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The beneficiary's status: 'active', or 'inactive' when an INTERNAL beneficiary's member is no longer ACTIVE
 * (suspended, closed, or gone) — the page shows 'Action Required'. `memberStatus` is the member's users.status
 * (null when the member no longer exists); ignored for the other types.
 */
function beneficiaryStatus(row: Pick<BeneficiaryRow, 'type'>, memberStatus: string | null) {
  if (row.type !== 'INTERNAL') return 'active';
  return memberStatus === 'ACTIVE' ? 'active' : 'inactive';
}

/** The row as the contract's beneficiarySchema. */
function toBeneficiary(row: BeneficiaryRow, memberStatus: string | null): Beneficiary {
  return {
    id: row.id,
    type: row.type as BeneficiaryType,
    beneficiaryName: row.name,
    beneficiaryEmail: row.email,
    beneficiaryUserId: row.beneficiary_user_id,
    status: beneficiaryStatus(row, memberStatus),
    extraData: jsonObject(row.extra_data),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The contract shape of one row, reading the member's status for an INTERNAL beneficiary. */
async function beneficiaryOf(db: Db, row: BeneficiaryRow): Promise<Beneficiary> {
  if (row.type !== 'INTERNAL' || !row.beneficiary_user_id) return toBeneficiary(row, null);
  const member = await db
    .selectFrom('users')
    .select('status')
    .where('id', '=', row.beneficiary_user_id)
    .executeTakeFirst();
  return toBeneficiary(row, member?.status ?? null);
}

// ---------------------------------------------------------------------------------------------------------------
// The §7 beneficiary calls. Any signed-in customer may read their list; an ACTIVE one whose registration is complete
// may change it (the calls' gate, modules/gates: beneficiaries are what transfers pay, ACTIVE only, seed 001 §6).

type AddBody = z.output<typeof addBeneficiaryBodySchema>;
type WireFields = z.output<typeof wireBeneficiaryFieldsSchema>;
type UpdateBody = z.output<typeof updateBeneficiaryBodySchema>;

const BENEFICIARY_CALL_MESSAGES = {
  // Ours (the spec shows none for these refusals).
  duplicate: 'This recipient already exists',
  emailNotEditable: 'The email of a recipient cannot be changed',
  wireCurrency: 'A wire recipient can only be in US Dollar (USD)',
} as const;

/**
 * GET /beneficiary?type: the caller's beneficiaries (of `type` when given), by name (case-insensitive; then newest
 * first, then by id): an address book's order, and a stable one — 'newest first' is not, since several recipients
 * made in one instant (a pinned clock, a batch) would come back in any order. An INTERNAL one whose member is no
 * longer ACTIVE reads 'inactive'.
 */
export async function listBeneficiaries(
  ctx: BankContext,
  userId: string,
  type: BeneficiaryType | undefined,
): Promise<Beneficiary[]> {
  // A read, like every read: any signed-in customer (one whose registration is incomplete has none yet).
  await requireUser(ctx.db, userId);
  let query = ctx.db
    .selectFrom('beneficiaries as b')
    .leftJoin('users as m', 'm.id', 'b.beneficiary_user_id')
    .selectAll('b')
    .select('m.status as member_status')
    .where('b.user_id', '=', userId);
  if (type) query = query.where('b.type', '=', type);
  const rows = await query
    .orderBy(sql`lower(b.name)`)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id')
    .execute();
  return rows.map(({ member_status, ...row }) => toBeneficiary(row, member_status));
}

/**
 * POST /beneficiary/add (INTERNAL, seed 001 §5 'Member transfer'): the name trimmed and non-empty ('Please enter a
 * valid name.'), the email well formed ('Please enter a valid email.') and an ACTIVE member's (422 otherwise), not the
 * caller's own (400), not already a recipient of the caller (409). The caller's row is locked while checking, so
 * two concurrent adds of one member make one recipient.
 */
export async function addBeneficiary(
  ctx: BankContext,
  userId: string,
  body: AddBody,
): Promise<Beneficiary> {
  const name = normalizeText(body.name);
  if (!name) throw badRequest(TRANSFER_MESSAGES.recipientName);
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw badRequest(TRANSFER_MESSAGES.recipientEmail);
  // Each add tells whether an address is a member's: limited per customer (issue 27 §9).
  await assertWithinLimit(ctx, 'memberLookupsPerCustomer', userId);
  return inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, userId, { forUpdate: true });
    const member = await trx
      .selectFrom('users')
      .select(['id', 'email', ...RECEIVER_COLUMNS])
      .where('email', '=', email)
      .executeTakeFirst();
    if (member?.id === user.id) throw badRequest(TRANSFER_MESSAGES.selfRecipient);
    // A member who cannot receive (suspended, closed, registration not complete) is answered as no member, as a
    // member transfer answers: the answer tells no one's status.
    if (!member || !canReceiveMemberMoney(member))
      throw new HttpError(422, TRANSFER_MESSAGES.noMember);
    const existing = await trx
      .selectFrom('beneficiaries')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', 'INTERNAL')
      .where('beneficiary_user_id', '=', member.id)
      .executeTakeFirst();
    if (existing) throw conflict(BENEFICIARY_CALL_MESSAGES.duplicate);
    const row = await insertBeneficiary(trx, ctx.clock.now(), {
      userId,
      type: 'INTERNAL',
      name,
      email: member.email,
      beneficiaryUserId: member.id,
      extraData: null,
    });
    return toBeneficiary(row, member.status);
  });
}

/** Inserts one beneficiary row (also used by the external transfers for their recipients). */
export async function insertBeneficiary(
  db: Db,
  now: Date,
  input: {
    userId: string;
    type: BeneficiaryType;
    name: string;
    email: string | null;
    beneficiaryUserId: string | null;
    extraData: Record<string, unknown> | null;
  },
): Promise<BeneficiaryRow> {
  return db
    .insertInto('beneficiaries')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      type: input.type,
      name: input.name,
      email: input.email,
      beneficiary_user_id: input.beneficiaryUserId,
      extra_data: input.extraData === null ? null : JSON.stringify(input.extraData),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The wire beneficiary's fields checked (seed 001 §5 'Wire recipient'): each required one non-blank, else 'The
 * <label> field is required' with the form's label (core's WIRE_BENEFICIARY_LABELS), the first missing in the
 * form's order; the currency US Dollar only. Values are trimmed (the contract trims); blank optional ones are left
 * out.
 */
function checkWireFields(fields: WireFields): Record<string, string> {
  for (const field of WIRE_BENEFICIARY_REQUIRED)
    if (!fields[field]) throw badRequest(wireFieldRequired(WIRE_BENEFICIARY_LABELS[field]));
  if (fields.currency !== WIRE_BENEFICIARY_CURRENCY)
    throw badRequest(BENEFICIARY_CALL_MESSAGES.wireCurrency);
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Record<
    string,
    string
  >;
}

/** POST /beneficiary/wire-transfer/add: a WIRE_TRANSFER beneficiary named by its alias, the fields its extraData. */
export async function addWireBeneficiary(
  ctx: BankContext,
  userId: string,
  fields: WireFields,
): Promise<Beneficiary> {
  const extraData = checkWireFields(fields);
  await requireUser(ctx.db, userId);
  const row = await insertBeneficiary(ctx.db, ctx.clock.now(), {
    userId,
    type: 'WIRE_TRANSFER',
    name: fields.alias,
    email: null,
    beneficiaryUserId: null,
    extraData,
  });
  return toBeneficiary(row, null);
}

/**
 * PUT /beneficiary/update: the caller's beneficiary of `type` (404 when not theirs, 400 for another type).
 * - INTERNAL and external recipients: the name, trimmed and non-empty ('Please enter a valid name.'); an INTERNAL
 *   recipient's email is not editable: one sent that differs from it answers 400.
 * - WIRE_TRANSFER: `updateData` replaces the wire fields (the same rules as adding) and its alias becomes the name;
 *   without updateData only the name (and the alias in the fields) changes.
 */
export async function updateBeneficiary(
  ctx: BankContext,
  userId: string,
  body: UpdateBody,
): Promise<Beneficiary> {
  await requireUser(ctx.db, userId);
  const row = await requireOwnBeneficiary(ctx, userId, body.id, body.type);
  let name = normalizeText(body.beneficiaryName);
  let extraData = jsonObject(row.extra_data);
  if (body.type === 'WIRE_TRANSFER' && body.updateData) {
    extraData = checkWireFields(body.updateData);
    name = body.updateData.alias;
  } else {
    if (!name) throw badRequest(TRANSFER_MESSAGES.recipientName);
    if (body.type === 'WIRE_TRANSFER') extraData = { ...extraData, alias: name };
  }
  if (
    body.type === 'INTERNAL' &&
    body.beneficiaryEmail !== undefined &&
    normalizeEmail(body.beneficiaryEmail) !== (row.email ?? '').toLowerCase()
  )
    throw badRequest(BENEFICIARY_CALL_MESSAGES.emailNotEditable);
  const updated = await ctx.db
    .updateTable('beneficiaries')
    .set({
      name,
      extra_data: extraData === null ? null : JSON.stringify(extraData),
      updated_at: ctx.clock.now(),
    })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw notFound(BENEFICIARY_MESSAGES.notFound);
  return beneficiaryOf(ctx.db, updated);
}

/** DELETE /beneficiary/:id: the caller's beneficiary removed (404 when not theirs or unknown). */
export async function removeBeneficiary(ctx: BankContext, userId: string, id: string) {
  await requireUser(ctx.db, userId);
  const removed = await ctx.db
    .deleteFrom('beneficiaries')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw notFound(BENEFICIARY_MESSAGES.notFound);
  return { statusCode: 200 as const, message: TRANSFER_MESSAGES.recipientRemoved };
}
