import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCustody } from '../src/sandbox/custody';
import type { SandboxCryptoDepositProvider } from '../src/sandbox/crypto-deposit';
import { signatureProblem, webhookHeaders } from '../src/webhooks/signature';
import { provisionCaller, type Caller } from './api-support';
import { engine, engineUnavailable, rowCount, startTestBank, type TestBank } from './harness';
import { sendWebhook } from './webhook-support';

// Issue 40: the outside parties report by signed webhook (POST /webhooks/<party>, Standard Webhooks' signature):
// a good one is applied once (a replay with the same webhook-id changes nothing and gets the first answer), a bad or
// stale signature is refused with 401 and changes nothing, and an event about an address that is not the bank's
// or not that customer's is refused.

describe('the webhook signature (Standard Webhooks)', () => {
  // The scheme's published example (standardwebhooks.com, its libraries' test vector).
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const body = '{"test": 2432232314}';
  const signature = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';

  it('accepts the published example, alone or beside a rotated key’s signature', () => {
    expect(
      signatureProblem(secret, { id, timestamp: '1614265330', signature }, body, 1614265330),
    ).toBeNull();
    expect(
      signatureProblem(
        secret,
        { id, timestamp: '1614265330', signature: `v1,bm90IGl0 ${signature}` },
        body,
        1614265330,
      ),
    ).toBeNull();
    expect(webhookHeaders(secret, id, body, 1614265330)['webhook-signature']).toBe(signature);
  });

  it('refuses another body, id or key, a stale or future timestamp, and missing headers', () => {
    const at = (timestamp: string, now: number, text = body, key = secret, msg = id) =>
      signatureProblem(key, { id: msg, timestamp, signature }, text, now);
    const BAD = 'The webhook signature does not match';
    const STALE = 'The webhook timestamp is too far from now';
    expect(at('1614265330', 1614265330, '{"test": 2432232315}')).toBe(BAD);
    expect(at('1614265330', 1614265330, body, 'whsec_AAAA9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(BAD);
    expect(at('1614265330', 1614265330, body, secret, 'msg_other')).toBe(BAD);
    // Five minutes either way, and no more.
    expect(at('1614265330', 1614265330 + 300)).toBeNull();
    expect(at('1614265330', 1614265330 + 301)).toBe(STALE);
    expect(at('1614265330', 1614265330 - 301)).toBe(STALE);
    expect(signatureProblem(secret, { id, timestamp: '1614265330' }, body, 1614265330)).toBe(
      'A webhook needs the webhook-id, webhook-timestamp and webhook-signature headers',
    );
  });
});

describe.skipIf(engineUnavailable)(`POST /webhooks/<party> (${engine})`, () => {
  let bank: TestBank;
  let ada: Caller;
  let bob: Caller;

  const PARTY_OF = { custody: 'custody', 'crypto-deposit': 'cryptoDeposit', kyc: 'kyc' } as const;
  const send = (
    path: keyof typeof PARTY_OF,
    event: unknown,
    options: { id?: string; secret?: string; timestamp?: number } = {},
  ) => sendWebhook(bank, PARTY_OF[path], event, options);

  const networkDeposit = (who: Caller, amount: string, transactionHash: string) => ({
    type: 'deposit.received',
    data: {
      network: 'V1',
      address: sandboxCustody.depositAddress(who.id, 'V1'),
      amount,
      transactionHash,
    },
  });
  const pending = async (who: Caller) =>
    bank.ctx.db
      .selectFrom('transactions')
      .select(['amount', 'status', 'provider_meta'])
      .where('user_id', '=', who.id)
      .execute();

  beforeAll(async () => {
    bank = await startTestBank();
    ada = await provisionCaller(bank, {
      email: 'ada@webhooks.test',
      firstName: 'Ada',
      lastName: 'L',
      features: ['MENU_DEPOSIT', 'CUSTODY', 'CUSTODY_V2'],
    });
    bob = await provisionCaller(bank, {
      email: 'bob@webhooks.test',
      firstName: 'Bob',
      lastName: 'B',
      features: ['MENU_DEPOSIT', 'CUSTODY', 'CUSTODY_V2'],
    });
  });
  afterAll(() => bank?.close());

  it('applies a signed custody deposit once; a replay of its webhook-id gets the first answer and changes nothing', async () => {
    const before = await rowCount(bank, 'transactions');
    const first = await send('custody', networkDeposit(ada, '12.5', '0xaaa1'), { id: 'evt_once' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      email: 'ada@webhooks.test',
      amount: '12.50000',
      currency: 'AXC',
      status: 'PENDING_CONFIRMATION',
    });
    const again = await send('custody', networkDeposit(ada, '12.5', '0xaaa1'), { id: 'evt_once' });
    expect(again).toEqual({ status: 200, replayed: 'true', body: first.body });
    expect(await rowCount(bank, 'transactions')).toBe(before + 1);
    const rows = await pending(ada);
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      ['12.50000', 'PENDING_CONFIRMATION'],
    ]);
    expect((rows[0]!.provider_meta as { transactionHash: string }).transactionHash).toBe('0xaaa1');
    // The same id with another event is not a replay: refused, nothing changed.
    const reused = await send('custody', networkDeposit(ada, '99', '0xaaa2'), { id: 'evt_once' });
    expect(reused).toMatchObject({
      status: 409,
      body: { message: 'This webhook-id was already used for another event' },
    });
    expect(await rowCount(bank, 'transactions')).toBe(before + 1);
  });

  it('refuses a bad, stale or missing signature with 401 and changes nothing', async () => {
    const before = await rowCount(bank, 'transactions');
    const event = networkDeposit(bob, '5', '0xbbb1');
    const wrongKey = await send('custody', event, { secret: 'x'.repeat(40) });
    const stale = await send('custody', event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const unsigned = await fetch(`${bank.url}/webhooks/custody`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect([wrongKey.status, wrongKey.body.message]).toEqual([
      401,
      'The webhook signature does not match',
    ]);
    expect([stale.status, stale.body.message]).toEqual([
      401,
      'The webhook timestamp is too far from now',
    ]);
    expect(unsigned.status).toBe(401);
    // Another party's secret does not sign this party's webhooks.
    const kycSecret = (bank.config.providers.kyc as { webhookSecret: string }).webhookSecret;
    expect((await send('custody', event, { secret: kycSecret })).status).toBe(401);
    expect(await rowCount(bank, 'transactions')).toBe(before);
    expect(await pending(bob)).toEqual([]);
  });

  it('refuses a deposit to an address that is not the bank’s, or to the wrong network’s', async () => {
    const before = await rowCount(bank, 'transactions');
    const stranger = await send('custody', {
      type: 'deposit.received',
      data: { network: 'V1', address: 'axc1notthebanks', amount: '5', transactionHash: '0xccc1' },
    });
    // Ada's V2 address reported as a V1 deposit.
    const wrongNetwork = await send('custody', {
      type: 'deposit.received',
      data: {
        network: 'V1',
        address: sandboxCustody.depositAddress(ada.id, 'V2'),
        amount: '5',
        transactionHash: '0xccc2',
      },
    });
    for (const answer of [stranger, wrongNetwork])
      expect([answer.status, answer.body.message]).toEqual([
        404,
        'No customer of the bank has this deposit address',
      ]);
    expect(await rowCount(bank, 'transactions')).toBe(before);
  });

  it('refuses a crypto deposit naming one customer with another customer’s address', async () => {
    const provider = bank.ctx.providers.cryptoDeposit as SandboxCryptoDepositProvider;
    const bobsAddress = await provider.depositAddress(bob.id, 'BTC', 'AXC');
    const before = await rowCount(bank, 'transactions');
    const data = {
      customerId: ada.id,
      address: bobsAddress,
      currencyFrom: 'BTC',
      currencyTo: 'AXC',
      paid: '0.01',
      exchangeRate: '1000',
      received: '9.92',
      transactionHash: '0xddd1',
    };
    const answer = await send('crypto-deposit', { type: 'deposit.converted', data });
    expect([answer.status, answer.body.message]).toEqual([
      404,
      'This deposit address is not the customer’s',
    ]);
    const unknown = await send('crypto-deposit', {
      type: 'deposit.converted',
      data: { ...data, customerId: 'no-such-customer' },
    });
    expect(unknown.status).toBe(404);
    expect(await rowCount(bank, 'transactions')).toBe(before);
    // With Ada's own address it is recorded, awaiting her choice of account.
    const own = await send('crypto-deposit', {
      type: 'deposit.converted',
      data: { ...data, address: await provider.depositAddress(ada.id, 'BTC', 'AXC') },
    });
    expect(own.status).toBe(200);
    expect(await rowCount(bank, 'transactions')).toBe(before + 1);
  });

  it('refuses an unknown event type and a malformed body, changing nothing', async () => {
    const unknown = await send('kyc', { type: 'verification.exploded', data: {} });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'Unknown kyc event type verification.exploded',
    ]);
    const malformed = await send('kyc', { type: 'verification.reviewed', data: { refId: 'x' } });
    expect(malformed.status).toBe(400);
  });
});

describe.skipIf(engineUnavailable)(`a party that is off has no webhook (${engine})`, () => {
  let bank: TestBank;
  afterAll(() => bank?.close());

  it('answers 404 at /webhooks/custody with CUSTODY_PROVIDER=off', async () => {
    bank = await startTestBank({ CUSTODY_PROVIDER: 'off' });
    const body = JSON.stringify({ type: 'deposit.received', data: {} });
    const res = await fetch(`${bank.url}/webhooks/custody`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...webhookHeaders('y'.repeat(40), 'evt_off', body),
      },
      body,
    });
    expect(res.status).toBe(404);
  });
});
