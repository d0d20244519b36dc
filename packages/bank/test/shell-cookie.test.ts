import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { completeRegistration, provisionCaller, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { rawRequest as raw } from './http-support';
import { CLIENT_ID, cognito, confirmedIdentity, rawSignIn, tokensOf } from './identity-support';
import { FixedClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { contentSecurityPolicy } from '../src/http/app-static';
import {
  issueShellCookie,
  SHELL_COOKIE,
  shellCookieSecret,
  shellCookieValue,
  verifyShellCookieValue,
} from '../src/http/shell-cookie';
import { setBanner } from '../src/modules/settings/service';
import { SETTING_KEYS } from '../src/settings';

// Issue 17: the shell cookie marks a signed-in browser, which gets the prerendered /accounts frame with its name and
// the banner; any other visitor gets the app itself.

const NOW = new Date('2026-11-21T12:00:00Z');
const HOUR = 3600_000;

describe('the shell cookie value', () => {
  const secret = randomBytes(32);
  const session = {
    userId: '7d0f8a52-1c1e-4c53-9d7e-0b6a4f1e2a33',
    sessionId: '3f2a9c1e-5b7d-4e8f-a1b2-c3d4e5f60718',
  };
  const value = shellCookieValue(secret, session, new Date(NOW.getTime() + 12 * HOUR));

  it('is <sub>.<origin_jti>.<exp>.<base64url HMAC-SHA256> and verifies until it expires', () => {
    expect(value).toMatch(
      new RegExp(
        `^${session.userId}\\.${session.sessionId}\\.${(NOW.getTime() + 12 * HOUR) / 1000}\\.[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(verifyShellCookieValue(secret, value, NOW)).toEqual(session);
    expect(
      verifyShellCookieValue(secret, value, new Date(NOW.getTime() + 12 * HOUR - 1000)),
    ).toEqual(session);
    expect(verifyShellCookieValue(secret, value, new Date(NOW.getTime() + 12 * HOUR))).toBeNull();
    expect(verifyShellCookieValue(secret, value, new Date(NOW.getTime() + 13 * HOUR))).toBeNull();
    // Another secret (another bank) does not know it.
    expect(verifyShellCookieValue(randomBytes(32), value, NOW)).toBeNull();
  });

  it('refuses a tampered value', () => {
    const [u, j, exp, mac] = value.split('.') as [string, string, string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const other = shellCookieValue(
      secret,
      { ...session, userId: 'someone-else' },
      new Date(Number(exp) * 1000),
    );
    for (const tampered of [
      `${u.replace('7d0f', '7d0e')}.${j}.${exp}.${mac}`, // another user
      `${u}.${j.replace('3f2a', '3f2b')}.${exp}.${mac}`, // another session
      `${u}.${j}.${Number(exp) + 3600}.${mac}`, // a longer life
      `${u}.${j}.${exp}.${flip(mac, 0)}`,
      `${u}.${j}.${exp}.${flip(mac, 42)}`, // the last character, whose spare bits decode alike
      `${u}.${j}.${exp}.${other.split('.')[3]}`,
    ])
      expect(verifyShellCookieValue(secret, tampered, NOW)).toBeNull();
  });

  it('refuses malformed values', () => {
    const [u, j, exp, mac] = value.split('.') as [string, string, string, string];
    for (const malformed of [
      '',
      '.',
      '...',
      u,
      `${u}.${exp}.${mac}`,
      `${u}.${j}.${exp}`,
      `${u}.${j}.${exp}.${mac}.extra`,
      `${u}.${j}.${exp}.${mac}=`,
      `${u}.${j}.-${exp}.${mac}`,
      `${u}.${j}.1e12.${mac}`,
      `${u}.${j}.${exp}.${mac.slice(0, -1)}`,
      `${u}.${j}.${exp}.${mac}A`,
      `${u}.${j}.${exp}.${mac.slice(0, -2)}+/`,
      `<script>.${j}.${exp}.${mac}`,
      `${u}\u0000.${j}.${exp}.${mac}`,
    ])
      expect(verifyShellCookieValue(secret, malformed, NOW)).toBeNull();
  });

  it('is a browser-session cookie, Secure over https, behind an https PUBLIC_ORIGIN and outside the sandbox', async () => {
    const set = async (protocol: 'http' | 'https', env: Record<string, string> = {}) => {
      const headers: Record<string, string> = {};
      const reply = {
        header: (name: string, value: string) => {
          headers[name] = value;
          return reply;
        },
      } as unknown as FastifyReply;
      await issueShellCookie(
        { clock: new FixedClock(NOW), config: loadConfig(env), db: fakeSecretDb(secret) },
        { protocol } as FastifyRequest,
        reply,
        session,
      );
      return headers['set-cookie'] ?? '';
    };
    expect(await set('https')).toMatch(
      /^axia_shell=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(await set('http')).toMatch(/^axia_shell=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(await set('http', { SANDBOX: '0' })).toMatch(/; SameSite=Strict; Secure$/);
    // A sandbox behind a proxy that ends TLS: the request is http, the site https (issue 42).
    expect(await set('http', { PUBLIC_ORIGIN: 'https://uat.axia.example' })).toMatch(
      /; SameSite=Strict; Secure$/,
    );
    const issued = (await set('https')).split(/[=;]/)[1]!;
    expect(verifyShellCookieValue(secret, issued, NOW)).toEqual(session);
  });
});

/** A database holding only the shell cookie secret (the unit tests above). */
function fakeSecretDb(secret: Buffer) {
  const row = { value: { secret: secret.toString('base64url') } };
  const query = {
    select: () => query,
    where: () => query,
    executeTakeFirst: async () => row,
  };
  return { selectFrom: () => query } as unknown as Parameters<typeof shellCookieSecret>[0];
}

describe.skipIf(engineUnavailable)(`the signed-in frame (${engine})`, () => {
  let bank: TestBank;
  let user: Caller;
  /** A fresh shell cookie of `user`, as GET /api/user sets it. */
  let cookie: string;
  const dist = mkdtempSync(join(tmpdir(), 'axia-app-shell-'));
  // Over the 1 kB from which answers are compressed.
  const skeleton = '<div class="skeleton"></div>'.repeat(60);
  const index = '<!doctype html><title>Axia</title><div id="root"></div>';
  const login = '<!doctype html><title>Log in</title><div id="root"><h1>Log in</h1></div>';
  const plainFrame = `<!doctype html><html lang="en" data-frame-user="__AXIA_FRAME_USER__"><title>Accounts</title><div id="root"><header>Hello __AXNAME__</header><h1>Accounts</h1>${skeleton}</div></html>`;
  const bannerFrame =
    '<!doctype html><html lang="en" data-frame-user="__AXIA_FRAME_USER__" data-banner-updated="__AXIA_BANNER_UPDATED__">' +
    '<title>Accounts</title>' +
    '<div id="root"><header>Hello __AXNAME__</header><section class="banner"><h2>__AXIA_BANNER_HEADER__</h2>' +
    `<p>__AXIA_BANNER_BODY__</p></section><h1>Accounts</h1>${skeleton}</div></html>`;
  /** A frame filled in for `user` (Ada). */
  const named = (frame: string) =>
    frame.replace('__AXNAME__', 'Ada').replace('__AXIA_FRAME_USER__', user.id);
  const hostile = {
    header: '<img src=x onerror=alert(1)> & "quotes"',
    body: "It's <b>bold</b>: $& $1 $$ __AXIA_BANNER_HEADER__",
  };
  const escaped = {
    header: '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;',
    body: 'It&#39;s &lt;b&gt;bold&lt;/b&gt;: $&amp; $1 $$ __AXIA_BANNER_HEADER__',
  };
  const accounts = (headers: Record<string, string> = {}) => raw(`${bank.url}/accounts`, headers);

  /** GET /api/user as `caller`, with its whole answer. */
  const getUser = (caller: Caller | null) =>
    fetch(`${bank.url}/api/user`, {
      headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
    });

  /** The app itself (index.html), as any visitor without a valid cookie gets it. */
  const expectApp = (res: Awaited<ReturnType<typeof raw>>) => {
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(index);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Origin, Cookie, accept-encoding');
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(bank.config));
  };
  /** The frame without a banner, with Ada's name. */
  const expectPlainFrame = (res: Awaited<ReturnType<typeof raw>>) => {
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(named(plainFrame));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Origin, Cookie, accept-encoding');
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(bank.config));
  };

  beforeAll(async () => {
    mkdirSync(join(dist, 'prerender', 'frame', 'with-banner'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(index));
    writeFileSync(join(dist, 'prerender', 'login.html'), login);
    writeFileSync(join(dist, 'prerender', 'frame', 'accounts.html'), plainFrame);
    writeFileSync(join(dist, 'prerender', 'frame', 'with-banner', 'accounts.html'), bannerFrame);
    bank = await startTestBank({ APP_DIST_DIR: dist });
    user = await provisionCaller(bank, {
      email: 'shell@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await completeRegistration(bank, user);
    await setBanner(bank.ctx, { enabled: true, ...hostile });
    const res = await getUser(user);
    cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  });
  afterAll(async () => {
    await bank?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('an authenticated call (GET /api/user) sets the cookie: HttpOnly, SameSite=Strict, Path=/, for the browser session, not Secure over http in the sandbox', async () => {
    const res = await getUser(user);
    expect(res.status).toBe(200);
    const [setCookie, ...more] = res.headers.getSetCookie();
    expect(more).toEqual([]);
    const match = /^axia_shell=([^;]+); Path=\/; HttpOnly; SameSite=Strict$/.exec(setCookie ?? '');
    expect(match, setCookie).not.toBeNull();
    // Honoured for the idle timeout after the call, on the bank's clock, and bound to the token's identity session.
    const idle = bank.config.idleTimeoutMinutes * 60;
    expect(idle).toBe(10 * 60);
    expect(match![1]!.split('.')[2]).toBe(String(bank.clock.now().getTime() / 1000 + idle));
    const secret = await shellCookieSecret(bank.ctx.db);
    const claims = await bank.ctx.tokens.verify(user.token, 'id');
    expect(verifyShellCookieValue(secret, match![1]!, bank.clock.now())).toEqual({
      userId: user.id,
      sessionId: claims.origin_jti,
    });
  });

  it('every authenticated call sets it; a call without a token does not', async () => {
    const accountsCall = await fetch(`${bank.url}/api/account`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(accountsCall.status).toBe(200);
    expect(accountsCall.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^axia_shell=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/),
    ]);
    const publicCall = await fetch(`${bank.url}/api/statusPage/${bank.config.statusPageId}`);
    expect(publicCall.headers.getSetCookie()).toEqual([]);
  });

  it('is not set when GET /api/user fails', async () => {
    const anonymous = await getUser(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.getSetCookie()).toEqual([]);
    const stranger = await getUser({ ...user, token: `${user.token.slice(0, -4)}AAAA` });
    expect(stranger.status).toBe(401);
    expect(stranger.headers.getSetCookie()).toEqual([]);
  });

  it('sends /accounts with the banner for a valid cookie: escaped text, never markup', async () => {
    const res = await accounts({ cookie });
    expect(res.status).toBe(200);
    const html = res.body.toString();
    const { lastUpdatedAt } = await (
      await fetch(`${bank.url}/api/bankSettings?settingName=BANNER`, {
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json();
    expect(html).toBe(
      named(bannerFrame)
        .replace('__AXIA_BANNER_UPDATED__', lastUpdatedAt)
        .replace('__AXIA_BANNER_HEADER__', escaped.header)
        .replace('__AXIA_BANNER_BODY__', () => escaped.body),
    );
    expect(html).toContain(`data-banner-updated="${bank.clock.now().toISOString()}"`);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(bank.config));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Origin, Cookie, accept-encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Another cookie beside it changes nothing.
    expect((await accounts({ cookie: `theme=dark; ${cookie}` })).body.toString()).toBe(html);
  });

  it('compresses the filled frame per request', async () => {
    const plain = (await accounts({ cookie })).body.toString();
    const res = await accounts({ cookie, 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBeLessThan(plain.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(plain);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Origin, Cookie, accept-encoding');
  });

  it('sends the app itself, never a frame, without a cookie or with a bad one', async () => {
    const [s, exp, mac] = cookie.slice('axia_shell='.length).split('.') as [string, string, string];
    for (const headers of [
      {},
      { cookie: 'theme=dark' },
      { cookie: `axia_shell=${s}.${Number(exp) + 1}.${mac}` },
      { cookie: `axia_shell=${s}.${exp}.${mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}` },
      { cookie: `axia_shell=${s}.${exp}` },
      { cookie: 'axia_shell=' },
      { cookie: `other_shell=${cookie.slice('axia_shell='.length)}` },
    ] as Record<string, string>[])
      expectApp(await accounts(headers));
    // The build's own Brotli file of the app.
    const br = await accounts({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(index);
    expect(br.headers.vary).toBe('Origin, Cookie, accept-encoding');
  });

  it("puts the customer's greeting name in the frame, escaped and cut as the header cuts it", async () => {
    const other = await provisionCaller(bank, {
      email: 'shell-name@example.test',
      firstName: '<b>Bobby</b>',
      lastName: 'Tables',
    });
    await completeRegistration(bank, other);
    const set = (await getUser(other)).headers.getSetCookie()[0]!.split(';')[0]!;
    const html = (await accounts({ cookie: set })).body.toString();
    expect(html).toContain('<header>Hello &lt;b&gt;Bobby&lt;/...</header>');
    expect(html).not.toContain('<b>');
  });

  it('sends the app itself for a cookie whose customer is unknown or cannot be read', async () => {
    const secret = await shellCookieSecret(bank.ctx.db);
    const stranger = `axia_shell=${shellCookieValue(
      secret,
      {
        userId: '0b8e3c4a-1111-4222-8333-944455556666',
        sessionId: 'b2c3d4e5-0000-4000-8000-000000000001',
      },
      new Date(bank.clock.now().getTime() + HOUR),
    )}`;
    expectApp(await accounts({ cookie: stranger }));
    const spy = vi.spyOn(bank.ctx.db, 'selectFrom').mockImplementationOnce(() => {
      throw new Error('database down');
    });
    expectApp(await accounts({ cookie }));
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('sends the app itself, not the overview, where the app would not show it: registration incomplete, token-migration consent owed (issue 27 #16)', async () => {
    const other = await provisionCaller(bank, {
      email: 'shell-onboarding@example.test',
      firstName: 'Edsger',
      lastName: 'Dijkstra',
    });
    const set = (await getUser(other)).headers.getSetCookie()[0]!.split(';')[0]!;
    // ACTIVE but still onboarding: the app shows only the onboarding routes (seed 000 §2.1).
    expectApp(await accounts({ cookie: set }));
    await completeRegistration(bank, other);
    expect((await accounts({ cookie: set })).body.toString()).toContain('Hello Edsger');
    // A legacy token holder who has not agreed to the migration terms gets only login and sign-up.
    await bank.ctx.db
      .updateTable('users')
      .set({
        created_at: new Date('2022-01-01T00:00:00Z'),
        features: JSON.stringify(['TOKEN_MIGRATION_CONSENT']),
        consent: JSON.stringify({}),
      })
      .where('id', '=', other.id)
      .execute();
    expectApp(await accounts({ cookie: set }));
  });

  it('sends the app itself once the session is revoked or the customer is not ACTIVE', async () => {
    const other = await provisionCaller(bank, {
      email: 'shell-revoked@example.test',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await completeRegistration(bank, other);
    const set = (await getUser(other)).headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await accounts({ cookie: set })).body.toString()).toContain('Hello Grace');
    // Suspended (or deactivated): the frame is drawn for an active customer's menus.
    await bank.ctx.db
      .updateTable('users')
      .set({ status: 'SUSPENDED' })
      .where('id', '=', other.id)
      .execute();
    expectApp(await accounts({ cookie: set }));
    await bank.ctx.db
      .updateTable('users')
      .set({ status: 'ACTIVE' })
      .where('id', '=', other.id)
      .execute();
    expect((await accounts({ cookie: set })).body.toString()).toContain('Hello Grace');
    // Signed out elsewhere (GlobalSignOut, a password change): the session's cookie is worth nothing.
    const { origin_jti } = await bank.ctx.tokens.verify(other.token, 'id');
    await bank.ctx.tokens.revokeOrigin(origin_jti, other.id);
    expectApp(await accounts({ cookie: set }));
  });

  it('reads the frame files per request: a new build is sent without a restart', async () => {
    const file = join(dist, 'prerender', 'frame', 'with-banner', 'accounts.html');
    try {
      writeFileSync(file, bannerFrame.replace('<h1>Accounts</h1>', '<h1>Accounts v2</h1>'));
      expect((await accounts({ cookie })).body.toString()).toContain('<h1>Accounts v2</h1>');
    } finally {
      writeFileSync(file, bannerFrame);
    }
  });

  it('sends the app itself once the cookie expired on the bank clock', async () => {
    const start = bank.clock.now();
    try {
      bank.clock.advance(bank.config.idleTimeoutMinutes * 60_000 - 1000);
      expect((await accounts({ cookie })).body.toString()).toContain(escaped.header);
      bank.clock.advance(1000);
      expectApp(await accounts({ cookie }));
    } finally {
      bank.clock.set(start);
    }
  });

  it('sends the plain frame when the banner is off, malformed or cannot be read', async () => {
    try {
      await setBanner(bank.ctx, { enabled: false, ...hostile });
      expectPlainFrame(await accounts({ cookie }));
      await bank.ctx.settings.set(SETTING_KEYS.banner, { enabled: 'yes' });
      expectPlainFrame(await accounts({ cookie }));
      await setBanner(bank.ctx, { enabled: true, ...hostile });
      const selectFrom = bank.ctx.db.selectFrom.bind(bank.ctx.db);
      const spy = vi.spyOn(bank.ctx.db, 'selectFrom').mockImplementation(((table: string) => {
        if (table === 'settings') throw new Error('database down');
        return selectFrom(table as 'users');
      }) as typeof selectFrom);
      expectPlainFrame(await accounts({ cookie }));
      expect(spy).toHaveBeenCalledWith('settings');
      spy.mockRestore();
      expect((await accounts({ cookie })).body.toString()).toContain(escaped.header);
    } finally {
      await setBanner(bank.ctx, { enabled: true, ...hostile });
    }
  });

  it('leaves a path without a frame as it was', async () => {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const res = await raw(`${bank.url}/login`, headers);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(login);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Origin, accept-encoding');
      const other = await raw(`${bank.url}/transfer/wire-transfer`, headers);
      expect(other.body.toString()).toBe(index);
      expect(other.headers.vary).toBe('Origin, accept-encoding');
    }
  });

  it('answers a POST to a framed page as before: not found (the frame has no form)', async () => {
    const res = await raw(`${bank.url}/accounts`, { cookie }, 'POST');
    expect(res.status).toBe(404);
  });

  it('RevokeToken and GlobalSignOut clear the cookie, whatever their answer; other operations leave it', async () => {
    const cleared = 'axia_shell=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict';
    const email = 'shell-signout@example.test';
    await confirmedIdentity(bank, email);
    const signIn = await rawSignIn(bank, email);
    expect(signIn.status).toBe(200);
    // The sign-in sets only its known-device cookie (identity/device-cookie.ts), never the shell cookie.
    expect(
      signIn.headers.getSetCookie().filter((line) => line.startsWith(`${SHELL_COOKIE}=`)),
    ).toEqual([]);
    const a = tokensOf(signIn);
    const b = tokensOf(await rawSignIn(bank, email));

    const revoke = await cognito(bank, 'RevokeToken', {
      ClientId: CLIENT_ID,
      Token: a.RefreshToken,
    });
    expect(revoke.status).toBe(200);
    expect(revoke.headers.getSetCookie()).toEqual([cleared]);
    const global = await cognito(bank, 'GlobalSignOut', { AccessToken: b.AccessToken });
    expect(global.status).toBe(200);
    expect(global.headers.getSetCookie()).toEqual([cleared]);
    // A sign-out the service refuses still ends the browser's session.
    const refused = await cognito(bank, 'GlobalSignOut', { AccessToken: b.AccessToken });
    expect(refused.body.__type).toBe('NotAuthorizedException');
    expect(refused.headers.getSetCookie()).toEqual([cleared]);
    expect(
      (await cognito(bank, 'GetUser', { AccessToken: a.AccessToken })).headers.getSetCookie(),
    ).toEqual([]);
  });
});
