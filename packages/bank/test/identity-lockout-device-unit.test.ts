import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/clock';
import type { BankConfig } from '../src/config';
import type { BankContext } from '../src/context';
import {
  DEVICE_COOKIE_TTL_MS,
  deviceBucket,
  deviceCookieName,
  deviceCookieValue,
  rememberDevice,
  trierOf,
  verifyDeviceCookieValue,
} from '../src/identity/device-cookie';
import { shellCookieSecret } from '../src/http/shell-cookie';
import {
  chargeAttempt,
  clearFailures,
  recordFailure,
  refundAttempt,
  takeAttempt,
  type Trier,
} from '../src/identity/lockout';
import { hit, SETTING_KEY } from '../src/limits';
import { Settings } from '../src/settings';
import { engine, engineUnavailable, freshDatabase } from './harness';

// Issue 42 #6 without a bank: a known device (a valid device cookie of the account, identity/device-cookie.ts) is
// its own lockout bucket and never counts against, nor is refused by, the account's ceiling over all clients
// (signInFailuresPerAccount); an IP's tries keep that ceiling. Through the API: identity-device-cookie.test.ts.

const START = new Date('2026-11-21T12:00:00.000Z');
const KEY = Buffer.alloc(32, 7);
const SUB = '0b5b0c3e-9f1e-4f55-8a43-7c1f0e2a9d11';
const DEVICE = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the device cookie’s value', () => {
  let value: string;
  // Made in a hook, not while the file is collected: Stryker counts code run then as static.
  beforeAll(() => {
    value = deviceCookieValue(KEY, SUB, DEVICE, START);
  });

  it('names the device and its issue time (epoch seconds), signed for the account', () => {
    expect(value).toMatch(
      new RegExp(`^${DEVICE}\\.${START.getTime() / 1000}\\.[A-Za-z0-9_-]{43}$`),
    );
    expect(verifyDeviceCookieValue(KEY, SUB, value, START)).toBe(DEVICE);
  });

  it('holds for 90 days from its issue, not a millisecond more', () => {
    expect(DEVICE_COOKIE_TTL_MS).toBe(90 * 24 * 3_600_000);
    const end = START.getTime() + DEVICE_COOKIE_TTL_MS;
    expect(verifyDeviceCookieValue(KEY, SUB, value, new Date(end - 1))).toBe(DEVICE);
    expect(verifyDeviceCookieValue(KEY, SUB, value, new Date(end))).toBeNull();
  });

  it('is refused for another account, under another key, or altered in any part', () => {
    expect(verifyDeviceCookieValue(KEY, 'another-sub', value, START)).toBeNull();
    expect(verifyDeviceCookieValue(Buffer.alloc(32, 8), SUB, value, START)).toBeNull();
    const [device, issued, mac] = value.split('.') as [string, string, string];
    const other = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const altered of [
      `${other(device)}.${issued}.${mac}`,
      `${device}.${Number(issued) + 1}.${mac}`,
      `${device}.${issued}.${other(mac)}`,
      `${device}.${issued}.${mac}.x`,
      `${device}.${issued}`,
      `${device}x.${issued}.${mac}`,
      `${device.slice(1)}.${issued}.${mac}`,
      `${device}.${issued}x.${mac}`,
      `${device}.${issued}.${mac}x`,
      `${device}.${issued}.${mac.slice(1)}`,
      `${device}..${mac}`,
      `!${device.slice(1)}.${issued}.${mac}`,
      `${device}.${issued}.!${mac.slice(1)}`,
      `${device}.${issued}.!${mac}`,
      `${device}.${issued}.${mac}=`,
      '',
    ])
      expect({ altered, device: verifyDeviceCookieValue(KEY, SUB, altered, START) }).toEqual({
        altered,
        device: null,
      });
  });

  it('one cookie name per account, and a device’s bucket that is no IP address', () => {
    expect(deviceCookieName(SUB)).toMatch(/^axia_device_[A-Za-z0-9_-]{16}$/);
    expect(deviceCookieName(SUB)).toBe(deviceCookieName(SUB));
    expect(deviceCookieName('another-sub')).not.toBe(deviceCookieName(SUB));
    expect(deviceBucket(DEVICE)).toBe(`device:${DEVICE}`);
  });
});

