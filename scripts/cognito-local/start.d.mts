// Types of start.mjs for the TypeScript e2e spec.
export const CODE: string;
export const POOL: { userPoolId: string; clientId: string };
export const OTHER_POOL: { userPoolId: string; clientId: string };
export const SHORT_LIVED_CLIENT: string;
export function freePort(): Promise<number>;
export interface CognitoLocal {
  endpoint: string;
  issuer: string;
  jwksUrl: string;
  userPoolId: string;
  clientId: string;
  stop(): Promise<void>;
}
export function startCognitoLocal(options?: {
  port?: number;
  log?: boolean;
}): Promise<CognitoLocal>;
/** The JSON answer: an error's __type and message, or the operation's fields. */
export interface CognitoAnswer {
  __type?: string;
  message?: string;
  AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken?: string };
  [field: string]: unknown;
}
export function cognito(
  endpoint: string,
  operation: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: CognitoAnswer }>;
