import type { FeatureFlag } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { createDemoCustomer } from '../src/sandbox/seed';
import { callApi, signIn, type Caller, type Customer } from './api-support';
import {
  accountBalance,
  engine,
  engineUnavailable,
  rowCount,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'Credit/debit card deposit', §5, §7, §8, §9: the minimum deposit amounts list, the order
// (POST /deposit/creditDebitDeposit/depositAddress?serviceProvider) and the sandbox provider's checkout page, where
// paying credits the customer once, in one balanced posting.

const UNAVAILABLE = 'This service is temporarily unavailable, please try again later.';
const INVALID = 'Please enter the valid amount';
const FULL: FeatureFlag[] = ['MENU_DEPOSIT', 'FIAT_TO_CRYPTO', 'ONRAMPER', 'USAX_ACCOUNT'];

let bank: TestBank;

async function customer(
  name: string,
  features: FeatureFlag[],
  extra: { status?: 'SUSPENDED' | 'DEACTIVATED'; complete?: boolean } = {},
): Promise<Customer> {
  const email = `${name}.${crypto.randomUUID().slice(0, 8)}@demo.test`;
  const id = await createDemoCustomer(
    bank.ctx,
    {
      email,
      firstName: name,
      lastName: 'Card',
      description: 'card deposit test customer',
      userType: 'INDIVIDUAL',
      complete: extra.complete ?? true,
      status: extra.status,
      features,
      balances: { USD: '100.00', AXC: '10.00000', USAX: '5.00000' },
    },
    email,
  );
  return signIn(bank, { id, email, firstName: name, lastName: 'Card' });
}

/** An order; the terms agreed unless `body` says otherwise. */
const order = (who: Caller, provider: string, body: Record<string, unknown>) =>
  callApi(
    bank,
    who,
    'POST',
    `/deposit/creditDebitDeposit/depositAddress?serviceProvider=${provider}`,
    { termsAccepted: true, ...body },
  );

const balance = (id: string) => accountBalance(bank, id);

const transactionCount = () => rowCount(bank, 'transactions');
const postingCount = () => rowCount(bank, 'postings');

const admin = (path: string, body: unknown) =>
  fetch(`${bank.url}/sandbox/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': 'test-admin' },
    body: JSON.stringify(body),
  });

/** The checkout page's path from the address the order answered. */
const checkoutPath = (address: string) => new URL(address).pathname;

const pay = (address: string, cardNumber: string, json = true) =>
  fetch(`${bank.url}${checkoutPath(address)}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: json
      ? { 'content-type': 'application/json', accept: 'application/json' }
      : { 'content-type': 'application/x-www-form-urlencoded' },
    body: json ? JSON.stringify({ cardNumber }) : new URLSearchParams({ cardNumber }).toString(),
  });

