import { cardPriceInSource, CARD_MESSAGES, type Currency } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairRate, usdRates } from '../src/modules/currency/service';
import { auditLedger } from '../src/modules/ledger/audit';
import { inTransaction, internalAccount, type Leg } from '../src/modules/ledger/post';
import { payFromSource, type PayFromSourceInput } from '../src/modules/payments/pay';
import { ledgerCounts, suiteCustomers } from './api-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  addStakingProduct,
  openTestStaking,
  postingsOf,
  stakingActivities,
} from './payment-support';
import { plain } from './staking-support';

// Issue 14 (the card money model), reused by the gift-card issue: payments/pay.ts payFromSource pays a price from
// the caller's account or staking in one posted, balanced transaction — the price converted exactly per core
// cardPriceInSource through the FX accounts when the currencies differ, a staking through payFromStaking (its
// limits, its activity) — and refuses with a 4xx and nothing written otherwise.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'payments.test');
const { callers, accounts } = customers;
const books = () => ledgerCounts(bank);

let issuerUsd: string;
let feesUsd: string;
let fx: Record<string, string>;

async function pay(who: string, input: Partial<PayFromSourceInput> & { parts?: Leg[] }) {
  const rates = await usdRates(bank.ctx);
  return inTransaction(bank.ctx.db, (trx) =>
    payFromSource(trx, {
      userId: callers[who]!.id,
      source: {},
      price: '5.00',
      priceCurrency: 'USD',
      parts: [{ accountId: issuerUsd, amount: '5.00' }],
      transaction: { type: 'CARD_ISSUE', title: 'Card issue', meta: { cardId: 'c-1' } },
      stakingActivity: 'ISSUE_CARD',
      now: bank.clock.now(),
      usdRates: rates,
      ...input,
    }),
  );
}

async function expectRefused(attempt: () => Promise<unknown>, statusCode: number, message: string) {
  const before = await books();
  await expect(attempt()).rejects.toMatchObject({ statusCode, message });
  expect(await books()).toEqual(before);
}

const balance = async (id: string) => plain(await accountBalance(bank, id));

