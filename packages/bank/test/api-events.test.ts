import { compare, type BankEvent } from '@axia/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_BENEFICIARY } from './payment-support';
import { inTransaction } from '../src/db/transaction';
import { postMany } from '../src/modules/ledger/bulk';
import { internalAccount, postTransaction } from '../src/modules/ledger/post';
import { ensureStakingProducts } from '../src/modules/stakings/products';
import { suiteCustomers } from './api-support';
import { insertTestCard } from './card-support';
import { openEvents, type EventReader } from './events-support';
import { staffReviewHeld, staffWireReceived } from './staff-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';

// Issue 31, the bank half: events written by the database with each change (migration 0019's triggers), streamed
// at GET /api/events as server-sent events. Each money-moving kind gives each customer it touches one event with
// their side and their new balances; a rolled-back change gives none; nobody sees another's; a reconnect with
// Last-Event-ID misses nothing and repeats nothing; heartbeats, the per-customer limit, and the ends.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'events.test');
const { callers, accounts, post, emails } = customers;
const admin = (path: string, body: unknown) => adminCall(bank, path, body);

const LABELS = ['ada', 'wile', 'road', 'ann'] as const;
type Label = (typeof LABELS)[number];
const readers = {} as Record<Label, EventReader>;

/** Equal as decimals (the database pads to 5 places, an event prints the currency's). */
const same = (a: string, b: string) => compare(a, b) === 0;

/** The event of `who` about `entityId` whose status is `status` (the first one when none is given). */
const eventOf = (who: Label, entityId: string, status?: string) =>
  readers[who].waitFor((e) => e.entityId === entityId && (!status || e.status === status));

/** Each balance in the event is the account's balance in the database now (nothing moved it since). */
async function expectCurrentBalances(event: BankEvent, who: Label, currencies: string[]) {
  expect(event.balances.map((b) => b.currency).sort()).toEqual([...currencies].sort());
  for (const b of event.balances) {
    expect(b.accountId).toBe(accounts[who]![b.currency]);
    expect(same(b.amount, await accountBalance(bank, b.accountId)), b.accountId).toBe(true);
    expect(b.spendableAmount).toBe(b.amount);
  }
}

