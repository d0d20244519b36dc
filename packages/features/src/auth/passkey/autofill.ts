import type { PasskeyRequestOptionsJSON } from '../../kit/webauthn';
import {
  getAssertion,
  NoPasskeyAnswer,
  userHandleText,
  type WebAuthnBrowser,
} from '../../kit/webauthn/webauthn';

// The browser's passkey autofill on /login (issue 45), loaded on use: the identity service's StartWebAuthnAutofill
// (the sandbox identity's extension of the Cognito protocol, docs/identity.md) gives a challenge for any passkey,
// the browser waits for the customer to pick one in the email field's suggestions, and the signature then signs in
// through Amplify (AuthService.signInWithPasskeyAutofill). An external user pool has no such operation: its refusal
// ends the autofill quietly, and the button still signs in.

/** The passkey the customer picked: whose it is (the registration's user.id is the `sub`) and its signature. */
export interface AutofillPick {
  username: string;
  /** The AuthenticationResponseJSON, as the JSON text Amplify's clientMetadata carries. */
  credential: string;
}

/** Cognito's JSON protocol, as Amplify sends it. */
const TARGET = 'AWSCognitoIdentityProviderService.StartWebAuthnAutofill';

/** The identity service's challenge for the autofill request (CredentialRequestOptions, allowCredentials empty). */
export async function autofillChallenge(
  endpoint: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<PasskeyRequestOptionsJSON> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET },
    body: '{}',
    signal,
  });
  if (!response.ok) throw new Error(`StartWebAuthnAutofill answered ${response.status}`);
  const { CredentialRequestOptions: options } = (await response.json()) as {
    CredentialRequestOptions?: PasskeyRequestOptionsJSON;
  };
  if (!options?.challenge) throw new Error('StartWebAuthnAutofill gave no challenge');
  return options;
}

/**
 * Waits (no prompt) for the customer to pick a passkey in the email field's suggestions; rejects with an AbortError
 * when `signal` aborts (the page goes, or the button's prompt takes over).
 */
export async function waitForAutofill(
  endpoint: string,
  signal: AbortSignal,
  { fetchImpl, credentials }: { fetchImpl?: typeof fetch } & Partial<WebAuthnBrowser> = {},
): Promise<AutofillPick> {
  const options = await autofillChallenge(endpoint, signal, fetchImpl);
  const assertion = await getAssertion(
    options,
    { mediation: 'conditional', signal },
    credentials ? { credentials } : undefined,
  );
  const { userHandle } = assertion.response;
  // A discoverable passkey always says whose it is; one that does not cannot name the account.
  if (!userHandle) throw new NoPasskeyAnswer('The passkey did not say whose it is.');
  return { username: userHandleText(userHandle), credential: JSON.stringify(assertion) };
}
