import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/clock';
import type { BankConfig } from '../src/config';
import type { openDatabase } from '../src/db/open';
import {
  PasskeyRefused,
  passkeysOf,
  relyingParty,
  verifyPasskeyAssertion,
} from '../src/identity/passkeys';
import recorded from './fixtures/passkeys/recorded.json';
import { engine, engineUnavailable, freshDatabase } from './harness';

// Issue 45: the WebAuthn verification against RECORDED assertions (test/fixtures/passkeys/recorded.json, made once
// by record.ts with the software authenticator and kept as they are): one good assertion of each kind of passkey,
// and one spoiled in each way the bank must refuse. The bank's origin is the fixtures' (https://bank.example).

const config = { publicOrigin: recorded.origin } as BankConfig;
const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
const ctx = { config, clock };
const { alice, bob } = recorded.credentials;
const assertion = (name: keyof typeof recorded.assertions) =>
  structuredClone(recorded.assertions[name]) as AuthenticationResponseJSON;

describe.skipIf(engineUnavailable)(`passkey verification, recorded (${engine})`, () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let cleanup: () => void;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, cleanup } = await freshDatabase());
    for (const { sub } of [alice, bob])
      await db()
        .insertInto('identity_users')
        .values({
          sub,
          username: `${sub}@example.com`,
          email: `${sub}@example.com`,
          email_verified: true,
          given_name: 'Test',
          family_name: 'User',
          password_hash: 'x',
          status: 'CONFIRMED',
          locked_until: null,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          totp_verified_at: null,
          created_at: clock.now(),
          updated_at: clock.now(),
          passkey_grant_until: null,
        })
        .execute();
  });
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  /** The stored passkeys as the fixtures name them (alice's counter at 7, bob's synced one at 0). */
  async function storeCredentials() {
    await db().deleteFrom('webauthn_credentials').execute();
    for (const credential of [alice, bob])
      await db()
        .insertInto('webauthn_credentials')
        .values({
          credential_id: credential.credentialId,
          sub: credential.sub,
          public_key: credential.publicKey,
          sign_count: credential.storedCounter,
          transports: JSON.stringify(['internal']),
          device_type: 'singleDevice',
          backed_up: false,
          aaguid: '00000000-0000-0000-0000-000000000000',
          name: 'Passkey',
          created_at: clock.now(),
          last_used_at: null,
        })
        .execute();
  }
  const stored = async (sub: string) => (await passkeysOf(db(), sub))[0]!;
  const verify = (
    sub: string,
    response: AuthenticationResponseJSON,
    extra: { expectedChallenge?: string; expectedTypes?: string[] } = {},
  ) =>
    verifyPasskeyAssertion(ctx, db(), {
      sub,
      response,
      expectedChallenge: extra.expectedChallenge ?? recorded.challenge,
      ...(extra.expectedTypes ? { expectedTypes: extra.expectedTypes } : {}),
    });
  const refusedWith = async (work: Promise<unknown>, message: string) => {
    const error: unknown = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PasskeyRefused);
    expect((error as Error).message).toBe(message);
  };
  const NOT_VERIFIED = 'We could not verify your passkey. Please try again.';
  const NOT_THEIRS = 'This passkey is not one of your account’s passkeys.';

  it('names the relying party by the host of the public origin', () => {
    expect(relyingParty(ctx)).toEqual({
      id: 'bank.example',
      name: 'Axia',
      origin: 'https://bank.example',
    });
  });

  it('accepts the good assertion and keeps its counter, backup state and time of use', async () => {
    await storeCredentials();
    await expect(verify(alice.sub, assertion('good'))).resolves.toEqual({
      credentialId: alice.credentialId,
    });
    const row = await stored(alice.sub);
    expect(Number(row.sign_count)).toBe(8);
    expect(row.backed_up).toBe(false);
    expect(new Date(row.last_used_at!).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    // The same assertion again: its counter no longer grows.
    await refusedWith(verify(alice.sub, assertion('good')), NOT_VERIFIED);
  });

  it('accepts a synced passkey that keeps no counter (0 every time) and records it as backed up', async () => {
    await storeCredentials();
    await expect(verify(bob.sub, assertion('goodSynced'))).resolves.toEqual({
      credentialId: bob.credentialId,
    });
    const row = await stored(bob.sub);
    expect(Number(row.sign_count)).toBe(0);
    expect(row.backed_up).toBe(true);
    expect(row.device_type).toBe('multiDevice');
  });

  it('accepts a Secure Payment Confirmation assertion only where payment.get is expected', async () => {
    await storeCredentials();
    await refusedWith(verify(alice.sub, assertion('paymentGet')), NOT_VERIFIED);
    await expect(
      verify(alice.sub, assertion('paymentGet'), {
        expectedTypes: ['webauthn.get', 'payment.get'],
      }),
    ).resolves.toEqual({ credentialId: alice.credentialId });
  });

  it.each([
    ['from another origin', 'wrongOrigin'],
    ['for another relying party', 'wrongRp'],
    ['whose counter did not grow (the stored 7 again)', 'sameCounter'],
    ['whose counter went back', 'lowerCounter'],
    ['without user verification', 'userNotVerified'],
    ['over another challenge', 'otherChallenge'],
    ['with a signature that is not over its data', 'badSignature'],
  ] as const)('refuses an assertion %s, and stores nothing', async (_why, name) => {
    await storeCredentials();
    await refusedWith(verify(alice.sub, assertion(name)), NOT_VERIFIED);
    const row = await stored(alice.sub);
    expect(Number(row.sign_count)).toBe(7);
    expect(row.last_used_at).toBeNull();
  });

  it("refuses another customer's passkey, even with its good assertion", async () => {
    await storeCredentials();
    await refusedWith(verify(alice.sub, assertion('goodSynced')), NOT_THEIRS);
    await refusedWith(verify(bob.sub, assertion('good')), NOT_THEIRS);
    expect((await stored(bob.sub)).last_used_at).toBeNull();
  });

  it('refuses an answer that names no credential or is not an object', async () => {
    await storeCredentials();
    await refusedWith(verify(alice.sub, null as never), NOT_THEIRS);
    await refusedWith(verify(alice.sub, { ...assertion('good'), id: '' }), NOT_THEIRS);
  });
});
