import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

describe.skipIf(engineUnavailable)(`server basics (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('serves the public runtime configuration', async () => {
    const res = await fetch(`${bank.url}/config.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      userPoolId: 'us-east-1_sandbox',
      userPoolClientId: 'axiasandboxclient',
      userPoolEndpoint: `${bank.url}/identity`,
      apiBaseUrl: `${bank.url}/api`,
      environment: 'local',
      statusPageId: 'axia',
      recaptchaSiteKey: null,
      robotCheck: 'sandbox',
      idleTimeoutMinutes: 10,
      sessionLifetimeHours: 12,
      statusPageUrl: 'https://status.axia.example',
      // A local sandbox's outside parties are the sandbox's own, all on.
      services: {
        custody: true,
        cardIssuer: true,
        giftCardVendor: true,
        cardOnramp: true,
        cryptoDeposit: true,
        kyc: true,
      },
    });
  });

  it('serves the session limits and the status page set in the environment', async () => {
    const custom = await startTestBank({
      IDLE_TIMEOUT_MINUTES: '5',
      SESSION_LIFETIME_HOURS: '8',
      STATUS_PAGE_URL: 'https://status.bank.test/axia',
    });
    try {
      expect(await (await fetch(`${custom.url}/config.json`)).json()).toMatchObject({
        idleTimeoutMinutes: 5,
        sessionLifetimeHours: 8,
        statusPageUrl: 'https://status.bank.test/axia',
      });
    } finally {
      await custom.close();
    }
  });

  it('answers unknown paths with 404 in the API error shape', async () => {
    const res = await fetch(`${bank.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope' });
  });

  it('answers every API call with 503 while maintenance is on', async () => {
    await bank.ctx.settings.set('maintenance', true);
    const res = await fetch(`${bank.url}/api/account`);
    expect(res.status).toBe(503);
    expect((await res.json()).statusCode).toBe(503);
    await bank.ctx.settings.set('maintenance', false);
  });

  it('publishes the JWKS for token verification', async () => {
    const res = await fetch(`${bank.url}/identity/us-east-1_sandbox/.well-known/jwks.json`);
    const body = await res.json();
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(body.keys[0].d).toBeUndefined();
  });
});
