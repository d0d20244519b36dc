import type { StaffCardItem, StaffDocument, StaffGiftCardItem, StaffQueue } from '@axia/core';
import type { BankContext } from '../../context';
import { HELD_FOR_REVIEW_TYPES } from '../transfers/review';
import {
  cardItemOf,
  CUSTOMER_COLUMNS,
  customerRefs,
  documentsOf,
  moneyItemsOf,
  registrationOf,
} from './views';
import { proposalsList } from './four-eyes';

// The back office's queues (issue 41): what waits for staff, oldest first. Each list is bounded: a queue longer
// than QUEUE_LIMIT shows its oldest QUEUE_LIMIT items (and its count says so).

const QUEUE_LIMIT = 500;

/** Customers whose registration is not complete (registration/state.ts), not closed. */
export async function registrationsQueue(ctx: BankContext) {
  const rows = await ctx.db
    .selectFrom('users')
    .select(CUSTOMER_COLUMNS)
    .where('status', '!=', 'DEACTIVATED')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  // Completion is derived from the type's required statuses (never stored): filtered here, with the same rule.
  return rows
    .map(registrationOf)
    .filter((r) => !r.complete)
    .slice(0, QUEUE_LIMIT);
}

/** Document requests the customer SUBMITTED, waiting for review. */
export async function documentsQueue(ctx: BankContext): Promise<StaffDocument[]> {
  const rows = await ctx.db
    .selectFrom('document_requests')
    .selectAll()
    .where('status', '=', 'SUBMITTED')
    .orderBy('submitted_at', 'asc')
    .orderBy('id', 'asc')
    .limit(QUEUE_LIMIT)
    .execute();
  const refs = await customerRefs(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  const docs = await documentsOf(ctx.db, rows);
  return docs.flatMap((doc, i) => {
    const customer = refs.get(rows[i]!.user_id);
    return customer ? [{ ...doc, customer }] : [];
  });
}

async function underReview(ctx: BankContext, types: string[]) {
  const rows = await ctx.db
    .selectFrom('transactions')
    .selectAll()
    .where('type', 'in', types)
    .where('status', '=', 'PENDING_REVIEW')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(QUEUE_LIMIT)
    .execute();
  return moneyItemsOf(ctx, rows);
}

/** Wire deposits the customer announced, waiting for the wire to arrive. */
export const wiresQueue = (ctx: BankContext) => underReview(ctx, ['WIRE_DEPOSIT']);

/** Transfers held for review (wire, external wallet, network withdrawals). */
export const heldTransfersQueue = (ctx: BankContext) => underReview(ctx, HELD_FOR_REVIEW_TYPES);

/**
 * Physical cards ordered and not yet activated (ORDER: the plastic is on its way; the card itself may be ACTIVE, as a
 * virtual card converted to physical is), and cards suspended, lost or stolen (EXCEPTION).
 */
export async function cardsQueue(ctx: BankContext): Promise<StaffCardItem[]> {
  const rows = await ctx.db
    .selectFrom('cards')
    .selectAll()
    .where((eb) =>
      eb.or([
        // Ordered (at issue or by convertToPhysical, on an ACTIVE card) and not yet activated by its CVV.
        eb.and([eb('convert_physical_requested', '=', true), eb('is_physical', '=', false)]),
        eb('status', 'in', ['SUSPENDED', 'LOST', 'STOLEN']),
      ]),
    )
    .orderBy('updated_at', 'asc')
    .orderBy('id', 'asc')
    .limit(QUEUE_LIMIT)
    .execute();
  const refs = await customerRefs(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((row) => {
    const customer = refs.get(row.user_id);
    return customer ? [{ ...cardItemOf(row), customer }] : [];
  });
}

/** Gift-card orders the vendor FAILED (refunded or not). */
export async function giftCardsQueue(ctx: BankContext): Promise<StaffGiftCardItem[]> {
  const rows = await ctx.db
    .selectFrom('gift_card_orders')
    .selectAll()
    .where('status', '=', 'FAILED')
    .orderBy('updated_at', 'asc')
    .orderBy('id', 'asc')
    .limit(QUEUE_LIMIT)
    .execute();
  const refs = await customerRefs(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((row) => {
    const customer = refs.get(row.user_id);
    return customer
      ? [
          {
            orderId: row.id,
            customer,
            brand: row.product_name,
            amount: row.face_value,
            currency: row.face_value_currency,
            reason: row.failure_reason,
            refunded: row.refund_transaction_id !== null,
            failedAt: new Date(row.updated_at).toISOString(),
          },
        ]
      : [];
  });
}

/** How many items each queue holds (proposals: those waiting for a decision). */
export async function queueCounts(ctx: BankContext): Promise<Record<StaffQueue, number>> {
  return {
    registrations: (await registrationsQueue(ctx)).length,
    documents: (await documentsQueue(ctx)).length,
    wires: (await wiresQueue(ctx)).length,
    heldTransfers: (await heldTransfersQueue(ctx)).length,
    cards: (await cardsQueue(ctx)).length,
    giftCards: (await giftCardsQueue(ctx)).length,
    proposals: (await proposalsList(ctx, 'PROPOSED')).length,
  };
}
