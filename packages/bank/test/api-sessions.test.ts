import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUserAgent } from '../src/modules/users/sessions';
import { callApi } from './api-support';
import { adminCall, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { CLIENT_ID, cognito, tokensOf, type RawTokens } from './identity-support';

// Issue 45, Profile → Security 'Sessions': GET /user/sessions lists where the customer is signed in (the browser's
// User-Agent kept at sign-in), DELETE /user/sessions/:id signs one out and POST /user/sessions/sign-out-others every
// other one; a session signed out is refused at once (its ID token and its refresh token), as after GlobalSignOut.

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let bank: TestBank;
let n = 0;

/** A new customer in ada@demo.test's state (the demo password): their email. */
async function newCustomer() {
  const { body } = await adminCall(bank, '/customers', {
    like: 'ada@demo.test',
    email: `sessions-${++n}@sessions.test`,
  });
  return body.email as string;
}

/** A password sign-in from a browser with this User-Agent (none: no header): its tokens. */
async function signIn(email: string, userAgent?: string): Promise<RawTokens> {
  const reply = await cognito(
    bank,
    'InitiateAuth',
    {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: bank.config.demoPassword },
    },
    // fetch sends its own User-Agent ('node') unless told otherwise; '' sends an empty header.
    { headers: { 'user-agent': userAgent ?? '' } },
  );
  expect(reply.status).toBe(200);
  return tokensOf(reply);
}

const as = (tokens: RawTokens) => ({ id: '', email: '', token: tokens.IdToken });
const sessions = (tokens: RawTokens) => callApi(bank, as(tokens), 'GET', '/user/sessions');
/** DELETE /user/sessions/:id: its status, and its body as text (a 204 has none). */
async function signOut(tokens: RawTokens, id: string) {
  const res = await fetch(`${bank.url}/api/user/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${tokens.IdToken}` },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : '' };
}
const signOutOthers = (tokens: RawTokens) =>
  callApi(bank, as(tokens), 'POST', '/user/sessions/sign-out-others');
const refresh = (tokens: RawTokens) =>
  cognito(bank, 'InitiateAuth', {
    ClientId: CLIENT_ID,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
  });
const sessionIdOf = (tokens: RawTokens) =>
  JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString())
    .origin_jti as string;

