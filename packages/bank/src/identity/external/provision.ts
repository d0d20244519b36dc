import { AUTH_MESSAGES, normalizeText, personNameProblem } from '@axia/core';
import type { BankContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { conflict, forbidden } from '../../http/errors';
import { provisionBankUser } from '../../modules/users/provision';
import { isEmail, normalizeEmail } from '../users';
import type { ExternalClaims } from './verifier';

export const PROVISION_MESSAGES = {
  noEmail: 'Your sign-in has no email address: the bank needs one to open your account.',
  emailNotVerified: 'Verify your email address before you sign in.',
} as const;

/**
 * A name claim as the bank stores it: normalized, or blank (as a token without names) when it fails seed 000 §5's
 * text helper — a pool's attributes are its own rules, and a member transfer's recipient reads the name as "From".
 */
function nameOf(label: string, claim: string | null): string {
  const name = normalizeText(claim ?? '');
  return personNameProblem(label, name) ? '' : name;
}

/**
 * The bank customer of a verified external identity, opened on its first authenticated call (as the sandbox opens
 * one on ConfirmSignUp): sub, the verified email and the names the token has (blank otherwise, or when one fails
 * the text rule); onboarding then
 * proceeds as with the sandbox. Concurrent first calls open one customer (the insert does nothing on a conflict).
 * An email another customer holds is refused (409): accounts are never linked by email alone.
 */
export async function ensureCustomer(ctx: BankContext, claims: ExternalClaims): Promise<void> {
  const known = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (known) return;
  const email = claims.email ? normalizeEmail(claims.email) : '';
  if (!isEmail(email)) throw forbidden(PROVISION_MESSAGES.noEmail);
  // An unverified address could be someone else's: it would get their notices and block their account.
  if (!claims.emailVerified) throw forbidden(PROVISION_MESSAGES.emailNotVerified);
  const created = await inTransaction(ctx.db, (trx) =>
    provisionBankUser(
      trx,
      {
        id: claims.sub,
        email,
        firstName: nameOf('First name', claims.givenName),
        lastName: nameOf('Last name', claims.familyName),
        createdAt: ctx.clock.now(),
      },
      { onlyIfNew: true, providers: ctx.providers },
    ),
  );
  if (created) return;
  // Not inserted: a concurrent first call opened this customer, or the email is another customer's.
  const opened = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!opened) throw conflict(AUTH_MESSAGES.emailTaken);
}
