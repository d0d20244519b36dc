import { staffRolesOf } from '@axia/core';
import { randomBytes } from 'node:crypto';
import type { BankContext } from '../../context';
import { rememberDevice, trierOf } from '../device-cookie';
import { optionalRecord, requireClient, requireParameter, requireString } from '../input';
import {
  clearFailures,
  failedAttempt,
  recordFailure,
  refundAttempt,
  takeAttempt,
} from '../lockout';
import { giveBack, hit } from '../../limits';
import { sessionLive } from '../session-limits';
import { sha256 } from '../tokens';
import { matchTotp } from '../totp';
import { liveChallengeSession, sessionExpired } from './challenge-session';
import { completeSetup, startMfaSetup } from './mfa-setup';
import { finishAutofill, finishPasskeySignIn, startPasskeySignIn } from '../passkeys/sign-in';
import { refusedAsCognito } from './passkeys';
import { claimsOf, findUser, normalizeEmail, type IdentityUser } from '../users';
import {
  attemptsExceeded,
  CognitoError,
  incorrectCredentials,
  invalidParameter,
  notAuthorized,
} from './errors';
import type { Client, Operation } from './index';

/** Whether the user is in a staff group (core STAFF_GROUPS). */
const isStaff = (user: IdentityUser) => staffRolesOf(user.groups).length > 0;

/** How long the Session of a SOFTWARE_TOKEN_MFA challenge lives (Cognito's default: 3 minutes). */
const MFA_SESSION_TTL_MS = 3 * 60_000;

const totpMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid code received for user');

/** A complete sign-in: tokens, and this browser becomes a known device of the account. */
async function signInResult(ctx: BankContext, user: IdentityUser, client: Client, now: Date) {
  const tokens = await ctx.tokens.issue(claimsOf(user), {
    withRefresh: true,
    userAgent: client.userAgent,
  });
  await rememberDevice(ctx, client, user.sub, now);
  return { AuthenticationResult: tokens, ChallengeParameters: {} };
}

/**
 * USER_PASSWORD_AUTH: tokens, or the TOTP challenge when the user has turned it on. An unknown user gets what a
 * wrong password gets, after the same hashing; a password reset is only said to be required to the right password.
 * Every try is charged to its client first (parallel guesses cannot slip past the limit); a right password gives
 * the charge back, so only failures use up the client's budget. A known device of the account (device-cookie.ts)
 * is its own client, outside the IP's limit and the account's ceiling.
 */
async function passwordAuth(
  ctx: BankContext,
  parameters: Record<string, unknown> | undefined,
  client: Client,
) {
  const username = requireParameter(parameters, 'USERNAME', 128);
  const password = requireParameter(parameters, 'PASSWORD', 256);
  const user = await findUser(ctx.db, username);
  const now = ctx.clock.now();
  // Only a cookie this account gave exempts a try: unknown users and other accounts count against the IP's limit.
  const trier = user ? await trierOf(ctx, client, user.sub, now) : null;
  const perClient = !trier?.knownDevice;
  if (perClient && !(await hit(ctx, 'signInFailuresPerClient', client.ip)).allowed)
    throw attemptsExceeded();
  if (!user || !trier) {
    await ctx.passwords.verifyUnknownUser(password);
    throw incorrectCredentials();
  }
  const failures = await takeAttempt(ctx, trier, now);
  if (!(await ctx.passwords.verify(password, user.password_hash)))
    throw await failedAttempt(ctx, trier, failures, now, incorrectCredentials());
  if (perClient) await giveBack(ctx, 'signInFailuresPerClient', client.ip);

  if (user.status === 'RESET_REQUIRED') {
    await clearFailures(ctx, trier);
    throw new CognitoError(
      'PasswordResetRequiredException',
      'Password reset required for the user',
    );
  }
  if (user.status === 'UNCONFIRMED') {
    await clearFailures(ctx, trier);
    throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  }
  // Said only to the right password (like the reset above): the answer tells nobody else how an account signs in.
  if (!user.password_sign_in) {
    await clearFailures(ctx, trier);
    throw notAuthorized(
      'Password sign-in is turned off for this account. Sign in with your passkey.',
    );
  }
  // Bank staff must have the second factor (issue 41): one without it sets it up now (MFA_SETUP, as a user pool
  // with MFA required asks), before any token.
  if (isStaff(user) && !(user.totp_enabled && user.totp_secret)) {
    await refundAttempt(ctx, trier);
    return startMfaSetup(ctx, user, MFA_SESSION_TTL_MS);
  }
  if (user.totp_enabled && user.totp_secret) {
    // The password was right but the sign-in is not complete: earlier failures still count.
    await refundAttempt(ctx, trier);
    const session = randomBytes(48).toString('base64url');
    await ctx.db
      .insertInto('auth_sessions')
      .values({
        id: sha256(session),
        sub: user.sub,
        challenge: 'SOFTWARE_TOKEN_MFA',
        expires_at: new Date(now.getTime() + MFA_SESSION_TTL_MS),
      })
      .execute();
    return {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeParameters: { USER_ID_FOR_SRP: user.sub },
    };
  }
  await clearFailures(ctx, trier);
  return signInResult(ctx, user, client, now);
}

