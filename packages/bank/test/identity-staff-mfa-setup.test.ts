import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffIdentity } from '../src/identity/admin';
import { callApi } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { CLIENT_ID, cognito, totp } from './identity-support';

// Issue 41: bank staff must use an authenticator. One who has none sets it up inside the sign-in (the MFA_SETUP
// challenge, as a Cognito pool with MFA required asks; Amplify 6's CONTINUE_SIGN_IN_WITH_TOTP_SETUP): no token
// until a code of the new secret is verified, and from then on every sign-in asks for the code.

let bank: TestBank;
const PASSWORD = 'Demo1234!';

describe.skipIf(engineUnavailable)(
  `a staff member's authenticator set up at sign-in (${engine})`,
  () => {
    beforeAll(async () => {
      bank = await startTestBank();
    }, 60_000);
    afterAll(async () => {
      await bank?.close();
    });

    /** A staff member whose authenticator is not set up (made with one, then turned off as before its first use). */
    async function staffWithoutAuthenticator(email: string) {
      await createStaffIdentity(bank.ctx, {
        email,
        password: PASSWORD,
        givenName: 'New',
        familyName: 'Starter',
        role: 'operator',
      });
      const row = await bank.ctx.db
        .selectFrom('identity_users')
        .select(['totp_enabled', 'totp_secret'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ totp_enabled: false, totp_secret: null });
    }
    const passwordStep = (email: string) =>
      cognito(bank, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD },
      });

    it('asks for the setup, gives the secret once, verifies a code of it, then signs in; later sign-ins ask for the code', async () => {
      const email = 'new.starter@staff.test';
      await staffWithoutAuthenticator(email);
      const started = await passwordStep(email);
      expect(started.status).toBe(200);
      expect(started.body.ChallengeName).toBe('MFA_SETUP');
      expect(started.body.ChallengeParameters).toMatchObject({
        MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]',
      });
      expect(started.body.AuthenticationResult).toBeUndefined();
      const session = started.body.Session as string;

      // Completing before a code is verified gives no token.
      const early = await cognito(bank, 'RespondToAuthChallenge', {
        ChallengeName: 'MFA_SETUP',
        ClientId: CLIENT_ID,
        Session: session,
        ChallengeResponses: { USERNAME: email },
      });
      expect(early.status).toBe(400);
      expect(early.body.__type).toBe('NotAuthorizedException');

      const associated = await cognito(bank, 'AssociateSoftwareToken', { Session: session });
      expect(associated.status).toBe(200);
      const secret = associated.body.SecretCode as string;
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

      const wrong = await cognito(bank, 'VerifySoftwareToken', {
        Session: session,
        UserCode: '000000',
      });
      expect(wrong.body.__type).toBe('EnableSoftwareTokenMFAException');
      const verified = await cognito(bank, 'VerifySoftwareToken', {
        Session: session,
        UserCode: await totp(bank, secret),
      });
      expect(verified.body).toEqual({ Status: 'SUCCESS', Session: session });

      const done = await cognito(bank, 'RespondToAuthChallenge', {
        ChallengeName: 'MFA_SETUP',
        ClientId: CLIENT_ID,
        Session: verified.body.Session,
        ChallengeResponses: { USERNAME: email },
      });
      expect(done.status).toBe(200);
      const idToken = (done.body.AuthenticationResult as { IdToken: string }).IdToken;
      const me = await callApi(bank, { id: '', email, token: idToken }, 'GET', '/staff/me');
      expect(me.body).toMatchObject({ email, roles: ['operator'] });

      // The session is used up, and the next sign-in asks for the code.
      const again = await cognito(bank, 'RespondToAuthChallenge', {
        ChallengeName: 'MFA_SETUP',
        ClientId: CLIENT_ID,
        Session: session,
        ChallengeResponses: { USERNAME: email },
      });
      expect(again.body.__type).toBe('NotAuthorizedException');
      expect((await passwordStep(email)).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    });

    it('a setup session cannot set a secret without the password step, nor sign in with another user name', async () => {
      const email = 'other.starter@staff.test';
      await staffWithoutAuthenticator(email);
      const forged = await cognito(bank, 'AssociateSoftwareToken', { Session: 'not-a-session' });
      expect(forged.body.__type).toBe('NotAuthorizedException');
      const session = (await passwordStep(email)).body.Session as string;
      const { SecretCode } = (await cognito(bank, 'AssociateSoftwareToken', { Session: session }))
        .body;
      await cognito(bank, 'VerifySoftwareToken', {
        Session: session,
        UserCode: await totp(bank, SecretCode as string),
      });
      const swapped = await cognito(bank, 'RespondToAuthChallenge', {
        ChallengeName: 'MFA_SETUP',
        ClientId: CLIENT_ID,
        Session: session,
        ChallengeResponses: { USERNAME: 'new.starter@staff.test' },
      });
      expect(swapped.body.__type).toBe('NotAuthorizedException');
    });
  },
);
