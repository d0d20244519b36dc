import { bannerSettingSchema, wireDepositInfoSchema } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWireDepositInfo } from '../src/modules/settings/service';
import { SANDBOX_WIRE_DEPOSIT_INFO } from '../src/sandbox/seed';
import { SETTING_KEYS } from '../src/settings';
import { callApi, provisionCaller, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// GET /bankSettings by name (seed 001 §3, §7 'Wire deposit info by config key'): the wire deposit instructions the
// wire deposit and the pending wire deposit dialog show, beside the banner (seed 000 §2.4).

let bank: TestBank;
let user: Caller;

const wireInfo = () => callApi(bank, user, 'GET', '/bankSettings?settingName=WIRE_DEPOSIT_INFO');

describe.skipIf(engineUnavailable)(`bank settings API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    user = await provisionCaller(bank, {
      email: 'settings@example.test',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('answers 404 while no wire deposit instructions are configured: no made-up bank details', async () => {
    const res = await wireInfo();
    expect(res).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Wire deposit information is not available' },
    });
  });

  it('answers the sandbox instructions as the seed writes them, the rich text as written', async () => {
    await setWireDepositInfo(bank.ctx, SANDBOX_WIRE_DEPOSIT_INFO);
    const res = await wireInfo();
    expect(res.status).toBe(200);
    const info = wireDepositInfoSchema.parse(res.body);
    expect(info).toEqual(SANDBOX_WIRE_DEPOSIT_INFO);
    expect(Object.keys(res.body).sort()).toEqual([
      'bankAba',
      'bankAccountName',
      'bankAccountNumber',
      'bankName',
      'wireDepositInformation',
    ]);
    // A <p> and a <ul>, and the script the app's sanitiser must strip (the bank does not rewrite HTML).
    expect(info.wireDepositInformation).toMatch(/^<p>.*<ul>.*<\/ul><script>/);
    // The routing number passes the ABA checksum (3, 7, 1 weights).
    const digits = [...info.bankAba].map(Number);
    const sum = digits.reduce((total, digit, i) => total + digit * [3, 7, 1][i % 3]!, 0);
    expect(digits).toHaveLength(9);
    expect(sum % 10).toBe(0);
  });

  it('answers 404 for malformed or blank stored instructions, never a 500', async () => {
    for (const stored of [
      'garbage',
      { ...SANDBOX_WIRE_DEPOSIT_INFO, bankName: '   ' },
      { bankName: 'Only a name' },
    ]) {
      await bank.ctx.settings.set(SETTING_KEYS.wireDepositInfo, stored);
      const res = await wireInfo();
      expect(res.status).toBe(404);
    }
    await setWireDepositInfo(bank.ctx, SANDBOX_WIRE_DEPOSIT_INFO);
    expect((await wireInfo()).status).toBe(200);
  });

  it('keeps answering the banner by its name, and refuses other names', async () => {
    const banner = await callApi(bank, user, 'GET', '/bankSettings?settingName=BANNER');
    expect(banner.status).toBe(200);
    expect(bannerSettingSchema.parse(banner.body).enabled).toBe(false);
    for (const name of ['OTHER', 'wire_deposit_info', '']) {
      const res = await callApi(bank, user, 'GET', `/bankSettings?settingName=${name}`);
      expect(res.status).toBe(400);
    }
  });

  it('needs a signed-in user', async () => {
    const res = await callApi(bank, null, 'GET', '/bankSettings?settingName=WIRE_DEPOSIT_INFO');
    expect(res.status).toBe(401);
  });
});
