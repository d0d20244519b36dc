import { z } from 'zod';
import { GIFT_CARD_STATUSES } from '../domain/giftCard';
import { amountText } from './amount';
import { currencySchema } from './schemas';

// The gift-card calls' payloads (seed 001 §3, §7). Amounts are decimal strings with 2 decimals; the bank checks every
// rule again (range or denomination, balance, flags, ownership), so these schemas fix shapes and lengths only.

const id = z.string().trim().max(64);
const decimalString = z.string();
const text = (max = 4000) => z.string().max(max);

export const giftCardStatusSchema = z.enum(GIFT_CARD_STATUSES);

export const giftCardCountrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  countryName: z.string(),
});
export const giftCardCountriesSchema = z.object({ countries: z.array(giftCardCountrySchema) });

/** §3 'Gift card brand'. productImage is served by the bank (no hot-linking). */
export const giftCardBrandSchema = z.object({
  productId: z.string(),
  brandName: z.string(),
  productImage: z.string(),
  countryCode: z.string(),
  currency: currencySchema,
  /** A range, or null when the brand sells fixed denominations. */
  valueRestrictions: z.object({ minVal: decimalString, maxVal: decimalString }).nullable(),
  denominations: z.array(decimalString),
  productDescription: z.string(),
  termsAndConditions: z.string(),
  howToUse: z.string(),
  expiryAndValidity: z.string(),
});
export type GiftCardBrand = z.infer<typeof giftCardBrandSchema>;

export const giftCardBrandsQuerySchema = z.strictObject({
  country: z.string().trim().length(2),
  /** 1-based. */
  currentPage: z.coerce.number().int().min(1).max(10_000).optional(),
  search: z.string().trim().max(100).optional(),
});
export const giftCardBrandPageSchema = z.object({
  brands: z.array(giftCardBrandSchema),
  totalCount: z.number().int().nonnegative(),
});

export const giftCardVoucherSchema = z.object({
  code: z.string(),
  pin: z.string().nullable(),
  url: z.string().nullable(),
  /** ISO date. */
  validityDate: z.string().nullable(),
  faceValue: decimalString,
  voucherCurrency: currencySchema,
});
export type GiftCardVoucher = z.infer<typeof giftCardVoucherSchema>;

/** §3 'Gift card purchase record'. vouchers only when PROCESSED (empty otherwise). */
export const giftCardRecordSchema = z.object({
  id: z.string(),
  status: giftCardStatusSchema,
  archive: z.boolean(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  faceValue: decimalString,
  faceValueCurrency: currencySchema,
  /** The 2.5 % fee, in the face value's currency. */
  fee: decimalString,
  paidAmount: decimalString,
  paidCurrency: currencySchema,
  createdAt: z.string(),
  vouchers: z.object({ vouchers: z.array(giftCardVoucherSchema) }),
  infoToDisplay: z.object({
    productDescription: z.string(),
    termsAndConditions: z.string(),
    expiryAndValidity: z.string(),
    howToUse: z.string(),
  }),
  /** Why a FAILED order failed (ours). */
  failureReason: z.string().nullable(),
});
export type GiftCardRecord = z.infer<typeof giftCardRecordSchema>;

/** §3 'Gift card order': the product's fields as the app shows them (the bank reads its own), the price, a source. */
export const giftCardOrderBodySchema = z.strictObject({
  productId: id.min(1),
  /** The face value (2 decimals); the bank adds the 2.5 % fee. */
  price: amountText('price', 40),
  currency: currencySchema,
  productImage: text(500).optional(),
  productName: text(200).optional(),
  productDescription: text().optional(),
  termsAndConditions: text().optional(),
  howToUse: text().optional(),
  expiryAndValidity: text().optional(),
  accountId: id.optional(),
  stakingId: id.optional(),
});
/** §7 'success when statusCode or status is 200, else message'. */
export const giftCardOrderResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  data: giftCardRecordSchema,
});

export const giftCardsQuerySchema = z.strictObject({
  /** 'true': the archived ones; default 'false'. */
  archive: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const giftCardPageSchema = z.object({
  data: z.array(giftCardRecordSchema),
  totalCount: z.number().int().nonnegative(),
});

export const giftCardArchiveBodySchema = z.strictObject({ id: id.min(1), archive: z.boolean() });
export const giftCardIdParamsSchema = z.strictObject({ id: id.min(1) });