/**
 * A passkey verified is both factors (possession and the device's user verification): tokens at once, no TOTP step.
 * Bank staff still need their authenticator app set up (issue 41).
 */
async function passkeySignedIn(ctx: BankContext, user: IdentityUser, client: Client) {
  if (isStaff(user) && !(user.totp_enabled && user.totp_secret))
    return startMfaSetup(ctx, user, MFA_SESSION_TTL_MS);
  return signInResult(ctx, user, client, ctx.clock.now());
}

/**
 * USER_AUTH with the WEB_AUTHN challenge (the only one offered): the WEB_AUTHN challenge for the user, or, with
 * ClientMetadata.autofillCredential (the browser's passkey autofill: docs/identity.md), the sign-in at once.
 * Each start is counted per client (passkeyChallengesPerClient).
 */
async function userAuth(
  ctx: BankContext,
  parameters: Record<string, unknown> | undefined,
  metadata: Record<string, unknown> | undefined,
  client: Client,
) {
  const username = requireParameter(parameters, 'USERNAME', 128);
  if (parameters?.PREFERRED_CHALLENGE !== 'WEB_AUTHN')
    throw invalidParameter('USER_AUTH offers the WEB_AUTHN challenge only.');
  const autofill = metadata?.autofillCredential;
  if (typeof autofill === 'string') {
    const user = await refusedAsCognito(finishAutofill(ctx, username, autofill.slice(0, 16_384)));
    return passkeySignedIn(ctx, user, client);
  }
  if (!(await hit(ctx, 'passkeyChallengesPerClient', client.ip)).allowed)
    throw new CognitoError('TooManyRequestsException', 'Too many requests');
  return startPasskeySignIn(ctx, username);
}

/**
 * New ID and access tokens for a live refresh token (same session: same origin_jti, no new refresh token). A session
 * past its lifetime or idle past the limit (session-limits.ts) is over: refused as Cognito refuses an expired refresh
 * token, and revoked, so its ID and access tokens stop working too.
 */
async function refresh(ctx: BankContext, refreshToken: string) {
  const now = ctx.clock.now();
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(refreshToken))
    .executeTakeFirst();
  if (!row) throw notAuthorized('Invalid Refresh Token');
  if (row.revoked_at) throw notAuthorized('Refresh Token has been revoked');
  if (new Date(row.expires_at).getTime() <= now.getTime())
    throw notAuthorized('Refresh Token has expired');
  if (!sessionLive(row, now, ctx.config)) {
    await ctx.tokens.revokeRefreshToken(refreshToken);
    throw notAuthorized('Refresh Token has expired');
  }
  const user = await ctx.db
    .selectFrom('identity_users')
    .selectAll()
    .where('sub', '=', row.sub)
    .executeTakeFirst();
  if (!user || user.status !== 'CONFIRMED') throw notAuthorized('Invalid Refresh Token');
  await ctx.tokens.recordActivity(row.origin_jti);
  return ctx.tokens.issue(claimsOf(user), {
    originJti: row.origin_jti,
    authTime: Math.floor(new Date(row.created_at).getTime() / 1000),
    withRefresh: false,
  });
}

