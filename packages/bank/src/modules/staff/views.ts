import {
  CARD_STATUSES,
  CURRENCIES,
  REGISTRATION_CHECKS,
  subtract,
  roundDown,
  decimalsFor,
  type CardStatus,
  type Currency,
  type RegistrationCheck,
  type StaffCardItem,
  type StaffCustomerRef,
  type StaffDocument,
  type StaffMoneyItem,
  type StaffRegistration,
} from '@axia/core';
import type { Selectable } from 'kysely';
import type { BankContext } from '../../context';
import type { CardTable, TransactionTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { filesOf, requestStatusOf, type DocumentRequestRow } from '../documents/view';
import { userStatus, verificationStatus, type Db, type UserRow } from '../common/user';
import { isRegistrationCompleted, userType } from '../registration/state';
import { amountInUsd } from '../transactions/service';
import { STAFF_MESSAGES } from './caller';

// How staff see the bank's records: the contract's shapes (core api/staff.ts) from the rows.

/** The users columns a customer reference and a registration read. */
export const CUSTOMER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'user_type',
  'status',
  'created_at',
  'kyc_status',
  'tax_id_status',
  'business_records_status',
  'business_address_status',
  'pep_status',
] as const;
export type CustomerRow = Pick<UserRow, (typeof CUSTOMER_COLUMNS)[number]>;

export const customerRefOf = (row: CustomerRow): StaffCustomerRef => ({
  userId: row.id,
  email: row.email,
  name: `${row.first_name} ${row.last_name}`.trim(),
  userType: userType(row),
  status: userStatus(row),
});

/** Customers by id: their references (a missing one is left out). */
export async function customerRefs(db: Db, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const refs = new Map<string, StaffCustomerRef>();
  if (wanted.length === 0) return refs;
  const rows = await db
    .selectFrom('users')
    .select(CUSTOMER_COLUMNS)
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) refs.set(row.id, customerRefOf(row));
  return refs;
}

/** The customer's row (staff calls name customers by id), or 404. */
export async function requireCustomer(db: Db, userId: string): Promise<CustomerRow> {
  const row = await db
    .selectFrom('users')
    .select(CUSTOMER_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(STAFF_MESSAGES.customerNotFound);
  return row;
}

/** The users column of each registration check. */
export const CHECK_COLUMNS = {
  kycStatus: 'kyc_status',
  taxIdStatus: 'tax_id_status',
  businessRecordsStatus: 'business_records_status',
  businessAddressStatus: 'business_address_status',
} as const satisfies Record<RegistrationCheck, keyof UserRow>;

export const checksOf = (row: CustomerRow) =>
  Object.fromEntries(
    REGISTRATION_CHECKS.map((check) => [check, verificationStatus(row[CHECK_COLUMNS[check]])]),
  ) as StaffRegistration['checks'];

export const registrationOf = (row: CustomerRow): StaffRegistration => ({
  customer: customerRefOf(row),
  createdAt: new Date(row.created_at).toISOString(),
  checks: checksOf(row),
  complete: isRegistrationCompleted(row),
});

const iso = (value: Date | string) => new Date(value).toISOString();

export function documentOf(
  row: DocumentRequestRow,
  files: { id: string; file_name: string; size_bytes: number }[],
): Omit<StaffDocument, 'customer'> {
  const status = requestStatusOf(row.status);
  return {
    requestId: row.id,
    type: row.document_type,
    status,
    submittedAt: row.submitted_at ? iso(row.submitted_at) : null,
    files: files.map((f) => ({ id: f.id, name: f.file_name, size: Number(f.size_bytes) })),
    rejectionReason: status === 'REJECTED' ? row.rejection_reason : null,
  };
}

/** Document requests as staff see them, with their files (in the given order). */
export async function documentsOf(db: Db, rows: DocumentRequestRow[]) {
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => documentOf(row, files.get(row.id) ?? []));
}

const CARD_EXCEPTIONS: readonly string[] = ['SUSPENDED', 'LOST', 'STOLEN'];
export const isCardException = (status: string) => CARD_EXCEPTIONS.includes(status);

export function cardItemOf(row: Selectable<CardTable>): Omit<StaffCardItem, 'customer'> {
  const status = (CARD_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as CardStatus)
    : 'UNKNOWN';
  return {
    cardId: row.id,
    kind: isCardException(row.status) ? 'EXCEPTION' : 'ORDER',
    status,
    cardType: row.card_type_code,
    last4: row.last4 || null,
    fullKyc: row.is_full_kyc,
    since: iso(row.updated_at),
  };
}

const currencyOf = (value: string): Currency =>
  (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'USD';

/** Text fields of a transaction's side (what the customer gave about the other side), as label → value. */
function sideDetails(side: Record<string, unknown> | null, prefix: string) {
  const details: { label: string; value: string }[] = [];
  for (const [key, value] of Object.entries(side ?? {}))
    if ((typeof value === 'string' && value) || typeof value === 'number')
      details.push({ label: `${prefix} ${key}`, value: String(value) });
  return details;
}

/** A transaction waiting for staff (a wire deposit, a held transfer), with its USD value and open proposal. */
export async function moneyItemsOf(
  ctx: BankContext,
  rows: Selectable<TransactionTable>[],
): Promise<StaffMoneyItem[]> {
  const refs = await customerRefs(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  const open = rows.length
    ? await ctx.db
        .selectFrom('staff_proposals')
        .select(['id', 'subject_id'])
        .where('status', '=', 'PROPOSED')
        .where(
          'subject_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const items: StaffMoneyItem[] = [];
  for (const row of rows) {
    const customer = row.user_id ? refs.get(row.user_id) : undefined;
    if (!customer) continue;
    const meta = (row.meta ?? {}) as Record<string, unknown>;
    const source = meta.sourceOfFund;
    items.push({
      transactionId: row.id,
      publicId: row.public_id,
      customer,
      type: row.type,
      title: row.title ?? row.type,
      amount: roundDown(row.amount, decimalsFor(currencyOf(row.currency))),
      currency: currencyOf(row.currency),
      amountUsd: (await amountInUsd(ctx, row.amount, row.currency)) ?? '0',
      // A held transfer's fee: what the hold keeps of the amount beyond what the recipient receives.
      fee:
        row.provider_amount === null
          ? null
          : roundDown(
              subtract(row.amount, row.provider_amount),
              decimalsFor(currencyOf(row.currency)),
            ),
      createdAt: iso(row.created_at),
      details: [
        ...sideDetails(row.from_side, 'From'),
        ...sideDetails(row.to_side, 'To'),
        ...(row.user_memo ? [{ label: 'Memo', value: row.user_memo }] : []),
        ...(source && typeof source === 'object'
          ? sideDetails(source as Record<string, unknown>, 'Source of funds')
          : []),
      ],
      proposalId: open.find((p) => p.subject_id === row.id)?.id ?? null,
    });
  }
  return items;
}
