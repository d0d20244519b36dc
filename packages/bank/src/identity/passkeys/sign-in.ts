import {
  generateAuthenticationOptions,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import type { BankContext } from '../../context';
import { sha256 } from '../tokens';
import { findUser, type IdentityUser } from '../users';
import {
  CEREMONY_TIMEOUT_MS,
  consumeChallenge,
  parseAnswer,
  signedChallenge,
  storeChallenge,
} from './challenges';
import { passkeysOf, PasskeyRefused, relyingParty, verifyPasskeyAssertion } from './index';

const notYourPasskey = () => new PasskeyRefused('We could not sign you in with this passkey.');
const expired = () => new PasskeyRefused('The passkey request has expired. Please try again.');

/**
 * USER_AUTH with the WEB_AUTHN challenge: the options of navigator.credentials.get for the named user's passkeys
 * and a one-time Session (its hash keys the challenge). An unknown user, or one without passkeys, gets the same
 * answer with no credentials listed (the browser then finds none of theirs): the answer does not tell whether an
 * account exists.
 */
export async function startPasskeySignIn(ctx: BankContext, username: string) {
  const user = await findUser(ctx.db, username);
  const passkeys = user ? await passkeysOf(ctx.db, user.sub) : [];
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
  const session = randomBytes(48).toString('base64url');
  await storeChallenge(ctx, {
    id: sha256(session),
    sub: user?.sub ?? null,
    purpose: 'SIGN_IN',
    challenge: options.challenge,
  });
  return {
    ChallengeName: 'WEB_AUTHN',
    Session: session,
    ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
  };
}

/** A user who may sign in: confirmed (an unconfirmed or reset account signs in by its own flows). */
async function signingInUser(ctx: BankContext, username: string) {
  const user = await findUser(ctx.db, username);
  if (!user || user.status !== 'CONFIRMED') throw notYourPasskey();
  return user;
}

/**
 * RespondToAuthChallenge WEB_AUTHN: the Session's challenge is used once; the assertion (CREDENTIAL, a JSON
 * string) must be by a passkey of the user the sign-in named, and verify. The signed-in user, or PasskeyRefused.
 */
export async function finishPasskeySignIn(
  ctx: BankContext,
  session: string,
  username: string,
  credential: string,
): Promise<IdentityUser> {
  const consumed = await consumeChallenge(ctx, 'SIGN_IN', { id: sha256(session) });
  if (!consumed) throw expired();
  const user = await signingInUser(ctx, username);
  if (consumed.sub !== user.sub) throw notYourPasskey();
  await verifyPasskeyAssertion(ctx, ctx.db, {
    sub: user.sub,
    response: parseAnswer(credential) as AuthenticationResponseJSON,
    expectedChallenge: consumed.challenge,
  });
  return user;
}

/**
 * StartWebAuthnAutofill (this identity's extension for the browser's passkey autofill, docs/identity.md): options
 * for navigator.credentials.get({ mediation: 'conditional' }) with no credentials listed (any of the customer's
 * passkeys for this site) and a one-time challenge not yet bound to anyone.
 */
export async function startAutofill(ctx: BankContext) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    allowCredentials: [],
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
  const id = crypto.randomUUID();
  await storeChallenge(ctx, {
    id,
    sub: null,
    purpose: 'DISCOVERABLE',
    challenge: options.challenge,
  });
  return { CredentialRequestOptions: options, ChallengeId: id };
}

/**
 * InitiateAuth USER_AUTH with ClientMetadata.autofillCredential: the assertion answers an autofill challenge (used
 * once) and must be by a passkey of the USERNAME given (the app reads it from the assertion's userHandle).
 */
export async function finishAutofill(
  ctx: BankContext,
  username: string,
  credential: string,
): Promise<IdentityUser> {
  const answer = parseAnswer(credential);
  const challenge = signedChallenge(answer);
  const consumed =
    challenge === null ? undefined : await consumeChallenge(ctx, 'DISCOVERABLE', { challenge });
  if (!consumed) throw expired();
  const user = await signingInUser(ctx, username);
  await verifyPasskeyAssertion(ctx, ctx.db, {
    sub: user.sub,
    response: answer as AuthenticationResponseJSON,
    expectedChallenge: consumed.challenge,
  });
  return user;
}
