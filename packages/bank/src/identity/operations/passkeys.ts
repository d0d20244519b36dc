import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { inTransaction } from '../../db/transaction';
import { hit } from '../../limits';
import { optionalRecord, requireClient, requireString } from '../input';
import { passkeysOf, PasskeyRefused, relyingParty } from '../passkeys';
import { completeRegistration, registrationOptions } from '../passkeys/registration';
import { startAutofill } from '../passkeys/sign-in';
import { authenticate } from '../users';
import { CognitoError, invalidParameter, notAuthorized } from './errors';
import type { Operation } from './index';

/** A sign-in at most this old lets the customer add a passkey without a mailed code (docs/identity.md 'Passkeys'). */
const FRESH_SIGN_IN_S = 10 * 60;

/** A passkey refused, as Cognito answers a refused WebAuthn step: NotAuthorizedException with the reason. */
export async function refusedAsCognito<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PasskeyRefused) throw notAuthorized(error.message);
    throw error;
  }
}

/**
 * StartWebAuthnRegistration: the options to create a passkey. Adding a sign-in factor needs a recent proof: a
 * sign-in at most 10 minutes old (the access token's auth_time), or a mailed code's grant (passkey_grant_until,
 * POST /api/user/passkeys/grant).
 */
const StartWebAuthnRegistration: Operation = async (ctx, body) => {
  const { user, authTime } = await authenticate(ctx, body);
  const now = ctx.clock.now();
  const freshSignIn =
    typeof authTime === 'number' && now.getTime() / 1000 - authTime <= FRESH_SIGN_IN_S;
  const granted =
    user.passkey_grant_until !== null &&
    new Date(user.passkey_grant_until).getTime() > now.getTime();
  if (!freshSignIn && !granted) throw notAuthorized('Confirm it is you before you add a passkey.');
  return { CredentialCreationOptions: await registrationOptions(ctx, user) };
};

/** CompleteWebAuthnRegistration: the browser's answer (Credential) verified and kept. */
const CompleteWebAuthnRegistration: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const credential = optionalRecord(body, 'Credential');
  if (!credential) throw invalidParameter('Missing required parameter Credential');
  await refusedAsCognito(
    completeRegistration(ctx, user, credential as unknown as RegistrationResponseJSON),
  );
  return {};
};

/** A NextToken of ListWebAuthnCredentials: where the next page starts. */
const pageStart = (token: unknown) => {
  if (token === undefined || token === null) return 0;
  const start =
    typeof token === 'string' ? Number(Buffer.from(token, 'base64url').toString()) : NaN;
  if (!Number.isSafeInteger(start) || start < 0) throw invalidParameter('Invalid NextToken');
  return start;
};

/** ListWebAuthnCredentials: the caller's passkeys, newest first, MaxResults (1–20, default 20) a page. */
const ListWebAuthnCredentials: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const max = body.MaxResults ?? 20;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 20)
    throw invalidParameter('MaxResults must be between 1 and 20.');
  const start = pageStart(body.NextToken);
  const passkeys = await passkeysOf(ctx.db, user.sub);
  const page = passkeys.slice(start, start + max);
  const next = start + max < passkeys.length ? start + max : null;
  const rpId = relyingParty(ctx).id;
  return {
    Credentials: page.map((passkey) => ({
      CredentialId: passkey.credential_id,
      FriendlyCredentialName: passkey.name,
      RelyingPartyId: rpId,
      AuthenticatorTransports: passkey.transports,
      CreatedAt: Math.floor(new Date(passkey.created_at).getTime() / 1000),
    })),
    ...(next === null ? {} : { NextToken: Buffer.from(String(next)).toString('base64url') }),
  };
};

/**
 * DeleteWebAuthnCredential: one of the caller's passkeys removed; not the last one while password sign-in is off
 * (the customer would have no way to sign in).
 */
const DeleteWebAuthnCredential: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const credentialId = requireString(body, 'CredentialId', 1024);
  await inTransaction(ctx.db, async (trx) => {
    const locked = await trx
      .selectFrom('identity_users')
      .select('password_sign_in')
      .where('sub', '=', user.sub)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const own = await passkeysOf(trx, user.sub);
    if (!own.some((passkey) => passkey.credential_id === credentialId))
      throw new CognitoError('ResourceNotFoundException', 'Credential not found.');
    if (!locked.password_sign_in && own.length === 1)
      throw invalidParameter('Turn password sign-in on before you remove your last passkey.');
    await trx
      .deleteFrom('webauthn_credentials')
      .where('credential_id', '=', credentialId)
      .where('sub', '=', user.sub)
      .execute();
  });
  return {};
};

/**
 * StartWebAuthnAutofill (this identity's extension, docs/identity.md 'Passkey autofill'): a challenge for the
 * browser's passkey autofill on the sign-in page. No token; counted per client.
 */
const StartWebAuthnAutofill: Operation = async (ctx, body, client) => {
  // The app sends {} (a plain POST, not Amplify's client); a ClientId, when sent, must be the app client's.
  if (body.ClientId !== undefined) requireClient(ctx, body);
  if (!(await hit(ctx, 'passkeyChallengesPerClient', client.ip)).allowed)
    throw new CognitoError('TooManyRequestsException', 'Too many requests');
  return startAutofill(ctx);
};

export const passkeyOperations = {
  StartWebAuthnRegistration,
  CompleteWebAuthnRegistration,
  ListWebAuthnCredentials,
  DeleteWebAuthnCredential,
  StartWebAuthnAutofill,
};
