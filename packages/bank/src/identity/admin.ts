import { STAFF_GROUPS, type StaffRole } from '@axia/core';
import type { Transaction } from 'kysely';
import type { BankContext } from '../context';
import type { Database } from '../db/schema';
import { provisionBankUser } from '../modules/users/provision';
import { assertPasswordPolicy } from './password';
import { isUsableTotpSecret, MIN_TOTP_SECRET_BYTES } from './totp';
import { findUser, isEmail, normalizeEmail } from './users';
import { personNames } from './input';
import { inTransaction } from '../db/transaction';

export interface ConfirmedIdentityInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  createdAt: Date;
  /** RESET_REQUIRED: sign-in answers PasswordResetRequiredException until a password reset. */
  status?: 'CONFIRMED' | 'RESET_REQUIRED';
  /** A Base32 TOTP secret: the authenticator factor is then verified and on. */
  totpSecret?: string;
}

/**
 * Creates a confirmed identity and its bank customer in one transaction (what sign-up + confirmation do), for the
 * seed and the admin surface. Returns the sub (the bank user's id). Idempotent by e-mail: for an existing identity
 * its sub is returned and nothing changes.
 */
export async function createConfirmedIdentity(
  ctx: BankContext,
  input: ConfirmedIdentityInput,
): Promise<string> {
  return createIdentity(ctx, input, [], (trx, sub, email, names) =>
    provisionBankUser(
      trx,
      {
        id: sub,
        email,
        firstName: names.given_name,
        lastName: names.family_name,
        createdAt: input.createdAt,
      },
      { providers: ctx.providers },
    ),
  );
}

export interface StaffIdentityInput {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  role: StaffRole;
  /**
   * Staff must use the authenticator: a Base32 secret, verified and on; without one, the first sign-in sets it up
   * (the MFA_SETUP challenge, identity/operations/mfa-setup.ts).
   */
  totpSecret?: string;
  createdAt?: Date;
}

/**
 * A confirmed identity for a member of the bank's staff (issue 41): in the staff group of `role` (the ID token's
 * `cognito:groups`), with the authenticator on, and NO bank customer — staff are not customers, and a staff token
 * is refused by every customer call. Idempotent by e-mail like createConfirmedIdentity. Returns the sub.
 */
export async function createStaffIdentity(
  ctx: BankContext,
  input: StaffIdentityInput,
): Promise<string> {
  return createIdentity(
    ctx,
    { ...input, createdAt: input.createdAt ?? ctx.clock.now() },
    [STAFF_GROUPS[input.role]],
    async () => {},
  );
}

/** The identity row (checked as sign-up checks it) and what goes with it, in one transaction. */
async function createIdentity(
  ctx: BankContext,
  input: ConfirmedIdentityInput,
  groups: string[],
  alongside: (
    trx: Transaction<Database>,
    sub: string,
    email: string,
    names: { given_name: string; family_name: string },
  ) => Promise<unknown>,
): Promise<string> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  const existing = await findUser(ctx.db, email);
  if (existing) return existing.sub;
  assertPasswordPolicy(input.password);
  // The names' text rule, as SignUp holds them to it.
  const names = personNames(input.givenName, input.familyName);
  if (input.totpSecret !== undefined && !isUsableTotpSecret(input.totpSecret))
    throw new Error(
      `The TOTP secret of ${email} must be Base32 of at least ${MIN_TOTP_SECRET_BYTES} bytes`,
    );
  const passwordHash = await ctx.passwords.hash(input.password);
  const sub = crypto.randomUUID();
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .insertInto('identity_users')
      .values({
        sub,
        username: email,
        email,
        email_verified: true,
        given_name: names.given_name,
        family_name: names.family_name,
        password_hash: passwordHash,
        status: input.status ?? 'CONFIRMED',
        totp_secret: input.totpSecret ?? null,
        totp_enabled: Boolean(input.totpSecret),
        groups: JSON.stringify(groups),
        created_at: input.createdAt,
        updated_at: input.createdAt,
      })
      .execute();
    await alongside(trx, sub, email, names);
  });
  return sub;
}
