import { CARD_MESSAGES } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount } from '../src/modules/ledger/post';
import { ledgerCounts, provisionCaller, type Caller } from './api-support';
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
import { sendWebhook } from './webhook-support';

// Issue 40: the card issuer reports to the bank by signed webhook (POST /webhooks/card-issuer). card.transaction: a
// payment settled at a merchant, posted once as a CARD_PAYMENT from the card's account to the card issuer — once per
// webhook-id (a replay gets the first answer) and once per issuer transaction id (the same payment under a new
// webhook-id posts nothing); refused (nothing changed) for a card the bank does not have, another currency, a card
// not ACTIVE or over the card's balance. card.status_changed: the bank's card follows the issuer's status. The back
// office's card-spend and card-status send these events: the issuer's statement row only after the bank's 2xx.

describe.skipIf(engineUnavailable)(`POST /webhooks/card-issuer (${engine})`, () => {
  let bank: TestBank;
  let ann: Caller;
  let bob: Caller;

  const send = (
    event: { type: string; data: unknown },
    options: { id?: string; secret?: string } = {},
  ) => sendWebhook(bank, 'cardIssuer', event, options);

  const payment = (
    issuerCardId: string,
    issuerTransactionId: string,
    amount: string,
    extra: Record<string, string> = {},
  ) => ({
    type: 'card.transaction',
    data: {
      issuerCardId,
      issuerTransactionId,
      amount,
      currency: 'USD',
      merchant: 'Grocery Store',
      at: '2026-11-20T09:30:00.000Z',
      ...extra,
    },
  });

  /** The CARD_PAYMENTs of a card, oldest first. */
  const payments = async (cardId: string) =>
    (
      await bank.ctx.db
        .selectFrom('transactions')
        .selectAll()
        .where('type', '=', 'CARD_PAYMENT')
        .orderBy('created_at')
        .execute()
    ).filter((tx) => (tx.meta as { cardId?: string } | null)?.cardId === cardId);

  const issuerRows = async (issuerCardId: string) =>
    bank.ctx.db
      .selectFrom('issuer_card_transactions')
      .selectAll()
      .where('issuer_card_id', '=', issuerCardId)
      .orderBy('occurred_at')
      .execute();

  /** The statuses of the card issuer's recorded events of `type` whose answer mentions `text`. */
  const issuerEvents = async (type: string, text: string) =>
    (
      await bank.ctx.db
        .selectFrom('webhook_events')
        .select(['status', 'answer'])
        .where('party', '=', 'cardIssuer')
        .where('type', '=', type)
        .execute()
    )
      .filter((event) => JSON.stringify(event.answer).includes(text))
      .map((event) => event.status);

  const cardStatus = async (cardId: string) =>
    (
      await bank.ctx.db
        .selectFrom('cards')
        .select('status')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    bank = await startTestBank();
    ann = await provisionCaller(bank, {
      email: 'ann@card-webhooks.test',
      firstName: 'Ann',
      lastName: 'A',
    });
    bob = await provisionCaller(bank, {
      email: 'bob@card-webhooks.test',
      firstName: 'Bob',
      lastName: 'B',
    });
  }, 180_000);
  afterAll(() => bank?.close());

  it('posts a signed card.transaction once: a replay of its webhook-id or its issuer transaction id posts nothing', async () => {
    const card = await insertTestCard(bank, { userId: ann.id, balance: '80' });
    const issuer = await internalAccount(bank.ctx.db, 'CARD_ISSUER', 'USD');
    const issuerBefore = plain(await accountBalance(bank, issuer));
    const before = await ledgerCounts(bank);
    const first = await send(payment(card.issuerCardId, 'itx-1001', '25.40'), { id: 'evt_pay_1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.replayed).toBeNull();
    expect(first.body).toMatchObject({
      card: { id: card.id, balance: '54.60', currency: 'USD', status: 'ACTIVE' },
      transactionId: expect.any(String),
      publicId: expect.stringMatching(/^TX[0-9A-F]{12}$/),
    });
    const posted = await payments(card.id);
    expect(posted).toHaveLength(1);
    const tx = posted[0]!;
    expect(tx).toMatchObject({
      id: first.body.transactionId,
      public_id: first.body.publicId,
      type: 'CARD_PAYMENT',
      method: 'CARD',
      user_id: ann.id,
      currency: 'USD',
      title: 'Card payment: Grocery Store',
      description: 'Grocery Store',
    });
    expect(plain(tx.amount)).toBe('25.4');
    expect(new Date(tx.created_at).toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(tx.meta).toEqual({
      cardId: card.id,
      last4: card.last4,
      merchant: 'Grocery Store',
      issuerTransactionId: 'itx-1001',
    });
    expect(tx.from_side).toMatchObject({
      accountId: card.accountId,
      accountType: 'CARD',
      amount: '25.40',
      userId: ann.id,
      email: 'ann@card-webhooks.test',
    });
    expect(tx.to_side).toMatchObject({
      accountAlias: 'Grocery Store',
      accountType: 'MERCHANT',
      amount: '25.40',
    });
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', tx.id)
      .execute();
    expect(Object.fromEntries(legs.map((l) => [l.account_id, plain(l.amount)]))).toEqual({
      [card.accountId]: '-25.4',
      [issuer]: '25.4',
    });
    expect(await ledgerCounts(bank)).toEqual({
      transactions: before.transactions + 1,
      postings: before.postings + 2,
    });

    // The same webhook-id again: the first answer, marked replayed, nothing posted.
    const replay = await send(payment(card.issuerCardId, 'itx-1001', '25.40'), {
      id: 'evt_pay_1',
    });
    expect(replay).toEqual({ status: 200, replayed: 'true', body: first.body });
    // The same issuer transaction under a new webhook-id (the issuer lost the first answer): the same payment.
    const resent = await send(payment(card.issuerCardId, 'itx-1001', '25.40'), {
      id: 'evt_pay_1_retry',
    });
    expect(resent.status).toBe(200);
    expect(resent.replayed).toBeNull();
    expect(resent.body).toMatchObject({
      card: { id: card.id, balance: '54.60' },
      transactionId: first.body.transactionId,
      publicId: first.body.publicId,
    });
    // The same issuer transaction id with another amount is not the same payment: refused.
    const altered = await send(payment(card.issuerCardId, 'itx-1001', '30.00'));
    expect([altered.status, altered.body.message]).toEqual([
      409,
      'This issuer transaction was already reported with another card, amount or currency',
    ]);
    expect(await payments(card.id)).toHaveLength(1);
    expect(await ledgerCounts(bank)).toEqual({
      transactions: before.transactions + 1,
      postings: before.postings + 2,
    });
    expect(await cardAccountBalance(bank, card.id)).toBe('54.6');
    expect(plain(await accountBalance(bank, issuer))).toBe(
      plain(String(Number(issuerBefore) + 25.4)),
    );
    // The issuer's statement row is the issuer's to write (the back office's card-spend does it on the 2xx): the
    // bank's event alone does not touch the issuer's records.
    expect(await issuerCardBalance(bank, card.issuerCardId)).toBe('80');
  });

  it('refuses an unknown card, another currency, a card not ACTIVE and a payment over the balance, changing nothing', async () => {
    const card = await insertTestCard(bank, { userId: bob.id, balance: '20' });
    const euros = await insertTestCard(bank, { userId: bob.id, currency: 'EUR', balance: '50' });
    const before = await ledgerCounts(bank);
    const unknown = await send(payment('no-such-issuer-card', 'itx-2001', '1.00'));
    expect([unknown.status, unknown.body.message]).toEqual([404, CARD_MESSAGES.cardNotFound]);
    // A USD payment reported on the EUR card, and a EUR one on the USD card.
    const onEuros = await send(payment(euros.issuerCardId, 'itx-2002', '1.00'));
    expect([onEuros.status, onEuros.body.message]).toEqual([
      422,
      "This card's currency is EUR, not USD",
    ]);
    const inEuros = await send(payment(card.issuerCardId, 'itx-2003', '1.00', { currency: 'EUR' }));
    expect([inEuros.status, inEuros.body.message]).toEqual([
      422,
      "This card's currency is USD, not EUR",
    ]);
    const over = await send(payment(card.issuerCardId, 'itx-2004', '20.01'));
    expect([over.status, over.body.message]).toEqual([422, CARD_MESSAGES.insufficientFunds]);
    const decimals = await send(payment(card.issuerCardId, 'itx-2005', '1.001'));
    expect([decimals.status, decimals.body.message]).toEqual([
      400,
      'amount has more than 2 decimals, which USD allows',
    ]);
    const future = await send(
      payment(card.issuerCardId, 'itx-2006', '1.00', { at: '2030-01-01T00:00:00Z' }),
    );
    expect([future.status, future.body.message]).toEqual([
      400,
      'at must not be after the bank’s clock',
    ]);
    const negative = await send(payment(card.issuerCardId, 'itx-2007', '-1'));
    expect(negative.status).toBe(400);
    await bank.ctx.db
      .updateTable('cards')
      .set({ status: 'SUSPENDED' })
      .where('id', '=', card.id)
      .execute();
    const suspended = await send(payment(card.issuerCardId, 'itx-2008', '1.00'), {
      id: 'evt_while_suspended',
    });
    expect([suspended.status, suspended.body.message]).toEqual([409, CARD_MESSAGES.notActive]);
    expect(await ledgerCounts(bank)).toEqual(before);
    expect(await cardAccountBalance(bank, card.id)).toBe('20');
    expect(await cardAccountBalance(bank, euros.id)).toBe('50');
    // A refused event is not recorded: once the card is ACTIVE again, the same webhook-id is applied.
    await bank.ctx.db
      .updateTable('cards')
      .set({ status: 'ACTIVE' })
      .where('id', '=', card.id)
      .execute();
    const retried = await send(payment(card.issuerCardId, 'itx-2008', '1.00'), {
      id: 'evt_while_suspended',
    });
    expect([retried.status, retried.replayed]).toEqual([200, null]);
    expect(retried.body.card.balance).toBe('19.00');
    expect(await ledgerCounts(bank)).toEqual({
      transactions: before.transactions + 1,
      postings: before.postings + 2,
    });
  });

  it('refuses a bad signature with 401, changing nothing', async () => {
    const card = await insertTestCard(bank, { userId: bob.id, balance: '10' });
    const before = await ledgerCounts(bank);
    const event = payment(card.issuerCardId, 'itx-3001', '5.00');
    const wrongKey = await send(event, { secret: 'x'.repeat(40) });
    expect([wrongKey.status, wrongKey.body.message]).toEqual([
      401,
      'The webhook signature does not match',
    ]);
    // Another party's secret does not sign the card issuer's webhooks.
    const custodySecret = (bank.config.providers.custody as { webhookSecret: string })
      .webhookSecret;
    expect((await send(event, { secret: custodySecret })).status).toBe(401);
    const unsigned = await fetch(`${bank.url}/webhooks/card-issuer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(401);
    expect(await ledgerCounts(bank)).toEqual(before);
    expect(await cardAccountBalance(bank, card.id)).toBe('10');
  });

  it('card.status_changed sets the bank’s card; an unknown card or a status the issuer does not report is refused', async () => {
    const card = await insertTestCard(bank, { userId: ann.id });
    for (const status of ['LOST', 'STOLEN', 'EXPIRED', 'SUSPENDED', 'ACTIVE']) {
      const res = await send({
        type: 'card.status_changed',
        data: { issuerCardId: card.issuerCardId, status },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.card).toMatchObject({ id: card.id, status });
      expect(await cardStatus(card.id)).toBe(status);
    }
    const unknown = await send({
      type: 'card.status_changed',
      data: { issuerCardId: 'no-such-issuer-card', status: 'LOST' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, CARD_MESSAGES.cardNotFound]);
    const inactive = await send({
      type: 'card.status_changed',
      data: { issuerCardId: card.issuerCardId, status: 'INACTIVE' },
    });
    expect(inactive.status).toBe(400);
    expect(await cardStatus(card.id)).toBe('ACTIVE');
  });

  it('the back office’s card-spend: the issuer reports it, then writes its statement row under its transaction id', async () => {
    const card = await insertTestCard(bank, { userId: ann.id, balance: '30' });
    const before = await ledgerCounts(bank);
    const spent = await adminCall(bank, '/card-spend', {
      email: ann.email,
      cardId: card.id,
      amount: '12.5',
      merchant: 'Book Shop',
    });
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    expect(spent.body.card).toMatchObject({ id: card.id, balance: '17.50' });
    const [tx] = await payments(card.id);
    expect(tx!.id).toBe(spent.body.transactionId);
    const issuerTransactionId = (tx!.meta as { issuerTransactionId: string }).issuerTransactionId;
    const rows = await issuerRows(card.issuerCardId);
    expect(
      rows.map((r) => [r.id, r.kind, r.description, plain(r.amount), r.transaction_id]),
    ).toEqual([
      [expect.any(String), 'LOAD', 'Card load', '30', expect.any(String)],
      [issuerTransactionId, 'SPEND', 'Book Shop', '-12.5', tx!.id],
    ]);
    expect(await cardAccountBalance(bank, card.id)).toBe('17.5');
    expect(await issuerCardBalance(bank, card.issuerCardId)).toBe('17.5');
    // The event it sent is recorded as the card issuer's.
    expect(await issuerEvents('card.transaction', tx!.id)).toEqual(['DONE']);
    // Refused by the bank (over the balance): the issuer writes nothing either.
    const over = await adminCall(bank, '/card-spend', {
      email: ann.email,
      cardId: card.id,
      amount: '17.51',
      merchant: 'Book Shop',
    });
    expect([over.status, over.body.message]).toEqual([422, CARD_MESSAGES.insufficientFunds]);
    expect(await issuerRows(card.issuerCardId)).toHaveLength(2);
    expect(await issuerCardBalance(bank, card.issuerCardId)).toBe('17.5');
    expect(await ledgerCounts(bank)).toEqual({
      transactions: before.transactions + 1,
      postings: before.postings + 2,
    });
    // The ledger audit finds the card's account and the issuer's balance equal (the events sent by hand above, with
    // no issuer behind them, are the audit's mismatches: that is what it is for).
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.cardMismatches.filter((m) => m.cardId === card.id)).toEqual([]);
  });

  it('the back office’s card-status: the issuer sets its card, then the bank’s follows by webhook', async () => {
    const card = await insertTestCard(bank, { userId: bob.id });
    const res = await adminCall(bank, `/cards/${card.id}/status`, { status: 'STOLEN' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: card.id, status: 'STOLEN' });
    expect(await cardStatus(card.id)).toBe('STOLEN');
    const issuer = await bank.ctx.db
      .selectFrom('issuer_cards')
      .select('status')
      .where('id', '=', card.issuerCardId)
      .executeTakeFirstOrThrow();
    expect(issuer.status).toBe('STOLEN');
    expect(await issuerEvents('card.status_changed', card.id)).toEqual(['DONE']);
  });
});
