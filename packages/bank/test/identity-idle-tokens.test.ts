import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_COOKIE } from '../src/http/shell-cookie';
import { ACTIVITY_WRITE_MS, idleLimitMs } from '../src/identity/session-limits';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { cognito, confirmedIdentity, rawSignIn, tokensOf } from './identity-support';

// Issue 42 #6: a refresh was refused after the idle limit (session-limits.ts), but an ID or access token already
// issued (valid up to an hour) kept working: 40 minutes idle, GET /api/account answered 200, and a call after 11
// minutes idle set a new shell cookie. A token whose session is idle past the limit or past its lifetime is now
// refused as an expired one: 401 'CognitoTokenExpired' (the app tries one refresh, refused, and signs out).

const MINUTE = 60_000;
const EXPIRED = { statusCode: 401, message: 'CognitoTokenExpired' };

describe.skipIf(engineUnavailable)(`tokens of an idle session (${engine})`, () => {
  let bank: TestBank;
  let idle: number;
  beforeAll(async () => {
    // Tokens valid a day: what ends a session here is its idle limit or lifetime, never the token's own expiry.
    bank = await startTestBank({ TOKEN_TTL_SECONDS: String(24 * 3600) });
    idle = idleLimitMs(bank.config);
  });
  afterAll(async () => {
    await bank?.close();
  });

  let n = 0;
  /** A new identity (and bank customer), signed in now: its tokens. */
  async function signedIn() {
    const email = `idle-${++n}@idle-tokens.test`;
    await confirmedIdentity(bank, email);
    return tokensOf(await rawSignIn(bank, email));
  }
  /** GET /api/<path> with a bearer token: status, body and whether it set the shell cookie. */
  async function get(path: string, token: string) {
    const res = await fetch(`${bank.url}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const shellCookie = res.headers
      .getSetCookie()
      .some((line) => line.startsWith(`${SHELL_COOKIE}=`));
    return { status: res.status, body: (await res.json()) as unknown, shellCookie };
  }
  const later = (ms: number) => bank.clock.advance(ms);

  it('the reported case: 40 minutes idle, GET /api/account is refused as an expired token', async () => {
    const tokens = await signedIn();
    later(40 * MINUTE);
    expect(await get('/account', tokens.IdToken)).toEqual({
      status: 401,
      body: EXPIRED,
      shellCookie: false,
    });
  });

  it('the reported case: a call 11 minutes idle (past the limit and its grace) sets no shell cookie', async () => {
    const tokens = await signedIn();
    expect(await get('/user', tokens.IdToken)).toMatchObject({ status: 200, shellCookie: true });
    later(idle);
    expect(await get('/user', tokens.IdToken)).toEqual({
      status: 401,
      body: EXPIRED,
      shellCookie: false,
    });
    // Refused, the call was no activity: the session stays over.
    expect((await get('/account', tokens.IdToken)).status).toBe(401);
  });

  it('answers up to the last millisecond of the idle limit since the last activity, and is activity itself', async () => {
    const tokens = await signedIn();
    later(idle - 1);
    expect(await get('/user', tokens.IdToken)).toMatchObject({ status: 200, shellCookie: true });
    // The call was activity: the limit counts from it.
    later(idle - 1);
    expect((await get('/account', tokens.IdToken)).status).toBe(200);
    later(idle);
    expect((await get('/account', tokens.IdToken)).body).toEqual(EXPIRED);
  });

  it('counts the activity written (at most every 30 s per session), which the grace covers', async () => {
    const tokens = await signedIn();
    expect((await get('/user', tokens.IdToken)).status).toBe(200);
    // 20 s later: too soon to be written again, so the limit still counts from the call before.
    later(ACTIVITY_WRITE_MS - 10_000);
    expect((await get('/user', tokens.IdToken)).status).toBe(200);
    later(idle - (ACTIVITY_WRITE_MS - 10_000));
    expect((await get('/user', tokens.IdToken)).body).toEqual(EXPIRED);
  });

  it('keeps an active session’s token working, and refuses it past the session lifetime however active', async () => {
    const tokens = await signedIn();
    const lifetime = bank.config.sessionLifetimeHours * 60 * MINUTE;
    const step = 10 * MINUTE;
    let elapsed = 0;
    while (elapsed + step < lifetime) {
      later(step);
      elapsed += step;
      expect((await get('/user', tokens.IdToken)).status).toBe(200);
    }
    later(lifetime - elapsed);
    expect(await get('/user', tokens.IdToken)).toEqual({
      status: 401,
      body: EXPIRED,
      shellCookie: false,
    });
  });

  it('refuses the access token at the identity service too, as expired', async () => {
    const tokens = await signedIn();
    const user = () => cognito(bank, 'GetUser', { AccessToken: tokens.AccessToken });
    expect((await user()).status).toBe(200);
    later(idle);
    expect((await user()).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
  });

  it('refuses to open the live-event stream for an idle session', async () => {
    const tokens = await signedIn();
    later(idle);
    const res = await fetch(`${bank.url}/api/events`, {
      headers: { authorization: `Bearer ${tokens.IdToken}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(EXPIRED);
  });
});
