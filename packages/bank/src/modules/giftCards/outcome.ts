import {
  add,
  compare,
  decimal,
  decimalsFor,
  GIFT_CARD_MESSAGES,
  isPositive,
  type Currency,
  type GiftCardVoucher,
} from '@axia/core';
import type { Transaction } from 'kysely';
import type { BankContext } from '../../context';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { customerSide, type KnownAccountRow } from '../accounts/service';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount, postTransaction, type Leg } from '../ledger/post';
import { refundToStaking } from '../stakings/payment';
import { amount2, currencyOf, vendorSide, type GiftCardOrderRow } from './view';

// The vendor's outcome of an order (issue 15 §1, issue 40): the vendor reports it by webhook (./webhooks.ts,
// POST /webhooks/gift-card-vendor) and the bank applies it to the PENDING order: PROCESSED with its vouchers, or
// FAILED with a reason and a refund of EXACTLY what the customer paid, to the same source, in one balanced
// GIFT_CARD_ORDER_REFUND transaction (GIFT_CARD_VENDOR(C) −face, FEES(C) −fee, FX back when the source's currency
// differs, source +paid; a staking through stakings/payment.ts refundToStaking with its BUY_GIFT_CARD_REFUND
// activity; a staking since CLAIMED or CLOSED gets it on the customer's account of its currency).
//
// Each order is applied once: the row is locked FOR UPDATE and an order no longer PENDING is left as it is (a second
// report, whatever it says, answers the order's state and changes nothing). The bank does not decide an outcome and
// does not time the vendor: an order stays PENDING until its vendor reports.

type Trx = Transaction<Database>;

/** What the vendor reports of an order: its vouchers, or why it failed. */
export type VendorOutcome =
  { status: 'PROCESSED'; vouchers: GiftCardVoucher[] } | { status: 'FAILED'; reason: string };

export interface VendorReport {
  /** The bank's order id (given to the vendor with the order). */
  orderId: string;
  /** The vendor's reference of the order (its answer to placeOrder): it must be the order's. */
  vendorReference: string;
  outcome: VendorOutcome;
}

const GIFT_CARD_OUTCOME_MESSAGES = {
  /** An unknown order, or a vendor reference that is not the order's: the same 404, nothing said of which. */
  notFound: GIFT_CARD_MESSAGES.orderNotFound,
  vouchers: 'The vouchers do not add up to the order’s face value in its currency',
} as const;

/** The order as the vendor's webhook is answered: its state (no voucher codes: the answer is stored). */
const outcomeAnswer = (row: GiftCardOrderRow) => ({
  orderId: row.id,
  status: row.status,
  failureReason: row.failure_reason ?? null,
});

/**
 * Applies the vendor's report to its order, once. 404 for an unknown order or another order's vendor reference,
 * 422 for vouchers that are not the order's value (nothing changed either way). An order no longer PENDING is
 * answered as it is.
 */
export async function applyVendorOutcome(ctx: BankContext, report: VendorReport) {
  // Read before any database transaction (PGlite has one connection).
  const rates = await usdRates(ctx);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('gift_card_orders')
      .selectAll()
      .where('id', '=', report.orderId)
      .forUpdate()
      .executeTakeFirst();
    const reference = row && String((row.info as Record<string, unknown>).vendorReference ?? '');
    if (!row || reference !== report.vendorReference)
      throw notFound(GIFT_CARD_OUTCOME_MESSAGES.notFound);
    if (row.status !== 'PENDING') return outcomeAnswer(row);
    return outcomeAnswer(await applyOutcome(trx, row, report.outcome, now, rates));
  });
}

/** The vouchers make up the order: each in its currency, together its face value. */
function vouchersMatch(row: GiftCardOrderRow, vouchers: GiftCardVoucher[]) {
  const currency = currencyOf(row.face_value_currency);
  if (vouchers.length === 0 || vouchers.some((v) => v.voucherCurrency !== currency)) return false;
  const total = vouchers.reduce((sum, v) => add(sum, v.faceValue), '0');
  return compare(total, amount2(row.face_value)) === 0;
}

/** A PENDING order (locked in `trx`) PROCESSED or FAILED and refunded. Returns the row after. */
async function applyOutcome(
  trx: Trx,
  row: GiftCardOrderRow,
  outcome: VendorOutcome,
  now: Date,
  rates: Record<Currency, string>,
): Promise<GiftCardOrderRow> {
  if (outcome.status === 'PROCESSED') {
    if (!vouchersMatch(row, outcome.vouchers))
      throw new HttpError(422, GIFT_CARD_OUTCOME_MESSAGES.vouchers);
    const vouchers = outcome.vouchers;
    await trx
      .updateTable('gift_card_orders')
      .set({ status: 'PROCESSED', vouchers: JSON.stringify(vouchers), updated_at: now })
      .where('id', '=', row.id)
      .execute();
    return { ...row, status: 'PROCESSED', vouchers: vouchers as never, updated_at: now };
  }
  const refundId = await refund(trx, row, now, rates);
  await trx
    .updateTable('gift_card_orders')
    .set({
      status: 'FAILED',
      failure_reason: outcome.reason,
      refund_transaction_id: refundId,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  return {
    ...row,
    status: 'FAILED',
    failure_reason: outcome.reason,
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
