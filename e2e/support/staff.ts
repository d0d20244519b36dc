import type { Page } from '@playwright/test';
import { admin, bankConfig, DEMO_PASSWORD, totp } from './bank';
import { BASE_URL } from './env';

// The bank's staff as the suite sees them (issue 41): a fresh staff member of a role from the sandbox (an
// authenticator secret of their own, so no two sign-ins share a code), their tokens through the identity API
// (password, then the authenticator's code, as the console signs in), and the staff API called with them.

export type StaffRole = 'viewer' | 'operator' | 'approver';

export interface StaffMember {
  email: string;
  role: StaffRole;
  totpSecret: string;
  password: string;
}

/** A new staff member of `role` (the sandbox's POST /sandbox/admin/staff). */
export async function newStaff(role: StaffRole): Promise<StaffMember> {
  const made = await admin<{ email: string; totpSecret: string }>('/staff', { role });
  return { ...made, role, password: DEMO_PASSWORD };
}

async function identity<T>(operation: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${BASE_URL}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${operation} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

interface StaffTokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** A staff member's tokens: USER_PASSWORD_AUTH, then the SOFTWARE_TOKEN_MFA challenge with the code of now. */
export async function staffTokens(staff: StaffMember): Promise<StaffTokens> {
  const ClientId = (await bankConfig()).userPoolClientId;
  const started = await identity<{ ChallengeName?: string; Session: string }>('InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: staff.email, PASSWORD: staff.password },
  });
  if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA')
    throw new Error(`${staff.email}: no authenticator challenge`);
  const done = await identity<{ AuthenticationResult: StaffTokens }>('RespondToAuthChallenge', {
    ClientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: started.Session,
    ChallengeResponses: {
      USERNAME: staff.email,
      SOFTWARE_TOKEN_MFA_CODE: await totp(staff.totpSecret),
    },
  });
  return done.AuthenticationResult;
}

/** A call of the bank's API with an ID token (a staff member's or a customer's): its status and JSON body. */
export async function apiCall<T = unknown>(
  idToken: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

/**
 * Opens the staff console at `path` signed in as `staff` through the identity API (for specs whose subject is not
 * the console's sign-in): the tokens stored where Amplify keeps them (sessionStorage, as the console configures it).
 */
export async function openConsoleSignedIn(page: Page, staff: StaffMember, path = '/staff/queues') {
  const [{ userPoolClientId }, tokens] = await Promise.all([bankConfig(), staffTokens(staff)]);
  const username = String(claims(tokens.IdToken)['cognito:username']);
  const issuedAt = Number(claims(tokens.AccessToken).iat);
  await page.goto(new URL('/config.json', BASE_URL).href);
  await page.evaluate(
    ({ clientId, username, tokens, issuedAt }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      sessionStorage.setItem(`${prefix}.LastAuthUser`, username);
      sessionStorage.setItem(`${prefix}.${username}.idToken`, tokens.IdToken);
      sessionStorage.setItem(`${prefix}.${username}.accessToken`, tokens.AccessToken);
      sessionStorage.setItem(`${prefix}.${username}.refreshToken`, tokens.RefreshToken);
      sessionStorage.setItem(
        `${prefix}.${username}.clockDrift`,
        String(issuedAt * 1000 - Date.now()),
      );
    },
    { clientId: userPoolClientId, username, tokens, issuedAt },
  );
  await page.goto(new URL(path, BASE_URL).href);
  return tokens;
}
