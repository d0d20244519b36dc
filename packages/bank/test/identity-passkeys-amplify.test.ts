import { Amplify } from 'aws-amplify';
import {
  deleteWebAuthnCredential,
  fetchAuthSession,
  listWebAuthnCredentials,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { CLIENT_ID, cognito, confirmedIdentity, rawSignIn, tokensOf } from './identity-support';
import { SoftwareAuthenticator } from './passkey-authenticator';

// Issue 45 through the REAL aws-amplify 6.22 client: the autofill sign-in (signIn USER_AUTH with
// clientMetadata.autofillCredential: InitiateAuth answers the tokens at once and signIn completes),
// listWebAuthnCredentials and deleteWebAuthnCredential. The browser's own steps (navigator.credentials) are the
// software authenticator's; Amplify's passkey prompts need a browser and are e2e's.

class MemoryStorage {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
}

describe.skipIf(engineUnavailable)(`identity: passkeys through aws-amplify (${engine})`, () => {
  let bank: TestBank;

  beforeAll(async () => {
    bank = await startTestBank({ TOKEN_TTL_SECONDS: '3600' });
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_sandbox',
          userPoolClientId: CLIENT_ID,
          userPoolEndpoint: `${bank.url}/identity`,
        },
      },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage(new MemoryStorage());
  });
  afterAll(async () => {
    await signOut().catch(() => {});
    await bank?.close();
  });

  it('signs in by autofill with Amplify, lists the passkey and removes it', async () => {
    const email = 'amplify@passkeys.test';
    const sub = await confirmedIdentity(bank, email);
    const access = tokensOf(await rawSignIn(bank, email)).AccessToken;
    const passkey = SoftwareAuthenticator.create(bank.url);
    const options = await cognito(bank, 'StartWebAuthnRegistration', { AccessToken: access });
    await cognito(bank, 'CompleteWebAuthnRegistration', {
      AccessToken: access,
      Credential: passkey.register(options.body.CredentialCreationOptions as never),
    });

    // What the app does with the browser's autofill: the challenge, the assertion, the sub from its userHandle.
    const autofill = await cognito(bank, 'StartWebAuthnAutofill', { ClientId: CLIENT_ID });
    const assertion = passkey.assert(autofill.body.CredentialRequestOptions as never);
    const username = Buffer.from(assertion.response.userHandle!, 'base64url').toString();
    const result = await signIn({
      username,
      options: {
        authFlowType: 'USER_AUTH',
        preferredChallenge: 'WEB_AUTHN',
        clientMetadata: { autofillCredential: JSON.stringify(assertion) },
      },
    });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await fetchAuthSession()).tokens?.idToken?.payload.sub).toBe(sub);

    const listed = await listWebAuthnCredentials();
    expect(listed.credentials).toEqual([
      {
        credentialId: passkey.credentialId,
        friendlyCredentialName: 'Passkey',
        relyingPartyId: '127.0.0.1',
        authenticatorAttachment: undefined,
        authenticatorTransports: ['internal', 'hybrid'],
        createdAt: new Date(Math.floor(bank.clock.now().getTime() / 1000) * 1000),
      },
    ]);
    await deleteWebAuthnCredential({ credentialId: passkey.credentialId });
    expect((await listWebAuthnCredentials()).credentials).toEqual([]);
    await signOut();
  });
});
