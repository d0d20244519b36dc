import { z } from 'zod';
import { CARD_REGIONS } from '../domain/card';
import { ACCOUNT_STATUSES, CURRENCIES } from '../domain/account';
import { DOCUMENT_TYPES, MONTHLY_VOLUME_OPTIONS, PEP_STATUSES } from '../domain/registration';
import { SERVICE_STATUSES } from '../domain/settings';
import {
  FEATURE_FLAGS,
  MFA_PREFERENCES,
  USER_STATUSES,
  USER_TYPES,
  VERIFICATION_STATUSES,
} from '../domain/user';
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_METHODS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_NAMES,
  type Transaction,
  type TransactionType,
} from '../domain/transaction';
import { isDecimalString } from '../money/decimal';

// Wire schemas of the bank API: requests are validated by the server with these, responses by tests and
// (optionally) the client. Amounts are decimal strings on the wire.

export const decimalString = z.string().refine(isDecimalString, 'must be a decimal amount string');
export const currencySchema = z.enum(CURRENCIES);
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export const userTypeSchema = z.enum(USER_TYPES);
export const pepStatusSchema = z.enum(PEP_STATUSES);
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  features: z.array(z.enum(FEATURE_FLAGS)),
  consent: z.record(z.string(), z.boolean()),
  registration: z.object({
    registrationCompleted: z.boolean(),
    userType: userTypeSchema,
    taxIdStatus: verificationStatusSchema,
    businessRecordsStatus: verificationStatusSchema,
    businessAddressStatus: verificationStatusSchema,
  }),
  preferredMFA: z.enum(MFA_PREFERENCES),
  taxIdNotification: z.boolean(),
  privileged: z.boolean(),
  phoneCountryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  // Seed 002 §3 'Card holder profile' (optional: absent from older answers and fixtures).
  alternativeFirstName: z.string().nullable().optional(),
  alternativeLastName: z.string().nullable().optional(),
  addressLine1: z.string().nullable().optional(),
  addressLine2: z.string().nullable().optional(),
  addressCity: z.string().nullable().optional(),
  addressState: z.string().nullable().optional(),
  addressPostalCode: z.string().nullable().optional(),
  addressCountry: z.string().nullable().optional(),
  dateOfBirth: z.string().nullable().optional(),
  /** The card region of the customer's country (null when cards are not offered there). */
  region: z.enum(CARD_REGIONS).nullable().optional(),
  // Seed 002 §3: the profile's PEP status and avatar (GET /document/download/{id} of the avatar's file).
  pepStatus: pepStatusSchema.nullable().optional(),
  avatarUrl: z.string().nullable().optional(),
});

export const accountSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  typePublicName: z.string(),
  alias: z.string().nullable(),
  type: z.string(),
  currency: currencySchema,
  currencyType: z.enum(['FIAT', 'CRYPTO']),
  amount: decimalString,
  spendableAmount: decimalString,
  interestRate: decimalString,
  status: z.enum(ACCOUNT_STATUSES),
});

const amountByCurrency = z.partialRecord(currencySchema, z.object({ amount: decimalString }));
export const accountOverviewSchema = z.object({
  stakingTotalBalance: amountByCurrency,
  stakingTotalRewards: amountByCurrency,
  accountTotalRewards: amountByCurrency,
});

export const spendableSchema = z.object({
  spendableAmountInAxc: decimalString,
  spendableAmountInUsd: decimalString,
  spendableAmountInUsax: decimalString.optional(),
});

export const totalAssetSchema = z.object({ totalAmount: decimalString, threshold: decimalString });
export const conversionRateSchema = z.object({ conversionRate: decimalString });

export const bannerSettingSchema = z.object({
  enabled: z.boolean(),
  header: z.string(),
  body: z.string(),
  lastUpdatedAt: z.string(),
});

export const termsEntrySchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  valueJson: z.string(),
  agreed: z.boolean().optional(),
});

export const serviceStatusEntrySchema = z.object({
  name: z.string(),
  description: z.string(),
  status: z.enum(SERVICE_STATUSES),
});

