import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { RESET_CODE_MAILS_PER_ADDRESS, takeCodeMailSlot } from '../src/identity/mail-limit';
import { CLIENT_ID, cognito, confirmedIdentity, lastCode, rawSignUp } from './identity-support';

// Issue 16 §9: code mails are rate-limited per address — at most 5 per 15 minutes on the bank's clock, counted as
// they are sent (under a lock on the address, so parallel requests cannot all pass). Issue 27 §2: each purpose
// (sign-up and resend, forgot password, the email/phone change code, the transaction second factor) has its own
// budget, so a reset flood by anyone who knows the address cannot block the customer's transfers. Over the limit the identity operations answer Cognito's LimitExceededException, the
// bank calls a 429 with its message, and nothing else changes: no code replaced, no request or record created.

const LIMIT = {
  __type: 'LimitExceededException',
  message: 'Attempt limit exceeded, please try after some time.',
};
const WINDOW = PROFILE_LIMITS.codeMailWindowMs;

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'mail-limit.test');

const mails = (email: string) => bank.ctx.mailbox.list(email);
const codeMails = async (email: string) => (await mails(email)).filter((m) => m.code).length;
/** Each call a second later, so the newest mail is the one the call sent. */
const tick = () => bank.clock.advance(1000);

describe.skipIf(engineUnavailable)(`code mail limit per address (${engine})`, () => {
  beforeAll(async () => {
    // Tokens outlive the suite's clock moves (several 15-minute windows).
    // Behind a proxy on loopback: X-Forwarded-For names the client (per-client budgets).
    bank = await startTestBank(
      { TOKEN_TTL_SECONDS: String(24 * 3600) },
      { trustProxy: '127.0.0.1' },
    );
    await customers.add('ada', 'ada@demo.test');
    await customers.add('acme', 'acme@demo.test');
    await customers.add('bob', 'acme@demo.test');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('sign-up and resend: 5 codes, then LimitExceededException and the last code still confirms', async () => {
    expect(PROFILE_LIMITS.codeMailsPerWindow).toBe(5);
    const email = 'signup@example.com';
    tick();
    expect((await rawSignUp(bank, email)).status).toBe(200);
    const resend = () => {
      tick();
      return cognito(bank, 'ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email });
    };
    for (let i = 0; i < 4; i++) expect((await resend()).status).toBe(200);
    const fifth = await lastCode(bank, email);
    const refused = await resend();
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(LIMIT);
    expect(refused.headers.get('x-amzn-errortype')).toBe('LimitExceededException');
    expect(await codeMails(email)).toBe(5);
    // The code in force was not replaced.
    expect(
      (
        await cognito(bank, 'ConfirmSignUp', {
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: fifth,
        })
      ).body,
    ).toEqual({});
  });

  it('sign-up to an address that already had 5 codes is refused before anything is created', async () => {
    const email = 'crowded@example.com';
    // Five codes already mailed (each sender takes its slot this way before it mails).
    for (let i = 0; i < 5; i++)
      expect(await takeCodeMailSlot(bank.ctx, email, 'SIGN_UP')).toBe(true);
    // A notice without a code does not count.
    await bank.ctx.mailbox.send({ to: email, subject: 'Notice', body: 'no code' });
    tick();
    expect((await rawSignUp(bank, email)).body).toEqual(LIMIT);
    const identity = await bank.ctx.db
      .selectFrom('identity_users')
      .select('sub')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(identity).toBeUndefined();
    // 15 minutes later the window has passed.
    bank.clock.advance(WINDOW);
    expect((await rawSignUp(bank, email)).status).toBe(200);
  });

  it('holds under 12 parallel ForgotPassword calls: 5 codes mailed, 7 refused', async () => {
    const email = 'parallel@example.com';
    await confirmedIdentity(bank, email);
    tick();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        cognito(bank, 'ForgotPassword', { ClientId: CLIENT_ID, Username: email }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual(
      Array.from({ length: 7 }, () => LIMIT),
    );
    expect(await codeMails(email)).toBe(5);
  });

  it('forgot password: the 6th code within 15 minutes is refused, the 5th still resets; later it works again', async () => {
    const email = 'forgot@example.com';
    await confirmedIdentity(bank, email);
    const forgot = () => {
      tick();
      return cognito(bank, 'ForgotPassword', { ClientId: CLIENT_ID, Username: email });
    };
    for (let i = 0; i < 5; i++) expect((await forgot()).status).toBe(200);
    const fifth = await lastCode(bank, email);
    expect((await forgot()).body).toEqual(LIMIT);
    expect(await codeMails(email)).toBe(5);
    expect(
      (
        await cognito(bank, 'ConfirmForgotPassword', {
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: fifth,
          Password: 'Chang3dPass',
        })
      ).body,
    ).toEqual({});
    // The window slides: 15 minutes after the first of the five, one more is allowed.
    bank.clock.advance(WINDOW - 6000); // the first of the five was sent 6 s ago (ticks)
    expect((await forgot()).status).toBe(200);
    // At the same instant the other four are still inside the window.
    expect(
      (await cognito(bank, 'ForgotPassword', { ClientId: CLIENT_ID, Username: email })).body,
    ).toEqual(LIMIT);
  });

  it("one client cannot use up an address's reset codes: another client still gets one; all clients together are capped", async () => {
    const email = 'owner@example.com';
    await confirmedIdentity(bank, email);
    const forgot = (ip: string) => {
      tick();
      return cognito(
        bank,
        'ForgotPassword',
        { ClientId: CLIENT_ID, Username: email },
        { headers: { 'x-forwarded-for': ip } },
      );
    };
    const attacker = '203.0.113.9';
    for (let i = 0; i < PROFILE_LIMITS.codeMailsPerWindow; i++)
      expect((await forgot(attacker)).status).toBe(200);
    expect((await forgot(attacker)).body).toEqual(LIMIT);
    // The owner, from their own IP, gets a code, and it resets the password.
    expect((await forgot('198.51.100.20')).status).toBe(200);
    expect(await codeMails(email)).toBe(PROFILE_LIMITS.codeMailsPerWindow + 1);
    expect(
      (
        await cognito(bank, 'ConfirmForgotPassword', {
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: await lastCode(bank, email),
          Password: 'Res3tByOwner',
        })
      ).status,
    ).toBe(200);
    expect((await forgot(attacker)).body).toEqual(LIMIT);
    // Many IPs together reach the address's ceiling, then every client is refused until the window ends.
    let sent = PROFILE_LIMITS.codeMailsPerWindow + 1;
    for (let i = 0; sent < RESET_CODE_MAILS_PER_ADDRESS; i++, sent++)
      expect((await forgot(`192.0.2.${i}`)).status).toBe(200);
    expect((await forgot('192.0.2.200')).body).toEqual(LIMIT);
    expect(await codeMails(email)).toBe(RESET_CODE_MAILS_PER_ADDRESS);
    bank.clock.advance(WINDOW);
    expect((await forgot('192.0.2.200')).status).toBe(200);
  });

  it('bank calls: the 6th contact-change code is refused with 429 and replaces nothing; other purposes keep their budgets', async () => {
    bank.clock.advance(WINDOW);
    const email = customers.emails.acme!;
    const contact = (phoneNumber: string) => {
      tick();
      return customers.post('acme', '/user', { phoneNumber, phoneCountryCode: '+1' });
    };
    for (let i = 0; i < 4; i++) expect((await contact(`20655501${i}1`)).status).toBe(207);
    const requestId = (await contact('2065550199')).body.requestId as string;
    const code = await lastCode(bank, email);

    const refusedContact = await contact('2065550150');
    expect(refusedContact).toEqual({
      status: 429,
      body: { statusCode: 429, message: PROFILE_MESSAGES.codeMailsLimited },
    });
    expect(refusedContact.body.message).toBe(
      'Too many verification codes requested. Please wait a few minutes and try again.',
    );
    expect(await codeMails(email)).toBe(5);
    // The pending phone change was not replaced: its code still applies it.
    const applied = await customers.post('acme', '/user', {
      phoneNumber: '2065550199',
      phoneCountryCode: '+1',
      mfaCode: code,
      requestId,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.phoneNumber).toBe('2065550199');

    // The transaction second factor has a budget of its own.
    tick();
    const setting = await customers.post('acme', '/user/setting', {
      transaction2fa: { WIRE_TRANSFER: { enabled: true, method: 'EMAIL' } },
    });
    expect(setting.status).toBe(207);
    // Another address is not affected.
    tick();
    expect((await customers.post('bob', '/user', { phoneNumber: '2065550177' })).status).toBe(207);
  });

  it("a flood of reset codes to a customer's address does not block the customer's transfer codes or contact changes", async () => {
    bank.clock.advance(WINDOW);
    const email = customers.emails.ada!;
    const forgot = () => {
      tick();
      return cognito(bank, 'ForgotPassword', { ClientId: CLIENT_ID, Username: email });
    };
    for (let i = 0; i < 5; i++) expect((await forgot()).status).toBe(200);
    expect((await forgot()).body).toEqual(LIMIT);
    tick();
    const transfer = await customers.post('ada', '/transfer/between-members/send', {
      fromAccountId: customers.accounts.ada!.USD!,
      amount: '1',
      currency: 'USD',
      beneficiaryEmail: customers.emails.acme!,
    });
    expect(transfer.status).toBe(207);
    tick();
    expect((await customers.post('ada', '/user', { phoneNumber: '2065550188' })).status).toBe(207);
  });

  it('a transfer that needs the second factor is refused with 429 over the limit, nothing recorded', async () => {
    bank.clock.advance(WINDOW);
    const email = customers.emails.ada!;
    const earlier = await codeMails(email);
    const send = () => {
      tick();
      return customers.post('ada', '/transfer/between-members/send', {
        fromAccountId: customers.accounts.ada!.USD!,
        amount: '1',
        currency: 'USD',
        beneficiaryEmail: customers.emails.bob,
      });
    };
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(207);
    const count = () =>
      bank.ctx.db
        .selectFrom('second_factor_records')
        .select('id')
        .where('user_id', '=', customers.callers.ada!.id)
        .execute();
    const before = (await count()).length;
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PROFILE_MESSAGES.codeMailsLimited);
    expect(await count()).toHaveLength(before);
    expect(await codeMails(email)).toBe(earlier + 5);
  });
});
