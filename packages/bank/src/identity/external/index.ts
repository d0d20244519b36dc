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
import { staffRolesOf } from '@axia/core';
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

/** Who a verified ID token names: the user (sub), the session, the pool groups, the e-mail and name it carries. */
export interface VerifiedCaller {
  userId: string;
  sessionId: string;
  groups: string[];
  email: string;
  name: string;
}

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

/** Where the bank logs that the provider cannot be reached (a request's logger). */
export interface ProviderLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** A failure is logged at most this often while it lasts; the calls in between are counted in the next line. */
const PROVIDER_FAILURE_LOG_MS = 60_000;

/** Per configuration, while its JWKS cannot be fetched: when that was last logged, and the failures since. */
const outages = new WeakMap<ExternalIdentityConfig, { loggedAt: number; unlogged: number }>();

/** A certificate the bank does not trust: Node's TLS error codes. */
const CERTIFICATE_FAILURE =
  /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS|HOSTNAME|ALTNAME/;

/**
 * Logs why the provider's JWKS could not be fetched: once when a burst of failures starts, then at most once every
 * PROVIDER_FAILURE_LOG_MS with the count of the calls in between (an outage must not flood the log). The JWKS URL
 * is public; no token is logged. A certificate failure says how to trust a private CA.
 */
function reportFailure(config: ExternalIdentityConfig, error: Error, log?: ProviderLog) {
  const now = Date.now();
  const outage = outages.get(config);
  if (outage && now - outage.loggedAt < PROVIDER_FAILURE_LOG_MS) {
    outage.unlogged += 1;
    return;
  }
  outages.set(config, { loggedAt: now, unlogged: 0 });
  const hint = CERTIFICATE_FAILURE.test(error.message)
    ? ": the provider's TLS certificate is not trusted (a private CA? give the bank its certificate with " +
      'NODE_EXTRA_CA_CERTS=/path/to/ca.pem)'
    : '';
  log?.error(
    {
      jwksUrl: config.jwksUrl,
      cause: error.message,
      ...(outage && { failuresSinceLastReport: outage.unlogged }),
    },
    `identity provider unreachable: its keys (JWKS) could not be fetched, sign-ins answer 503${hint}`,
  );
}

/** The provider answered again after failures: said once. */
function reportRecovery(config: ExternalIdentityConfig, log?: ProviderLog) {
  const outage = outages.get(config);
  if (!outage) return;
  outages.delete(config);
  log?.info(
    { jwksUrl: config.jwksUrl, failuresSinceLastReport: outage.unlogged },
    'identity provider reachable again',
  );
}

/**
 * The bank customer and session of a bearer ID token of the external pool; the customer is opened on their first
 * call — never for a member of a staff group (issue 41: staff are not customers). An expired token answers 401
 * 'CognitoTokenExpired' (seed 000 §7), any other bad token 401, and a JWKS that cannot be fetched 503 (logged, with
 * its cause, on `log`).
 */
export async function authenticateExternal(
  ctx: BankContext,
  config: ExternalIdentityConfig,
  token: string,
  log?: ProviderLog,
): Promise<VerifiedCaller> {
  let claims: ExternalClaims;
  try {
    claims = await verifierOf(config)(token);
  } catch (error) {
    if (error instanceof JwtExpiredError) throw new HttpError(401, 'CognitoTokenExpired');
    if (error instanceof FetchError || error instanceof JwksValidationError) {
      reportFailure(config, error, log);
      throw new HttpError(503, PROVIDER_UNAVAILABLE);
    }
    if (error instanceof JwtBaseError || error instanceof NotAnIdTokenError)
      throw unauthorized('Invalid token');
    throw error;
  }
  reportRecovery(config, log);
  if (staffRolesOf(claims.groups).length === 0) await ensureCustomer(ctx, claims);
  return {
    userId: claims.sub,
    sessionId: claims.sessionId,
    groups: claims.groups,
    email: claims.email ?? '',
    name: [claims.givenName, claims.familyName].filter(Boolean).join(' '),
  };
}
