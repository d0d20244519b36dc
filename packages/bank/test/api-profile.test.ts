import {
  accountOverviewSchema,
  accountSchema,
  bannerSettingSchema,
  codeRequiredSchema,
  conversionRateSchema,
  spendableSchema,
  termsEntrySchema,
  totalAssetSchema,
  userSchema,
} from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditFrom } from '../src/modules/ledger/post';
import { setBanner } from '../src/modules/settings/service';
import { callApi, provisionCaller, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// The profile, consent, login notice, accounts and bank settings calls of seed 000 §7.

let bank: TestBank;
let counter = 0;

async function newUser(options: { features?: string[] } = {}): Promise<Caller> {
  counter += 1;
  return provisionCaller(bank, {
    email: `profile${counter}@example.test`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    features: options.features,
  });
}

const call = (caller: Caller | null, method: string, path: string, body?: unknown) =>
  callApi(bank, caller, method, path, body);

async function accountId(userId: string, currency: string) {
  const row = await bank.ctx.db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Credits the user's account in `currency` from the sandbox's funding, as an external deposit or as interest. */
async function creditAccount(
  user: Caller,
  currency: string,
  amount: string,
  type: 'EXTERNAL_TRANSACTION' | 'INTEREST' = 'EXTERNAL_TRANSACTION',
) {
  await creditFrom(bank.ctx.db, type === 'INTEREST' ? 'INTEREST_EXPENSE' : 'SANDBOX_FUNDING', {
    accountId: await accountId(user.id, currency),
    amount,
    type,
    method: type === 'INTEREST' ? 'INTEREST' : 'SANDBOX',
    createdAt: bank.clock.now(),
  });
}

async function lastCode(email: string) {
  const mail = await bank.ctx.mailbox.list(email);
  return mail[0]?.code ?? null;
}

describe.skipIf(engineUnavailable)(`API: profile, accounts and settings (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  describe('GET /user', () => {
    it('answers the profile in core userSchema shape', async () => {
      const user = await newUser();
      const res = await call(user, 'GET', '/user');
      expect(res.status).toBe(200);
      const profile = userSchema.parse(res.body);
      expect(profile).toMatchObject({
        id: user.id,
        email: user.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        status: 'ACTIVE',
        preferredMFA: 'NOMFA',
        taxIdNotification: false,
        privileged: false,
        phoneCountryCode: null,
        phoneNumber: null,
        consent: {},
        registration: {
          registrationCompleted: false,
          userType: 'UNKNOWN',
          taxIdStatus: 'INCOMPLETE',
          businessRecordsStatus: 'INCOMPLETE',
          businessAddressStatus: 'INCOMPLETE',
        },
      });
      expect(profile.features).toContain('ENABLE_ONBOARDING');
      expect(profile.createdAt).toBe('2026-11-21T12:00:00.000Z');
    });

    it('reads preferredMFA from the identity side', async () => {
      const user = await newUser();
      const now = bank.clock.now();
      await bank.ctx.db
        .insertInto('identity_users')
        .values({
          sub: user.id,
          username: user.id,
          email: user.email,
          email_verified: true,
          given_name: 'Ada',
          family_name: 'Lovelace',
          password_hash: 'x',
          status: 'CONFIRMED',
          totp_enabled: true,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          locked_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const res = await call(user, 'GET', '/user');
      expect(res.body.preferredMFA).toBe('SOFTWARE_TOKEN_MFA');
    });

    it('answers 404 for a valid token without a bank profile', async () => {
      const { IdToken } = await bank.ctx.tokens.issue(
        {
          sub: crypto.randomUUID(),
          email: 'ghost@example.test',
          given_name: 'G',
          family_name: 'H',
        },
        { withRefresh: false },
      );
      const res = await call({ id: '', email: '', token: IdToken }, 'GET', '/user');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User profile not found');
    });
  });

  describe('POST /user (email and phone change with a mailed code)', () => {
    it('answers 207 with a requestId, mails a phone change’s code to the CURRENT email, then applies the change', async () => {
      const user = await newUser();
      const first = await call(user, 'POST', '/user', {
        phoneCountryCode: '+44',
        phoneNumber: '7911123456',
      });
      expect(first.status).toBe(207);
      const step = codeRequiredSchema.parse(first.body);
      expect(step.message).toBe('Verification code sent.');
      const code = await lastCode(user.email);
      expect(code).toMatch(/^\d{6}$/);
      // Nothing changes before the code.
      expect((await call(user, 'GET', '/user')).body.phoneNumber).toBeNull();

      const done = await call(user, 'POST', '/user', {
        requestId: step.requestId,
        mfaCode: code,
        phoneCountryCode: '+44',
        phoneNumber: '7911123456',
      });
      expect(done.status).toBe(200);
      expect(userSchema.parse(done.body)).toMatchObject({
        phoneCountryCode: '+44',
        phoneNumber: '7911123456',
      });
      // The code works once.
      const again = await call(user, 'POST', '/user', { requestId: step.requestId, mfaCode: code });
      expect(again.status).toBe(400);
    });

    it('changes the email with the codes sent to the new and the current address; the pending codes are stored hashed', async () => {
      const user = await newUser();
      const first = await call(user, 'POST', '/user', { email: '  New.Address@Example.TEST ' });
      expect(first.status).toBe(207);
      const code = await lastCode('new.address@example.test');
      const currentCode = await lastCode(user.email);
      expect(code).toMatch(/^\d{6}$/);
      expect(currentCode).toMatch(/^\d{6}$/);
      const row = await bank.ctx.db
        .selectFrom('users')
        .select('settings')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row.settings)).not.toContain(String(code));
      expect(JSON.stringify(row.settings)).not.toContain(String(currentCode));
      const done = await call(user, 'POST', '/user', {
        requestId: first.body.requestId,
        mfaCode: code,
        currentEmailCode: currentCode,
      });
      expect(done.status).toBe(200);
      expect(done.body.email).toBe('new.address@example.test');
    });

    it('refuses a wrong code with "Invalid verification code" and changes nothing', async () => {
      const user = await newUser();
      const first = await call(user, 'POST', '/user', { phoneNumber: '2065550123' });
      expect(first.status).toBe(207);
      const code = String(await lastCode(user.email));
      const wrong = code === '000000' ? '111111' : '000000';
      const res = await call(user, 'POST', '/user', {
        requestId: first.body.requestId,
        mfaCode: wrong,
      });
      expect(res).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Invalid verification code' },
      });
      expect((await call(user, 'GET', '/user')).body.phoneNumber).toBeNull();
      // The right code still works (default dial code +1).
      const ok = await call(user, 'POST', '/user', {
        requestId: first.body.requestId,
        mfaCode: code,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ phoneCountryCode: '+1', phoneNumber: '2065550123' });
    });

    it('voids the request after 5 wrong codes', async () => {
      const user = await newUser();
      const first = await call(user, 'POST', '/user', { phoneNumber: '2065550123' });
      const code = String(await lastCode(user.email));
      const wrong = code === '123456' ? '654321' : '123456';
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call(user, 'POST', '/user', {
          requestId: first.body.requestId,
          mfaCode: wrong,
        });
        expect(res.status).toBe(400);
        messages.push(String(res.body.message));
      }
      expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid verification code'));
      expect(messages[4]).toMatch(/Too many incorrect codes/);
      const late = await call(user, 'POST', '/user', {
        requestId: first.body.requestId,
        mfaCode: code,
      });
      expect(late.status).toBe(400);
      expect((await call(user, 'GET', '/user')).body.phoneNumber).toBeNull();
    });

    it('expires the code after 5 minutes', async () => {
      const user = await newUser();
      const first = await call(user, 'POST', '/user', { phoneNumber: '2065550123' });
      const code = await lastCode(user.email);
      bank.clock.advance(5 * 60 * 1000 + 1000);
      try {
        const { IdToken } = await bank.ctx.tokens.issue(
          { sub: user.id, email: user.email, given_name: 'Ada', family_name: 'Lovelace' },
          { withRefresh: false },
        );
        const res = await call({ ...user, token: IdToken }, 'POST', '/user', {
          requestId: first.body.requestId,
          mfaCode: code,
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/expired/);
      } finally {
        bank.clock.advance(-(5 * 60 * 1000 + 1000));
      }
    });

    it('refuses a change different from the one the code was sent for', async () => {
      const user = await newUser();
      const first = await call(user, 'POST', '/user', { phoneNumber: '2065550123' });
      const code = await lastCode(user.email);
      const res = await call(user, 'POST', '/user', {
        requestId: first.body.requestId,
        mfaCode: code,
        phoneNumber: '2065559999',
      });
      expect(res.status).toBe(400);
      expect((await call(user, 'GET', '/user')).body.phoneNumber).toBeNull();
    });

    it.each([
      [{ phoneNumber: 'abc123' }, 'phoneNumber must be a valid phone number.'],
      [{ phoneNumber: '123' }, 'phoneNumber must be a valid phone number.'],
      [{ phoneNumber: '+12065550123' }, 'phoneNumber must be a valid phone number.'],
      // Issue 29 #10: well formed but no real number for its dial code (libphonenumber's plans).
      [
        { phoneNumber: '000000000', phoneCountryCode: '+1' },
        'phoneNumber must be a valid phone number.',
      ],
      [
        { phoneNumber: '5551234567', phoneCountryCode: '+1' },
        'phoneNumber must be a valid phone number.',
      ],
      [
        { phoneNumber: '2065550123', phoneCountryCode: '+999' },
        'phoneCountryCode must be a valid country calling code.',
      ],
      [{ email: 'not-an-email' }, 'email must be an email'],
      [{ mfaCode: '123456' }, 'requestId is required with mfaCode'],
      [
        { requestId: 'nope', mfaCode: '123456' },
        'No pending verification for this requestId. Please request a new code.',
      ],
      [{}, 'Nothing to update: send a new email or phone number.'],
    ])('answers 400 for %j', async (body, message) => {
      const user = await newUser();
      const res = await call(user, 'POST', '/user', body);
      expect(res).toEqual({ status: 400, body: { statusCode: 400, message } });
      expect(await lastCode(user.email)).toBeNull();
    });

    it('answers 409 when the new email belongs to someone else', async () => {
      const a = await newUser();
      const b = await newUser();
      const res = await call(b, 'POST', '/user', { email: a.email });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The email has already been taken.');
    });
  });

  describe('consent, terms and the login notice', () => {
    it('records consent and shows it on the terms entries', async () => {
      await bank.ctx.db
        .insertInto('terms')
        .values([
          {
            name: 'USAX_TERMS',
            enabled: true,
            value_json: JSON.stringify({ header: 'USAX terms', body: 'Terms body' }),
          },
          {
            name: 'TOKEN_MIGRATION',
            enabled: false,
            value_json: JSON.stringify({ header: 'Migration', body: 'Body' }),
          },
        ])
        .execute();
      const user = await newUser();
      const before = await call(user, 'GET', '/termsConditions');
      expect(before.status).toBe(200);
      expect(z.array(termsEntrySchema).parse(before.body)).toEqual([
        expect.objectContaining({ name: 'TOKEN_MIGRATION', enabled: false, agreed: false }),
        expect.objectContaining({ name: 'USAX_TERMS', enabled: true, agreed: false }),
      ]);
      const agreed = await call(user, 'POST', '/user/agreeUserConsent', {
        consentFormName: 'USAX_TERMS',
      });
      expect(agreed.status).toBe(200);
      expect(userSchema.parse(agreed.body).consent).toEqual({ USAX_TERMS: true });
      const after = await call(user, 'GET', '/termsConditions');
      expect(after.body.find((t: { name: string }) => t.name === 'USAX_TERMS')).toMatchObject({
        agreed: true,
      });
      const bad = await call(user, 'POST', '/user/agreeUserConsent', { consentFormName: 'X' });
      expect(bad.status).toBe(400);
    });

    it('records a login event, and mails a notice only when the user asked for it', async () => {
      const user = await newUser();
      const res = await call(user, 'POST', '/notification/login');
      expect(res).toEqual({ status: 200, body: { recorded: true } });
      expect(await bank.ctx.mailbox.list(user.email)).toHaveLength(0);
      await bank.ctx.db
        .updateTable('users')
        .set({ settings: JSON.stringify({ notifications: { ON_LOGIN: { enabledEmail: true } } }) })
        .where('id', '=', user.id)
        .execute();
      await call(user, 'POST', '/notification/login');
      const mail = await bank.ctx.mailbox.list(user.email);
      expect(mail.map((m) => m.subject)).toEqual(['New sign-in to your account']);
      const events = await bank.ctx.db
        .selectFrom('login_events')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(events).toHaveLength(2);
    });
  });

  describe('accounts', () => {
    it('lists the accounts with each currency’s decimals', async () => {
      const user = await newUser();
      await creditAccount(user, 'USD', '12.34');
      await creditAccount(user, 'AXC', '1.12345');
      // The ledger refuses more decimals than the currency has.
      await expect(creditAccount(user, 'USD', '0.001')).rejects.toThrow(
        'A USD leg has more decimals than USD allows',
      );
      const res = await call(user, 'GET', '/account');
      expect(res.status).toBe(200);
      const accounts = z.array(accountSchema).parse(res.body);
      expect(accounts.map((a) => a.currency)).toEqual(['USD', 'EUR', 'GBP', 'AXC', 'USAX']);
      const byCurrency = Object.fromEntries(accounts.map((a) => [a.currency, a]));
      expect(byCurrency.USD).toMatchObject({
        amount: '12.34',
        spendableAmount: '12.34',
        currencyType: 'FIAT',
        status: 'ACTIVE',
        interestRate: '0.015',
      });
      expect(byCurrency.AXC?.amount).toBe('1.12345');
      expect(byCurrency.EUR?.amount).toBe('0.00');
      expect(byCurrency.USAX?.amount).toBe('0.00000');
    });

    it('computes spendable from ACTIVE accounts and caps it at the AXC/USD rate', async () => {
      const user = await newUser();
      await creditAccount(user, 'AXC', '1000');
      await creditAccount(user, 'USD', '10');
      const res = await call(user, 'GET', '/user/spendable');
      expect(res.status).toBe(200);
      // 1000 AXC × 0.0245 = 24.50 USD > 10 USD: AXC becomes 10 ÷ 0.0245 = 408.16326 (rounded down).
      expect(spendableSchema.parse(res.body)).toEqual({
        spendableAmountInAxc: '408.16326',
        spendableAmountInUsd: '10.00',
        spendableAmountInUsax: '0.00000',
      });
      await bank.ctx.db
        .updateTable('accounts')
        .set({ status: 'FROZEN' })
        .where('id', '=', await accountId(user.id, 'USD'))
        .execute();
      const frozen = await call(user, 'GET', '/user/spendable');
      expect(frozen.body).toMatchObject({
        spendableAmountInUsd: '0.00',
        spendableAmountInAxc: '0.00000',
      });
    });

    it('totals every account in USD at the sandbox rates, exactly', async () => {
      const user = await newUser();
      await creditAccount(user, 'USD', '0.10');
      await creditAccount(user, 'AXC', '1000.00001');
      await creditAccount(user, 'EUR', '0.20');
      const res = await call(user, 'GET', '/user/totalAsset');
      expect(res.status).toBe(200);
      // 0.10 + 1000.00001 × 0.0245 (24.500000245) + 0.20 × 1.08 (0.216) = 24.816000245 → 24.81
      expect(totalAssetSchema.parse(res.body)).toEqual({ totalAmount: '24.81', threshold: '100' });
    });

    it('answers the overview: rewards from INTEREST transactions, staking zero by default', async () => {
      const user = await newUser();
      await creditAccount(user, 'USD', '1.5', 'INTEREST');
      await creditAccount(user, 'USD', '0.25', 'INTEREST');
      await creditAccount(user, 'USD', '100');
      const res = await call(user, 'GET', '/account/overview');
      expect(res.status).toBe(200);
      const overview = accountOverviewSchema.parse(res.body);
      expect(overview.accountTotalRewards).toMatchObject({
        USD: { amount: '1.75' },
        AXC: { amount: '0.00000' },
      });
      expect(overview.stakingTotalBalance).toEqual({ AXC: { amount: '0.00000' } });
      expect(overview.stakingTotalRewards).toEqual({ AXC: { amount: '0.00000' } });
    });
  });

  describe('rates, banner, exempt countries, status page', () => {
    it('answers conversion rates for AXC/USD, USAX/USD, their inverse and cross pairs through USD', async () => {
      const user = await newUser();
      const rate = async (from: string, to: string) =>
        call(user, 'GET', `/currency/conversionRate?fromCurrency=${from}&toCurrency=${to}`);
      const axc = await rate('AXC', 'USD');
      expect(axc.status).toBe(200);
      expect(conversionRateSchema.parse(axc.body).conversionRate).toBe('0.0245');
      expect((await rate('USD', 'AXC')).body.conversionRate).toBe('40.81632653');
      expect((await rate('USAX', 'USD')).body.conversionRate).toBe('1');
      expect((await rate('USD', 'USAX')).body.conversionRate).toBe('1.00000000');
      // Cross pairs: usd[from] ÷ usd[to], rounded down to 8 places.
      expect((await rate('EUR', 'GBP')).body.conversionRate).toBe('0.85039370');
      expect((await rate('AXC', 'EUR')).body.conversionRate).toBe('0.02268518');
      for (const [from, to] of [
        ['AXC', 'AXC'],
        ['XYZ', 'USD'],
      ]) {
        const res = await rate(from!, to!);
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      await bank.ctx.settings.set('rates', { AXC: '0.05', USAX: 'garbage' });
      try {
        expect((await rate('AXC', 'USD')).body.conversionRate).toBe('0.05');
        expect((await rate('USAX', 'USD')).body.conversionRate).toBe('1');
      } finally {
        await bank.ctx.settings.set('rates', {});
      }
    });

    it('answers the banner setting', async () => {
      const user = await newUser();
      const none = await call(user, 'GET', '/bankSettings?settingName=BANNER');
      expect(none.status).toBe(200);
      expect(bannerSettingSchema.parse(none.body).enabled).toBe(false);
      await setBanner(bank.ctx, { enabled: true, header: 'Heads up', body: 'Scheduled upgrade' });
      const res = await call(user, 'GET', '/bankSettings?settingName=BANNER');
      expect(res.body).toEqual({
        enabled: true,
        header: 'Heads up',
        body: 'Scheduled upgrade',
        lastUpdatedAt: '2026-11-21T12:00:00.000Z',
      });
      const bad = await call(user, 'GET', '/bankSettings?settingName=OTHER');
      expect(bad.status).toBe(400);
    });

    it('answers the tax-ID-exempt countries from settings, with a default', async () => {
      const user = await newUser();
      const res = await call(user, 'GET', '/utils/getTaxIdExemptCountries');
      expect(res.body).toEqual(['AE', 'BH', 'BM', 'BS', 'KY', 'KW', 'MC', 'OM', 'QA', 'VG']);
      await bank.ctx.settings.set('taxIdExemptCountries', ['KY']);
      expect((await call(user, 'GET', '/utils/getTaxIdExemptCountries')).body).toEqual(['KY']);
      await bank.ctx.settings.set('taxIdExemptCountries', null);
    });

    it('answers the status page without a token; unknown pages are 404', async () => {
      const res = await call(null, 'GET', '/statusPage/axia');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(2);
      expect(res.body.every((s: { status: string }) => s.status === 'operational')).toBe(true);
      await bank.ctx.settings.set('serviceStatuses', [
        { name: 'Cards', description: 'Card services', status: 'partial_outage' },
      ]);
      expect((await call(null, 'GET', '/statusPage/axia')).body).toEqual([
        { name: 'Cards', description: 'Card services', status: 'partial_outage' },
      ]);
      await bank.ctx.settings.set('serviceStatuses', null);
      const unknown = await call(null, 'GET', '/statusPage/other');
      expect(unknown).toEqual({
        status: 404,
        body: { statusCode: 404, message: 'Status page not found' },
      });
    });
  });
});
