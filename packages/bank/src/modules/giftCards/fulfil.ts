import {
  add,
  decimal,
  decimalsFor,
  isPositive,
  type Currency,
  type GiftCardVoucher,
} from '@axia/core';
import type { Transaction } from 'kysely';
import type { BankContext } from '../../context';
import type { Database } from '../../db/schema';
import { customerSide, type KnownAccountRow } from '../accounts/service';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount, postTransaction, type Leg } from '../ledger/post';
import { refundToStaking } from '../stakings/payment';
import { vendorOf, type FulfilResult } from './vendor';
import { amount2, currencyOf, vendorSide, type GiftCardOrderRow } from './view';
import { claimLease } from '../../db/lease';

// The vendor's fulfilment (issue 15 §1): a PENDING order whose fulfil_at has passed (bank clock) is fulfilled by the
// vendor: PROCESSED with its vouchers, or FAILED with a reason and a refund of EXACTLY what the customer paid, to the
// same source, in one balanced GIFT_CARD_ORDER_REFUND transaction (GIFT_CARD_VENDOR(C) −face, FEES(C) −fee, FX back
// when the source's currency differs, source +paid; a staking through stakings/payment.ts refundToStaking with its
// BUY_GIFT_CARD_REFUND activity; a staking since CLAIMED or CLOSED gets it on the customer's account of its currency).
//
// Each order is fulfilled once: the row is locked FOR UPDATE and anything not PENDING is left alone. It runs lazily
// before the customer reads the list or an order, on the bank's timer (startGiftCardClock, every 30 s), on the back
// office's clock moves, and on the back office's gift-card-fulfil (which forces the outcome, whatever fulfil_at).

type Trx = Transaction<Database>;
type Log = { error(obj: unknown, msg?: string): void };

/** The back office's forced outcome. */
export interface ForcedOutcome {
  outcome: 'PROCESSED' | 'FAILED';
  reason?: string;
}

export const DEFAULT_FAILURE_REASON = 'The vendor could not fulfil the order.';

/**
 * Fulfils one order in `trx` (locked here). Returns the row after, or null when it is not PENDING (or not due and
 * not forced): nothing done.
 */
