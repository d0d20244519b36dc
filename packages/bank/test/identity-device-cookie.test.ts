import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE_PREFIX,
  DEVICE_COOKIE_TTL_MS,
  deviceCookieName,
} from '../src/identity/device-cookie';
import { MAX_FAILED_ATTEMPTS } from '../src/identity/lockout';
import { DEFAULT_LIMITS, SETTING_KEY } from '../src/limits';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  CLIENT_ID,
  cognito,
  confirmedIdentity,
  PASSWORD,
  totp,
  wrongCode,
  type CognitoReply,
} from './identity-support';

// Issue 42 #6: 10 client IPs × 5 wrong passwords locked an account for its owner too, and ~20 failed sign-ins from
// one IP (a NAT, an office) locked out every correct sign-in from it. A browser that completed a sign-in holds a
// known-device cookie (identity/device-cookie.ts): its tries have their own lockout, outside the account's ceiling
// and the IP's limit; tries without one keep those rules.

const WRONG = 'Wrong0ne!x';
const SECRET = 'JBSWY3DPEHPK3PXP';
const INCORRECT = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const EXCEEDED = {
  __type: 'NotAuthorizedException',
  message: expect.stringMatching(/^Password attempts exceeded/),
};

describe.skipIf(engineUnavailable)(`known-device cookies (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    // Behind a proxy on loopback: X-Forwarded-For names the client, as in test/rate-limits.test.ts.
    bank = await startTestBank({}, { trustProxy: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });
  beforeEach(async () => {
    // The default limits (the harness lifts them), each test in windows of its own.
    await bank.ctx.settings.set(SETTING_KEY, {});
    bank.clock.advance(60 * 60_000);
  });

  let n = 0;
  /** A new confirmed identity (with the TOTP factor on when asked): its e-mail and sub. */
  async function identity(options: { totp?: boolean } = {}) {
    const email = `device-${++n}@devices.test`;
    const sub = await confirmedIdentity(bank, email, options.totp ? { totpSecret: SECRET } : {});
    return { email, sub };
  }

  const signIn = (email: string, ip: string, password = PASSWORD, cookie?: string) =>
    cognito(
      bank,
      'InitiateAuth',
      {
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      },
      { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } },
    );
  const answerCode = (session: string, code: string, ip: string, cookie?: string) =>
    cognito(
      bank,
      'RespondToAuthChallenge',
      {
        ClientId: CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: code },
      },
      { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } },
    );
  /** The Set-Cookie headers of an answer that set a device cookie. */
  const deviceCookies = (reply: CognitoReply) =>
    reply.headers.getSetCookie().filter((line) => line.startsWith(DEVICE_COOKIE_PREFIX));
  /** The `name=value` a browser sends back for the device cookie an answer set. */
  const sentBack = (reply: CognitoReply) => {
    const [line] = deviceCookies(reply);
    if (!line) throw new Error('no device cookie was set');
    return line.split(';')[0]!;
  };
  /** Signs in with the right password from `ip`: the device cookie the browser then holds. */
  const knownDevice = async (email: string, ip = '198.51.100.7') => {
    const reply = await signIn(email, ip);
    expect(reply.status).toBe(200);
    return sentBack(reply);
  };
  /** 10 IPs × 5 wrong passwords: the account's ceiling over all clients (50) is reached. */
  const ceilingFromManyIps = async (email: string) => {
    const { max } = DEFAULT_LIMITS.signInFailuresPerAccount;
    for (let i = 0; i < max; i++) {
      const ip = `203.0.113.${Math.floor(i / MAX_FAILED_ATTEMPTS)}`;
      const reply = await signIn(email, ip, WRONG);
      expect(reply.body).toEqual((i + 1) % MAX_FAILED_ATTEMPTS === 0 ? EXCEEDED : INCORRECT);
    }
  };
  /** An IP over its limit of failed sign-ins (unknown users, as a NAT full of typos or a script). */
  const ipOverItsLimit = async (ip: string) => {
    const { max } = DEFAULT_LIMITS.signInFailuresPerClient;
    for (let i = 0; i < max; i++)
      expect((await signIn(`nobody-${i}@devices.test`, ip, WRONG)).body).toEqual(INCORRECT);
    expect((await signIn('nobody@devices.test', ip, WRONG)).body).toEqual(EXCEEDED);
  };

  it('a complete sign-in gives the browser an HttpOnly, SameSite=Strict cookie for the identity service, 90 days', async () => {
    const { email, sub } = await identity();
    const reply = await signIn(email, '198.51.100.7');
    expect(reply.status).toBe(200);
    const [line] = deviceCookies(reply);
    expect(line).toMatch(
      new RegExp(
        `^${deviceCookieName(sub)}=[A-Za-z0-9_-]{22}\\.\\d+\\.[A-Za-z0-9_-]{43}; Path=/identity; Max-Age=${DEVICE_COOKIE_TTL_MS / 1000}; HttpOnly; SameSite=Strict$`,
      ),
    );
    // No cookie for a wrong password.
    expect(deviceCookies(await signIn(email, '198.51.100.7', WRONG))).toEqual([]);
  });

  it('with login two-factor, only the right code completes the sign-in and gives the cookie', async () => {
    const { email } = await identity({ totp: true });
    const challenge = await signIn(email, '198.51.100.8');
    expect(challenge.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(deviceCookies(challenge)).toEqual([]);
    const session = challenge.body.Session as string;
    const wrong = await answerCode(session, wrongCode(await totp(bank, SECRET)), '198.51.100.8');
    expect(wrong.body.__type).toBe('CodeMismatchException');
    expect(deviceCookies(wrong)).toEqual([]);
    const done = await answerCode(session, await totp(bank, SECRET), '198.51.100.8');
    expect(done.status).toBe(200);
    expect(deviceCookies(done)).toHaveLength(1);
  });

  it('the reported case: 10 IPs × 5 wrong passwords lock out the owner without the cookie, not with it', async () => {
    const { email } = await identity();
    const cookie = await knownDevice(email);
    await ceilingFromManyIps(email);
    // Without the cookie (a new browser, any IP): today's rule, the account is locked for everyone.
    expect((await signIn(email, '198.51.100.7')).body).toEqual(EXCEEDED);
    expect((await signIn(email, '192.0.2.200')).body).toEqual(EXCEEDED);
    // The owner's browser signs in, from their IP or another, and is given a new cookie.
    const owner = await signIn(email, '198.51.100.7', PASSWORD, cookie);
    expect(owner.status).toBe(200);
    expect(owner.body.AuthenticationResult).toBeDefined();
    expect((await signIn(email, '192.0.2.201', PASSWORD, sentBack(owner))).status).toBe(200);
    // The window over, the account's ceiling is lifted for every client again.
    bank.clock.advance(DEFAULT_LIMITS.signInFailuresPerAccount.windowMs);
    expect((await signIn(email, '192.0.2.200')).status).toBe(200);
  });

  it('with login two-factor, the code step of a known device is outside the ceiling too', async () => {
    const { email } = await identity({ totp: true });
    const first = await signIn(email, '198.51.100.9');
    const done = await answerCode(
      first.body.Session as string,
      await totp(bank, SECRET),
      '198.51.100.9',
    );
    const cookie = sentBack(done);
    await ceilingFromManyIps(email);
    expect((await signIn(email, '198.51.100.9')).body).toEqual(EXCEEDED);
    const challenge = await signIn(email, '198.51.100.9', PASSWORD, cookie);
    expect(challenge.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const session = challenge.body.Session as string;
    // The next window's code (the last one was used): without the cookie the code try meets the ceiling.
    expect((await answerCode(session, await totp(bank, SECRET, 1), '198.51.100.9')).body).toEqual(
      EXCEEDED,
    );
    const answered = await answerCode(session, await totp(bank, SECRET, 1), '198.51.100.9', cookie);
    expect(answered.status).toBe(200);
    expect(answered.body.AuthenticationResult).toBeDefined();
  });

  it('a signed-in customer’s password check (ChangePassword) from a known device is outside the ceiling too', async () => {
    const { email } = await identity();
    const signedIn = await signIn(email, '198.51.100.7');
    const cookie = sentBack(signedIn);
    const accessToken = (signedIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    await ceilingFromManyIps(email);
    const change = (cookieSent?: string) =>
      cognito(
        bank,
        'ChangePassword',
        { AccessToken: accessToken, PreviousPassword: PASSWORD, ProposedPassword: 'N3wPassw0rd!x' },
        {
          headers: {
            'x-forwarded-for': '198.51.100.7',
            ...(cookieSent ? { cookie: cookieSent } : {}),
          },
        },
      );
    expect((await change()).body).toEqual(EXCEEDED);
    expect((await change(cookie)).status).toBe(200);
  });

  it('the reported case: an IP over its limit of failures refuses the owner without the cookie, not with it', async () => {
    const { email } = await identity();
    const office = '192.0.2.50';
    const cookie = await knownDevice(email, office);
    await ipOverItsLimit(office);
    expect((await signIn(email, office)).body).toEqual(EXCEEDED);
    expect((await signIn(email, office, PASSWORD, cookie)).status).toBe(200);
    // The known device's wrong password is its own, not the IP's: the IP stays refused, no more and no less.
    expect((await signIn(email, office, WRONG, cookie)).body).toEqual(INCORRECT);
    expect((await signIn(email, office)).body).toEqual(EXCEEDED);
    bank.clock.advance(DEFAULT_LIMITS.signInFailuresPerClient.windowMs);
    expect((await signIn(email, office)).status).toBe(200);
  });

  it('a forged, altered, expired or other account’s cookie gives no exemption', async () => {
    const { email, sub } = await identity();
    const other = await identity();
    // Issued 91 days ago: past its 90 days now.
    const expired = await knownDevice(email);
    bank.clock.advance(DEVICE_COOKIE_TTL_MS + 24 * 3_600_000);
    const cookie = await knownDevice(email);
    const otherCookie = await knownDevice(other.email);
    await ceilingFromManyIps(email);
    const name = deviceCookieName(sub);
    const value = cookie.slice(name.length + 1);
    const [device, issued, mac] = value.split('.') as [string, string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const refused = [
      expired,
      `${name}=${device}.${issued}.${flip(mac)}`,
      `${name}=${flip(device)}.${issued}.${mac}`,
      // A later issue time (an attempt to stretch its life) breaks the signature.
      `${name}=${device}.${Number(issued) + 1}.${mac}`,
      `${name}=forged`,
      `${name}=`,
      // The other account's cookie, under its own name and under this account's.
      otherCookie,
      `${name}=${otherCookie.split('=')[1]}`,
      // This account's value under another name.
      `${DEVICE_COOKIE_PREFIX}x=${value}`,
    ];
    for (const sent of refused)
      expect({ sent, body: (await signIn(email, '198.51.100.7', PASSWORD, sent)).body }).toEqual({
        sent,
        body: EXCEEDED,
      });
    // Among other cookies, the right one still counts.
    expect(
      (await signIn(email, '198.51.100.7', PASSWORD, `a=1; ${otherCookie}; ${cookie}; b=2`)).status,
    ).toBe(200);
  });

  it('5 wrong tries with the cookie lock that device (35 s, doubling); other clients are not locked by them', async () => {
    const { email } = await identity();
    const cookie = await knownDevice(email);
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i++)
      expect((await signIn(email, '198.51.100.7', WRONG, cookie)).body).toEqual(INCORRECT);
    expect((await signIn(email, '198.51.100.7', WRONG, cookie)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded (try again in 35 seconds)',
    });
    // Locked: the right password from the device too, from any IP.
    expect((await signIn(email, '192.0.2.77', PASSWORD, cookie)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded (try again in 35 seconds)',
    });
    // The IP's own bucket is untouched: the same IP without the cookie signs in.
    expect((await signIn(email, '198.51.100.7')).status).toBe(200);
    // At the lock's end one more try, whose failure locks the device for twice as long.
    bank.clock.advance(35_000);
    expect((await signIn(email, '198.51.100.7', WRONG, cookie)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded (try again in 70 seconds)',
    });
    bank.clock.advance(70_000);
    expect((await signIn(email, '198.51.100.7', PASSWORD, cookie)).status).toBe(200);
  });
});
