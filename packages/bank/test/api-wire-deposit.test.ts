import { add, compare, staffContract, subtract } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount } from '../src/modules/ledger/post';
import { callApi, ledgerCounts, suiteCustomers } from './api-support';
import { staffCall, staffWireReceived } from './staff-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Seed 001 §2 'Wire deposit wizard', §4, §5, §7, §8: POST /transfer/wire-deposit (a request under review, no money
// moved), its refusals (4xx with a message, nothing written), and the back office's 'wire received' that credits
// the account from wire clearing.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'wire.test');
const { callers, accounts, get, post } = customers;
const customer = customers.add;

const admin = (path: string, body: unknown) => adminCall(bank, path, body);

const deposit = (who: string, body: unknown) => post(who, '/transfer/wire-deposit', body);

const balance = (id: string) => accountBalance(bank, id);

const books = () => ledgerCounts(bank);

const declaration = {
  source: 'Income',
  declarationAccepted: true,
  signature: 'Wile Coyote',
  date: '2026-11-21',
} as const;

describe.skipIf(engineUnavailable)(`wire deposit API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customer('wile', 'acme@demo.test');
    await customer('roadrunner', 'acme@demo.test');
    await customer('sam', 'suspended@demo.test');
    await customer('cleo', 'closed@demo.test');
    await customer('nina', 'new@demo.test');
    await customer('nodeposit', 'acme@demo.test');
    await admin(`/users/${encodeURIComponent(callers.nodeposit!.email)}/features`, {
      remove: ['MENU_DEPOSIT'],
    });
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('records a request under review with no legs; the balance does not move', async () => {
    const usd = accounts.wile!.USD!;
    const before = await balance(usd);
    const counts = await books();
    const res = await deposit('wile', { toAccountId: usd, amountUsd: '2500' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      message: 'Wire deposit request sent successfully!',
      id: expect.any(String),
      publicId: expect.stringMatching(/^TX[0-9A-F]{12}$/),
    });
    expect(await balance(usd)).toBe(before);
    expect(await books()).toEqual({ ...counts, transactions: counts.transactions + 1 });
    // 'Transactions in Review' reads it (GET /transfer/external), to the account chosen (amounts are read at the
    // ledger's scale of 5 places).
    const review = await get('wile', `/transfer/external?id=${res.body.publicId}`);
    expect(review.body.data).toEqual([
      expect.objectContaining({
        id: res.body.id,
        type: 'WIRE_DEPOSIT',
        method: 'WIRE',
        status: 'PENDING_REVIEW',
        direction: 'DEPOSIT',
        amount: '2500.00000',
        currency: 'USD',
        accountId: usd,
        metaData: { sourceOfFund: null },
      }),
    ]);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('refuses what the wizard does not allow, with a message, writing nothing', async () => {
    const wile = accounts.wile!;
    const counts = await books();
    const cases: [unknown, number, string | RegExp][] = [
      // Another customer's account answers like a missing one.
      [{ toAccountId: accounts.roadrunner!.USD, amountUsd: '10' }, 404, 'Account not found'],
      [{ toAccountId: 'no-such-account', amountUsd: '10' }, 404, 'Account not found'],
      // The seed freezes every customer's GBP account.
      [
        { toAccountId: wile.GBP, amountUsd: '10' },
        400,
        'Only an active account can receive the deposit',
      ],
      [
        { toAccountId: wile.AXC, amountUsd: '10' },
        400,
        'A wire deposit can only go to a USD, EUR or GBP account',
      ],
      [{ toAccountId: wile.USD, amountUsd: '0' }, 400, 'amountUsd must be an amount above 0'],
      [{ toAccountId: wile.USD, amountUsd: '0.00' }, 400, 'amountUsd must be an amount above 0'],
      [{ toAccountId: wile.USD, amountUsd: '-5' }, 400, 'amountUsd must be an amount above 0'],
      // Issue 29 polish: a malformed amount is told the written form, not 'above 0'.
      ...['1e3', '1,000', '10.', '.5', '+5'].map(
        (amountUsd): [Record<string, unknown>, number, string] => [
          { toAccountId: wile.USD, amountUsd },
          400,
          'amountUsd must be written as digits with an optional decimal point between digits, e.g. 1000 or 10.5',
        ],
      ),
      // A JSON number is not an exact amount.
      [{ toAccountId: wile.USD, amountUsd: 100 }, 400, 'amountUsd must be an amount above 0'],
      [{ toAccountId: wile.USD }, 400, 'amountUsd must be an amount above 0'],
      [{ amountUsd: '10' }, 400, /^toAccountId: /],
      [
        { toAccountId: wile.USD, amountUsd: '10.001' },
        400,
        'amountUsd has more than 2 decimals, which USD allows',
      ],
      [
        { toAccountId: wile.EUR, amountUsd: '10.125' },
        400,
        'amountUsd has more than 2 decimals, which EUR allows',
      ],
      [
        { toAccountId: wile.USD, amountUsd: '10', currency: 'USD' },
        400,
        'property currency should not exist',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await deposit('wile', body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.message).toMatch(message);
    }
    expect(await books()).toEqual(counts);
  });

  it('asks for the source of funds from 10,000 USD, at the bank’s rate for EUR', async () => {
    const wile = accounts.wile!;
    const required = 'The source of funds declaration is required for this amount';
    const counts = await books();
    // USD: 10,000.00 needs it, 9,999.99 does not.
    expect(
      (await deposit('wile', { toAccountId: wile.USD, amountUsd: '10000' })).body.message,
    ).toBe(required);
    // EUR at the bank's 1.08 USD: 9,259.26 EUR is 10,000.00 USD (rounded down to cents); 9,259.25 is 9,999.99.
    expect(
      (await deposit('wile', { toAccountId: wile.EUR, amountUsd: '9259.26' })).body.message,
    ).toBe(required);
    const rate = await get('wile', '/currency/conversionRate?fromCurrency=EUR&toCurrency=USD');
    expect(rate.body.conversionRate).toBe('1.08');
    // Incomplete declarations: 'Other' with blank text, not accepted, an unknown source, no signature.
    const big = { toAccountId: wile.USD, amountUsd: '12000.00' };
    expect(
      (
        await deposit('wile', {
          ...big,
          sourceOfFund: { ...declaration, source: 'Other', otherText: '   ' },
        })
      ).body.message,
    ).toBe('Please specify the source of fund');
    for (const sourceOfFund of [
      { ...declaration, declarationAccepted: false },
      { ...declaration, source: 'Lottery' },
      { ...declaration, signature: ' ' },
      { ...declaration, date: '21/11/2026' },
    ])
      expect((await deposit('wile', { ...big, sourceOfFund })).status).toBe(400);
    expect(await books()).toEqual(counts);
    // Issue 29 #2: the signature is the member's own full name (case and spacing aside) and the date today by the
    // bank's clock (2026-11-21 in the suite); nothing recorded otherwise.
    for (const [sourceOfFund, message] of [
      [
        { ...declaration, signature: 'Somebody Else' },
        'The signature must be your full legal name',
      ],
      [{ ...declaration, signature: 'Wile' }, 'The signature must be your full legal name'],
      [{ ...declaration, date: '1999-01-01' }, "The declaration's date must be today's date"],
      [{ ...declaration, date: '2026-11-23' }, "The declaration's date must be today's date"],
    ] as const)
      expect((await deposit('wile', { ...big, sourceOfFund })).body).toEqual({
        statusCode: 400,
        message,
      });
    expect(await books()).toEqual(counts);
    expect(
      (
        await deposit('wile', {
          ...big,
          sourceOfFund: { ...declaration, signature: ' wile  COYOTE' },
        })
      ).status,
    ).toBe(200);

    expect((await deposit('wile', { toAccountId: wile.USD, amountUsd: '9999.99' })).status).toBe(
      200,
    );
    expect((await deposit('wile', { toAccountId: wile.EUR, amountUsd: '9259.25' })).status).toBe(
      200,
    );
    // 'Other' with its text, kept (trimmed) in the request's metaData.
    const other = await deposit('wile', {
      ...big,
      sourceOfFund: { ...declaration, source: 'Other', otherText: '  Sold a car  ' },
    });
    expect(other.status).toBe(200);
    const kept = await get('wile', `/transfer/external?id=${other.body.id}`);
    expect(kept.body.data[0].metaData).toEqual({
      sourceOfFund: { ...declaration, source: 'Other', otherText: 'Sold a car' },
    });
    const large = await deposit('wile', {
      toAccountId: wile.EUR,
      amountUsd: '50000',
      sourceOfFund: declaration,
    });
    expect(large.status).toBe(200);
    expect(await books()).toEqual({ ...counts, transactions: counts.transactions + 5 });
  });

  it('lets a SUSPENDED customer deposit; refuses a closed account, unfinished registration, no deposit flag', async () => {
    const counts = await books();
    expect(
      (await deposit('cleo', { toAccountId: accounts.cleo!.USD, amountUsd: '10' })).body,
    ).toEqual({
      statusCode: 403,
      message:
        'Your account is closed, so this action is not available. For further inquiries, please contact customer support.',
    });
    expect(
      (await deposit('nina', { toAccountId: accounts.nina!.USD, amountUsd: '10' })).body,
    ).toEqual({ statusCode: 403, message: 'Please complete user registration.' });
    expect(
      (await deposit('nodeposit', { toAccountId: accounts.nodeposit!.USD, amountUsd: '10' })).body,
    ).toEqual({ statusCode: 403, message: 'Deposits are not available to you' });
    expect(await books()).toEqual(counts);
    // SUSPENDED users keep Deposit (seed 001 §6).
    expect((await deposit('sam', { toAccountId: accounts.sam!.USD, amountUsd: '10' })).status).toBe(
      200,
    );
  });

  it('wire received: credits exactly the amount from wire clearing, once; refuses anything else', async () => {
    const wile = accounts.wile!;
    const request = (
      await deposit('wile', {
        toAccountId: wile.EUR,
        amountUsd: '1234.56',
        sourceOfFund: undefined,
      })
    ).body;
    const before = await balance(wile.EUR!);
    const clearing = await internalAccount(bank.ctx.db, 'WIRE_CLEARING', 'EUR');
    const clearingBefore = await balance(clearing);

    const received = await staffWireReceived(bank, request.publicId);
    expect(received.status).toBe(200);
    expect(received.body).toEqual({
      id: request.id,
      publicId: request.publicId,
      status: 'COMPLETED',
      amount: '1234.56',
      currency: 'EUR',
      accountId: wile.EUR,
      balance: await balance(wile.EUR!),
    });
    expect(subtract(await balance(wile.EUR!), before)).toBe('1234.56');
    expect(subtract(clearingBefore, await balance(clearing))).toBe('1234.56');
    // Now a completed deposit of the EUR history, no longer under review.
    const newest = (await get('wile', `/account/transaction?accountId=${wile.EUR}&limit=1`)).body
      .data[0];
    expect(newest).toMatchObject({
      id: request.id,
      type: 'WIRE_DEPOSIT',
      status: 'COMPLETED',
      direction: 'DEPOSIT',
      amount: '1234.56000',
      balance: await balance(wile.EUR!),
    });

    // Once only: received again, by id this time, or canceled afterwards.
    const counts = await books();
    expect(await staffWireReceived(bank, request.id)).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'Only a wire deposit under review can be marked received' },
    });
    expect((await post('wile', `/transfer/wire-deposit/${request.id}/cancel`)).status).toBe(409);
    // A canceled request is not received either.
    const canceled = (await deposit('wile', { toAccountId: wile.USD, amountUsd: '75' })).body;
    await post('wile', `/transfer/wire-deposit/${canceled.id}/cancel`);
    expect((await staffWireReceived(bank, canceled.publicId)).status).toBe(409);
    // Not a wire deposit: the opening balance of the copy.
    const opening = (await get('wile', `/account/transaction?accountId=${wile.USD}&limit=1`)).body
      .data[0];
    expect(opening.type).toBe('USER_CREATION');
    expect(await staffWireReceived(bank, opening.publicId)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: `${opening.publicId} is a USER_CREATION transaction, not a wire deposit`,
      },
    });
    expect((await staffWireReceived(bank, 'TX000000000000')).status).toBe(404);
    const receive = staffContract.staffReceiveWire.path.replace(':transactionId', request.id);
    // Without the reason staff give: 400; without a staff member's token: 401.
    expect(
      (
        await staffCall(bank, 'operator', 'staffReceiveWire', {
          params: { transactionId: request.id },
          body: {},
        })
      ).status,
    ).toBe(400);
    expect((await callApi(bank, null, 'POST', receive, { reason: 'No token' })).status).toBe(401);
    expect(await books()).toEqual({ ...counts, transactions: counts.transactions + 1 });
    expect(compare(await balance(wile.EUR!), add(before, '1234.56'))).toBe(0);

    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
  });
});
