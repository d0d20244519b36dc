import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  CLIENT_ID,
  cognito,
  confirmedIdentity,
  PASSWORD,
  rawSignIn,
  tokensOf,
  totp,
  type RawTokens,
} from './identity-support';

// Seed 002 §5 'Phone, password', issue 16 §5: ChangePassword as aws-amplify's updatePassword sends it
// ({AccessToken, PreviousPassword, ProposedPassword} → {}). The previous password is checked (a wrong one counts
// toward the sign-in lockout), the policy applies, the new hash is stored, and every OTHER session is signed out:
// its refresh token, its access token, and a sign-in halfway through its TOTP challenge. The caller's session stays.

const NEW_PASSWORD = 'Chang3dPass';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

describe.skipIf(engineUnavailable)(`identity ChangePassword (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank({ TOKEN_TTL_SECONDS: '600' });
  });
  afterAll(async () => {
    await bank?.close();
  });

  const confirmed = (email: string, totpSecret?: string) =>
    confirmedIdentity(bank, email, totpSecret ? { totpSecret } : {});
  const change = (AccessToken: string, PreviousPassword: string, ProposedPassword: string) =>
    cognito(bank, 'ChangePassword', { AccessToken, PreviousPassword, ProposedPassword });
  const refresh = (tokens: RawTokens) =>
    cognito(bank, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: tokens.RefreshToken,
    });
  const signIn = async (email: string, password = PASSWORD) => {
    const res = await rawSignIn(bank, email, password);
    expect(res.status).toBe(200);
    return tokensOf(res);
  };

  it('stores the new password and signs out every other session; the caller keeps working', async () => {
    const email = 'change@example.com';
    await confirmed(email);
    const mine = await signIn(email);
    const other = await signIn(email);
    const third = await signIn(email);

    expect((await change(mine.AccessToken, PASSWORD, NEW_PASSWORD)).body).toEqual({});

    // The caller: its access token, and its refresh token (a new access token that works).
    expect((await cognito(bank, 'GetUser', { AccessToken: mine.AccessToken })).status).toBe(200);
    const refreshed = await refresh(mine);
    expect(refreshed.status).toBe(200);
    const newAccess = (refreshed.body.AuthenticationResult as RawTokens).AccessToken;
    expect((await cognito(bank, 'GetUser', { AccessToken: newAccess })).status).toBe(200);

    // Every other session: refresh token and access token revoked.
    for (const tokens of [other, third]) {
      expect((await refresh(tokens)).body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
      expect((await cognito(bank, 'GetUser', { AccessToken: tokens.AccessToken })).body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
    }
    // The bank API refuses the other sessions' ID tokens too.
    const api = await fetch(`${bank.url}/api/user`, {
      headers: { authorization: `Bearer ${other.IdToken}` },
    });
    expect(api.status).toBe(401);

    // The old password no longer signs in; the new one does.
    expect((await rawSignIn(bank, email)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await signIn(email, NEW_PASSWORD);
  });

  it('a sign-in halfway through its TOTP challenge is over once the password changes', async () => {
    const email = 'change-totp@example.com';
    await confirmed(email, TOTP_SECRET);
    const first = await rawSignIn(bank, email);
    const done = await cognito(bank, 'RespondToAuthChallenge', {
      ClientId: CLIENT_ID,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: first.body.Session,
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: await totp(bank, TOTP_SECRET) },
    });
    const mine = tokensOf(done);
    const pending = (await rawSignIn(bank, email)).body.Session as string;
    expect(pending).toBeTruthy();

    expect((await change(mine.AccessToken, PASSWORD, NEW_PASSWORD)).body).toEqual({});
    const late = await cognito(bank, 'RespondToAuthChallenge', {
      ClientId: CLIENT_ID,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: pending,
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: await totp(bank, TOTP_SECRET, 1) },
    });
    expect(late.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    expect((await cognito(bank, 'GetUser', { AccessToken: mine.AccessToken })).status).toBe(200);
  });

  it('refuses a wrong previous password and a password outside the policy, changing nothing', async () => {
    const email = 'change-refused@example.com';
    await confirmed(email);
    const mine = await signIn(email);
    const other = await signIn(email);

    expect((await change(mine.AccessToken, 'Wrong0ne!', NEW_PASSWORD)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    for (const [proposed, problem] of [
      ['Sh0rt', 'Password not long enough'],
      ['nouppercase1', 'Password must have uppercase characters'],
      ['NOLOWERCASE1', 'Password must have lowercase characters'],
      ['NoDigitsHere', 'Password must have numeric characters'],
    ]) {
      expect((await change(mine.AccessToken, PASSWORD, proposed!)).body).toEqual({
        __type: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${problem}`,
      });
    }
    // Nothing changed: the old password signs in, the other session lives.
    await signIn(email);
    expect((await cognito(bank, 'GetUser', { AccessToken: other.AccessToken })).status).toBe(200);
    expect((await refresh(other)).status).toBe(200);
  });

  it('counts wrong previous passwords toward the sign-in lockout', async () => {
    const email = 'change-lock@example.com';
    await confirmed(email);
    const mine = await signIn(email);
    const messages: unknown[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await change(mine.AccessToken, 'Wrong0ne!', NEW_PASSWORD)).body.message);
    expect(messages).toEqual([
      ...Array(4).fill('Incorrect username or password.'),
      expect.stringMatching(/^Password attempts exceeded/),
    ]);
    // Locked: neither sign-in nor a change with the right password, until the lock lifts.
    expect((await rawSignIn(bank, email)).body.message).toMatch(/^Password attempts exceeded/);
    expect((await change(mine.AccessToken, PASSWORD, NEW_PASSWORD)).body.message).toMatch(
      /^Password attempts exceeded/,
    );
    bank.clock.advance(36_000);
    expect((await change(mine.AccessToken, PASSWORD, NEW_PASSWORD)).body).toEqual({});
    await signIn(email, NEW_PASSWORD);
  });

  it('needs a valid access token', async () => {
    expect((await change('not-a-token', PASSWORD, NEW_PASSWORD)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
    const email = 'change-signed-out@example.com';
    await confirmed(email);
    const mine = await signIn(email);
    await cognito(bank, 'RevokeToken', { ClientId: CLIENT_ID, Token: mine.RefreshToken });
    expect((await change(mine.AccessToken, PASSWORD, NEW_PASSWORD)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    await signIn(email);
  });
});
