import { userSettingSchema } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_NOTICE_SUBJECT } from '../src/modules/users/service';
import { suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Seed 002 §4 Security settings / Notifications, issue 16 §6 §7: the login notice ('Notify me on account login')
// saved by POST /user/setting and honoured by POST /notification/login (a mail to the sandbox mailbox only while
// on); the Transfer Between Members toggle of the transaction second factor (207 + emailed code, then the same call
// with mfaCode + transaction2faRecordId), after which a member transfer asks for a code — and stops asking once
// turned off.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'security.test');
const { post, get } = customers;

const mails = (who: string) => bank.ctx.mailbox.list(customers.emails[who]!);
const lastCode = async (who: string) => (await mails(who))[0]?.code ?? null;
/** Each call a second later, so the newest mail is the one the call sent. */
const later = <T>(call: () => Promise<T>) => {
  bank.clock.advance(1000);
  return call();
};

describe.skipIf(engineUnavailable)(`security settings API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ada', 'ada@demo.test');
    await customers.add('acme', 'acme@demo.test');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  const notify = (who: string, enabledEmail: boolean) =>
    later(() => post(who, '/user/setting', { notifications: { ON_LOGIN: { enabledEmail } } }));

  it('the login notice: saved by POST /user/setting, mailed by POST /notification/login only while on', async () => {
    expect((await get('acme', '/user/setting')).body.notifications).toEqual({
      ON_LOGIN: { enabledEmail: false },
    });
    expect(await later(() => post('acme', '/notification/login'))).toEqual({
      status: 200,
      body: { recorded: true },
    });
    expect(await mails('acme')).toHaveLength(0);

    const on = await notify('acme', true);
    expect(on.status).toBe(200);
    expect(userSettingSchema.parse(on.body).notifications).toEqual({
      ON_LOGIN: { enabledEmail: true },
    });
    expect((await get('acme', '/user/setting')).body.notifications.ON_LOGIN.enabledEmail).toBe(
      true,
    );
    await later(() => post('acme', '/notification/login'));
    const [notice, ...rest] = await mails('acme');
    expect(rest).toHaveLength(0);
    expect(notice).toMatchObject({
      to: customers.emails.acme,
      subject: LOGIN_NOTICE_SUBJECT,
      code: null,
    });
    expect(notice!.body).toContain('new sign-in to your account');

    expect((await notify('acme', false)).body.notifications).toEqual({
      ON_LOGIN: { enabledEmail: false },
    });
    await later(() => post('acme', '/notification/login'));
    expect(await mails('acme')).toHaveLength(1);
  });

  const toggleMembers = async (enabled: boolean) => {
    const change = {
      transaction2fa: { TRANSFER_BETWEEN_MEMBERS: { enabled, method: 'EMAIL' } },
    };
    const first = await later(() => post('ada', '/user/setting', change));
    expect(first.status).toBe(207);
    expect(first.body).toMatchObject({
      message: 'A verification code has been sent to your email',
      transaction2faRecordId: expect.any(String),
    });
    // Nothing changes before the code.
    expect(
      (await get('ada', '/user/setting')).body.transaction2fa.TRANSFER_BETWEEN_MEMBERS.enabled,
    ).toBe(!enabled);
    const done = await later(async () =>
      post('ada', '/user/setting', {
        ...change,
        mfaCode: await lastCode('ada'),
        transaction2faRecordId: first.body.transaction2faRecordId,
      }),
    );
    expect(done.status).toBe(200);
    expect(done.body.transaction2fa.TRANSFER_BETWEEN_MEMBERS).toEqual({ enabled, method: 'EMAIL' });
  };
  const transfer = (extra: Record<string, unknown> = {}) =>
    later(() =>
      post('ada', '/transfer/between-members/send', {
        fromAccountId: customers.accounts.ada!.USD!,
        amount: '1',
        currency: 'USD',
        beneficiaryEmail: customers.emails.acme,
        ...extra,
      }),
    );

  it('the Transfer Between Members toggle: off, a transfer needs no code; on, a transfer asks for one', async () => {
    // ada@'s copy starts with the factor on and the TRANSACTION2FA feature.
    await toggleMembers(false);
    const direct = await transfer();
    expect(direct.status).toBe(200);

    await toggleMembers(true);
    const asked = await transfer();
    expect(asked.status).toBe(207);
    expect(asked.body.message).toBe('A verification code has been sent to your email');
    const done = await transfer({
      mfaCode: await lastCode('ada'),
      transaction2faRecordId: asked.body.transaction2faRecordId,
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Transaction sent successfully!');
  });
});
