import { CARD_MESSAGES } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount } from '../src/modules/ledger/post';
import { ledgerCounts, suiteCustomers } from './api-support';
import { cardAccountBalance, insertTestCard, issuerCardBalance } from './card-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';
import { plain } from './staking-support';
import { staffCall } from './staff-support';

// The back office's cards (sandbox admin): card-spend posts one balanced CARD_PAYMENT (the card's account → the card
// issuer) with the issuer's statement row, keeps the audit clean and refuses over the balance with nothing written;
// card-status, card-kyc, card-tracking ready; holder sets the card holder's profile (GET /user shows it and the
// region).

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'card-admin.test');
const { callers, emails, get } = customers;
const admin = (path: string, body: unknown) => adminCall(bank, path, body);
const issuerRows = async (issuerCardId: string) =>
  bank.ctx.db
    .selectFrom('issuer_card_transactions')
    .selectAll()
    .where('issuer_card_id', '=', issuerCardId)
    .orderBy('occurred_at')
    .execute();

describe.skipIf(engineUnavailable)(`card back office (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ann', 'ada@demo.test');
    await customers.add('bob', 'ada@demo.test');
    await customers.add('eu', 'eu@demo.test');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('card-spend posts one balanced CARD_PAYMENT from the most recent ACTIVE card to the issuer; the audit stays clean', async () => {
    const older = await insertTestCard(bank, {
      userId: callers.ann!.id,
      balance: '50',
      now: new Date('2026-11-01T00:00:00Z'),
    });
    const latest = await insertTestCard(bank, { userId: callers.ann!.id, balance: '80' });
    await insertTestCard(bank, { userId: callers.ann!.id, status: 'INACTIVE' });
    const issuer = await internalAccount(bank.ctx.db, 'CARD_ISSUER', 'USD');
    const issuerBefore = plain(await accountBalance(bank, issuer));
    const res = await admin('/card-spend', {
      email: emails.ann,
      amount: '25.40',
      merchant: 'Grocery Store',
    });
    expect(res.status).toBe(200);
    expect(res.body.card).toMatchObject({ id: latest.id, balance: '54.60' });
    const tx = await bank.ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      type: 'CARD_PAYMENT',
      method: 'CARD',
      user_id: callers.ann!.id,
      currency: 'USD',
    });
    expect(plain(tx.amount)).toBe('25.4');
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', tx.id)
      .execute();
    expect(Object.fromEntries(legs.map((l) => [l.account_id, plain(l.amount)]))).toEqual({
      [latest.accountId]: '-25.4',
      [issuer]: '25.4',
    });
    expect(plain(await accountBalance(bank, issuer))).toBe(
      plain(String(Number(issuerBefore) + 25.4)),
    );
    expect(await cardAccountBalance(bank, latest.id)).toBe('54.6');
    expect(await issuerCardBalance(bank, latest.issuerCardId)).toBe('54.6');
    expect(await cardAccountBalance(bank, older.id)).toBe('50');
    const rows = await issuerRows(latest.issuerCardId);
    expect(rows.map((r) => [r.kind, r.description, plain(r.amount), r.transaction_id])).toEqual([
      ['LOAD', 'Card load', '80', expect.any(String)],
      ['SPEND', 'Grocery Store', '-25.4', tx.id],
    ]);
    // --card picks another card of the customer's.
    const chosen = await admin('/card-spend', {
      email: emails.ann,
      amount: '10',
      merchant: 'Fuel',
      cardId: older.id,
    });
    expect(chosen.body.card).toMatchObject({ id: older.id, balance: '40.00' });
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.ok).toBe(true);
    expect(audit.cardMismatches).toEqual([]);
    expect(audit.counts.cardAccounts).toBeGreaterThanOrEqual(3);
  });

  it('refuses spending over the card’s balance (422 Insufficient funds), from a card not ACTIVE or not the customer’s, writing nothing', async () => {
    const c = await insertTestCard(bank, { userId: callers.bob!.id, balance: '20' });
    const before = await ledgerCounts(bank);
    const over = await admin('/card-spend', {
      email: emails.bob,
      amount: '20.01',
      merchant: 'Too Much',
      cardId: c.id,
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(CARD_MESSAGES.insufficientFunds);
    expect(await ledgerCounts(bank)).toEqual(before);
    expect(await cardAccountBalance(bank, c.id)).toBe('20');
    expect(await issuerCardBalance(bank, c.issuerCardId)).toBe('20');
    expect(await issuerRows(c.issuerCardId)).toHaveLength(1);
    // Another customer's card, an unknown one, a future date, too many decimals.
    expect(
      (await admin('/card-spend', { email: emails.ann, amount: '1', merchant: 'X', cardId: c.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await admin('/card-spend', {
          email: emails.bob,
          amount: '1',
          merchant: 'X',
          cardId: crypto.randomUUID(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await admin('/card-spend', {
          email: emails.bob,
          amount: '1',
          merchant: 'X',
          at: '2030-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(400);
    expect(
      (await admin('/card-spend', { email: emails.bob, amount: '1.001', merchant: 'X' })).status,
    ).toBe(400);
    expect(
      (await admin('/card-spend', { email: emails.bob, amount: '-1', merchant: 'X' })).status,
    ).toBe(400);
    const suspended = await admin(`/cards/${c.id}/status`, { status: 'SUSPENDED' });
    expect(suspended.body.status).toBe('SUSPENDED');
    const refused = await admin('/card-spend', {
      email: emails.bob,
      amount: '1',
      merchant: 'X',
      cardId: c.id,
    });
    expect(refused.status).toBe(409);
    // bob has no ACTIVE card left.
    const none = await admin('/card-spend', { email: emails.bob, amount: '1', merchant: 'X' });
    expect(none.status).toBe(404);
    expect(await ledgerCounts(bank)).toEqual(before);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('sets a card’s status (bank and issuer), KYC flag and courier tracking', async () => {
    const c = await insertTestCard(bank, {
      userId: callers.bob!.id,
      physical: true,
      delivery: 'Courier',
    });
    for (const status of ['LOST', 'STOLEN', 'EXPIRED', 'ACTIVE']) {
      const res = await admin(`/cards/${c.id}/status`, { status });
      expect(res.status).toBe(200);
      expect((await get('bob', `/card/${c.id}`)).body.status).toBe(status);
      const issuer = await bank.ctx.db
        .selectFrom('issuer_cards')
        .select('status')
        .where('id', '=', c.issuerCardId)
        .executeTakeFirstOrThrow();
      expect(issuer.status).toBe(status);
    }
    expect((await admin(`/cards/${c.id}/status`, { status: 'INACTIVE' })).status).toBe(400);
    expect((await admin(`/cards/${crypto.randomUUID()}/status`, { status: 'LOST' })).status).toBe(
      404,
    );
    // With the customer's email, the card must be theirs.
    const notTheirs = await admin(`/cards/${c.id}/status`, { status: 'LOST', email: emails.ann });
    expect(notTheirs.status).toBe(404);
    expect((await get('bob', `/card/${c.id}`)).body.status).toBe('ACTIVE');
    // The KYC flag is a staff decision (the staff API's card KYC, with its reason).
    const kyc = (fullKyc: boolean) =>
      staffCall(bank, 'operator', 'staffCardKyc', {
        params: { cardId: c.id },
        body: { fullKyc, reason: 'Identity document checked' },
      });
    expect((await kyc(true)).body.fullKyc).toBe(true);
    expect((await get('bob', `/card/${c.id}`)).body.isFullKyc).toBe(true);
    expect((await kyc(false)).body.fullKyc).toBe(false);
    expect((await get('bob', `/card/${c.id}/shipmentTrackingNo`)).body.trackingNumber).toBeNull();
    const ready = await admin(`/cards/${c.id}/tracking-ready`, { email: emails.bob });
    expect(ready.body.trackingNumber).toMatch(/^AXC\d{12}$/);
    expect((await get('bob', `/card/${c.id}/shipmentTrackingNo`)).body.trackingNumber).toBe(
      ready.body.trackingNumber,
    );
    const virtual = await insertTestCard(bank, { userId: callers.bob!.id });
    expect((await admin(`/cards/${virtual.id}/tracking-ready`, {})).status).toBe(409);
  });

  it('holder sets the card holder’s profile; GET /user shows it with the card region', async () => {
    expect((await get('eu', '/user')).body).toMatchObject({
      addressCountry: 'DE',
      region: 'EUROPE',
    });
    const res = await admin(`/users/${emails.ann}/holder`, {
      addressCountry: 'gb',
      addressLine1: '10 Downing Street',
      addressCity: 'London',
      addressState: 'London',
      addressPostalCode: 'SW1A 2AA',
      alternativeFirstName: 'Ada',
      alternativeLastName: 'L',
      firstName: 'Augusta Ada',
      lastName: 'King-Noel Lovelace',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ addressCountry: 'GB', addressCity: 'London' });
    const user = (await get('ann', '/user')).body;
    expect(user).toMatchObject({
      addressCountry: 'GB',
      addressLine1: '10 Downing Street',
      addressCity: 'London',
      addressPostalCode: 'SW1A 2AA',
      alternativeFirstName: 'Ada',
      alternativeLastName: 'L',
      firstName: 'Augusta Ada',
      lastName: 'King-Noel Lovelace',
      region: 'EUROPE',
    });
    expect((await admin(`/users/${emails.ann}/holder`, { firstName: '' })).status).toBe(400);
    expect((await get('ann', '/card/cardTypes')).body).toHaveLength(3);
    await admin(`/users/${emails.ann}/holder`, { addressCountry: 'BR' });
    expect((await get('ann', '/user')).body.region).toBeNull();
    expect((await admin(`/users/${emails.ann}/holder`, { addressCountry: 'BRA' })).status).toBe(
      400,
    );
    expect((await admin(`/users/nobody@x.test/holder`, {})).status).toBe(404);
  });
});
