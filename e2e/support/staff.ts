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
async function staffTokens(staff: StaffMember): Promise<StaffTokens> {
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

// The bank staff's decisions as the specs take them (issue 41: no longer the sandbox's back office): one staff member
// per role and worker, signed in once — each a fresh member, as an authenticator code is taken once in its 30 s step
// — and again on a 401 (their tokens expired).

const signedIn = new Map<StaffRole, Promise<string>>();

function staffIdToken(role: StaffRole, again = false): Promise<string> {
  let token = signedIn.get(role);
  if (!token || again) {
    token = newStaff(role)
      .then(staffTokens)
      .then((tokens) => tokens.IdToken);
    signedIn.set(role, token);
  }
  return token;
}

/**
 * A staff API call (`path` under /api/staff: POST with `body`, GET without) as the worker's staff member of `role`:
 * its JSON answer, or an error naming the status.
 */
async function staffAct<T = unknown>(role: StaffRole, path: string, body?: unknown) {
  const method = body === undefined ? 'GET' : 'POST';
  let res = await apiCall<T>(await staffIdToken(role), method, `/staff${path}`, body);
  if (res.status === 401)
    res = await apiCall<T>(await staffIdToken(role, true), method, `/staff${path}`, body);
  if (res.status >= 300)
    throw new Error(`${method} /staff${path} → ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The id of the customer with `email`, as staff look one up. */
async function staffCustomerId(email: string): Promise<string> {
  const { items } = await staffAct<{ items: { userId: string; email: string }[] }>(
    'viewer',
    `/customers?q=${encodeURIComponent(email)}`,
  );
  const found = items.find((c) => c.email === email.toLowerCase());
  if (!found) throw new Error(`No customer ${email}`);
  return found.userId;
}

interface Proposal {
  id: string;
  status: string;
  amount: string;
  currency: string;
}
type Outcome = { outcome: 'APPLIED' } | { outcome: 'PROPOSED'; proposal: Proposal };

/** An operator's act on money; a proposal (above the approval threshold) approved by a second person, an approver. */
async function carriedOut(path: string, body: Record<string, string>) {
  const acted = await staffAct<Outcome>('operator', path, body);
  if (acted.outcome === 'APPLIED') return acted;
  const decided = await staffAct<Proposal>('approver', `/proposals/${acted.proposal.id}/decision`, {
    decision: 'APPROVE',
    reason: 'Checked by a second person',
  });
  return { outcome: 'PROPOSED' as const, proposal: decided };
}

/** Staff record a customer's announced wire deposit as received, by its reference (or id): credited. */
export const staffReceiveWire = (reference: string) =>
  carriedOut(`/wires/${encodeURIComponent(reference)}/receive`, { reason: 'The wire arrived' });

/** Staff release (approve) or refuse (reject: refunded) a transfer held for review, by its reference (or id). */
export const staffReviewTransfer = (reference: string, decision: 'approve' | 'reject') =>
  carriedOut(`/transfers/${encodeURIComponent(reference)}/review`, {
    decision: decision.toUpperCase(),
    reason: `Reviewed: ${decision}`,
  });

/** Staff switch the bank's maintenance on or off. */
export const staffSetMaintenance = (on: boolean) =>
  staffAct('operator', '/settings/maintenance', { on, reason: 'Maintenance window' });

/** Staff set a registration check of the customer `email`. */
export const staffSetCheck = async (
  email: string,
  check: 'kycStatus' | 'taxIdStatus' | 'businessRecordsStatus' | 'businessAddressStatus',
  status: 'COMPLETED' | 'REJECTED' = 'COMPLETED',
) =>
  staffAct('operator', `/registrations/${await staffCustomerId(email)}/checks`, {
    check,
    status,
    reason: `The ${check} was checked`,
  });

/** Staff set a card's 'KYC Verified' flag (default on). */
export const staffCardKyc = (cardId: string, fullKyc = true) =>
  staffAct('operator', `/cards/${encodeURIComponent(cardId)}/kyc`, {
    fullKyc,
    reason: 'Identity document checked',
  });

/**
 * Staff review a SUBMITTED document request: approve (COMPLETED, shown as APPROVED; a card identity verification
 * marks the card 'KYC Verified') or reject with `reason` (the customer's rejectionReason).
 */
export const staffReviewDocument = (
  requestId: string,
  decision: 'approve' | 'reject',
  reason = 'The document was checked',
) =>
  staffAct<{ requestId: string; status: string; rejectionReason: string | null }>(
    'operator',
    `/documents/${encodeURIComponent(requestId)}/review`,
    { decision: decision.toUpperCase(), reason },
  );
