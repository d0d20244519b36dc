import { CARD_MESSAGES, passesLuhn } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { callApi, signInByEmail, suiteCustomers, type Caller } from './api-support';
import { staffCustomerAction } from './staff-support';
import { insertTestCard, type TestCardOptions } from './card-support';
import { adminCall, engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Seed 002 §7 Cards, the calls that move no money: card types per country (none where the issuer offers no card),
// fee sets per region, the agreements and their public files, card reads (404 for another customer's or a junk id),
// secure data and PIN (no-store), activate / suspend, Activate Physical Card with its CVV rules, courier tracking
// after the bank's clock moves, the monthly statement, and the MENU_CARDS gate.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'cards.test');
const { callers, emails, get, post } = customers;
const admin = (path: string, body: unknown) => adminCall(bank, path, body);
const card = (who: string, options: Omit<TestCardOptions, 'userId'> = {}) =>
  insertTestCard(bank, { userId: callers[who]!.id, ...options });

describe.skipIf(engineUnavailable)(`cards (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ann', 'ada@demo.test');
    await customers.add('eve', 'ada@demo.test');
    await customers.add('eu', 'eu@demo.test');
    await customers.add('bra', 'ada@demo.test');
    await customers.add('nomenu', 'ada@demo.test');
    await admin(`/users/${emails.bra}/holder`, { addressCountry: 'BR', addressCity: 'Sao Paulo' });
    await admin(`/users/${emails.nomenu}/features`, { remove: ['MENU_CARDS'] });
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('lists the card types of the customer’s country, of another country, and none where cards are not offered', async () => {
    const us = await get('ann', '/card/cardTypes');
    expect(us.status).toBe(200);
    expect(us.body).toEqual([
      {
        code: 'NORMAL_USD',
        type: 'NORMAL',
        currency: 'USD',
        region: 'NORTH_AMERICA',
        name: 'AXIA Debit Card USD',
      },
    ]);
    const eu = await get('eu', '/card/cardTypes');
    expect(eu.body.map((t: { code: string }) => t.code)).toEqual([
      'NORMAL_EUR',
      'NORMAL_GBP',
      'NORMAL_USD',
    ]);
    expect(new Set(eu.body.map((t: { region: string }) => t.region))).toEqual(new Set(['EUROPE']));
    expect((await get('ann', '/card/cardTypes?countryCode=gb')).body).toHaveLength(3);
    expect((await get('ann', '/card/cardTypes?countryCode=BR')).body).toEqual([]);
    expect((await get('bra', '/card/cardTypes')).body).toEqual([]);
    const page = await get('eu', '/card/cardTypes?dataOnly=false&offset=1&limit=1');
    expect(page.body).toEqual({
      data: [expect.objectContaining({ code: 'NORMAL_GBP' })],
      totalCount: 3,
    });
    expect((await get('ann', '/card/cardTypes?countryCode=USA')).status).toBe(400);
  });

  it('answers one card type by code (the customer’s region’s entry), 404 for an unknown code', async () => {
    expect((await get('eu', '/card/cardTypes/NORMAL_USD')).body.region).toBe('EUROPE');
    expect((await get('ann', '/card/cardTypes/NORMAL_USD')).body.region).toBe('NORTH_AMERICA');
    const unknown = await get('ann', '/card/cardTypes/NORMAL_JPY');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CARD_MESSAGES.cardTypeNotFound);
  });

  it('gives each region’s fee set in USD, and refuses where the service is not offered', async () => {
    expect((await get('ann', '/card/cardProvider')).body).toEqual({
      cardTypeCode: null,
      region: 'NORTH_AMERICA',
      issueFeeAmount: '5.00',
      issuePhysicalFeeAmount: '15.00',
      shippingHandlingAmount: '25.00',
      issueFeeCurrency: 'USD',
      loadFeeTerms: null,
    });
    // With a card type, its load fee terms (what POST /card/load charges by), for the courier order's initial load.
    const limits = (await get('eu', '/card/cardProvider?cardTypeCode=NORMAL_USD')).body;
    expect(limits).toEqual({
      cardTypeCode: 'NORMAL_USD',
      region: 'EUROPE',
      issueFeeAmount: '0.00',
      issuePhysicalFeeAmount: '20.00',
      shippingHandlingAmount: '30.00',
      issueFeeCurrency: 'USD',
      loadFeeTerms: {
        loadFeePercentage: '0.015',
        minimumLoadFee: '2.00',
        currency: 'USD',
      },
    });
    // A code only Europe offers is Europe's fees, whoever asks.
    expect((await get('ann', '/card/cardProvider?cardTypeCode=NORMAL_GBP')).body.region).toBe(
      'EUROPE',
    );
    const none = await get('bra', '/card/cardProvider');
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('Card service is not available in your country at the moment.');
    expect((await get('ann', '/card/cardProvider?cardTypeCode=NOPE')).status).toBe(404);
  });

  it('gives each region’s agreement with its terms, and serves the document and image publicly without script', async () => {
    for (const [region, slug] of [
      ['EUROPE', 'europe'],
      ['NORTH_AMERICA', 'north-america'],
    ] as const) {
      const { status, body } = await get('ann', `/card/getPresignedAgreementUrl/${region}`);
      expect(status).toBe(200);
      expect(body.region).toBe(region);
      expect(body.url).toBe(`${bank.config.publicOrigin}/card-agreements/${slug}.html`);
      expect(body.imageUrl).toBe(`${bank.config.publicOrigin}/card-agreements/${slug}.svg`);
      expect(body.header).toMatch(/AXIA Debit Card Agreement/);
      expect(body.body).toMatch(/Loaded funds cannot be returned/);
      const document = await fetch(`${bank.url}/card-agreements/${slug}.html`);
      expect(document.status).toBe(200);
      expect(document.headers.get('content-type')).toMatch(/text\/html/);
      expect(document.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      const html = await document.text();
      expect(html).toContain(body.header);
      expect(html).not.toMatch(/<script|style=/i);
      const image = await fetch(`${bank.url}/card-agreements/${slug}.svg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await image.text()).toMatch(/^<svg /);
    }
    expect((await get('ann', '/card/getPresignedAgreementUrl/ASIA')).status).toBe(400);
  });

  it('lists the customer’s cards newest first with masked numbers; another customer’s or a junk id is 404', async () => {
    const older = await card('ann', { balance: '100', now: new Date('2026-11-01T10:00:00Z') });
    const newer = await card('ann', { status: 'INACTIVE' });
    const list = await get('ann', '/card');
    expect(list.status).toBe(200);
    const ids = list.body.data.map((c: { id: string }) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const one = await get('ann', `/card/${older.id}`);
    expect(one.body).toMatchObject({
      id: older.id,
      cardNumber: `•••• •••• •••• ${older.last4}`,
      balance: '100.00',
      currency: 'USD',
      status: 'ACTIVE',
      isPhysical: false,
      convertPhysicalRequested: false,
      delivery: null,
      isFullKyc: false,
      cardTypeCode: 'NORMAL_USD',
      region: 'NORTH_AMERICA',
      deliveryCity: 'Seattle',
      limit: expect.objectContaining({
        maxCardBalance: '10000',
        weeklyLoadLimit: '999999',
        loadFeePercentage: '0.015',
        minimumLoadFee: '2.00',
        loadFeeStr: '1.5% (min 2.00 USD)',
      }),
    });
    expect(JSON.stringify(list.body)).not.toMatch(/\d{16}/);
    expect((await get('eve', '/card')).body.data).toEqual([]);
    for (const path of [
      `/card/${older.id}`,
      `/card/${older.id}/secureData`,
      `/card/${older.id}/pin`,
      `/card/${older.id}/shipmentTrackingNo`,
      `/card/${older.id}/transactions?year=2026&month=11`,
    ]) {
      const other = await get('eve', path);
      expect(other.status, path).toBe(404);
      expect(other.body.message).toBe(CARD_MESSAGES.cardNotFound);
    }
    for (const junk of ['x', 'not-a-card', crypto.randomUUID(), "1'%20OR%20'1'='1"]) {
      const res = await get('ann', `/card/${junk}`);
      expect(res.status, junk).toBe(404);
      expect((await get('ann', `/card/${junk}/secureData`)).status).toBe(404);
    }
    expect((await post('eve', '/card/activate', { cardId: newer.id })).status).toBe(404);
    expect((await post('eve', '/card/suspend', { cardId: older.id })).status).toBe(404);
  });

  it('reveals secure data (Luhn-valid number, CVV, expiry three years on, security image) and the PIN, never cached', async () => {
    const c = await card('ann', { balance: '10' });
    const res = await fetch(`${bank.url}/api/card/${c.id}/secureData`, {
      headers: { authorization: `Bearer ${callers.ann!.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as Record<string, string>;
    expect(data.cardNumber).toMatch(/^\d{16}$/);
    expect(passesLuhn(data.cardNumber!)).toBe(true);
    expect(data.cardNumber!.slice(-4)).toBe(c.last4);
    expect(data.cvv).toMatch(/^\d{3}$/);
    // The bank's clock is 2026-11-21: November, three years on.
    expect(data.expire).toBe('11/29');
    expect(data.imgUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.imgUrl!.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain(data.cardNumber!.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(svg).toContain('11/29');
    const pin = await fetch(`${bank.url}/api/card/${c.id}/pin`, {
      headers: { authorization: `Bearer ${callers.ann!.token}` },
    });
    expect(pin.headers.get('cache-control')).toBe('no-store');
    expect(((await pin.json()) as { pin: string }).pin).toMatch(/^\d{4}$/);
    // Two cards never share a number.
    const other = await get('ann', `/card/${(await card('ann')).id}/secureData`);
    expect(other.body.cardNumber).not.toBe(data.cardNumber);
  });

  it('keeps secure data from a lost, stolen or expired card, and the PIN from any card not ACTIVE', async () => {
    const inactive = await card('ann', { status: 'INACTIVE' });
    expect((await get('ann', `/card/${inactive.id}/secureData`)).status).toBe(200);
    const noPin = await get('ann', `/card/${inactive.id}/pin`);
    expect(noPin.status).toBe(409);
    expect(noPin.body.message).toBe(CARD_MESSAGES.notActive);
    for (const status of ['LOST', 'STOLEN', 'EXPIRED'] as const) {
      const c = await card('ann', { status });
      const res = await get('ann', `/card/${c.id}/secureData`);
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe(CARD_MESSAGES.contactSupport);
      expect((await get('ann', `/card/${c.id}/pin`)).status).toBe(409);
    }
  });

  it('activates an INACTIVE card and suspends an ACTIVE one (bank and issuer together), 409 otherwise', async () => {
    const c = await card('ann', { status: 'INACTIVE' });
    const issuerStatus = async () =>
      (
        await bank.ctx.db
          .selectFrom('issuer_cards')
          .select('status')
          .where('id', '=', c.issuerCardId)
          .executeTakeFirstOrThrow()
      ).status;
    const suspendInactive = await post('ann', '/card/suspend', { cardId: c.id });
    expect(suspendInactive.status).toBe(409);
    expect(suspendInactive.body.message).toBe(CARD_MESSAGES.notActive);
    const activated = await post('ann', '/card/activate', { cardId: c.id });
    expect(activated.status).toBe(200);
    expect(activated.body.status).toBe('ACTIVE');
    expect(await issuerStatus()).toBe('ACTIVE');
    const again = await post('ann', '/card/activate', { cardId: c.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CARD_MESSAGES.notInactive);
    const suspended = await post('ann', '/card/suspend', { cardId: c.id });
    expect(suspended.body.status).toBe('SUSPENDED');
    expect(await issuerStatus()).toBe('SUSPENDED');
    expect((await get('ann', `/card/${c.id}`)).body.status).toBe('SUSPENDED');
    // Issue 42: a suspended card's number, expiry and CVV are withheld, as a lost card's are (§4: contact support).
    expect(await get('ann', `/card/${c.id}/secureData`)).toMatchObject({
      status: 409,
      body: { message: CARD_MESSAGES.contactSupport },
    });
    expect((await post('ann', '/card/suspend', { cardId: c.id })).status).toBe(409);
    expect((await post('ann', '/card/activate', { cardId: c.id })).status).toBe(409);
    expect((await post('ann', '/card/activate', {})).status).toBe(400);
    expect((await post('ann', '/card/activate', { cardId: 'junk' })).status).toBe(404);
  });

  it('activates the physical card with its CVV: required, must match, only once ordered and not yet physical', async () => {
    const ordered = await card('ann', { physical: true, delivery: 'Standard' });
    const virtual = await card('ann');
    const { cvv } = (await get('ann', `/card/${ordered.id}/secureData`)).body;
    for (const body of [
      { cardId: ordered.id, cvv: '' },
      { cardId: ordered.id, cvv: '  ' },
      { cardId: ordered.id },
    ]) {
      const res = await post('ann', '/card/activatePhysical', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('CVV is required!');
    }
    const wrong = String((Number(cvv) + 1) % 1000).padStart(3, '0');
    const mismatch = await post('ann', '/card/activatePhysical', {
      cardId: ordered.id,
      cvv: wrong,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(CARD_MESSAGES.cvvWrong);
    // Issue 29 #10: exactly 3 digits, as the screen asks ('1234' was let through to the issuer).
    for (const bad of ['abc', '1234', `${cvv}0`, '12'])
      expect(
        (await post('ann', '/card/activatePhysical', { cardId: ordered.id, cvv: bad })).body,
      ).toEqual({
        statusCode: 400,
        message: CARD_MESSAGES.cvvFormat,
      });
    const notOrdered = await post('ann', '/card/activatePhysical', {
      cardId: virtual.id,
      cvv: (await get('ann', `/card/${virtual.id}/secureData`)).body.cvv,
    });
    expect(notOrdered.status).toBe(409);
    expect(notOrdered.body.message).toBe(CARD_MESSAGES.noPhysicalRequested);
    const done = await post('ann', '/card/activatePhysical', { cardId: ordered.id, cvv });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isPhysical: true, convertPhysicalRequested: true });
    const twice = await post('ann', '/card/activatePhysical', { cardId: ordered.id, cvv });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CARD_MESSAGES.alreadyPhysical);
  });

  it('refuses Activate Physical Card and Track Package on a suspended, lost or stolen card (issue 29 §8)', async () => {
    for (const status of ['SUSPENDED', 'LOST', 'STOLEN'] as const) {
      const ordered = await card('ann', { physical: true, delivery: 'Courier', status });
      const row = () =>
        bank.ctx.db
          .selectFrom('cards')
          .select(['is_physical', 'status'])
          .where('id', '=', ordered.id)
          .executeTakeFirstOrThrow();
      const before = await row();
      const res = await post('ann', '/card/activatePhysical', { cardId: ordered.id, cvv: '123' });
      expect({ status: res.status, message: res.body.message }, status).toEqual({
        status: 409,
        message: CARD_MESSAGES.contactSupport,
      });
      expect(await row()).toEqual(before);
      const tracking = await get('ann', `/card/${ordered.id}/shipmentTrackingNo`);
      expect({ status: tracking.status, message: tracking.body.message }, status).toEqual({
        status: 409,
        message: CARD_MESSAGES.contactSupport,
      });
    }
  });

  it('shows a month’s statement oldest first after card spending; a future month is 400', async () => {
    const c = await card('ann', { balance: '200', now: new Date('2026-10-05T09:00:00Z') });
    const october = await admin('/card-spend', {
      email: emails.ann,
      amount: '12.5',
      merchant: 'Corner Bakery',
      cardId: c.id,
      at: '2026-10-20T15:30:00Z',
    });
    expect(october.status).toBe(200);
    await admin('/card-spend', {
      email: emails.ann,
      amount: '30',
      merchant: 'Book Shop',
      cardId: c.id,
    });
    const oct = await get('ann', `/card/${c.id}/transactions?year=2026&month=10`);
    expect(oct.status).toBe(200);
    expect(oct.body).toMatchObject({ year: 2026, month: 10, currency: 'USD' });
    expect(
      oct.body.transactions.map((t: { description: string; amount: string }) => [
        t.description,
        t.amount,
      ]),
    ).toEqual([
      ['Card load', '200.00'],
      ['Corner Bakery', '-12.50'],
    ]);
    expect(oct.body.transactions[1]).toMatchObject({
      date: '2026-10-20T15:30:00.000Z',
      currency: 'USD',
    });
    const nov = await get('ann', `/card/${c.id}/transactions?year=2026&month=11&filter=1`);
    expect(nov.body.transactions.map((t: { amount: string }) => t.amount)).toEqual(['-30.00']);
    expect((await get('ann', `/card/${c.id}`)).body.balance).toBe('157.50');
    const future = await get('ann', `/card/${c.id}/transactions?year=2026&month=12`);
    expect(future.status).toBe(400);
    expect((await get('ann', `/card/${c.id}/transactions?year=2027&month=1`)).status).toBe(400);
    expect((await get('ann', `/card/${c.id}/transactions?year=2026&month=13`)).status).toBe(400);
    expect((await get('ann', `/card/${c.id}/transactions`)).status).toBe(400);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('refuses every card call without MENU_CARDS, and to a suspended customer (403)', async () => {
    const c = await card('nomenu', { balance: '5' });
    for (const [method, path, body] of [
      ['GET', '/card'],
      ['GET', `/card/${c.id}`],
      ['GET', '/card/cardTypes'],
      ['GET', '/card/cardProvider'],
      ['GET', '/card/getPresignedAgreementUrl/EUROPE'],
      ['GET', `/card/${c.id}/secureData`],
      ['POST', '/card/suspend', { cardId: c.id }],
    ] as const) {
      const res = await customers.call('nomenu', method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('Cards are not available to you');
    }
    await admin(`/users/${emails.nomenu}/features`, { add: ['MENU_CARDS'] });
    await staffCustomerAction(bank, callers.nomenu!.id, 'SUSPEND');
    const suspended = await get('nomenu', '/card');
    expect(suspended.status).toBe(403);
    expect(suspended.body.message).toBe(
      'Your account is suspended, so this action is not available.',
    );
  });

  // Last: it moves the bank's clock.
  it('hands out a courier tracking number two business days after the order (bank clock), never for Standard', async () => {
    // 2026-11-21 is a Saturday: two business days on is Tuesday the 24th, 12:00.
    const courier = await card('ann', { physical: true, delivery: 'Courier' });
    const standard = await card('ann', { physical: true, delivery: 'Standard' });
    const virtual = await card('ann');
    // The ID token is checked against the bank's clock: sign in again after each move.
    let caller: Caller = callers.ann!;
    const tracking = async (id: string) =>
      (await callApi(bank, caller, 'GET', `/card/${id}/shipmentTrackingNo`)).body.trackingNumber;
    const setClock = async (iso: string) => {
      await admin('/clock', { set: iso });
      caller = await signInByEmail(bank, emails.ann!);
    };
    expect(await tracking(courier.id)).toBeNull();
    expect(await tracking(standard.id)).toBeNull();
    expect(await tracking(virtual.id)).toBeNull();
    await setClock('2026-11-24T11:59:00Z');
    expect(await tracking(courier.id)).toBeNull();
    await setClock('2026-11-24T12:00:00Z');
    expect(await tracking(courier.id)).toMatch(/^AXC\d{12}$/);
    expect(await tracking(standard.id)).toBeNull();
  });
});
