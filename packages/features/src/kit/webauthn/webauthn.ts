import type {
  AuthenticationResponseJSON,
  PasskeyApproval,
  PasskeyRequestOptionsJSON,
} from './types';

// The browser's passkey calls (issue 45), loaded on use (`import('…/kit/webauthn/webauthn')`): a page that never
// asks for a passkey never loads them. Binary values travel as base64url strings (the JSON forms of ./types.ts).

/** The browser pieces used here, replaceable in tests. */
export interface WebAuthnBrowser {
  credentials: Pick<CredentialsContainer, 'get'>;
  /** The Payment Request API's constructor, when the browser has one. */
  PaymentRequest?: typeof PaymentRequest;
}

const browser = (): WebAuthnBrowser => ({
  credentials: navigator.credentials,
  PaymentRequest: typeof PaymentRequest === 'function' ? PaymentRequest : undefined,
});

export function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function bytesToBase64url(value: ArrayBuffer | ArrayBufferView): string {
  // (ArrayBuffer.isView, not instanceof: a buffer may come from another realm, e.g. the payment sheet's.)
  const bytes = ArrayBuffer.isView(value)
    ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
    : new Uint8Array(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text a base64url userHandle carries: a registration's user.id is the customer's `sub` (docs/identity.md). */
export function userHandleText(userHandle: string): string {
  return new TextDecoder().decode(base64urlToBytes(userHandle));
}

/** navigator.credentials.get's `publicKey` from its JSON form. */
export function requestOptionsFromJSON(
  json: PasskeyRequestOptionsJSON,
): PublicKeyCredentialRequestOptions {
  return {
    challenge: base64urlToBytes(json.challenge),
    ...(json.rpId ? { rpId: json.rpId } : {}),
    ...(json.timeout ? { timeout: json.timeout } : {}),
    userVerification: json.userVerification ?? 'required',
    allowCredentials: (json.allowCredentials ?? []).map((credential) => ({
      id: base64urlToBytes(credential.id),
      type: 'public-key',
      ...(credential.transports
        ? { transports: [...credential.transports] as AuthenticatorTransport[] }
        : {}),
    })),
  };
}

/** What a passkey answered, as the signature's fields (Secure Payment Confirmation's answer has the same ones). */
interface AssertionLike {
  id: string;
  rawId: ArrayBuffer;
  type: string;
  authenticatorAttachment?: string | null;
  response: {
    clientDataJSON: ArrayBuffer;
    authenticatorData: ArrayBuffer;
    signature: ArrayBuffer;
    userHandle?: ArrayBuffer | null;
  };
  getClientExtensionResults?: () => AuthenticationExtensionsClientOutputs;
}

const isAssertion = (value: unknown): value is AssertionLike => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, rawId, response } = value as Partial<AssertionLike>;
  return (
    typeof id === 'string' &&
    typeof rawId === 'object' &&
    rawId !== null &&
    typeof response === 'object' &&
    response !== null &&
    typeof response.signature === 'object' &&
    response.signature !== null
  );
};

const isAttachment = (value: unknown): value is AuthenticatorAttachment =>
  value === 'platform' || value === 'cross-platform';

/** A passkey's answer as the JSON the bank and the identity service verify. */
export function assertionToJSON(credential: AssertionLike): AuthenticationResponseJSON {
  const { response } = credential;
  return {
    id: credential.id,
    rawId: bytesToBase64url(credential.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: bytesToBase64url(response.clientDataJSON),
      authenticatorData: bytesToBase64url(response.authenticatorData),
      signature: bytesToBase64url(response.signature),
      ...(response.userHandle ? { userHandle: bytesToBase64url(response.userHandle) } : {}),
    },
    ...(isAttachment(credential.authenticatorAttachment)
      ? { authenticatorAttachment: credential.authenticatorAttachment }
      : {}),
    clientExtensionResults: { ...(credential.getClientExtensionResults?.() ?? {}) },
  };
}