describe.skipIf(engineUnavailable)(`a known device's tries (${engine})`, () => {
  let ctx: BankContext;
  let clock: FixedClock;
  let close: () => Promise<void>;
  const config = { publicOrigin: 'http://127.0.0.1:8080', sandbox: true } as BankConfig;
  beforeAll(async () => {
    const { database, cleanup } = await freshDatabase();
    clock = new FixedClock(START);
    ctx = {
      db: database.db,
      clock,
      config,
      settings: new Settings(database.db, clock),
    } as unknown as BankContext;
    close = async () => {
      await database.close();
      cleanup();
    };
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  let n = 0;
  const fresh = () => `sub-device-${++n}`;
  const ip = (sub: string): Trier => ({ sub, client: '198.51.100.1' });
  const device = (sub: string, id = DEVICE): Trier => ({
    sub,
    client: deviceBucket(id),
    knownDevice: true,
  });
  const ceilingHits = async (sub: string) =>
    (
      await ctx.db
        .selectFrom('rate_limit_hits')
        .select('hits')
        .where('key', '=', `signInFailuresPerAccount:${sub}`)
        .executeTakeFirst()
    )?.hits ?? 0;
  const rows = async (sub: string) =>
    (
      await ctx.db
        .selectFrom('identity_lockouts')
        .select(['client', 'failed_attempts'])
        .where('sub', '=', sub)
        .orderBy('client')
        .execute()
    ).map((row) => `${row.client}:${row.failed_attempts}`);
  const errorOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message };
    }
    return null;
  };
  /** Cookies set by rememberDevice, in order. */
  const client = (extra: { cookies?: string; https?: boolean } = {}) => {
    const set: string[] = [];
    return { ip: '198.51.100.1', ...extra, setCookie: (cookie: string) => set.push(cookie), set };
  };

  it('is charged to its own bucket, never to the account’s ceiling, and is taken past it', async () => {
    await ctx.settings.set(SETTING_KEY, { signInFailuresPerAccount: { max: 1 } });
    try {
      const sub = fresh();
      expect(await takeAttempt(ctx, ip(sub), START)).toBe(1);
      expect(await errorOf(takeAttempt(ctx, { sub, client: '203.0.113.9' }, START))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Password attempts exceeded (try again in 900 seconds)',
      });
      // The ceiling: 1 allowed hit and 1 refused one. The device adds none and is not refused.
      expect(await ceilingHits(sub)).toBe(2);
      expect(await takeAttempt(ctx, device(sub), START)).toBe(1);
      expect(await takeAttempt(ctx, device(sub), START)).toBe(2);
      expect(await ceilingHits(sub)).toBe(2);
      expect(await rows(sub)).toEqual(['198.51.100.1:1', `device:${DEVICE}:2`]);
    } finally {
      await ctx.settings.set(SETTING_KEY, {});
    }
  });

  it('gives nothing back to the ceiling that it never took: refused, refunded or signed in', async () => {
    const sub = fresh();
    // Three failures from an IP on the ceiling.
    for (let i = 0; i < 3; i++) await takeAttempt(ctx, ip(sub), START);
    expect(await ceilingHits(sub)).toBe(3);
    // The device locked (5 failures), then refused.
    for (let i = 0; i < 5; i++) {
      const charge = await chargeAttempt(ctx.db, device(sub), START);
      if (typeof charge !== 'object') throw new Error(`try ${i + 1} not charged: ${charge}`);
      await recordFailure(ctx, device(sub), charge.failures, START);
    }
    expect(await errorOf(takeAttempt(ctx, device(sub), START))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded (try again in 35 seconds)',
    });
    expect(await ceilingHits(sub)).toBe(3);
    // Another device of the account, busy with 5 tries in flight: throttled.
    const other = device(sub, 'ZyXwVuTsRqPoNmLkJiHgFe');
    for (let i = 1; i <= 5; i++) expect(await takeAttempt(ctx, other, START)).toBe(i);
    expect(await errorOf(takeAttempt(ctx, other, START))).toEqual({
      name: 'TooManyRequestsException',
      message: 'Too many requests',
    });
    expect(await ceilingHits(sub)).toBe(3);
    await refundAttempt(ctx, other);
    expect(await ceilingHits(sub)).toBe(3);
    await clearFailures(ctx, other);
    expect(await ceilingHits(sub)).toBe(3);
    expect(await rows(sub)).toEqual(['198.51.100.1:3', `device:${DEVICE}:5`]);
    // The IP's own sign-in gives its try back, as before.
    await clearFailures(ctx, ip(sub));
    expect(await ceilingHits(sub)).toBe(2);
  });

  it('a request is its known device only with a valid cookie of that account, else its IP', async () => {
    const sub = fresh();
    const first = client();
    await rememberDevice(ctx, first, sub, START);
    expect(first.set).toHaveLength(1);
    const pair = first.set[0]!.split(';')[0]!;
    expect(pair).toMatch(
      /^axia_device_[A-Za-z0-9_-]{16}=[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/,
    );
    const [name, value] = pair.split('=') as [string, string];
    expect(name).toBe(deviceCookieName(sub));
    const id = value.split('.')[0]!;
    expect(await trierOf(ctx, { ip: '192.0.2.1', cookies: `x=1; ${pair}` }, sub, START)).toEqual(
      device(sub, id),
    );
    expect(await trierOf(ctx, { ip: '192.0.2.1', cookies: `${pair} ;y=2` }, sub, START)).toEqual(
      device(sub, id),
    );
    // Signed with a key derived from the shell cookie's secret under a fixed label (a new one forgets every device).
    const key = createHmac('sha256', await shellCookieSecret(ctx.db))
      .update('axia known-device cookie')
      .digest();
    expect(verifyDeviceCookieValue(key, sub, value, START)).toBe(id);
    // Another account, no cookie, an expired one: the IP.
    expect(await trierOf(ctx, { ip: '192.0.2.1', cookies: pair }, fresh(), START)).toEqual({
      sub: `sub-device-${n}`,
      client: '192.0.2.1',
    });
    expect(await trierOf(ctx, { ip: '192.0.2.1' }, sub, START)).toEqual({
      sub,
      client: '192.0.2.1',
    });
    const expired = new Date(START.getTime() + DEVICE_COOKIE_TTL_MS);
    expect(await trierOf(ctx, { ip: '192.0.2.1', cookies: pair }, sub, expired)).toEqual({
      sub,
      client: '192.0.2.1',
    });
    // The value under another name, or an empty one, is no cookie of this account.
    expect(
      await trierOf(
        ctx,
        { ip: '192.0.2.1', cookies: `axia_device_x=${value}; ${name}=` },
        sub,
        START,
      ),
    ).toEqual({ sub, client: '192.0.2.1' });
    // The same database's key on every call (another process reads the same secret).
    const second = client();
    await rememberDevice(ctx, second, sub, START);
    const again = second.set[0]!.split(';')[0]!;
    expect(again).not.toBe(pair);
    expect((await trierOf(ctx, { ip: '192.0.2.1', cookies: again }, sub, START)).knownDevice).toBe(
      true,
    );
  });

  it('sets an HttpOnly, SameSite=Strict cookie for /identity, Secure over https, behind https or outside the sandbox', async () => {
    const sub = fresh();
    const attributes = async (
      extra: { https?: boolean },
      over: Partial<BankConfig> = {},
    ): Promise<string> => {
      const to = client(extra);
      await rememberDevice({ ...ctx, config: { ...config, ...over } }, to, sub, START);
      return to.set[0]!.split(';').slice(1).join(';');
    };
    const plain = '; Path=/identity; Max-Age=7776000; HttpOnly; SameSite=Strict';
    expect(await attributes({})).toBe(plain.slice(1));
    expect(await attributes({ https: false })).toBe(plain.slice(1));
    expect(await attributes({ https: true })).toBe(`${plain.slice(1)}; Secure`);
    expect(await attributes({}, { publicOrigin: 'https://bank.example' })).toBe(
      `${plain.slice(1)}; Secure`,
    );
    expect(await attributes({}, { sandbox: false })).toBe(`${plain.slice(1)}; Secure`);
    // No answer to set it on: nothing happens.
    await expect(rememberDevice(ctx, { ip: '192.0.2.1' }, sub, START)).resolves.toBeUndefined();
  });

  it('a hit of the ceiling from an IP still counts while a device signs in', async () => {
    const sub = fresh();
    await hit(ctx, 'signInFailuresPerAccount', sub);
    await takeAttempt(ctx, device(sub), START);
    await clearFailures(ctx, device(sub));
    expect(await ceilingHits(sub)).toBe(1);
  });
});
