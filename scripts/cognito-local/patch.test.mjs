// Fails if patches/cognito-local+5.3.0.patch stops applying: the operations Amplify v6 sends that cognito-local
// 5.3.0 lacks, through the AWS JSON protocol against a real cognito-local process.
// Run: node --test scripts/cognito-local/patch.test.mjs (the e2e phase runs it before the cognito-local project).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { generateSync } from 'otplib';
import { CODE, cognito, startCognitoLocal } from './start.mjs';

let pool;
before(async () => {
  pool = await startCognitoLocal();
});
after(() => pool?.stop());

const call = (operation, body) => cognito(pool.endpoint, operation, body);
const claims = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
let counter = 0;

async function confirmedUser() {
  const email = `patch.${Date.now().toString(36)}${counter++}@e2e.test`;
  const password = 'Patch-test-1!';
  const signUp = await call('SignUp', {
    ClientId: pool.clientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
  return { email, password };
}

async function signIn({ email, password }) {
  const { status, body } = await call('InitiateAuth', {
    ClientId: pool.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body;
}

const refresh = (RefreshToken) =>
  call('GetTokensFromRefreshToken', { ClientId: pool.clientId, RefreshToken });

test('ResendConfirmationCode mails a new code to an unconfirmed user, and it confirms', async () => {
  const user = await confirmedUser();
  const resend = await call('ResendConfirmationCode', {
    ClientId: pool.clientId,
    Username: user.email,
  });
  assert.equal(resend.status, 200, JSON.stringify(resend.body));
  assert.deepEqual(resend.body.CodeDeliveryDetails, {
    AttributeName: 'email',
    DeliveryMedium: 'EMAIL',
    Destination: user.email,
  });
  const confirm = await call('ConfirmSignUp', {
    ClientId: pool.clientId,
    Username: user.email,
    ConfirmationCode: CODE,
  });
  assert.equal(confirm.status, 200, JSON.stringify(confirm.body));
  const again = await call('ResendConfirmationCode', {
    ClientId: pool.clientId,
    Username: user.email,
  });
  assert.equal(again.status, 400, 'a confirmed user gets no new sign-up code');
});

test('GetTokensFromRefreshToken refreshes; GlobalSignOut revokes every refresh token', async () => {
  const user = await confirmedUser();
  await call('ConfirmSignUp', {
    ClientId: pool.clientId,
    Username: user.email,
    ConfirmationCode: CODE,
  });
  const { AuthenticationResult: first } = await signIn(user);
  // Real Cognito names the session in its tokens; Amplify's signOut() revokes the refresh token only then.
  assert.ok(claims(first.AccessToken).origin_jti, 'access token has origin_jti');
  assert.equal(claims(first.IdToken).origin_jti, claims(first.AccessToken).origin_jti);

  const refreshed = await refresh(first.RefreshToken);
  assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
  assert.equal(claims(refreshed.body.AuthenticationResult.IdToken).sub, claims(first.IdToken).sub);
  assert.equal(claims(refreshed.body.AuthenticationResult.AccessToken).token_use, 'access');

  const { AuthenticationResult: second } = await signIn(user);
  const forged = `${second.AccessToken.slice(0, -4)}AAAA`;
  assert.equal((await call('GlobalSignOut', { AccessToken: forged })).status, 400);
  assert.equal((await call('GlobalSignOut', { AccessToken: second.IdToken })).status, 400);
  const out = await call('GlobalSignOut', { AccessToken: second.AccessToken });
  assert.equal(out.status, 200, JSON.stringify(out.body));
  for (const token of [first.RefreshToken, second.RefreshToken]) {
    const refused = await refresh(token);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.__type, 'NotAuthorizedException');
  }
});

test('a TOTP sign-in (RespondToAuthChallenge) stores its refresh token', async () => {
  const user = await confirmedUser();
  await call('ConfirmSignUp', {
    ClientId: pool.clientId,
    Username: user.email,
    ConfirmationCode: CODE,
  });
  const { AccessToken } = (await signIn(user)).AuthenticationResult;
  const { SecretCode } = (await call('AssociateSoftwareToken', { AccessToken })).body;
  const code = () => generateSync({ secret: SecretCode });
  assert.equal((await call('VerifySoftwareToken', { AccessToken, UserCode: code() })).status, 200);
  const preference = await call('SetUserMFAPreference', {
    AccessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  assert.equal(preference.status, 200, JSON.stringify(preference.body));

  const challenge = await signIn(user);
  assert.equal(challenge.ChallengeName, 'SOFTWARE_TOKEN_MFA');
  const answer = await call('RespondToAuthChallenge', {
    ClientId: pool.clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: code() },
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  // REFRESH_TOKEN_AUTH (unpatched) isolates the stored token from the patched GetTokensFromRefreshToken.
  const refreshed = await call('InitiateAuth', {
    ClientId: pool.clientId,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: answer.body.AuthenticationResult.RefreshToken },
  });
  assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
});
