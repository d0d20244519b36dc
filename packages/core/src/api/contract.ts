import { z } from 'zod';
import { MONTHLY_VOLUME_OPTIONS } from '../domain/registration';
import {
  accountOverviewSchema,
  accountSchema,
  bannerSettingSchema,
  codeRequiredSchema,
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
  tokenWalletSchema,
} from './schemas';
import type { Operation } from './operations';
import { sessionContract } from './sessions';
import { passkeyGrantContract } from './passkeyGrant';
import { passkeyContract } from './passkeys';
import {
  balanceHistoryParamsSchema,
  balanceHistoryQuerySchema,
  balanceHistorySchema,
  holdingsSchema,
  rateHistoryQuerySchema,
  rateHistorySchema,
  stakingRewardHistorySchema,
} from './insights';
import {
  addStakingAmountBodySchema,
  applyStakingBodySchema,
  autoEnrollmentSchema,
  availableStakingQuerySchema,
  claimStakingBodySchema,
  createAutoEnrollmentBodySchema,
  interestRecordPageSchema,
  interestRecordsQuerySchema,
  stakingActivitiesQuerySchema,
  stakingActivityPageSchema,
  stakingActivityParamsSchema,
  stakingActivitySchema,
  stakingIdParamsSchema,
  stakingProductPageSchema,
  stakingQuerySchema,
  updateAutoEnrollmentBodySchema,
  userStakingPageSchema,
  userStakingSchema,
  userStakingsQuerySchema,
} from './staking';
import {
  activatePhysicalBodySchema,
  cardAgreementSchema,
  cardFeeSetSchema,
  cardIdBodySchema,
  cardIdParamsSchema,
  cardPinSchema,
  cardProviderQuerySchema,
  cardRegionSchema,
  cardSchema,
  cardSecureDataSchema,
  cardStatementSchema,
  cardTrackingSchema,
  cardTransactionsQuerySchema,
  cardTypeSchema,
  cardTypesQuerySchema,
  cardTypesResponseSchema,
  convertToPhysicalBodySchema,
  issueCardBodySchema,
  loadCardBodySchema,
  loadCardResponseSchema,
} from './card';
import {
  giftCardArchiveBodySchema,
  giftCardBrandPageSchema,
  giftCardBrandsQuerySchema,
  giftCardCountriesSchema,
  giftCardIdParamsSchema,
  giftCardOrderBodySchema,
  giftCardOrderResponseSchema,
  giftCardPageSchema,
  giftCardRecordSchema,
  giftCardsQuerySchema,
} from './giftCard';
import {
  cancelDocumentBodySchema,
  documentIdParamsSchema,
  documentRequestSchema,
  pendingDocumentsQuerySchema,
  submitDocumentBodySchema,
  uploadDocumentFieldsSchema,
  uploadDocumentResponseSchema,
} from './document';
import {
  cryptoCurrencyRateSchema,
  cryptoDepositPairSchema,
  cryptoSourceCurrencySchema,
} from './cryptoDeposit';
import {
  cardDepositAddressBodySchema,
  cardDepositAddressQuerySchema,
  cardDepositAddressResponseSchema,
  minimumDepositAmountSchema,
} from './cardDeposit';
import { amountText, positiveAmount } from './amount';
import { plainText } from './text';
import {
  addBeneficiaryBodySchema,
  allowTransferFromQuerySchema,
  allowTransferFromSchema,
  allowTransferToQuerySchema,
  allowTransferToSchema,
  beneficiaryListQuerySchema,
  beneficiarySchema,
  betweenAccountsBodySchema,
  betweenAccountsDoneSchema,
  betweenMembersBodySchema,
  custodyWithdrawalBodySchema,
  externalTransferBodySchema,
  secondFactorAnswerSchema,
  secondFactorFields,
  transferDoneSchema,
  transferKindSchema,
  transferTypeSchema,
  updateBeneficiaryBodySchema,
  userSettingBodySchema,
  userSettingSchema,
  wireBeneficiaryFieldsSchema,
} from './transfers';
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
  /** The call answers 204 with no body when done (its `response` is z.void()). */
  noContent?: boolean;
  response: z.ZodType;
  /** Whether the call needs a signed-in user (true unless public). */
  auth?: boolean;
  /**
   * A money-moving call: it takes an Idempotency-Key header (docs/money.md 'Idempotency keys') and the bank carries it out once per key;
   * the client sends one key per submission and the same key when it retries it.
   */
  idempotent?: boolean;
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
  /** An email change only: the code mailed to the CURRENT address (mfaCode is the new address's code). */
  currentEmailCode: z.string().max(10).optional(),
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

