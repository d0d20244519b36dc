import { z } from 'zod';
import {
  CARD_DELIVERIES,
  CARD_KINDS,
  CARD_REGIONS,
  CARD_SOURCE_TYPES,
  CARD_STATUSES,
} from '../domain/card';
import { decimalAmount } from './amount';
import { currencySchema } from './schemas';

// The card calls' payloads (seed 002 §3, §7 Cards). Amounts are decimal strings; the bank checks every rule again
// (name, addresses, phone, balance, minimum, limits, status), so these schemas fix shapes and lengths only.

const id = z.string().trim().min(1).max(64);
const decimalString = z.string();
const text = (max = 120) => z.string().trim().max(max);
const amountInput = decimalAmount('amount');

export const cardStatusSchema = z.enum(CARD_STATUSES);
export const cardRegionSchema = z.enum(CARD_REGIONS);
export const cardDeliverySchema = z.enum(CARD_DELIVERIES);

/** §3 'Card limit'. Amounts in the card currency; frequencies are counts. 999999 means 'no limit' (rows hidden). */
export const cardLimitSchema = z.object({
  maxCardBalance: decimalString,
  dailyLoadLimit: decimalString,
  dailyLoadFrequencyLimit: decimalString,
  weeklyLoadLimit: decimalString,
  weeklyLoadFrequencyLimit: decimalString,
  monthlyLoadLimit: decimalString,
  monthlyLoadFrequencyLimit: decimalString,
  yearlyLoadLimit: decimalString,
  yearlyLoadFrequencyLimit: decimalString,
  dailyPosUnloadLimit: decimalString,
  dailyPosFrequencyLimit: decimalString,
  weeklyPosUnloadLimit: decimalString,
  weeklyPosFrequencyLimit: decimalString,
  monthlyPosUnloadLimit: decimalString,
  monthlyPosFrequencyLimit: decimalString,
  yearlyPosUnloadLimit: decimalString,
  yearlyPosFrequencyLimit: decimalString,
  dailyAtmUnloadLimit: decimalString,
  dailyAtmFrequencyLimit: decimalString,
  weeklyAtmUnloadLimit: decimalString,
  weeklyAtmFrequencyLimit: decimalString,
  monthlyAtmUnloadLimit: decimalString,
  monthlyAtmFrequencyLimit: decimalString,
  yearlyAtmUnloadLimit: decimalString,
  yearlyAtmFrequencyLimit: decimalString,
  /** As the issuer words it, e.g. '1.5% (min 2.00 USD)'. */
  loadFeeStr: z.string(),
  atmCashWithdrawalDomesticFee: decimalString,
  atmCashWithdrawalInternationalFee: decimalString,
  posDomesticFee: decimalString,
  posInternationalFee: decimalString,
  /** A fraction ('0.015' is 1.5 %). */
  loadFeePercentage: decimalString,
  /** In the card currency. */
  minimumLoadFee: decimalString,
});
export type CardLimit = z.infer<typeof cardLimitSchema>;

