import { cardLoadQuote, cardPriceInSource, type CardCurrency } from '@axia/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardIssuer as cardIssuer } from '../src/sandbox/card-issuer';
import { pairRate, usdRates } from '../src/modules/currency/service';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount } from '../src/modules/ledger/post';
import { ledgerCounts, suiteCustomers } from './api-support';
import { cardAccountBalance, insertTestCard, issuerCardBalance } from './card-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  addStakingProduct,
  openTestStaking,
  postingsOf,
  stakingActivities,
} from './payment-support';
import { plain } from './staking-support';

// Issue 14, seed 002 §5 Load card, §7 'success when response Description equals Success', §8 (the staking limits'
// texts, 'Insufficient funds'), §9 (minimum 5, platform fee 1.7 %, the card load fee with its minimum; loaded funds
// cannot be returned); seed 001 §3 metaData.amountInfo: POST /card/load charges amount + both fees exactly, in one
// balanced transaction (the card's account +amount, FEES +platform fee, CARD_ISSUER +load fee), from an account (in
// any currency, converted per cardPriceInSource) or a staking; refusals and the issuer's declines post nothing.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'card-load.test');
const { callers, accounts, post } = customers;
const books = () => ledgerCounts(bank);
const balance = async (id: string) => plain(await accountBalance(bank, id));
const load = (who: string, body: unknown, headers?: Record<string, string>) =>
  post(who, '/card/load', body, headers);

const card = (
  who: string,
  options: {
    currency?: CardCurrency;
    status?: 'ACTIVE' | 'SUSPENDED' | 'INACTIVE';
    balance?: string;
  } = {},
) => insertTestCard(bank, { userId: callers[who]!.id, ...options });

/** The issuer's statement rows of a card. */
const statementRows = (issuerCardId: string) =>
  bank.ctx.db
    .selectFrom('issuer_card_transactions')
    .selectAll()
    .where('issuer_card_id', '=', issuerCardId)
    .execute();

/** A refusal: this status and message, nothing posted, the card's balances and statement unchanged. */
async function expectRefused(
  who: string,
  body: { cardId: string } & Record<string, unknown>,
  issuerCardId: string,
  status: number,
  message: string,
) {
  const before = {
    books: await books(),
    rows: (await statementRows(issuerCardId)).length,
    issuer: await issuerCardBalance(bank, issuerCardId),
  };
  const res = await load(who, body);
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect({
    books: await books(),
    rows: (await statementRows(issuerCardId)).length,
    issuer: await issuerCardBalance(bank, issuerCardId),
  }).toEqual(before);
}

const transactionOf = (id: string) =>
  bank.ctx.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let issuerUsd: string;
let feesUsd: string;

