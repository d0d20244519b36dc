import { optionalRecord, requireString } from '../input';
import { matchTotp, newTotpSecret } from '../totp';
import { authenticate } from '../users';
import { CognitoError, invalidParameter } from './errors';
import type { Operation } from './index';

/** AssociateSoftwareToken: a new pending secret, returned this once (never by any other call). */
const AssociateSoftwareToken: Operation = async (ctx, body) => {
  if (body.AccessToken === undefined && body.Session !== undefined)
    throw invalidParameter('Associating a software token with a Session is not supported.');
  const { user } = await authenticate(ctx, body);
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('identity_users')
    .set({ totp_pending_secret: secret, updated_at: ctx.clock.now() })
    .where('sub', '=', user.sub)
    .execute();
  return { SecretCode: secret };
};

/**
 * VerifySoftwareToken: a code from the pending secret makes it the active secret. Its time step is recorded, so
 * the same code cannot then be used to sign in.
 */
const VerifySoftwareToken: Operation = async (ctx, body) => {
  const code = requireString(body, 'UserCode', 16);
  const { user } = await authenticate(ctx, body);
  const pending = user.totp_pending_secret;
  if (!pending) throw invalidParameter('User has not associated a software token.');
  const now = ctx.clock.now();
  const step = await matchTotp(pending, code, now);
  if (step === null) throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
  const updated = await ctx.db
    .updateTable('identity_users')
    .set({
      totp_secret: pending,
      totp_pending_secret: null,
      totp_last_step: step,
      updated_at: now,
    })
    .where('sub', '=', user.sub)
    .where('totp_pending_secret', '=', pending)
    .returning('sub')
    .executeTakeFirst();
  // Another AssociateSoftwareToken replaced the secret meanwhile: this code is for the old one.
  if (!updated) throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
  return { Status: 'SUCCESS' };
};

/** SetUserMFAPreference: only the authenticator-app factor exists here; turning it on needs a verified secret. */
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
  if (totp.Enabled && !user.totp_secret)
    throw invalidParameter('User has not verified software token mfa');
  await ctx.db
    .updateTable('identity_users')
    .set({ totp_enabled: totp.Enabled, updated_at: ctx.clock.now() })
    .where('sub', '=', user.sub)
    .execute();
  return {};
};

export const mfaOperations = { AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference };
