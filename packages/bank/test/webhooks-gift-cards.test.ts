import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAccount } from '../src/modules/ledger/post';
import { deliverDueGiftCards } from '../src/sandbox/gift-card-delivery';
import { ledgerCounts, suiteCustomers } from './api-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { postingsOf } from './payment-support';
import { plain } from './staking-support';
import { sendWebhook } from './webhook-support';

// Issue 40: the gift-card vendor reports an order's outcome by signed webhook (POST /webhooks/gift-card-vendor):
// order.completed {orderId, vendorReference, vouchers} or order.failed {orderId, vendorReference, reason}. The bank
// applies the first one to its PENDING order, once: a replay of a webhook-id gets the first answer, and a later event
// with a new id, whatever it says, answers the order's state and changes nothing (a FAILED order is refunded once).
// An unknown order or another order's vendorReference: 404; a bad signature: 401; nothing changed either way.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'webhooks-gift-cards.test');
const { accounts, callers, post, get } = customers;
let vendorUsd: string;
let feesUsd: string;

const DELAY = 2 * 60 * 1000;
const balance = async (id: string) => plain(await accountBalance(bank, id));
const books = () => ledgerCounts(bank);

const send = (event: unknown, options: { id?: string; secret?: string } = {}) =>
  sendWebhook(bank, 'giftCardVendor', event, options);

