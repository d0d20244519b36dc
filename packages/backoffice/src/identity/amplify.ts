import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage } from 'aws-amplify/utils';
import type { StaffConfig } from '../config';

// The console's one binding to aws-amplify, configured as the customer app does (packages/app/src/identity/amplify.ts):
// the same user pool, `userPoolEndpoint` only when configured, tokens in sessionStorage (never localStorage).

export function configureAmplify(config: StaffConfig) {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorage);
}

/** The Amplify calls the console uses, as one object so tests and stories can replace it. */
export const amplifyAuth = { signIn, confirmSignIn, signOut, fetchAuthSession };
export type AmplifyAuth = typeof amplifyAuth;
