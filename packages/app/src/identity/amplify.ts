import { Amplify } from 'aws-amplify';
import {
  associateWebAuthnCredential,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  deleteWebAuthnCredential,
  fetchAuthSession,
  fetchMFAPreference,
  listWebAuthnCredentials,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  setUpTOTP,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage, type KeyValueStorageInterface } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@axia/features/kit';

// The app's one binding to aws-amplify. It is loaded on first use through ./lazyAmplify (its own chunk): import
// only types from here elsewhere.

/**
 * Configures Amplify Auth from /config.json. Tokens live in sessionStorage (never localStorage: OWASP ASVS
 * V8.2.2) through Amplify's sessionStorage adapter; `userPoolEndpoint` only when configured (the sandbox bank), real Cognito otherwise.
 */
export function configureAmplify(
  config: RuntimeConfig,
  storage: KeyValueStorageInterface = sessionStorage,
) {
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
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
}

/** The Amplify calls the app uses, as one object so tests can replace it. */
export const amplifyAuth = {
  signIn,
  confirmSignIn,
  signUp,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  confirmResetPassword,
  signOut,
  fetchAuthSession,
  updatePassword,
  fetchMFAPreference,
  setUpTOTP,
  verifyTOTPSetup,
  updateMFAPreference,
  associateWebAuthnCredential,
  listWebAuthnCredentials,
  deleteWebAuthnCredential,
};
export type AmplifyAuth = typeof amplifyAuth;
