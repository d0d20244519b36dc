import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BankContext } from '../context';
import { shellCookieSecret } from '../http/shell-cookie';
import type { Trier } from './lockout';
import type { Client } from './operations';
import { sha256 } from './tokens';

// The "known device" cookie (issue 42 #6; OWASP, "Slow Down Online Guessing Attacks with Device Cookies"). Lockouts
// and limits counted per client IP or per account punish the owner for what others do: many IPs guessing reach the
// account's ceiling, and one NAT's (an office's, a carrier's) failures fill that IP's limit. So a browser that has
// completed a sign-in to an account (password, and the TOTP code when the account has one) is given a signed cookie
// naming the account; a try that presents it is charged to that device's own lockout bucket (5 failures lock THAT
// device, as for an IP) and to neither the account's ceiling nor the IP's limit. Tries without it keep those rules.
// It reaches the identity service because Amplify POSTs to `userPoolEndpoint` with fetch's default credentials
// ('same-origin'), and the app and /identity share one origin (npm start; Vite proxies /identity in development). A
// browser on another origin sends no cookie and simply keeps today's rules. It authorizes nothing: only which
// bucket a try is counted in, and the password or code is still checked. With an external user pool (Cognito) the
// pool does its own lockout; this service is not there.

/** One cookie per account, so a shared browser keeps each customer's (the name: a hash of the account's sub). */
export const DEVICE_COOKIE_PREFIX = 'axia_device_';
/** How long a device stays known after its last complete sign-in. */
export const DEVICE_COOKIE_TTL_MS = 90 * 24 * 3_600_000;
/** Sent only to the identity service (the only reader). */
const COOKIE_PATH = '/identity';

export const deviceCookieName = (sub: string) =>
  `${DEVICE_COOKIE_PREFIX}${sha256(sub).slice(0, 16)}`;

/** The device's lockout bucket (identity_lockouts.client): never an IP address. */
export const deviceBucket = (deviceId: string) => `device:${deviceId}`;

/**
 * The cookie's own key, derived from the shell cookie's secret (kept in the database, the same on every process):
 * another label would forget every known device.
 */
async function deviceKey(ctx: Pick<BankContext, 'db'>) {
  return createHmac('sha256', await shellCookieSecret(ctx.db))
    .update('axia known-device cookie')
    .digest();
}

const mac = (key: Buffer, sub: string, deviceId: string, issued: string) =>
  createHmac('sha256', key).update(`${sub}.${deviceId}.${issued}`).digest('base64url');

/** `<deviceId>.<issuedAtEpochSeconds>.<base64url HMAC-SHA256(key, "<sub>.<deviceId>.<issued>")>`. */
export function deviceCookieValue(key: Buffer, sub: string, deviceId: string, issuedAt: Date) {
  const issued = String(Math.floor(issuedAt.getTime() / 1000));
  return `${deviceId}.${issued}.${mac(key, sub, deviceId, issued)}`;
}

/** The device id of an authentic value for `sub`, issued within DEVICE_COOKIE_TTL_MS before `now`; null otherwise. */
export function verifyDeviceCookieValue(
  key: Buffer,
  sub: string,
  value: string,
  now: Date,
): string | null {
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [deviceId, issued, signature] = parts as [string, string, string];
  // Only values this bank signed pass, so the id and time need no other check. Compared as encoded text.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(key, sub, deviceId, issued));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(issued) * 1000 + DEVICE_COOKIE_TTL_MS > now.getTime() ? deviceId : null;
}

/** The raw value of cookie `name` in a Cookie header, if any. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * Whose tries these are: the known device's (a valid device cookie for this account in the request), else the
 * client IP's, under the account's ceiling.
 */
export async function trierOf(
  ctx: Pick<BankContext, 'db'>,
  client: Client,
  sub: string,
  now: Date,
): Promise<Trier> {
  const value = cookieValue(client.cookies, deviceCookieName(sub));
  const deviceId = value && verifyDeviceCookieValue(await deviceKey(ctx), sub, value, now);
  return deviceId
    ? { sub, client: deviceBucket(deviceId), knownDevice: true }
    : { sub, client: client.ip };
}

/**
 * A complete sign-in: this browser is a known device of the account for DEVICE_COOKIE_TTL_MS (a new id each time).
 * HttpOnly and SameSite=Strict; Secure as the shell cookie is (over https, behind an https PUBLIC_ORIGIN, outside
 * the sandbox).
 */
export async function rememberDevice(
  ctx: Pick<BankContext, 'db' | 'config'>,
  client: Client,
  sub: string,
  now: Date,
) {
  if (!client.setCookie) return;
  const value = deviceCookieValue(
    await deviceKey(ctx),
    sub,
    randomBytes(16).toString('base64url'),
    now,
  );
  const secure =
    client.https || ctx.config.publicOrigin.startsWith('https:') || !ctx.config.sandbox
      ? '; Secure'
      : '';
  client.setCookie(
    `${deviceCookieName(sub)}=${value}; Path=${COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
}