describe.skipIf(engineUnavailable)(`card deposit API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('lists the minimum deposit amounts, the stablecoin among them', async () => {
    const ada = await customer('list', FULL);
    const { status, body } = await callApi(bank, ada, 'GET', '/deposit/minimumAmounts');
    expect(status).toBe(200);
    expect(body).toEqual([
      { currency: 'AXC', minimum_amount: '1.00000' },
      { currency: 'USAX', minimum_amount: '20.00000' },
    ]);
    expect((await callApi(bank, null, 'GET', '/deposit/minimumAmounts')).status).toBe(401);
  });

  it('answers the address of the provider checkout page, moving no money', async () => {
    const ada = await customer('order', FULL);
    const [transactions, postings] = [await transactionCount(), await postingCount()];
    const { status, body } = await order(ada, 'CARDPAY', { currencyTo: 'AXC', amount: '100' });
    expect(status).toBe(200);
    expect(body.data).toMatch(
      new RegExp(`^${bank.config.publicOrigin}/sandbox/card-checkout/cardpay_[A-Za-z0-9_-]{24}$`),
    );
    expect(await transactionCount()).toBe(transactions + 1);
    expect(await postingCount()).toBe(postings);
    expect(await balance(ada.accounts.AXC!)).toBe('10.00000');
    // The order is not an item the customer confirms, nor one of the history's rows.
    const external = await callApi(bank, ada, 'GET', '/transfer/external?limit=100');
    expect(external.body.data).toEqual([]);
  });

  it.each([
    [
      'no FIAT_TO_CRYPTO',
      ['MENU_DEPOSIT', 'ONRAMPER', 'USAX_ACCOUNT'],
      'CARDPAY',
      'AXC',
      403,
      UNAVAILABLE,
    ],
    [
      'ONRAMPER without its flag',
      ['MENU_DEPOSIT', 'FIAT_TO_CRYPTO'],
      'ONRAMPER',
      'AXC',
      403,
      UNAVAILABLE,
    ],
    [
      'USAX without USAX_ACCOUNT',
      ['MENU_DEPOSIT', 'FIAT_TO_CRYPTO'],
      'CARDPAY',
      'USAX',
      403,
      UNAVAILABLE,
    ],
    [
      'no MENU_DEPOSIT',
      ['FIAT_TO_CRYPTO'],
      'CARDPAY',
      'AXC',
      403,
      'Deposits are not available to you',
    ],
    [
      'an unknown provider',
      FULL,
      'WYRE',
      'AXC',
      400,
      'serviceProvider must be one of CARDPAY, ONRAMPER',
    ],
    ['a fiat currency', FULL, 'CARDPAY', 'USD', 400, 'currencyTo must be one of AXC, USAX'],
  ] as const)(
    'refuses %s, posting nothing',
    async (_name, features, provider, currencyTo, code, message) => {
      const who = await customer('refused', [...features]);
      const transactions = await transactionCount();
      const { status, body } = await order(who, provider, { currencyTo, amount: '100' });
      expect({ status, message: body.message }).toEqual({ status: code, message });
      expect(await transactionCount()).toBe(transactions);
    },
  );

  it.each([
    ['19.99', INVALID],
    ['0', INVALID],
    ['-20', INVALID],
    ['20.001', INVALID],
    ['abc', INVALID],
  ])('refuses %s dollars: %s', async (amount, message) => {
    const who = await customer('amount', FULL);
    const transactions = await transactionCount();
    const { status, body } = await order(who, 'CARDPAY', { currencyTo: 'AXC', amount });
    expect({ status, message: body.message }).toEqual({ status: 400, message });
    expect(await transactionCount()).toBe(transactions);
  });

  it('needs the terms agreed (seed 001 §5), posting nothing without', async () => {
    const who = await customer('terms', FULL);
    const transactions = await transactionCount();
    for (const termsAccepted of [false, undefined]) {
      const { status, body } = await order(who, 'CARDPAY', {
        currencyTo: 'AXC',
        amount: '100',
        termsAccepted,
      });
      expect({ status, message: body.message }).toEqual({
        status: 400,
        message: 'termsAccepted must be true: the terms of service must be agreed to',
      });
    }
    expect(await transactionCount()).toBe(transactions);
  });

  it('accepts the minimum itself, and ONRAMPER and USAX with their flags', async () => {
    const who = await customer('edge', FULL);
    expect((await order(who, 'CARDPAY', { currencyTo: 'AXC', amount: '20' })).status).toBe(200);
    expect(
      (await order(who, 'ONRAMPER', { currencyTo: 'USAX', amount: '20.00' })).body.data,
    ).toContain('/sandbox/card-checkout/onramper_');
  });

  it('refuses a closed customer and an incomplete registration', async () => {
    const closed = await customer('closed', FULL, { status: 'DEACTIVATED' });
    expect((await order(closed, 'CARDPAY', { currencyTo: 'AXC', amount: '50' })).status).toBe(403);
    const incomplete = await customer('incomplete', FULL, { complete: false });
    const answer = await order(incomplete, 'CARDPAY', { currencyTo: 'AXC', amount: '50' });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 403,
      message: 'Please complete user registration.',
    });
  });

  it('is unavailable without a stablecoin minimum record (the back office removed it)', async () => {
    const who = await customer('nominimum', FULL);
    const set = await admin('/deposit-minimums', {
      records: [{ currency: 'AXC', minimum_amount: '1.00000' }],
    });
    expect(set.status).toBe(200);
    try {
      const transactions = await transactionCount();
      const { status, body } = await order(who, 'CARDPAY', { currencyTo: 'AXC', amount: '100' });
      expect({ status, message: body.message }).toEqual({ status: 409, message: UNAVAILABLE });
      expect(await transactionCount()).toBe(transactions);
      const list = await callApi(bank, who, 'GET', '/deposit/minimumAmounts');
      expect(list.body).toEqual([{ currency: 'AXC', minimum_amount: '1.00000' }]);
    } finally {
      await admin('/deposit-minimums', {
        records: [
          { currency: 'AXC', minimum_amount: '1.00000' },
          { currency: 'USAX', minimum_amount: '20.00000' },
        ],
      });
    }
    expect(
      (await admin('/deposit-minimums', { records: [{ currency: 'USAX', minimum_amount: 'x' }] }))
        .status,
    ).toBe(400);
  });

  it('serves the checkout page under a strict CSP, with no inline script or style', async () => {
    const who = await customer('page', FULL);
    const { body } = await order(who, 'CARDPAY', { currencyTo: 'AXC', amount: '100' });
    const res = await fetch(`${bank.url}${checkoutPath(body.data)}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    // Scripts only by src, styles only by link; no inline handlers or style attributes.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\s(on[a-z]+|style)=/);
    expect(html).toContain('<h1 id="co-heading" tabindex="-1">Pay by card</h1>');
    expect(html).toContain('<dd>100.00 USD</dd>');
    expect(html).toContain('<dd>4,048.97959 AXC</dd>');
    expect(html).toContain('<dd>32.65306 AXC</dd>');
    const js = await fetch(`${bank.url}/sandbox/card-checkout/assets/checkout.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    const css = await fetch(`${bank.url}/sandbox/card-checkout/assets/checkout.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(
      (await fetch(`${bank.url}/sandbox/card-checkout/cardpay_nothinghereatall00000`)).status,
    ).toBe(404);
  });

  it('credits exactly pay × rate × 0.992 once, in one balanced posting with the fee', async () => {
    const who = await customer('payer', FULL);
    const { body } = await order(who, 'CARDPAY', { currencyTo: 'AXC', amount: '100' });
    // A declined card, a card that is no test card and a malformed number post nothing.
    const postings = await postingCount();
    const declined = await pay(body.data, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect((await declined.json()).message).toBe('Your card was declined. No money was taken.');
    expect((await pay(body.data, '5555555555554444')).status).toBe(400);
    expect((await pay(body.data, '4242')).status).toBe(400);
    expect(await postingCount()).toBe(postings);

    const paid = await pay(body.data, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      status: 'PAID',
      receive: '4048.97959',
      fee: '32.65306',
    });
    // 10 + 100 × 40.81632653 × 0.992 rounded down to 5 decimals.
    expect(await balance(who.accounts.AXC!)).toBe('4058.97959');
    expect(await balance('internal-FEES-AXC')).not.toBe('0');

    // Paying again moves nothing.
    expect((await pay(body.data, '4242424242424242')).status).toBe(200);
    expect(await balance(who.accounts.AXC!)).toBe('4058.97959');

    const item = await bank.ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', who.id)
      .where('method', '=', 'CARD')
      .executeTakeFirstOrThrow();
    expect(item.status).toBe('COMPLETED');
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', item.id)
      .execute();
    expect(legs.map((l) => [l.account_id, l.amount]).sort()).toEqual(
      [
        ['internal-FEES-AXC', '32.65306'],
        ['internal-ONRAMP_PROVIDER-AXC', '-4081.63265'],
        [who.accounts.AXC!, '4048.97959'],
      ].sort(),
    );

    // In the AXC account's history, first.
    const history = await callApi(
      bank,
      who,
      'GET',
      `/account/transaction?accountId=${who.accounts.AXC}&limit=1&generateTitleAndDescription=true`,
    );
    expect(history.body.data[0]).toMatchObject({
      title: 'Credit/debit card deposit',
      direction: 'DEPOSIT',
      amount: '4048.97959',
      currency: 'AXC',
      method: 'CARD',
      providerAmount: '100.00000',
      providerCurrency: 'USD',
    });
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
  });

  it('pays by the no-JS form: a 303 back to the page, which says it is complete', async () => {
    const who = await customer('form', FULL);
    const { body } = await order(who, 'ONRAMPER', { currencyTo: 'USAX', amount: '25.37' });
    const refused = await pay(body.data, '4000000000000002', false);
    expect(refused.status).toBe(402);
    const refusedHtml = await refused.text();
    expect(refused.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(refusedHtml).toContain('aria-invalid="true"');
    expect(refusedHtml).toContain('aria-describedby="co-card-hint co-card-error"');
    expect(refusedHtml).toContain('Your card was declined. No money was taken.');

    const paid = await pay(body.data, '4242424242424242', false);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(checkoutPath(body.data));
    const done = await (await fetch(`${bank.url}${checkoutPath(body.data)}`)).text();
    expect(done).toContain('Payment complete');
    expect(done).toContain(
      'You paid 25.37 USD by card. 25.16704 USAX has been added to your USAX account.',
    );
    expect(done).toContain(`href="${bank.config.publicOrigin}/deposit"`);
    // 5 + 25.37 × 1 × 0.992 = 25.16704.
    expect(await balance(who.accounts.USAX!)).toBe('30.16704');
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('refuses an expired checkout and one whose account is no longer active, posting nothing', async () => {
    const who = await customer('late', FULL);
    const first = await order(who, 'CARDPAY', { currencyTo: 'AXC', amount: '30' });
    bank.clock.advance(31 * 60_000);
    const postings = await postingCount();
    const expired = await pay(first.body.data, '4242424242424242');
    expect(expired.status).toBe(410);
    const page = await (await fetch(`${bank.url}${checkoutPath(first.body.data)}`)).text();
    expect(page).toContain('This checkout has expired');

    const second = await order(who, 'CARDPAY', { currencyTo: 'AXC', amount: '30' });
    await bank.ctx.db
      .updateTable('accounts')
      .set({ status: 'FROZEN' })
      .where('id', '=', who.accounts.AXC!)
      .execute();
    expect((await pay(second.body.data, '4242424242424242')).status).toBe(409);
    expect(await postingCount()).toBe(postings);
    expect(await balance(who.accounts.AXC!)).toBe('10.00000');
    // And an account that is not ACTIVE takes no new order.
    const third = await order(who, 'CARDPAY', { currencyTo: 'AXC', amount: '30' });
    expect({ status: third.status, message: third.body.message }).toEqual({
      status: 400,
      message: 'Only an active account can receive the deposit',
    });
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });
});
