import { z } from 'zod';
import { CURRENCIES } from '../domain/account';
import { SECOND_FACTOR_KINDS, SOURCE_KINDS, TRANSFER_KINDS } from '../domain/transfer';
import { amountText, positiveAmount } from './amount';
import { plainText } from './text';
import { accountSchema, currencySchema } from './schemas';
import { userStakingSchema } from './staking';

// The transfer and beneficiary calls' payloads (seed 001 §3, §7; seed 002 §3, §7 user settings). The bank checks
// every rule again (decimals per currency, balances, limits, addresses), so these schemas only fix the shapes.

const id = z.string().trim().min(1).max(64);
const decimalString = z.string();
const text = (max = 200) => z.string().trim().max(max);

export const transferKindSchema = z.enum(TRANSFER_KINDS);

/**
 * A passkey's signature over the bank's challenge, as the browser serialises it (WebAuthn's
 * AuthenticationResponseJSON, base64url fields): the bank verifies it against the caller's own passkeys.
 */
export const passkeyAssertionSchema = z.object({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: z.string().max(16_384),
    authenticatorData: z.string().max(16_384),
    signature: z.string().max(1024),
    userHandle: z.string().max(1024).nullish(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});
export type PasskeyAssertion = z.output<typeof passkeyAssertionSchema>;

/**
 * The second step of a call that needs a second factor: the emailed code, or (issue 45) the passkey's signature,
 * with the record its first call answered; or, in a first call, `approveWith: 'CODE'` to have a code mailed
 * although the customer has a passkey (one away from it).
 */
export const secondFactorFields = {
  mfaCode: z.string().trim().max(10).optional(),
  transaction2faRecordId: z.string().trim().max(64).optional(),
  passkeyAssertion: passkeyAssertionSchema.optional(),
  approveWith: z.literal('CODE').optional(),
};

/** What a passkey is asked to sign (WebAuthn's PublicKeyCredentialRequestOptionsJSON). */
const passkeyRequestSchema = z.object({
  /** base64url(SHA-256(the request's fingerprint + ':' + a fresh nonce)): the signature is bound to this request. */
  challenge: z.string(),
  rpId: z.string(),
  allowCredentials: z.array(
    z.object({
      id: z.string(),
      type: z.literal('public-key'),
      transports: z.array(z.string()),
    }),
  ),
  userVerification: z.literal('required'),
  /** Milliseconds. */
  timeout: z.number(),
});

/** What a payment's passkey approval shows: its amount, currency, payee and the account it leaves. */
const paymentSummarySchema = z.object({
  amount: z.string(),
  currency: z.string(),
  /** The member's email or the wire beneficiary's name, as the request names the payee. */
  payee: z.string(),
  /** The account the money leaves, as the app shows it. */
  source: z.string(),
});

/**
 * A 207 answer: a second factor is needed. Either a code was emailed (send the same call again with it and this
 * record id), or, for a customer with a passkey (issue 45), `passkey` asks their passkey to sign (send the same call
 * again with `passkeyAssertion` and this record id); `payment` says what a payment's approval is for.
 */
export const secondFactorAnswerSchema = z.object({
  statusCode: z.literal(207),
  message: z.string(),
  transaction2faRecordId: z.string(),
  /** When the code or the passkey's challenge expires (ISO instant, the bank's clock). */
  expiresAt: z.string(),
  passkey: passkeyRequestSchema.optional(),
  payment: paymentSummarySchema.optional(),
});

/** A transfer carried out (or, for wire and external ones, submitted for review). */
export const transferDoneSchema = z.object({
  statusCode: z.literal(200),
  message: z.string(),
  transactionId: z.string(),
  publicId: z.string(),
});

// GET /account/allow-transfer-from, GET /account/allow-transfer-to (seed 001 §7).
/** A transfer kind or a payment kind (cards, gift cards: the kinds a staking may also pay). */
export const sourceKindSchema = z.enum(SOURCE_KINDS);
export const allowTransferFromQuerySchema = z.strictObject({
  transactionType: sourceKindSchema,
  /** The currency the answer's amounts are also shown in (informational). */
  displayCurrency: currencySchema.optional(),
  /**
   * Only accounts holding at least `validAmount` in `validAmountCurrency` (converted at the bank's rate); stakings
   * are filtered by their spendable amount (validAmount and validSpendableAmount alike).
   */
  validAmount: amountText('validAmount').optional(),
  validAmountCurrency: currencySchema.optional(),
  /** Only accounts whose spendable amount covers `validSpendableAmount` in `validSpendableAmountCurrency`. */
  validSpendableAmount: amountText('validSpendableAmount').optional(),
  validSpendableAmountCurrency: currencySchema.optional(),
});
export const allowTransferToQuerySchema = z.strictObject({
  transactionType: transferKindSchema,
  currency: currencySchema.optional(),
});
/** Stakings are listed where a kind may be paid from one (cards, gift cards); empty for transfers. */
export const allowTransferFromSchema = z.object({
  accounts: z.array(accountSchema),
  stakings: z.array(userStakingSchema),
});
export const allowTransferToSchema = z.object({ accounts: z.array(accountSchema) });

// GET /transfer/types (seed 001 §3 'Internal transaction type').
export const transferTypeSchema = z.object({
  name: transferKindSchema,
  fee: decimalString.nullable(),
  feeCurrency: currencySchema.nullable(),
  feeRate: decimalString.nullable(),
  minFee: decimalString.nullable(),
  maxFee: decimalString.nullable(),
  impactOnSpendableAmount: z.enum(['NONE', 'DEBIT']),
});

export const betweenAccountsBodySchema = z.strictObject({
  fromAccountId: id,
  toAccountId: id,
  /** In the source account's currency; the target is credited creditedAmount(amount, rate). */
  amount: positiveAmount('amount'),
});
export const betweenAccountsDoneSchema = transferDoneSchema.extend({
  debited: z.string(),
  credited: z.string(),
  rate: z.string().nullable(),
});

export const betweenMembersBodySchema = z.strictObject({
  fromAccountId: id,
  amount: positiveAmount('amount'),
  currency: z.enum(CURRENCIES),
  beneficiaryEmail: z.string().trim().max(254),
  userMemo: plainText('userMemo', 500).optional(),
  beneficiaryUserId: z.string().trim().max(64).optional(),
  ...secondFactorFields,
});

export const EXTERNAL_RECIPIENT_KINDS = ['INDIVIDUAL', 'CORPORATE'] as const;
/** Seed 001 §3 'External recipient' (values trimmed; the bank checks the §5 messages). */
export const externalRecipientSchema = z.strictObject({
  firstname: text(100).optional(),
  lastname: text(100).optional(),
  corporateName: text(200).optional(),
  address1: text(),
  address2: text().optional(),
  postcode: text(20),
  city: text(100),
  state: text(100),
  /** ISO alpha-2 code. */
  country: text(3),
});
export type ExternalRecipient = z.output<typeof externalRecipientSchema>;

/** POST /transfer/externalWalletTransfer, /transfer/externalAxtendTransfer (V1 address) and axcustody (V1). */
export const externalTransferBodySchema = z.strictObject({
  amount: positiveAmount('amount'),
  toAddress: z.string().trim().max(128),
  fromAccountId: id,
  beneficiaryType: z.enum(EXTERNAL_RECIPIENT_KINDS),
  beneficiary: externalRecipientSchema,
});
/** POST /transfer/axcustody/withdrawal: V1 without `asset`, V2 with it (usax for a USAX account, else axiaV2). */
export const custodyWithdrawalBodySchema = z.strictObject({
  asset: z.enum(['axiaV2', 'usax']).optional(),
  amount: positiveAmount('amount'),
  toAddress: z.string().trim().max(128),
  /** V1 names the account fromAccountId, V2 accountId (seed 001 §7); send one. */
  fromAccountId: id.optional(),
  accountId: id.optional(),
  beneficiaryType: z.enum(EXTERNAL_RECIPIENT_KINDS),
  beneficiary: externalRecipientSchema,
});

// Beneficiaries (seed 001 §3 'Beneficiary', 'Wire beneficiary', §7).
export const BENEFICIARY_TYPES = [
  'INTERNAL',
  'WIRE_TRANSFER',
  'EXTERNAL_WALLET_TRANSFER_INDIVIDUAL',
  'EXTERNAL_WALLET_TRANSFER_CORPORATE',
] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

/** The wire beneficiary's fields (its extraData), seed 001 §2, §3. Required ones 'The ... field is required'. */
// The required fields default to '' so that a missing one gets the bank's 'The <label> field is required'
// (WIRE_BENEFICIARY_LABELS) rather than a schema message; the bank checks them and the currency (USD only).
export const wireBeneficiaryFieldsSchema = z.strictObject({
  currency: text(3).default(''),
  /** The alias (the beneficiary's top-level beneficiaryName). */
  alias: plainText('alias', 100).default(''),
  beneficiaryBankName: text().default(''),
  beneficiaryBankAddress: text(300).default(''),
  beneficiaryBankSwiftOrABA: text(34).default(''),
  beneficiaryName: text().default(''),
  beneficiaryAddress: text(300).default(''),
  beneficiaryIBAN: text(64).default(''),
  intermediaryBankName: text().optional(),
  intermediaryBankAddress: text(300).optional(),
  intermediaryBankSwiftOrABA: text(34).optional(),
  instructionsAndReference: text(500).optional(),
});
export type WireBeneficiaryFields = z.output<typeof wireBeneficiaryFieldsSchema>;

export const beneficiarySchema = z.object({
  id: z.string(),
  type: z.enum(BENEFICIARY_TYPES),
  /** The name shown (a member's name, a wire beneficiary's alias, an external recipient's name). */
  beneficiaryName: z.string(),
  beneficiaryEmail: z.string().nullable(),
  /** The member an INTERNAL beneficiary names. */
  beneficiaryUserId: z.string().nullable(),
  /** 'active', or another status the page shows as 'Action Required' (a member no longer active). */
  status: z.string(),
  /** The wire fields (WIRE_TRANSFER), the recipient and address (EXTERNAL_…), null for INTERNAL. */
  extraData: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Beneficiary = z.output<typeof beneficiarySchema>;

export const beneficiaryListQuerySchema = z.strictObject({
  type: z.enum(BENEFICIARY_TYPES).optional(),
});
/** Blank or missing name/email default to '' so the bank answers the spec's messages (seed 001 §5). */
export const addBeneficiaryBodySchema = z.strictObject({
  name: plainText('name', 100).default(''),
  email: text(254).default(''),
  type: z.literal('INTERNAL').default('INTERNAL'),
});
export const updateBeneficiaryBodySchema = z.strictObject({
  id,
  /** Blank answers 'Please enter a valid name.' (a wire beneficiary's name is updateData.alias). */
  beneficiaryName: plainText('beneficiaryName', 100).default(''),
  /** Not editable (seed 001 §5): when sent it must be the beneficiary's own email. */
  beneficiaryEmail: z.string().trim().max(254).optional(),
  type: z.enum(BENEFICIARY_TYPES),
  /** A wire beneficiary's fields (type WIRE_TRANSFER). */
  updateData: wireBeneficiaryFieldsSchema.optional(),
});

// GET/POST /user/setting (seed 002 §3 'User settings', §7).
export const NOTIFICATION_SETTINGS = ['ON_LOGIN'] as const;
const secondFactorSettingSchema = z.object({ enabled: z.boolean(), method: z.literal('EMAIL') });
export const userSettingSchema = z.object({
  transaction2fa: z.partialRecord(z.enum(SECOND_FACTOR_KINDS), secondFactorSettingSchema),
  notifications: z.partialRecord(
    z.enum(NOTIFICATION_SETTINGS),
    z.object({ enabledEmail: z.boolean() }),
  ),
  mfaEnabled: z.boolean(),
});
export type UserSetting = z.output<typeof userSettingSchema>;
export const userSettingBodySchema = z
  .strictObject({
    transaction2fa: z
      .partialRecord(z.enum(SECOND_FACTOR_KINDS), secondFactorSettingSchema)
      .optional(),
    notifications: z
      .partialRecord(z.enum(NOTIFICATION_SETTINGS), z.object({ enabledEmail: z.boolean() }))
      .optional(),
    ...secondFactorFields,
  })
  .refine((body) => body.transaction2fa !== undefined || body.notifications !== undefined, {
    message: 'Send transaction2fa or notifications',
  });