describe.skipIf(engineUnavailable)(`payFromSource (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    await customers.add('ann', 'acme@demo.test');
    await customers.add('ben', 'acme@demo.test');
    await addStakingProduct(bank, 'PAY_TEST_AXC', 'AXC', { daily: '300' });
    await addStakingProduct(bank, 'PAY_TEST_USD', 'USD');
    issuerUsd = await internalAccount(bank.ctx.db, 'CARD_ISSUER', 'USD');
    feesUsd = await internalAccount(bank.ctx.db, 'FEES', 'USD');
    fx = {};
    for (const c of ['USD', 'EUR', 'AXC'] as Currency[])
      fx[c] = await internalAccount(bank.ctx.db, 'FX', c);
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('pays a USD price from a USD account: source −price, the parts credited, one transaction', async () => {
    const usd = accounts.ann!.USD!;
    const [before, issuerBefore, counts] = [
      await balance(usd),
      await balance(issuerUsd),
      await books(),
    ];
    const paid = await pay('ann', { source: { accountId: usd } });
    expect(paid).toMatchObject({
      paid: '5.00',
      paidCurrency: 'USD',
      price: '5.00',
      rate: null,
      source: { type: 'ACCOUNT', accountId: usd },
      stakingActivityId: null,
    });
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });
    expect(await balance(usd)).toBe(plain(Number(before) - 5));
    expect(await balance(issuerUsd)).toBe(plain(Number(issuerBefore) + 5));
    const tx = await bank.ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', paid.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      type: 'CARD_ISSUE',
      method: 'CARD',
      currency: 'USD',
      user_id: callers.ann!.id,
      title: 'Card issue',
      public_id: paid.publicId,
    });
    expect(plain(tx.amount)).toBe('5');
    expect(tx.meta).toMatchObject({ cardId: 'c-1', price: '5.00', paid: '5.00', rate: null });
    expect(tx.from_side).toMatchObject({ accountId: usd, amount: '5.00', currency: 'USD' });
  });

  it('converts exactly per cardPriceInSource from another currency, through the FX accounts', async () => {
    const eur = accounts.ann!.EUR!;
    const rates = await usdRates(bank.ctx);
    const expected = cardPriceInSource('5.00', 'USD', 'EUR', pairRate(rates, 'EUR', 'USD'));
    // 5 ÷ 1.08 = 4.6296… → 4.63 EUR (4.62 × 1.08 = 4.9896 would not cover it).
    expect(expected).toBe('4.63');
    const paid = await pay('ann', { source: { accountId: eur } });
    expect(paid).toMatchObject({ paid: '4.63', paidCurrency: 'EUR', rate: '1.08' });
    expect(await postingsOf(bank, paid.transactionId)).toEqual(
      [
        [eur, '-4.63'],
        [fx.EUR!, '4.63'],
        [fx.USD!, '-5'],
        [issuerUsd, '5'],
      ].sort(),
    );
  });

  it('splits the price into several parts', async () => {
    const paid = await pay('ann', {
      source: { accountId: accounts.ann!.USD! },
      price: '10.17',
      parts: [
        { accountId: issuerUsd, amount: '10.00' },
        { accountId: feesUsd, amount: '0.17' },
      ],
    });
    expect(await postingsOf(bank, paid.transactionId)).toEqual(
      [
        [accounts.ann!.USD!, '-10.17'],
        [feesUsd, '0.17'],
        [issuerUsd, '10'],
      ].sort(),
    );
  });

  it('refuses no source, two sources, another customer’s account or staking, a frozen account', async () => {
    await expectRefused(() => pay('ann', {}), 400, CARD_MESSAGES.selectSource);
    await expectRefused(
      () =>
        pay('ann', { source: { accountId: '' }, noSourceMessage: CARD_MESSAGES.selectDeduction }),
      400,
      'Please select an account for amount deduction!',
    );
    const staking = await openTestStaking(bank, {
      userId: callers.ben!.id,
      productCode: 'PAY_TEST_USD',
      currency: 'USD',
      fromAccountId: accounts.ben!.USD!,
      amount: '50',
    });
    await expectRefused(
      () => pay('ann', { source: { accountId: accounts.ann!.USD!, stakingId: staking.id } }),
      400,
      CARD_MESSAGES.sourceOneOf,
    );
    await expectRefused(
      () => pay('ann', { source: { accountId: accounts.ben!.USD! } }),
      404,
      'Account not found',
    );
    await expectRefused(
      () => pay('ann', { source: { stakingId: staking.id } }),
      404,
      'Staking not found',
    );
    await expectRefused(
      () => pay('ann', { source: { accountId: issuerUsd } }),
      404,
      'Account not found',
    );
    await bank.ctx.db
      .updateTable('accounts')
      .set({ status: 'FROZEN' })
      .where('id', '=', accounts.ben!.GBP!)
      .execute();
    await expectRefused(
      () => pay('ben', { source: { accountId: accounts.ben!.GBP! } }),
      400,
      'Only an active account can be used for this transfer',
    );
  });

  it('an account short of money: 422 Insufficient funds, nothing written', async () => {
    const usd = accounts.ben!.USD!;
    const have = await balance(usd);
    await expectRefused(
      () =>
        pay('ben', {
          source: { accountId: usd },
          price: '999999.00',
          parts: [{ accountId: issuerUsd, amount: '999999.00' }],
        }),
      422,
      'Insufficient funds',
    );
    expect(await balance(usd)).toBe(have);
  });

  it('pays from a staking in another currency: FX legs, the activity, the spend limits', async () => {
    const staking = await openTestStaking(bank, {
      userId: callers.ann!.id,
      productCode: 'PAY_TEST_AXC',
      currency: 'AXC',
      fromAccountId: accounts.ann!.AXC!,
      amount: '1000',
    });
    const rates = await usdRates(bank.ctx);
    const expected = cardPriceInSource('5.00', 'USD', 'AXC', pairRate(rates, 'AXC', 'USD'));
    // 5 ÷ 0.0245 = 204.0816326… → 204.08164 AXC.
    expect(expected).toBe('204.08164');
    const paid = await pay('ann', {
      source: { stakingId: staking.id },
      activityMeta: { cardId: 'c-1' },
    });
    expect(paid).toMatchObject({
      paid: '204.08164',
      paidCurrency: 'AXC',
      rate: '0.0245',
      source: { type: 'STAKING', stakingId: staking.id },
      stakingActivityId: expect.any(String),
    });
    expect(await postingsOf(bank, paid.transactionId)).toEqual(
      [
        [staking.accountId, '-204.08164'],
        [fx.AXC!, '204.08164'],
        [fx.USD!, '-5'],
        [issuerUsd, '5'],
      ].sort(),
    );
    const activity = (await stakingActivities(bank, staking.id)).at(-1)!;
    expect(activity).toMatchObject({
      type_code: 'ISSUE_CARD',
      transaction_id: paid.transactionId,
      currency: 'AXC',
    });
    expect(plain(activity.amount_changed)).toBe('-204.08164');
    expect(activity.meta).toMatchObject({ cardId: 'c-1' });
    // The daily limit (300 AXC) counts this payment: another 5 USD (204.08164 AXC) passes it.
    await expectRefused(
      () => pay('ann', { source: { stakingId: staking.id } }),
      422,
      "Exceeded staking's daily spend limit",
    );
  });

  it('pays from a staking in the price currency with several parts (counterparty = the first part)', async () => {
    const staking = await openTestStaking(bank, {
      userId: callers.ann!.id,
      productCode: 'PAY_TEST_USD',
      currency: 'USD',
      fromAccountId: accounts.ann!.USD!,
      amount: '20',
    });
    const paid = await pay('ann', {
      source: { stakingId: staking.id },
      stakingActivity: 'LOAD_CARD',
      transaction: { type: 'CARD_LOAD' },
      price: '10.17',
      parts: [
        { accountId: issuerUsd, amount: '10.00' },
        { accountId: feesUsd, amount: '0.17' },
      ],
    });
    expect(paid).toMatchObject({ paid: '10.17', paidCurrency: 'USD', rate: null });
    const postings = await postingsOf(bank, paid.transactionId);
    const net = (id: string) =>
      plain(
        postings
          .filter(([a]) => a === id)
          .reduce((s, [, v]) => s + Number(v), 0)
          .toFixed(2),
      );
    expect(net(staking.accountId)).toBe('-10.17');
    expect(net(issuerUsd)).toBe('10');
    expect(net(feesUsd)).toBe('0.17');
    expect((await stakingActivities(bank, staking.id)).at(-1)).toMatchObject({
      type_code: 'LOAD_CARD',
    });
    // More than the staking holds (9.83 USD left).
    await expectRefused(
      () =>
        pay('ann', {
          source: { stakingId: staking.id },
          price: '10.00',
          parts: [{ accountId: issuerUsd, amount: '10.00' }],
        }),
      422,
      'Insufficient funds',
    );
  });

  it('leaves the books balanced', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
  });
});