const orderRow = (id: string) =>
  bank.ctx.db
    .selectFrom('gift_card_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Ann buys a gift card from her USD account; its id and the vendor's reference. */
async function buy(productId: string, price: string) {
  const res = await post('ann', '/gift-card/', {
    productId,
    price,
    currency: 'USD',
    accountId: accounts.ann!.USD!,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await orderRow(res.body.data.id);
  return {
    orderId: row.id,
    vendorReference: (row.info as { vendorReference: string }).vendorReference,
  };
}

const refundsOf = async (orderId: string) =>
  (
    await bank.ctx.db
      .selectFrom('transactions')
      .select(['id', 'amount', 'meta'])
      .where('type', '=', 'GIFT_CARD_ORDER_REFUND')
      .where('user_id', '=', callers.ann!.id)
      .execute()
  ).filter((t) => (t.meta as { orderId?: string }).orderId === orderId);

const webhookEvents = async () =>
  bank.ctx.db
    .selectFrom('webhook_events')
    .select(['event_id', 'type', 'status', 'answer'])
    .where('party', '=', 'giftCardVendor')
    .orderBy('received_at')
    .execute();

const voucher = {
  code: 'ABCD-EFGH-JKLM-NPQR',
  pin: '1234',
  url: null,
  validityDate: '2027-11-21',
  faceValue: '20.00',
  voucherCurrency: 'USD',
};

describe.skipIf(engineUnavailable)(`the gift-card vendor's webhooks (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    await customers.add('ann', 'acme@demo.test');
    vendorUsd = await internalAccount(bank.ctx.db, 'GIFT_CARD_VENDOR', 'USD');
    feesUsd = await internalAccount(bank.ctx.db, 'FEES', 'USD');
  }, 180_000);
  afterAll(() => bank?.close());

  it('order.completed applies once: a replay of its webhook-id gets the first answer; a later order.failed changes nothing', async () => {
    const usd = accounts.ann!.USD!;
    const order = await buy('us-acorn-quill-books', '20.00');
    const paid = await balance(usd);
    const completed = {
      type: 'order.completed',
      data: { ...order, vouchers: [voucher] },
    };
    const first = await send(completed, { id: 'evt_gc_completed_1' });
    expect(first).toEqual({
      status: 200,
      replayed: null,
      body: { orderId: order.orderId, status: 'PROCESSED', failureReason: null },
    });
    const processed = await orderRow(order.orderId);
    expect(processed.status).toBe('PROCESSED');
    expect(processed.vouchers).toEqual([voucher]);
    const detail = await get('ann', `/gift-card/${order.orderId}`);
    expect(detail.body).toMatchObject({ status: 'PROCESSED', vouchers: { vouchers: [voucher] } });

    const counts = await books();
    const replay = await send(completed, { id: 'evt_gc_completed_1' });
    expect(replay).toEqual({ status: 200, replayed: 'true', body: first.body });
    expect(await orderRow(order.orderId)).toEqual(processed);

    // The vendor changes its mind under a new webhook-id: the order stays PROCESSED, nothing is refunded.
    const failed = await send(
      { type: 'order.failed', data: { ...order, reason: 'Out of stock' } },
      { id: 'evt_gc_failed_late' },
    );
    expect(failed).toEqual({
      status: 200,
      replayed: null,
      body: { orderId: order.orderId, status: 'PROCESSED', failureReason: null },
    });
    // Other vouchers under a new id do not replace the first ones either.
    const again = await send({
      type: 'order.completed',
      data: { ...order, vouchers: [{ ...voucher, code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }] },
    });
    expect(again.body).toEqual({
      orderId: order.orderId,
      status: 'PROCESSED',
      failureReason: null,
    });
    expect(await orderRow(order.orderId)).toEqual(processed);
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await books()).toEqual(counts);
    expect(await balance(usd)).toBe(paid);
  });

  it('order.failed refunds exactly what was paid, once, even when the failure is sent twice with different ids', async () => {
    const usd = accounts.ann!.USD!;
    const before = [await balance(usd), await balance(vendorUsd), await balance(feesUsd)];
    const order = await buy('us-acorn-quill-books', '20.00');
    const counts = await books();
    const first = await send(
      { type: 'order.failed', data: { ...order, reason: 'Out of stock' } },
      { id: 'evt_gc_failed_1' },
    );
    expect(first).toEqual({
      status: 200,
      replayed: null,
      body: { orderId: order.orderId, status: 'FAILED', failureReason: 'Out of stock' },
    });
    const refunds = await refundsOf(order.orderId);
    expect(refunds).toHaveLength(1);
    expect(plain(refunds[0]!.amount)).toBe('20.5');
    expect(await postingsOf(bank, refunds[0]!.id)).toEqual(
      [
        [usd, '20.5'],
        [vendorUsd, '-20'],
        [feesUsd, '-0.5'],
      ].sort(),
    );
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 3,
    });
    expect([await balance(usd), await balance(vendorUsd), await balance(feesUsd)]).toEqual(before);
    const failed = await orderRow(order.orderId);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failure_reason: 'Out of stock',
      refund_transaction_id: refunds[0]!.id,
    });

    // The same failure again under another id, and a completion after it: the order's state, nothing more.
    const second = await send(
      { type: 'order.failed', data: { ...order, reason: 'Out of stock, again' } },
      { id: 'evt_gc_failed_2' },
    );
    expect(second).toEqual({
      status: 200,
      replayed: null,
      body: { orderId: order.orderId, status: 'FAILED', failureReason: 'Out of stock' },
    });
    const completed = await send({
      type: 'order.completed',
      data: { ...order, vouchers: [voucher] },
    });
    expect(completed.body).toEqual({
      orderId: order.orderId,
      status: 'FAILED',
      failureReason: 'Out of stock',
    });
    expect(await orderRow(order.orderId)).toEqual(failed);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 3,
    });
    expect([await balance(usd), await balance(vendorUsd), await balance(feesUsd)]).toEqual(before);
  });

  it('an unknown order, another order’s vendorReference, or vouchers that are not the order’s: refused, nothing changed', async () => {
    const order = await buy('us-acorn-quill-books', '20.00');
    const other = await buy('us-acorn-quill-books', '20.00');
    const pending = await orderRow(order.orderId);
    const counts = await books();
    const events = await webhookEvents();
    const notFound = {
      status: 404,
      replayed: null,
      body: { message: 'Gift card order not found' },
    };

    expect(
      await send(
        {
          type: 'order.failed',
          data: { ...order, vendorReference: other.vendorReference, reason: 'Out of stock' },
        },
        { id: 'evt_gc_refused_1' },
      ),
    ).toMatchObject(notFound);
    expect(
      await send({
        type: 'order.completed',
        data: { ...order, vendorReference: 'SBX-NOT-THE-ORDERS', vouchers: [voucher] },
      }),
    ).toMatchObject(notFound);
    expect(
      await send({
        type: 'order.failed',
        data: {
          orderId: '00000000-0000-4000-8000-000000000000',
          vendorReference: order.vendorReference,
          reason: 'Out of stock',
        },
      }),
    ).toMatchObject(notFound);
    const vouchersRefused = {
      status: 422,
      body: { message: 'The vouchers do not add up to the order’s face value in its currency' },
    };
    expect(
      await send({
        type: 'order.completed',
        data: { ...order, vouchers: [{ ...voucher, faceValue: '19.99' }] },
      }),
    ).toMatchObject(vouchersRefused);
    expect(
      await send({
        type: 'order.completed',
        data: { ...order, vouchers: [{ ...voucher, voucherCurrency: 'EUR' }] },
      }),
    ).toMatchObject(vouchersRefused);
    expect((await send({ type: 'order.completed', data: { ...order, vouchers: [] } })).status).toBe(
      400,
    );

    expect(await orderRow(order.orderId)).toEqual(pending);
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await books()).toEqual(counts);
    expect(await webhookEvents()).toEqual(events);

    // A refused event was not recorded: its id, sent again with the order's own reference, applies.
    const fixed = await send(
      { type: 'order.failed', data: { ...order, reason: 'Out of stock' } },
      { id: 'evt_gc_refused_1' },
    );
    expect(fixed).toEqual({
      status: 200,
      replayed: null,
      body: { orderId: order.orderId, status: 'FAILED', failureReason: 'Out of stock' },
    });
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    expect((await orderRow(other.orderId)).status).toBe('PENDING');
    // The other order with its own reference.
    const otherDone = await send({
      type: 'order.completed',
      data: { ...other, vouchers: [voucher] },
    });
    expect(otherDone.body).toEqual({
      orderId: other.orderId,
      status: 'PROCESSED',
      failureReason: null,
    });
  });

  it('a bad signature: 401, nothing changed', async () => {
    const order = await buy('us-acorn-quill-books', '20.00');
    const pending = await orderRow(order.orderId);
    const counts = await books();
    const event = { type: 'order.failed', data: { ...order, reason: 'Out of stock' } };
    const wrongKey = await send(event, { secret: 'x'.repeat(40) });
    expect([wrongKey.status, wrongKey.body.message]).toEqual([
      401,
      'The webhook signature does not match',
    ]);
    // Another party's secret does not sign the vendor's webhooks.
    const kycSecret = (bank.config.providers.kyc as { webhookSecret: string }).webhookSecret;
    expect((await send(event, { secret: kycSecret })).status).toBe(401);
    const unsigned = await fetch(`${bank.url}/webhooks/gift-card-vendor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(401);
    expect(await orderRow(order.orderId)).toEqual(pending);
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await books()).toEqual(counts);
    // Signed with the vendor's secret, the same event applies.
    expect((await send(event)).body).toMatchObject({ status: 'FAILED' });
  });

  it('the sandbox vendor reports its due orders by webhook: the bank does not decide them when they are read', async () => {
    const good = await buy('us-harbor-threads', '20.00');
    const declined = await buy('us-sandbox-declines', '20.00');
    bank.clock.advance(DELAY);
    // Due, but the vendor has not reported: the customer still sees them PENDING.
    expect((await get('ann', `/gift-card/${good.orderId}`)).body.status).toBe('PENDING');
    expect((await get('ann', `/gift-card/${declined.orderId}`)).body.status).toBe('PENDING');
    const report = await deliverDueGiftCards(bank.app, bank.ctx);
    expect(report).toMatchObject({ processed: 1, failed: 1, errors: [] });
    const events = await webhookEvents();
    // One webhook per order, in no particular order between the two.
    const sent = events.slice(-2).sort((a, b) => a.type.localeCompare(b.type));
    expect(sent).toEqual([
      {
        event_id: expect.stringMatching(/^evt_/),
        type: 'order.completed',
        status: 'DONE',
        answer: { orderId: good.orderId, status: 'PROCESSED', failureReason: null },
      },
      {
        event_id: expect.stringMatching(/^evt_/),
        type: 'order.failed',
        status: 'DONE',
        answer: {
          orderId: declined.orderId,
          status: 'FAILED',
          failureReason: 'The vendor declined the order (Sandbox Declines always fails).',
        },
      },
    ]);
    expect((await get('ann', `/gift-card/${good.orderId}`)).body).toMatchObject({
      status: 'PROCESSED',
      vouchers: { vouchers: [{ faceValue: '20.00', voucherCurrency: 'USD' }] },
    });
    expect(await refundsOf(declined.orderId)).toHaveLength(1);
    // Nothing left due: a second run sends nothing.
    expect(await deliverDueGiftCards(bank.app, bank.ctx)).toMatchObject({
      processed: 0,
      failed: 0,
      errors: [],
    });
    expect(await webhookEvents()).toHaveLength(events.length);
  });
});
