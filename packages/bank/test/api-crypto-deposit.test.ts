import { CRYPTO_DEPOSIT_SOURCES, transactionPageSchema } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { DEFAULT_FEATURES } from '../src/modules/users/provision';
import { callApi, type Caller, completeRegistration, provisionCaller } from './api-support';
import {
  adminCall,
  engine,
  engineUnavailable,
  rowCount,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'Digital currency deposit wizard', §3, §5, §7, §9: the provider's calls through the bank
// (/deposit/alphapo/...), their rules (AXC, USAX only with USAX_ACCOUNT, unknown coins refused), and the back
// office's chain deposit: a payment to the customer's address, converted at the rate less 0.8 %, pending until the
// customer confirms it into an account (POST /deposit/confirm).

let bank: TestBank;
let ada: Caller;
let noUsax: Caller;
let noDeposit: Caller;

const admin = (path: string, body: unknown) => adminCall(bank, path, body);
const rate = (who: Caller, currencyFrom: unknown, currencyTo: unknown) =>
  callApi(bank, who, 'POST', '/deposit/alphapo/currencyRate', { currencyFrom, currencyTo });
const address = (who: Caller, currencyFrom: unknown, currencyTo: unknown) =>
  callApi(bank, who, 'POST', '/deposit/alphapo/depositAddress', { currencyFrom, currencyTo });

async function accountOf(who: Caller, currency: string) {
  return bank.ctx.db
    .selectFrom('accounts')
    .select(['id', 'amount'])
    .where('user_id', '=', who.id)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
}

const transactionCount = () => rowCount(bank, 'transactions');

describe.skipIf(engineUnavailable)(`digital-currency deposit API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    ada = await provisionCaller(bank, {
      email: 'ada@crypto.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    noUsax = await provisionCaller(bank, {
      email: 'nousax@crypto.test',
      firstName: 'Nora',
      lastName: 'Plain',
      features: DEFAULT_FEATURES.filter((f) => f !== 'USAX_ACCOUNT'),
    });
    noDeposit = await provisionCaller(bank, {
      email: 'nodeposit@crypto.test',
      firstName: 'Ned',
      lastName: 'Nodeposit',
      features: DEFAULT_FEATURES.filter((f) => f !== 'MENU_DEPOSIT'),
    });
    // Deposits are for customers who completed onboarding (issue 27 #4).
    for (const caller of [ada, noUsax, noDeposit]) await completeRegistration(bank, caller);
  }, 60_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('lists the display list of source coins, each crypto with its minimum', async () => {
    const res = await callApi(bank, ada, 'GET', '/deposit/alphapo/supportCurrencies');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { currency: string }) => c.currency)).toEqual([
      ...CRYPTO_DEPOSIT_SOURCES,
    ]);
    expect(res.body[0]).toEqual({ currency: 'BTC', type: 'crypto', minimum_amount: '0.0001' });
    for (const coin of res.body) expect(coin.type).toBe('crypto');
  });

  it('quotes the rate to AXC and USAX with the minimum deposit, from the bank’s own prices', async () => {
    expect((await rate(ada, 'BTC', 'AXC')).body).toEqual({
      data: {
        currencyFrom: 'BTC',
        currencyTo: 'AXC',
        exchangeRate: '3724489.79591836',
        minDepositAmount: '0.0001',
      },
    });
    // USDC at 1 USD, AXC at the bank's 0.0245 USD.
    expect((await rate(ada, 'USDC', 'AXC')).body.data.exchangeRate).toBe('40.81632653');
    expect((await rate(ada, 'ETH', 'USAX')).body.data).toEqual({
      currencyFrom: 'ETH',
      currencyTo: 'USAX',
      exchangeRate: '3125.4',
      minDepositAmount: '0.003',
    });
    expect((await rate(ada, 'AXC', 'AXC')).body.data.exchangeRate).toBe('1');
  });

  it('gives USAX only to customers with USAX_ACCOUNT, deposits only with MENU_DEPOSIT', async () => {
    for (const call of [rate, address]) {
      const refused = await call(noUsax, 'BTC', 'USAX');
      expect(refused).toEqual({
        status: 403,
        body: {
          statusCode: 403,
          message: 'Digital currency deposits into USAX are not available for this customer',
        },
      });
      expect((await call(noUsax, 'BTC', 'AXC')).status).toBe(200);
      const closed = await call(noDeposit, 'BTC', 'AXC');
      expect(closed.status).toBe(403);
      expect(closed.body.message).toBe('Deposits are not available for this customer');
    }
    expect(
      (await callApi(bank, noDeposit, 'GET', '/deposit/alphapo/supportCurrencies')).status,
    ).toBe(403);
    // SUSPENDED customers keep Deposit (seed 001 §6); a closed (DEACTIVATED) one does not.
    await bank.ctx.db
      .updateTable('users')
      .set({ status: 'SUSPENDED' })
      .where('id', '=', noUsax.id)
      .execute();
    expect((await rate(noUsax, 'BTC', 'AXC')).status).toBe(200);
    await bank.ctx.db
      .updateTable('users')
      .set({ status: 'DEACTIVATED' })
      .where('id', '=', noUsax.id)
      .execute();
    expect((await rate(noUsax, 'BTC', 'AXC')).status).toBe(403);
    await bank.ctx.db
      .updateTable('users')
      .set({ status: 'ACTIVE' })
      .where('id', '=', noUsax.id)
      .execute();
  });

  it('answers unknown currencies and bad bodies with 400 and a message', async () => {
    expect((await rate(ada, 'XRP', 'AXC')).body).toEqual({
      statusCode: 400,
      message: `currencyFrom must be one of ${CRYPTO_DEPOSIT_SOURCES.join(', ')}`,
    });
    expect((await address(ada, 'BTC', 'USD')).body).toEqual({
      statusCode: 400,
      message: 'currencyTo must be one of AXC, USAX',
    });
    const extra = await callApi(bank, ada, 'POST', '/deposit/alphapo/currencyRate', {
      currencyFrom: 'BTC',
      currencyTo: 'AXC',
      amount: '1',
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('property amount should not exist');
    expect((await rate(ada, undefined, undefined)).status).toBe(400);
    expect((await callApi(bank, null, 'GET', '/deposit/alphapo/supportCurrencies')).status).toBe(
      401,
    );
  });

  it('hands each customer one stable address per pair, in the style of the coin', async () => {
    const btc = (await address(ada, 'BTC', 'AXC')).body.data;
    expect(btc).toMatch(/^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
    expect((await address(ada, 'BTC', 'AXC')).body.data).toBe(btc);
    expect((await address(ada, 'BTC', 'USAX')).body.data).not.toBe(btc);
    expect((await address(noUsax, 'BTC', 'AXC')).body.data).not.toBe(btc);
    expect((await address(ada, 'ETH', 'AXC')).body.data).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await address(ada, 'USDTT', 'AXC')).body.data).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await address(ada, 'DOGE', 'AXC')).body.data).toMatch(/^D[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect((await address(ada, 'BCH', 'AXC')).body.data).toMatch(/^bitcoincash:q[a-z0-9]{41}$/);
  });

  it('refuses chain deposits it cannot credit, posting nothing', async () => {
    const before = await transactionCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { email: ada.email, currencyFrom: 'BTC', amount: '0.00009' },
        400,
        'Amount cannot be smaller than 0.0001',
      ],
      [
        { email: noUsax.email, currencyFrom: 'BTC', amount: '1', currencyTo: 'USAX' },
        400,
        'Digital currency deposits into USAX are not available for this customer',
      ],
      [
        { email: ada.email, currencyFrom: 'XRP', amount: '1' },
        400,
        `currencyFrom must be one of ${CRYPTO_DEPOSIT_SOURCES.join(', ')}`,
      ],
      [
        { email: ada.email, currencyFrom: 'BTC', amount: '-1' },
        400,
        'amount must be a positive decimal string',
      ],
      [
        { email: ada.email, currencyFrom: 'BTC', amount: '0.000123' },
        400,
        'amount has more than 5 decimals',
      ],
      [{ email: 'nobody@crypto.test', currencyFrom: 'BTC', amount: '1' }, 404, ''],
      // Issue 42: what a payment of 10^30 BTC converts to cannot be stored; refused, not a 500.
      [
        { email: ada.email, currencyFrom: 'BTC', amount: `1${'0'.repeat(30)}` },
        400,
        'The amount received must have at most 33 digits before the decimal point',
      ],
      [
        { email: ada.email, currencyFrom: 'BTC', amount: '9'.repeat(40) },
        400,
        'The amount paid must have at most 33 digits before the decimal point',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin('/chain-deposit', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await transactionCount()).toBe(before);
  });

  it('a chain deposit waits for the customer, who confirms it into AXC: the balance rises by exactly the estimate', async () => {
    const axc = await accountOf(ada, 'AXC');
    expect(axc.amount).toBe('0.00000');
    const to = (await address(ada, 'BTC', 'AXC')).body.data;

    const sent = await admin('/chain-deposit', {
      email: ada.email,
      currencyFrom: 'BTC',
      amount: '0.001',
    });
    expect(sent.status).toBe(200);
    // 0.001 × 3,724,489.79591836 × 0.992 = 3,694.693877…, rounded down.
    expect(sent.body).toMatchObject({
      address: to,
      paid: '0.001',
      currencyFrom: 'BTC',
      exchangeRate: '3724489.79591836',
      received: '3694.69387',
      currencyTo: 'AXC',
      amountInUsd: '90.51',
      status: 'PENDING_CONFIRMATION',
    });
    // Nothing in her account yet.
    expect((await accountOf(ada, 'AXC')).amount).toBe('0.00000');

    const pending = await callApi(
      bank,
      ada,
      'GET',
      '/transfer/external?statusIn=PENDING_CONFIRMATION&methodIn=CRYPTO&generateTitleAndDescription=true',
    );
    const page = transactionPageSchema.parse(pending.body);
    expect(page.data).toHaveLength(1);
    const item = page.data[0]!;
    expect(item).toMatchObject({
      id: sent.body.transactionId,
      type: 'DIGITAL_CURRENCY_DEPOSIT',
      method: 'CRYPTO',
      status: 'PENDING_CONFIRMATION',
      direction: 'DEPOSIT',
      amount: '3694.69387',
      currency: 'AXC',
      title: 'Digital currency deposit',
      providerAmount: '0.00100',
      providerCurrency: 'BTC',
    });
    expect(item.providerMetaData).toMatchObject({
      amountInUsd: '90.51',
      toAddress: to,
      transactionHash: sent.body.transactionHash,
    });
    expect(sent.body.transactionHash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await callApi(bank, ada, 'POST', '/deposit/confirm', {
      externalTransactionId: item.id,
      accountId: axc.id,
    });
    expect(confirmed.body).toEqual({
      statusCode: 200,
      message: 'Funds are deposited successfully!',
    });
    expect((await accountOf(ada, 'AXC')).amount).toBe('3694.69387');
    const again = await callApi(bank, ada, 'POST', '/deposit/confirm', {
      externalTransactionId: item.id,
      accountId: axc.id,
    });
    expect(again.status).toBe(409);
    expect((await accountOf(ada, 'AXC')).amount).toBe('3694.69387');
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
  });

  it('a USAX chain deposit (with USAX_ACCOUNT) goes into USAX only', async () => {
    const sent = await admin('/chain-deposit', {
      email: ada.email,
      currencyFrom: 'ETH',
      amount: '0.01',
      currencyTo: 'USAX',
    });
    // 0.01 × 3,125.4 × 0.992 = 31.003968.
    expect(sent.body).toMatchObject({ received: '31.00396', currencyTo: 'USAX' });
    expect(sent.body.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    const axc = await accountOf(ada, 'AXC');
    const wrong = await callApi(bank, ada, 'POST', '/deposit/confirm', {
      externalTransactionId: sent.body.transactionId,
      accountId: axc.id,
    });
    expect(wrong.status).toBe(400);
    const usax = await accountOf(ada, 'USAX');
    const ok = await callApi(bank, ada, 'POST', '/deposit/confirm', {
      externalTransactionId: sent.body.transactionId,
      accountId: usax.id,
    });
    expect(ok.status).toBe(200);
    expect((await accountOf(ada, 'USAX')).amount).toBe('31.00396');
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });
});
