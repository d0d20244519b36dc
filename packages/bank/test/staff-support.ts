import { DEMO_PASSWORD } from '../src/config';
import { createStaffIdentity } from '../src/identity/admin';
import { STAFF_DEMO_USERS, type StaffDemoUser } from '../src/sandbox/seed';
import type { Caller } from './api-support';
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
