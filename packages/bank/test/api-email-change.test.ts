import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFTED_LIMITS, SETTING_KEY } from '../src/limits';
import { callApi, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { confirmedIdentity, rawSignIn, rawSignUp, tokensOf } from './identity-support';

// Issue 27, finding 3: an email change (POST /user) must prove the customer owns the NEW address: its code is
// mailed there (the confirming call's mfaCode), the old address is told of the change once it is made, and the
// sign-in identity and the bank's users row then both hold the new address. And the current owner must agree: a
// second code goes to the CURRENT address (currentEmailCode), so a stolen token alone cannot move the sign-in email
// to an attacker's address (and then reset the password there). A phone-only change still mails one code to the
// current email. An address another customer (or a pending sign-up) holds is refused with 409.

let bank: TestBank;

/** A confirmed identity and bank customer, signed in through the identity service. */
async function customer(email: string): Promise<Caller> {
  const id = await confirmedIdentity(bank, email);
  return { id, email, token: tokensOf(await rawSignIn(bank, email)).IdToken };
}

const mails = (email: string) => bank.ctx.mailbox.list(email);
const codesAt = async (email: string) =>
  (await mails(email)).map((mail) => mail.code).filter((code) => code !== null);
const NEW_SUBJECT = 'Confirm your new email address';
const CURRENT_SUBJECT = 'Approve the change of your email address';
/** The one code mailed to `email` under `subject`. */
async function codeOf(email: string, subject: string): Promise<string> {
  const sent = (await mails(email)).filter((mail) => mail.subject === subject);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.code).toMatch(/^\d{6}$/);
  return sent[0]!.code!;
}
const otherThan = (...codes: string[]) =>
  ['000000', '111111', '222222'].find((code) => !codes.includes(code))!;

/** Nothing moved: the profile, the users row and the sign-in identity still hold `email`. */
async function expectEmail(user: Caller, email: string) {
  expect((await callApi(bank, user, 'GET', '/user')).body.email).toBe(email);
  const identity = await bank.ctx.db
    .selectFrom('identity_users')
    .select('email')
    .where('sub', '=', user.id)
    .executeTakeFirstOrThrow();
  expect(identity.email).toBe(email);
}

