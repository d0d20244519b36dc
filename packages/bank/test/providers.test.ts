import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { callApi, completeRegistration, provisionCaller, type Caller } from './api-support';
import { engine, engineUnavailable, inProcessBank, startTestBank, type TestBank } from './harness';

// Issue 40: every outside party is chosen by configuration, and one nobody configured is off — never silently the
// sandbox's. Off, its service answers seed 000 §2's 'This service is temporarily unavailable, please try again
// later.' (403: the bank itself is up), its features are off in the profile (the app greys and gates them), and
// the registry built nothing for it.

/** A production configuration (as test/production-mode.test.ts starts it), with no provider named. */
const PRODUCTION = {
  APP_ENVIRONMENT: 'production',
  DATABASE_URL: 'postgres://bank@db.example/bank',
  PUBLIC_ORIGIN: 'https://bank.example',
  IDENTITY_PROVIDER: 'external',
  USER_POOL_ID: 'eu-west-1_AbC123',
  USER_POOL_CLIENT_ID: 'prodclient1234',
  IDENTITY_ISSUER: 'https://issuer.invalid/eu-west-1_AbC123',
  MAIL_SMTP_URL: 'smtps://bank:smtp-password@smtp.invalid:465',
  MAIL_FROM: 'Axia <no-reply@bank.example>',
};

const OFF_TEXT = 'This service is temporarily unavailable, please try again later.';

const ALL_OFF = {
  CUSTODY_PROVIDER: 'off',
  CARD_ISSUER_PROVIDER: 'off',
  GIFT_CARD_PROVIDER: 'off',
  CARD_ONRAMP_PROVIDER: 'off',
  CRYPTO_DEPOSIT_PROVIDER: 'off',
  KYC_PROVIDER: 'off',
};

const EVERY_PARTY = [
  'custody',
  'cardIssuer',
  'giftCardVendor',
  'cardOnramp',
  'cryptoDeposit',
  'kyc',
] as const;

describe('provider configuration', () => {
  it.skipIf(engineUnavailable)(
    'production with no provider named: every party off, and the registry builds none',
    async () => {
      const config = loadConfig(PRODUCTION);
      for (const party of EVERY_PARTY) expect(config.providers[party]).toEqual({ provider: 'off' });
      const bank = await inProcessBank(config);
      try {
        expect(bank.ctx.providers.built).toEqual([]);
        const answer = await bank.app.inject({ method: 'GET', url: '/config.json' });
        expect(answer.json().services).toEqual({
          custody: false,
          cardIssuer: false,
          giftCardVendor: false,
          cardOnramp: false,
          cryptoDeposit: false,
          kyc: false,
        });
        // The sandbox providers' files are not served either.
        const agreement = await bank.app.inject({
          method: 'GET',
          url: '/card-agreements/north-america.svg',
        });
        expect(agreement.statusCode).toBe(404);
      } finally {
        await bank.close();
      }
    },
  );

  it('a local sandbox defaults every party to the sandbox; a dev/uat sandbox to off', () => {
    const local = loadConfig({});
    for (const party of EVERY_PARTY) expect(local.providers[party].provider).toBe('sandbox');
    const uat = loadConfig({
      APP_ENVIRONMENT: 'uat',
      SANDBOX: '1',
      SANDBOX_ADMIN_TOKEN: 'x'.repeat(40),
      PUBLIC_ORIGIN: 'https://uat.bank.example',
      DATABASE_URL: 'postgres://bank@db.example/bank',
      IDENTITY_PROVIDER: 'sandbox',
    });
    for (const party of EVERY_PARTY) expect(uat.providers[party]).toEqual({ provider: 'off' });
    const named = loadConfig({
      APP_ENVIRONMENT: 'uat',
      SANDBOX: '1',
      SANDBOX_ADMIN_TOKEN: 'x'.repeat(40),
      PUBLIC_ORIGIN: 'https://uat.bank.example',
      DATABASE_URL: 'postgres://bank@db.example/bank',
      IDENTITY_PROVIDER: 'sandbox',
      CARD_ISSUER_PROVIDER: 'sandbox',
    });
    expect(named.providers.cardIssuer.provider).toBe('sandbox');
    expect(named.providers.giftCardVendor.provider).toBe('off');
  });

  it('refuses only what contradicts itself: an unknown provider, the sandbox’s with the sandbox off, a short secret', () => {
    expect(() => loadConfig({ CUSTODY_PROVIDER: 'fireblocks' })).toThrow(
      'CUSTODY_PROVIDER must be one of off, sandbox (got "fireblocks")',
    );
    expect(() => loadConfig({ SANDBOX: '0', KYC_PROVIDER: 'sandbox' })).toThrow(
      'KYC_PROVIDER=sandbox needs the sandbox on (SANDBOX=1)',
    );
    expect(() => loadConfig({ GIFT_CARD_WEBHOOK_SECRET: 'short' })).toThrow(
      'GIFT_CARD_WEBHOOK_SECRET must be at least 32 characters',
    );
    // With the sandbox off in local nothing is named, so nothing is on: no error.
    const off = loadConfig({ SANDBOX: '0' });
    for (const party of EVERY_PARTY) expect(off.providers[party]).toEqual({ provider: 'off' });
  });
});

