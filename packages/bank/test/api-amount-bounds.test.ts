import { compare, contract, type ContractEntry } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCounts, suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 27 finding 6: every amount a request carries is bounded by what the bank's numeric(38, 5) columns hold.
// Amounts of 34 to 64 digits, or with more than 5 decimals, answer 400 naming the bound, change nothing, never 500.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'amount-bounds.test');

type Entry = [string, ContractEntry];
const keysOf = (schema: unknown) =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
const isAmountField = (key: string) => /amount|price/i.test(key);

/** Every contract entry whose body or query has an amount field: a new one fails the coverage test below. */
const AMOUNT_ENTRIES = (Object.entries(contract) as Entry[]).filter(([, entry]) =>
  [...keysOf(entry.body), ...keysOf(entry.query)].some(isAmountField),
);

const recipient = {
  beneficiaryType: 'INDIVIDUAL',
  beneficiary: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    address1: '1 Main Street',
    postcode: '98109',
    city: 'Seattle',
    state: 'WA',
    country: 'US',
  },
};

/** A well-formed request of each entry with `amount` in its amount field: the path, its query and its body. */
function requestOf(name: string, amount: string): { path: string; body?: unknown } {
  const usd = customers.accounts.ada!.USD!;
  const axc = customers.accounts.ada!.AXC!;
  const requests: Record<string, { path: string; body?: unknown }> = {
    getAllowTransferFrom: {
      path: `/account/allow-transfer-from?transactionType=TRANSFER_BETWEEN_ACCOUNTS&validAmount=${amount}&validAmountCurrency=USD`,
    },
    requestWireDeposit: {
      path: '/transfer/wire-deposit',
      body: { toAccountId: usd, amountUsd: amount },
    },
    depositTokenWallet: {
      path: '/deposit/erc20AXC',
      body: { toAccountId: axc, amountAxc: amount },
    },
    createCardDepositAddress: {
      path: '/deposit/creditDebitDeposit/depositAddress?serviceProvider=CARDPAY',
      body: { currencyTo: 'AXC', amount, termsAccepted: true },
    },
    transferBetweenAccounts: {
      path: '/transfer/between-accounts',
      body: { fromAccountId: usd, toAccountId: axc, amount },
    },
    transferBetweenMembers: {
      path: '/transfer/between-members/send',
      body: { fromAccountId: usd, amount, currency: 'USD', beneficiaryEmail: customers.emails.bob },
    },
    wireTransfer: {
      path: '/transfer/wire-transfer',
      body: { accountId: usd, beneficiaryId: 'wire-beneficiary', amount },
    },
    externalWalletTransfer: {
      path: '/transfer/externalWalletTransfer',
      body: { amount, toAddress: `0x${'1'.repeat(40)}`, fromAccountId: axc, ...recipient },
    },
    externalAxtendTransfer: {
      path: '/transfer/externalAxtendTransfer',
      body: { amount, toAddress: `X-axc1${'q'.repeat(38)}`, fromAccountId: axc, ...recipient },
    },
    custodyWithdrawal: {
      path: '/transfer/axcustody/withdrawal',
      body: { amount, toAddress: `X-axc1${'q'.repeat(38)}`, fromAccountId: axc, ...recipient },
    },
    applyStaking: { path: '/staking/AXC-30/apply', body: { fromAccountId: axc, amount } },
    addStakingAmount: { path: '/staking/s1/add-amount', body: { fromAccountId: axc, amount } },
    createAutoEnrollment: {
      path: '/staking/autoEnrollments/create',
      body: { stakingId: 's1', autoEnrollStakingProductCode: 'AXC-30', autoEnrollAmount: amount },
    },
    updateAutoEnrollment: {
      path: '/staking/autoEnrollments/update',
      body: { id: 'e1', autoEnrollStakingProductCode: 'AXC-30', autoEnrollAmount: amount },
    },
    loadCard: { path: '/card/load', body: { cardId: 'c1', amount, fromAccountId: usd } },
    orderGiftCard: {
      path: '/gift-card/',
      body: { productId: 'us-acorn-quill-books', price: amount, currency: 'USD', accountId: usd },
    },
  };
  return requests[name]!;
}