const InitiateAuth: Operation = async (ctx, body, client) => {
  requireClient(ctx, body);
  const flow = requireString(body, 'AuthFlow', 64);
  const parameters = optionalRecord(body, 'AuthParameters');
  switch (flow) {
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(ctx, parameters, client);
    case 'USER_AUTH':
      return userAuth(ctx, parameters, optionalRecord(body, 'ClientMetadata'), client);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const tokens = await refresh(ctx, requireParameter(parameters, 'REFRESH_TOKEN', 4096));
      return { AuthenticationResult: tokens, ChallengeParameters: {} };
    }
    default:
      throw invalidParameter(`${flow} is not enabled for the client.`);
  }
};

/** GetTokensFromRefreshToken: what Amplify ≥ 6.15.4 calls to refresh. */
const GetTokensFromRefreshToken: Operation = async (ctx, body) => {
  requireClient(ctx, body);
  const tokens = await refresh(ctx, requireString(body, 'RefreshToken', 4096));
  return { AuthenticationResult: tokens };
};

/**
 * RespondToAuthChallenge (SOFTWARE_TOKEN_MFA, MFA_SETUP: ./mfa-setup.ts, or WEB_AUTHN: a passkey's assertion
 * answering InitiateAuth USER_AUTH's challenge, identity/passkeys/sign-in.ts): the code must match the active secret at a time step after the
 * last one accepted (no replay). Wrong codes count toward the sign-in lockout.
 */
const RespondToAuthChallenge: Operation = async (ctx, body, client) => {
  requireClient(ctx, body);
  const challenge = requireString(body, 'ChallengeName', 64);
  if (challenge !== 'SOFTWARE_TOKEN_MFA' && challenge !== 'MFA_SETUP' && challenge !== 'WEB_AUTHN')
    throw invalidParameter(`The challenge ${challenge} is not supported.`);
  const sessionToken = requireString(body, 'Session', 4096);
  const responses = optionalRecord(body, 'ChallengeResponses');
  if (challenge === 'WEB_AUTHN') {
    const user = await refusedAsCognito(
      finishPasskeySignIn(
        ctx,
        sessionToken,
        requireParameter(responses, 'USERNAME', 128),
        requireParameter(responses, 'CREDENTIAL', 16_384),
      ),
    );
    return passkeySignedIn(ctx, user, client);
  }
  if (challenge === 'MFA_SETUP') {
    const user = await completeSetup(ctx, sessionToken, responses?.USERNAME);
    return signInResult(ctx, user, client, ctx.clock.now());
  }
  const code = requireParameter(responses, 'SOFTWARE_TOKEN_MFA_CODE', 16);
  const now = ctx.clock.now();
  const { id: sessionId, user } = await liveChallengeSession(ctx, sessionToken, challenge);
  const username = responses?.USERNAME;
  if (
    !user.totp_enabled ||
    !user.totp_secret ||
    (typeof username === 'string' &&
      username !== user.sub &&
      normalizeEmail(username) !== user.email)
  )
    throw notAuthorized('Invalid session for the user.');

  const trier = await trierOf(ctx, client, user.sub, now);
  const failures = await takeAttempt(ctx, trier, now);
  const step = await matchTotp(user.totp_secret, code, now);
  if (step === null) {
    if (!(await recordFailure(ctx, trier, failures, now))) throw totpMismatch();
    // Locked out: this sign-in session is over too.
    await ctx.db.deleteFrom('auth_sessions').where('id', '=', sessionId).execute();
    throw attemptsExceeded();
  }
  // Replay protection: accept the step only if it is after the last accepted one (one atomic update).
  const accepted = await ctx.db
    .updateTable('identity_users')
    .set({ totp_last_step: step })
    .where('sub', '=', user.sub)
    .where('totp_secret', '=', user.totp_secret)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
    )
    .returning('sub')
    .executeTakeFirst();
  if (!accepted) {
    await refundAttempt(ctx, trier);
    throw totpMismatch();
  }
  const consumed = await ctx.db
    .deleteFrom('auth_sessions')
    .where('id', '=', sessionId)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw sessionExpired();
  await clearFailures(ctx, trier);
  return signInResult(ctx, user, client, now);
};

export const authOperations = { InitiateAuth, GetTokensFromRefreshToken, RespondToAuthChallenge };
