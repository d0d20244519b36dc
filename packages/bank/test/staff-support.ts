import { staffContract, type StaffOperation, type StaffRole } from '@axia/core';
import { DEMO_PASSWORD } from '../src/config';
import { createStaffIdentity } from '../src/identity/admin';
import { newTotpSecret } from '../src/identity/totp';
import { STAFF_DEMO_USERS, type StaffDemoUser } from '../src/sandbox/seed';
import { callApi, type Caller } from './api-support';
import type { TestBank } from './harness';
import { CLIENT_ID, cognito, totp } from './identity-support';

// Staff of the staff API (issue 41) in the bank suites: the seed's staff demo users, made in a test bank and signed
// in through the identity API as the console does (password, then the authenticator's code of the seeded secret).

export const staffDemo = (role: string): StaffDemoUser =>
  STAFF_DEMO_USERS.find((s) => s.email.startsWith(`${role}@`))!;

/** Makes the staff member (no bank customer) and signs them in: a caller with their ID token. */
export async function staffSignIn(bank: TestBank, who: StaffDemoUser): Promise<Caller> {
  const sub = await createStaffIdentity(bank.ctx, {
    email: who.email,
    password: DEMO_PASSWORD,
    givenName: who.firstName,
    familyName: who.lastName,
    role: who.role,
    totpSecret: who.totpSecret,
  });
  const started = await cognito(bank, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: who.email, PASSWORD: DEMO_PASSWORD },
  });
  if (started.body.ChallengeName !== 'SOFTWARE_TOKEN_MFA')
    throw new Error(`${who.email}: no TOTP challenge: ${JSON.stringify(started.body)}`);
  const done = await cognito(bank, 'RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: CLIENT_ID,
    Session: started.body.Session,
    ChallengeResponses: {
      USERNAME: who.email,
      SOFTWARE_TOKEN_MFA_CODE: await totp(bank, who.totpSecret),
    },
  });
  const result = done.body.AuthenticationResult as { IdToken?: string } | undefined;
  if (!result?.IdToken) throw new Error(`${who.email}: no tokens: ${JSON.stringify(done.body)}`);
  return { id: sub, email: who.email, token: result.IdToken };
}

// The staff API as the bank suites call it (issue 41: the bank-staff decisions left the sandbox's back office). One
// staff member per role and bank, signed in once and kept; each is a fresh identity with a fresh authenticator
// secret, as a test bank's clock stands still and an authenticator code is taken once in its 30 s step.

const signedIn = new WeakMap<TestBank, Map<StaffRole, Promise<Caller>>>();

/** A new staff member of `role` (their own address and authenticator secret), signed in. */
export function freshStaff(bank: TestBank, role: StaffRole): Promise<Caller> {
  const tag = crypto.randomUUID().slice(0, 8);
  return staffSignIn(bank, {
    email: `${role}.${tag}@staff.test`,
    firstName: 'Test',
    lastName: `${role[0]!.toUpperCase()}${role.slice(1)}`,
    role,
    totpSecret: newTotpSecret(),
  });
}

function staffOf(bank: TestBank, role: StaffRole, again = false): Promise<Caller> {
  let byRole = signedIn.get(bank);
  if (!byRole) signedIn.set(bank, (byRole = new Map()));
  let caller = byRole.get(role);
  if (!caller || again) {
    caller = freshStaff(bank, role);
    byRole.set(role, caller);
  }
  return caller;
}

/** A staff call's answer: its status and JSON body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StaffAnswer = { status: number; body: any };

export interface StaffInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * A call of the staff API (core's staffContract `operation`) as the bank's staff member of `role` (signed in again
 * once on a 401): its status and JSON body.
 */
