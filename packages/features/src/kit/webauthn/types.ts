// The WebAuthn JSON shapes the app exchanges with the bank and the identity service (the W3C's
// PublicKeyCredentialRequestOptionsJSON and AuthenticationResponseJSON: binary values as base64url strings). Types
// only: the code that calls the browser is ./webauthn.ts, loaded on use.

/** A credential the request allows (its id base64url). */
interface PasskeyDescriptorJSON {
  id: string;
  type: 'public-key';
  transports?: readonly string[];
}

/** The options of a passkey prompt (navigator.credentials.get's `publicKey`, as JSON). */
export interface PasskeyRequestOptionsJSON {
  challenge: string;
  rpId?: string;
  allowCredentials?: readonly PasskeyDescriptorJSON[];
  userVerification?: 'required' | 'preferred' | 'discouraged';
  timeout?: number;
}

/** A passkey's signature over a challenge (what the bank and the identity service verify). */
export interface AuthenticationResponseJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
  authenticatorAttachment?: AuthenticatorAttachment;
  clientExtensionResults: Record<string, unknown>;
}

/** What a payment approval shows and signs: the bank's 207 `payment` (the amount as a decimal string). */
export interface PaymentSummary {
  amount: string;
  currency: string;
  payee: string;
  source: string;
}

/**
 * What the bank asks a passkey to approve: its challenge, and the payment when it is one (a transfer's 207 names its
 * amount and payee; a setting's has none).
 */
export interface PasskeyApproval {
  passkey: PasskeyRequestOptionsJSON;
  payment?: PaymentSummary;
}
