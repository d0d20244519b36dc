import type { BankContext } from '../../context';
import { authOperations } from './auth';
import { mfaOperations } from './mfa';
import { passkeyOperations } from './passkeys';
import { passwordOperations } from './password';
import { signOutOperations } from './signout';
import { signUpOperations } from './signup';
import { userOperations } from './user';

export { CognitoError } from './errors';

/** Who is calling, as the server sees them: the per-client rate limits (src/limits) count by `ip`. */
export interface Client {
  ip: string;
  /** The request's Cookie header: a known-device cookie there has its own lockout (identity/device-cookie.ts). */
  cookies?: string;
  /** Whether the request came over https (a cookie set is then Secure). */
  https?: boolean;
  /** Adds a Set-Cookie header to the answer. */
  setCookie?: (cookie: string) => void;
  /** The request's User-Agent (at most USER_AGENT_MAX characters): kept with a session signed in (Profile → Security). */
  userAgent?: string;
}

/** How much of a User-Agent header a session keeps. */
export const USER_AGENT_MAX = 512;

export type Operation = (
  ctx: BankContext,
  body: Record<string, unknown>,
  client: Client,
) => Promise<unknown>;

/** Every supported operation of the Cognito user-pool JSON protocol, by name (docs/identity.md 'Operations'). */
export const operations: Record<string, Operation> = {
  ...signUpOperations,
  ...authOperations,
  ...mfaOperations,
  ...userOperations,
  ...passwordOperations,
  ...signOutOperations,
  ...passkeyOperations,
};