export async function fulfilOrder(
  trx: Trx,
  ctx: BankContext,
  orderId: string,
  options: { now: Date; rates: Record<Currency, string>; forced?: ForcedOutcome },
): Promise<GiftCardOrderRow | null> {
  const { now } = options;
  const row = await trx
    .selectFrom('gift_card_orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.status !== 'PENDING') return null;
  if (!options.forced && new Date(row.fulfil_at).getTime() > now.getTime()) return null;
  const currency = currencyOf(row.face_value_currency);
  const order = {
    orderId: row.id,
    vendorReference: String((row.info as Record<string, string>).vendorReference ?? ''),
    productId: row.product_id,
    faceValue: amount2(row.face_value),
    currency,
  };
  const context = { now, origin: ctx.config.publicOrigin };
  let result: FulfilResult;
  if (options.forced?.outcome === 'FAILED')
    result = { status: 'FAILED', reason: options.forced.reason || DEFAULT_FAILURE_REASON };
  else {
    // The (sandbox) back office forces PROCESSED even for a brand the vendor declines.
    result = vendorOf(ctx).fulfil(order, context, { forceProcessed: Boolean(options.forced) });
  }
  if (result.status === 'PROCESSED') {
    const vouchers: GiftCardVoucher[] = result.vouchers;
    await trx
      .updateTable('gift_card_orders')
      .set({ status: 'PROCESSED', vouchers: JSON.stringify(vouchers), updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return { ...row, status: 'PROCESSED', vouchers: vouchers as never, updated_at: now };
  }
  const refundId = await refund(trx, row, now, options.rates);
  await trx
    .updateTable('gift_card_orders')
    .set({
      status: 'FAILED',
      failure_reason: result.reason,
      refund_transaction_id: refundId,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  return {
    ...row,
    status: 'FAILED',
    failure_reason: result.reason,
    refund_transaction_id: refundId,
    updated_at: now,
  };
}

/** The refund of a FAILED order: exactly what was paid, back to its source. Returns the transaction's id. */
async function refund(
  trx: Trx,
  row: GiftCardOrderRow,
  now: Date,
  rates: Record<Currency, string>,
): Promise<string> {
  const currency = currencyOf(row.face_value_currency);
  const paidCurrency = currencyOf(row.paid_currency);
  const face = amount2(row.face_value);
  const fee = amount2(row.fee);
  const total = add(face, fee);
  const paid = decimal(String(row.paid_amount)).toFixed(decimalsFor(paidCurrency));
  const vendor = await internalAccount(trx, 'GIFT_CARD_VENDOR', currency);
  const fees = await internalAccount(trx, 'FEES', currency);
  const label = `Gift card refund: ${row.product_name} ${face} ${currency}`;
  const meta = {
    orderId: row.id,
    productId: row.product_id,
    productName: row.product_name,
    faceValue: face,
    fee,
    total,
    paid,
    paidCurrency,
    orderTransactionId: row.transaction_id,
  };
  // The price side, in C: the vendor and FEES give back face and fee.
  const priceLegs: Leg[] = [
    { accountId: vendor, amount: `-${face}` },
    { accountId: fees, amount: `-${fee}` },
  ].filter((leg) => isPositive(leg.amount.slice(1)));
  const fxLegs = async (): Promise<Leg[]> =>
    paidCurrency === currency
      ? []
      : [
          { accountId: await internalAccount(trx, 'FX', currency), amount: total },
          { accountId: await internalAccount(trx, 'FX', paidCurrency), amount: `-${paid}` },
        ];

  let accountId = row.source_account_id;
  if (row.source_staking_id) {
    const staking = await trx
      .selectFrom('stakings')
      .select(['id', 'status'])
      .where('id', '=', row.source_staking_id)
      .executeTakeFirstOrThrow();
    if (staking.status !== 'CLAIMED' && staking.status !== 'CLOSED') {
      // The staking's refund: fromAccountId gives `paid` in S; the extra legs balance among themselves.
      let fromAccountId: string;
      let extraLegs: Leg[];
      if (paidCurrency === currency) {
        fromAccountId = vendor; // −paid (= −total); it takes the fee back from FEES
        extraLegs = isPositive(fee)
          ? [
              { accountId: vendor, amount: fee },
              { accountId: fees, amount: `-${fee}` },
            ]
          : [];
      } else {
        fromAccountId = await internalAccount(trx, 'FX', paidCurrency);
        extraLegs = [
          { accountId: await internalAccount(trx, 'FX', currency), amount: total },
          ...priceLegs,
        ];
      }
      const moved = await refundToStaking(trx, {
        userId: row.user_id,
        stakingId: staking.id,
        amount: paid,
        activity: 'BUY_GIFT_CARD_REFUND',
        fromAccountId,
        extraLegs,
        transaction: {
          type: 'GIFT_CARD_ORDER_REFUND',
          method: 'GIFT_CARD',
          title: label,
          description: label,
          counterparty: vendorSide(row.product_name, currency, face),
          meta,
        },
        now,
        usdRates: rates,
        activityMeta: { orderId: row.id, productId: row.product_id },
        description: label,
      });
      return moved.transactionId;
    }
    // A staking since claimed or closed: its account must stay empty, so the customer's account of its currency.
    const homes = await trx
      .selectFrom('accounts')
      .select(['id', 'status'])
      .where('user_id', '=', row.user_id)
      .where('currency', '=', paidCurrency)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const home = homes.find((a) => a.status === 'ACTIVE') ?? homes[0];
    if (!home)
      throw new Error(`Gift card order ${row.id}: no ${paidCurrency} account for the refund`);
    accountId = home.id;
  }
  if (!accountId) throw new Error(`Gift card order ${row.id} has no source`);
  const account = (await trx
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()) as KnownAccountRow;
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  const posted = await postTransaction(trx, {
    type: 'GIFT_CARD_ORDER_REFUND',
    method: 'GIFT_CARD',
    amount: paid,
    currency: paidCurrency,
    userId: row.user_id,
    title: label,
    description: label,
    from: vendorSide(row.product_name, currency, face),
    to: customerSide(user, account, paid),
    meta,
    legs: [...priceLegs, ...(await fxLegs()), { accountId: account.id, amount: paid }],
    createdAt: now,
  });
  return posted.id;
}

/** Serialized per bank, like the staking clock: a run asked for while one is going waits for it. */
const queues = new WeakMap<object, Promise<unknown>>();

export interface GiftCardFulfilReport {
  now: string;
  processed: number;
  failed: number;
  errors: string[];
}

/**
 * The due PENDING orders (all, or one customer's, or one order) fulfilled by the vendor. Idempotent; safe to run at
 * any time. An order whose fulfilment throws stays PENDING (logged) for the next run.
 */
export function fulfilDue(
  ctx: BankContext,
  options: { userId?: string; orderId?: string; now?: Date; log?: Log } = {},
): Promise<GiftCardFulfilReport> {
  const previous = queues.get(ctx.db) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => runOnce(ctx, options));
  queues.set(ctx.db, run);
  return run;
}

async function runOnce(
  ctx: BankContext,
  options: { userId?: string; orderId?: string; now?: Date; log?: Log },
): Promise<GiftCardFulfilReport> {
  const now = options.now ?? ctx.clock.now();
  const report: GiftCardFulfilReport = {
    now: now.toISOString(),
    processed: 0,
    failed: 0,
    errors: [],
  };
  let query = ctx.db
    .selectFrom('gift_card_orders')
    .select('id')
    .where('status', '=', 'PENDING')
    .where('fulfil_at', '<=', now);
  if (options.userId) query = query.where('user_id', '=', options.userId);
  if (options.orderId) query = query.where('id', '=', options.orderId);
  const due = await query.orderBy('fulfil_at').orderBy('id').execute();
  if (due.length === 0) return report;
  // Read before any database transaction (PGlite has one connection).
  const rates = await usdRates(ctx);
  for (const { id } of due) {
    try {
      const after = await inTransaction(ctx.db, (trx) => fulfilOrder(trx, ctx, id, { now, rates }));
      if (after?.status === 'PROCESSED') report.processed++;
      if (after?.status === 'FAILED') report.failed++;
    } catch (error) {
      report.errors.push(id);
      (options.log ?? console).error({ err: error, orderId: id }, 'gift card fulfilment failed');
    }
  }
  return report;
}

/**
 * The bank's timer: a run now and every `intervalMs` (unref'd). The returned stop ends the timer and waits for a run
 * in progress (call it before closing the database).
 */
export function startGiftCardClock(
  ctx: BankContext,
  log: Log,
  intervalMs = 30_000,
): () => Promise<void> {
  // Every process times it; one does each round (db/lease.ts).
  const tick = () =>
    void claimLease(ctx.db, 'gift-card-clock', intervalMs * 0.9)
      .then((mine) => (mine ? fulfilDue(ctx, { log }) : undefined))
      .catch((error: unknown) => log.error({ err: error }, 'gift card clock failed'));
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await queues.get(ctx.db)?.catch(() => undefined);
  };
}