describe.skipIf(engineUnavailable)(`API: email change verifies both addresses (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('mails one code to the new address and one to the current; both apply it; the old address gets the notice; sign-in follows', async () => {
    const old = 'owner@example.test';
    const fresh = 'owner.new@example.test';
    const user = await customer(old);
    const first = await callApi(bank, user, 'POST', '/user', { email: fresh });
    expect(first.status).toBe(207);

    // One code at each address, each mail saying what its code is for.
    const newCode = await codeOf(fresh, NEW_SUBJECT);
    const currentCode = await codeOf(old, CURRENT_SUBJECT);
    expect(await codesAt(fresh)).toEqual([newCode]);
    expect(await codesAt(old)).toEqual([currentCode]);
    const [approval] = await mails(old);
    expect(approval!.body).toContain(fresh);
    expect(approval!.body).toContain('code sent to the new address');

    // A wrong new-address code changes nothing, even with the right current-address code.
    const refused = await callApi(bank, user, 'POST', '/user', {
      requestId: first.body.requestId,
      mfaCode: otherThan(newCode, currentCode),
      currentEmailCode: currentCode,
    });
    expect(refused).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Invalid verification code' },
    });
    await expectEmail(user, old);

    const done = await callApi(bank, user, 'POST', '/user', {
      requestId: first.body.requestId,
      mfaCode: newCode,
      currentEmailCode: currentCode,
    });
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(fresh);

    // The old address is told, with no code in the mail.
    const notices = (await mails(old)).filter((mail) => mail.subject !== CURRENT_SUBJECT);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'Your email address was changed', code: null });
    expect(notices[0]!.body).toContain(fresh);

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

  it("a stolen token alone cannot move the email: the new address's code without the current one is refused, nothing changed", async () => {
    const old = 'victim@example.test';
    const attacker = 'attacker@example.test';
    const user = await customer(old);
    const first = await callApi(bank, user, 'POST', '/user', { email: attacker });
    expect(first.status).toBe(207);
    const newCode = await codeOf(attacker, NEW_SUBJECT);
    const currentCode = await codeOf(old, CURRENT_SUBJECT);
    const confirm = (body: Record<string, unknown>) =>
      callApi(bank, user, 'POST', '/user', { requestId: first.body.requestId, ...body });

    // Only the new address's code (what the attacker has).
    expect(await confirm({ mfaCode: newCode })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message:
          'currentEmailCode is required to change the email: enter the code sent to your current email address.',
      },
    });
    // A guessed current-address code.
    const wrongCurrent = await confirm({
      mfaCode: newCode,
      currentEmailCode: otherThan(newCode, currentCode),
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.message).toBe(
      'Invalid verification code for your current email address',
    );
    // The new address's code in both fields.
    expect((await confirm({ mfaCode: newCode, currentEmailCode: newCode })).status).toBe(400);
    // The current address's code does not pass as mfaCode (alone or with itself).
    const swapped = await confirm({ mfaCode: currentCode });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe('Invalid verification code');

    // Nothing moved: the profile, the sign-in identity, and no notice to the old address.
    await expectEmail(user, old);
    expect((await rawSignIn(bank, attacker)).status).toBe(400);
    expect((await mails(old)).map((mail) => mail.subject)).toEqual([CURRENT_SUBJECT]);

    // These were wrong attempts: the fifth voids the request, and then even both codes do nothing.
    const fifth = await confirm({ mfaCode: currentCode, currentEmailCode: currentCode });
    expect(fifth.status).toBe(400);
    expect(fifth.body.message).toBe(
      'Too many incorrect codes. Please request a new verification code.',
    );
    const late = await confirm({ mfaCode: newCode, currentEmailCode: currentCode });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      'No pending verification for this requestId. Please request a new code.',
    );
    await expectEmail(user, old);
  });

  it('a phone-only change mails its one code to the current email and sends no notice', async () => {
    const email = 'phone-only@example.test';
    const user = await customer(email);
    const first = await callApi(bank, user, 'POST', '/user', { phoneNumber: '2065550123' });
    expect(first.status).toBe(207);
    const code = await codeOf(email, 'Your verification code');
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

  it('counts asking whether an address is taken as a member lookup, on its hourly budget (issue 42)', async () => {
    const prober = await customer('prober@example.test');
    await customer('member-a@example.test');
    await bank.ctx.settings.set(SETTING_KEY, { memberLookupsPerCustomer: { max: 3 } });
    try {
      for (let i = 0; i < 3; i++)
        expect(
          (await callApi(bank, prober, 'POST', '/user', { email: 'member-a@example.test' })).status,
        ).toBe(409);
      const over = await callApi(bank, prober, 'POST', '/user', { email: 'member-a@example.test' });
      expect(over.status).toBe(429);
    } finally {
      await bank.ctx.settings.set(SETTING_KEY, LIFTED_LIMITS);
    }
  });

  it('mails an address at most 5 change codes in 15 minutes, however many customers ask (issue 42)', async () => {
    const target = 'someone-else@example.test';
    for (let i = 0; i < 5; i++) {
      const asker = await customer(`asker-${i}@example.test`);
      expect((await callApi(bank, asker, 'POST', '/user', { email: target })).status).toBe(207);
    }
    expect(await mails(target)).toHaveLength(5);
    const sixth = await customer('asker-5@example.test');
    const refused = await callApi(bank, sixth, 'POST', '/user', { email: target });
    expect(refused.status).toBe(429);
    expect(await mails(target)).toHaveLength(5);
    // The asker's own address was not mailed for a request that was refused.
    expect(await mails('asker-5@example.test')).toEqual([]);
  });
});
