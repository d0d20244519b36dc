import type { BankClient, User } from '@axia/core';
import type { AuthService, SignInNext, SignUpInput, WebAuthnCredential } from '@axia/features/kit';
import type { AmplifyAuth } from './amplify';

type SignInInput = Parameters<AmplifyAuth['signIn']>[0];

/** What a sign-in step of Amplify means for the app. */
export function mapSignInStep(step: string): SignInNext {
  switch (step) {
    case 'DONE':
      return 'DONE';
    case 'CONFIRM_SIGN_UP':
      return 'CONFIRM_SIGN_UP';
    case 'RESET_PASSWORD':
      return 'RESET_PASSWORD';
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'TOTP';
    default:
      throw new Error(`Unsupported sign-in step: ${step}`);
  }
}

export interface AuthServiceDeps {
  amplify: AmplifyAuth;
  api: () => BankClient;
  session: {
    setSession(hasSession: boolean): void;
    recordSignInComplete(): void;
    setUser(user: User | null): void;
    setChallenge(name: string | null): void;
  };
  /** Clears every store (session, accounts, settings). */
  clearStores(): void;
  /** GET /sandbox/captcha → `{ token }`. */
  fetchCaptcha(): Promise<{ token: string }>;
}

/** The issuer an authenticator app shows beside the account (the otpauth:// URI's). */
const TOTP_ISSUER = 'Axia';

const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';

/** The kit's AuthService over aws-amplify (USER_PASSWORD_AUTH). Provider errors keep their name and message. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { amplify, session } = deps;

  async function signInOnce(input: SignInInput): Promise<SignInNext> {
    const { nextStep } = await amplify.signIn(input);
    const next = mapSignInStep(nextStep.signInStep);
    if (next === 'DONE') session.setSession(true);
    if (next === 'TOTP') session.setChallenge('SOFTWARE_TOKEN_MFA');
    return next;
  }

  async function signInWith(input: SignInInput): Promise<SignInNext> {
    try {
      return await signInOnce(input);
    } catch (error) {
      // A stale session left in storage: sign it out and try once more.
      if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
      await amplify.signOut().catch(() => undefined);
      return signInOnce(input);
    }
  }

  const service: AuthService = {
    async signIn(email, password) {
      return signInWith({
        username: email,
        password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
    },
    async signInWithPasskey(email) {
      // Amplify answers the WEB_AUTHN challenge itself (the browser's prompt, then RespondToAuthChallenge).
      return signInWith({
        username: email,
        options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
      });
    },
    async signInWithPasskeyAutofill(username, credential) {
      // The identity verifies the autofill's signature in InitiateAuth and answers the tokens at once
      // (docs/identity.md): Amplify's signIn is then DONE.
      return signInWith({
        username,
        options: {
          authFlowType: 'USER_AUTH',
          preferredChallenge: 'WEB_AUTHN',
          clientMetadata: { autofillCredential: credential },
        },
      });
    },
    async confirmSignIn(code) {
      const { nextStep } = await amplify.confirmSignIn({ challengeResponse: code });
      if (nextStep.signInStep !== 'DONE') {
        throw new Error(`Unsupported sign-in step: ${nextStep.signInStep}`);
      }
      session.setChallenge(null);
      session.setSession(true);
    },
    async signUp({ email, password, firstName, lastName, captchaToken }: SignUpInput) {
      await amplify.signUp({
        username: email,
        password,
        options: {
          userAttributes: { given_name: firstName, family_name: lastName, email },
          // No token where the bank asks for no robot check (robotCheck 'none').
          validationData: captchaToken ? { captchaToken } : undefined,
        },
      });
    },
    async confirmSignUp(email, code) {
      await amplify.confirmSignUp({ username: email, confirmationCode: code });
    },
    async resendSignUpCode(email) {
      await amplify.resendSignUpCode({ username: email });
    },
    async resetPassword(email) {
      await amplify.resetPassword({ username: email });
    },
    async confirmResetPassword(email, code, newPassword) {
      await amplify.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    },
    async loadUser() {
      const user = await deps.api().getUser();
      session.setUser(user);
      return user;
    },
    completeSignIn(user) {
      session.setUser(user);
      session.recordSignInComplete();
    },
    async signOut() {
      try {
        await amplify.signOut();
      } catch {
        // Revocation errors are ignored: local tokens are gone either way.
      }
      deps.clearStores();
    },
    async sandboxCaptchaToken() {
      const { token } = await deps.fetchCaptcha();
      return token;
    },
    async changePassword(oldPassword, newPassword) {
      await amplify.updatePassword({ oldPassword, newPassword });
    },
    async fetchLoginMfaEnabled() {
      const { enabled, preferred } = await amplify.fetchMFAPreference();
      return preferred === 'TOTP' || (enabled ?? []).includes('TOTP');
    },
    async startTotpSetup(email) {
      const details = await amplify.setUpTOTP();
      return {
        secret: details.sharedSecret,
        uri: details.getSetupUri(TOTP_ISSUER, email).toString(),
      };
    },
    async verifyTotp(code) {
      await amplify.verifyTOTPSetup({ code });
    },
    async setLoginMfa(enabled) {
      await amplify.updateMFAPreference({ totp: enabled ? 'PREFERRED' : 'DISABLED' });
    },
    async associateWebAuthnCredential() {
      await amplify.associateWebAuthnCredential();
    },
    async listWebAuthnCredentials() {
      const credentials: WebAuthnCredential[] = [];
      let nextToken: string | undefined;
      do {
        const page = await amplify.listWebAuthnCredentials(nextToken ? { nextToken } : undefined);
        for (const { credentialId, friendlyCredentialName, createdAt } of page.credentials) {
          // Cognito always names the credential; an entry without an id could not be removed.
          if (!credentialId) continue;
          credentials.push({
            credentialId,
            name: friendlyCredentialName ?? null,
            createdAt: createdAt ?? null,
          });
        }
        nextToken = page.nextToken;
      } while (nextToken);
      return credentials;
    },
    async deleteWebAuthnCredential(credentialId) {
      await amplify.deleteWebAuthnCredential({ credentialId });
    },
  };
  return service;
}
