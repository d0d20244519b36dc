import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BankContext } from '../context';
import type { Database } from '../db/schema';

// The "shell cookie" (issue 17): a marker that this browser holds a live signed-in session, so the bank may send a
// signed-in page as its prerendered frame (the /accounts shell and skeleton) with the customer's greeting name and
// the bank-wide banner, which otherwise only show after the app's script read GET /api/user and /api/bankSettings.
// Every authenticated API call sets it with the sandbox identity (http/api-route.ts; not with an external provider,
// whose sign-out the bank never sees), bound to that identity session (revoked with it) and to the browser session
// (no Max-Age), honoured for the idle timeout after the call (the app signs an idle customer out by then: a closed
// tab's cookie soon says nothing); sign-out clears it. It authorizes NOTHING else: the API and
// the identity service keep their bearer tokens. Never read it to let a request see or do anything other than get
// the frame painted.

export const SHELL_COOKIE = 'axia_shell';

/** Where the signing secret is kept: made once, so cookies survive a restart and hold on every instance. */
const SECRET_SETTING = 'http.shellCookieSecret';

const secrets = new WeakMap<object, Promise<Buffer>>();

/** The HMAC secret of the shell cookies, from the database (created on first use). */
export function shellCookieSecret(db: Kysely<Database>): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const read = () =>
        db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', SECRET_SETTING)
          .executeTakeFirst();
      let row = await read();
      if (!row) {
        await db
          .insertInto('settings')
          .values({
            key: SECRET_SETTING,
            value: JSON.stringify({ secret: randomBytes(32).toString('base64url') }),
            updated_at: new Date(),
          })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        // Another instance may have won the race: its secret is the one.
        row = await read();
      }
      const value = (row?.value ?? {}) as { secret?: unknown };
      if (typeof value.secret !== 'string')
        throw new Error('the shell cookie secret is unreadable');
      return Buffer.from(value.secret, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const ID = /^[A-Za-z0-9-]{1,128}$/;
const EXP = /^\d{1,12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** What a shell cookie says: whose browser, which identity session. */
export interface ShellSession {
  userId: string;
  sessionId: string;
}

/**
 * `<sub>.<origin_jti>.<expiresAtEpochSeconds>.<base64url HMAC-SHA256(secret, "<sub>.<origin_jti>.<exp>")>`.
 */
export function shellCookieValue(secret: Buffer, session: ShellSession, expiresAt: Date): string {
  const payload = `${session.userId}.${session.sessionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The user and session of a well-formed, authentic, unexpired value at `now`; null otherwise. */
export function verifyShellCookieValue(
  secret: Buffer,
  value: string,
  now: Date,
): ShellSession | null {
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [userId, sessionId, exp, signature] = parts as [string, string, string, string];
  if (!ID.test(userId) || !ID.test(sessionId) || !EXP.test(exp) || !MAC.test(signature))
    return null;
  // The encoded text is compared (not the decoded bytes): base64url's last character has spare bits.
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, `${userId}.${sessionId}.${exp}`));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(exp) * 1000 <= now.getTime()) return null;
  return { userId, sessionId };
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

/**
 * The customer whose valid shell cookie the request carries, while its identity session is live (not revoked;
 * on the bank's clock); null otherwise. Only to decide a frame's HTML.
 */
export async function shellSessionUser(
  ctx: Pick<BankContext, 'clock' | 'config' | 'db' | 'tokens'>,
  request: FastifyRequest,
): Promise<string | null> {
  // Only the sandbox identity's sessions are known here (an external provider's sign-out is not).
  if (ctx.config.identity.provider !== 'sandbox') return null;
  const value = cookieOf(request);
  if (value === null) return null;
  const session = verifyShellCookieValue(await shellCookieSecret(ctx.db), value, ctx.clock.now());
  if (!session || (await ctx.tokens.isRevoked(session.sessionId))) return null;
  return session.userId;
}

/**
 * Sets the shell cookie for this identity session: a browser-session cookie (no Max-Age) that the bank honours for
 * the idle timeout from now (IDLE_TIMEOUT_MINUTES, within the session lifetime; on the bank's clock). Secure over
 * https, behind an https PUBLIC_ORIGIN, and outside the sandbox.
 */
export async function issueShellCookie(
  ctx: Pick<BankContext, 'clock' | 'config' | 'db'>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ShellSession,
) {
  const lifetimeMs = Math.max(
    1000,
    Math.min(ctx.config.idleTimeoutMinutes * 60_000, ctx.config.sessionLifetimeHours * 3_600_000),
  );
  const value = shellCookieValue(
    await shellCookieSecret(ctx.db),
    session,
    new Date(ctx.clock.now().getTime() + lifetimeMs),
  );
  // A proxy ending TLS leaves the request looking like http: an https PUBLIC_ORIGIN is the site's word (issue 42).
  const secure =
    request.protocol === 'https' ||
    ctx.config.publicOrigin.startsWith('https:') ||
    !ctx.config.sandbox
      ? '; Secure'
      : '';
  void reply.header(
    'set-cookie',
    `${SHELL_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** Clears the shell cookie (sign-out). */
export function clearShellCookie(reply: FastifyReply) {
  void reply.header('set-cookie', `${SHELL_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`);
}
