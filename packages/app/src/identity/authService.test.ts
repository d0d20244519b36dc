import { createBankClient } from '@axia/core';
import { fakeTransport, fakeUser } from '@axia/features/kit/testing';
import type { AmplifyAuth } from './amplify';
import { createAuthService, mapSignInStep } from './authService';

function setup(amplify: Partial<Record<keyof AmplifyAuth, unknown>> = {}) {
  const session = {
    setSession: vi.fn(),
    setUser: vi.fn(),
    setChallenge: vi.fn(),
    recordSignInComplete: vi.fn(),
  };
  const clearStores = vi.fn();
  const fakes = {
    signIn: vi.fn(async () => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })),
    confirmSignIn: vi.fn(async () => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })),
    signUp: vi.fn(async () => ({})),
    confirmSignUp: vi.fn(async () => ({})),
    resendSignUpCode: vi.fn(async () => ({})),
    resetPassword: vi.fn(async () => ({})),
    confirmResetPassword: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    fetchAuthSession: vi.fn(async () => ({})),
    updatePassword: vi.fn(async () => undefined),
    fetchMFAPreference: vi.fn(async () => ({ enabled: ['TOTP'], preferred: 'TOTP' })),
    setUpTOTP: vi.fn(async () => ({
      sharedSecret: 'JBSWY3DPEHPK3PXP',
      getSetupUri: (issuer: string, account: string) =>
        new URL(`otpauth://totp/${issuer}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${issuer}`),
    })),
    verifyTOTPSetup: vi.fn(async () => undefined),
    updateMFAPreference: vi.fn(async () => undefined),
    ...amplify,
  };
  const auth = createAuthService({
    amplify: fakes as unknown as AmplifyAuth,
    api: () => createBankClient(fakeTransport({ getUser: fakeUser })),
    session,
    clearStores,
    fetchCaptcha: async () => ({ token: 'captcha-1' }),
  });
  return { auth, fakes, session, clearStores };
}

