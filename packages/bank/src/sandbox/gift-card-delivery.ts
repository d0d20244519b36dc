import { GIFT_CARD_MESSAGES, GIFT_CARD_STATUS_LABELS, type GiftCardRecord } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankContext } from '../context';
import { oneAtATime, startLeasedTimer } from '../db/lease';
import { conflict, notFound } from '../http/errors';
import type { VendorOutcome } from '../modules/giftCards/outcome';
import {
  amount2,
  currencyOf,
  giftCardRecord,
  isOrderId,
  type GiftCardOrderRow,
} from '../modules/giftCards/view';
import {
  sandboxGiftCardVendor,
  sandboxOutcome,
  type ForcedOutcome,
  type VendorOrder,
} from './gift-card-vendor';
import { sendWebhook } from './webhooks';

// The sandbox gift-card vendor reports its orders' outcomes to the bank by signed webhook (POST
// /webhooks/gift-card-vendor, src/modules/giftCards/webhooks.ts), as a real vendor does: order.completed with the
// vouchers, or order.failed with the reason. It has no order book of its own: the orders it was given are the bank's
// gift_card_orders rows (their vendorReference is the one it answered), due once their fulfil_at has passed on the
// bank's clock (GIFT_CARD_LIMITS.fulfilmentDelayMs after they were placed).
//
// It delivers on its own timer (startSandboxGiftCardVendor, started by main.ts when the vendor is the sandbox's), on
// the back office's clock moves, and on the back office's gift-card-fulfil (a forced outcome, whatever fulfil_at).
// The bank applies each order's first outcome only (a second delivery changes nothing), so the three may overlap.

type Log = { error(obj: unknown, msg?: string): void };

/** The sandbox vendor is the bank's (GIFT_CARD_PROVIDER=sandbox). */
export const isSandboxGiftCardVendor = (ctx: Pick<BankContext, 'providers'>) =>
  ctx.providers.giftCardVendor === sandboxGiftCardVendor;

const vendorOrder = (row: GiftCardOrderRow): VendorOrder => ({
  orderId: row.id,
  vendorReference: String((row.info as Record<string, unknown>).vendorReference ?? ''),
  productId: row.product_id,
  faceValue: amount2(row.face_value),
  currency: currencyOf(row.face_value_currency),
});

/** The webhook of an outcome: its event type and data. */
function outcomeEvent(order: VendorOrder, outcome: VendorOutcome) {
  const ref = { orderId: order.orderId, vendorReference: order.vendorReference };
  return outcome.status === 'PROCESSED'
    ? { type: 'order.completed', data: { ...ref, vouchers: outcome.vouchers } }
    : { type: 'order.failed', data: { ...ref, reason: outcome.reason } };
}

/** Decides an order's outcome and sends it; answers the bank's answer ({ orderId, status, failureReason }). */
async function deliver(
  app: FastifyInstance,
  ctx: BankContext,
  row: GiftCardOrderRow,
  forced?: ForcedOutcome,
) {
  const order = vendorOrder(row);
  const outcome = sandboxOutcome(
    order,
    { now: ctx.clock.now(), origin: ctx.config.publicOrigin },
    forced,
  );
  const event = outcomeEvent(order, outcome);
  return (await sendWebhook(app, ctx, 'giftCardVendor', event.type, event.data)) as {
    orderId: string;
    status: string;
    failureReason: string | null;
  };
}

/** Serialized per bank, like the staking accrual job: a run asked for while one is going waits for it. */
const turns = oneAtATime();

export interface GiftCardDeliveryReport {
  now: string;
  /** Orders the bank answered PROCESSED, FAILED. */
  processed: number;
  failed: number;
  /** Orders whose delivery was refused or failed: still PENDING, sent again on the next run. */
  errors: string[];
}

/**
 * Sends the outcome of every due PENDING order (or of one order), one webhook each. Nothing when the sandbox vendor is
 * not the bank's. Safe to run at any time.
 */
export function deliverDueGiftCards(
  app: FastifyInstance,
  ctx: BankContext,
  options: { orderId?: string; log?: Log } = {},
): Promise<GiftCardDeliveryReport> {
  return turns.run(ctx.db, () => runOnce(app, ctx, options));
}

