import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  CLIENT_ID,
  cognito,
  confirmedIdentity,
  rawSignIn,
  tokensOf,
  totp,
  wrongCode,
} from './identity-support';

// Seed 002 §4 Security settings: login two-factor goes from enabled to disabled 'by entering a code'. Amplify's
// updateMFAPreference cannot carry a code, so the app first sends the code with verifyTOTPSetup
// (VerifySoftwareToken without a pending secret: checked against the ACTIVE secret, replay-safe like sign-in, wrong
// codes counting toward the lockout) and then updateMFAPreference({ totp: 'DISABLED' }) (SetUserMFAPreference
// Enabled false), which needs that proof, less than 5 minutes old, and consumes it. A deviation from Cognito.
// The same proof guards replacing the secret while the factor is on (issue 27, finding 1): AssociateSoftwareToken
// then VerifySoftwareToken with a code of the NEW secret must not swap the owner's authenticator on an access
// token alone.

const SECRET = 'JBSWY3DPEHPK3PXP';
const NEED_CODE = {
  __type: 'InvalidParameterException',
  message: 'Enter a code from your authenticator app to turn off two-factor authentication.',
};
const MISMATCH = { __type: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' };
const NEED_CURRENT_CODE = {
  __type: 'InvalidParameterException',
  message: 'Enter a code from your current authenticator app before setting up a new one.',
};

describe.skipIf(engineUnavailable)(
  `identity: turning login 2FA off needs a code (${engine})`,
  () => {
    let bank: TestBank;
    beforeAll(async () => {
      bank = await startTestBank({ TOKEN_TTL_SECONDS: '3600' });
    });
    afterAll(async () => {
      await bank?.close();
    });

    /** A user with TOTP on, signed in with the code of the current step; returns the access token. */
    async function signedInWithTotp(email: string) {
      await confirmedIdentity(bank, email, { totpSecret: SECRET });
      const challenge = await rawSignIn(bank, email);
      const done = await cognito(bank, 'RespondToAuthChallenge', {
        ClientId: CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.body.Session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: await totp(bank, SECRET) },
      });
      return tokensOf(done).AccessToken;
    }
    const disable = (AccessToken: string) =>
      cognito(bank, 'SetUserMFAPreference', {
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      });
    const enable = (AccessToken: string) =>
      cognito(bank, 'SetUserMFAPreference', {
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      });
    const verify = (AccessToken: string, UserCode: string) =>
      cognito(bank, 'VerifySoftwareToken', { AccessToken, UserCode });
    const mfaOn = async (AccessToken: string) =>
      (await cognito(bank, 'GetUser', { AccessToken })).body.PreferredMfaSetting ===
      'SOFTWARE_TOKEN_MFA';

    it('refuses to turn it off without a code; a code of the active secret then turns it off once', async () => {
      const email = 'off@example.com';
      const access = await signedInWithTotp(email);
      expect((await disable(access)).body).toEqual(NEED_CODE);
      expect(await mfaOn(access)).toBe(true);

      // The code used to sign in (same step): a replay. A wrong code: a mismatch.
      expect((await verify(access, await totp(bank, SECRET))).body).toEqual(MISMATCH);
      expect((await verify(access, wrongCode(await totp(bank, SECRET, 1)))).body).toEqual(MISMATCH);
      expect((await disable(access)).body).toEqual(NEED_CODE);

      const next = await totp(bank, SECRET, 1);
      expect((await verify(access, next)).body).toEqual({ Status: 'SUCCESS' });
      // The same code again: refused (its step is now the last accepted one).
      expect((await verify(access, next)).body).toEqual(MISMATCH);
      expect((await disable(access)).body).toEqual({});
      expect(await mfaOn(access)).toBe(false);
      // The next sign-in asks for no code.
      expect(tokensOf(await rawSignIn(bank, email)).AccessToken).toBeTruthy();

      // Turned on again (the verified secret is kept), the proof is gone: off needs a new code.
      expect((await enable(access)).body).toEqual({});
      expect((await disable(access)).body).toEqual(NEED_CODE);
      expect(await mfaOn(access)).toBe(true);
      bank.clock.advance(60_000);
      expect((await verify(access, await totp(bank, SECRET))).body).toEqual({ Status: 'SUCCESS' });
      expect((await disable(access)).body).toEqual({});
      expect(await mfaOn(access)).toBe(false);
      // Already off: nothing to prove.
      expect((await disable(access)).body).toEqual({});
    });

    it('the proof lasts 5 minutes', async () => {
      bank.clock.advance(60_000);
      const access = await signedInWithTotp('late@example.com');
      expect((await verify(access, await totp(bank, SECRET, 1))).body).toEqual({
        Status: 'SUCCESS',
      });
      bank.clock.advance(5 * 60_000);
      expect((await disable(access)).body).toEqual(NEED_CODE);
      expect(await mfaOn(access)).toBe(true);
      expect((await verify(access, await totp(bank, SECRET))).body).toEqual({ Status: 'SUCCESS' });
      bank.clock.advance(4 * 60_000);
      expect((await disable(access)).body).toEqual({});
    });

    it('counts wrong codes toward the sign-in lockout', async () => {
      bank.clock.advance(60_000);
      const email = 'guess@example.com';
      const access = await signedInWithTotp(email);
      const bad = wrongCode(await totp(bank, SECRET, 1));
      const messages: unknown[] = [];
      for (let i = 0; i < 5; i++) messages.push((await verify(access, bad)).body.message);
      expect(messages).toEqual([
        ...Array(4).fill('Code mismatch'),
        expect.stringMatching(/^Password attempts exceeded/),
      ]);
      expect((await verify(access, await totp(bank, SECRET, 1))).body.message).toMatch(
        /^Password attempts exceeded/,
      );
      expect((await rawSignIn(bank, email)).body.message).toMatch(/^Password attempts exceeded/);
      expect((await disable(access)).body).toEqual(NEED_CODE);
    });

    it('with an abandoned setup pending, the authenticator’s current code still proves the user', async () => {
      bank.clock.advance(60_000);
      const access = await signedInWithTotp('pending@example.com');
      const associate = await cognito(bank, 'AssociateSoftwareToken', { AccessToken: access });
      const pending = associate.body.SecretCode as string;
      expect(pending).toBeTruthy();
      expect((await verify(access, await totp(bank, SECRET, 1))).body).toEqual({
        Status: 'SUCCESS',
      });
      expect((await disable(access)).body).toEqual({});
      expect(await mfaOn(access)).toBe(false);
      // The pending secret is untouched: verifying it still sets it up (the ordinary enabling path).
      expect((await verify(access, await totp(bank, pending))).body).toEqual({ Status: 'SUCCESS' });
      expect((await enable(access)).body).toEqual({});
      expect(await mfaOn(access)).toBe(true);
    });

    /** The owner signs in again with a code of `secret` (a later step than any used so far). */
    async function signInWithCode(email: string, secret: string) {
      bank.clock.advance(90_000);
      const challenge = await rawSignIn(bank, email);
      return cognito(bank, 'RespondToAuthChallenge', {
        ClientId: CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.body.Session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: await totp(bank, secret) },
      });
    }

    it('a stolen access token alone cannot replace the active secret, nor then turn the factor off', async () => {
      bank.clock.advance(60_000);
      const email = 'stolen@example.com';
      const stolen = await signedInWithTotp(email);
      const associate = await cognito(bank, 'AssociateSoftwareToken', { AccessToken: stolen });
      const attackers = associate.body.SecretCode as string;
      expect(attackers).toBeTruthy();
      // A code of the new secret alone: refused, the active secret stays.
      expect((await verify(stolen, await totp(bank, attackers))).body).toEqual(NEED_CURRENT_CODE);
      expect((await verify(stolen, await totp(bank, attackers, 1))).body).toEqual(
        NEED_CURRENT_CODE,
      );
      expect((await disable(stolen)).body).toEqual(NEED_CODE);
      expect(await mfaOn(stolen)).toBe(true);
      // The attacker's authenticator does not sign in; the owner's does.
      expect((await signInWithCode(email, attackers)).body.__type).toBe('CodeMismatchException');
      expect(tokensOf(await signInWithCode(email, SECRET)).AccessToken).toBeTruthy();
    });

    it('with a code of the current secret first, the owner replaces the secret', async () => {
      bank.clock.advance(60_000);
      const email = 'rotate@example.com';
      const access = await signedInWithTotp(email);
      const fresh = (await cognito(bank, 'AssociateSoftwareToken', { AccessToken: access })).body
        .SecretCode as string;
      // The current authenticator's code proves the owner (recorded, not yet a replacement) ...
      expect((await verify(access, await totp(bank, SECRET, 1))).body).toEqual({
        Status: 'SUCCESS',
      });
      // ... then the new secret's code replaces the secret, consuming the proof.
      expect((await verify(access, await totp(bank, fresh, 1))).body).toEqual({
        Status: 'SUCCESS',
      });
      expect((await disable(access)).body).toEqual(NEED_CODE);
      expect(await mfaOn(access)).toBe(true);
      expect((await signInWithCode(email, SECRET)).body.__type).toBe('CodeMismatchException');
      expect(tokensOf(await signInWithCode(email, fresh)).AccessToken).toBeTruthy();
    });

    it('without any secret, VerifySoftwareToken still answers as before', async () => {
      await confirmedIdentity(bank, 'none@example.com');
      const access = tokensOf(await rawSignIn(bank, 'none@example.com')).AccessToken;
      expect((await verify(access, '123456')).body).toEqual({
        __type: 'InvalidParameterException',
        message: 'User has not associated a software token.',
      });
      expect((await disable(access)).body).toEqual({});
    });
  },
);
