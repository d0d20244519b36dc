import { cardPriceInSource, CARD_MESSAGES, type CardCurrency } from '@axia/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairRate, usdRates } from '../src/modules/currency/service';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount, postTransaction } from '../src/modules/ledger/post';
import { ledgerCounts, suiteCustomers } from './api-support';
import { insertTestCard } from './card-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  addStakingProduct,
  openTestStaking,
  postingsOf,
  stakingActivities,
} from './payment-support';
import { plain } from './staking-support';

// Issue 14, seed 002 §2 Cards (request physical card), §3 'fromAccountId source type ACCOUNT or STAKING for physical
// requests', §4 the physical card flow, §5 Physical card ('Please select an account for amount deduction!'), §9:
// POST /card/{id}/convertToPhysical charges the physical card fee (+ shipping and handling for Courier, USD) exactly
// from an account or a staking, orders the plastic card at the issuer and marks the card; every refusal is a 4xx
// with nothing written.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'card-physical.test');
const { callers, accounts, post } = customers;
const books = () => ledgerCounts(bank);
const balance = async (id: string) => plain(await accountBalance(bank, id));
const convert = (who: string, cardId: string, body: unknown, headers?: Record<string, string>) =>
  post(who, `/card/${cardId}/convertToPhysical`, body, headers);
const card = (
  who: string,
  options: { currency?: CardCurrency; status?: 'ACTIVE' | 'SUSPENDED' | 'INACTIVE' } = {},
) => insertTestCard(bank, { userId: callers[who]!.id, ...options });
const cardRow = (id: string) =>
  bank.ctx.db
    .selectFrom('cards')
    .innerJoin('issuer_cards', 'issuer_cards.id', 'cards.issuer_card_id')
    .select([
      'cards.convert_physical_requested',
      'cards.delivery',
      'cards.updated_at',
      'issuer_cards.physical_requested_at',
      'issuer_cards.delivery as issuer_delivery',
    ])
    .where('cards.id', '=', id)
    .executeTakeFirstOrThrow();
const paymentOf = (cardId: string) =>
  bank.ctx.db
    .selectFrom('transactions')
    .selectAll()
    .where(sql<string>`meta->>'cardId'`, '=', cardId)
    .where('type', '=', 'CARD_CONVERT_TO_PHYSICAL')
    .executeTakeFirstOrThrow();

/** A refusal: this status and message, nothing posted, the card unchanged. */
async function expectRefused(
  who: string,
  cardId: string,
  body: unknown,
  status: number,
  message: string,
) {
  const before = { books: await books(), card: await cardRow(cardId).catch(() => null) };
  const res = await convert(who, cardId, body);
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect({ books: await books(), card: await cardRow(cardId).catch(() => null) }).toEqual(before);
}

const setFeatures = customers.setFeatures;

let issuerUsd: string;

