import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES, CURRENCIES } from '@axia/core';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentityConfig } from '../src/config';
import { PROVIDER_UNAVAILABLE, PROVISION_MESSAGES } from '../src/identity/external';
import { provisionCaller } from './api-support';
import { openEvents } from './events-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { newPoolKey, poolIdToken, type PoolKey } from './pool-keys';

// Issue 26 #2: with an external user pool the API verifies that pool's ID tokens (aws-jwt-verify against the pool's
// JWKS, served here on loopback as a Cognito-compatible pool serves it) and opens the customer on the first call.

const POOL_ID = 'us-east-1_TestPool';
const CLIENT_ID = 'testpoolclient';

/** The pool's JWKS endpoint: what it serves can change (a key rotation) or fail (the provider is down). */
const jwks = { keys: [] as PoolKey[], failing: false };
let jwksServer: Server;
let issuer: string;
let bank: TestBank;
let firstKey: PoolKey;
/** The key of the JWKS the bank has cached: the rotated one once rotated (the first's kid is penalized a while). */
let cachedKey: PoolKey;
let counter = 0;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token as the pool signs it: an ID token of a fresh user unless `claims` say otherwise. */
function sign(claims: JWTPayload & Record<string, unknown>, key: PoolKey = firstKey) {
  return poolIdToken(key, issuer, CLIENT_ID, {
    origin_jti: crypto.randomUUID(),
    jti: crypto.randomUUID(),
    ...claims,
  });
}

function newPerson() {
  counter += 1;
  return { sub: crypto.randomUUID(), email: `pool${counter}@example.test` };
}

