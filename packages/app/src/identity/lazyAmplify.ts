import type { RuntimeConfig } from '@axia/features/kit';
import type * as AmplifyModule from './amplify';
import type { AmplifyAuth } from './amplify';

// aws-amplify is a large part of the app's JS and a signed-out visitor of /login needs none of it until they act.
// This facade has the shape of the Amplify calls (so createAuthService and the call layer do not change): the
// first call loads ./amplify (its own chunk) and configures it. Without stored tokens, reading the session answers
// "no session" without loading anything: that is what Amplify itself would answer.

/** Amplify's token keys start with this (`CognitoIdentityServiceProvider.<clientId>.…`). */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Whether an identity session may be stored (Amplify keeps its tokens in sessionStorage). */
export function hasStoredSession(storage?: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    const store = storage ?? window.sessionStorage;
    for (let index = 0; index < store.length; index += 1) {
      if (store.key(index)?.startsWith(AMPLIFY_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    // No sessionStorage (blocked): Amplify would keep tokens in memory, so nothing survives a reload.
    return false;
  }
}

export interface LazyAmplifyAuth extends AmplifyAuth {
  /** Starts loading and configuring Amplify (on the user's first interaction, before they submit). */
  preload(): Promise<void>;
}

/** The Amplify calls, loaded and configured with `config` on first use. */
export function lazyAmplifyAuth(
  config: RuntimeConfig,
  load: () => Promise<typeof AmplifyModule> = () => import('./amplify'),
): LazyAmplifyAuth {
  let pending: Promise<AmplifyAuth> | null = null;
  const amplify = () => {
    pending ??= load().then(
      (module) => {
        module.configureAmplify(config);
        return module.amplifyAuth;
      },
      (error: unknown) => {
        // A failed chunk load (e.g. offline) may succeed on the next call.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const call =
    (name: keyof AmplifyAuth) =>
    async (...args: unknown[]): Promise<unknown> => {
      const auth = await amplify();
      return (auth[name] as (...input: unknown[]) => Promise<unknown>)(...args);
    };
  const facade: Record<keyof AmplifyAuth, (...args: unknown[]) => Promise<unknown>> = {
    signIn: call('signIn'),
    confirmSignIn: call('confirmSignIn'),
    signUp: call('signUp'),
    confirmSignUp: call('confirmSignUp'),
    resendSignUpCode: call('resendSignUpCode'),
    resetPassword: call('resetPassword'),
    confirmResetPassword: call('confirmResetPassword'),
    signOut: call('signOut'),
    updatePassword: call('updatePassword'),
    fetchMFAPreference: call('fetchMFAPreference'),
    setUpTOTP: call('setUpTOTP'),
    verifyTOTPSetup: call('verifyTOTPSetup'),
    updateMFAPreference: call('updateMFAPreference'),
    associateWebAuthnCredential: call('associateWebAuthnCredential'),
    listWebAuthnCredentials: call('listWebAuthnCredentials'),
    deleteWebAuthnCredential: call('deleteWebAuthnCredential'),
    // No stored tokens and Amplify not loaded: Amplify would find no tokens either.
    fetchAuthSession: (...args) =>
      !pending && !hasStoredSession() ? Promise.resolve({}) : call('fetchAuthSession')(...args),
  };
  const preload = async () => {
    await amplify();
  };
  // Amplify's functions are overloaded (with and without a server context); a forwarder cannot spell that.
  return Object.assign(facade as unknown as AmplifyAuth, { preload });
}

/** The current ID token, refreshed when asked (or when expired); null when there is no session. */
export async function currentIdToken(
  auth: Pick<AmplifyAuth, 'fetchAuthSession'>,
  forceRefresh = false,
): Promise<string | null> {
  const { tokens } = await auth.fetchAuthSession({ forceRefresh });
  return tokens?.idToken?.toString() ?? null;
}