describe('AuthService over Amplify', () => {
  it.each([
    ['DONE', 'DONE'],
    ['CONFIRM_SIGN_UP', 'CONFIRM_SIGN_UP'],
    ['RESET_PASSWORD', 'RESET_PASSWORD'],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', 'TOTP'],
  ] as const)('maps %s to %s', (step, expected) => {
    expect(mapSignInStep(step)).toBe(expected);
  });

  it('rejects steps the app does not support', () => {
    expect(() => mapSignInStep('CONTINUE_SIGN_IN_WITH_MFA_SELECTION')).toThrow(/Unsupported/);
  });

  it('signs in with USER_PASSWORD_AUTH and records the session', async () => {
    const t = setup();
    await expect(t.auth.signIn('ada@demo.test', 'Demo1234!')).resolves.toBe('DONE');
    expect(t.fakes.signIn).toHaveBeenCalledWith({
      username: 'ada@demo.test',
      password: 'Demo1234!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(t.session.setSession).toHaveBeenCalledWith(true);
  });

  it('records a TOTP challenge', async () => {
    const t = setup({
      signIn: vi.fn(async () => ({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
      })),
    });
    await expect(t.auth.signIn('mfa@demo.test', 'x')).resolves.toBe('TOTP');
    expect(t.session.setChallenge).toHaveBeenCalledWith('SOFTWARE_TOKEN_MFA');
    expect(t.session.setSession).not.toHaveBeenCalled();
    await t.auth.confirmSignIn('123456');
    expect(t.fakes.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(t.session.setSession).toHaveBeenCalledWith(true);
  });

  it('signs in with a passkey: USER_AUTH with WEB_AUTHN preferred, no password, and records the session', async () => {
    const t = setup();
    await expect(t.auth.signInWithPasskey('ada@demo.test')).resolves.toBe('DONE');
    expect(t.fakes.signIn).toHaveBeenCalledWith({
      username: 'ada@demo.test',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
    });
    expect(t.session.setSession).toHaveBeenCalledWith(true);
  });

  it("signs in with the browser's passkey autofill: the picked passkey's signature as clientMetadata", async () => {
    const t = setup();
    await expect(t.auth.signInWithPasskeyAutofill('sub-ada', '{"id":"Y3JlZA"}')).resolves.toBe(
      'DONE',
    );
    expect(t.fakes.signIn).toHaveBeenCalledWith({
      username: 'sub-ada',
      options: {
        authFlowType: 'USER_AUTH',
        preferredChallenge: 'WEB_AUTHN',
        clientMetadata: { autofillCredential: '{"id":"Y3JlZA"}' },
      },
    });
    expect(t.session.setSession).toHaveBeenCalledWith(true);
  });

  it('a passkey sign-in over a stale stored session signs that out and tries once more', async () => {
    const stale = Object.assign(new Error('There is already a signed in user.'), {
      name: 'UserAlreadyAuthenticatedException',
    });
    const signIn = vi
      .fn()
      .mockRejectedValueOnce(stale)
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const t = setup({ signIn });
    await expect(t.auth.signInWithPasskey('ada@demo.test')).resolves.toBe('DONE');
    expect(t.fakes.signOut).toHaveBeenCalledOnce();
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it("keeps a passkey prompt's error name (the prompt closed) for the screen to say", async () => {
    const closed = Object.assign(new Error('Passkey authentication ceremony has been canceled.'), {
      name: 'PasskeyAuthenticationCanceled',
    });
    const t = setup({ signIn: vi.fn(async () => Promise.reject(closed)) });
    await expect(t.auth.signInWithPasskey('ada@demo.test')).rejects.toMatchObject({
      name: 'PasskeyAuthenticationCanceled',
    });
    expect(t.fakes.signOut).not.toHaveBeenCalled();
    expect(t.session.setSession).not.toHaveBeenCalled();
  });

  it('keeps the provider error name and message', async () => {
    const error = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    const t = setup({ signIn: vi.fn(async () => Promise.reject(error)) });
    await expect(t.auth.signIn('a@b.test', 'x')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('signs up with the attributes and the captcha token as validation data', async () => {
    const t = setup();
    await t.auth.signUp({
      email: 'new@demo.test',
      password: 'Demo1234!',
      firstName: 'Grace',
      lastName: 'Hopper',
      captchaToken: 'captcha-1',
    });
    expect(t.fakes.signUp).toHaveBeenCalledWith({
      username: 'new@demo.test',
      password: 'Demo1234!',
      options: {
        userAttributes: { given_name: 'Grace', family_name: 'Hopper', email: 'new@demo.test' },
        validationData: { captchaToken: 'captcha-1' },
      },
    });
  });

  it('passes codes and passwords through', async () => {
    const t = setup();
    await t.auth.confirmSignUp('a@b.test', '123456');
    await t.auth.resendSignUpCode('a@b.test');
    await t.auth.resetPassword('a@b.test');
    await t.auth.confirmResetPassword('a@b.test', '654321', 'New1234!');
    expect(t.fakes.confirmSignUp).toHaveBeenCalledWith({
      username: 'a@b.test',
      confirmationCode: '123456',
    });
    expect(t.fakes.resendSignUpCode).toHaveBeenCalledWith({ username: 'a@b.test' });
    expect(t.fakes.resetPassword).toHaveBeenCalledWith({ username: 'a@b.test' });
    expect(t.fakes.confirmResetPassword).toHaveBeenCalledWith({
      username: 'a@b.test',
      confirmationCode: '654321',
      newPassword: 'New1234!',
    });
  });

  it('loads the user into the session', async () => {
    const t = setup();
    await expect(t.auth.loadUser()).resolves.toMatchObject({ id: 'user-1' });
    expect(t.session.setUser).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-1' }));
  });

  it('records the profile the login flow hands over when it is through', () => {
    const t = setup();
    const user = { id: 'user-2' } as Parameters<typeof t.auth.completeSignIn>[0];
    t.auth.completeSignIn(user);
    expect(t.session.setUser).toHaveBeenCalledWith(user);
    // Only now may a reload resume the session.
    expect(t.session.recordSignInComplete).toHaveBeenCalled();
  });

  it('signs out and clears the stores even when revocation fails', async () => {
    const t = setup({ signOut: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await t.auth.signOut();
    expect(t.clearStores).toHaveBeenCalledTimes(1);
  });

  it('gets the sandbox captcha token', async () => {
    await expect(setup().auth.sandboxCaptchaToken()).resolves.toBe('captcha-1');
  });

  it('changes the password with the old and new ones', async () => {
    const { auth, fakes } = setup();
    await auth.changePassword('Old-pass1', 'New-pass2');
    expect(fakes.updatePassword).toHaveBeenCalledWith({
      oldPassword: 'Old-pass1',
      newPassword: 'New-pass2',
    });
  });

  it('reads the login MFA state from the TOTP preference', async () => {
    expect(await setup().auth.fetchLoginMfaEnabled()).toBe(true);
    const off = setup({ fetchMFAPreference: vi.fn(async () => ({})) });
    expect(await off.auth.fetchLoginMfaEnabled()).toBe(false);
  });

  it("sets up TOTP: the secret and the otpauth URI for issuer 'Axia'", async () => {
    const setup1 = await setup().auth.startTotpSetup('ada@demo.test');
    expect(setup1.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(setup1.uri).toMatch(
      /^otpauth:\/\/totp\/Axia:ada@demo\.test\?secret=JBSWY3DPEHPK3PXP&issuer=Axia$/,
    );
  });

  it('verifies a code and turns login MFA on (PREFERRED) or off (DISABLED)', async () => {
    const { auth, fakes } = setup();
    await auth.verifyTotp('123456');
    expect(fakes.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
    await auth.setLoginMfa(true);
    expect(fakes.updateMFAPreference).toHaveBeenLastCalledWith({ totp: 'PREFERRED' });
    await auth.setLoginMfa(false);
    expect(fakes.updateMFAPreference).toHaveBeenLastCalledWith({ totp: 'DISABLED' });
  });

  it('adds a passkey through Amplify and keeps its refusal as the provider said it', async () => {
    const { auth, fakes } = setup({ associateWebAuthnCredential: vi.fn(async () => undefined) });
    await auth.associateWebAuthnCredential();
    expect(fakes.associateWebAuthnCredential).toHaveBeenCalledTimes(1);
    const refusal = Object.assign(new Error('Confirm it is you before you add a passkey.'), {
      name: 'NotAuthorizedException',
    });
    const refused = setup({
      associateWebAuthnCredential: vi.fn(async () => Promise.reject(refusal)),
    });
    await expect(refused.auth.associateWebAuthnCredential()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Confirm it is you before you add a passkey.',
    });
  });

  it('lists the passkeys of every page, by id, name and date added', async () => {
    const added = new Date('2026-11-30T09:00:00.000Z');
    const listWebAuthnCredentials = vi
      .fn()
      .mockResolvedValueOnce({
        credentials: [
          { credentialId: 'cred-1', friendlyCredentialName: 'Laptop', createdAt: added },
          { credentialId: undefined, friendlyCredentialName: 'No id' },
        ],
        nextToken: 'page-2',
      })
      .mockResolvedValueOnce({ credentials: [{ credentialId: 'cred-2' }] });
    const { auth } = setup({ listWebAuthnCredentials });
    expect(await auth.listWebAuthnCredentials()).toEqual([
      { credentialId: 'cred-1', name: 'Laptop', createdAt: added },
      { credentialId: 'cred-2', name: null, createdAt: null },
    ]);
    expect(listWebAuthnCredentials).toHaveBeenNthCalledWith(1, undefined);
    expect(listWebAuthnCredentials).toHaveBeenNthCalledWith(2, { nextToken: 'page-2' });
  });

  it('removes a passkey by its credential id', async () => {
    const { auth, fakes } = setup({ deleteWebAuthnCredential: vi.fn(async () => undefined) });
    await auth.deleteWebAuthnCredential('cred-1');
    expect(fakes.deleteWebAuthnCredential).toHaveBeenCalledWith({ credentialId: 'cred-1' });
  });
});
