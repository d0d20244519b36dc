import { createGuardrails, generateSync } from 'otplib';
import { ADMIN_TOKEN, BASE_URL, PINNED_NOW } from './env';

// The sandbox bank as the tests see it from outside: its back office (x-admin-token: the outside world and the demo's
// tooling; the bank staff's decisions are the staff API's, support/staff.ts), its mailbox, and its
// Cognito-compatible identity endpoint for arranging users. Nothing here reaches into the bank's database.

export { PINNED_NOW };
export const DEMO_PASSWORD = 'Demo1234!';
/** The documented authenticator secret of mfa@demo.test. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

// Every call goes to the suite's bank (BASE_URL) unless given another `origin` (a spec's own bank: extra-bank.ts).

async function call<T>(path: string, init: RequestInit = {}, origin = BASE_URL): Promise<T> {
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function admin<T = unknown>(
  path: string,
  body: unknown = {},
  origin = BASE_URL,
): Promise<T> {
  return call<T>(
    `/sandbox/admin${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify(body),
    },
    origin,
  );
}

export interface MailMessage {
  subject: string;
  code: string | null;
  sentAt: string;
}

/** Every message mailed to `email` (the sandbox mailbox), newest first. */
export const mailboxOf = (email: string) =>
  call<MailMessage[]>(`/sandbox/mailbox?email=${encodeURIComponent(email)}`);

/** The newest code mailed to `email` after `since` (bank time), waiting for it to arrive. */
export async function mailedCode(email: string, since?: Date): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await mailboxOf(email);
    const fresh = messages.find(
      (m) => m.code && (!since || new Date(m.sentAt).getTime() >= since.getTime()),
    );
    if (fresh?.code) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code mailed to ${email}`);
}

/** The number of messages in `email`'s mailbox. */
export async function mailCount(email: string): Promise<number> {
  return (await mailboxOf(email)).length;
}

// The demo secret has 10 bytes: authenticator apps take it, otplib's default guardrail (16) does not.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The TOTP code an authenticator app shows now, by the bank's clock (which the suite moves). */
export async function totp(secret = DEMO_TOTP_SECRET): Promise<string> {
  const epoch = Math.floor((await bankNow()).getTime() / 1000);
  return generateSync({ secret, epoch, guardrails });
}

export async function bankNow(): Promise<Date> {
  const { now } = await admin<{ now: string }>('/clock', {});
  return new Date(now);
}

/** Moves the bank clock forward; the returned function puts it back where it would have been. */
export async function advanceBankClock(seconds: number): Promise<() => Promise<void>> {
  const before = await bankNow();
  const started = Date.now();
  await admin('/clock', { advanceSeconds: seconds });
  return async () => {
    await admin('/clock', { set: new Date(before.getTime() + Date.now() - started).toISOString() });
  };
}

let counter = 0;
/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@e2e.test`;

const configs = new Map<string, Promise<{ userPoolClientId: string }>>();
/** The app's runtime configuration as the bank at `origin` serves it (read once per worker and bank). */
export function bankConfig(origin = BASE_URL) {
  let config = configs.get(origin);
  if (!config) {
    config = call<{ userPoolClientId: string }>('/config.json', {}, origin);
    configs.set(origin, config);
  }
  return config;
}

async function identity<T>(
  operation: string,
  body: Record<string, unknown>,
  origin = BASE_URL,
): Promise<T> {
  return call<T>(
    '/identity',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    },
    origin,
  );
}

/**
 * A new customer in the state of a demo user (the back office's copy: same names, flags, verification, consent,
 * balances; password Demo1234!), for a test that changes what it finds (agrees to terms, resets a password,
 * onboards), so a retry or a second run starts from the same state.
 */
export async function customerLike(demoEmail: string, label = demoEmail.split('@')[0]!) {
  const { email } = await admin<{ email: string }>('/customers', {
    like: demoEmail,
    email: uniqueEmail(label),
  });
  return email;
}

/**
 * A new customer made the way the app makes one (SignUp with the sandbox robot check's token, then the mailed
 * code), for tests that must not disturb the seeded users. Unconfirmed when `confirm` is false.
 */
