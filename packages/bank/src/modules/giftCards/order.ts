import {
  GIFT_CARD_LIMITS,
  GIFT_CARD_MESSAGES,
  giftCardAmountError,
  giftCardQuote,
  isPositive,
  type giftCardOrderBodySchema,
  type GiftCardRecord,
} from '@axia/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount, type Leg } from '../ledger/post';
import { oneSource, PAY_MESSAGES, payFromSource } from '../payments/pay';
import { giftCardBuyer } from './service';
import { vendorOf } from './vendor';
import { giftCardRecord, orderInfo, requireOrder, vendorSide } from './view';

// POST /gift-card/ (seed 001 §2 Gift cards, §3 'Gift card order', §5 Gift card, §8, §9): the face value + the 2.5 %
// fee (core giftCardQuote) in the brand's currency C, paid from the caller's account or staking in one posted
// GIFT_CARD_ORDER transaction (payments/pay.ts): GIFT_CARD_VENDOR(C) +face, FEES(C) +fee; a source in another currency
// pays cardPriceInSource(total, C, S, rate) through FX; a staking writes its BUY_GIFT_CARD activity. The order is
// inserted PENDING in the same database transaction, with fulfil_at when the vendor is expected to report
// (GIFT_CARD_LIMITS.fulfilmentDelayMs later); the vendor reports the outcome by webhook (webhooks.ts, outcome.ts).
// Idempotent with an Idempotency-Key (the route).
//
// The product's fields the app sends (name, image, texts) are ignored: the bank reads its own from the vendor.

type OrderBody = z.output<typeof giftCardOrderBodySchema>;

export interface GiftCardOrderResponse {
  statusCode: number;
  message: string;
  data: GiftCardRecord;
}

/**
 * The rules, in order (each a 4xx, nothing written): the gate (403: ACTIVE, MENU_GIFT_CARDS, GIFT_CARD 'This service
 * is temporarily unavailable, please try again later.', registration complete); the brand exists (404 'Gift card not
 * found'); the currency is the brand's (400); the amount (400: 2 decimals, the range or one of the denominations);
 * one source (400 'Please select an account to pay from'); the source is the caller's (404) and pays it (422 'You do
 * not have enough balance for this transaction'; a staking's limits 422 with the spec's texts).
 */
export async function orderGiftCard(
  ctx: BankContext,
  userId: string,
  body: OrderBody,
): Promise<GiftCardOrderResponse> {
  const user = await giftCardBuyer(ctx, userId);
  const brand = vendorOf(ctx).brand(body.productId, ctx.config.publicOrigin);
  if (!brand) throw notFound(GIFT_CARD_MESSAGES.brandNotFound);
  if (body.currency !== brand.currency)
    throw badRequest(GIFT_CARD_MESSAGES.currencyMismatch(brand.currency));
  const amountError = giftCardAmountError(body.price, brand);
  if (amountError) throw badRequest(amountError);
  const source = { accountId: body.accountId, stakingId: body.stakingId };
  // Exactly one source, before anything is read (payFromSource checks it again inside the transaction).
  oneSource(source, GIFT_CARD_MESSAGES.selectSource);
  const quote = giftCardQuote(body.price.replace(/,/g, '').trim(), brand.currency);
  const currency = brand.currency;
  const rates = await usdRates(ctx);

  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const orderId = randomUUID();
    const { vendorReference } = vendorOf(ctx).placeOrder({
      orderId,
      productId: brand.productId,
      faceValue: quote.faceValue,
      currency,
      now,
    });
    // The vendor first: a staking in C pays it the whole price and it passes the fee on to FEES.
    const parts: Leg[] = [
      {
        accountId: await internalAccount(trx, 'GIFT_CARD_VENDOR', currency),
        amount: quote.faceValue,
      },
      { accountId: await internalAccount(trx, 'FEES', currency), amount: quote.fee },
    ].filter((part) => isPositive(part.amount));
    const label = `Gift card: ${brand.brandName} ${quote.faceValue} ${currency}`;
    let payment;
    try {
      payment = await payFromSource(trx, {
        userId: user.id,
        source,
        price: quote.total,
        priceCurrency: currency,
        parts,
        transaction: {
          type: 'GIFT_CARD_ORDER',
          method: 'GIFT_CARD',
          title: label,
          description: label,
          counterparty: vendorSide(brand.brandName, currency, quote.faceValue),
          meta: {
            orderId,
            productId: brand.productId,
            productName: brand.brandName,
            faceValue: quote.faceValue,
            fee: quote.fee,
            total: quote.total,
            vendorReference,
          },
        },
        stakingActivity: 'BUY_GIFT_CARD',
        activityMeta: { orderId, productId: brand.productId },
        noSourceMessage: GIFT_CARD_MESSAGES.selectSource,
        now,
        usdRates: rates,
      });
    } catch (error) {
      // Seed 001 §8: gift cards say it this way.
      if (
        error instanceof HttpError &&
        error.statusCode === 422 &&
        error.message === PAY_MESSAGES.insufficientFunds
      )
        throw new HttpError(422, GIFT_CARD_MESSAGES.notEnoughBalance);
      throw error;
    }
    await trx
      .insertInto('gift_card_orders')
      .values({
        id: orderId,
        user_id: user.id,
        product_id: brand.productId,
        country_code: brand.countryCode,
        product_name: brand.brandName,
        product_image: brand.productImage,
        face_value: quote.faceValue,
        face_value_currency: currency,
        fee: quote.fee,
        paid_amount: payment.paid,
        paid_currency: payment.paidCurrency,
        source_account_id: payment.source.type === 'ACCOUNT' ? payment.source.accountId : null,
        source_staking_id: payment.source.type === 'STAKING' ? payment.source.stakingId : null,
        status: 'PENDING',
        vouchers: JSON.stringify([]),
        info: orderInfo(brand, vendorReference),
        failure_reason: null,
        transaction_id: payment.transactionId,
        refund_transaction_id: null,
        fulfil_at: new Date(now.getTime() + GIFT_CARD_LIMITS.fulfilmentDelayMs),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return {
      statusCode: 200,
      message: GIFT_CARD_MESSAGES.placed,
      data: giftCardRecord(await requireOrder(trx, user.id, orderId)),
    };
  });
}
