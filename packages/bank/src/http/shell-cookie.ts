import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { BankContext } from '../context';

// The "shell cookie" (issue 17): a marker that this browser holds a signed-in session, so the bank may send a
// signed-in page as its prerendered frame (the /accounts shell and skeleton) with the customer's greeting name and
// the bank-wide banner, which otherwise only show after the app's script read GET /api/user and /api/bankSettings.
// It is set by a successful GET /api/user and cleared by sign-out. It authorizes NOTHING else: the API and the
// identity service keep their bearer tokens. Never read it to let a request see or do anything other than get the
// frame painted.

export const SHELL_COOKIE = 'axia_shell';

/** Made once per bank process: a restart invalidates every cookie (the frame is then served without the banner). */
const secret = randomBytes(32);

const SUB = /^[A-Za-z0-9-]{1,128}$/;
const EXP = /^\d{1,12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();

/** `<sub>.<expiresAtEpochSeconds>.<base64url HMAC-SHA256(secret, "<sub>.<exp>")>`. */
export function shellCookieValue(sub: string, expiresAt: Date): string {
  const payload = `${sub}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(payload).toString('base64url')}`;
}

/** The sub of a well-formed, authentic, unexpired value at `now`; null otherwise. */
export function verifyShellCookieValue(value: string, now: Date): string | null {
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [sub, exp, signature] = parts as [string, string, string];
  if (!SUB.test(sub) || !EXP.test(exp) || !MAC.test(signature)) return null;
  // The encoded text is compared (not the decoded bytes): base64url's last character has spare bits.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(`${sub}.${exp}`).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(exp) * 1000 <= now.getTime()) return null;
  return sub;
}

/** The raw value of the shell cookie in the request's Cookie header, if any. */
function cookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SHELL_COOKIE) return pair.slice(at + 1).trim();
  }
  return null;
}

/** The customer (sub) whose valid shell cookie the request carries (on the bank's clock); null without one. */
export function shellSessionUser(clock: Clock, request: FastifyRequest): string | null {
  const value = cookieOf(request);
  return value === null ? null : verifyShellCookieValue(value, clock.now());
}

/** Whether the request carries a valid shell cookie (on the bank's clock). Only to decide a frame's HTML. */
export function hasShellSession(clock: Clock, request: FastifyRequest): boolean {
  return shellSessionUser(clock, request) !== null;
}

/** Sets the shell cookie for `sub`, valid for the app's session lifetime from now (on the bank's clock). */
export function issueShellCookie(
  ctx: Pick<BankContext, 'clock' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  sub: string,
) {
  const maxAge = Math.max(1, Math.floor(ctx.config.sessionLifetimeHours * 3600));
  const value = shellCookieValue(sub, new Date(ctx.clock.now().getTime() + maxAge * 1000));
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${SHELL_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}

/** Clears the shell cookie (sign-out). */
export function clearShellCookie(reply: FastifyReply) {
  void reply.header('set-cookie', `${SHELL_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`);
}