/** §3 'Card'. cardNumber is masked (the last four digits only); the full number never leaves secureData. */
export const cardSchema = z.object({
  id: z.string(),
  cardNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  balance: decimalString,
  currency: currencySchema,
  status: cardStatusSchema,
  isPhysical: z.boolean(),
  convertPhysicalRequested: z.boolean(),
  delivery: cardDeliverySchema.nullable(),
  isFullKyc: z.boolean(),
  cardTypeCode: z.string(),
  region: cardRegionSchema,
  deliveryAddress1: z.string(),
  deliveryAddress2: z.string(),
  deliveryCity: z.string(),
  deliveryCountryState: z.string(),
  deliveryCountryCode: z.string(),
  deliveryPostCode: z.string(),
  limit: cardLimitSchema,
  createdAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

/** §3 'Card security details', plus the full number as text (what the security image shows, for screen readers). */
export const cardSecureDataSchema = z.object({
  /** A data: URL of the issuer's security image (never a cacheable link). */
  imgUrl: z.string(),
  cvv: z.string(),
  /** MM/YY. */
  expire: z.string(),
  cardNumber: z.string(),
});
export type CardSecureData = z.infer<typeof cardSecureDataSchema>;

/** §3 'Card type' with its 'Card option' (currency, region). */
export const cardTypeSchema = z.object({
  code: z.string(),
  type: z.enum(CARD_KINDS),
  currency: currencySchema,
  region: cardRegionSchema,
  name: z.string(),
});
export type CardType = z.infer<typeof cardTypeSchema>;

export const cardTypesQuerySchema = z.strictObject({
  /** ISO 3166-1 alpha-2; default the customer's country. */
  countryCode: z.string().trim().length(2).optional(),
  type: z.enum(CARD_KINDS).optional(),
  /** Default true: the array alone; false: { data, totalCount }. */
  dataOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v !== 'false'),
  offset: z.coerce.number().int().min(0).max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  countTotal: z.enum(['true', 'false']).optional(),
});
export const cardTypesResponseSchema = z.union([
  z.array(cardTypeSchema),
  z.object({ data: z.array(cardTypeSchema), totalCount: z.number().int().nonnegative() }),
]);

/** GET /card/cardProvider: the fee set (§3 'Card fee sets') of a card type (default: the customer's region). */
export const cardProviderQuerySchema = z.strictObject({ cardTypeCode: id.optional() });
export const cardFeeSetSchema = z.object({
  cardTypeCode: z.string().nullable(),
  region: cardRegionSchema,
  issueFeeAmount: decimalString,
  issuePhysicalFeeAmount: decimalString,
  shippingHandlingAmount: decimalString,
  issueFeeCurrency: currencySchema,
  /**
   * The card type's load fee (§3 limit loadFeePercentage, minimumLoadFee, in the card currency), so the courier
   * order's initial load is quoted before Confirm by the rule the bank charges (core cardLoadQuote). Null when no
   * card type was asked for.
   */
  loadFeeTerms: z
    .object({
      loadFeePercentage: decimalString,
      minimumLoadFee: decimalString,
      currency: currencySchema,
    })
    .nullable(),
});
export type CardFeeSetView = z.infer<typeof cardFeeSetSchema>;

/** GET /card/getPresignedAgreementUrl/{region}: the agreement document and the terms the modal shows. */
export const cardAgreementSchema = z.object({
  region: cardRegionSchema,
  /** A link to the full agreement document (served by the bank). */
  url: z.string(),
  /** The agreement image of the region (served by the bank). */
  imageUrl: z.string(),
  /** The terms entry: the modal needs both, else 'Failed to retrieve terms and conditions…'. */
  header: z.string().nullable(),
  body: z.string().nullable(),
});
export type CardAgreement = z.infer<typeof cardAgreementSchema>;

/** §3 'Card transaction', one month of the issuer's statement. */
export const cardTransactionSchema = z.object({
  id: z.string(),
  /** ISO timestamp. */
  date: z.string(),
  description: z.string(),
  /** Signed in the card currency: loads positive, spending and fees negative. */
  amount: decimalString,
  currency: currencySchema,
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;
export const cardTransactionsQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  /** §7 'filter (default 1)': 1 every row. */
  filter: z.coerce.number().int().min(0).max(9).optional(),
});
export const cardStatementSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  currency: currencySchema,
  transactions: z.array(cardTransactionSchema),
});
export type CardStatement = z.infer<typeof cardStatementSchema>;

export const cardIdParamsSchema = z.strictObject({ id });
export const cardIdBodySchema = z.strictObject({ cardId: id });

/**
 * A payment's source: an account or a staking (exactly one). Empty or missing → the bank's own 400 ('Please select
 * an account for …', word for word), not a schema message.
 */
const sourceId = z.string().trim().max(64);
const source = {
  fromAccountId: sourceId.optional(),
  fromStakingId: sourceId.optional(),
};

/** §3 'Issue card request' (+ the alternative names when useAlternativeName, kept on the holder's profile). */
export const issueCardBodySchema = z.strictObject({
  cardTypeCode: id,
  useAlternativeName: z.boolean().optional(),
  alternativeFirstName: text(60).optional(),
  alternativeLastName: text(60).optional(),
  addressLine1: text(),
  addressLine2: text().optional(),
  addressCity: text(),
  addressState: text(),
  addressCountry: text(2),
  addressPostalCode: text(20),
  deliveryAddress1: text(),
  deliveryAddress2: text().optional(),
  deliveryCity: text(),
  deliveryCountryState: text(),
  deliveryCountryCode: text(2),
  deliveryPostCode: text(20),
  /** Formatted as dial code plus ddd-ddd-dddd; required with the physical-card feature. */
  phoneNumber: text(24).optional(),
  /** Order the physical card now (physical fee, and shipping for Courier). */
  convertToPlastic: z.boolean().optional(),
  delivery: cardDeliverySchema.optional(),
  ...source,
});

/** POST /card/load. */
export const loadCardBodySchema = z.strictObject({ cardId: id, amount: amountInput, ...source });
/** §7 'success when response Description equals Success'; any other Description is the issuer's decline. */
export const loadCardResponseSchema = z.object({
  Description: z.string(),
  card: cardSchema.nullable(),
  transactionId: z.string().nullable(),
});
export type LoadCardResponse = z.infer<typeof loadCardResponseSchema>;

/** POST /card/{id}/convertToPhysical: cardId plus the source (§3 'source type ACCOUNT or STAKING'). */
export const convertToPhysicalBodySchema = z.strictObject({
  cardId: id,
  /** The account's id, or the staking's with sourceType STAKING; empty → the bank's 400 (as `source`). */
  fromAccountId: sourceId.default(''),
  sourceType: z.enum(CARD_SOURCE_TYPES).optional(),
  delivery: cardDeliverySchema.optional(),
});

export const activatePhysicalBodySchema = z.strictObject({
  cardId: id,
  /** Empty or missing → the bank's 'CVV is required!' (400), word for word, not a schema message. */
  cvv: z.string().trim().max(4).default(''),
});

export const cardPinSchema = z.object({ pin: z.string() });
export const cardTrackingSchema = z.object({
  /** Null until the courier hands one out ('Tracking number is not available'). */
  trackingNumber: z.string().nullable(),
});