export async function staffCall(
  bank: TestBank,
  role: StaffRole,
  operation: StaffOperation,
  input: StaffInput = {},
): Promise<StaffAnswer> {
  const entry = staffContract[operation];
  let path = entry.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(input.params?.[name] ?? ''),
  );
  if (input.query) path += `?${new URLSearchParams(input.query).toString()}`;
  const res = await callApi(bank, await staffOf(bank, role), entry.method, path, input.body);
  if (res.status !== 401) return res;
  return callApi(bank, await staffOf(bank, role, true), entry.method, path, input.body);
}

/** The id of the customer with `email`, as staff look a customer up. */
export async function staffCustomerId(bank: TestBank, email: string): Promise<string> {
  const found = await staffCall(bank, 'viewer', 'staffFindCustomers', { query: { q: email } });
  const item = (found.body.items as { userId: string; email: string }[] | undefined)?.find(
    (c) => c.email === email.toLowerCase(),
  );
  if (!item) throw new Error(`No customer ${email}: ${JSON.stringify(found.body)}`);
  return item.userId;
}

/** The newest audit row of `action` on `subject` (the act's record: before, after, reason). */
async function auditRow(bank: TestBank, action: StaffOperation, subject: string) {
  const res = await staffCall(bank, 'viewer', 'staffAudit', { query: { action, subject } });
  const row = (res.body.items as { after: unknown }[] | undefined)?.[0];
  if (!row) throw new Error(`No ${action} on ${subject} in the audit: ${JSON.stringify(res.body)}`);
  return row;
}

/**
 * A staff decision that moves money, carried out as the bank's staff do it: an operator acts, and when the act is a
 * proposal (above STAFF_APPROVAL_THRESHOLD_USD) an approver, a second person, approves it. `transactionId` is the
 * transaction's id or reference (publicId). The answer is the refusal as the bank gave it, or on success (200) what
 * the bank carried out, as the act's audit row records it (the act's `after`, or the approved proposal's
 * `carriedOut`).
 */
export async function staffCarryOut(
  bank: TestBank,
  operation: 'staffReceiveWire' | 'staffReviewTransfer',
  transactionId: string,
  body: { reason: string; decision?: string },
): Promise<StaffAnswer> {
  const acted = await staffCall(bank, 'operator', operation, { params: { transactionId }, body });
  if (acted.status !== 200) return acted;
  if (acted.body.outcome === 'PROPOSED') {
    const proposalId = acted.body.proposal.id as string;
    const decided = await staffCall(bank, 'approver', 'staffDecideProposal', {
      params: { proposalId },
      body: { decision: 'APPROVE', reason: 'Checked by a second person' },
    });
    if (decided.status !== 200) return decided;
    const row = await auditRow(bank, 'staffDecideProposal', proposalId);
    return { status: 200, body: (row.after as { carriedOut: unknown }).carriedOut };
  }
  const { id } = await bank.ctx.db
    .selectFrom('transactions')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', transactionId), eb('public_id', '=', transactionId)]))
    .executeTakeFirstOrThrow();
  return { status: 200, body: (await auditRow(bank, operation, id)).after };
}

/** A held transfer reviewed by staff (approve: released, through four eyes above the threshold; reject: refunded). */
export const staffReviewHeld = (bank: TestBank, reference: string, decision: string) =>
  staffCarryOut(bank, 'staffReviewTransfer', reference, {
    decision: decision.toUpperCase(),
    reason: `Reviewed: ${decision}`,
  });

/** A customer's announced wire deposit has arrived (staff record it; four eyes above the threshold). */
export const staffWireReceived = (bank: TestBank, reference: string) =>
  staffCarryOut(bank, 'staffReceiveWire', reference, { reason: 'The wire arrived' });

/** Staff suspend, reactivate or close the customer `userId` (with the reason the staff API asks for). */
export const staffCustomerAction = (
  bank: TestBank,
  userId: string,
  action: 'SUSPEND' | 'REACTIVATE' | 'CLOSE',
) =>
  staffCall(bank, 'operator', 'staffCustomerAction', {
    params: { userId },
    body: { action, reason: `${action.toLowerCase()} for the test` },
  });