describe('describeUserAgent', () => {
  it.each([
    [CHROME_WINDOWS, { device: 'Windows 10', browser: 'Chrome 131' }],
    [SAFARI_IPHONE, { device: 'iPhone', browser: 'Safari 17' }],
    [FIREFOX_LINUX, { device: 'Linux', browser: 'Firefox 133' }],
    ['curl/8.5.0', { device: 'Unknown device', browser: 'Unknown browser' }],
    [null, { device: 'Unknown device', browser: 'Unknown browser' }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });
});

describe.skipIf(engineUnavailable)(`the customer's sessions (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('lists each sign-in with its device, browser, sign-in and last activity, and marks the caller’s own', async () => {
    const email = await newCustomer();
    const signedInAt = bank.clock.now().toISOString();
    const laptop = await signIn(email, CHROME_WINDOWS);
    bank.clock.advance(MINUTE);
    const phone = await signIn(email, SAFARI_IPHONE);
    bank.clock.advance(MINUTE);
    const unknown = await signIn(email);
    // The phone is used two minutes later: its last activity moves, the others' stay at their sign-in.
    bank.clock.advance(2 * MINUTE);
    const usedAt = bank.clock.now().toISOString();
    expect((await callApi(bank, as(phone), 'GET', '/user')).status).toBe(200);

    const listed = await sessions(laptop);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      sessions: [
        {
          id: sessionIdOf(phone),
          device: 'iPhone',
          browser: 'Safari 17',
          signedInAt: new Date(Date.parse(signedInAt) + MINUTE).toISOString(),
          lastActiveAt: usedAt,
          current: false,
        },
        {
          id: sessionIdOf(laptop),
          device: 'Windows 10',
          browser: 'Chrome 131',
          signedInAt,
          // This very call is the laptop's activity too.
          lastActiveAt: usedAt,
          current: true,
        },
        {
          id: sessionIdOf(unknown),
          device: 'Unknown device',
          browser: 'Unknown browser',
          signedInAt: new Date(Date.parse(signedInAt) + 2 * MINUTE).toISOString(),
          lastActiveAt: new Date(Date.parse(signedInAt) + 2 * MINUTE).toISOString(),
          current: false,
        },
      ],
    });
    // No token is ever part of the answer.
    const text = JSON.stringify(listed.body);
    for (const token of [laptop, phone, unknown].flatMap((t) => [t.RefreshToken, t.IdToken]))
      expect(text).not.toContain(token);
  });

  it('keeps at most 512 characters of a User-Agent', async () => {
    const email = await newCustomer();
    const long = `${FIREFOX_LINUX} ${'x'.repeat(1000)}`;
    const tokens = await signIn(email, long);
    const row = await bank.ctx.db
      .selectFrom('refresh_tokens')
      .select('user_agent')
      .where('origin_jti', '=', sessionIdOf(tokens))
      .executeTakeFirstOrThrow();
    expect(row.user_agent).toBe(long.slice(0, 512));
  });

  it('lists neither a session signed out nor one idle past the limit', async () => {
    const email = await newCustomer();
    const idle = await signIn(email, FIREFOX_LINUX);
    bank.clock.advance((bank.config.idleTimeoutMinutes + 2) * MINUTE);
    const fresh = await signIn(email, CHROME_WINDOWS);
    const signedOutThen = await signIn(email, SAFARI_IPHONE);
    expect((await callApi(bank, as(signedOutThen), 'GET', '/user')).status).toBe(200);
    await cognito(bank, 'RevokeToken', { ClientId: CLIENT_ID, Token: signedOutThen.RefreshToken });
    const listed = await sessions(fresh);
    expect(listed.body.sessions.map((s: { id: string }) => s.id)).toEqual([sessionIdOf(fresh)]);
    expect(sessionIdOf(idle)).not.toBe(sessionIdOf(fresh));
  });

  it('signs one session out: its ID token and its refresh token are refused at once, the others go on', async () => {
    const email = await newCustomer();
    const laptop = await signIn(email, CHROME_WINDOWS);
    const phone = await signIn(email, SAFARI_IPHONE);
    // The phone's token worked just before.
    expect((await sessions(phone)).status).toBe(200);

    expect(await signOut(laptop, sessionIdOf(phone))).toEqual({ status: 204, body: '' });
    const refused = await sessions(phone);
    expect(refused).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Access Token has been revoked' },
    });
    const refreshed = await refresh(phone);
    expect(refreshed.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    // The laptop goes on and sees one session; signing the phone out again finds nothing.
    const listed = await sessions(laptop);
    expect(listed.body.sessions.map((s: { id: string }) => s.id)).toEqual([sessionIdOf(laptop)]);
    expect(await signOut(laptop, sessionIdOf(phone))).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'This session has already ended.' },
    });
    expect((await refresh(laptop)).status).toBe(200);
  });

  it("cannot sign out another customer's session", async () => {
    const mine = await signIn(await newCustomer(), CHROME_WINDOWS);
    const theirs = await signIn(await newCustomer(), SAFARI_IPHONE);
    expect(await signOut(mine, sessionIdOf(theirs))).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'This session has already ended.' },
    });
    expect((await sessions(theirs)).status).toBe(200);
    expect((await refresh(theirs)).status).toBe(200);
  });

  it('signs out every other session and says how many', async () => {
    const email = await newCustomer();
    const here = await signIn(email, CHROME_WINDOWS);
    const others = [await signIn(email, SAFARI_IPHONE), await signIn(email, FIREFOX_LINUX)];
    const elsewhere = await signIn(await newCustomer(), CHROME_WINDOWS);

    expect(await signOutOthers(here)).toEqual({ status: 200, body: { signedOut: 2 } });
    for (const other of others) {
      expect((await sessions(other)).status).toBe(401);
      expect((await refresh(other)).status).toBe(400);
    }
    const listed = await sessions(here);
    expect(listed.body.sessions).toEqual([
      expect.objectContaining({ id: sessionIdOf(here), current: true }),
    ]);
    // Nothing more to sign out; another customer's session was never touched.
    expect(await signOutOthers(here)).toEqual({ status: 200, body: { signedOut: 0 } });
    expect((await sessions(elsewhere)).status).toBe(200);
  });
});
