import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { confirmedIdentity, rawSignIn, rawSignUp, tokensOf } from './identity-support';

// Issue 27, finding 3: an email change (POST /user) must prove the customer owns the NEW address: its code is
// mailed there (never to the old one), the old address is told of the change once it is made, and the sign-in
// identity and the bank's users row then both hold the new address. A phone-only change still mails the code to
// the current email. An address another customer (or a pending sign-up) holds is refused with 409.

let bank: TestBank;

/** A confirmed identity and bank customer, signed in through the identity service. */
async function customer(email: string): Promise<Caller> {
  const id = await confirmedIdentity(bank, email);
  return { id, email, token: tokensOf(await rawSignIn(bank, email)).IdToken };
}

const mails = (email: string) => bank.ctx.mailbox.list(email);
const codesAt = async (email: string) =>
  (await mails(email)).map((mail) => mail.code).filter((code) => code !== null);

describe.skipIf(engineUnavailable)(`API: email change verifies the new address (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('mails the code to the new address only; the old address gets the notice; sign-in follows', async () => {
    const old = 'owner@example.test';
    const fresh = 'owner.new@example.test';
    const user = await customer(old);
    const first = await callApi(bank, user, 'POST', '/user', { email: fresh });
    expect(first.status).toBe(207);

    // The code is at the new address; the old address holds no code at all.
    const [code] = await codesAt(fresh);
    expect(code).toMatch(/^\d{6}$/);
    expect(await codesAt(fresh)).toHaveLength(1);
    expect(await codesAt(old)).toEqual([]);

    // Without the new address's code nothing changes.
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await callApi(bank, user, 'POST', '/user', {
      requestId: first.body.requestId,
      mfaCode: wrong,
    });
    expect(refused.status).toBe(400);
    expect((await callApi(bank, user, 'GET', '/user')).body.email).toBe(old);
    expect(await mails(old)).toEqual([]);

    const done = await callApi(bank, user, 'POST', '/user', {
      requestId: first.body.requestId,
      mfaCode: code,
    });
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(fresh);

    // The old address is told, with no code in the mail.
    const [notice, ...others] = await mails(old);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ subject: 'Your email address was changed', code: null });
    expect(notice!.body).toContain(fresh);

    // The sign-in identity and the bank's row agree on the new address.
    expect((await rawSignIn(bank, fresh)).status).toBe(200);
    expect((await rawSignIn(bank, old)).status).toBe(400);
    const identity = await bank.ctx.db
      .selectFrom('identity_users')
      .select(['email', 'email_verified'])
      .where('sub', '=', user.id)
      .executeTakeFirstOrThrow();
    const row = await bank.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({ email: fresh, email_verified: true });
    expect(row.email).toBe(fresh);
  });

  it('a phone-only change mails its code to the current email and sends no notice', async () => {
    const email = 'phone-only@example.test';
    const user = await customer(email);
    const first = await callApi(bank, user, 'POST', '/user', { phoneNumber: '5551234567' });
    expect(first.status).toBe(207);
    const [code] = await codesAt(email);
    expect(code).toMatch(/^\d{6}$/);
    const done = await callApi(bank, user, 'POST', '/user', {
      requestId: first.body.requestId,
      mfaCode: code,
    });
    expect(done.status).toBe(200);
    expect(await mails(email)).toHaveLength(1);
  });

  it('refuses with 409, mailing nothing, an address another customer or a pending sign-up holds', async () => {
    const user = await customer('claimer@example.test');
    await customer('holder@example.test');
    expect((await rawSignUp(bank, 'pending@example.test')).status).toBe(200);
    for (const taken of ['holder@example.test', 'Pending@Example.test']) {
      const before = (await mails(taken.toLowerCase())).length;
      const res = await callApi(bank, user, 'POST', '/user', { email: taken });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The email has already been taken.');
      expect(await mails(taken.toLowerCase())).toHaveLength(before);
    }
    expect(await mails('claimer@example.test')).toEqual([]);
  });
});
