import { z } from 'zod';
import { MONTHLY_VOLUME_OPTIONS } from '../domain/registration';
import {
  accountOverviewSchema,
  accountSchema,
  bannerSettingSchema,
  conversionRateSchema,
  currencySchema,
  directorWireSchema,
  documentTypeSchema,
  entityOptionSchema,
  pepStatusSchema,
  registrationStatusSchema,
  serviceStatusEntrySchema,
  transactionPageSchema,
  spendableSchema,
  termsEntrySchema,
  totalAssetSchema,
  userSchema,
  userTypeSchema,
} from './schemas';
import type { Operation } from './operations';
import { BANK_SETTING_NAMES } from '../domain/settings';
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_METHODS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_NAMES,
  SOURCES_OF_FUNDS,
  type TransactionType,
} from '../domain/transaction';

// The bank API contract: one entry per call of seed 000 §7 (paths relative to the API base, which the sandbox
// bank serves under /api). The server registers its routes from these entries and the app's client calls them,
// so a path or a payload cannot drift between the two.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ContractEntry {
  method: HttpMethod;
  /** Path with `:param` placeholders. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data upload with these text fields and one `file`. */
  multipart?: z.ZodType;
  /** 'json' by default; 'blob' for downloads. */
  responseType?: 'json' | 'blob';
  response: z.ZodType;
  /** Whether the call needs a signed-in user (true unless public). */
  auth?: boolean;
}

const text = (max = 200) => z.string().trim().max(max);

/** A consent form (CONSENT_FORMS) or the name of a terms entry; the server checks that it exists. */
export const consentFormNameSchema = z.string().trim().min(1).max(100);

export const updateUserBodySchema = z.strictObject({
  requestId: z.string().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  phoneCountryCode: z.string().trim().max(8).optional(),
  phoneNumber: z.string().trim().max(20).optional(),
  mfaCode: z.string().max(10).optional(),
});

export const taxIdBodySchema = z.strictObject({
  taxId: text(64),
  taxIdCountryCode: text(3),
  memo: text(500).optional(),
  submit: z.boolean(),
});

export const businessRecordsBodySchema = z.strictObject({
  businessName: text(),
  businessWebsite: text(2048),
  businessRegistrationNumber: text(64),
  businessDateOfIncorporation: text(10),
  businessCountryCode: text(3),
  businessEntity: text(200),
  businessMonthlyTransferVolume: z.enum(MONTHLY_VOLUME_OPTIONS).or(z.literal('')),
  businessMonthlyPaymentNumber: z.enum(MONTHLY_VOLUME_OPTIONS).or(z.literal('')),
  businessMaximumSinglePayment: text(40),
  businessDirectors: z.array(directorWireSchema.strict()).max(20),
  submit: z.boolean(),
});

export const businessAddressBodySchema = z.strictObject({
  businessAddressLine1: text(),
  businessAddressLine2: text(),
  businessAddressCity: text(100),
  businessAddressState: text(100),
  businessAddressCountryCode: text(3),
  businessAddressPostalCode: text(20),
  businessTradingAddressLine1: text(),
  businessTradingAddressLine2: text(),
  businessTradingAddressCity: text(100),
  businessTradingAddressState: text(100),
  businessTradingAddressCountryCode: text(3),
  businessTradingAddressPostalCode: text(20),
  submit: z.boolean(),
});

/** POST /user/registration takes exactly one of these (business ones with userType BUSINESS). */
export const registrationBodySchema = z
  .strictObject({
    pepStatus: pepStatusSchema.optional(),
    userType: userTypeSchema.exclude(['UNKNOWN']).optional(),
    taxId: taxIdBodySchema.optional(),
    businessRecords: businessRecordsBodySchema.optional(),
    businessAddress: businessAddressBodySchema.optional(),
  })
  .superRefine((body, ctx) => {
    const parts = (['pepStatus', 'taxId', 'businessRecords', 'businessAddress'] as const).filter(
      (key) => body[key] !== undefined,
    );
    const isBusinessPart = parts.some((p) => p === 'businessRecords' || p === 'businessAddress');
    if (isBusinessPart && body.userType !== 'BUSINESS') {
      ctx.addIssue({
        code: 'custom',
        message: 'businessRecords and businessAddress need userType BUSINESS',
      });
    }
    const count = parts.length + (body.userType !== undefined && !isBusinessPart ? 1 : 0);
    if (count !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send exactly one of pepStatus, userType, taxId, businessRecords, businessAddress',
      });
    }
  });
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** A query flag: 'true' or 'false' (query strings carry no booleans). */
const queryFlag = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((v) => v === 'true');

