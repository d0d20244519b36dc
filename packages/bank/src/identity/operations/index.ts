import type { BankContext } from '../../context';
import { authOperations } from './auth';
import { mfaOperations } from './mfa';
import { passwordOperations } from './password';
import { signOutOperations } from './signout';
import { signUpOperations } from './signup';
import { userOperations } from './user';

export { CognitoError } from './errors';

export type Operation = (ctx: BankContext, body: Record<string, unknown>) => Promise<unknown>;

/** Every supported operation of the Cognito user-pool JSON protocol, by name (IDENTITY.md). */
export const operations: Record<string, Operation> = {
  ...signUpOperations,
  ...authOperations,
  ...mfaOperations,
  ...userOperations,
  ...passwordOperations,
  ...signOutOperations,
};
