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
import { findCountry } from '@axia/core/countries';
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

function documentOf(
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
const isCardException = (status: string) => CARD_EXCEPTIONS.includes(status);

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

type Detail = StaffMoneyItem['details'][number];
type JsonObject = Record<string, unknown>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day as people read it, '21 November 2026' (a YYYY-MM-DD day as written; null for anything else). */
function dayForPeople(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : null;
}

const objectOf = (value: unknown): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One label → value line, left out when the value is blank or not text. */
const line = (label: string, value: unknown): Detail[] => {
  const text = textOf(value);
  return text ? [{ label, value: text }] : [];
};

/** An amount as the API writes it (the currency's decimals, rounded down), with its currency. */
const amountLine = (label: string, amount: string | null, currency: Currency): Detail[] =>
  amount === null
    ? []
    : [{ label, value: `${roundDown(amount, decimalsFor(currency))} ${currency}` }];

/** The source-of-funds declaration, if the customer made one: the source, who signed it and on which day. */
function sourceOfFundsLines(meta: JsonObject): Detail[] {
  const declaration = objectOf(meta.sourceOfFund);
  const source = textOf(declaration.source);
  if (!source) return [];
  const other = textOf(declaration.otherText);
  const date = textOf(declaration.date);
  return [
    { label: 'Source of funds', value: source === 'Other' && other ? `Other: ${other}` : source },
    ...line('Declaration signed by', declaration.signature),
    ...line('Declaration date', dayForPeople(date) ?? date),
  ];
}

/** The network each kind of outside transfer leaves by. */
const NETWORKS: Record<string, string> = {
  EXTERNAL_WALLET_TRANSFER: 'Ethereum',
  NETWORK_WITHDRAWAL: 'AXIA Network (V1)',
  NETWORK_V2_WITHDRAWAL: 'AXIA Network (V2)',
};

/** A postal address on one line (its country is a line of its own). */
const postalAddress = (recipient: JsonObject) =>
  [recipient.address1, recipient.address2, recipient.city, recipient.state, recipient.postcode]
    .map(textOf)
    .filter(Boolean)
    .join(', ');

/** The customer's accounts the items name (credited, paid from), by id: the name the customer gave or its kind's. */
async function accountNames(db: Db, rows: Selectable<TransactionTable>[]) {
  const ids = new Set<string>();
  for (const row of rows)
    for (const side of [row.from_side, row.to_side]) {
      const id = objectOf(side).accountId;
      if (typeof id === 'string' && id) ids.add(id);
    }
  const names = new Map<string, string>();
  if (ids.size === 0) return names;
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'alias', 'type_public_name'])
    .where('id', 'in', [...ids])
    .execute();
  for (const a of accounts)
    names.set(a.id, a.alias ? `${a.alias} (${a.type_public_name})` : a.type_public_name);
  return names;
}

/**
 * What a reviewer reads about the item, in their words (never an id they cannot use):
 * - a wire deposit: the account to credit, the reference the customer's wire carries, the declared source of funds;
 * - a held wire transfer: the account it is paid from, the recipient and their bank as the transfer recorded them
 *   (its provider meta: the beneficiary's fields at the time, whatever the customer edits since), what the
 *   recipient receives, the memo, the source of funds;
 * - a held transfer to a wallet or the AXIA network: the account, the recipient, the wallet address and its
 *   network, the recipient's postal address and country, what the recipient receives, the memo.
 */
function detailsOf(row: Selectable<TransactionTable>, accounts: Map<string, string>): Detail[] {
  const currency = currencyOf(row.currency);
  const meta = objectOf(row.meta);
  const provider = objectOf(row.provider_meta);
  const account = (side: unknown) => accounts.get(textOf(objectOf(side).accountId));
  const memo = line('Memo', row.user_memo);
  if (row.type === 'WIRE_DEPOSIT')
    return [
      ...line('Account credited', account(row.to_side)),
      ...line('Wire reference', row.public_id),
      ...sourceOfFundsLines(meta),
    ];
  const to = objectOf(row.to_side);
  const sideName = [to.userFirstName, to.userLastName].map(textOf).filter(Boolean).join(' ');
  const paid = [
    ...line('Paid from', account(row.from_side)),
    ...amountLine('Recipient receives', row.provider_amount, currency),
  ];
  if (row.type === 'WIRE_TRANSFER') {
    const wire = objectOf(provider.extraData);
    return [
      ...paid,
      ...line(
        'Recipient',
        textOf(wire.beneficiaryName) || textOf(provider.beneficiaryName) || sideName,
      ),
      ...line('Recipient address', wire.beneficiaryAddress),
      ...line('Bank', wire.beneficiaryBankName),
      ...line('Bank address', wire.beneficiaryBankAddress),
      ...line('Account number / IBAN', wire.beneficiaryIBAN),
      ...line('SWIFT / ABA', wire.beneficiaryBankSwiftOrABA),
      ...line('Intermediary bank', wire.intermediaryBankName),
      ...line('Intermediary bank address', wire.intermediaryBankAddress),
      ...line('Intermediary SWIFT / ABA', wire.intermediaryBankSwiftOrABA),
      ...line('Instructions and reference', wire.instructionsAndReference),
      ...memo,
      ...sourceOfFundsLines(meta),
    ];
  }
  const extra = objectOf(provider.extraData);
  const recipient = objectOf(extra.recipient);
  const kind = textOf(extra.beneficiaryType);
  const code = textOf(recipient.country);
  return [
    ...paid,
    ...line('Recipient', textOf(provider.beneficiaryName) || sideName),
    ...line('Recipient type', kind === 'CORPORATE' ? 'Company' : kind ? 'Individual' : ''),
    ...line('Wallet address', provider.toAddress),
    ...line('Network', NETWORKS[row.type]),
    ...line('Postal address', postalAddress(recipient)),
    ...line('Country', code ? (findCountry(code)?.name ?? code) : ''),
    ...memo,
  ];
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
  const names = await accountNames(ctx.db, rows);
  const items: StaffMoneyItem[] = [];
  for (const row of rows) {
    const customer = row.user_id ? refs.get(row.user_id) : undefined;
    if (!customer) continue;
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
      details: detailsOf(row, names),
      proposalId: open.find((p) => p.subject_id === row.id)?.id ?? null,
    });
  }
  return items;
}