const storedFileSchema = z.object({ Key: z.string(), createdAt: z.string() }).nullable();

export const directorWireSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const registrationStatusSchema = z.object({
  registrationCompleted: z.boolean(),
  userType: userTypeSchema,
  email: z.string(),
  navigateTo: z.string(),
  pepStatus: pepStatusSchema.nullable(),
  userRegistrationData: z
    .object({
      kycStatus: verificationStatusSchema,
      taxIdStatus: verificationStatusSchema,
      businessRecordsStatus: verificationStatusSchema,
      businessAddressStatus: verificationStatusSchema,
      taxId: z.string().nullable(),
      taxIdCountryCode: z.string().nullable(),
      taxIdMemo: z.string().nullable().optional(),
      proofOfTaxIdFile: storedFileSchema,
      proofOfTaxReturnFile: storedFileSchema,
      businessProofOfIncorporateCertificateFile: storedFileSchema.optional(),
      businessProofOfAddressFile: storedFileSchema.optional(),
      businessDirectors: z.array(directorWireSchema).optional(),
      businessMonthlyTransferVolume: z.enum(MONTHLY_VOLUME_OPTIONS).or(z.literal('')).optional(),
      businessMonthlyPaymentNumber: z.enum(MONTHLY_VOLUME_OPTIONS).or(z.literal('')).optional(),
    })
    .catchall(z.unknown()),
});

export const entityOptionSchema = z.object({
  elf_code: z.string(),
  language_code: z.string(),
  country_code: z.string(),
  local_name: z.string(),
});

/** The 207 answer of flows that need a second-step code. */
export const codeRequiredSchema = z.object({
  statusCode: z.literal(207),
  requestId: z.string(),
  message: z.string(),
});

/** Every error answer of the bank API. */
export const errorBodySchema = z.object({ statusCode: z.number(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

const transactionSideSchema = z.object({
  accountAlias: z.string().nullable(),
  accountId: z.string().nullable(),
  accountPublicId: z.string().nullable(),
  accountType: z.string().nullable(),
  amount: decimalString,
  currency: currencySchema,
  currencyType: z.enum(['FIAT', 'CRYPTO']),
  email: z.string().nullable(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userId: z.string().nullable(),
});

/** Seed 001 §3: a transaction as one account's history shows it. */
export const transactionSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  type: z.enum(TRANSACTION_TYPE_NAMES as [TransactionType, ...TransactionType[]]),
  method: z.enum(TRANSACTION_METHODS),
  status: z.enum(TRANSACTION_STATUSES),
  direction: z.enum(TRANSACTION_DIRECTIONS),
  amount: decimalString,
  currency: currencySchema,
  currencyType: z.enum(['FIAT', 'CRYPTO']),
  balance: decimalString.nullable(),
  accountId: z.string().nullable(),
  accountPublicId: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  userMemo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  providerAmount: decimalString.nullable(),
  providerCurrency: z.string().nullable(),
  providerFeeAmount: decimalString.nullable(),
  providerFeeCurrency: z.string().nullable(),
  providerMetaData: z.record(z.string(), z.unknown()).nullable(),
  metaData: z.record(z.string(), z.unknown()).nullable(),
  spendableAmountChange: z
    .object({ amountChangedInAxc: decimalString, amountChangedInUsd: decimalString })
    .nullable(),
  from: transactionSideSchema.nullable(),
  to: transactionSideSchema.nullable(),
}) satisfies z.ZodType<Transaction>;

export const transactionPageSchema = z.object({
  data: z.array(transactionSchema),
  totalCount: z.number().int().nonnegative().optional(),
});

/**
 * Seed 001 §3 'Token wallet', §7 GET /deposit/erc20AXC/userWalletBalance: the customer's legacy ERC-20 token wallet
 * (the bank's HOT wallet entry): its address, the tokens it holds (`axc`, 5 decimals) and the email it belongs to.
 */
export const tokenWalletSchema = z.object({
  eth_wallet_address: z.string(),
  axc: decimalString,
  email: z.string(),
});
export type TokenWallet = z.output<typeof tokenWalletSchema>;
