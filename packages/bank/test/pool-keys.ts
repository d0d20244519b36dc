import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

// An external user pool's signing key and the ID tokens it signs, for tests of a bank whose identity provider is
// such a pool (its JWKS served by the test).

export interface PoolKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public key as the pool's JWKS lists it. */
  jwk: Record<string, unknown>;
}

export async function newPoolKey(kid: string): Promise<PoolKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

/** An ID token of the pool `issuer` for `clientId`, valid for an hour from now; `claims` add to or override it. */
export function poolIdToken(
  key: PoolKey,
  issuer: string,
  clientId: string,
  claims: JWTPayload & Record<string, unknown>,
) {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: issuer,
    aud: clientId,
    token_use: 'id',
    iat,
    exp: iat + 3600,
    email_verified: true,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);
}
