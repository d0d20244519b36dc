import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticationExtensionsClientInputs,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { inTransaction } from '../../db/transaction';
import type { BankContext } from '../../context';
import type { IdentityUser } from '../users';
import {
  CEREMONY_TIMEOUT_MS,
  consumeChallenge,
  signedChallenge,
  storeChallenge,
} from './challenges';
import { passkeysOf, PasskeyRefused, relyingParty } from './index';

/** At most this many passkeys per customer (a Cognito user pool's limit too). */
const MAX_PASSKEYS = 20;
/** The name of a new passkey until the customer names it (the app renames it at once). */
const DEFAULT_PASSKEY_NAME = 'Passkey';

/**
 * The options of navigator.credentials.create for a new passkey of `user`: a discoverable credential (the browser's
 * autofill can offer it) with user verification, never one the user already has, usable for Secure Payment
 * Confirmation (the `payment` extension). user.id is the sub's UTF-8 bytes: an autofill assertion's userHandle names
 * the customer.
 */
export async function registrationOptions(ctx: BankContext, user: IdentityUser) {
  const rp = relyingParty(ctx);
  const existing = await passkeysOf(ctx.db, user.sub);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.sub),
    userDisplayName: `${user.given_name} ${user.family_name}`,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    // Platform: Chromium refuses the `payment` extension for any other attachment ('A platform authenticator is
    // required for 'payment' extension.'), which would refuse the whole registration.
    authenticatorSelection: {
      authenticatorAttachment: 'platform',
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    // Chromium's Secure Payment Confirmation uses only credentials created with it (issue 45).
    extensions: { payment: { isPayment: true } } as AuthenticationExtensionsClientInputs,
  });
  await storeChallenge(ctx, {
    id: crypto.randomUUID(),
    sub: user.sub,
    purpose: 'REGISTRATION',
    challenge: options.challenge,
  });
  return options;
}

/**
 * Verifies a new passkey's attestation against the challenge given to `user` (used once) and keeps it, named
 * 'Passkey'. Refused (PasskeyRefused) when the challenge is unknown, used or expired, or the answer does not verify
 * (origin, relying party, user verification).
 */
export async function completeRegistration(
  ctx: BankContext,
  user: IdentityUser,
  answer: RegistrationResponseJSON,
): Promise<{ credentialId: string }> {
  const challenge = signedChallenge(answer);
  const consumed =
    challenge === null
      ? undefined
      : await consumeChallenge(ctx, 'REGISTRATION', { challenge }, user.sub);
  if (!consumed) throw new PasskeyRefused('The passkey request has expired. Please try again.');
  const rp = relyingParty(ctx);
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge: consumed.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyRefused('We could not add this passkey. Please try again.');
  }
  if (!verification.verified)
    throw new PasskeyRefused('We could not add this passkey. Please try again.');
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } =
    verification.registrationInfo;
  return inTransaction(ctx.db, async (trx) => {
    // The customer's row is locked: two passkeys added at once cannot pass the limit together.
    await trx
      .selectFrom('identity_users')
      .select('sub')
      .where('sub', '=', user.sub)
      .forUpdate()
      .executeTakeFirst();
    const own = await trx
      .selectFrom('webauthn_credentials')
      .select('credential_id')
      .where('sub', '=', user.sub)
      .execute();
    if (own.length >= MAX_PASSKEYS)
      throw new PasskeyRefused(`You can have up to ${MAX_PASSKEYS} passkeys.`);
    const now = ctx.clock.now();
    const inserted = await trx
      .insertInto('webauthn_credentials')
      .values({
        credential_id: credential.id,
        sub: user.sub,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        sign_count: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp,
        aaguid,
        name: DEFAULT_PASSKEY_NAME,
        created_at: now,
        last_used_at: null,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning('credential_id')
      .executeTakeFirst();
    if (!inserted) throw new PasskeyRefused('This passkey is already added.');
    // A code's grant to add a passkey is spent on this one.
    await trx
      .updateTable('identity_users')
      .set({ passkey_grant_until: null })
      .where('sub', '=', user.sub)
      .execute();
    return { credentialId: credential.id };
  });
}