/** A date (YYYY-MM-DD, midnight UTC) or an ISO date and time. */
const queryInstant = z
  .string()
  .superRefine((value, issues) => {
    if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value))
      issues.addIssue({
        code: 'custom',
        message: 'must be a date (YYYY-MM-DD) or an ISO date and time',
      });
    else if (Number.isNaN(new Date(value).getTime()))
      issues.addIssue({ code: 'custom', message: 'must be a real date' });
  })
  .transform((v) => new Date(v));

/** A comma-separated list of `values` (repeated query keys arrive as an array: both are taken). */
function queryList<T extends string>(values: readonly T[], what: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.length <= 50, 'too many values')
    .superRefine((list, issues) => {
      const unknown = list.filter((item) => !(values as readonly string[]).includes(item));
      if (unknown.length > 0)
        issues.addIssue({ code: 'custom', message: `unknown ${what} ${unknown.join(', ')}` });
    })
    .transform((list) => list as T[]);
}

const pageQuery = {
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(10),
  offset: z.coerce
    .number({ message: 'offset must be a whole number of at least 0' })
    .int('offset must be a whole number of at least 0')
    .min(0, 'offset must be a whole number of at least 0')
    .max(10_000_000, 'offset must be a whole number of at least 0')
    .default(0),
  includeTotalCount: queryFlag.optional(),
  generateTitleAndDescription: queryFlag.optional(),
};

/** GET /account/transaction (seed 001 §7). */
export const transactionQuerySchema = z.strictObject({
  id: z.string().trim().min(1).max(64).optional(),
  accountId: z.string().trim().min(1).max(64).optional(),
  typeIn: queryList<TransactionType>(TRANSACTION_TYPE_NAMES, 'type').optional(),
  createdAtGte: queryInstant.optional(),
  createdAtLte: queryInstant.optional(),
  transactionDirection: z.enum(TRANSACTION_DIRECTIONS).optional(),
  /** Privileged users only: the public id, title or description contains this text. */
  search: z.string().trim().min(1).max(100).optional(),
  ...pageQuery,
});

/** GET /transfer/external (seed 001 §7): the customer's items with an outside party (pending ones first of all). */
export const externalTransferQuerySchema = z.strictObject({
  id: z.string().trim().min(1).max(64).optional(),
  accountId: z.string().trim().min(1).max(64).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  statusIn: queryList(TRANSACTION_STATUSES, 'status').optional(),
  methodIn: queryList(TRANSACTION_METHODS, 'method').optional(),
  pagination: queryFlag.optional(),
  ...pageQuery,
});