describe.skipIf(engineUnavailable)(`a bank whose outside parties are off (${engine})`, () => {
  let bank: TestBank;
  let ada: Caller;
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    callApi(bank, ada, method, path, body, headers);

  beforeAll(async () => {
    bank = await startTestBank(ALL_OFF);
    ada = await provisionCaller(bank, {
      email: 'ada@providers.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      features: [
        'MENU_DEPOSIT',
        'MENU_CARDS',
        'MENU_GIFT_CARDS',
        'CARD',
        'GIFT_CARD',
        'CUSTODY',
        'CUSTODY_V2',
        'FIAT_TO_CRYPTO',
        'ONRAMPER',
        'USAX_ACCOUNT',
        'ENABLE_ONBOARDING',
      ],
    });
  });
  afterAll(() => bank?.close());

  it('built no provider at all (the registry’s record)', () => {
    expect(bank.ctx.providers.built).toEqual([]);
    for (const party of EVERY_PARTY) expect(bank.ctx.providers[party]).toBeNull();
  });

  it('tells the app which services are off (/config.json) and drops their features from the profile', async () => {
    const config = (await (await fetch(`${bank.url}/config.json`)).json()) as {
      services: Record<string, boolean>;
    };
    expect(config.services).toEqual({
      custody: false,
      cardIssuer: false,
      giftCardVendor: false,
      cardOnramp: false,
      cryptoDeposit: false,
      kyc: false,
    });
    const profile = await call('GET', '/user');
    expect(profile.status).toBe(200);
    expect([...profile.body.features].sort()).toEqual([
      'ENABLE_ONBOARDING',
      'MENU_CARDS',
      'MENU_DEPOSIT',
      'MENU_GIFT_CARDS',
      'USAX_ACCOUNT',
    ]);
  });

  it('the KYC session, before registration: 403 with the spec’s text', async () => {
    const kyc = await call('POST', '/user/kyc/session', {});
    expect(kyc).toEqual({ status: 403, body: expect.objectContaining({ message: OFF_TEXT }) });
  });

  it('cards, gift cards, crypto deposits, card deposits and custody addresses: 403 with the spec’s text', async () => {
    await completeRegistration(bank, ada);
    const answers = {
      cards: await call('GET', '/card/cardTypes'),
      giftCards: await call('GET', '/gift-card/countries'),
      cryptoDeposit: await call('GET', '/deposit/alphapo/supportCurrencies'),
      cardDeposit: await call(
        'POST',
        '/deposit/creditDebitDeposit/depositAddress?serviceProvider=CARDPAY',
        { currencyTo: 'AXC', amount: '100', termsAccepted: true },
        { 'idempotency-key': crypto.randomUUID() },
      ),
      custody: await call('GET', '/transfer/axcustody/deposit-address'),
    };
    for (const [service, answer] of Object.entries(answers))
      expect({ service, status: answer.status, message: answer.body.message }).toEqual({
        service,
        status: 403,
        message: OFF_TEXT,
      });
    // A customer without a card has none to list: the screen greys Order Card.
    expect(await call('GET', '/card')).toEqual({ status: 200, body: { data: [] } });
    // Nothing was written for them: no custody address, no order.
    const addresses = await bank.ctx.db.selectFrom('custody_addresses').selectAll().execute();
    expect(addresses).toEqual([]);
  });
});

describe.skipIf(engineUnavailable)(`one provider configured (${engine})`, () => {
  let bank: TestBank;
  afterAll(() => bank?.close());

  it('turns on that service only', async () => {
    bank = await startTestBank({ ...ALL_OFF, CARD_ISSUER_PROVIDER: 'sandbox' });
    expect(bank.ctx.providers.built).toEqual(['cardIssuer:sandbox']);
    const ada = await provisionCaller(bank, {
      email: 'ada@one-provider.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      features: ['MENU_CARDS', 'CARD', 'GIFT_CARD', 'MENU_GIFT_CARDS'],
    });
    await completeRegistration(bank, ada);
    const profile = await callApi(bank, ada, 'GET', '/user');
    expect([...profile.body.features].sort()).toEqual(['CARD', 'MENU_CARDS', 'MENU_GIFT_CARDS']);
    expect((await callApi(bank, ada, 'GET', '/card')).status).toBe(200);
    const giftCards = await callApi(bank, ada, 'GET', '/gift-card/countries');
    expect({ status: giftCards.status, message: giftCards.body.message }).toEqual({
      status: 403,
      message: OFF_TEXT,
    });
  });
});