/**
 * POST /transfer/wire-deposit (seed 001 §2, §5, §7): a wire deposit request into one of the customer's ACTIVE fiat
 * accounts. The field names are the spec's: `amountUsd` is the amount in the chosen account's currency (USD, EUR
 * or GBP), not necessarily USD; the bank checks its decimals against that currency. `sourceOfFund` is the
 * declaration, required from 10,000 USD (at the bank's rate to USD).
 */
export const wireDepositBodySchema = z.strictObject({
  toAccountId: z.string().trim().min(1).max(64),
  amountUsd: positiveAmount('amountUsd'),
  sourceOfFund: sourceOfFundSchema.optional(),
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

/**
 * POST /transfer/wire-transfer (seed 001 §2, §5, §7): `amount` in the account's currency (at least 100, within the
 * balance and the spendable amount in USD) to a WIRE_TRANSFER beneficiary; `sourceOfFund` from 10,000 USD.
 */
export const wireTransferBodySchema = z.strictObject({
  accountId: z.string().trim().min(1).max(64),
  beneficiaryId: z.string().trim().min(1).max(64),
  amount: positiveAmount('amount'),
  sourceOfFund: sourceOfFundSchema.optional(),
  userMemo: plainText('userMemo', 500).optional(),
  ...secondFactorFields,
});

/** A transfer that may need a second factor answers 200 when done or 207 when a code was emailed. */
const transferOrCode = z.union([transferDoneSchema, secondFactorAnswerSchema]);
/** A user setting change answers the settings, or 207 when a code was emailed (a transaction 2FA toggle). */
const settingOrCode = z.union([userSettingSchema, secondFactorAnswerSchema]);

export const contract = {
  /** One setting by name: BANNER answers the banner, WIRE_DEPOSIT_INFO the wire instructions (readBankSetting). */
  getBankSetting: {
    method: 'GET',
    path: '/bankSettings',
    query: z.strictObject({ settingName: z.enum(BANK_SETTING_NAMES) }),
    response: z.union([bannerSettingSchema, wireDepositInfoSchema]),
  },
  getUser: { method: 'GET', path: '/user', response: userSchema },
  /** An email or phone change: 207 with a requestId when a code was emailed, then the profile. */
  updateUser: {
    method: 'POST',
    path: '/user',
    body: updateUserBodySchema,
    response: z.union([userSchema, codeRequiredSchema]),
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
  /** Issue 30: an account's closing balance on each day of the range, ending on its balance. */
  getBalanceHistory: {
    method: 'GET',
    path: '/account/:accountId/balanceHistory',
    params: balanceHistoryParamsSchema,
    query: balanceHistoryQuerySchema,
    response: balanceHistorySchema,
  },
  /** Issue 30: what the customer holds (fiat, crypto, staked), valued in USD at the bank's rates. */
  getHoldings: { method: 'GET', path: '/account/holdings', response: holdingsSchema },
  /** Issue 30: a currency's USD rate as the bank's rate source produced it over the range. */
  getRateHistory: {
    method: 'GET',
    path: '/currency/rateHistory',
    query: rateHistoryQuerySchema,
    response: rateHistorySchema,
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
    idempotent: true,
    path: '/deposit/confirm',
    body: z.strictObject({
      externalTransactionId: z.string().trim().min(1).max(64),
      accountId: z.string().trim().min(1).max(64),
      sourceOfFund: sourceOfFundSchema.optional(),
    }),
    response: z.object({ statusCode: z.literal(200), message: z.string() }),
  },
  requestWireDeposit: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/wire-deposit',
    body: wireDepositBodySchema,
    /** The request under review: its id and the reference (publicId) the customer's wire carries. */
    response: z.object({
      statusCode: z.literal(200),
      message: z.string(),
      id: z.string(),
      publicId: z.string(),
    }),
  },
  cancelWireDeposit: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/wire-deposit/:id/cancel',
    params: z.strictObject({ id: z.string().trim().min(1).max(64) }),
    response: z.object({ statusCode: z.literal(200), message: z.string() }),
  },
  /** Seed 001 §7: the legacy token wallet, or null when the customer has none ('No wallet information!'). */
  getTokenWallet: {
    method: 'GET',
    path: '/deposit/erc20AXC/userWalletBalance',
    response: tokenWalletSchema.nullable(),
  },
  /**
   * Seed 001 §7: `amountAxc` tokens out of the legacy wallet into the customer's AXC account `toAccountId`,
   * multiplied by 13.43 for legacy token holders (core's tokenDepositCredit). The amount's rules are checked by
   * the bank (tokenDepositAmountProblem), so its messages reach the page.
   */
  depositTokenWallet: {
    method: 'POST',
    idempotent: true,
    path: '/deposit/erc20AXC',
    body: z.strictObject({
      toAccountId: z.string().trim().min(1).max(64),
      amountAxc: amountText('amountAxc'),
    }),
    response: z.object({
      statusCode: z.literal(200),
      message: z.string(),
      transactionId: z.string(),
      multiplier: z.string(),
      creditedAxc: z.string(),
    }),
  },
  /** Seed 001 §7: the customer's custody address on the AXIA network; `asset=axiaV2` for the V2 network. */
  getCustodyDepositAddress: {
    method: 'GET',
    path: '/transfer/axcustody/deposit-address',
    query: z.strictObject({ asset: z.enum(['axiaV2']).optional() }),
    response: z.object({ data: z.string() }),
  },
  /** Seed 001 §2, §3, §7: the coins the deposit provider takes, each with its minimum (source units). */
  getCryptoDepositCurrencies: {
    method: 'GET',
    path: '/deposit/alphapo/supportCurrencies',
    response: z.array(cryptoSourceCurrencySchema),
  },
  /** Seed 001 §3, §7: the provider's rate from a coin to AXC (or USAX with USAX_ACCOUNT) and its minimum. */
  getCryptoDepositRate: {
    method: 'POST',
    path: '/deposit/alphapo/currencyRate',
    body: cryptoDepositPairSchema,
    response: z.object({ data: cryptoCurrencyRateSchema }),
  },
  /** Seed 001 §2, §7: the customer's deposit address for the pair (the same one every time). */
  getCryptoDepositAddress: {
    method: 'POST',
    path: '/deposit/alphapo/depositAddress',
    body: cryptoDepositPairSchema,
    response: z.object({ data: z.string() }),
  },
  /** Seed 001 §7 'Minimum deposit amounts list' (path not shown): records of currency, minimum_amount. */
  getMinimumDepositAmounts: {
    method: 'GET',
    path: '/deposit/minimumAmounts',
    response: z.array(minimumDepositAmountSchema),
  },
  /**
   * Seed 001 §7: a card deposit order at `serviceProvider` for `amount` US dollars paid by card, buying
   * `currencyTo`; `data` is the provider's checkout page, where the customer pays.
   */
  createCardDepositAddress: {
    method: 'POST',
    idempotent: true,
    path: '/deposit/creditDebitDeposit/depositAddress',
    query: cardDepositAddressQuerySchema,
    body: cardDepositAddressBodySchema,
    response: cardDepositAddressResponseSchema,
  },
  /** Seed 001 §7: the accounts (and stakings) a kind of transfer may be paid from. */
  getAllowTransferFrom: {
    method: 'GET',
    path: '/account/allow-transfer-from',
    query: allowTransferFromQuerySchema,
    response: allowTransferFromSchema,
  },
  /** Seed 001 §7: the accounts a kind of transfer may credit (own accounts for transfers between them). */
  getAllowTransferTo: {
    method: 'GET',
    path: '/account/allow-transfer-to',
    query: allowTransferToQuerySchema,
    response: allowTransferToSchema,
  },
  /** Seed 001 §3, §7: a kind's fee (fixed, or a rate between bounds). */
  getTransferType: {
    method: 'GET',
    path: '/transfer/types',
    query: z.strictObject({ name: transferKindSchema }),
    response: transferTypeSchema,
  },
  transferBetweenAccounts: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/between-accounts',
    body: betweenAccountsBodySchema,
    response: betweenAccountsDoneSchema,
  },
  transferBetweenMembers: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/between-members/send',
    body: betweenMembersBodySchema,
    response: transferOrCode,
  },
  wireTransfer: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/wire-transfer',
    body: wireTransferBodySchema,
    response: transferOrCode,
  },
  /** To an external Ethereum wallet; held for the back office's review. */
  externalWalletTransfer: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/externalWalletTransfer',
    body: externalTransferBodySchema,
    response: transferDoneSchema,
  },
  /** To an AXIA network (V1) address through the Axtend bridge; held for review. */
  externalAxtendTransfer: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/externalAxtendTransfer',
    body: externalTransferBodySchema,
    response: transferDoneSchema,
  },
  /** To an AXIA network address from custody: V1 without `asset`, V2 with it; held for review. */
  custodyWithdrawal: {
    method: 'POST',
    idempotent: true,
    path: '/transfer/axcustody/withdrawal',
    body: custodyWithdrawalBodySchema,
    response: transferDoneSchema,
  },
  getBeneficiaries: {
    method: 'GET',
    path: '/beneficiary',
    query: beneficiaryListQuerySchema,
    response: z.array(beneficiarySchema),
  },
  /** A member as a recipient (INTERNAL): the email must be a member's. */
  addBeneficiary: {
    method: 'POST',
    path: '/beneficiary/add',
    body: addBeneficiaryBodySchema,
    response: beneficiarySchema,
  },
  addWireBeneficiary: {
    method: 'POST',
    path: '/beneficiary/wire-transfer/add',
    body: wireBeneficiaryFieldsSchema,
    response: beneficiarySchema,
  },
  updateBeneficiary: {
    method: 'PUT',
    path: '/beneficiary/update',
    body: updateBeneficiaryBodySchema,
    response: beneficiarySchema,
  },
  removeBeneficiary: {
    method: 'DELETE',
    path: '/beneficiary/:id',
    params: z.strictObject({ id: z.string().trim().min(1).max(64) }),
    response: z.object({ statusCode: z.literal(200), message: z.string() }),
  },
  /** Seed 002 §3, §7: transaction 2FA per kind, notifications, login MFA (read-only here). */
  getUserSetting: { method: 'GET', path: '/user/setting', response: userSettingSchema },
  /** A transaction 2FA change needs an emailed code (207, then the same call with the code). */
  updateUserSetting: {
    method: 'POST',
    path: '/user/setting',
    body: userSettingBodySchema,
    response: settingOrCode,
  },
  /** Seed 002 §7: the pools the customer may apply to (§4 listing rule), page 24. */
  getAvailableStakings: {
    method: 'GET',
    path: '/staking/available',
    query: availableStakingQuerySchema,
    response: stakingProductPageSchema,
  },
  /** Seed 002 §7: the customer's stakings, newest first, page 90. */
  getStakings: {
    method: 'GET',
    path: '/staking',
    query: userStakingsQuerySchema,
    response: userStakingPageSchema,
  },
  /** Apply to the pool `id` (a product code) from an AXC account; minimum 1 AXC. */
  applyStaking: {
    method: 'POST',
    path: '/staking/:id/apply',
    params: stakingIdParamsSchema,
    body: applyStakingBodySchema,
    response: userStakingSchema,
    idempotent: true,
  },
  /** Seed 002 §7: one staking with its latest interest records (num_of_records, default 90). */
  getStaking: {
    method: 'GET',
    path: '/staking/:id',
    params: stakingIdParamsSchema,
    query: stakingQuerySchema,
    response: userStakingSchema,
  },
  claimStaking: {
    method: 'POST',
    path: '/staking/:id/claim',
    params: stakingIdParamsSchema,
    body: claimStakingBodySchema,
    response: userStakingSchema,
    idempotent: true,
  },
  addStakingAmount: {
    method: 'POST',
    path: '/staking/:id/add-amount',
    params: stakingIdParamsSchema,
    body: addStakingAmountBodySchema,
    response: userStakingSchema,
    idempotent: true,
  },
  getStakingInterestRecords: {
    method: 'GET',
    path: '/staking/:id/interestRecords',
    params: stakingIdParamsSchema,
    query: interestRecordsQuerySchema,
    response: interestRecordPageSchema,
  },
  /** Issue 30: a staking's rewards by day over its term so far. */
  getStakingRewardHistory: {
    method: 'GET',
    path: '/staking/:id/rewardHistory',
    params: stakingIdParamsSchema,
    response: stakingRewardHistorySchema,
  },
  /** Seed 002 §7: activities, page 20, completed_at then created_at desc, every code but interest updates. */
  getStakingActivities: {
    method: 'GET',
    path: '/staking/activities',
    query: stakingActivitiesQuerySchema,
    response: stakingActivityPageSchema,
  },
  getStakingActivity: {
    method: 'GET',
    path: '/staking/activities/:activityId',
    params: stakingActivityParamsSchema,
    response: stakingActivitySchema,
  },
  createAutoEnrollment: {
    method: 'POST',
    path: '/staking/autoEnrollments/create',
    body: createAutoEnrollmentBodySchema,
    response: autoEnrollmentSchema,
  },
  updateAutoEnrollment: {
    method: 'POST',
    path: '/staking/autoEnrollments/update',
    body: updateAutoEnrollmentBodySchema,
    response: autoEnrollmentSchema,
  },
  // Seed 002 §7 Cards. MENU_CARDS + ACTIVE; issuing also needs CARD, physical cards CARD_COURIER_OPTION.
  /** Issue a card (virtual; physical too with convertToPlastic): the fees paid from an account or a staking. */
  issueCard: {
    method: 'POST',
    path: '/card/issueCard',
    body: issueCardBodySchema,
    response: cardSchema,
    idempotent: true,
  },
  /** The customer's cards, newest first (§7 'list (array in data)'). */
  getCards: { method: 'GET', path: '/card', response: z.object({ data: z.array(cardSchema) }) },
  /** §7 year, month, filter (default 1): one month of the card's statement. */
  getCardTransactions: {
    method: 'GET',
    path: '/card/:id/transactions',
    params: cardIdParamsSchema,
    query: cardTransactionsQuerySchema,
    response: cardStatementSchema,
  },
  activateCard: {
    method: 'POST',
    path: '/card/activate',
    body: cardIdBodySchema,
    response: cardSchema,
  },
  suspendCard: {
    method: 'POST',
    path: '/card/suspend',
    body: cardIdBodySchema,
    response: cardSchema,
  },
  /** Load a card: amount + 1.7 % platform fee + the card's load fee, paid from an account or a staking. */
  loadCard: {
    method: 'POST',
    path: '/card/load',
    body: loadCardBodySchema,
    response: loadCardResponseSchema,
    idempotent: true,
  },
  /** The card types offered in a country (default the customer's). */
  getCardTypes: {
    method: 'GET',
    path: '/card/cardTypes',
    query: cardTypesQuerySchema,
    response: cardTypesResponseSchema,
  },
  getCardType: {
    method: 'GET',
    path: '/card/cardTypes/:id',
    params: cardIdParamsSchema,
    response: cardTypeSchema,
  },
  /** The fee set of a card type (§3 'Card fee sets'; the physical card's fee info by cardTypeCode). */
  getCardProvider: {
    method: 'GET',
    path: '/card/cardProvider',
    query: cardProviderQuerySchema,
    response: cardFeeSetSchema,
  },
  getCardAgreement: {
    method: 'GET',
    path: '/card/getPresignedAgreementUrl/:region',
    params: z.strictObject({ region: cardRegionSchema }),
    response: cardAgreementSchema,
  },
  /** CVV, expiry, full number and security image: fetched only when shown, never cached (Cache-Control no-store). */
  getCardSecureData: {
    method: 'GET',
    path: '/card/:id/secureData',
    params: cardIdParamsSchema,
    response: cardSecureDataSchema,
  },
  /** Order the physical card of an ACTIVE virtual card, paid from an account or a staking. */
  convertToPhysical: {
    method: 'POST',
    path: '/card/:id/convertToPhysical',
    params: cardIdParamsSchema,
    body: convertToPhysicalBodySchema,
    response: cardSchema,
    idempotent: true,
  },
  activatePhysical: {
    method: 'POST',
    path: '/card/activatePhysical',
    body: activatePhysicalBodySchema,
    response: cardSchema,
  },
  getCardPin: {
    method: 'GET',
    path: '/card/:id/pin',
    params: cardIdParamsSchema,
    response: cardPinSchema,
  },
  getCardTracking: {
    method: 'GET',
    path: '/card/:id/shipmentTrackingNo',
    params: cardIdParamsSchema,
    response: cardTrackingSchema,
  },
  /** One card (after the static /card/… paths). */
  getCard: {
    method: 'GET',
    path: '/card/:id',
    params: cardIdParamsSchema,
    response: cardSchema,
  },
  // Seed 001 §7 Gift cards. MENU_GIFT_CARDS + ACTIVE; ordering also needs GIFT_CARD.
  getGiftCardCountries: {
    method: 'GET',
    path: '/gift-card/countries',
    response: giftCardCountriesSchema,
  },
  getGiftCardBrands: {
    method: 'GET',
    path: '/gift-card/brand',
    query: giftCardBrandsQuerySchema,
    response: giftCardBrandPageSchema,
  },
  /** Buy a gift card: face value + 2.5 % fee, paid from an account or a staking; the order starts PENDING. */
  orderGiftCard: {
    method: 'POST',
    path: '/gift-card/',
    body: giftCardOrderBodySchema,
    response: giftCardOrderResponseSchema,
    idempotent: true,
  },
  /** The customer's orders, newest first, page 50; archived or not; searched by id or product name. */
  getGiftCards: {
    method: 'GET',
    path: '/gift-card/',
    query: giftCardsQuerySchema,
    response: giftCardPageSchema,
  },
  archiveGiftCard: {
    method: 'POST',
    path: '/gift-card/archive',
    body: giftCardArchiveBodySchema,
    response: giftCardRecordSchema,
  },
  /** One order (/gift-cards/{id}; ours: the spec reads it from the list). */
  getGiftCard: {
    method: 'GET',
    path: '/gift-card/:id',
    params: giftCardIdParamsSchema,
    response: giftCardRecordSchema,
  },
  // Seed 002 §7 Profile, documents, security: the document requests (UPLOAD_DOCUMENT for the forms; the list, the
  // download and the avatar upload for every signed-in customer).
  getPendingDocuments: {
    method: 'GET',
    path: '/document/pending',
    query: pendingDocumentsQuerySchema,
    response: z.array(documentRequestSchema),
  },
  cancelDocument: {
    method: 'POST',
    path: '/document/cancel',
    body: cancelDocumentBodySchema,
    response: documentRequestSchema,
  },
  /** The bank's blank Beneficiary Account Application form (a PDF). */
  downloadBeneficiaryForm: {
    method: 'GET',
    path: '/document/download/beneficiaryForm',
    responseType: 'blob',
    response: z.unknown(),
  },
  /** One of the customer's stored files (a document's or the avatar). */
  downloadDocument: {
    method: 'GET',
    path: '/document/download/:id',
    params: documentIdParamsSchema,
    responseType: 'blob',
    response: z.unknown(),
  },
  uploadDocument: {
    method: 'POST',
    path: '/document/upload',
    multipart: uploadDocumentFieldsSchema,
    response: uploadDocumentResponseSchema,
  },
  submitDocument: {
    method: 'POST',
    path: '/document/submit',
    body: submitDocumentBodySchema,
    response: documentRequestSchema,
  },
  getStatusPage: {
    method: 'GET',
    path: '/statusPage/:pageId',
    params: z.strictObject({ pageId: z.string().trim().min(1).max(64) }),
    response: z.array(serviceStatusEntrySchema),
    auth: false,
  },
  ...passkeyContract,
  ...sessionContract,
  ...passkeyGrantContract,
} as const satisfies Record<Operation, ContractEntry>;

export type Contract = typeof contract;