export const sourceOfFundSchema = z.strictObject({
  source: z.enum(SOURCES_OF_FUNDS),
  otherText: z.string().trim().max(500).optional(),
  declarationAccepted: z.literal(true),
  signature: z.string().trim().min(1).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** Seed 001 §3, §7: the wire deposit instructions ('Wire deposit info by config key'). */
export const wireDepositInfoSchema = z.object({
  bankName: z.string(),
  bankAccountName: z.string(),
  bankAccountNumber: z.string(),
  bankAba: z.string(),
  /** Rich text (HTML) from the back office; sanitise before showing. */
  wireDepositInformation: z.string(),
});

export const contract = {
  /** One setting by name: BANNER answers the banner, WIRE_DEPOSIT_INFO the wire instructions (readBankSetting). */
  getBankSetting: {
    method: 'GET',
    path: '/bankSettings',
    query: z.strictObject({ settingName: z.enum(BANK_SETTING_NAMES) }),
    response: z.union([bannerSettingSchema, wireDepositInfoSchema]),
  },
  getUser: { method: 'GET', path: '/user', response: userSchema },
  updateUser: {
    method: 'POST',
    path: '/user',
    body: updateUserBodySchema,
    response: userSchema,
  },
  getSpendable: { method: 'GET', path: '/user/spendable', response: spendableSchema },
  getTotalAsset: { method: 'GET', path: '/user/totalAsset', response: totalAssetSchema },
  agreeUserConsent: {
    method: 'POST',
    path: '/user/agreeUserConsent',
    body: z.strictObject({ consentFormName: consentFormNameSchema }),
    response: userSchema,
  },
  registerPep: {
    method: 'POST',
    path: '/user/pep/registration',
    body: z.strictObject({ pepStatus: pepStatusSchema }),
    response: registrationStatusSchema,
  },
  getTermsConditions: {
    method: 'GET',
    path: '/termsConditions',
    response: z.array(termsEntrySchema),
  },
  notifyLogin: {
    method: 'POST',
    path: '/notification/login',
    response: z.object({ recorded: z.boolean() }),
  },
  getRegistration: {
    method: 'GET',
    path: '/user/registration',
    response: registrationStatusSchema,
  },
  updateRegistration: {
    method: 'POST',
    path: '/user/registration',
    body: registrationBodySchema,
    response: registrationStatusSchema,
  },
  getBusinessEntities: {
    method: 'GET',
    path: '/user/registration/businessEntities',
    query: z.strictObject({ countryCode: z.string().trim().min(2).max(3) }),
    response: z.array(entityOptionSchema),
  },
  uploadRegistrationDocument: {
    method: 'POST',
    path: '/user/registration/document',
    multipart: z.strictObject({ documentType: documentTypeSchema }),
    response: registrationStatusSchema,
  },
  downloadRegistrationDocument: {
    method: 'GET',
    path: '/user/registration/document/:documentType',
    params: z.strictObject({ documentType: documentTypeSchema }),
    responseType: 'blob',
    response: z.unknown(),
  },
  createKycSession: {
    method: 'POST',
    path: '/user/kyc/session',
    response: z.object({ refId: z.string(), widgetUrl: z.string() }),
  },
  getTaxIdExemptCountries: {
    method: 'GET',
    path: '/utils/getTaxIdExemptCountries',
    response: z.array(z.string()),
  },
  getAccounts: { method: 'GET', path: '/account', response: z.array(accountSchema) },
  getAccountOverview: { method: 'GET', path: '/account/overview', response: accountOverviewSchema },
  getConversionRate: {
    method: 'GET',
    path: '/currency/conversionRate',
    query: z.strictObject({ fromCurrency: currencySchema, toCurrency: currencySchema }),
    response: conversionRateSchema,
  },
  getTransactions: {
    method: 'GET',
    path: '/account/transaction',
    query: transactionQuerySchema,
    response: transactionPageSchema,
  },
  getExternalTransfers: {
    method: 'GET',
    path: '/transfer/external',
    query: externalTransferQuerySchema,
    response: transactionPageSchema,
  },
  confirmDeposit: {
    method: 'POST',
    path: '/deposit/confirm',
    body: z.strictObject({
      externalTransactionId: z.string().trim().min(1).max(64),
      accountId: z.string().trim().min(1).max(64),
      sourceOfFund: sourceOfFundSchema.optional(),
    }),
    response: z.object({ statusCode: z.literal(200), message: z.string() }),
  },
  cancelWireDeposit: {
    method: 'POST',
    path: '/transfer/wire-deposit/:id/cancel',
    params: z.strictObject({ id: z.string().trim().min(1).max(64) }),
    response: z.object({ statusCode: z.literal(200), message: z.string() }),
  },
  getStatusPage: {
    method: 'GET',
    path: '/statusPage/:pageId',
    params: z.strictObject({ pageId: z.string().trim().min(1).max(64) }),
    response: z.array(serviceStatusEntrySchema),
    auth: false,
  },
} as const satisfies Record<Operation, ContractEntry>;

export type Contract = typeof contract;
