import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authenticate as apiAuthenticate } from '../src/http/api-route';
import { createConfirmedIdentity } from '../src/identity/admin';
import { TokenExpiredError } from '../src/identity/tokens';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  captcha,
  CLIENT_ID,
  cognito,
  lastCode,
  PASSWORD,
  totp,
  wrongCode,
} from './identity-support';

// The whole customer story driven by the REAL aws-amplify Auth client (the one the app ships) against the
// sandbox bank's Cognito-compatible endpoint. Amplify is a singleton: these tests run in order, in one file,
// and each ends signed out.

const TTL_SECONDS = 300;

/** Tokens in memory, never localStorage (OWASP ASVS V8.2.2), as the app configures it. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
}

/** Every identity call Amplify makes, with the answer: the transcript of the story. */
const calls: { operation: string; status: number; error?: string }[] = [];
const realFetch = globalThis.fetch;

describe.skipIf(engineUnavailable)(`identity through aws-amplify (${engine})`, () => {
  let bank: TestBank;
  const storage = new MemoryStorage();
  const alice = { email: 'alice@example.com', password: PASSWORD, secret: '' };

  beforeAll(async () => {
    bank = await startTestBank({ TOKEN_TTL_SECONDS: String(TTL_SECONDS) });
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const target = (init?.headers as Record<string, string> | undefined)?.['x-amz-target'];
      if (target) {
        calls.push({
          operation: target.replace('AWSCognitoIdentityProviderService.', ''),
          status: response.status,
          error: response.headers.get('x-amzn-errortype') ?? undefined,
        });
      }
      return response;
    };
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_sandbox',
          userPoolClientId: CLIENT_ID,
          userPoolEndpoint: `${bank.url}/identity`,
        },
      },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  });

  afterEach(async () => {
    vi.useRealTimers();
    await signOut().catch(() => {});
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    if (process.env.IDENTITY_TRANSCRIPT) console.log(JSON.stringify(calls, null, 1));
    await bank?.close();
  });

  const attributes = (email: string) => ({
    email,
    given_name: 'Alice',
    family_name: 'Liddell',
  });
  const lastCall = () => calls.at(-1)!;
  const idToken = async () => (await fetchAuthSession()).tokens?.idToken?.toString() ?? '';
  const accessPayload = async () => (await fetchAuthSession()).tokens!.accessToken.payload;
  const signInAlice = (password = alice.password) =>
    signIn({
      username: alice.email,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });

  it('sign-up refuses a password outside the policy', async () => {
    await expect(
      signUp({
        username: alice.email,
        password: 'password',
        options: {
          userAttributes: attributes(alice.email),
          validationData: { captchaToken: await captcha(bank) },
        },
      }),
    ).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
  });

  it('sign-up refuses a missing or forged robot-check token', async () => {
    for (const validationData of [undefined, { captchaToken: 'i-am-not-a-robot' }]) {
      await expect(
        signUp({
          username: alice.email,
          password: alice.password,
          options: { userAttributes: attributes(alice.email), validationData },
        }),
      ).rejects.toMatchObject({
        name: 'UserLambdaValidationException',
        message: 'PreSignUp failed with error invalid reCAPTCHA token.',
      });
    }
  });

  it('sign-up sends a six-digit code to the mailbox; the same e-mail cannot sign up twice', async () => {
    const result = await signUp({
      username: 'Alice@Example.com',
      password: alice.password,
      options: {
        userAttributes: attributes('alice@example.com'),
        validationData: { captchaToken: await captcha(bank) },
      },
    });
    expect(result).toMatchObject({
      isSignUpComplete: false,
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: {
          destination: 'a***@e***',
          deliveryMedium: 'EMAIL',
          attributeName: 'email',
        },
      },
    });
    expect(await lastCode(bank, alice.email)).toMatch(/^\d{6}$/);
    await expect(
      signUp({
        username: alice.email,
        password: alice.password,
        options: {
          userAttributes: attributes(alice.email),
          validationData: { captchaToken: await captcha(bank) },
        },
      }),
    ).rejects.toMatchObject({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  it('signing in before confirming leads to CONFIRM_SIGN_UP', async () => {
    const result = await signInAlice();
    expect(result).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    expect(lastCall()).toMatchObject({
      operation: 'InitiateAuth',
      error: 'UserNotConfirmedException',
    });
  });

  it('confirm: a wrong code is refused, a resent code confirms and opens the bank customer', async () => {
    const first = await lastCode(bank, alice.email);
    await expect(
      confirmSignUp({ username: alice.email, confirmationCode: wrongCode(first) }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    bank.clock.advance(1000); // the mailbox lists by time, newest first
    const resent = await resendSignUpCode({ username: alice.email });
    expect(resent).toMatchObject({ destination: 'a***@e***', deliveryMedium: 'EMAIL' });
    const code = await lastCode(bank, alice.email);
    expect(await confirmSignUp({ username: alice.email, confirmationCode: code })).toEqual({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'DONE' },
    });
    const identity = await bank.ctx.db
      .selectFrom('identity_users')
      .select(['sub', 'status'])
      .where('username', '=', alice.email)
      .executeTakeFirstOrThrow();
    expect(identity.status).toBe('CONFIRMED');
    const customer = await bank.ctx.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', '=', identity.sub)
      .executeTakeFirst();
    expect(customer).toEqual({
      id: identity.sub,
      email: alice.email,
      first_name: 'Alice',
      last_name: 'Liddell',
    });
  });

  it('sign-in refuses an unknown user and a wrong password with the same answer', async () => {
    await expect(
      signIn({
        username: 'nobody@example.com',
        password: PASSWORD,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signInAlice('Wrong0ne!')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('sign-in gives Cognito-shaped tokens; the user and attributes read back', async () => {
    expect(await signInAlice()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const session = await fetchAuthSession();
    const sub = session.tokens!.idToken!.payload.sub as string;
    expect(session.tokens!.idToken!.payload).toMatchObject({
      'cognito:username': sub,
      email: alice.email,
      given_name: 'Alice',
      family_name: 'Liddell',
      token_use: 'id',
      aud: CLIENT_ID,
    });
    expect(session.tokens!.accessToken.payload).toMatchObject({ sub, token_use: 'access' });
    expect(await getCurrentUser()).toMatchObject({ userId: sub, username: sub });
    expect(await fetchUserAttributes()).toEqual({
      sub,
      email: alice.email,
      email_verified: 'true',
      given_name: 'Alice',
      family_name: 'Liddell',
    });
    expect(await fetchMFAPreference()).toEqual({});
    // The API accepts the ID token.
    const request = { headers: { authorization: `Bearer ${await idToken()}` } } as FastifyRequest;
    expect((await apiAuthenticate(bank.ctx, request)).userId).toBe(sub);
  });

  it('a forced refresh calls GetTokensFromRefreshToken and keeps the session', async () => {
    await signInAlice();
    const before = await accessPayload();
    bank.clock.advance(60_000);
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(lastCall()).toEqual({ operation: 'GetTokensFromRefreshToken', status: 200 });
    const after = refreshed.tokens!.accessToken.payload;
    expect(after.iat).toBe(Number(before.iat) + 60);
    expect(after.origin_jti).toBe(before.origin_jti);
  });

  it('an expired token is refreshed automatically; the API refuses the old one as expired', async () => {
    await signInAlice();
    const oldId = await idToken();
    const before = await accessPayload();
    // Amplify judges expiry by the wall clock; the bank by its own clock. Move both past the lifetime.
    const ahead = (TTL_SECONDS + 60) * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ahead, shouldAdvanceTime: true });
    bank.clock.advance(ahead);
    const request = { headers: { authorization: `Bearer ${oldId}` } } as FastifyRequest;
    await expect(apiAuthenticate(bank.ctx, request)).rejects.toMatchObject({
      statusCode: 401,
      message: 'CognitoTokenExpired',
    });
    await expect(bank.ctx.tokens.verify(oldId, 'id')).rejects.toBeInstanceOf(TokenExpiredError);
    const calledBefore = calls.length;
    const session = await fetchAuthSession();
    expect(calls.slice(calledBefore).map((c) => c.operation)).toEqual([
      'GetTokensFromRefreshToken',
    ]);
    const after = session.tokens!.accessToken.payload;
    expect(Number(after.iat)).toBeGreaterThanOrEqual(Number(before.iat) + TTL_SECONDS + 60);
    expect((await bank.ctx.tokens.verify(session.tokens!.idToken!.toString(), 'id')).sub).toBe(
      after.sub,
    );
  });

  it('sign-out revokes its refresh token (RevokeToken)', async () => {
    await signInAlice();
    const refreshKey = [...storage.items.keys()].find((key) => key.endsWith('.refreshToken'))!;
    const refreshToken = storage.items.get(refreshKey)!;
    const id = await idToken();
    await signOut();
    expect(lastCall()).toEqual({ operation: 'RevokeToken', status: 200 });
    expect(storage.items.get(refreshKey)).toBeUndefined();
    const reuse = await cognito(bank, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: refreshToken,
    });
    expect(reuse.body.message).toBe('Refresh Token has been revoked');
    await expect(bank.ctx.tokens.verify(id, 'id')).rejects.toThrow('Access Token has been revoked');
  });

  it('TOTP setup: setUpTOTP, a wrong then a right code, updateMFAPreference', async () => {
    await signInAlice();
    const setup = await setUpTOTP();
    alice.secret = setup.sharedSecret;
    expect(alice.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = setup.getSetupUri('Axia', alice.email).toString();
    expect(uri).toBe(`otpauth://totp/Axia:alice@example.com?secret=${alice.secret}&issuer=Axia`);
    await expect(
      verifyTOTPSetup({ code: wrongCode(await totp(bank, alice.secret)) }),
    ).rejects.toMatchObject({ name: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' });
    await verifyTOTPSetup({ code: await totp(bank, alice.secret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    expect(calls.slice(-2).map((c) => c.operation)).toEqual(['SetUserMFAPreference', 'GetUser']);
  });

  it('sign-in with TOTP: a wrong code, the code already used at setup, then the next window’s code', async () => {
    const challenge = await signInAlice();
    expect(challenge).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    const used = await totp(bank, alice.secret);
    await expect(confirmSignIn({ challengeResponse: wrongCode(used) })).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    // Same 30 s window as verifyTOTPSetup: replay protection refuses it.
    await expect(confirmSignIn({ challengeResponse: used })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    expect(await confirmSignIn({ challengeResponse: await totp(bank, alice.secret, 1) })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    expect((await fetchUserAttributes()).email).toBe(alice.email);
    // A refresh after a TOTP sign-in works.
    bank.clock.advance(30_000);
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.idToken).toBeDefined();
  });

  it('an MFA session expires after three minutes', async () => {
    bank.clock.advance(60_000);
    await signInAlice();
    bank.clock.advance(3 * 60_000 + 1000);
    await expect(
      confirmSignIn({ challengeResponse: await totp(bank, alice.secret) }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('global sign-out revokes every session: the old ID token is refused by the API', async () => {
    bank.clock.advance(60_000);
    await signInAlice();
    await confirmSignIn({ challengeResponse: await totp(bank, alice.secret) });
    const id = await idToken();
    // A second session of the same user elsewhere (raw protocol), with the next window's code.
    const challenge = await cognito(bank, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: alice.email, PASSWORD: alice.password },
    });
    const elsewhere = await cognito(bank, 'RespondToAuthChallenge', {
      ClientId: CLIENT_ID,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.body.Session,
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: await totp(bank, alice.secret, 1) },
    });
    const otherAccess = (elsewhere.body.AuthenticationResult as { AccessToken: string })
      .AccessToken;
    expect((await cognito(bank, 'GetUser', { AccessToken: otherAccess })).status).toBe(200);

    await signOut({ global: true });
    expect(lastCall()).toEqual({ operation: 'GlobalSignOut', status: 200 });
    await expect(bank.ctx.tokens.verify(id, 'id')).rejects.toThrow('Access Token has been revoked');
    const request = { headers: { authorization: `Bearer ${id}` } } as FastifyRequest;
    await expect(apiAuthenticate(bank.ctx, request)).rejects.toMatchObject({ statusCode: 401 });
    expect((await cognito(bank, 'GetUser', { AccessToken: otherAccess })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('turning TOTP off needs a code first (verifyTOTPSetup); the next sign-in asks for no code', async () => {
    bank.clock.advance(60_000);
    await signInAlice();
    await confirmSignIn({ challengeResponse: await totp(bank, alice.secret) });
    await expect(updateMFAPreference({ totp: 'DISABLED' })).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await verifyTOTPSetup({ code: await totp(bank, alice.secret, 1) });
    await updateMFAPreference({ totp: 'DISABLED' });
    expect(await fetchMFAPreference()).toEqual({});
    await signOut();
    expect(await signInAlice()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });

  it('change password: the previous one is checked and the policy applies', async () => {
    await signInAlice();
    await expect(
      updatePassword({ oldPassword: 'Wrong0ne!', newPassword: 'Chang3dPass' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      updatePassword({ oldPassword: alice.password, newPassword: 'weakpass' }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await updatePassword({ oldPassword: alice.password, newPassword: 'Chang3dPass' });
    expect(lastCall()).toEqual({ operation: 'ChangePassword', status: 200 });
    await signOut();
    await expect(signInAlice()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    alice.password = 'Chang3dPass';
    expect((await signInAlice()).isSignedIn).toBe(true);
  });

  it('five wrong passwords lock the account; the lock lifts after a while', async () => {
    for (let i = 0; i < 4; i++)
      await expect(signInAlice('Wrong0ne!')).rejects.toMatchObject({
        message: 'Incorrect username or password.',
      });
    await expect(signInAlice('Wrong0ne!')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: expect.stringMatching(/^Password attempts exceeded/),
    });
    await expect(signInAlice()).rejects.toMatchObject({
      message: expect.stringMatching(/^Password attempts exceeded/),
    });
    bank.clock.advance(36_000);
    expect((await signInAlice()).isSignedIn).toBe(true);
  });

  it('forgot password: resetPassword and confirmResetPassword, which also clears a lockout', async () => {
    for (let i = 0; i < 5; i++) await signInAlice('Wrong0ne!').catch(() => {});
    await expect(signInAlice()).rejects.toMatchObject({
      message: expect.stringMatching(/^Password attempts exceeded/),
    });
    const reset = await resetPassword({ username: alice.email });
    expect(reset).toEqual({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: {
          destination: 'a***@e***',
          deliveryMedium: 'EMAIL',
          attributeName: 'email',
        },
      },
    });
    const code = await lastCode(bank, alice.email);
    await expect(
      confirmResetPassword({
        username: alice.email,
        confirmationCode: wrongCode(code),
        newPassword: 'R3setPass',
      }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await confirmResetPassword({
      username: alice.email,
      confirmationCode: code,
      newPassword: 'R3setPass',
    });
    alice.password = 'R3setPass';
    expect((await signInAlice()).isSignedIn).toBe(true);
  });

  it('a user who must reset the password is sent to RESET_PASSWORD, and can then sign in', async () => {
    const email = 'imported@example.com';
    await createConfirmedIdentity(bank.ctx, {
      email,
      password: 'Imp0rtedPass',
      givenName: 'Bob',
      familyName: 'Builder',
      createdAt: bank.clock.now(),
      status: 'RESET_REQUIRED',
    });
    const attempt = await signIn({
      username: email,
      password: 'Imp0rtedPass',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(attempt).toEqual({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } });
    await resetPassword({ username: email });
    await confirmResetPassword({
      username: email,
      confirmationCode: await lastCode(bank, email),
      newPassword: 'Fr3shPass',
    });
    expect(
      await signIn({
        username: email,
        password: 'Fr3shPass',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });
});
