import type { BankContext } from '../../context';
import { authOperations } from './auth';
import { mfaOperations } from './mfa';
import { passwordOperations } from './password';
import { signOutOperations } from './signout';
import { signUpOperations } from './signup';
import { userOperations } from './user';

export { CognitoError } from './errors';

/** Who is calling, as the server sees them: the per-client rate limits (src/limits) count by `ip`. */
export interface Client {
  ip: string;
}

export type Operation = (
  ctx: BankContext,
  body: Record<string, unknown>,
  client: Client,
) => Promise<unknown>;

/** Every supported operation of the Cognito user-pool JSON protocol, by name (IDENTITY.md). */
export const operations: Record<string, Operation> = {
  ...signUpOperations,
  ...authOperations,
  ...mfaOperations,
  ...userOperations,
  ...passwordOperations,
  ...signOutOperations,
};
