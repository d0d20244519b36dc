import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './events-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  CLIENT_ID,
  cognito,
  confirmedIdentity,
  rawSignIn,
  tokensOf,
  type CognitoReply,
} from './identity-support';

// Server-side session limits (issue 26 #4): the sandbox identity refuses a refresh after the absolute lifetime from
// sign-in or after the idle limit since the session's last activity — the limits /config.json gives the app.

const MINUTE = 60_000;

describe.skipIf(engineUnavailable)(`identity session limits (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    // Heartbeats of the event stream every 50 ms: the stream test sees some after moving the clock.
    bank = await startTestBank({ BANK_EVENTS_HEARTBEAT_MS: '50' });
  });
  afterAll(async () => {
    await bank?.close();
  });

  let n = 0;
  /** A new identity, signed in now: its tokens. */
  async function signedIn() {
    const email = `session-${++n}@sessions.test`;
    await confirmedIdentity(bank, email);
    return tokensOf(await rawSignIn(bank, email));
  }
  const refresh = (refreshToken: string) =>
    cognito(bank, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
  const refreshV2 = (refreshToken: string) =>
    cognito(bank, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: refreshToken });
  const expectExpired = (reply: CognitoReply) => {
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has expired',
    });
  };
  const later = (ms: number) => bank.clock.advance(ms);

  it('publishes the limits it enforces in /config.json', async () => {
    const config = (await (await fetch(`${bank.url}/config.json`)).json()) as Record<
      string,
      number
    >;
    expect(config.idleTimeoutMinutes).toBe(bank.config.idleTimeoutMinutes);
    expect(config.sessionLifetimeHours).toBe(bank.config.sessionLifetimeHours);
  });

  it('refreshes within both limits (REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken)', async () => {
    const tokens = await signedIn();
    later((bank.config.idleTimeoutMinutes - 1) * MINUTE);
    expect((await refresh(tokens.RefreshToken)).status).toBe(200);
    later((bank.config.idleTimeoutMinutes - 1) * MINUTE);
    expect((await refreshV2(tokens.RefreshToken)).status).toBe(200);
  });

  it('refuses a refresh one minute past the idle limit, and revokes the session', async () => {
    const tokens = await signedIn();
    later((bank.config.idleTimeoutMinutes + 1) * MINUTE);
    expectExpired(await refresh(tokens.RefreshToken));
    const user = await cognito(bank, 'GetUser', { AccessToken: tokens.AccessToken });
    expect(user.body.message).toBe('Access Token has been revoked');
  });

  it('counts an authenticated API call as activity', async () => {
    const tokens = await signedIn();
    later((bank.config.idleTimeoutMinutes - 2) * MINUTE);
    // Whatever the call answers (this identity has no bank customer), its token was the session's.
    await fetch(`${bank.url}/api/user`, { headers: { authorization: `Bearer ${tokens.IdToken}` } });
    later((bank.config.idleTimeoutMinutes - 2) * MINUTE);
    expect((await refresh(tokens.RefreshToken)).status).toBe(200);
    // The refresh was activity too; then idle past the limit.
    later((bank.config.idleTimeoutMinutes + 1) * MINUTE);
    expectExpired(await refreshV2(tokens.RefreshToken));
  });

  it('does not count the event stream, its opening or its heartbeats, as activity', async () => {
    const tokens = await signedIn();
    later((bank.config.idleTimeoutMinutes - 2) * MINUTE);
    // A tab left open: its stream (re)opens with the session's token, but nobody is there.
    const reader = await openEvents(bank.url, tokens.IdToken);
    expect(reader.status).toBe(200);
    await reader.waitForComments(1);
    later(4 * MINUTE);
    await reader.waitForComments(reader.comments.length + 2);
    expect(reader.comments.at(-1)).toBe('heartbeat');
    // Idle past the limit since sign-in: a stolen refresh token is refused.
    expectExpired(await refresh(tokens.RefreshToken));
    reader.close();
  });

  it('is not revived by a call with a still-unexpired token once idle past the limit', async () => {
    const tokens = await signedIn();
    later((bank.config.idleTimeoutMinutes + 2) * MINUTE);
    // The ID token lives an hour: the call is answered, but the session stays over.
    await fetch(`${bank.url}/api/user`, { headers: { authorization: `Bearer ${tokens.IdToken}` } });
    expectExpired(await refresh(tokens.RefreshToken));
  });

  it('refuses a refresh one minute past the session lifetime, however active', async () => {
    const tokens = await signedIn();
    const lifetime = bank.config.sessionLifetimeHours * 60 * MINUTE;
    const step = (bank.config.idleTimeoutMinutes - 1) * MINUTE;
    let elapsed = 0;
    while (elapsed + step < lifetime) {
      later(step);
      elapsed += step;
      expect((await refresh(tokens.RefreshToken)).status).toBe(200);
    }
    later(lifetime + MINUTE - elapsed);
    expectExpired(await refresh(tokens.RefreshToken));
  });

  it('refuses the reported case: a refresh 29 days after sign-in', async () => {
    const tokens = await signedIn();
    later(29 * 24 * 60 * MINUTE);
    expectExpired(await refresh(tokens.RefreshToken));
  });
});