/** What the database row of a transaction says now. */
const transactionRow = (id: string) =>
  bank.ctx.db
    .selectFrom('transactions')
    .select(['status', 'public_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Which customers' streams received an event about `entityId`. */
const receivers = (entityId: string) =>
  LABELS.filter((who) => readers[who].events.some((e) => e.entityId === entityId));

/** Every entity each case touched, with the customers it touched: the leak table at the end checks them. */
const touched: { entityId: string; who: Label[] }[] = [];

describe.skipIf(engineUnavailable)(`live events (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await ensureStakingProducts(bank.ctx.db, bank.clock.now());
    await customers.add('ada', 'ada@demo.test');
    await customers.add('wile', 'acme@demo.test');
    await customers.add('road', 'acme@demo.test');
    await customers.add('ann', 'ada@demo.test');
    for (const who of LABELS) {
      readers[who] = await openEvents(bank.url, callers[who]!.token);
      // The opening comment: the stream is live from here.
      await readers[who].waitForComments(1);
    }
  }, 180_000);
  afterAll(async () => {
    for (const reader of Object.values(readers)) reader.close();
    await bank?.close();
  });

  it('answers a stream: text/event-stream, not compressed, no-store; 401 without a token; 400 for a bad Last-Event-ID', async () => {
    const res = await fetch(`${bank.url}/api/events`, {
      headers: { authorization: `Bearer ${callers.ada!.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.body!.cancel();
    expect((await fetch(`${bank.url}/api/events`)).status).toBe(401);
    for (const bad of ['abc', '-1', '1e5', '9'.repeat(19)]) {
      const refused = await fetch(`${bank.url}/api/events`, {
        headers: { authorization: `Bearer ${callers.ada!.token}`, 'last-event-id': bad },
      });
      expect([refused.status, (await refused.json()).message]).toEqual([
        400,
        'Last-Event-ID must be an event id',
      ]);
    }
  });

  it("CORS: the app's own origin may send Last-Event-ID and read the stream; another origin is not answered", async () => {
    const own = bank.config.corsOrigins[0]!;
    const preflight = await fetch(`${bank.url}/api/events`, {
      method: 'OPTIONS',
      headers: {
        origin: own,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,last-event-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(own);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('last-event-id');
    const reader = await openEvents(bank.url, callers.ada!.token);
    reader.close();
    const other = await fetch(`${bank.url}/api/events`, {
      headers: {
        authorization: `Bearer ${callers.ada!.token}`,
        origin: 'https://elsewhere.example',
      },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await other.body!.cancel();
  });

  it('member transfer: the sender and the recipient, each only their side and their balance', async () => {
    const res = await post('wile', '/transfer/between-members/send', {
      fromAccountId: accounts.wile!.USD,
      amount: '25',
      currency: 'USD',
      beneficiaryEmail: emails.ada,
    });
    expect(res.status).toBe(200);
    const id = res.body.transactionId as string;
    const { public_id } = await transactionRow(id);
    const received = await eventOf('ada', id);
    expect(received).toMatchObject({
      type: 'transaction',
      entityId: id,
      status: 'COMPLETED',
      transaction: {
        id,
        publicId: public_id,
        type: 'TRANSFER_BETWEEN_MEMBERS',
        status: 'COMPLETED',
        direction: 'DEPOSIT',
        amount: '25.00',
        currency: 'USD',
        counterparty: 'Wile Coyote',
      },
    });
    await expectCurrentBalances(received, 'ada', ['USD']);
    const sent = await eventOf('wile', id);
    expect(sent.transaction).toMatchObject({
      direction: 'WITHDRAWAL',
      amount: '25.00',
      currency: 'USD',
      counterparty: 'Ada Lovelace',
    });
    await expectCurrentBalances(sent, 'wile', ['USD']);
    touched.push({ entityId: id, who: ['ada', 'wile'] });
  });

  it('between own accounts: one event, the source leg, both new balances', async () => {
    const res = await post('road', '/transfer/between-accounts', {
      fromAccountId: accounts.road!.USD,
      toAccountId: accounts.road!.EUR,
      amount: '100.00',
    });
    expect(res.status).toBe(200);
    const id = res.body.transactionId as string;
    const event = await eventOf('road', id);
    expect(event.transaction).toMatchObject({
      type: 'TRANSFER_BETWEEN_ACCOUNTS',
      direction: 'WITHDRAWAL',
      amount: '100.00',
      currency: 'USD',
    });
    await expectCurrentBalances(event, 'road', ['USD', 'EUR']);
    expect(readers.road.events.filter((e) => e.entityId === id)).toHaveLength(1);
    touched.push({ entityId: id, who: ['road'] });
  });

  it('wire deposit: the request under review (no balance), then credited by the back office', async () => {
    const res = await post('wile', '/transfer/wire-deposit', {
      toAccountId: accounts.wile!.USD,
      amountUsd: '2500',
    });
    expect(res.status).toBe(200);
    const id = res.body.id as string;
    const requested = await eventOf('wile', id, 'PENDING_REVIEW');
    expect(requested.transaction).toMatchObject({
      type: 'WIRE_DEPOSIT',
      direction: 'DEPOSIT',
      amount: '2500.00',
    });
    expect(requested.balances).toEqual([]);
    expect((await staffWireReceived(bank, id)).status).toBe(200);
    const credited = await eventOf('wile', id, 'COMPLETED');
    expect(credited.transaction).toMatchObject({ direction: 'DEPOSIT', amount: '2500.00' });
    await expectCurrentBalances(credited, 'wile', ['USD']);
    expect(BigInt(credited.id)).toBeGreaterThan(BigInt(requested.id));
    touched.push({ entityId: id, who: ['wile'] });
  });

  it('held withdrawal: held (balance down), then approved; another held, then rejected (FAILED, and a refund back)', async () => {
    const added = await post('road', '/beneficiary/wire-transfer/add', WIRE_BENEFICIARY);
    const beneficiaryId = added.body.id as string;
    for (const decision of ['approve', 'reject'] as const) {
      bank.clock.advance(1000);
      const res = await post('road', '/transfer/wire-transfer', {
        accountId: accounts.road!.USD,
        beneficiaryId,
        amount: '1000',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = res.body.transactionId as string;
      const held = await eventOf('road', id, 'PENDING_REVIEW');
      expect(held.transaction).toMatchObject({
        type: 'WIRE_TRANSFER',
        direction: 'WITHDRAWAL',
        amount: '1000.00',
      });
      await expectCurrentBalances(held, 'road', ['USD']);
      const heldBalance = held.balances[0]!.amount;
      expect((await staffReviewHeld(bank, res.body.publicId, decision)).status).toBe(200);
      const status = decision === 'approve' ? 'COMPLETED' : 'FAILED';
      expect((await transactionRow(id)).status).toBe(status);
      const decided = await eventOf('road', id, status);
      expect(decided.transaction).toMatchObject({
        status,
        direction: 'WITHDRAWAL',
        amount: '1000.00',
      });
      // Sent from the hold, or failed: the customer's balance does not move in this transaction.
      expect(decided.balances).toEqual([]);
      touched.push({ entityId: id, who: ['road'] });
      if (decision === 'reject') {
        const refund = await readers.road.waitFor(
          (e) => e.transaction?.type === 'WIRE_TRANSFER_REFUND',
        );
        expect(refund.transaction).toMatchObject({
          direction: 'DEPOSIT',
          amount: '1000.00',
          status: 'COMPLETED',
        });
        await expectCurrentBalances(refund, 'road', ['USD']);
        expect(compare(refund.balances[0]!.amount, heldBalance)).toBe(1);
        touched.push({ entityId: refund.entityId, who: ['road'] });
      }
    }
  });

  it('chain deposit: awaiting confirmation, then confirmed into AXC', async () => {
    const sent = await admin('/chain-deposit', {
      email: emails.ann,
      currencyFrom: 'BTC',
      amount: '0.001',
    });
    expect(sent.status).toBe(200);
    const id = sent.body.transactionId as string;
    const waiting = await eventOf('ann', id, 'PENDING_CONFIRMATION');
    expect(waiting.transaction).toMatchObject({
      type: 'DIGITAL_CURRENCY_DEPOSIT',
      direction: 'DEPOSIT',
      amount: sent.body.received,
      currency: 'AXC',
    });
    const confirmed = await post('ann', '/deposit/confirm', {
      externalTransactionId: id,
      accountId: accounts.ann!.AXC,
    });
    expect(confirmed.status).toBe(200);
    const done = await eventOf('ann', id, 'COMPLETED');
    await expectCurrentBalances(done, 'ann', ['AXC']);
    touched.push({ entityId: id, who: ['ann'] });
  });

  it('card: loaded from the USD account, then charged by a merchant', async () => {
    const card = await insertTestCard(bank, { userId: callers.ann!.id, balance: '0' });
    await readers.ann.waitFor((e) => e.type === 'card' && e.entityId === card.id);
    const res = await post('ann', '/card/load', {
      cardId: card.id,
      amount: '200',
      fromAccountId: accounts.ann!.USD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const loaded = await readers.ann.waitFor((e) => e.transaction?.type === 'CARD_LOAD');
    // 200 on the card and 6.40 of fees: 206.40 leave her USD account.
    expect(loaded.transaction).toMatchObject({
      direction: 'WITHDRAWAL',
      amount: '206.40',
      currency: 'USD',
    });
    await expectCurrentBalances(loaded, 'ann', ['USD']);
    const spent = await admin('/card-spend', {
      email: emails.ann,
      amount: '25.40',
      merchant: 'Grocery Store',
    });
    expect(spent.status).toBe(200);
    const charged = await readers.ann.waitFor((e) => e.transaction?.type === 'CARD_PAYMENT');
    expect(charged.transaction).toMatchObject({
      direction: 'WITHDRAWAL',
      amount: '25.40',
      currency: 'USD',
    });
    expect(charged.balances).toEqual([]);
    touched.push({ entityId: card.id, who: ['ann'] }, { entityId: charged.entityId, who: ['ann'] });
  });

  it('gift card: the order (its status) and its payment', async () => {
    const res = await post('ada', '/gift-card/', {
      productId: 'us-acorn-quill-books',
      price: '100.00',
      currency: 'USD',
      accountId: accounts.ada!.USD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await bank.ctx.db
      .selectFrom('gift_card_orders')
      .select(['id', 'status'])
      .where('user_id', '=', callers.ada!.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const ordered = await readers.ada.waitFor(
      (e) => e.type === 'giftCard' && e.entityId === order.id,
    );
    expect(ordered.status).toBe(order.status);
    const paid = await readers.ada.waitFor((e) => e.transaction?.type === 'GIFT_CARD_ORDER');
    // 100.00 and the vendor's fee.
    expect(paid.transaction!.amount).toBe('102.50');
    await expectCurrentBalances(paid, 'ada', ['USD']);
    touched.push({ entityId: order.id, who: ['ada'] }, { entityId: paid.entityId, who: ['ada'] });
  });

  it('document request: made, then canceled', async () => {
    const id = crypto.randomUUID();
    await bank.ctx.db
      .insertInto('document_requests')
      .values({
        id,
        user_id: callers.wile!.id,
        document_type: 'PROOF_OF_ADDRESS',
        status: 'INCOMPLETE',
        memo: null,
        info: JSON.stringify({}),
        info_to_update: JSON.stringify({}),
        created_at: bank.clock.now(),
        updated_at: bank.clock.now(),
      } as never)
      .execute();
    expect((await eventOf('wile', id, 'INCOMPLETE')).type).toBe('documentRequest');
    const canceled = await post('wile', '/document/cancel', { id });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const row = await bank.ctx.db
      .selectFrom('document_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('INCOMPLETE');
    await eventOf('wile', id, row.status);
    touched.push({ entityId: id, who: ['wile'] });
  });

  it('nothing for a rolled-back change: a refused transfer, and a posting undone by a failure after it', async () => {
    const before = readers.ada.events.length;
    const refused = await post('ada', '/transfer/between-members/send', {
      fromAccountId: accounts.ada!.USD,
      amount: '99999999',
      currency: 'USD',
      beneficiaryEmail: emails.wile,
    });
    expect(refused.status).toBe(422);
    const funding = await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'USD');
    let undone = '';
    await expect(
      inTransaction(bank.ctx.db, async (trx) => {
        const posted = await postTransaction(trx, {
          type: 'TRANSFER_BETWEEN_MEMBERS',
          method: 'INTERNAL',
          amount: '5',
          currency: 'USD',
          userId: callers.ada!.id,
          legs: [
            { accountId: accounts.ada!.USD!, amount: '5' },
            { accountId: funding, amount: '-5' },
          ],
          createdAt: bank.clock.now(),
        });
        undone = posted.id;
        throw new Error('injected after posting');
      }),
    ).rejects.toThrow('injected after posting');
    // A marker committed after both: the stream is in commit order, so whatever they emitted would come first.
    const marker = await post('wile', '/transfer/between-members/send', {
      fromAccountId: accounts.wile!.USD,
      amount: '1',
      currency: 'USD',
      beneficiaryEmail: emails.ada,
    });
    await eventOf('ada', marker.body.transactionId);
    expect(readers.ada.events.slice(before).map((e) => e.entityId)).toEqual([
      marker.body.transactionId,
    ]);
    const rows = await bank.ctx.db
      .selectFrom('bank_events')
      .select('id')
      .where('entity_id', '=', undone)
      .execute();
    expect(rows).toEqual([]);
    touched.push({ entityId: marker.body.transactionId, who: ['ada', 'wile'] });
  });

  it('no cross-customer leak: each event only to the customers it touches, with only their accounts', async () => {
    expect(touched.length).toBeGreaterThanOrEqual(11);
    // Every customer touched has it (awaited: the streams are independent) ...
    for (const { entityId, who } of touched)
      for (const label of who) await eventOf(label, entityId);
    // ... then a marker for everyone, committed after all of them: whatever else they were sent has arrived.
    for (const label of LABELS) {
      const marker = await postTransaction(bank.ctx.db, {
        type: 'USER_CREATION',
        method: 'SANDBOX',
        amount: '0.01',
        currency: 'USD',
        userId: callers[label]!.id,
        legs: [
          { accountId: accounts[label]!.USD!, amount: '0.01' },
          {
            accountId: await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'USD'),
            amount: '-0.01',
          },
        ],
        createdAt: bank.clock.now(),
      });
      await eventOf(label, marker.id);
    }
    for (const { entityId, who } of touched) expect(receivers(entityId), entityId).toEqual(who);
    for (const who of LABELS) {
      const own = new Set(Object.values(accounts[who]!));
      for (const event of readers[who].events)
        for (const b of event.balances)
          expect(own.has(b.accountId), `${who} ${b.accountId}`).toBe(true);
      // In id order, each once.
      const ids = readers[who].events.map((e) => BigInt(e.id));
      expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    }
  });

  it("the sandbox's seeded histories (postMany) write no events; the next posting does", async () => {
    const funding = await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'USD');
    const entry = (amount: string) => ({
      type: 'USER_CREATION' as const,
      method: 'SANDBOX' as const,
      amount,
      currency: 'USD' as const,
      userId: callers.road!.id,
      legs: [
        { accountId: accounts.road!.USD!, amount },
        { accountId: funding, amount: `-${amount}` },
      ],
      createdAt: bank.clock.now(),
    });
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bank_events`.execute(
      bank.ctx.db,
    );
    await postMany(bank.ctx.db, [entry('1'), entry('2'), entry('3')]);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bank_events`.execute(
      bank.ctx.db,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // The switch lasted that database transaction only.
    const posted = await postTransaction(bank.ctx.db, entry('4'));
    await eventOf('road', posted.id);
  });

  it('prunes events older than the retention, and only those', async () => {
    const [oldest] = await bank.ctx.db
      .selectFrom('bank_events')
      .select('id')
      .where('user_id', '=', callers.road!.id)
      .orderBy('id')
      .limit(1)
      .execute();
    await sql`UPDATE bank_events SET created_at = now() - interval '25 hours' WHERE id = ${oldest!.id}`.execute(
      bank.ctx.db,
    );
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bank_events`.execute(
      bank.ctx.db,
    );
    await bank.events.prune();
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bank_events`.execute(
      bank.ctx.db,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n - 1);
    const gone = await bank.ctx.db
      .selectFrom('bank_events')
      .select('id')
      .where('id', '=', oldest!.id)
      .execute();
    expect(gone).toEqual([]);
  });

  it('resumes after a dropped connection with Last-Event-ID: no gap, no duplicate, then live', async () => {
    const first = await openEvents(bank.url, callers.ada!.token);
    await first.waitForComments(1);
    const send = async (amount: string) => {
      const res = await post('wile', '/transfer/between-members/send', {
        fromAccountId: accounts.wile!.USD,
        amount,
        currency: 'USD',
        beneficiaryEmail: emails.ada,
      });
      expect(res.status).toBe(200);
      return res.body.transactionId as string;
    };
    const a = await send('1.01');
    const lastSeen = await first.waitFor((e) => e.entityId === a);
    first.close();
    await first.ended;
    // While away: three more.
    const missed = [await send('1.02'), await send('1.03'), await send('1.04')];
    const second = await openEvents(bank.url, callers.ada!.token, { lastEventId: lastSeen.id });
    await second.waitFor((e) => e.entityId === missed[2]);
    const live = await send('1.05');
    await second.waitFor((e) => e.entityId === live);
    expect(second.events.map((e) => e.entityId)).toEqual([...missed, live]);
    expect(second.events.map((e) => e.transaction!.amount)).toEqual([
      '1.02',
      '1.03',
      '1.04',
      '1.05',
    ]);
    second.close();
    // An id older than anything kept starts from the oldest kept: every event of hers still kept.
    const all = await openEvents(bank.url, callers.ada!.token, { lastEventId: '0' });
    await all.waitFor((e) => e.entityId === live);
    const kept = await bank.ctx.db
      .selectFrom('bank_events')
      .select('id')
      .where('user_id', '=', callers.ada!.id)
      .orderBy('id')
      .execute();
    expect(all.events.map((e) => e.id)).toEqual(kept.map((k) => String(k.id)));
    all.close();
  });
  it('staking: applied (the AXC leaves, the staking is made), then a reward accrued', async () => {
    expect(
      (await admin('/deposit', { email: emails.ada, currency: 'AXC', amount: '500' })).status,
    ).toBe(200);
    const res = await post('ada', '/staking/AXC_FLEX_30D/apply', {
      fromAccountId: accounts.ada!.AXC,
      amount: '100',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const staking = await bank.ctx.db
      .selectFrom('stakings')
      .select(['id', 'status', 'account_id'])
      .where('user_id', '=', callers.ada!.id)
      .executeTakeFirstOrThrow();
    const made = await readers.ada.waitFor(
      (e) => e.type === 'staking' && e.entityId === staking.id,
    );
    expect(made).toMatchObject({ status: staking.status, transaction: null, balances: [] });
    const paid = await readers.ada.waitFor(
      (e) => e.transaction?.type === 'STAKING_CREATED' && e.transaction.direction === 'WITHDRAWAL',
    );
    expect(paid.transaction).toMatchObject({ amount: '100.00000', currency: 'AXC' });
    await expectCurrentBalances(paid, 'ada', ['AXC']);

    // Last in this suite: three days on, the tokens of the suite have expired (and the streams end).
    bank.clock.advance(3 * 24 * 3600_000);
    expect((await admin('/staking-clock', {})).status).toBe(200);
    const reward = await bank.ctx.db
      .selectFrom('postings')
      .innerJoin('transactions as t', 't.id', 'postings.transaction_id')
      .select(['t.id', 'postings.amount'])
      .where('postings.account_id', '=', staking.account_id)
      .where('t.type', '=', 'INTEREST')
      .orderBy('postings.created_at')
      .executeTakeFirstOrThrow();
    const accrued = await eventOf('ada', reward.id);
    expect(accrued.transaction).toMatchObject({ type: 'INTEREST', direction: 'DEPOSIT' });
    expect(same(accrued.transaction!.amount, reward.amount)).toBe(true);
    // The staking's own account is not one of her accounts: no balance of it is sent.
    expect(accrued.balances).toEqual([]);
    for (const entityId of [staking.id, reward.id]) expect(receivers(entityId)).toEqual(['ada']);
  });
});

describe.skipIf(engineUnavailable)(`live events: heartbeats, limits and ends (${engine})`, () => {
  let quick: TestBank;
  const people = suiteCustomers(() => quick, 'events-ends.test');
  beforeAll(async () => {
    quick = await startTestBank(
      {},
      {
        events: {
          heartbeatMs: 50,
          streamsPerCustomer: 2,
          retentionHours: 24,
          maxBufferedBytes: 1024 * 1024,
          catchUpMs: 5_000,
        },
      },
    );
    await people.add('eve', 'ada@demo.test');
  }, 180_000);
  afterAll(async () => {
    await quick?.close();
  });

  const token = () => people.callers.eve!.token;
  /** A token of a session of its own (revoking it leaves the other tests' token alone). */
  const freshEveToken = async () =>
    (
      await quick.ctx.tokens.issue(
        {
          sub: people.callers.eve!.id,
          email: people.callers.eve!.email,
          given_name: 'Eve',
          family_name: 'Events',
        },
        { withRefresh: false },
      )
    ).IdToken;

  it('sends heartbeat comments', async () => {
    const reader = await openEvents(quick.url, token());
    await reader.waitForComments(4);
    expect(reader.comments.slice(0, 4)).toEqual(['open', 'heartbeat', 'heartbeat', 'heartbeat']);
    reader.close();
  });

  it('past the per-customer limit the oldest stream ends; the others stay', async () => {
    const streams: EventReader[] = [];
    for (let i = 0; i < 3; i++) {
      streams.push(await openEvents(quick.url, token()));
      await streams[i]!.waitForComments(1);
    }
    await streams[0]!.ended;
    await streams[2]!.waitForComments(3);
    await streams[1]!.waitForComments(3);
    expect(quick.events.size).toBe(2);
    streams.forEach((s) => s.close());
  });

  it('ends on sign-out (its session revoked)', async () => {
    const IdToken = await freshEveToken();
    const reader = await openEvents(quick.url, IdToken);
    await reader.waitForComments(1);
    const { origin_jti } = JSON.parse(Buffer.from(IdToken.split('.')[1]!, 'base64url').toString());
    await quick.ctx.tokens.revokeOrigin(origin_jti, people.callers.eve!.id);
    await reader.ended;
    expect(
      (await fetch(`${quick.url}/api/events`, { headers: { authorization: `Bearer ${IdToken}` } }))
        .status,
    ).toBe(401);
  });

  it("ends at the token's expiry", async () => {
    const IdToken = await freshEveToken();
    const { exp } = JSON.parse(Buffer.from(IdToken.split('.')[1]!, 'base64url').toString());
    // The bank's clock a moment before the token ends: the stream opens, then ends at exp.
    const start = quick.clock.now();
    quick.clock.set(new Date(exp * 1000 - 300));
    const reader = await openEvents(quick.url, IdToken);
    expect(reader.status).toBe(200);
    await reader.waitForComments(1);
    quick.clock.set(new Date(exp * 1000));
    await reader.ended;
    quick.clock.set(start);
  });

  it('a graceful close ends the open streams instead of waiting on them', async () => {
    const reader = await openEvents(quick.url, people.callers.eve!.token);
    await reader.waitForComments(1);
    await quick.app.close();
    await reader.ended;
    expect(quick.events.size).toBe(0);
  });
});