/** The browser gave no passkey signature (an answer of another kind). */
export class NoPasskeyAnswer extends Error {
  override name = 'NoPasskeyAnswer';
}

/**
 * Asks the browser for a passkey's signature. `mediation: 'conditional'` is the autofill request: it waits, without a
 * prompt, until the customer picks a passkey in the email field's suggestions (or `signal` aborts it).
 */
export async function getAssertion(
  options: PasskeyRequestOptionsJSON,
  { mediation, signal }: { mediation?: CredentialMediationRequirement; signal?: AbortSignal } = {},
  { credentials }: Pick<WebAuthnBrowser, 'credentials'> = browser(),
): Promise<AuthenticationResponseJSON> {
  const credential = await credentials.get({
    publicKey: requestOptionsFromJSON(options),
    ...(mediation ? { mediation } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!isAssertion(credential)) throw new NoPasskeyAnswer('The browser gave no passkey signature.');
  return assertionToJSON(credential);
}

/** The app's icon (packages/app/public/favicon.svg), shown by the browser's payment confirmation. */
const APP_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M9 24 16 7l7 17h-3.4l-1.4-3.6h-4.4L12.4 24Zm5-6.4h3l-1.5-4.1Z" fill="#fff"/></svg>',
)}`;

/** A currency the Payment Request API takes: a 3-letter code (USD, EUR, GBP, AXC; not USAX). */
const PAYMENT_CURRENCY = /^[A-Z]{3}$/;

/**
 * The Secure Payment Confirmation request for `payment` (the browser itself shows the amount and the payee and
 * signs them), or null where the browser cannot make it: no Payment Request API, no SPC, or a currency it cannot
 * name; or where there is no payment to show.
 */
export async function securePaymentRequest(
  { passkey, payment }: PasskeyApproval,
  { PaymentRequest: Request }: Pick<WebAuthnBrowser, 'PaymentRequest'> = browser(),
): Promise<PaymentRequest | null> {
  if (!Request || !payment || !PAYMENT_CURRENCY.test(payment.currency)) return null;
  try {
    const request = new Request(
      [
        {
          supportedMethods: 'secure-payment-confirmation',
          data: {
            credentialIds: (passkey.allowCredentials ?? []).map((credential) =>
              base64urlToBytes(credential.id),
            ),
            challenge: base64urlToBytes(passkey.challenge),
            rpId: passkey.rpId,
            instrument: { displayName: payment.source, icon: APP_ICON, iconMustBeShown: false },
            payeeName: payment.payee,
            ...(passkey.timeout ? { timeout: passkey.timeout } : {}),
          },
        },
      ],
      {
        total: {
          label: 'Total',
          amount: { currency: payment.currency, value: payment.amount },
        },
      },
    );
    return (await request.canMakePayment()) ? request : null;
  } catch {
    // The browser does not know the method (or refuses the data): plain WebAuthn then.
    return null;
  }
}

/**
 * Approves with a passkey: a payment by Secure Payment Confirmation where the browser offers it (unless
 * `securePayment` is false, e.g. after it failed once), else by a plain passkey prompt with the bank's options.
 * Rejects as the browser does (NotAllowedError when the customer closes the prompt).
 */
export async function approveWithPasskey(
  request: PasskeyApproval,
  { securePayment = true }: { securePayment?: boolean } = {},
  browserApi: WebAuthnBrowser = browser(),
): Promise<AuthenticationResponseJSON> {
  const paymentRequest = securePayment ? await securePaymentRequest(request, browserApi) : null;
  if (!paymentRequest) return getAssertion(request.passkey, {}, browserApi);
  const response = await paymentRequest.show();
  await response.complete('success').catch(() => undefined);
  if (!isAssertion(response.details))
    throw new NoPasskeyAnswer('The browser gave no passkey signature.');
  return assertionToJSON(response.details);
}
