import { trierOf } from '../device-cookie';
import { optionalRecord, requireString } from '../input';
import { failedAttempt, refundAttempt, takeAttempt } from '../lockout';
import { matchTotp, newTotpSecret } from '../totp';
import type { BankContext } from '../../context';
import { authenticate, type IdentityUser } from '../users';
import { CognitoError, invalidParameter } from './errors';
import { associateInSetup, verifyInSetup } from './mfa-setup';
import type { Client, Operation } from './index';

/** AssociateSoftwareToken: a new pending secret, returned this once (never by any other call). */
const AssociateSoftwareToken: Operation = async (ctx, body) => {
  // Inside a sign-in that must set up the factor first (./mfa-setup.ts).
  if (body.AccessToken === undefined && body.Session !== undefined)
    return associateInSetup(ctx, requireString(body, 'Session', 4096));
  const { user } = await authenticate(ctx, body);
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('identity_users')
    .set({ totp_pending_secret: secret, updated_at: ctx.clock.now() })
    .where('sub', '=', user.sub)
    .execute();
  return { SecretCode: secret };
};

/** How long a code of the active secret (VerifySoftwareToken) lets SetUserMFAPreference turn the factor off. */
const TOTP_PROOF_TTL_MS = 5 * 60_000;

const MFA_MESSAGES = {
  codeToDisable: 'Enter a code from your authenticator app to turn off two-factor authentication.',
  codeToReplace: 'Enter a code from your current authenticator app before setting up a new one.',
} as const;

const codeMismatch = () => new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');

/**
 * A code of the ACTIVE secret (no pending one, or a code the pending one does not take): recorded as a short-lived
 * proof (totp_verified_at) that SetUserMFAPreference needs to turn the factor off. Replay-safe like sign-in: the
 * code's time step must be after the last accepted one, and becomes the last accepted one. Wrong codes count toward
 * the sign-in lockout (a stolen access token must not be enough to guess the code).
 */
async function proveActiveSecret(
  ctx: BankContext,
  user: IdentityUser,
  client: Client,
  code: string,
  now: Date,
) {
  const secret = user.totp_secret;
  if (!secret) return false;
  const trier = await trierOf(ctx, client, user.sub, now);
  const failures = await takeAttempt(ctx, trier, now);
  const step = await matchTotp(secret, code, now);
  if (step === null) throw await failedAttempt(ctx, trier, failures, now, codeMismatch());
  const accepted = await ctx.db
    .updateTable('identity_users')
    .set({ totp_last_step: step, totp_verified_at: now })
    .where('sub', '=', user.sub)
    .where('totp_secret', '=', secret)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
    )
    .returning('sub')
    .executeTakeFirst();
  // A right code gives its charge back (a replayed one too, as at sign-in); earlier failures still count.
  await refundAttempt(ctx, trier);
  return Boolean(accepted);
}

/**
 * VerifySoftwareToken: a code from the pending secret makes it the active secret. Its time step is recorded, so
 * the same code cannot then be used to sign in. While the factor is ON, replacing its secret also needs a proof of
 * the active one (a code of it sent with this call first, as for turning the factor off): an access token alone
 * must not be able to swap the owner's authenticator for another (issue 27).
 *
 * Deviation from Cognito (docs/identity.md 'TOTP'): without a pending secret, a code of the ACTIVE secret is accepted too and
 * records a proof for turning the factor off (seed 002 §4: 'enabled to disabled by entering a code'; Amplify's
 * updateMFAPreference cannot carry a code, so the app calls verifyTOTPSetup with the code first). Real Cognito
 * answers that call with an error and turns the factor off without any code.
 */
const VerifySoftwareToken: Operation = async (ctx, body, client) => {
  const code = requireString(body, 'UserCode', 16);
  if (body.AccessToken === undefined && body.Session !== undefined)
    return verifyInSetup(ctx, requireString(body, 'Session', 4096), code);
  const { user } = await authenticate(ctx, body);
  const pending = user.totp_pending_secret;
  const now = ctx.clock.now();
  if (!pending) {
    if (!user.totp_secret) throw invalidParameter('User has not associated a software token.');
    if (!(await proveActiveSecret(ctx, user, client, code, now))) throw codeMismatch();
    return { Status: 'SUCCESS' };
  }
  const step = await matchTotp(pending, code, now);
  if (step === null) {
    // An abandoned setup while the factor is on: the authenticator's current code still proves the user.
    if (
      user.totp_enabled &&
      user.totp_secret &&
      (await proveActiveSecret(ctx, user, client, code, now))
    )
      return { Status: 'SUCCESS' };
    throw codeMismatch();
  }
  const updated = await ctx.db
    .updateTable('identity_users')
    .set({
      totp_secret: pending,
      totp_pending_secret: null,
      totp_last_step: step,
      totp_verified_at: null,
      updated_at: now,
    })
    .where('sub', '=', user.sub)
    .where('totp_pending_secret', '=', pending)
    // Factor on: the proof of the active secret is checked and consumed in this statement.
    .where((eb) =>
      eb.or([
        eb('totp_enabled', '=', false),
        eb.and([
          eb('totp_verified_at', '>', new Date(now.getTime() - TOTP_PROOF_TTL_MS)),
          eb('totp_verified_at', '<=', now),
        ]),
      ]),
    )
    .returning('sub')
    .executeTakeFirst();
  if (!updated) {
    if (user.totp_enabled) throw invalidParameter(MFA_MESSAGES.codeToReplace);
    // Another AssociateSoftwareToken replaced the secret meanwhile: this code is for the old one.
    throw codeMismatch();
  }
  return { Status: 'SUCCESS' };
};

/**
 * SetUserMFAPreference: only the authenticator-app factor exists here; turning it on needs a verified secret.
 * Turning it off needs a code (deviation from Cognito, see VerifySoftwareToken): a proof less than
 * TOTP_PROOF_TTL_MS old, consumed by this call. Turning off a factor that is not on changes nothing.
 */
const SetUserMFAPreference: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  for (const other of ['SMSMfaSettings', 'EmailMfaSettings', 'WebAuthnMfaSettings']) {
    const settings = optionalRecord(body, other);
    if (settings?.Enabled === true || settings?.PreferredMfa === true)
      throw invalidParameter(`${other.replace('Settings', '')} is not enabled for this user pool.`);
  }
  const totp = optionalRecord(body, 'SoftwareTokenMfaSettings');
  if (!totp || totp.Enabled === undefined) return {};
  if (typeof totp.Enabled !== 'boolean')
    throw invalidParameter('SoftwareTokenMfaSettings.Enabled must be a boolean.');
  const now = ctx.clock.now();
  if (totp.Enabled) {
    if (!user.totp_secret) throw invalidParameter('User has not verified software token mfa');
    await ctx.db
      .updateTable('identity_users')
      .set({ totp_enabled: true, updated_at: now })
      .where('sub', '=', user.sub)
      .execute();
    return {};
  }
  if (!user.totp_enabled) return {};
  // Checked and consumed in one statement: two calls cannot share one proof.
  const disabled = await ctx.db
    .updateTable('identity_users')
    .set({ totp_enabled: false, totp_verified_at: null, updated_at: now })
    .where('sub', '=', user.sub)
    .where('totp_verified_at', '>', new Date(now.getTime() - TOTP_PROOF_TTL_MS))
    .where('totp_verified_at', '<=', now)
    .returning('sub')
    .executeTakeFirst();
  if (!disabled) throw invalidParameter(MFA_MESSAGES.codeToDisable);
  return {};
};

export const mfaOperations = { AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference };
