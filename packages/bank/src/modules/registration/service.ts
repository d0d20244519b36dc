import {
  businessAddressSchema,
  businessRecordsSchema,
  BUSINESS_RECORD_FIELDS,
  CERTIFICATE_LABEL,
  PROOF_OF_ADDRESS_LABEL,
  isDecimalString,
  isEmail,
  isVerificationReadOnly,
  normalizeText,
  ONBOARDING_MESSAGES,
  requiredMessage,
  taxIdSchema,
  TAX_ID_NOT_APPLICABLE,
  type EntityOption,
  type PepStatus,
  type RegistrationBody,
  type RegistrationDocumentType,
  type RegistrationStatus,
  type StoredFile,
  type UserType,
  type VerificationStatus,
} from '@axia/core';
import { isCountryCode } from '@axia/core/countries';
import type { Updateable } from 'kysely';
import type { BankContext } from '../../context';
import type { UserTable } from '../../db/schema';
import { isoDate } from '../../clock';
import { badRequest, conflict } from '../../http/errors';
import { validateRules } from '../common/validation';
import {
  assertMayChange,
  requireUser,
  verificationStatus,
  type Db,
  type UserRow,
} from '../common/user';
import { getTaxIdExemptCountries } from '../settings/service';
import { businessEntities, isEntityOf } from './entities';
import { assertOnboardingOpen, isRegistrationCompleted, navigateTo, userType } from './state';
import { inTransaction } from '../../db/transaction';

// Onboarding: user type, PEP declaration, tax ID, business records and business address. Every change runs in one
// transaction on the locked user row, so a rejected request changes nothing.

type RegistrationPart = NonNullable<RegistrationBody['businessRecords']>;
type AddressPart = NonNullable<RegistrationBody['businessAddress']>;
type TaxIdPart = NonNullable<RegistrationBody['taxId']>;

const REGISTRATION_MESSAGES = {
  userTypeMismatch: ONBOARDING_MESSAGES.userTypeMismatch,
  taxIdReadOnly: 'Your tax ID was submitted and can no longer be changed.',
  businessRecordsReadOnly: 'Your business records were submitted and can no longer be changed.',
  businessAddressReadOnly: 'Your business address was submitted and can no longer be changed.',
  websiteInvalid: ONBOARDING_MESSAGES.serverWebsiteInvalid,
  certificateRequired: requiredMessage(CERTIFICATE_LABEL),
  proofOfAddressRequired: requiredMessage(PROOF_OF_ADDRESS_LABEL),
} as const;

const countryMessage = (field: string) => `${field} must be a valid ISO31661 Alpha2 code`;

/** Which status gates each registration document, and which read-only rule applies to it. */
export const DOCUMENT_ITEMS: Record<
  RegistrationDocumentType,
  {
    column: 'tax_id_status' | 'business_records_status' | 'business_address_status';
    form: 'taxId' | 'business';
    readOnly: string;
    business: boolean;
  }
> = {
  proof_of_tax_id: {
    column: 'tax_id_status',
    form: 'taxId',
    readOnly: REGISTRATION_MESSAGES.taxIdReadOnly,
    business: false,
  },
  business_proof_of_incorporate_certificate: {
    column: 'business_records_status',
    form: 'business',
    readOnly: REGISTRATION_MESSAGES.businessRecordsReadOnly,
    business: true,
  },
  business_proof_of_address: {
    column: 'business_address_status',
    form: 'business',
    readOnly: REGISTRATION_MESSAGES.businessAddressReadOnly,
    business: true,
  },
};

const ADDRESS_SUFFIXES = ['Line1', 'Line2', 'City', 'State', 'CountryCode', 'PostalCode'] as const;
const BUSINESS_ADDRESS_FIELDS = ADDRESS_SUFFIXES.flatMap((suffix) => [
  `businessAddress${suffix}` as const,
  `businessTradingAddress${suffix}` as const,
]);

function pick(source: Record<string, unknown>, keys: readonly string[]) {
  const result: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) result[key] = source[key];
  return result;
}

