import {
  add,
  cardPriceInSource,
  GIFT_CARD_MESSAGES,
  giftCardBrandPageSchema,
  giftCardCountriesSchema,
  giftCardOrderResponseSchema,
  giftCardPageSchema,
  giftCardRecordSchema,
} from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairRate, usdRates } from '../src/modules/currency/service';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount } from '../src/modules/ledger/post';
import { deliverDueGiftCards } from '../src/sandbox/gift-card-delivery';
import { ledgerCounts, suiteCustomers } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';
import {
  addStakingProduct,
  openTestStaking,
  postingsOf,
  stakingActivities,
} from './payment-support';
import { plain, stakingAccountBalance } from './staking-support';

// Issue 15, seed 001 §2 Gift cards, §3 gift card brand / order / purchase record, §5, §7, §8, §9: the six gift-card
// calls, the sandbox vendor's catalogue and fulfilment (PROCESSED with vouchers, or FAILED refunded exactly, which
// the vendor reports by webhook: test/webhooks-gift-cards.test.ts), the back office's gift-card-fulfil, archive,
// and a clean ledger audit.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'gift-cards.test');
const { callers, accounts, post, get } = customers;
const books = () => ledgerCounts(bank);
let vendorUsd: string;
let feesUsd: string;

const balance = async (id: string) => plain(await accountBalance(bank, id));
const order = (who: string, over: Record<string, unknown> = {}) => ({
  productId: 'us-acorn-quill-books',
  price: '100.00',
  currency: 'USD',
  accountId: accounts[who]!.USD!,
  ...over,
});
const buy = (who: string, body: unknown, headers?: Record<string, string>) =>
  post(who, '/gift-card/', body, headers);
const orderCount = async (who: string) =>
  (
    await bank.ctx.db
      .selectFrom('gift_card_orders')
      .select('id')
      .where('user_id', '=', callers[who]!.id)
      .execute()
  ).length;

const setUser = customers.setUser;
const setFeatures = (who: string, remove: string[]) =>
  customers.setFeatures(who, (features) => features.filter((f) => !remove.includes(f)));

/** A refusal: this status and message, and no transaction, posting or order more. */
async function expectRefused(who: string, body: unknown, status: number, message: string) {
  const before = { books: await books(), orders: await orderCount(who) };
  const res = await buy(who, body);
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect({ books: await books(), orders: await orderCount(who) }).toEqual(before);
}

