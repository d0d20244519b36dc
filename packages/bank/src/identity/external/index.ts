// An external identity provider (issue 26 #2): a real Cognito user pool, or a Cognito-compatible one, signs customers
// in; the API verifies its ID tokens and opens the bank customer on the first call. Revocation and sign-out follow the
// provider's rules: the bank keeps no session of its own here (the sandbox identity's revocation list is not read), so
// a signed-out ID token works until it expires — keep the app client's ID/access token validity short (Cognito: 5 to
// 60 minutes) — while GlobalSignOut and RevokeToken end the refresh tokens at the provider, so no new ones come.
import {
  JwtBaseError,
  JwtExpiredError,
  FetchError,
  JwksValidationError,
} from 'aws-jwt-verify/error';
import { awsCognitoOrigin } from '../../config';
import type { BankContext } from '../../context';
import { HttpError, unauthorized } from '../../http/errors';
import { ensureCustomer } from './provision';
import {
  createIdTokenVerifier,
  NotAnIdTokenError,
  type ExternalClaims,
  type ExternalIdentityConfig,
} from './verifier';

export { PROVISION_MESSAGES } from './provision';

/**
 * The origin the browser's Amplify calls for this pool (the CSP's connect-src): the configured Cognito-compatible
 * endpoint, else AWS's endpoint for the pool.
 */
export function userPoolOrigin(config: ExternalIdentityConfig): string {
  return config.endpoint ? new URL(config.endpoint).origin : awsCognitoOrigin(config.userPoolId);
}

export const PROVIDER_UNAVAILABLE = 'The identity provider cannot be reached. Try again shortly.';

/** One verifier (and so one JWKS cache) per configuration. */
const verifiers = new WeakMap<ExternalIdentityConfig, (token: string) => Promise<ExternalClaims>>();

function verifierOf(config: ExternalIdentityConfig) {
  let verify = verifiers.get(config);
  if (!verify) {
    verify = createIdTokenVerifier(config);
    verifiers.set(config, verify);
  }
  return verify;
}

/**
 * The bank customer and session of a bearer ID token of the external pool; the customer is opened on their first
 * call. An expired token answers 401 'CognitoTokenExpired' (seed 000 §7), any other bad token 401, and a JWKS that
 * cannot be fetched 503.
 */
export async function authenticateExternal(
  ctx: BankContext,
  config: ExternalIdentityConfig,
  token: string,
): Promise<{ userId: string; sessionId: string }> {
  let claims: ExternalClaims;
  try {
    claims = await verifierOf(config)(token);
  } catch (error) {
    if (error instanceof JwtExpiredError) throw new HttpError(401, 'CognitoTokenExpired');
    if (error instanceof FetchError || error instanceof JwksValidationError)
      throw new HttpError(503, PROVIDER_UNAVAILABLE);
    if (error instanceof JwtBaseError || error instanceof NotAnIdTokenError)
      throw unauthorized('Invalid token');
    throw error;
  }
  await ensureCustomer(ctx, claims);
  return { userId: claims.sub, sessionId: claims.sessionId };
}
