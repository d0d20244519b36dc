import type { BankContext } from '../../context';

/** An error in Cognito's shape: Amplify turns `__type` into error.name and passes the message through. */
export class CognitoError extends Error {
  constructor(
    name: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = name;
  }
}

export type Operation = (ctx: BankContext, body: Record<string, unknown>) => Promise<unknown>;

/** Every supported operation of the Cognito user-pool JSON protocol, by name (IDENTITY.md). */
export const operations: Record<string, Operation> = {};