async function storedFiles(db: Db, userId: string) {
  const rows = await db
    .selectFrom('documents')
    .select(['document_type', 'file_key', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const files = new Map<string, StoredFile>();
  for (const row of rows)
    files.set(row.document_type, {
      Key: row.file_key,
      createdAt: new Date(row.created_at).toISOString(),
    });
  return files;
}

function registrationStatusOf(user: UserRow, files: Map<string, StoredFile>): RegistrationStatus {
  return {
    registrationCompleted: isRegistrationCompleted(user),
    userType: userType(user),
    email: user.email,
    navigateTo: navigateTo(user),
    pepStatus: user.pep_status === 'NONE' || user.pep_status === 'PEP' ? user.pep_status : null,
    userRegistrationData: {
      ...pick(user.business_records ?? {}, BUSINESS_RECORD_FIELDS),
      ...pick(user.business_address ?? {}, BUSINESS_ADDRESS_FIELDS),
      kycStatus: verificationStatus(user.kyc_status),
      taxIdStatus: verificationStatus(user.tax_id_status),
      businessRecordsStatus: verificationStatus(user.business_records_status),
      businessAddressStatus: verificationStatus(user.business_address_status),
      taxId: user.tax_id,
      taxIdCountryCode: user.tax_id_country_code,
      taxIdMemo: user.tax_id_memo,
      proofOfTaxIdFile: files.get('proof_of_tax_id') ?? null,
      proofOfTaxReturnFile: null,
      businessProofOfIncorporateCertificateFile:
        files.get('business_proof_of_incorporate_certificate') ?? null,
      businessProofOfAddressFile: files.get('business_proof_of_address') ?? null,
    },
  };
}

export async function getRegistrationStatus(db: Db, userId: string): Promise<RegistrationStatus> {
  const user = await requireUser(db, userId);
  return registrationStatusOf(user, await storedFiles(db, userId));
}

async function hasDocument(db: Db, userId: string, documentType: RegistrationDocumentType) {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('user_id', '=', userId)
    .where('document_type', '=', documentType)
    .executeTakeFirst();
  return Boolean(row);
}

/** A business part (or business document) needs a BUSINESS user; an UNKNOWN one becomes BUSINESS. */
export function businessTypeChange(user: UserRow): UserType | undefined {
  const type = userType(user);
  if (type === 'INDIVIDUAL') throw conflict(REGISTRATION_MESSAGES.userTypeMismatch);
  return type === 'UNKNOWN' ? 'BUSINESS' : undefined;
}

function assertEditable(status: string, form: 'taxId' | 'business', message: string) {
  if (isVerificationReadOnly(verificationStatus(status), form)) throw conflict(message);
}

const submittedOr = (submit: boolean, current: string): VerificationStatus =>
  submit ? 'SUBMITTED' : verificationStatus(current);

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What a change needs from settings, read before the transaction (PGlite has one connection). */
interface Lookups {
  exemptCountries: string[];
  today: string;
  /** The entity options of the submitted country of incorporation. */
  entityOptions: EntityOption[];
}

async function taxIdChanges(trx: Db, user: UserRow, part: TaxIdPart, lookups: Lookups) {
  assertEditable(user.tax_id_status, 'taxId', REGISTRATION_MESSAGES.taxIdReadOnly);
  const taxIdCountryCode = part.taxIdCountryCode.toUpperCase();
  const exempt = lookups.exemptCountries.includes(taxIdCountryCode);
  let taxId = exempt ? TAX_ID_NOT_APPLICABLE : part.taxId;
  // A draft may be incomplete, never malformed: a country given is a real one.
  if (taxIdCountryCode && !isCountryCode(taxIdCountryCode))
    throw badRequest(countryMessage('taxIdCountryCode'));
  if (part.submit) {
    const hasProof = await hasDocument(trx, user.id, 'proof_of_tax_id');
    const valid = validateRules(taxIdSchema(lookups.exemptCountries), {
      taxIdCountryCode,
      taxId: part.taxId,
      memo: part.memo,
      hasProof,
    });
    taxId = valid.taxId;
  }
  return {
    tax_id: taxId || null,
    tax_id_country_code: taxIdCountryCode || null,
    tax_id_memo: part.memo ?? user.tax_id_memo,
    tax_id_status: submittedOr(part.submit, user.tax_id_status),
  };
}

async function businessRecordsChanges(
  trx: Db,
  user: UserRow,
  part: RegistrationPart,
  lookups: Lookups,
) {
  assertEditable(
    user.business_records_status,
    'business',
    REGISTRATION_MESSAGES.businessRecordsReadOnly,
  );
  const { submit, ...fields } = part;
  // Names are kept as names are written (issue 42): one space between words ("Acme   Ltd" → "Acme Ltd"),
  // whether saved as a draft or submitted; core's normalizeText, as the form applies it.
  const records = {
    ...fields,
    businessName: normalizeText(fields.businessName),
    businessCountryCode: fields.businessCountryCode.toUpperCase(),
    businessDirectors: fields.businessDirectors.map((director) => ({
      ...director,
      firstName: normalizeText(director.firstName),
      lastName: normalizeText(director.lastName),
    })),
  };
  if (submit) {
    validateRules(businessRecordsSchema(lookups.today), records, {
      businessWebsite: REGISTRATION_MESSAGES.websiteInvalid,
    });
    if (!isRealDate(records.businessDateOfIncorporation))
      throw badRequest('businessDateOfIncorporation must be a valid ISO 8601 date string');
    if (!isCountryCode(records.businessCountryCode))
      throw badRequest(countryMessage('businessCountryCode'));
    if (!isEntityOf(lookups.entityOptions, records.businessEntity))
      throw badRequest('businessEntity must be an entity of the country of incorporation');
    if (!(await hasDocument(trx, user.id, 'business_proof_of_incorporate_certificate')))
      throw badRequest(REGISTRATION_MESSAGES.certificateRequired);
  } else {
    // Save and exit: types and lengths (the contract), well-formed director emails (seed 000 §5), and what is
    // given well formed, so the form can show the draft again (a date, a country, an amount).
    for (const director of records.businessDirectors)
      if (director.email.trim() !== '' && !isEmail(director.email.trim()))
        throw badRequest(ONBOARDING_MESSAGES.directorEmailInvalid);
    const date = records.businessDateOfIncorporation;
    if (date && !isRealDate(date))
      throw badRequest('businessDateOfIncorporation must be a valid ISO 8601 date string');
    if (records.businessCountryCode && !isCountryCode(records.businessCountryCode))
      throw badRequest(countryMessage('businessCountryCode'));
    const payment = records.businessMaximumSinglePayment;
    if (payment && !isDecimalString(payment))
      throw badRequest('businessMaximumSinglePayment must be a decimal amount');
  }
  return {
    business_records: JSON.stringify(records),
    business_records_status: submittedOr(submit, user.business_records_status),
  };
}

async function businessAddressChanges(trx: Db, user: UserRow, part: AddressPart) {
  assertEditable(
    user.business_address_status,
    'business',
    REGISTRATION_MESSAGES.businessAddressReadOnly,
  );
  const { submit, ...fields } = part;
  let address: Record<string, string> = { ...fields };
  address.businessAddressCountryCode = fields.businessAddressCountryCode.toUpperCase();
  address.businessTradingAddressCountryCode =
    fields.businessTradingAddressCountryCode.toUpperCase();
  for (const field of ['businessAddressCountryCode', 'businessTradingAddressCountryCode'])
    if (address[field] && !isCountryCode(address[field])) throw badRequest(countryMessage(field));
  if (submit) {
    const differentTrading = ADDRESS_SUFFIXES.some(
      (s) => address[`businessTradingAddress${s}`] !== '',
    );
    if (!differentTrading)
      // 'Different trading address' off: the trading address is the registered one (seed 000 §4).
      for (const suffix of ADDRESS_SUFFIXES)
        address[`businessTradingAddress${suffix}`] = address[`businessAddress${suffix}`] ?? '';
    address = validateRules(businessAddressSchema(differentTrading), address) as Record<
      string,
      string
    >;
    if (!(await hasDocument(trx, user.id, 'business_proof_of_address')))
      throw badRequest(REGISTRATION_MESSAGES.proofOfAddressRequired);
  }
  return {
    business_address: JSON.stringify(address),
    business_address_status: submittedOr(submit, user.business_address_status),
  };
}

/** POST /user/registration: exactly one part (core's registrationBodySchema has checked that). */
export async function updateRegistration(
  ctx: BankContext,
  userId: string,
  body: RegistrationBody,
): Promise<RegistrationStatus> {
  const lookups: Lookups = {
    exemptCountries: body.taxId ? await getTaxIdExemptCountries(ctx) : [],
    today: isoDate(ctx.clock.now()),
    entityOptions: body.businessRecords?.submit
      ? await businessEntities(ctx, body.businessRecords.businessCountryCode)
      : [],
  };
  return inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, userId, { forUpdate: true });
    assertMayChange(user);
    assertOnboardingOpen(user);
    let changes: Updateable<UserTable>;
    if (body.pepStatus) {
      changes = { pep_status: body.pepStatus };
    } else if (body.taxId) {
      changes = await taxIdChanges(trx, user, body.taxId, lookups);
    } else if (body.businessRecords || body.businessAddress) {
      const newType = businessTypeChange(user);
      changes = body.businessRecords
        ? await businessRecordsChanges(trx, user, body.businessRecords, lookups)
        : await businessAddressChanges(trx, user, body.businessAddress as AddressPart);
      if (newType) changes.user_type = newType;
    } else {
      const current = userType(user);
      if (current !== 'UNKNOWN' && current !== body.userType)
        throw conflict(REGISTRATION_MESSAGES.userTypeMismatch);
      changes = { user_type: body.userType };
    }
    await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
    return getRegistrationStatus(trx, userId);
  });
}

/** POST /user/pep/registration. */
export function setPepStatus(ctx: BankContext, userId: string, pepStatus: PepStatus) {
  return updateRegistration(ctx, userId, { pepStatus });
}