async function runOnce(
  app: FastifyInstance,
  ctx: BankContext,
  options: { orderId?: string; log?: Log },
): Promise<GiftCardDeliveryReport> {
  const now = ctx.clock.now();
  const report: GiftCardDeliveryReport = {
    now: now.toISOString(),
    processed: 0,
    failed: 0,
    errors: [],
  };
  if (!isSandboxGiftCardVendor(ctx)) return report;
  let query = ctx.db
    .selectFrom('gift_card_orders')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('fulfil_at', '<=', now);
  if (options.orderId) query = query.where('id', '=', options.orderId);
  const due = await query.orderBy('fulfil_at').orderBy('id').execute();
  for (const row of due) {
    try {
      const answer = await deliver(app, ctx, row);
      if (answer.status === 'PROCESSED') report.processed++;
      if (answer.status === 'FAILED') report.failed++;
    } catch (error) {
      report.errors.push(row.id);
      (options.log ?? console).error(
        { err: error, orderId: row.id },
        'gift card vendor webhook failed',
      );
    }
  }
  return report;
}

/**
 * The sandbox vendor's timer: a delivery run now and every `intervalMs` (unref'd), one process a round
 * (db/lease.ts). The returned stop ends the timer and waits for a run in progress (call it before closing the app).
 */
export function startSandboxGiftCardVendor(
  app: FastifyInstance,
  ctx: BankContext,
  log: Log,
  intervalMs = 30_000,
): () => Promise<void> {
  return startLeasedTimer({
    db: ctx.db,
    name: 'sandbox-gift-card-vendor',
    intervalMs,
    round: () => deliverDueGiftCards(app, ctx, { log }),
    onError: (error) => log.error({ err: error }, 'gift card vendor timer failed'),
    idle: () => turns.idle(ctx.db),
  });
}

// The back office's gift-card action (sandbox admin HTTP under /sandbox/admin and the CLI's gift-card-fulfil): the
// vendor reports an order's outcome now, whatever its fulfil_at, PROCESSED (its vouchers, whatever the brand) or
// FAILED (with a reason; the bank refunds it exactly like any failure). An order already fulfilled: 409.

export const giftCardAdminSchemas = {
  params: z.strictObject({ orderId: z.string().trim().min(1).max(64) }),
  fulfil: z.strictObject({
    outcome: z.enum(['PROCESSED', 'FAILED']).default('PROCESSED'),
    reason: z.string().trim().max(500).optional(),
    /** When given, the order must be this customer's (404 otherwise). */
    email: z.string().email().max(254).optional(),
  }),
};

const alreadyDone = (status: string) =>
  conflict(
    `This gift card order is already ${(GIFT_CARD_STATUS_LABELS[status as 'PROCESSED'] ?? status).toLowerCase()}`,
  );

export async function adminGiftCardFulfil(
  app: FastifyInstance,
  ctx: BankContext,
  orderId: string,
  body: z.output<typeof giftCardAdminSchemas.fulfil>,
): Promise<GiftCardRecord> {
  if (!isOrderId(orderId)) throw notFound(GIFT_CARD_MESSAGES.orderNotFound);
  const read = () =>
    ctx.db
      .selectFrom('gift_card_orders')
      .innerJoin('users', 'users.id', 'gift_card_orders.user_id')
      .selectAll('gift_card_orders')
      .select('users.email')
      .where('gift_card_orders.id', '=', orderId)
      .executeTakeFirst();
  const row = await read();
  if (!row || (body.email && row.email !== body.email.toLowerCase()))
    throw notFound(GIFT_CARD_MESSAGES.orderNotFound);
  if (row.status !== 'PENDING') throw alreadyDone(row.status);
  const answer = await deliver(app, ctx, row, { outcome: body.outcome, reason: body.reason });
  // Another delivery got there first with the other outcome: this one changed nothing.
  if (answer.status !== body.outcome) throw alreadyDone(answer.status);
  const { email: _email, ...after } = (await read())!;
  return giftCardRecord(after);
}