const orderRow = (id: string) =>
  bank.ctx.db
    .selectFrom('gift_card_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const transaction = (id: string) =>
  bank.ctx.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const advance = (ms: number) => bank.clock.advance(ms);
/** The sandbox vendor's run: it reports every due order's outcome to the bank by webhook. */
const deliver = () => deliverDueGiftCards(bank.app, bank.ctx);
const DELAY = 2 * 60 * 1000;

describe.skipIf(engineUnavailable)(`gift cards (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    for (const who of ['ann', 'ben', 'cat', 'dan', 'fay'])
      await customers.add(who, 'acme@demo.test');
    await addStakingProduct(bank, 'GIFT_CARD_TEST_AXC', 'AXC', { daily: '600' });
    await addStakingProduct(bank, 'GIFT_CARD_TEST_FREE', 'AXC');
    vendorUsd = await internalAccount(bank.ctx.db, 'GIFT_CARD_VENDOR', 'USD');
    feesUsd = await internalAccount(bank.ctx.db, 'FEES', 'USD');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('GET /gift-card/countries: the vendor’s countries', async () => {
    const res = await get('ann', '/gift-card/countries');
    expect(res.status).toBe(200);
    const { countries } = giftCardCountriesSchema.parse(res.body);
    expect(countries).toEqual(
      expect.arrayContaining([
        { countryCode: 'US', countryName: 'United States' },
        { countryCode: 'GB', countryName: 'United Kingdom' },
        { countryCode: 'DE', countryName: 'Germany' },
        { countryCode: 'CA', countryName: 'Canada' },
      ]),
    );
  });

  it('GET /gift-card/brand: pages of 12, search, the country’s currency, images served by the bank', async () => {
    const first = giftCardBrandPageSchema.parse(
      (await get('ann', '/gift-card/brand?country=US&currentPage=1')).body,
    );
    expect(first.brands).toHaveLength(12);
    expect(first.totalCount).toBeGreaterThan(12);
    const second = giftCardBrandPageSchema.parse(
      (await get('ann', '/gift-card/brand?country=US&currentPage=2')).body,
    );
    expect(second.brands).toHaveLength(first.totalCount - 12);
    const ids = [...first.brands, ...second.brands].map((b) => b.productId);
    expect(new Set(ids).size).toBe(first.totalCount);
    expect(ids).toContain('us-sandbox-declines');
    for (const brand of first.brands) {
      expect(brand.currency).toBe('USD');
      expect(brand.valueRestrictions === null).toBe(brand.denominations.length > 0);
      expect(brand.productImage).toBe(
        `${bank.config.publicOrigin}/gift-card-images/${brand.productId}.svg`,
      );
    }
    const search = await get('ann', '/gift-card/brand?country=us&search=COFFEE');
    expect(search.body.brands.map((b: { brandName: string }) => b.brandName)).toEqual([
      'Bluebird Coffee House',
    ]);
    expect(search.body.totalCount).toBe(1);
    const gb = await get('ann', '/gift-card/brand?country=GB');
    expect(gb.body.brands.length).toBeGreaterThanOrEqual(4);
    expect(new Set(gb.body.brands.map((b: { currency: string }) => b.currency))).toEqual(
      new Set(['GBP']),
    );
    const de = await get('ann', '/gift-card/brand?country=DE');
    expect(new Set(de.body.brands.map((b: { currency: string }) => b.currency))).toEqual(
      new Set(['EUR']),
    );
    const ca = await get('ann', '/gift-card/brand?country=CA');
    expect(new Set(ca.body.brands.map((b: { currency: string }) => b.currency))).toEqual(
      new Set(['USD']),
    );
    expect((await get('ann', '/gift-card/brand?country=FR')).body).toEqual({
      brands: [],
      totalCount: 0,
    });
    expect((await get('ann', '/gift-card/brand?country=USA')).status).toBe(400);
    const image = await fetch(
      first.brands[0]!.productImage.replace(bank.config.publicOrigin, bank.url),
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await image.text()).toMatch(/^<svg/);
  });

  it('buys from the USD account: face + 2.5 % fee debited exactly, vendor and FEES credited, PENDING', async () => {
    const usd = accounts.ann!.USD!;
    const [before, vendorBefore, feesBefore, counts] = [
      await balance(usd),
      await balance(vendorUsd),
      await balance(feesUsd),
      await books(),
    ];
    const res = await buy('ann', order('ann', { productName: 'ignored' }));
    expect(res.status).toBe(200);
    const body = giftCardOrderResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      statusCode: 200,
      message: 'Gift card order placed successfully!',
    });
    expect(body.data).toMatchObject({
      status: 'PENDING',
      archive: false,
      productId: 'us-acorn-quill-books',
      productName: 'Acorn & Quill Books',
      faceValue: '100.00',
      faceValueCurrency: 'USD',
      fee: '2.50',
      paidAmount: '102.50',
      paidCurrency: 'USD',
      vouchers: { vouchers: [] },
      failureReason: null,
    });
    expect(body.data.infoToDisplay.termsAndConditions).not.toBe('');
    expect(await balance(usd)).toBe(plain((Number(before) - 102.5).toFixed(2)));
    expect(await balance(vendorUsd)).toBe(plain((Number(vendorBefore) + 100).toFixed(2)));
    expect(await balance(feesUsd)).toBe(plain((Number(feesBefore) + 2.5).toFixed(2)));
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 3,
    });
    const row = await orderRow(body.data.id);
    expect(new Date(row.fulfil_at).getTime() - new Date(row.created_at).getTime()).toBe(DELAY);
    const tx = await transaction(row.transaction_id);
    expect(tx).toMatchObject({ type: 'GIFT_CARD_ORDER', method: 'GIFT_CARD', currency: 'USD' });
    expect(tx.meta).toMatchObject({
      orderId: body.data.id,
      productId: 'us-acorn-quill-books',
      productName: 'Acorn & Quill Books',
      faceValue: '100.00',
      fee: '2.50',
    });
  });

  it('buys from a EUR account: converted exactly per cardPriceInSource, through the FX accounts', async () => {
    const eur = accounts.ann!.EUR!;
    const rates = await usdRates(bank.ctx);
    const paid = cardPriceInSource('41.00', 'USD', 'EUR', pairRate(rates, 'EUR', 'USD'));
    const before = await balance(eur);
    const res = await buy('ann', order('ann', { price: '40', accountId: eur }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      faceValue: '40.00',
      fee: '1.00',
      paidAmount: paid,
      paidCurrency: 'EUR',
    });
    expect(await balance(eur)).toBe(plain((Number(before) - Number(paid)).toFixed(2)));
    const row = await orderRow(res.body.data.id);
    const fxEur = await internalAccount(bank.ctx.db, 'FX', 'EUR');
    const fxUsd = await internalAccount(bank.ctx.db, 'FX', 'USD');
    expect(await postingsOf(bank, row.transaction_id)).toEqual(
      [
        [eur, plain(`-${paid}`)],
        [fxEur, plain(paid)],
        [fxUsd, '-41'],
        [vendorUsd, '40'],
        [feesUsd, '1'],
      ].sort(),
    );
  });

  it('buys from a staking: the BUY_GIFT_CARD activity, and the staking’s spend limits', async () => {
    const staking = await openTestStaking(bank, {
      userId: callers.cat!.id,
      productCode: 'GIFT_CARD_TEST_AXC',
      currency: 'AXC',
      fromAccountId: accounts.cat!.AXC!,
      amount: '2000',
    });
    const body = order('cat', {
      productId: 'us-bluebird-coffee',
      price: '10.00',
      accountId: undefined,
      stakingId: staking.id,
    });
    const rates = await usdRates(bank.ctx);
    const paid = cardPriceInSource('10.25', 'USD', 'AXC', pairRate(rates, 'AXC', 'USD'));
    const res = await buy('cat', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ paidAmount: paid, paidCurrency: 'AXC' });
    const activity = (await stakingActivities(bank, staking.id)).at(-1)!;
    expect(activity).toMatchObject({ type_code: 'BUY_GIFT_CARD', currency: 'AXC' });
    expect(plain(activity.amount_changed)).toBe(plain(`-${paid}`));
    expect(activity.meta).toMatchObject({ orderId: res.body.data.id });
    // 600 AXC a day: a second one would pass it.
    await expectRefused('cat', body, 422, "Exceeded staking's daily spend limit");
    // Another customer's staking: 404.
    await expectRefused('ann', { ...body, stakingId: staking.id }, 404, 'Staking not found');
  });

  it('the brand, currency, amount and source rules with their messages', async () => {
    await expectRefused(
      'ann',
      order('ann', { productId: 'nope' }),
      404,
      GIFT_CARD_MESSAGES.brandNotFound,
    );
    await expectRefused(
      'ann',
      order('ann', { currency: 'EUR' }),
      400,
      'This gift card is sold in USD',
    );
    await expectRefused(
      'ann',
      order('ann', { price: '9.99' }),
      400,
      'Please enter an amount between 10.00 and 500.00 USD',
    );
    await expectRefused(
      'ann',
      order('ann', { price: '500.01' }),
      400,
      'Please enter an amount between 10.00 and 500.00 USD',
    );
    await expectRefused(
      'ann',
      order('ann', { price: '10.001' }),
      400,
      GIFT_CARD_MESSAGES.invalidAmount,
    );
    await expectRefused(
      'ann',
      order('ann', { price: 'abc' }),
      400,
      GIFT_CARD_MESSAGES.invalidAmount,
    );
    await expectRefused(
      'ann',
      order('ann', { price: '-10' }),
      400,
      GIFT_CARD_MESSAGES.invalidAmount,
    );
    await expectRefused(
      'ann',
      order('ann', { productId: 'us-bluebird-coffee', price: '30.00' }),
      400,
      'Please choose one of the listed amounts',
    );
    await expectRefused(
      'ann',
      order('ann', { accountId: undefined }),
      400,
      'Please select an account to pay from',
    );
    await expectRefused(
      'ann',
      order('ann', { accountId: accounts.ben!.USD! }),
      404,
      'Account not found',
    );
    // A denomination and a GBP brand from the GBP account.
    const denomination = await buy(
      'ann',
      order('ann', { productId: 'us-bluebird-coffee', price: '25' }),
    );
    expect(denomination.status).toBe(200);
    expect(denomination.body.data).toMatchObject({
      faceValue: '25.00',
      fee: '0.63',
      paidAmount: '25.63',
    });
    const gbp = await buy(
      'ann',
      order('ann', {
        productId: 'gb-tea-trove',
        price: '20.00',
        currency: 'GBP',
        // The demo's GBP account is frozen: from EUR, converted.
        accountId: accounts.ann!.EUR!,
      }),
    );
    expect({ status: gbp.status, message: gbp.body.message }).toEqual({
      status: 200,
      message: GIFT_CARD_MESSAGES.placed,
    });
    const rates = await usdRates(bank.ctx);
    expect(gbp.body.data).toMatchObject({
      faceValueCurrency: 'GBP',
      fee: '0.50',
      paidAmount: cardPriceInSource('20.50', 'GBP', 'EUR', pairRate(rates, 'EUR', 'GBP')),
      paidCurrency: 'EUR',
    });
  });

  it('not enough balance: 422 with the spec’s text, nothing written', async () => {
    // dan's USAX account (1500.50) does not cover 2000 + 50 USD.
    await expectRefused(
      'dan',
      order('dan', {
        productId: 'us-kite-compass-travel',
        price: '2000.00',
        accountId: accounts.dan!.USAX!,
      }),
      422,
      'You do not have enough balance for this transaction',
    );
    const staking = await openTestStaking(bank, {
      userId: callers.dan!.id,
      productCode: 'GIFT_CARD_TEST_FREE',
      currency: 'AXC',
      fromAccountId: accounts.dan!.AXC!,
      amount: '100',
    });
    await expectRefused(
      'dan',
      order('dan', { accountId: undefined, stakingId: staking.id, price: '10.00' }),
      422,
      'You do not have enough balance for this transaction',
    );
  });

  it('the flags and statuses: 403', async () => {
    await setFeatures('fay', ['GIFT_CARD']);
    await expectRefused(
      'fay',
      order('fay'),
      403,
      'This service is temporarily unavailable, please try again later.',
    );
    expect((await get('fay', '/gift-card/')).status).toBe(200);
    await setFeatures('fay', ['MENU_GIFT_CARDS']);
    for (const path of ['/gift-card/', '/gift-card/countries', '/gift-card/brand?country=US']) {
      const res = await get('fay', path);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 403,
        message: 'Gift cards are not available to you',
      });
    }
    await setUser('ben', { status: 'SUSPENDED' });
    const suspended = await buy('ben', order('ben'));
    expect(suspended.status).toBe(403);
    expect(suspended.body.message).toMatch(/suspended/);
    expect((await get('ben', '/gift-card/')).status).toBe(403);
    await setUser('ben', { status: 'ACTIVE' });
  });

  it('another customer’s order and junk ids: 404', async () => {
    const mine = await buy('ann', order('ann', { price: '10.00' }));
    for (const path of [
      `/gift-card/${mine.body.data.id}`,
      '/gift-card/junk',
      `/gift-card/${crypto.randomUUID()}`,
    ]) {
      const res = await get('ben', path);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 404,
        message: GIFT_CARD_MESSAGES.orderNotFound,
      });
    }
    const archive = await post('ben', '/gift-card/archive', {
      id: mine.body.data.id,
      archive: true,
    });
    expect(archive.status).toBe(404);
  });

  it('answers a replayed Idempotency-Key with the same order, placed once', async () => {
    const headers = { 'Idempotency-Key': 'gift-card-replay-1' };
    const counts = { books: await books(), orders: await orderCount('ann') };
    const first = await buy('ann', order('ann', { price: '12.00' }), headers);
    const second = await buy('ann', order('ann', { price: '12.00' }), headers);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await orderCount('ann')).toBe(counts.orders + 1);
    expect(await books()).toEqual({
      transactions: counts.books.transactions + 1,
      postings: counts.books.postings + 3,
    });
  });

  it('fulfilment once the vendor’s delay passes: PROCESSED with vouchers (its run, or on a clock move)', async () => {
    const res = await buy('ben', order('ben', { productId: 'us-galaxy-arcade', price: '50.00' }));
    const id = res.body.data.id;
    advance(DELAY - 1000);
    await deliver();
    expect((await get('ben', `/gift-card/${id}`)).body.status).toBe('PENDING');
    advance(1000);
    await deliver();
    const detail = giftCardRecordSchema.parse((await get('ben', `/gift-card/${id}`)).body);
    expect(detail.status).toBe('PROCESSED');
    expect(detail.vouchers.vouchers).toHaveLength(1);
    const voucher = detail.vouchers.vouchers[0]!;
    expect(voucher.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(voucher.pin).toMatch(/^\d{6}$/);
    expect(voucher).toMatchObject({ faceValue: '50.00', voucherCurrency: 'USD' });
    expect(voucher.url).toBe(`${bank.config.publicOrigin}/gift-card-redeem/us-galaxy-arcade.html`);
    expect(voucher.validityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const redeem = await fetch(`${bank.url}/gift-card-redeem/us-galaxy-arcade.html`);
    expect(redeem.status).toBe(200);
    // The back office's clock move fulfils everyone's due orders.
    const other = await buy(
      'dan',
      order('dan', { productId: 'us-bluebird-coffee', price: '10.00' }),
    );
    const moved = await adminCall(bank, '/clock', { advanceSeconds: 120 });
    expect(moved.status).toBe(200);
    expect(moved.body.giftCards.processed).toBeGreaterThanOrEqual(1);
    const row = await orderRow(other.body.data.id);
    expect(row.status).toBe('PROCESSED');
    expect((row.vouchers as { pin: string | null }[])[0]!.pin).toBeNull();
  });

  it('the failing brand: FAILED and refunded exactly (account, EUR account and staking sources)', async () => {
    const usd = accounts.fay!.USD!;
    await setUser('fay', {
      features: JSON.stringify(['MENU_GIFT_CARDS', 'GIFT_CARD', 'MENU_STAKINGS']),
    });
    const declines = { productId: 'us-sandbox-declines', price: '20.00' };
    const before = [await balance(usd), await balance(vendorUsd), await balance(feesUsd)];
    const res = await buy('fay', order('fay', declines));
    expect(res.status).toBe(200);
    expect(await balance(usd)).toBe(plain((Number(before[0]) - 20.5).toFixed(2)));
    // EUR source.
    const eur = accounts.fay!.EUR!;
    const eurBefore = await balance(eur);
    const viaEur = await buy('fay', order('fay', { ...declines, accountId: eur }));
    expect(viaEur.status).toBe(200);
    // Staking source.
    const staking = await openTestStaking(bank, {
      userId: callers.fay!.id,
      productCode: 'GIFT_CARD_TEST_FREE',
      currency: 'AXC',
      fromAccountId: accounts.fay!.AXC!,
      amount: '5000',
    });
    const stakingBefore = plain(await stakingAccountBalance(bank, staking.id));
    const viaStaking = await buy(
      'fay',
      order('fay', { ...declines, accountId: undefined, stakingId: staking.id }),
    );
    expect(viaStaking.status).toBe(200);
    advance(DELAY);
    await deliver();
    const list = giftCardPageSchema.parse((await get('fay', '/gift-card/')).body);
    const failed = list.data.filter((o) => o.productId === 'us-sandbox-declines');
    expect(failed.map((o) => o.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    expect(failed[0]!.failureReason).toMatch(/declined/);
    expect(failed.every((o) => o.vouchers.vouchers.length === 0)).toBe(true);
    expect([await balance(usd), await balance(vendorUsd), await balance(feesUsd)]).toEqual(before);
    expect(await balance(eur)).toBe(eurBefore);
    expect(plain(await stakingAccountBalance(bank, staking.id))).toBe(stakingBefore);
    const refundActivity = (await stakingActivities(bank, staking.id)).at(-1)!;
    expect(refundActivity).toMatchObject({ type_code: 'BUY_GIFT_CARD_REFUND', currency: 'AXC' });
    expect(plain(refundActivity.amount_changed)).toBe(plain(viaStaking.body.data.paidAmount));
    for (const id of [res.body.data.id, viaEur.body.data.id, viaStaking.body.data.id]) {
      const row = await orderRow(id);
      expect(row.refund_transaction_id).not.toBeNull();
      const refund = await transaction(row.refund_transaction_id!);
      expect(refund).toMatchObject({ type: 'GIFT_CARD_ORDER_REFUND', method: 'GIFT_CARD' });
      expect(refund.meta).toMatchObject({ orderId: id });
    }
    // A second run changes nothing.
    const counts = await books();
    await deliver();
    await get('fay', '/gift-card/');
    expect(await books()).toEqual(counts);
  });

  it('the back office fulfils now: processed, failed (refunded), and 409 a second time', async () => {
    const email = customers.emails.dan!;
    const usd = accounts.dan!.USD!;
    const a = await buy('dan', order('dan', { price: '30.00' }));
    const b = await buy('dan', order('dan', { price: '40.00' }));
    const afterBoth = await balance(usd);
    const processed = await adminCall(bank, `/gift-cards/${a.body.data.id}/fulfil`, { email });
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({ status: 'PROCESSED' });
    expect(processed.body.vouchers.vouchers).toHaveLength(1);
    const failed = await adminCall(bank, `/gift-cards/${b.body.data.id}/fulfil`, {
      outcome: 'FAILED',
      reason: 'Out of stock',
    });
    expect(failed.body).toMatchObject({ status: 'FAILED', failureReason: 'Out of stock' });
    expect(await balance(usd)).toBe(plain((Number(afterBoth) + 41).toFixed(2)));
    const again = await adminCall(bank, `/gift-cards/${a.body.data.id}/fulfil`, {
      outcome: 'FAILED',
    });
    expect(again.status).toBe(409);
    expect((await adminCall(bank, `/gift-cards/${b.body.data.id}/fulfil`, {})).status).toBe(409);
    expect(
      (
        await adminCall(bank, `/gift-cards/${a.body.data.id}/fulfil`, {
          email: customers.emails.ann!,
        })
      ).status,
    ).toBe(404);
    expect((await adminCall(bank, '/gift-cards/junk/fulfil', {})).status).toBe(404);
    // The failing brand, forced PROCESSED, gets vouchers.
    const c = await buy('dan', order('dan', { productId: 'us-sandbox-declines', price: '10.00' }));
    const forced = await adminCall(bank, `/gift-cards/${c.body.data.id}/fulfil`, {
      outcome: 'PROCESSED',
    });
    expect(forced.body.status).toBe('PROCESSED');
  });

  it('archive and unarchive; the list’s archive filter, search, paging', async () => {
    const first = await buy('cat', order('cat', { productId: 'us-lumen-cinemas', price: '25.00' }));
    const second = await buy(
      'cat',
      order('cat', { productId: 'us-harbor-threads', price: '20.00' }),
    );
    const id = first.body.data.id;
    const archived = await post('cat', '/gift-card/archive', { id, archive: true });
    expect(archived.status).toBe(200);
    expect(giftCardRecordSchema.parse(archived.body)).toMatchObject({ id, archive: true });
    const active = await get('cat', '/gift-card/');
    expect(active.body.data.map((o: { id: string }) => o.id)).not.toContain(id);
    expect(active.body.data[0].id).toBe(second.body.data.id); // newest first
    const onlyArchived = await get('cat', '/gift-card/?archive=true');
    expect(onlyArchived.body).toMatchObject({ totalCount: 1 });
    expect(onlyArchived.body.data[0].id).toBe(id);
    const byName = await get('cat', '/gift-card/?search=harbor');
    expect(byName.body.data.map((o: { id: string }) => o.id)).toEqual([second.body.data.id]);
    const byId = await get(
      'cat',
      `/gift-card/?search=${second.body.data.id.slice(0, 8).toUpperCase()}`,
    );
    expect(byId.body.data.map((o: { id: string }) => o.id)).toEqual([second.body.data.id]);
    expect((await get('cat', '/gift-card/?search=%25')).body.totalCount).toBe(0);
    const paged = await get('cat', '/gift-card/?limit=1&offset=1');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.totalCount).toBe(active.body.totalCount);
    const back = await post('cat', '/gift-card/archive', { id, archive: false });
    expect(back.body.archive).toBe(false);
    expect((await get('cat', '/gift-card/')).body.data.map((o: { id: string }) => o.id)).toContain(
      id,
    );
  });

  it('a NUL in a source id or the search: 400 before any query (http/api-route.ts), never a 500', async () => {
    const nul = '\u0000';
    const refusedNul = 'Text may not contain NUL characters';
    await expectRefused(
      'ann',
      order('ann', { accountId: `${accounts.ann!.USD!}${nul}` }),
      400,
      refusedNul,
    );
    await expectRefused(
      'ann',
      order('ann', { accountId: undefined, stakingId: `a${nul}` }),
      400,
      refusedNul,
    );
    for (const search of ['%00', 'a%00b']) {
      const res = await get('ann', `/gift-card/?search=${search}`);
      expect({ search, status: res.status, message: res.body.message }).toEqual({
        search,
        status: 400,
        message: refusedNul,
      });
    }
  });

  it('the vendor’s run, reads and the back office at once: each order fulfilled and refunded once', async () => {
    const usd = accounts.ben!.USD!;
    const before = await balance(usd);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await buy(
        'ben',
        order('ben', { productId: 'us-sandbox-declines', price: '20.00' }),
      );
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    advance(DELAY);
    const calls = await Promise.all([
      ...ids.map((id) => adminCall(bank, `/gift-cards/${id}/fulfil`, { outcome: 'FAILED' })),
      deliver().then(() => ({ status: 200 })),
      ...ids.map((id) => get('ben', `/gift-card/${id}`)),
      get('ben', '/gift-card/'),
    ]);
    for (const call of calls) expect([200, 409]).toContain(call.status);
    for (const id of ids) {
      const row = await orderRow(id);
      expect(row.status).toBe('FAILED');
      const refunds = await bank.ctx.db
        .selectFrom('transactions')
        .select('meta')
        .where('type', '=', 'GIFT_CARD_ORDER_REFUND')
        .where('user_id', '=', callers.ben!.id)
        .execute();
      expect(refunds.filter((r) => (r.meta as { orderId?: string }).orderId === id)).toHaveLength(
        1,
      );
    }
    expect(await balance(usd)).toBe(before);
  });

  it('a FAILED order paid from a staking closed since: refunded to the account of its currency', async () => {
    const staking = await openTestStaking(bank, {
      userId: callers.ben!.id,
      productCode: 'GIFT_CARD_TEST_FREE',
      currency: 'AXC',
      fromAccountId: accounts.ben!.AXC!,
      amount: '5000',
    });
    const res = await buy(
      'ben',
      order('ben', {
        productId: 'us-sandbox-declines',
        price: '20.00',
        accountId: undefined,
        stakingId: staking.id,
      }),
    );
    expect(res.status).toBe(200);
    expect((await adminCall(bank, `/stakings/${staking.id}/close`, {})).status).toBe(200);
    const axc = accounts.ben!.AXC!;
    const axcBefore = await balance(axc);
    advance(DELAY);
    await deliver();
    const read = giftCardRecordSchema.parse(
      (await get('ben', `/gift-card/${res.body.data.id}`)).body,
    );
    expect(read.status).toBe('FAILED');
    expect(await balance(axc)).toBe(plain(add(axcBefore, res.body.data.paidAmount)));
    expect(plain(await stakingAccountBalance(bank, staking.id))).toBe('0');
  });

  it('leaves the ledger audit clean', async () => {
    advance(DELAY);
    await adminCall(bank, '/clock', { advanceSeconds: 1 });
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.giftCardMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
