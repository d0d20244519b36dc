import { userSettingSchema } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteCustomers } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Seed 002 §3 'User settings', §4, §7: GET/POST /user/setting. The transaction second factor per type (seeded on
// for ada@, off for acme@, carried by the back office's copies), a change of it in either direction behind the
// TRANSACTION2FA feature and an emailed code (207), the login notice set directly, mfaEnabled read-only.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'setting.test');
const customer = customers.add;

const get = (who: string) => customers.get(who, '/user/setting');
const post = (who: string, body: unknown) => {
  bank.clock.advance(1000);
  return customers.post(who, '/user/setting', body);
};
const lastCode = async (who: string) =>
  (await bank.ctx.mailbox.list(`${who}@setting.test`))[0]?.code ?? null;

const both = (enabled: boolean) => ({
  TRANSFER_BETWEEN_MEMBERS: { enabled, method: 'EMAIL' },
  WIRE_TRANSFER: { enabled, method: 'EMAIL' },
});

describe.skipIf(engineUnavailable)(`user setting API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customer('ada', 'ada@demo.test');
    await customer('acme', 'acme@demo.test');
    await customer('nina', 'new@demo.test');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('answers the seeded settings: on for a copy of ada@, off for acme@ and a new user', async () => {
    const ada = await get('ada');
    expect(ada.status).toBe(200);
    expect(userSettingSchema.parse(ada.body)).toEqual({
      transaction2fa: both(true),
      notifications: { ON_LOGIN: { enabledEmail: false } },
      mfaEnabled: false,
    });
    expect((await get('acme')).body.transaction2fa).toEqual(both(false));
    expect((await get('nina')).body.transaction2fa).toEqual(both(false));
  });

  it('changes the login notice at once, and the login notice follows it', async () => {
    const res = await post('acme', { notifications: { ON_LOGIN: { enabledEmail: true } } });
    expect(res.status).toBe(200);
    expect(res.body.notifications).toEqual({ ON_LOGIN: { enabledEmail: true } });
    const before = (await bank.ctx.mailbox.list('acme@setting.test')).length;
    await customers.post('acme', '/notification/login');
    expect((await bank.ctx.mailbox.list('acme@setting.test')).length).toBe(before + 1);
  });

  it('turns a transaction second factor on with an emailed code (207), bound to that change', async () => {
    const change = { transaction2fa: { WIRE_TRANSFER: { enabled: true, method: 'EMAIL' } } };
    const first = await post('acme', change);
    expect(first.status).toBe(207);
    expect(first.body).toMatchObject({
      statusCode: 207,
      message: 'A verification code has been sent to your email',
      transaction2faRecordId: expect.any(String),
    });
    // Nothing changes before the code.
    expect((await get('acme')).body.transaction2fa.WIRE_TRANSFER.enabled).toBe(false);
    const code = (await lastCode('acme'))!;
    const recordId = first.body.transaction2faRecordId;

    const other = await post('acme', {
      transaction2fa: both(true),
      mfaCode: code,
      transaction2faRecordId: recordId,
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      'This code was issued for another transfer. Please send the transfer again.',
    );
    const wrong = await post('acme', {
      ...change,
      mfaCode: code === '000000' ? '000001' : '000000',
      transaction2faRecordId: recordId,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Verification code is invalid');

    const done = await post('acme', { ...change, mfaCode: code, transaction2faRecordId: recordId });
    expect(done.status).toBe(200);
    expect(userSettingSchema.parse(done.body).transaction2fa).toEqual({
      TRANSFER_BETWEEN_MEMBERS: { enabled: false, method: 'EMAIL' },
      WIRE_TRANSFER: { enabled: true, method: 'EMAIL' },
    });
    // The login notice set before is kept.
    expect(done.body.notifications).toEqual({ ON_LOGIN: { enabledEmail: true } });
  });

  it('turns it off the same way; an expired code is refused', async () => {
    const change = {
      transaction2fa: { TRANSFER_BETWEEN_MEMBERS: { enabled: false, method: 'EMAIL' } },
    };
    const first = await post('ada', change);
    expect(first.status).toBe(207);
    const code = (await lastCode('ada'))!;
    bank.clock.advance(5 * 60_000);
    const expired = await post('ada', {
      ...change,
      mfaCode: code,
      transaction2faRecordId: first.body.transaction2faRecordId,
    });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('Verification code is expired');
    expect((await get('ada')).body.transaction2fa.TRANSFER_BETWEEN_MEMBERS.enabled).toBe(true);

    const again = await post('ada', change);
    const fresh = (await lastCode('ada'))!;
    const done = await post('ada', {
      ...change,
      mfaCode: fresh,
      transaction2faRecordId: again.body.transaction2faRecordId,
    });
    expect(done.status).toBe(200);
    expect(done.body.transaction2fa).toEqual({
      TRANSFER_BETWEEN_MEMBERS: { enabled: false, method: 'EMAIL' },
      WIRE_TRANSFER: { enabled: true, method: 'EMAIL' },
    });
  });

  it('asks no code when nothing changes, and refuses a change without the TRANSACTION2FA feature (403)', async () => {
    const same = await post('acme', {
      transaction2fa: { WIRE_TRANSFER: { enabled: true, method: 'EMAIL' } },
    });
    expect(same.status).toBe(200);
    const res = await post('nina', { transaction2fa: both(true) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Transaction two-factor settings are not available to you');
    expect((await get('nina')).body.transaction2fa).toEqual(both(false));
  });

  it('refuses an unknown setting (400)', async () => {
    const res = await post('acme', {
      transaction2fa: { CARD: { enabled: true, method: 'EMAIL' } },
    });
    expect(res.status).toBe(400);
  });
});