describe.skipIf(engineUnavailable)(`POST /card/load (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    for (const who of ['ann', 'ben', 'cat', 'dan']) await customers.add(who, 'acme@demo.test');
    await customers.add('eve', 'eu@demo.test');
    await addStakingProduct(bank, 'CARD_LOAD_TEST_AXC', 'AXC', { daily: '5000' });
    issuerUsd = await internalAccount(bank.ctx.db, 'CARD_ISSUER', 'USD');
    feesUsd = await internalAccount(bank.ctx.db, 'FEES', 'USD');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('the quote: 1.7 % platform fee, the card load fee with its minimum (core cardLoadQuote)', () => {
    const terms = cardIssuer.limits('NORMAL_USD');
    expect(terms).toMatchObject({ loadFeePercentage: '0.015', minimumLoadFee: '2.00' });
    expect(cardLoadQuote('100', 'USD', terms)).toMatchObject({
      amount: '100.00',
      platformFee: '1.70',
      loadFee: '2.00',
      total: '103.70',
    });
    expect(cardLoadQuote('200', 'USD', terms)).toMatchObject({
      platformFee: '3.40',
      loadFee: '3.00',
      total: '206.40',
    });
    expect(cardLoadQuote('5', 'USD', terms)).toMatchObject({
      platformFee: '0.09',
      loadFee: '2.00',
      total: '7.09',
    });
  });

  it('loads 200 USD from the USD account: 206.40 charged, the card +200, FEES +3.40, CARD_ISSUER +3.00', async () => {
    const c = await card('ann');
    const usd = accounts.ann!.USD!;
    const [before, counts] = [await balance(usd), await books()];
    const res = await load('ann', { cardId: c.id, amount: '200', fromAccountId: usd });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Description: 'Success',
      transactionId: expect.any(String),
      card: { id: c.id, balance: '200.00', status: 'ACTIVE' },
    });
    expect(await balance(usd)).toBe(plain((Number(before) - 206.4).toFixed(2)));
    expect(await cardAccountBalance(bank, c.id)).toBe('200');
    expect(await issuerCardBalance(bank, c.issuerCardId)).toBe('200');
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 4,
    });
    expect(await postingsOf(bank, res.body.transactionId)).toEqual(
      [
        [usd, '-206.4'],
        [c.accountId, '200'],
        [feesUsd, '3.4'],
        [issuerUsd, '3'],
      ].sort(),
    );
    const tx = await transactionOf(res.body.transactionId);
    expect(tx).toMatchObject({ type: 'CARD_LOAD', method: 'CARD', currency: 'USD' });
    expect(plain(tx.amount)).toBe('206.4');
    expect(tx.meta).toMatchObject({
      cardId: c.id,
      amountInfo: { axiaFee: '3.40', cardCurrency: 'USD', amountToLoad: '200.00' },
      loadFee: '3.00',
    });
    expect(tx.to_side).toMatchObject({ accountId: c.accountId, accountType: 'CARD' });
    const rows = await statementRows(c.issuerCardId);
    expect(rows.map((r) => [r.kind, plain(r.amount), r.transaction_id])).toEqual([
      ['LOAD', '200', res.body.transactionId],
    ]);
    // The account's history shows it: a withdrawal of 206.40 USD.
    const history = await customers.get(
      'ann',
      `/account/transaction?accountId=${usd}&typeIn=CARD_LOAD`,
    );
    expect(history.status).toBe(200);
    const row = history.body.data.find((t: { id: string }) => t.id === res.body.transactionId);
    expect(row).toMatchObject({ type: 'CARD_LOAD', direction: 'WITHDRAWAL' });
    expect(plain(row.amount)).toBe('206.4');
  });

  it('the minimum load of 5: the minimum card load fee applies (7.09 charged)', async () => {
    const c = await card('ann');
    const usd = accounts.ann!.USD!;
    const before = await balance(usd);
    const res = await load('ann', { cardId: c.id, amount: '5', fromAccountId: usd });
    expect(res.body).toMatchObject({ Description: 'Success', card: { balance: '5.00' } });
    expect(await balance(usd)).toBe(plain((Number(before) - 7.09).toFixed(2)));
    expect(await postingsOf(bank, res.body.transactionId)).toEqual(
      [
        [usd, '-7.09'],
        [c.accountId, '5'],
        [feesUsd, '0.09'],
        [issuerUsd, '2'],
      ].sort(),
    );
  });

  it('from a EUR account onto a USD card: the total converted per cardPriceInSource, through FX', async () => {
    const c = await card('ann');
    const eur = accounts.ann!.EUR!;
    const rates = await usdRates(bank.ctx);
    const paid = cardPriceInSource('103.70', 'USD', 'EUR', pairRate(rates, 'EUR', 'USD'));
    // 103.70 ÷ 1.08 = 96.0185… → 96.02 EUR (96.01 × 1.08 = 103.6908 would not cover it).
    expect(paid).toBe('96.02');
    const before = await balance(eur);
    const res = await load('ann', { cardId: c.id, amount: '100', fromAccountId: eur });
    expect(res.body.Description).toBe('Success');
    expect(await balance(eur)).toBe(plain((Number(before) - 96.02).toFixed(2)));
    const fxEur = await internalAccount(bank.ctx.db, 'FX', 'EUR');
    const fxUsd = await internalAccount(bank.ctx.db, 'FX', 'USD');
    expect(await postingsOf(bank, res.body.transactionId)).toEqual(
      [
        [eur, '-96.02'],
        [fxEur, '96.02'],
        [fxUsd, '-103.7'],
        [c.accountId, '100'],
        [feesUsd, '1.7'],
        [issuerUsd, '2'],
      ].sort(),
    );
  });

  it('a EUR card from the EUR account, in euros', async () => {
    const c = await card('eve', { currency: 'EUR' });
    const eur = accounts.eve!.EUR!;
    const before = await balance(eur);
    const res = await load('eve', { cardId: c.id, amount: '1,000.00', fromAccountId: eur });
    // 1,000 is refused by the schema (no separators on the wire); the app strips them.
    expect(res.status).toBe(400);
    const ok = await load('eve', { cardId: c.id, amount: '1000.00', fromAccountId: eur });
    expect(ok.body).toMatchObject({
      Description: 'Success',
      card: { currency: 'EUR', balance: '1000.00' },
    });
    // 1000 + 17.00 + 15.00.
    expect(await balance(eur)).toBe(plain((Number(before) - 1032).toFixed(2)));
  });

  it('from a staking: the LOAD_CARD activity; the staking’s limits with the spec’s text', async () => {
    const c = await card('ben');
    const staking = await openTestStaking(bank, {
      userId: callers.ben!.id,
      productCode: 'CARD_LOAD_TEST_AXC',
      currency: 'AXC',
      fromAccountId: accounts.ben!.AXC!,
      amount: '10000',
    });
    const rates = await usdRates(bank.ctx);
    const paid = cardPriceInSource('103.70', 'USD', 'AXC', pairRate(rates, 'AXC', 'USD'));
    const res = await load('ben', { cardId: c.id, amount: '100', fromStakingId: staking.id });
    expect(res.body).toMatchObject({ Description: 'Success', card: { balance: '100.00' } });
    const activity = (await stakingActivities(bank, staking.id)).at(-1)!;
    expect(activity).toMatchObject({
      type_code: 'LOAD_CARD',
      transaction_id: res.body.transactionId,
    });
    expect(plain(activity.amount_changed)).toBe(plain(`-${paid}`));
    expect(activity.meta).toMatchObject({ cardId: c.id });
    // 5000 AXC a day (122.50 USD): another 100 USD load (4232.65… AXC) passes it.
    await expectRefused(
      'ben',
      { cardId: c.id, amount: '100', fromStakingId: staking.id },
      c.issuerCardId,
      422,
      "Exceeded staking's daily spend limit",
    );
    // Another customer's staking: 404.
    const other = await card('cat');
    await expectRefused(
      'cat',
      { cardId: other.id, amount: '10', fromStakingId: staking.id },
      other.issuerCardId,
      404,
      'Staking not found',
    );
  });

  it('an account short of money: 422 Insufficient funds, nothing posted', async () => {
    const c = await card('cat');
    await expectRefused(
      'cat',
      { cardId: c.id, amount: '1500', fromAccountId: accounts.cat!.USAX! },
      c.issuerCardId,
      422,
      'Insufficient funds',
    );
  });

  it('the issuer declines: 200 with its Description, card and transactionId null, nothing posted', async () => {
    const c = await card('cat', { balance: '9990' });
    const before = { books: await books(), issuer: await issuerCardBalance(bank, c.issuerCardId) };
    const res = await load('cat', {
      cardId: c.id,
      amount: '20',
      fromAccountId: accounts.cat!.USD!,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Description: 'Load declined: The card balance may not exceed 10,000.00 USD',
      card: null,
      transactionId: null,
    });
    expect({ books: await books(), issuer: await issuerCardBalance(bank, c.issuerCardId) }).toEqual(
      before,
    );
  });

  it('a card that is not ACTIVE: 409', async () => {
    for (const status of ['SUSPENDED', 'INACTIVE'] as const) {
      const c = await card('dan', { status });
      await expectRefused(
        'dan',
        { cardId: c.id, amount: '10', fromAccountId: accounts.dan!.USD! },
        c.issuerCardId,
        409,
        'Only an active card can do this',
      );
    }
  });

  it('the amount, the source and the card, with the spec’s messages', async () => {
    const c = await card('dan');
    const usd = accounts.dan!.USD!;
    const refused = (body: Record<string, unknown>, status: number, message: string) =>
      expectRefused('dan', { cardId: c.id, ...body }, c.issuerCardId, status, message);
    await refused({ amount: '0', fromAccountId: usd }, 400, 'Please insert a valid amount!');
    await refused({ amount: '0.00', fromAccountId: usd }, 400, 'Please insert a valid amount!');
    await refused({ amount: '5.001', fromAccountId: usd }, 400, 'Please insert a valid amount!');
    await refused(
      { amount: '4.99', fromAccountId: usd },
      400,
      'The minimum amount to load is 5 USD.',
    );
    await refused({ amount: '10' }, 400, 'Please select an account for amount deduction!');
    await refused(
      { amount: '10', fromAccountId: '' },
      400,
      'Please select an account for amount deduction!',
    );
    await refused(
      { amount: '10', fromAccountId: usd, fromStakingId: 'x' },
      400,
      'Choose either an account or a staking to pay from',
    );
    await refused({ amount: '10', fromAccountId: accounts.ann!.USD! }, 404, 'Account not found');
    // Another customer's card, an unknown and a malformed id: 404.
    const anns = await card('ann');
    await expectRefused(
      'dan',
      { cardId: anns.id, amount: '10', fromAccountId: usd },
      anns.issuerCardId,
      404,
      'Card not found',
    );
    const unknown = await load('dan', {
      cardId: crypto.randomUUID(),
      amount: '10',
      fromAccountId: usd,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Card not found' } });
    expect((await load('dan', { cardId: 'nope', amount: '10', fromAccountId: usd })).status).toBe(
      404,
    );
  });

  it('answers a replayed Idempotency-Key with the same answer, loaded once', async () => {
    const c = await card('dan');
    const headers = { 'Idempotency-Key': 'card-load-replay-1' };
    const body = { cardId: c.id, amount: '50', fromAccountId: accounts.dan!.USD! };
    const counts = await books();
    const first = await load('dan', body, headers);
    const second = await load('dan', body, headers);
    expect(first.body.Description).toBe('Success');
    expect(second).toEqual(first);
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 4,
    });
    expect(await cardAccountBalance(bank, c.id)).toBe('50');
  });

  it('loads of one card queue on its row: concurrent loads all land, each once', async () => {
    const c = await card('dan');
    const results = await Promise.all(
      ['10', '11', '12'].map((amount) =>
        load('dan', { cardId: c.id, amount, fromAccountId: accounts.dan!.USD! }),
      ),
    );
    expect(results.map((r) => r.body.Description)).toEqual(['Success', 'Success', 'Success']);
    expect(await cardAccountBalance(bank, c.id)).toBe('33');
    expect(await issuerCardBalance(bank, c.issuerCardId)).toBe('33');
    const count = await bank.ctx.db
      .selectFrom('transactions')
      .select(sql<number>`count(*)`.as('n'))
      .where(sql<string>`meta->>'cardId'`, '=', c.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('leaves the books balanced, every card’s account equal to the issuer’s balance', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.cardMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