export async function createCustomer(options: {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  confirm?: boolean;
}) {
  const { userPoolClientId } = await bankConfig();
  const email = options.email ?? uniqueEmail('customer');
  const password = options.password ?? DEMO_PASSWORD;
  const { token } = await call<{ token: string }>('/sandbox/captcha');
  await identity('SignUp', {
    ClientId: userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: options.firstName ?? 'Eve' },
      { Name: 'family_name', Value: options.lastName ?? 'Example' },
    ],
    ValidationData: [{ Name: 'captchaToken', Value: token }],
  });
  if (options.confirm !== false) {
    await identity('ConfirmSignUp', {
      ClientId: userPoolClientId,
      Username: email,
      ConfirmationCode: await mailedCode(email),
    });
  }
  return { email, password };
}

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** The tokens of a USER_PASSWORD_AUTH sign-in of a confirmed user without a second factor (at `origin`'s bank). */
export async function signInTokens(
  email: string,
  password = DEMO_PASSWORD,
  origin = BASE_URL,
): Promise<Tokens> {
  const result = await identity<{ AuthenticationResult: Tokens }>(
    'InitiateAuth',
    {
      ClientId: (await bankConfig(origin)).userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
    origin,
  );
  return result.AuthenticationResult;
}

/** An ID token for a confirmed user, as the `tk` override link carries one. */
export async function idTokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  return (await signInTokens(email, password)).IdToken;
}

/** The customer's own call to choose an account type (POST /api/user/registration), as another device makes it. */
export async function setUserType(email: string, userType: 'INDIVIDUAL' | 'BUSINESS') {
  await call('/api/user/registration', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await idTokenFor(email)}`,
    },
    body: JSON.stringify({ userType }),
  });
}

// The card issuer as the sandbox plays it (packages/bank/src/sandbox/card-admin.ts). `email` is the card's customer
// (the bank checks it).

/** Spending at `merchant` with the customer's card `cardId` (undefined: their most recent ACTIVE card), at `at`. */
export const adminCardSpend = (
  email: string,
  cardId: string | undefined,
  amount: string,
  merchant: string,
  options: { at?: string } = {},
) =>
  admin<{ card: { id: string; balance: string }; transactionId: string; publicId: string }>(
    '/card-spend',
    { email, amount, merchant, ...(cardId && { cardId }), ...options },
  );

/** A card's status, as the issuer reports it. */
export const adminCardStatus = (
  email: string,
  cardId: string,
  status: 'ACTIVE' | 'SUSPENDED' | 'LOST' | 'STOLEN' | 'EXPIRED',
) => admin(`/cards/${encodeURIComponent(cardId)}/status`, { email, status });

/** The courier's tracking number of a card's physical order is available now. */
export const adminCardTrackingReady = (email: string, cardId: string) =>
  admin<{ cardId: string; trackingNumber: string }>(
    `/cards/${encodeURIComponent(cardId)}/tracking-ready`,
    { email },
  );

/**
 * The gift-card vendor fulfils an order now, whatever its delay: PROCESSED (its vouchers) or FAILED (refunded
 * exactly, with `reason`). When `email` is given the order must be that customer's. A second fulfil: 409.
 */
export const adminGiftCardFulfil = (
  email: string | undefined,
  orderId: string,
  outcome: 'PROCESSED' | 'FAILED' = 'PROCESSED',
  reason?: string,
) =>
  admin<{ id: string; status: 'PROCESSED' | 'FAILED' }>(
    `/gift-cards/${encodeURIComponent(orderId)}/fulfil`,
    { outcome, ...(email && { email }), ...(reason && { reason }) },
  );

/** The card holder's profile fields on the customer ('' clears an optional one). */
export const adminHolder = (
  email: string,
  fields: Partial<
    Record<
      | 'firstName'
      | 'lastName'
      | 'addressLine1'
      | 'addressLine2'
      | 'addressCity'
      | 'addressState'
      | 'addressPostalCode'
      | 'addressCountry'
      | 'alternativeFirstName'
      | 'alternativeLastName'
      | 'dateOfBirth',
      string
    >
  >,
) => admin(`/users/${encodeURIComponent(email)}/holder`, fields);
