import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const SETTING_KEY = 'identity.signingKey';

/**
 * The RS256 key pair that signs tokens, created once and kept in the database so tokens survive restarts. Several
 * processes starting at once may each make one: only the first insert lands, and every process uses the stored one.
 */
export async function loadSigningKey(db: Kysely<Database>, now: Date): Promise<SigningKey> {
  const read = async () => {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', SETTING_KEY)
      .executeTakeFirst();
    return row?.value as StoredKey | undefined;
  };
  let stored = await read();
  if (!stored) {
    const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const kid = crypto.randomUUID();
    const made: StoredKey = {
      kid,
      privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: 'RS256' },
      publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' },
    };
    await db
      .insertInto('settings')
      .values({ key: SETTING_KEY, value: JSON.stringify(made), updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    // Read back: another process's insert may have landed first, and its key is the bank's.
    stored = await read();
    if (!stored) throw new Error('The signing key could not be stored');
  }
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(stored.publicJwk, 'RS256')) as CryptoKey,
    publicJwk: stored.publicJwk,
  };
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}
