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

// The Cognito errors this service answers, with the messages real user pools send (docs/identity.md 'Errors').
export const notAuthorized = (message: string) =>
  new CognitoError('NotAuthorizedException', message);
export const incorrectCredentials = () => notAuthorized('Incorrect username or password.');
/**
 * Cognito's 'Password attempts exceeded', and when the lock's end is known how long it lasts (the app says the real
 * wait: issue 42), in whole seconds rounded up.
 */
export const attemptsExceeded = (waitMs?: number) =>
  notAuthorized(
    waitMs === undefined
      ? 'Password attempts exceeded'
      : `Password attempts exceeded (try again in ${Math.max(1, Math.ceil(waitMs / 1000))} seconds)`,
  );
export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
export const invalidParameter = (message: string) =>
  new CognitoError('InvalidParameterException', message);
export const codeMismatch = () =>
  new CognitoError(
    'CodeMismatchException',
    'Invalid verification code provided, please try again.',
  );
export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
