import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { internalAccount, postTransaction } from '../src/modules/ledger/post';
import { ledgerCounts, suiteCustomers } from './api-support';
import { cardAccountBalance, insertTestCard, issuerCardBalance } from './card-support';
import { adminCall, engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 14 review: junk ids and bodies on every card call answer 4xx (never 5xx), another customer's card is 404
// everywhere, and the rules a careful bank adds where the client alone showed them.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'card-review.test');
const { callers, accounts, call } = customers;

describe.skipIf(engineUnavailable)(`card calls under review (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    for (const who of ['ann', 'ben', 'cat', 'dan', 'eve', 'fay'])
      await customers.add(who, 'acme@demo.test');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('junk ids and bodies: 4xx, never 5xx, nothing posted', async () => {
    const mine = await insertTestCard(bank, { userId: callers.ann!.id, balance: '50' });
    const before = await ledgerCounts(bank);
    const junkIds = ['x', "' OR 1=1 --", '%00', '..%2F..', 'a'.repeat(64), mine.id.toUpperCase()];
    const probes: [string, string, unknown?][] = [];
    for (const id of junkIds) {
      for (const path of [
        '',
        '/transactions?year=2026&month=11',
        '/secureData',
        '/pin',
        '/shipmentTrackingNo',
      ])
        probes.push(['GET', `/card/${id}${path}`]);
      probes.push([
        'POST',
        `/card/${id}/convertToPhysical`,
        { cardId: id, fromAccountId: accounts.ann!.USD! },
      ]);
      for (const path of ['/card/activate', '/card/suspend'])
        probes.push(['POST', path, { cardId: id }]);
      probes.push(['POST', '/card/activatePhysical', { cardId: id, cvv: '123' }]);
      probes.push([
        'POST',
        '/card/load',
        { cardId: id, amount: '10', fromAccountId: accounts.ann!.USD! },
      ]);
    }
    probes.push(
      ['GET', `/card/${mine.id}/transactions?year=abc&month=11`],
      ['GET', `/card/${mine.id}/transactions?year=2026&month=13`],
      ['GET', `/card/${mine.id}/transactions`],
      ['GET', '/card/cardTypes/%27'],
      ['GET', '/card/cardProvider?cardTypeCode=NORMAL_XYZ'],
      ['GET', '/card/getPresignedAgreementUrl/MARS'],
      ['POST', '/card/load', []],
      ['POST', '/card/load', null],
      ['POST', '/card/load', 'text'],
      ['POST', '/card/load', { cardId: mine.id, amount: 10, fromAccountId: accounts.ann!.USD! }],
      ['POST', '/card/load', { cardId: mine.id, amount: '1e3', fromAccountId: accounts.ann!.USD! }],
      ['POST', '/card/load', { cardId: mine.id, amount: '-10', fromAccountId: accounts.ann!.USD! }],
      [
        'POST',
        '/card/load',
        { cardId: mine.id, amount: '10.001', fromAccountId: accounts.ann!.USD! },
      ],
      ['POST', '/card/load', { cardId: mine.id, amount: '10', fromAccountId: "' OR 1=1 --" }],
      ['POST', '/card/load', { cardId: mine.id, amount: '10', fromStakingId: "x'" }],
      ['POST', '/card/load', { cardId: mine.id, amount: '10', fromStakingId: 'x'.repeat(64) }],
      ['POST', '/card/issueCard', {}],
      ['POST', '/card/issueCard', { cardTypeCode: 'NORMAL_USD', convertToPlastic: 'yes' }],
      [
        'POST',
        `/card/${mine.id}/convertToPhysical`,
        { cardId: mine.id, fromAccountId: 'nope', sourceType: 'STAKING' },
      ],
      [
        'POST',
        `/card/${mine.id}/convertToPhysical`,
        { cardId: mine.id, fromAccountId: accounts.ann!.USD!, delivery: 'Drone' },
      ],
      ['POST', '/card/activatePhysical', { cardId: mine.id, cvv: 12345 }],
    );
    const answers: string[] = [];
    for (const [method, path, body] of probes) {
      const res = await call('ann', method, path, body);
      if (res.status >= 500 || res.status < 400)
        answers.push(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(answers).toEqual([]);
    expect(await ledgerCounts(bank)).toEqual(before);
  });

  it('another customer’s card is 404 on every call, the path id of convertToPhysical included', async () => {
    const annCard = await insertTestCard(bank, { userId: callers.ann!.id, balance: '50' });
    const probes: [string, string, unknown?][] = [
      ['GET', `/card/${annCard.id}`],
      ['GET', `/card/${annCard.id}/transactions?year=2026&month=11`],
      ['GET', `/card/${annCard.id}/secureData`],
      ['GET', `/card/${annCard.id}/pin`],
      ['GET', `/card/${annCard.id}/shipmentTrackingNo`],
      [
        'POST',
        `/card/${annCard.id}/convertToPhysical`,
        { cardId: annCard.id, fromAccountId: accounts.ben!.USD! },
      ],
      ['POST', '/card/activate', { cardId: annCard.id }],
      ['POST', '/card/suspend', { cardId: annCard.id }],
      ['POST', '/card/activatePhysical', { cardId: annCard.id, cvv: '123' }],
      [
        'POST',
        '/card/load',
        { cardId: annCard.id, amount: '10', fromAccountId: accounts.ben!.USD! },
      ],
    ];
    const answers: string[] = [];
    for (const [method, path, body] of probes) {
      const res = await call('ben', method, path, body);
      answers.push(`${method} ${path.replace(annCard.id, 'ID')} → ${res.status}`);
    }
    expect(answers).toEqual(probes.map(([m, p]) => `${m} ${p.replace(annCard.id, 'ID')} → 404`));
  });

  const order = (who: string, over: Record<string, unknown> = {}) => ({
    cardTypeCode: 'NORMAL_USD',
    addressLine1: '410 Terry Avenue North',
    addressLine2: '',
    addressCity: 'Seattle',
    addressState: 'WA',
    addressCountry: 'US',
    addressPostalCode: '98109',
    deliveryAddress1: '410 Terry Avenue North',
    deliveryAddress2: '',
    deliveryCity: 'Seattle',
    deliveryCountryState: 'WA',
    deliveryCountryCode: 'US',
    deliveryPostCode: '98109',
    phoneNumber: '+1 206-555-0100',
    fromAccountId: accounts[who]!.USD!,
    ...over,
  });
  const cardsOf = async (who: string) =>
    (
      await bank.ctx.db
        .selectFrom('cards')
        .select('id')
        .where('user_id', '=', callers[who]!.id)
        .execute()
    ).length;

  it('issueCard: a phone that is not a phone number is 400, nothing written', async () => {
    const before = { books: await ledgerCounts(bank), cards: await cardsOf('cat') };
    for (const phoneNumber of [
      '<b>206-555-0100</b>',
      '+1 206-555-0100;--',
      'call 2065550100',
      '+1 ' + '9'.repeat(20),
    ]) {
      const res = await call('cat', 'POST', '/card/issueCard', order('cat', { phoneNumber }));
      expect({ phoneNumber, status: res.status, message: res.body.message }).toEqual({
        phoneNumber,
        status: 400,
        message: 'Please enter a valid phone number',
      });
    }
    expect({ books: await ledgerCounts(bank), cards: await cardsOf('cat') }).toEqual(before);
    const ok = await call(
      'cat',
      'POST',
      '/card/issueCard',
      order('cat', { phoneNumber: '+44 (20) 7946-0958' }),
    );
    expect(ok.status).toBe(200);
  });

  it('issueCard: alternative names only when the holder’s own name cannot be printed (400, nothing written)', async () => {
    const before = { books: await ledgerCounts(bank), cards: await cardsOf('cat') };
    const res = await call(
      'cat',
      'POST',
      '/card/issueCard',
      order('cat', {
        useAlternativeName: true,
        alternativeFirstName: 'Mickey',
        alternativeLastName: 'Mouse',
      }),
    );
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 400,
      message:
        'Your name can be printed on the card: alternative names are only for a name that cannot',
    });
    expect({ books: await ledgerCounts(bank), cards: await cardsOf('cat') }).toEqual(before);
  });

  it('issueCard: a second card while one is ACTIVE is 409, nothing charged; while one is only INACTIVE it is allowed', async () => {
    const first = await call('dan', 'POST', '/card/issueCard', order('dan'));
    expect(first.body.status).toBe('INACTIVE');
    const second = await call('dan', 'POST', '/card/issueCard', order('dan'));
    expect(second.status).toBe(200);
    const activated = await call('dan', 'POST', '/card/activate', { cardId: second.body.id });
    expect(activated.body.status).toBe('ACTIVE');
    const before = { books: await ledgerCounts(bank), cards: await cardsOf('dan') };
    const third = await call('dan', 'POST', '/card/issueCard', order('dan'));
    expect({ status: third.status, message: third.body.message }).toEqual({
      status: 409,
      message: 'You already have an active card',
    });
    expect({ books: await ledgerCounts(bank), cards: await cardsOf('dan') }).toEqual(before);
    // Suspended: the list offers Order new card again.
    await call('dan', 'POST', '/card/suspend', { cardId: second.body.id });
    expect((await call('dan', 'POST', '/card/issueCard', order('dan'))).status).toBe(200);
  });

  it('a customer whose registration is incomplete may not pay for a card (403), nothing written', async () => {
    const c = await insertTestCard(bank, { userId: callers.eve!.id, status: 'INACTIVE' });
    await bank.ctx.db
      .updateTable('users')
      .set({ kyc_status: 'SUBMITTED' })
      .where('id', '=', callers.eve!.id)
      .execute();
    const before = await ledgerCounts(bank);
    const answers = await Promise.all([
      call('eve', 'POST', '/card/issueCard', order('eve')),
      call('eve', 'POST', '/card/load', {
        cardId: c.id,
        amount: '10',
        fromAccountId: accounts.eve!.USD!,
      }),
      call('eve', 'POST', `/card/${c.id}/convertToPhysical`, {
        cardId: c.id,
        fromAccountId: accounts.eve!.USD!,
      }),
    ]);
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(
      Array(3).fill([403, 'Please complete user registration.']),
    );
    expect(await ledgerCounts(bank)).toEqual(before);
    expect(await cardsOf('eve')).toBe(1);
  });

  it('two issueCard calls at once with one Idempotency-Key: one card, charged once', async () => {
    const before = await ledgerCounts(bank);
    const headers = { 'idempotency-key': 'fay-order-1' };
    const answers = await Promise.all([
      call('fay', 'POST', '/card/issueCard', order('fay'), headers),
      call('fay', 'POST', '/card/issueCard', order('fay'), headers),
    ]);
    // The second either waits for the first's answer (200, the same card) or is told it is still running (409).
    const ids = answers.filter((a) => a.status === 200).map((a) => a.body.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(1);
    for (const a of answers) if (a.status !== 200) expect(a.status).toBe(409);
    expect(await cardsOf('fay')).toBe(1);
    const after = await ledgerCounts(bank);
    expect(after.transactions - before.transactions).toBe(1);
  });

  it('loads racing card spending: every answer 200 or 422, the card’s account equal to the issuer’s balance', async () => {
    const c = await insertTestCard(bank, { userId: callers.fay!.id, balance: '10' });
    const answers = await Promise.all(
      [0, 1, 2].flatMap(() => [
        call('fay', 'POST', '/card/load', {
          cardId: c.id,
          amount: '20',
          fromAccountId: accounts.fay!.USD!,
        }),
        adminCall(bank, '/card-spend', {
          email: customers.emails.fay,
          cardId: c.id,
          amount: '15',
          merchant: 'Kiosk',
        }),
      ]),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    expect(await cardAccountBalance(bank, c.id)).toBe(
      await issuerCardBalance(bank, c.issuerCardId),
    );
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.cardMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });

  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time, so nothing interleaves).
  const interleaving = it.skipIf(engine !== 'postgres');
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  interleaving(
    'the back office’s card-status takes the cards row before the issuer’s card (no deadlock with a load)',
    async () => {
      const c = await insertTestCard(bank, { userId: callers.ann!.id, balance: '20' });
      let status: Promise<{ status: number; body: unknown }> | undefined;
      let waited = 0;
      // A load in flight: the cards row locked, then (a moment later) the issuer's card.
      await bank.ctx.db.transaction().execute(async (trx) => {
        await trx.selectFrom('cards').select('id').where('id', '=', c.id).forUpdate().execute();
        status = adminCall(bank, `/cards/${c.id}/status`, { status: 'SUSPENDED' });
        await pause(400);
        // With the issuer's row taken first by card-status, this waits for PostgreSQL's deadlock detection (1 s)
        // and one side is aborted; taken in order, card-status waits on the cards row and holds nothing.
        const started = Date.now();
        await trx
          .updateTable('issuer_cards')
          .set({ updated_at: new Date() })
          .where('id', '=', c.issuerCardId)
          .execute();
        waited = Date.now() - started;
      });
      expect(waited).toBeLessThan(500);
      const answer = await status!;
      expect(answer.status).toBe(200);
      const row = await bank.ctx.db
        .selectFrom('issuer_cards')
        .select('status')
        .where('id', '=', c.issuerCardId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('SUSPENDED');
    },
  );

  interleaving(
    'card-spend queued behind a load sees the loaded balance (not its statement’s stale snapshot)',
    async () => {
      const c = await insertTestCard(bank, { userId: callers.ann!.id, balance: '10' });
      const funding = await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'USD');
      let spend: Promise<{ status: number; body: { message?: string } }> | undefined;
      // A load of 30 in flight holding the cards row; a spend of 25 (more than the 10 before it) waits on the row.
      await bank.ctx.db.transaction().execute(async (trx) => {
        await trx.selectFrom('cards').select('id').where('id', '=', c.id).forUpdate().execute();
        spend = adminCall(bank, '/card-spend', {
          email: customers.emails.ann,
          cardId: c.id,
          amount: '25',
          merchant: 'Corner Shop',
        });
        await pause(400);
        const posted = await postTransaction(trx, {
          type: 'CARD_LOAD',
          method: 'CARD',
          amount: '30',
          currency: 'USD',
          userId: callers.ann!.id,
          legs: [
            { accountId: funding, amount: '-30' },
            { accountId: c.accountId, amount: '30' },
          ],
          createdAt: bank.clock.now(),
        });
        await trx
          .updateTable('issuer_cards')
          .set({ balance: sql`balance + 30` })
          .where('id', '=', c.issuerCardId)
          .execute();
        expect(posted.id).toBeTruthy();
      });
      const answer = await spend!;
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 200,
        message: undefined,
      });
      expect(await cardAccountBalance(bank, c.id)).toBe('15');
      expect(await issuerCardBalance(bank, c.issuerCardId)).toBe('15');
      expect((await auditLedger(bank.ctx.db)).cardMismatches).toEqual([]);
    },
  );
});
