import { randomBytes } from 'node:crypto';
import type { BankContext } from '../../context';
import { sha256 } from '../tokens';
import { matchTotp, newTotpSecret } from '../totp';
import type { IdentityUser } from '../users';
import { liveChallengeSession, sessionExpired } from './challenge-session';
import { CognitoError, notAuthorized } from './errors';

// The MFA_SETUP challenge (issue 41): a user who must have an authenticator (bank staff) and has none sets one up
// inside the sign-in, as a Cognito pool with MFA required asks: InitiateAuth answers MFA_SETUP with a Session;
// AssociateSoftwareToken(Session) gives the secret once; VerifySoftwareToken(Session, code) proves the authenticator
// holds it; RespondToAuthChallenge(MFA_SETUP, Session) turns the factor on and signs in. Amplify 6 runs it as
// CONTINUE_SIGN_IN_WITH_TOTP_SETUP. The Session lives as long as a code challenge's.

/** The auth_sessions challenge of a setup begun, and of one whose code was verified. */
const SETUP = 'MFA_SETUP';
const SETUP_VERIFIED = 'MFA_SETUP_VERIFIED';

/** Starts the setup for `user` (password right, no authenticator): the challenge and its Session. */
export async function startMfaSetup(ctx: BankContext, user: IdentityUser, ttlMs: number) {
  const session = randomBytes(48).toString('base64url');
  await ctx.db
    .insertInto('auth_sessions')
    .values({
      id: sha256(session),
      sub: user.sub,
      challenge: SETUP,
      expires_at: new Date(ctx.clock.now().getTime() + ttlMs),
    })
    .execute();
  return {
    ChallengeName: SETUP,
    Session: session,
    ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: user.sub },
  };
}

/** AssociateSoftwareToken with a setup Session: a new pending secret, returned this once. */
export async function associateInSetup(ctx: BankContext, token: string) {
  const { user } = await liveChallengeSession(ctx, token, SETUP);
  const secret = newTotpSecret();
  await ctx.db
    .updateTable('identity_users')
    .set({ totp_pending_secret: secret, updated_at: ctx.clock.now() })
    .where('sub', '=', user.sub)
    .execute();
  return { SecretCode: secret, Session: token };
}

/**
 * VerifySoftwareToken with a setup Session: a code of the pending secret makes it the user's secret (its time step
 * recorded, so the same code cannot sign in again) and the session ready for RespondToAuthChallenge.
 */
export async function verifyInSetup(ctx: BankContext, token: string, code: string) {
  const { id, user } = await liveChallengeSession(ctx, token, SETUP);
  const pending = user.totp_pending_secret;
  const now = ctx.clock.now();
  const step = pending ? await matchTotp(pending, code, now) : null;
  if (!pending || step === null)
    throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
  await ctx.db
    .updateTable('identity_users')
    .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: step, updated_at: now })
    .where('sub', '=', user.sub)
    .where('totp_pending_secret', '=', pending)
    .execute();
  await ctx.db
    .updateTable('auth_sessions')
    .set({ challenge: SETUP_VERIFIED })
    .where('id', '=', id)
    .execute();
  return { Status: 'SUCCESS', Session: token };
}

/** RespondToAuthChallenge (MFA_SETUP): the verified setup turns the factor on; the session is used up. */
export async function completeSetup(ctx: BankContext, token: string, username: unknown) {
  const { id, user } = await liveChallengeSession(ctx, token, SETUP_VERIFIED);
  if (
    typeof username === 'string' &&
    username !== user.sub &&
    username.toLowerCase() !== user.email
  )
    throw notAuthorized('Invalid session for the user.');
  const consumed = await ctx.db
    .deleteFrom('auth_sessions')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw sessionExpired();
  await ctx.db
    .updateTable('identity_users')
    .set({ totp_enabled: true, updated_at: ctx.clock.now() })
    .where('sub', '=', user.sub)
    .execute();
  return { ...user, totp_enabled: true };
}
