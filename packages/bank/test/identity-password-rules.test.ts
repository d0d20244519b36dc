import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  CLIENT_ID,
  cognito,
  confirmedIdentity,
  lastCode,
  PASSWORD,
  rawSignIn,
  rawSignUp,
  tokensOf,
} from './identity-support';

// Issue 27, finding 13: every path that sets a password refuses a common one (zxcvbn-ts's list of common
// passwords, compared in lower case), and ChangePassword and ConfirmForgotPassword refuse the current password as
// the new one; all as Cognito answers a policy failure (InvalidPasswordException), nothing changed.

const COMMON = 'Password1'; // meets the character rules; 'password1' is on the list
const COMMON_ANSWER = {
  __type: 'InvalidPasswordException',
  message:
    'Password did not conform with policy: This password is too common. Please choose a less common password.',
};
const UNCHANGED_ANSWER = {
  __type: 'InvalidPasswordException',
  message:
    'Password did not conform with policy: The new password must be different from the current password.',
};

describe.skipIf(engineUnavailable)(`identity password rules (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank({ TOKEN_TTL_SECONDS: '600' });
  });
  afterAll(async () => {
    await bank?.close();
  });

  const change = (AccessToken: string, PreviousPassword: string, ProposedPassword: string) =>
    cognito(bank, 'ChangePassword', { AccessToken, PreviousPassword, ProposedPassword });

  it('SignUp refuses a common password, in any case, and creates nothing', async () => {
    for (const password of [COMMON, 'pASSWORD1', 'Qwerty123']) {
      const reply = await rawSignUp(bank, 'common@example.com', { Password: password });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(COMMON_ANSWER);
    }
    // Nothing was created: the same e-mail signs up with a good password.
    expect((await rawSignUp(bank, 'common@example.com')).status).toBe(200);
  });

  it('ConfirmForgotPassword refuses a common password; the code and the old password still work', async () => {
    const email = 'reset-common@example.com';
    await confirmedIdentity(bank, email);
    await cognito(bank, 'ForgotPassword', { ClientId: CLIENT_ID, Username: email });
    const code = await lastCode(bank, email);
    const reset = (Password: string) =>
      cognito(bank, 'ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: code,
        Password,
      });
    expect((await reset('Welcome1')).body).toEqual(COMMON_ANSWER);
    expect((await rawSignIn(bank, email)).status).toBe(200);
    expect((await reset('N3wAndRare')).body).toEqual({});
  });

  it('ConfirmForgotPassword refuses the current password as the new one (only with the right code); the code still works', async () => {
    const email = 'reset-same@example.com';
    await confirmedIdentity(bank, email);
    await cognito(bank, 'ForgotPassword', { ClientId: CLIENT_ID, Username: email });
    const code = await lastCode(bank, email);
    const reset = (Password: string, ConfirmationCode = code) =>
      cognito(bank, 'ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode,
        Password,
      });
    // A wrong code tells nothing about the password.
    expect((await reset(PASSWORD, code === '000000' ? '111111' : '000000')).body.__type).toBe(
      'CodeMismatchException',
    );
    expect((await reset(PASSWORD)).body).toEqual(UNCHANGED_ANSWER);
    expect((await rawSignIn(bank, email)).status).toBe(200);
    expect((await reset('N3wAndRare')).body).toEqual({});
    expect((await rawSignIn(bank, email, 'N3wAndRare')).status).toBe(200);
  });

  it('ChangePassword refuses a common password and the current password; the password stays', async () => {
    const email = 'change-rules@example.com';
    await confirmedIdentity(bank, email);
    const { AccessToken } = tokensOf(await rawSignIn(bank, email));
    expect((await change(AccessToken, PASSWORD, 'Passw0rd')).body).toEqual(COMMON_ANSWER);
    expect((await change(AccessToken, PASSWORD, PASSWORD)).body).toEqual(UNCHANGED_ANSWER);
    // With a wrong previous password the answer is the wrong password, whatever the proposed one.
    expect((await change(AccessToken, 'Wr0ngPassx', 'Wr0ngPassx')).body.message).toBe(
      'Incorrect username or password.',
    );
    expect((await rawSignIn(bank, email)).status).toBe(200);
    expect((await change(AccessToken, PASSWORD, 'Chang3dPass')).body).toEqual({});
  });

  it('the admin and seed path refuses a common password too', async () => {
    await expect(
      confirmedIdentity(bank, 'admin-common@example.com', { password: 'Letmein1' }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });
});