const TOO_LONG: [string, string, RegExp][] = [
  ['34 digits', '1'.repeat(34), /at most 33 digits before the decimal point/],
  ['40 digits', '9'.repeat(40), /at most 33 digits before the decimal point/],
  ['64 digits', '9'.repeat(64), /at most 33 digits before the decimal point/],
  ['6 decimals', '1.123456', /at most 5 decimals/],
  ['40 decimals', `1.${'1'.repeat(40)}`, /at most 5 decimals/],
];

async function state() {
  const accounts = await customers.get('ada', '/account');
  const transactions = await bank.ctx.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    accounts: accounts.body,
    ledger: await ledgerCounts(bank),
    transactions: transactions.n,
  };
}

describe.skipIf(engineUnavailable)(`amounts within the columns' bound (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ada', 'ada@demo.test');
    await customers.add('bob', 'ada@demo.test');
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('has a request for every contract entry that takes an amount', () => {
    expect(AMOUNT_ENTRIES.length).toBeGreaterThanOrEqual(16);
    for (const [name] of AMOUNT_ENTRIES)
      expect({ name, known: requestOf(name, '1') !== undefined }).toEqual({ name, known: true });
  });

  for (const [name, entry] of AMOUNT_ENTRIES) {
    it.each(TOO_LONG)(
      `${name} refuses %s with 400 naming the bound`,
      async (_label, amount, why) => {
        const before = await state();
        const { path, body } = requestOf(name, amount);
        const res = await customers.call('ada', entry.method, path, body, {
          'idempotency-key': crypto.randomUUID(),
        });
        expect({ status: res.status, message: res.body.message }).toEqual({
          status: 400,
          message: expect.stringMatching(why),
        });
        expect(await state()).toEqual(before);
      },
    );
  }

  it('takes an amount with spaces around it, as every money call trims (finding 15)', async () => {
    const res = await customers.post(
      'ada',
      '/transfer/wire-deposit',
      { toAccountId: customers.accounts.ada!.USD!, amountUsd: ' 7' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(res.status).toBe(200);
    const row = await bank.ctx.db
      .selectFrom('transactions')
      .select('amount')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(compare(row.amount, '7')).toBe(0);
  });

  it('caps one wire deposit request at 1,000,000 USD in value, as the wizard says at the amount step (issue 42)', async () => {
    const usd = customers.accounts.ada!.USD!;
    const eur = customers.accounts.ada!.EUR!;
    const send = (toAccountId: string, amountUsd: string) =>
      customers.post(
        'ada',
        '/transfer/wire-deposit',
        { toAccountId, amountUsd, sourceOfFund: declaration },
        { 'idempotency-key': crypto.randomUUID() },
      );
    const before = await state();
    const refusal = {
      status: 400,
      body: {
        statusCode: 400,
        message:
          'A wire deposit request may be at most 1,000,000.00 USD; for more, contact support',
      },
    };
    expect(await send(usd, '9'.repeat(33))).toEqual(refusal);
    expect(await send(usd, '1000000.01')).toEqual(refusal);
    // 930,000 EUR is worth more than 1,000,000 USD at the sandbox's rate (1 EUR = 1.08 USD).
    expect(await send(eur, '930000')).toEqual(refusal);
    expect(await state()).toEqual(before);
    expect((await send(usd, '1000000')).status).toBe(200);
    expect((await send(eur, '925000')).status).toBe(200);
  });

  it('caps one card deposit at 10,000 USD: 32 and 33 digits answer 400 with the cap, never 500 (issue 42)', async () => {
    const order = (amount: string) =>
      customers.post(
        'ada',
        '/deposit/creditDebitDeposit/depositAddress?serviceProvider=CARDPAY',
        { currencyTo: 'AXC', amount, termsAccepted: true },
        { 'idempotency-key': crypto.randomUUID() },
      );
    const before = await state();
    for (const amount of ['9'.repeat(32), '9'.repeat(33), '5000000', '10000.01'])
      expect(await order(amount)).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'A card deposit may be at most 10,000.00 USD' },
      });
    expect(await state()).toEqual(before);
    expect((await order('10000')).status).toBe(200);
  });
});

const declaration = {
  source: 'Income',
  declarationAccepted: true,
  signature: 'Ada Lovelace',
  date: '2026-11-21',
};
