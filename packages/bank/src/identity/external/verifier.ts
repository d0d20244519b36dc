import { JwtVerifier } from 'aws-jwt-verify';
import { FetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { IdentityConfig } from '../../config';

export type ExternalIdentityConfig = Extract<IdentityConfig, { provider: 'external' }>;

/** What the bank reads from a verified ID token. */
export interface ExternalClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  /** The sign-in session (Cognito's origin_jti; the token's jti when absent). */
  sessionId: string;
  /** The pool's groups (`cognito:groups`): the staff roles. */
  groups: string[];
}

/** A verified token that is not an ID token for the bank: thrown from the library's custom check. */
export class NotAnIdTokenError extends Error {}

/** How long the JWKS download may take before the call fails (the provider is then unavailable, 503). */
const JWKS_TIMEOUT_MS = 5000;

/**
 * Why a fetch failed, with its cause: Node's fetch says only "fetch failed" and keeps the reason (a certificate it
 * does not trust, a refused connection, a name that does not resolve) in `cause`.
 */
function fetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (!cause || typeof cause !== 'object') return error.message;
  const code = typeof cause.code === 'string' ? `${cause.code}: ` : '';
  const message = typeof cause.message === 'string' ? cause.message : '';
  return `${error.message} (${code}${message})`;
}

/**
 * Downloads the JWKS with the platform's fetch: aws-jwt-verify's own fetcher refuses http: URLs, which a
 * Cognito-compatible pool on a test machine (cognito-local) has. Redirects are refused: the configured URL is the one.
 */
const jwksFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    let response: Response;
    try {
      response = await fetch(uri, {
        redirect: 'error',
        signal: AbortSignal.timeout(JWKS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new FetchError(uri, fetchFailure(error));
    }
    if (!response.ok) throw new FetchError(uri, `status ${response.status}`);
    return response.arrayBuffer();
  },
};

const SUBJECT = /^[^\p{C}\p{Z}]{1,255}$/u;

/** `cognito:groups` as a list of names (anything else in the claim is no group). */
export const groupsOf = (claim: unknown): string[] =>
  Array.isArray(claim) ? claim.filter((g): g is string => typeof g === 'string') : [];

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Verifies the user pool's ID tokens with aws-jwt-verify: signature by a key of the pool's JWKS (cached; a token with
 * an unknown kid fetches the JWKS again, so a rotated key is picked up, at most once per 10 s for unknown kids),
 * issuer, audience = the app client, token_use 'id', and expiry (required; against the real time, as the pool
 * issues them). The same checks as CognitoJwtVerifier, but with the issuer and JWKS URL from the configuration,
 * so a Cognito-compatible pool off AWS verifies through the same path.
 */
export function createIdTokenVerifier(config: ExternalIdentityConfig) {
  const verifier = JwtVerifier.create(
    {
      issuer: config.issuer,
      jwksUri: config.jwksUrl,
      audience: config.clientId,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new NotAnIdTokenError('not an ID token');
        if (typeof payload.exp !== 'number') throw new NotAnIdTokenError('no expiry');
        // The subject becomes the customer's id: printable, no spaces, control or format characters (a NUL in it
        // answered 500 from the database), and of a sane length (issue 42).
        if (typeof payload.sub !== 'string' || !SUBJECT.test(payload.sub))
          throw new NotAnIdTokenError('no usable subject');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher }) },
  );
  return async (token: string): Promise<ExternalClaims> => {
    const payload: JwtPayload = await verifier.verify(token);
    return {
      sub: payload.sub!,
      email: text(payload.email),
      // Cognito sends a boolean; some compatible pools a string.
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      sessionId: text(payload.origin_jti) ?? text(payload.jti) ?? '',
      groups: groupsOf(payload['cognito:groups']),
    };
  };
}
