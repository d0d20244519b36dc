import {
  currencyType,
  decimal,
  decimalsFor,
  GIFT_CARD_LIMITS,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_STATUSES,
  isCurrency,
  type Currency,
  type GiftCardRecord,
  type GiftCardStatus,
  type GiftCardVoucher,
} from '@axia/core';
import type { Selectable } from 'kysely';
import type { GiftCardOrderTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Db } from '../common/user';

// Seed 001 §3 'Gift card purchase record' as the API shows it, from a gift_card_orders row. Vouchers only when
// PROCESSED; a FAILED order shows why.

export type GiftCardOrderRow = Selectable<GiftCardOrderTable>;

/** An order id as the bank makes them (randomUUID); anything else is nobody's order (404, never a database error). */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOrderId = (value: string) => ORDER_ID.test(value);

/** A stored currency as the domain type (USD if the row holds anything else). */
export const currencyOf = (value: string): Currency => (isCurrency(value) ? value : 'USD');
const statusOf = (value: string): GiftCardStatus =>
  (GIFT_CARD_STATUSES as readonly string[]).includes(value) ? (value as GiftCardStatus) : 'PENDING';
/** A stored gift-card amount (face value, fee) with its 2 decimals (seed 001 §9). */
export const amount2 = (value: unknown) =>
  decimal(String(value)).toFixed(GIFT_CARD_LIMITS.decimals);

/** What an order keeps of its brand's texts (shown with the gift card), and the vendor's reference. */
export const orderInfo = (
  brand: {
    productDescription: unknown;
    termsAndConditions: unknown;
    expiryAndValidity: unknown;
    howToUse: unknown;
  },
  vendorReference: string,
) =>
  JSON.stringify({
    productDescription: brand.productDescription,
    termsAndConditions: brand.termsAndConditions,
    expiryAndValidity: brand.expiryAndValidity,
    howToUse: brand.howToUse,
    vendorReference,
  });

export function giftCardRecord(row: GiftCardOrderRow): GiftCardRecord {
  const status = statusOf(row.status);
  const info = (row.info ?? {}) as Record<string, string>;
  const paidCurrency = currencyOf(row.paid_currency);
  return {
    id: row.id,
    status,
    archive: row.archive,
    productId: row.product_id,
    productName: row.product_name,
    productImage: row.product_image,
    faceValue: amount2(row.face_value),
    faceValueCurrency: currencyOf(row.face_value_currency),
    fee: amount2(row.fee),
    paidAmount: decimal(String(row.paid_amount)).toFixed(decimalsFor(paidCurrency)),
    paidCurrency,
    createdAt: new Date(row.created_at).toISOString(),
    vouchers: {
      vouchers:
        status === 'PROCESSED' ? ((row.vouchers ?? []) as unknown as GiftCardVoucher[]) : [],
    },
    infoToDisplay: {
      productDescription: info.productDescription ?? '',
      termsAndConditions: info.termsAndConditions ?? '',
      expiryAndValidity: info.expiryAndValidity ?? '',
      howToUse: info.howToUse ?? '',
    },
    failureReason: status === 'FAILED' ? (row.failure_reason ?? null) : null,
  };
}

/** The customer's order (optionally locked), or 404 'Gift card order not found' (another's, unknown, malformed). */
export async function requireOrder(
  db: Db,
  userId: string,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<GiftCardOrderRow> {
  if (!isOrderId(orderId)) throw notFound(GIFT_CARD_MESSAGES.orderNotFound);
  let query = db
    .selectFrom('gift_card_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(GIFT_CARD_MESSAGES.orderNotFound);
  return row;
}

/** The vendor as a side of a transaction (seed 001 §3 from/to). */
export function vendorSide(productName: string, currency: Currency, amount: string) {
  return {
    accountAlias: `Gift card: ${productName}`,
    accountId: null,
    accountPublicId: null,
    accountType: 'GIFT_CARD',
    amount,
    currency,
    currencyType: currencyType(currency),
  };
}
