import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BankContext } from '../context';
import type { Database, IdentityUserTable } from '../db/schema';
import { notAuthorized, userNotFound } from './operations/errors';
import { requireString, type Body } from './input';
import { InvalidTokenError, TokenExpiredError, type IdentityClaims } from './tokens';

export type IdentityUser = Selectable<IdentityUserTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Sign-in names are e-mail addresses: spaces removed, lower-cased (seed 000 §8). */
export const normalizeEmail = (value: string) => value.replace(/\s+/g, '').toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

/** 'alice@example.com' → 'a***@e***', as Cognito masks a code's destination. */
function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

export function codeDeliveryDetails(email: string) {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

/**
 * A user by sign-in name or by sub (what tokens and challenges carry as the username). The sign-in name is the
 * CURRENT verified e-mail (a Cognito email alias): a changed e-mail moves the sign-in with it, so lookups use
 * `email`, not `username` (the e-mail given at sign-up).
 */
export async function findUser(db: Db, username: string): Promise<IdentityUser | undefined> {
  const normalized = normalizeEmail(username);
  return db
    .selectFrom('identity_users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', normalized), eb('sub', '=', username)]))
    .executeTakeFirst();
}

export const claimsOf = (user: IdentityUser): IdentityClaims => ({
  sub: user.sub,
  email: user.email,
  given_name: user.given_name,
  family_name: user.family_name,
  groups: Array.isArray(user.groups) ? user.groups : [],
});

/**
 * The user behind an `AccessToken` (GetUser, ChangePassword, the MFA calls, GlobalSignOut): signature, issuer,
 * client, token use, expiry and revocation are checked by the token service.
 */
export async function authenticate(ctx: BankContext, body: Body) {
  const token = requireString(body, 'AccessToken', 8192);
  let claims;
  try {
    claims = await ctx.tokens.verify(token, 'access');
  } catch (error) {
    if (error instanceof TokenExpiredError) throw notAuthorized('Access Token has expired');
    if (error instanceof InvalidTokenError)
      throw notAuthorized(
        error.message === 'Access Token has been revoked' ? error.message : 'Invalid Access Token',
      );
    throw error;
  }
  const user = await ctx.db
    .selectFrom('identity_users')
    .selectAll()
    .where('sub', '=', claims.sub)
    .executeTakeFirst();
  if (!user) throw userNotFound();
  // auth_time: when the session signed in (adding a passkey asks a recent sign-in).
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : undefined;
  return { user, originJti: claims.origin_jti, authTime };
}

/** Postgres unique violation (both engines report SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
