import { GIFT_CARD_MESSAGES, GIFT_CARD_STATUS_LABELS, type GiftCardRecord } from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { usdRates } from '../currency/service';
import { inTransaction } from '../ledger/post';
import { fulfilOrder } from './fulfil';
import { giftCardRecord, isOrderId } from './view';

// The back office's gift-card action (sandbox admin HTTP under /sandbox/admin and the CLI's gift-card-fulfil): the
// vendor fulfils an order now, whatever its fulfil_at, PROCESSED (its vouchers) or FAILED (with a reason, refunded
// exactly like a failure of the vendor's). An order already fulfilled: 409.

export const giftCardAdminSchemas = {
  params: z.strictObject({ orderId: z.string().trim().min(1).max(64) }),
  fulfil: z.strictObject({
    outcome: z.enum(['PROCESSED', 'FAILED']).default('PROCESSED'),
    reason: z.string().trim().max(500).optional(),
    /** When given, the order must be this customer's (404 otherwise). */
    email: z.string().email().max(254).optional(),
  }),
};

export async function adminGiftCardFulfil(
  ctx: BankContext,
  orderId: string,
  body: z.output<typeof giftCardAdminSchemas.fulfil>,
): Promise<GiftCardRecord> {
  if (!isOrderId(orderId)) throw notFound(GIFT_CARD_MESSAGES.orderNotFound);
  const rates = await usdRates(ctx);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('gift_card_orders')
      .innerJoin('users', 'users.id', 'gift_card_orders.user_id')
      .select(['gift_card_orders.status', 'users.email'])
      .where('gift_card_orders.id', '=', orderId)
      .executeTakeFirst();
    if (!row || (body.email && row.email !== body.email.toLowerCase()))
      throw notFound(GIFT_CARD_MESSAGES.orderNotFound);
    const after = await fulfilOrder(trx, ctx, orderId, {
      now,
      rates,
      forced: { outcome: body.outcome, reason: body.reason },
    });
    if (!after)
      throw conflict(
        `This gift card order is already ${(GIFT_CARD_STATUS_LABELS[row.status as 'PROCESSED'] ?? row.status).toLowerCase()}`,
      );
    return giftCardRecord(after);
  });
}