describe.skipIf(engineUnavailable)(`POST /card/:id/convertToPhysical (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    for (const who of ['ann', 'ben', 'cat']) await customers.add(who, 'acme@demo.test');
    await customers.add('eve', 'eu@demo.test');
    await addStakingProduct(bank, 'CARD_PHYSICAL_TEST_AXC', 'AXC', { daily: '1000' });
    issuerUsd = await internalAccount(bank.ctx.db, 'CARD_ISSUER', 'USD');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('Standard delivery from the USD account: exactly 15.00 USD to the issuer, the card marked', async () => {
    const c = await card('ann');
    const usd = accounts.ann!.USD!;
    const [before, counts] = [await balance(usd), await books()];
    const res = await convert('ann', c.id, { cardId: c.id, fromAccountId: usd });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: c.id,
      status: 'ACTIVE',
      isPhysical: false,
      convertPhysicalRequested: true,
      delivery: 'Standard',
    });
    expect(await balance(usd)).toBe(plain((Number(before) - 15).toFixed(2)));
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });
    const tx = await paymentOf(c.id);
    expect(tx).toMatchObject({ type: 'CARD_CONVERT_TO_PHYSICAL', method: 'CARD', currency: 'USD' });
    expect(await postingsOf(bank, tx.id)).toEqual(
      [
        [usd, '-15'],
        [issuerUsd, '15'],
      ].sort(),
    );
    const row = await cardRow(c.id);
    expect(row).toMatchObject({ convert_physical_requested: true, issuer_delivery: 'Standard' });
    expect(row.physical_requested_at).not.toBeNull();
    // Ordered once: a second request is refused.
    await expectRefused(
      'ann',
      c.id,
      { cardId: c.id, fromAccountId: usd },
      409,
      CARD_MESSAGES.alreadyPhysical,
    );
  });

  it('Courier: the physical fee and shipping and handling, 15 + 25 = 40.00 USD', async () => {
    const c = await card('ann');
    const usd = accounts.ann!.USD!;
    const before = await balance(usd);
    const res = await convert('ann', c.id, {
      cardId: c.id,
      fromAccountId: usd,
      sourceType: 'ACCOUNT',
      delivery: 'Courier',
    });
    expect(res.body).toMatchObject({ convertPhysicalRequested: true, delivery: 'Courier' });
    expect(await balance(usd)).toBe(plain((Number(before) - 40).toFixed(2)));
    expect((await paymentOf(c.id)).meta).toMatchObject({
      delivery: 'Courier',
      physicalFee: '15.00',
      shippingFee: '25.00',
    });
  });

  it('a EUROPE card by Courier from the EUR account: 50.00 USD converted per cardPriceInSource', async () => {
    const c = await card('eve', { currency: 'EUR' });
    const eur = accounts.eve!.EUR!;
    const rates = await usdRates(bank.ctx);
    const paid = cardPriceInSource('50.00', 'USD', 'EUR', pairRate(rates, 'EUR', 'USD'));
    expect(paid).toBe('46.30');
    const before = await balance(eur);
    const res = await convert('eve', c.id, {
      cardId: c.id,
      fromAccountId: eur,
      delivery: 'Courier',
    });
    expect(res.status).toBe(200);
    expect(await balance(eur)).toBe(plain((Number(before) - 46.3).toFixed(2)));
    const fxEur = await internalAccount(bank.ctx.db, 'FX', 'EUR');
    const fxUsd = await internalAccount(bank.ctx.db, 'FX', 'USD');
    expect(await postingsOf(bank, (await paymentOf(c.id)).id)).toEqual(
      [
        [eur, '-46.3'],
        [fxEur, '46.3'],
        [fxUsd, '-50'],
        [issuerUsd, '50'],
      ].sort(),
    );
  });

  it('from a staking (sourceType STAKING): the CONVERT_CARD_TO_PHYSICAL activity and its limits', async () => {
    const staking = await openTestStaking(bank, {
      userId: callers.ben!.id,
      productCode: 'CARD_PHYSICAL_TEST_AXC',
      currency: 'AXC',
      fromAccountId: accounts.ben!.AXC!,
      amount: '5000',
    });
    const c = await card('ben');
    const res = await convert('ben', c.id, {
      cardId: c.id,
      fromAccountId: staking.id,
      sourceType: 'STAKING',
    });
    expect(res.status).toBe(200);
    const activity = (await stakingActivities(bank, staking.id)).at(-1)!;
    expect(activity).toMatchObject({
      type_code: 'CONVERT_CARD_TO_PHYSICAL',
      transaction_id: (await paymentOf(c.id)).id,
    });
    // 15 USD at 0.0245: 612.24490 AXC.
    expect(plain(activity.amount_changed)).toBe('-612.2449');
    // 1000 AXC a day: another 612.24490 passes it.
    const second = await card('ben');
    await expectRefused(
      'ben',
      second.id,
      { cardId: second.id, fromAccountId: staking.id, sourceType: 'STAKING' },
      422,
      "Exceeded staking's daily spend limit",
    );
    // Another customer's staking: 404.
    const cats = await card('cat');
    await expectRefused(
      'cat',
      cats.id,
      { cardId: cats.id, fromAccountId: staking.id, sourceType: 'STAKING' },
      404,
      'Staking not found',
    );
  });

  it('refuses with the spec’s and the bank’s messages, nothing written', async () => {
    const c = await card('cat');
    const usd = accounts.cat!.USD!;
    await expectRefused(
      'cat',
      c.id,
      { cardId: crypto.randomUUID(), fromAccountId: usd },
      400,
      'The card in the body must be the card of the path',
    );
    await expectRefused(
      'cat',
      c.id,
      { cardId: c.id, fromAccountId: '' },
      400,
      'Please select an account for amount deduction!',
    );
    await expectRefused(
      'cat',
      c.id,
      { cardId: c.id },
      400,
      'Please select an account for amount deduction!',
    );
    await expectRefused(
      'cat',
      c.id,
      { cardId: c.id, fromAccountId: accounts.ann!.USD! },
      404,
      'Account not found',
    );
    // Another customer's card.
    const anns = await card('ann');
    await expectRefused(
      'cat',
      anns.id,
      { cardId: anns.id, fromAccountId: usd },
      404,
      'Card not found',
    );
    for (const status of ['SUSPENDED', 'INACTIVE'] as const) {
      const other = await card('cat', { status });
      await expectRefused(
        'cat',
        other.id,
        { cardId: other.id, fromAccountId: usd },
        409,
        CARD_MESSAGES.notActive,
      );
    }
    // Already a physical card.
    const plastic = await card('cat');
    await bank.ctx.db
      .updateTable('cards')
      .set({ is_physical: true })
      .where('id', '=', plastic.id)
      .execute();
    await expectRefused(
      'cat',
      plastic.id,
      { cardId: plastic.id, fromAccountId: usd },
      409,
      CARD_MESSAGES.alreadyPhysical,
    );
    // Short of money: leave 1.00 USD.
    const have = await balance(usd);
    const take = (Number(have) - 1).toFixed(2);
    await postTransaction(bank.ctx.db, {
      type: 'WIRE_TRANSFER',
      method: 'WIRE',
      amount: take,
      currency: 'USD',
      userId: callers.cat!.id,
      legs: [
        { accountId: usd, amount: `-${take}` },
        { accountId: await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'USD'), amount: take },
      ],
      createdAt: bank.clock.now(),
    });
    await expectRefused(
      'cat',
      c.id,
      { cardId: c.id, fromAccountId: usd },
      422,
      'Insufficient funds',
    );
    // Without the physical-card flag.
    await setFeatures('cat', (f) => f.filter((x) => x !== 'CARD_COURIER_OPTION'));
    await expectRefused(
      'cat',
      c.id,
      { cardId: c.id, fromAccountId: accounts.cat!.EUR! },
      403,
      CARD_MESSAGES.physicalFeatureOff,
    );
    await setFeatures('cat', (f) => f.filter((x) => x !== 'MENU_CARDS'));
    await expectRefused(
      'cat',
      c.id,
      { cardId: c.id, fromAccountId: accounts.cat!.EUR! },
      403,
      'Cards are not available to you',
    );
  });

  it('answers a replayed Idempotency-Key with the same card, charged once', async () => {
    const c = await card('ann');
    const headers = { 'Idempotency-Key': 'card-physical-replay-1' };
    const body = { cardId: c.id, fromAccountId: accounts.ann!.USD! };
    const counts = await books();
    const first = await convert('ann', c.id, body, headers);
    const second = await convert('ann', c.id, body, headers);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });
  });

  it('leaves the books balanced', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.cardMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
