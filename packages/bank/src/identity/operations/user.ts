import { trierOf } from '../device-cookie';
import { requireString } from '../input';
import { clearFailures, failedAttempt, takeAttempt } from '../lockout';
import { assertPasswordPolicy, unchangedPassword } from '../password';
import { authenticate } from '../users';
import { incorrectCredentials } from './errors';
import type { Operation } from './index';

/** GetUser: the profile attributes and the MFA settings (never the TOTP secret). */
const GetUser: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const mfa = user.totp_enabled
    ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }
    : {};
  return {
    // As in the ID token's cognito:username: the pool signs in by e-mail, the username proper is the sub.
    Username: user.sub,
    UserAttributes: [
      { Name: 'sub', Value: user.sub },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: String(user.email_verified) },
      { Name: 'given_name', Value: user.given_name },
      { Name: 'family_name', Value: user.family_name },
    ],
    ...mfa,
  };
};

/**
 * ChangePassword (Amplify updatePassword): the access token, then the proposed password against the policy, then
 * the previous password (a wrong one counts toward the lockout: 'Incorrect username or password.'), then that the
 * proposed one differs from it (InvalidPasswordException); the new hash is stored and the other sessions of the user are signed out, this one stays.
 */
const ChangePassword: Operation = async (ctx, body, client) => {
  const previous = requireString(body, 'PreviousPassword', 256);
  const proposed = requireString(body, 'ProposedPassword', 256);
  const { user, originJti } = await authenticate(ctx, body);
  assertPasswordPolicy(proposed, 'proposedPassword');
  const now = ctx.clock.now();
  const trier = await trierOf(ctx, client, user.sub, now);
  const failures = await takeAttempt(ctx, trier, now);
  if (!(await ctx.passwords.verify(previous, user.password_hash)))
    throw await failedAttempt(ctx, trier, failures, now, incorrectCredentials());
  // Checked once the previous password is proven, so it tells nothing about the current one.
  if (proposed.normalize('NFC') === previous.normalize('NFC')) {
    await clearFailures(ctx, trier);
    throw unchangedPassword();
  }
  const passwordHash = await ctx.passwords.hash(proposed);
  await ctx.db
    .updateTable('identity_users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('sub', '=', user.sub)
    .execute();
  await clearFailures(ctx, trier);
  // Every other session goes: its refresh token (and with it its access and ID tokens), and any sign-in halfway
  // through its TOTP challenge (it was started with the old password). The caller's session (origin_jti) stays.
  await ctx.tokens.revokeAll(user.sub, { except: originJti });
  await ctx.db.deleteFrom('auth_sessions').where('sub', '=', user.sub).execute();
  return {};
};

export const userOperations = { GetUser, ChangePassword };
