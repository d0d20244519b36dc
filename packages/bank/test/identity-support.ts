import { createGuardrails, generate } from 'otplib';
import { createConfirmedIdentity } from '../src/identity/admin';
import type { TestBank } from './harness';

// Helpers shared by the identity suites: raw protocol calls, the sandbox robot check, mailbox codes, TOTP codes.

export const CLIENT_ID = 'axiasandboxclient';
export const PASSWORD = 'Passw0rdOk';

export interface CognitoReply {
  status: number;
  body: Record<string, unknown> & { __type?: string; message?: string };
  headers: Headers;
}

/** One call of the Cognito JSON protocol, as Amplify sends it. */
export async function cognito(
  bank: TestBank,
  operation: string,
  body: unknown,
  init: { raw?: string; headers?: Record<string, string> } = {},
): Promise<CognitoReply> {
  const res = await fetch(`${bank.url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** A token from the sandbox robot check (GET /sandbox/captcha). */
export async function captcha(bank: TestBank): Promise<string> {
  const res = await fetch(`${bank.url}/sandbox/captcha`);
  return ((await res.json()) as { token: string }).token;
}

/** The newest code delivered to an address (GET /sandbox/mailbox). */
export async function lastCode(bank: TestBank, email: string): Promise<string> {
  const res = await fetch(`${bank.url}/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as { code: string | null }[];
  const code = mails[0]?.code;
  if (!code) throw new Error(`no code in the mailbox of ${email}`);
  return code;
}

/** Secrets down to 10 bytes, like the seed's demo secret (the service honours them too). */
const shortSecrets = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The TOTP code of a secret at the bank's time, `steps` 30-second windows later. */
export function totp(bank: TestBank, secret: string, steps = 0) {
  return generate({
    secret,
    epoch: Math.floor(bank.clock.now().getTime() / 1000) + steps * 30,
    guardrails: shortSecrets,
  });
}

/** A code that is certainly not the right one (each digit changed). */
export const wrongCode = (code: string) =>
  code.replace(/\d/g, (digit) => String((Number(digit) + 5) % 10));

/** Signs up through the raw protocol and returns the user's sub. */
export async function rawSignUp(
  bank: TestBank,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<CognitoReply> {
  return cognito(bank, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: 'Ada' },
      { Name: 'family_name', Value: 'Lovelace' },
    ],
    ValidationData: [{ Name: 'captchaToken', Value: await captcha(bank) }],
    ...extra,
  });
}

/** A confirmed identity (Grace Hopper, PASSWORD) created now on the bank's clock; `extra` overrides or adds. */
export const confirmedIdentity = (
  bank: TestBank,
  email: string,
  extra: Partial<Parameters<typeof createConfirmedIdentity>[1]> = {},
) =>
  createConfirmedIdentity(bank.ctx, {
    email,
    password: PASSWORD,
    givenName: 'Grace',
    familyName: 'Hopper',
    createdAt: bank.clock.now(),
    ...extra,
  });

export async function rawSignIn(bank: TestBank, email: string, password = PASSWORD) {
  return cognito(bank, 'InitiateAuth', {
    ClientId: CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
}

export interface RawTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
  ExpiresIn: number;
}

export const tokensOf = (reply: CognitoReply) =>
  reply.body.AuthenticationResult as unknown as RawTokens;

/** The payload of a JWT (no verification). */
export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
