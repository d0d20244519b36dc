import { currencySchema, isDecimalString } from '@axia/core';
import { z } from 'zod';
import { webhookHandler, type WebhookHandler } from '../../webhooks/handler';
import { applyVendorOutcome } from './outcome';

// The gift-card vendor reports each order's outcome by webhook (issue 40), as a real vendor does: order.completed
// with its vouchers, or order.failed with why. The bank applies the first one to its PENDING order (outcome.ts) and
// answers the order's state ({ orderId, status, failureReason }); a later one, whatever its webhook-id, changes
// nothing. An order the bank does not have, or a vendorReference that is not the order's: 404, nothing changed.

const order = {
  /** The bank's order id. */
  orderId: z.string().min(1).max(64),
  /** The vendor's own reference of the order (its answer when the bank placed it). */
  vendorReference: z.string().min(1).max(100),
};

const voucherSchema = z.strictObject({
  code: z.string().min(1).max(100),
  pin: z.string().min(1).max(20).nullable(),
  url: z.string().url().max(500).nullable(),
  /** ISO date. */
  validityDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)')
    .nullable(),
  faceValue: z
    .string()
    .max(40)
    .refine((v) => isDecimalString(v) && !v.startsWith('-'), 'must be a positive decimal string'),
  voucherCurrency: currencySchema,
});

/** What the gift-card vendor reports by webhook (POST /webhooks/gift-card-vendor), by event type. */
export const giftCardVendorWebhooks: Record<string, WebhookHandler> = {
  /** The vendor fulfilled the order: its vouchers (together the order's face value, in its currency). */
  'order.completed': webhookHandler(
    z.strictObject({ ...order, vouchers: z.array(voucherSchema).min(1).max(20) }),
    (ctx, data) =>
      applyVendorOutcome(ctx, {
        orderId: data.orderId,
        vendorReference: data.vendorReference,
        outcome: { status: 'PROCESSED', vouchers: data.vouchers },
      }),
  ),
  /** The vendor could not fulfil the order: the bank refunds what the customer paid. */
  'order.failed': webhookHandler(
    z.strictObject({ ...order, reason: z.string().trim().min(1).max(500) }),
    (ctx, data) =>
      applyVendorOutcome(ctx, {
        orderId: data.orderId,
        vendorReference: data.vendorReference,
        outcome: { status: 'FAILED', reason: data.reason },
      }),
  ),
};
