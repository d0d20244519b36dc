import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BankContext } from '../../context';
import type { Database, WebAuthnCredentialTable } from '../../db/schema';

/** A customer's passkey as stored (webauthn_credentials). */
export type WebAuthnCredentialRow = Selectable<WebAuthnCredentialTable>;
type Db = Kysely<Database> | Transaction<Database>;

/**
 * The relying party every passkey is bound to (docs/identity.md 'Passkeys'): the host of the bank's public origin,
 * which serves the app. The browser signs the origin it runs on; an assertion from any other origin is refused.
 */
export function relyingParty(ctx: Pick<BankContext, 'config'>) {
  const origin = ctx.config.publicOrigin;
  return { id: new URL(origin).hostname, name: 'Axia', origin };
}

/** A passkey assertion the bank does not accept, with a message a customer can read. */
export class PasskeyRefused extends Error {
  constructor(message = 'We could not verify your passkey. Please try again.') {
    super(message);
    this.name = 'PasskeyRefused';
  }
}

/** The customer's passkeys, newest first. */
export async function passkeysOf(db: Db, sub: string): Promise<WebAuthnCredentialRow[]> {
  return db
    .selectFrom('webauthn_credentials')
    .selectAll()
    .where('sub', '=', sub)
    .orderBy('created_at', 'desc')
    .orderBy('credential_id')
    .execute();
}

const fromBase64Url = (value: string) => new Uint8Array(Buffer.from(value, 'base64url'));

/**
 * Verifies an assertion (`response`, as the browser serialises it) made by one of `sub`'s passkeys over
 * `expectedChallenge`: @simplewebauthn/server checks the signature, origin, relying party id, challenge, type, that
 * the user was verified and that the signature counter grew (for an authenticator that keeps one). On success the
 * counter, backup state and last use are stored. A credential of another customer, or none, is refused like a bad
 * signature. Making the challenge one-use is the caller's part (a challenge row or a second-factor record).
 */
export async function verifyPasskeyAssertion(
  ctx: Pick<BankContext, 'config' | 'clock'>,
  db: Db,
  input: {
    sub: string;
    response: AuthenticationResponseJSON;
    expectedChallenge: string;
    /** `['webauthn.get']` unless given; a payment approval adds 'payment.get' (Secure Payment Confirmation). */
    expectedTypes?: string[];
  },
): Promise<{ credentialId: string }> {
  const { sub, response, expectedChallenge, expectedTypes = ['webauthn.get'] } = input;
  const credentialId =
    typeof response === 'object' && response !== null && typeof response.id === 'string'
      ? response.id
      : '';
  const stored = credentialId
    ? await db
        .selectFrom('webauthn_credentials')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .where('sub', '=', sub)
        .executeTakeFirst()
    : undefined;
  if (!stored) throw new PasskeyRefused('This passkey is not one of your account’s passkeys.');

  const rp = relyingParty(ctx);
  const counter = Number(stored.sign_count);
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      expectedType: expectedTypes,
      credential: {
        id: stored.credential_id,
        publicKey: fromBase64Url(stored.public_key),
        counter,
        transports: stored.transports as never,
      },
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyRefused();
  }
  if (!verification.verified) throw new PasskeyRefused();

  const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo;
  // The counter must still be the one checked: two uses of one signature at once count once.
  const updated = await db
    .updateTable('webauthn_credentials')
    .set({
      sign_count: newCounter,
      backed_up: credentialBackedUp,
      device_type: credentialDeviceType,
      last_used_at: ctx.clock.now(),
    })
    .where('credential_id', '=', stored.credential_id)
    .where('sign_count', '=', String(counter))
    .returning('credential_id')
    .executeTakeFirst();
  if (!updated) throw new PasskeyRefused();
  return { credentialId: stored.credential_id };
}
