import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BankContext } from '../context';
import type { Database } from '../db/schema';

// The sandbox robot check. In production a PreSignUp trigger verifies a reCAPTCHA token with Google; here the
// sandbox hands out its own tokens (GET /sandbox/captcha) and SignUp accepts only those:
//   <expiry, unix seconds>.<nonce>.<HMAC-SHA256 over both, base64url>
// The HMAC key lives in the `settings` table (created on first use). A token is valid for two minutes and, like
// a reCAPTCHA response, can be redeemed once.

const CAPTCHA_TTL_SECONDS = 120;
const SETTING_KEY = 'identity.captchaSecret';

const secrets = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function loadSecret(ctx: BankContext): Promise<Buffer> {
  await ctx.db
    .insertInto('settings')
    .values({
      key: SETTING_KEY,
      value: JSON.stringify(randomBytes(32).toString('base64')),
      updated_at: ctx.clock.now(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await ctx.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value as string, 'base64');
}

function captchaSecret(ctx: BankContext): Promise<Buffer> {
  let secret = secrets.get(ctx.db);
  if (!secret) {
    secret = loadSecret(ctx);
    secret.catch(() => secrets.delete(ctx.db));
    secrets.set(ctx.db, secret);
  }
  return secret;
}

const mac = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(`captcha:${payload}`).digest('base64url');

export async function issueCaptchaToken(ctx: BankContext): Promise<string> {
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + CAPTCHA_TTL_SECONDS;
  const payload = `${expires}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${mac(await captchaSecret(ctx), payload)}`;
}

/** True for a genuine, unexpired token not redeemed before; redeems it (in the database: once across processes). */
export async function verifyCaptchaToken(ctx: BankContext, token: string): Promise<boolean> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, expires, nonce, signature] = match;
  const expected = Buffer.from(mac(await captchaSecret(ctx), `${expires}.${nonce}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const now = ctx.clock.now();
  const expiresMs = Number(expires) * 1000;
  if (expiresMs <= now.getTime() || expiresMs > now.getTime() + CAPTCHA_TTL_SECONDS * 1000)
    return false;
  await ctx.db.deleteFrom('captcha_redemptions').where('expires_at', '<=', now).execute();
  const redeemed = await ctx.db
    .insertInto('captcha_redemptions')
    .values({ nonce: nonce!, expires_at: new Date(expiresMs) })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return redeemed !== undefined;
}

/**
 * GET /sandbox/captcha → `{ token }`: the sandbox robot check's answer for the sign-up form. Registered by the
 * identity routes in sandbox mode; safe to call again (a second registration is skipped).
 */
export function captchaRoute(app: FastifyInstance, ctx: BankContext) {
  if (app.hasRoute({ method: 'GET', url: '/sandbox/captcha' })) return;
  app.get('/sandbox/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: await issueCaptchaToken(ctx) };
  });
}