async function api(path: string, token: string | null) {
  const res = await fetch(`${bank.url}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const userRows = (sub: string) =>
  bank.ctx.db.selectFrom('users').selectAll().where('id', '=', sub).execute();
const accountCount = async (sub: string) =>
  (await bank.ctx.db.selectFrom('accounts').select('id').where('user_id', '=', sub).execute())
    .length;

describe.skipIf(engineUnavailable)(`external identity provider (${engine})`, () => {
  beforeAll(async () => {
    firstKey = await newPoolKey('pool-key-1');
    cachedKey = firstKey;
    jwks.keys = [firstKey];
    jwksServer = createServer((request, response) => {
      if (jwks.failing || request.url !== `/${POOL_ID}/.well-known/jwks.json`) {
        response.writeHead(jwks.failing ? 500 : 404).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: jwks.keys.map((key) => key.jwk) }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/${POOL_ID}`;
    const identity: IdentityConfig = {
      provider: 'external',
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
      clientId: CLIENT_ID,
      userPoolId: POOL_ID,
      endpoint: 'http://127.0.0.1:9229',
    };
    // As loadConfig derives them from the pool: the ids /config.json gives Amplify.
    // Heartbeats of the event stream every 50 ms: the stream's tests see them come (and stop).
    bank = await startTestBank(
      { BANK_EVENTS_HEARTBEAT_MS: '50' },
      { identity, userPoolId: POOL_ID, userPoolClientId: CLIENT_ID },
    );
  });
  afterAll(async () => {
    await bank?.close();
    await new Promise((resolve) => jwksServer?.close(resolve));
  });

  it('a valid ID token of the pool opens the customer on the first call, with the names it carries', async () => {
    const person = newPerson();
    const token = await sign({ ...person, given_name: 'Ada', family_name: 'Lovelace' });
    const first = await api('/user', token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      email: person.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const registration = await api('/user/registration', token);
    expect(registration.status).toBe(200);
    expect(registration.body).toMatchObject({ registrationCompleted: false });
    expect(await accountCount(person.sub)).toBe(CURRENCIES.length);
    // Later calls find the customer: nothing is opened twice.
    expect((await api('/user', token)).status).toBe(200);
    expect(await userRows(person.sub)).toHaveLength(1);
    expect(await accountCount(person.sub)).toBe(CURRENCIES.length);
  });

  it('sets no shell cookie: the provider’s sign-out never reaches the bank to end it', async () => {
    const res = await fetch(`${bank.url}/api/user`, {
      headers: { authorization: `Bearer ${await sign(newPerson())}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a token without names (cognito-local has none) opens the customer with blank names', async () => {
    const person = newPerson();
    const res = await api('/user', await sign({ ...person, email: person.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: person.email, firstName: '', lastName: '' });
  });

  it('a name claim that fails the text rule is not stored (as a token without names); a clean one is normalized', async () => {
    // Seed 000 §5: a member transfer's recipient reads the sender's name as "From"; the pool's rules are its own.
    const marked = newPerson();
    const refused = await api(
      '/user',
      await sign({
        ...marked,
        given_name: '<img src=x onerror=alert(1)>',
        family_name: 'L'.repeat(101),
      }),
    );
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ email: marked.email, firstName: '', lastName: '' });
    expect(await userRows(marked.sub)).toMatchObject([{ first_name: '', last_name: '' }]);
    // One bad claim leaves the other.
    const half = newPerson();
    const mixed = await api(
      '/user',
      await sign({ ...half, given_name: 'Ada!', family_name: 'Lovelace' }),
    );
    expect(mixed.body).toMatchObject({ firstName: '', lastName: 'Lovelace' });
    const clean = newPerson();
    const res = await api(
      '/user',
      await sign({ ...clean, given_name: '  José   María ', family_name: 'Núñez\t2' }),
    );
    expect(res.body).toMatchObject({ firstName: 'José María', lastName: 'Núñez 2' });
  });

  it('concurrent first calls open one customer with one account per currency', async () => {
    const person = newPerson();
    const token = await sign(person);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('/account', token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await userRows(person.sub)).toHaveLength(1);
    expect(await accountCount(person.sub)).toBe(CURRENCIES.length);
  });

  it('an email another customer holds is refused (409), never linked to them', async () => {
    const holder = await provisionCaller(bank, {
      email: 'held@example.test',
      firstName: 'Held',
      lastName: 'Elsewhere',
    });
    const intruder = { sub: crypto.randomUUID(), email: 'held@example.test' };
    const res = await api('/user', await sign(intruder));
    expect(res).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } });
    expect(await userRows(intruder.sub)).toHaveLength(0);
    expect(await userRows(holder.id)).toHaveLength(1);
  });

  it('an unverified or missing email opens nothing (403)', async () => {
    const unverified = newPerson();
    expect(await api('/user', await sign({ ...unverified, email_verified: false }))).toMatchObject({
      status: 403,
      body: { message: PROVISION_MESSAGES.emailNotVerified },
    });
    const noEmail = { sub: crypto.randomUUID() };
    expect(await api('/user', await sign(noEmail))).toMatchObject({
      status: 403,
      body: { message: PROVISION_MESSAGES.noEmail },
    });
    expect(await userRows(unverified.sub)).toHaveLength(0);
    expect(await userRows(noEmail.sub)).toHaveLength(0);
  });

  it('an expired ID token answers 401 CognitoTokenExpired', async () => {
    const person = newPerson();
    const past = nowSeconds() - 7200;
    const res = await api('/user', await sign({ ...person, iat: past, exp: past + 3600 }));
    expect(res).toMatchObject({ status: 401, body: { message: 'CognitoTokenExpired' } });
    expect(await userRows(person.sub)).toHaveLength(0);
  });

  it('tokens that are not this pool’s ID tokens for this client answer 401 and open nothing', async () => {
    const cases: Record<string, JWTPayload & Record<string, unknown>> = {
      'another issuer': { iss: `${issuer}x` },
      'another pool on AWS': {
        iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_OtherPool',
      },
      'another app client': { aud: 'otherclient' },
      'an access token': {
        token_use: 'access',
        aud: undefined,
        client_id: CLIENT_ID,
        scope: 'aws.cognito.signin.user.admin',
      },
      'no token use': { token_use: undefined },
      'no expiry': { exp: undefined },
      // Issue 42: a subject the bank cannot take as a customer id (a NUL answered 500).
      'a NUL in the subject': { sub: 'abc\u0000def' },
      'a space in the subject': { sub: 'abc def' },
      'a subject of 256 characters': { sub: 'a'.repeat(256) },
    };
    for (const [name, claims] of Object.entries(cases)) {
      const person = newPerson();
      const res = await api('/user', await sign({ ...person, ...claims }));
      expect({ name, ...res }).toMatchObject({
        name,
        status: 401,
        body: { message: 'Invalid token' },
      });
      expect(await userRows(person.sub)).toHaveLength(0);
    }
    // A forged signature: the payload of a valid token under another token's signature.
    const valid = (await sign(newPerson())).split('.');
    const other = (await sign(newPerson())).split('.');
    const forged = [valid[0], valid[1], other[2]].join('.');
    expect((await api('/user', forged)).status).toBe(401);
    expect((await api('/user', 'not-a-jwt')).status).toBe(401);
    // The token alone, or under another scheme, is no credential (issue 42).
    const token = await sign(newPerson());
    for (const authorization of [token, `Basic ${token}`, `Bearer`, `Bearer ${token} extra`]) {
      const res = await fetch(`${bank.url}/api/user`, { headers: { authorization } });
      expect({ authorization: authorization.slice(0, 12), status: res.status }).toEqual({
        authorization: authorization.slice(0, 12),
        status: 401,
      });
    }
    expect(
      (await fetch(`${bank.url}/api/user`, { headers: { authorization: `bearer ${token}` } }))
        .status,
    ).toBe(200);
  });

  it('a JWKS the bank cannot fetch answers 503, not 401 or 500', async () => {
    // A new kid makes the cache fetch the JWKS again, which fails now.
    const person = newPerson();
    jwks.failing = true;
    try {
      const res = await api('/user', await sign(person, await newPoolKey('pool-key-3')));
      expect(res).toMatchObject({ status: 503, body: { message: PROVIDER_UNAVAILABLE } });
    } finally {
      jwks.failing = false;
    }
    expect(await userRows(person.sub)).toHaveLength(0);
  });

  // The retired key's token is a kid the JWKS lacks: the penalty box (below) starts here.
  it('a rotated key is fetched again from the JWKS (the retired one then fails)', async () => {
    const retired = await sign(newPerson());
    expect((await api('/user', retired)).status).toBe(200);
    const rotated = await newPoolKey('pool-key-2');
    jwks.keys = [rotated];
    const person = newPerson();
    expect((await api('/user', await sign(person, rotated))).status).toBe(200);
    expect(await userRows(person.sub)).toHaveLength(1);
    expect((await api('/user', retired)).status).toBe(401);
    jwks.keys = [firstKey, rotated];
    cachedKey = rotated;
  });

  // From here on the JWKS URL is in aws-jwt-verify's penalty box (a kid the JWKS lacks: no new fetch for 10 s);
  // tokens with unknown kids answer 401 without a fetch.
  it('a token signed by another pool’s key answers 401', async () => {
    const person = newPerson();
    const res = await api('/user', await sign(person, await newPoolKey('foreign-key')));
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
    expect(await userRows(person.sub)).toHaveLength(0);
  });

  it('the sandbox identity’s own tokens are not accepted with an external provider', async () => {
    const person = newPerson();
    const { IdToken } = await bank.ctx.tokens.issue(
      { ...person, given_name: 'Sand', family_name: 'Box' },
      { withRefresh: false },
    );
    expect((await api('/user', IdToken)).status).toBe(401);
    expect(await userRows(person.sub)).toHaveLength(0);
  });

  it('/config.json points Amplify at the external pool, with no robot check of the sandbox', async () => {
    const config = (await (await fetch(`${bank.url}/config.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(config).toMatchObject({
      userPoolId: POOL_ID,
      userPoolClientId: CLIENT_ID,
      userPoolEndpoint: 'http://127.0.0.1:9229',
      // No /sandbox/captcha here and no reCAPTCHA site key: the pool alone decides who signs up.
      robotCheck: 'none',
    });
  });
  // The live-event stream (GET /api/events) authenticates as every API call does; these run last: the JWKS URL is
  // in aws-jwt-verify's penalty box by now, so a foreign kid answers 401 without a fetch.
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      sub: string;
    };
  const stream = (token: string) =>
    fetch(`${bank.url}/api/events`, { headers: { authorization: `Bearer ${token}` } });

  it('a pool ID token opens the event stream; a first call that is the stream opens the customer as any does', async () => {
    const person = newPerson();
    const reader = await openEvents(
      bank.url,
      await sign({ ...person, given_name: 'Stream', family_name: 'First' }, cachedKey),
    );
    expect(reader.status).toBe(200);
    expect(reader.headers['content-type']).toMatch(/^text\/event-stream/);
    await reader.waitForComments(2);
    expect(reader.comments.slice(0, 2)).toEqual(['open', 'heartbeat']);
    reader.close();
    // The same customer a first GET /user opens: one row, its accounts, the names.
    expect(await userRows(person.sub)).toMatchObject([
      { email: person.email, first_name: 'Stream', last_name: 'First' },
    ]);
    expect(await accountCount(person.sub)).toBe(CURRENCIES.length);
    // The app's first page opens the stream and calls the API at once: still one customer.
    const both = newPerson();
    const token = await sign(both, cachedKey);
    const [opened, user] = await Promise.all([openEvents(bank.url, token), api('/user', token)]);
    expect([opened.status, user.status]).toEqual([200, 200]);
    opened.close();
    expect(await userRows(both.sub)).toHaveLength(1);
    expect(await accountCount(both.sub)).toBe(CURRENCIES.length);
  });

  it('the stream refuses what the API refuses, with the same 401 answer, and opens nothing', async () => {
    const past = nowSeconds() - 7200;
    const cases: Record<string, () => Promise<string>> = {
      expired: () => sign({ ...newPerson(), iat: past, exp: past + 3600 }, cachedKey),
      'another pool': () =>
        sign(
          {
            ...newPerson(),
            iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_OtherPool',
          },
          cachedKey,
        ),
      'another pool’s key': async () => sign(newPerson(), await newPoolKey('other-pool-key')),
      'an access token': () =>
        sign(
          {
            ...newPerson(),
            token_use: 'access',
            aud: undefined,
            client_id: CLIENT_ID,
          },
          cachedKey,
        ),
    };
    for (const [name, make] of Object.entries(cases)) {
      const token = await make();
      const answer = await stream(token);
      const body = (await answer.json()) as Record<string, unknown>;
      expect({ name, status: answer.status, body }).toEqual({
        name,
        status: 401,
        body: (await api('/user', token)).body,
      });
      expect(body.message).toBe(name === 'expired' ? 'CognitoTokenExpired' : 'Invalid token');
      expect(answer.headers.get('content-type')).not.toMatch(/event-stream/);
      expect(await userRows(claimsOf(token).sub)).toHaveLength(0);
    }
  });

  it('the stream ends at the ID token’s expiry, on the time the pool’s tokens are verified against', async () => {
    const token = await sign(newPerson(), cachedKey);
    const { exp } = claimsOf(token);
    const reader = await openEvents(bank.url, token);
    expect(reader.status).toBe(200);
    await reader.waitForComments(2);
    // The bank's clock is not the pool's: moving it past exp ends nothing (the API still takes the token).
    const bankTime = bank.clock.now();
    bank.clock.set(new Date(exp * 1000 + 3_600_000));
    try {
      await reader.waitForComments(reader.comments.length + 2);
      expect((await api('/user', token)).status).toBe(200);
    } finally {
      bank.clock.set(bankTime);
    }
    // Only Date is faked (the timers run): the real time a second before exp, then at exp.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(exp * 1000 - 1000);
      await reader.waitForComments(reader.comments.length + 2);
      vi.setSystemTime(exp * 1000);
      await reader.ended;
      // What the stream's end agrees with: the API refuses the token once past exp (aws-jwt-verify: exp < now).
      vi.setSystemTime(exp * 1000 + 1);
      expect(await api('/user', token)).toMatchObject({
        status: 401,
        body: { message: 'CognitoTokenExpired' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
