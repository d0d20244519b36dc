import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import {
  CLIENT_ID,
  claimsOf,
  cognito,
  confirmedIdentity,
  lastCode,
  rawSignIn,
  tokensOf,
  totp,
} from './identity-support';
import { SoftwareAuthenticator } from './passkey-authenticator';

// Issue 45: the identity's passkey operations as Amplify 6.22 calls them (StartWebAuthnRegistration,
// CompleteWebAuthnRegistration, ListWebAuthnCredentials, DeleteWebAuthnCredential, InitiateAuth USER_AUTH with the
// WEB_AUTHN challenge, RespondToAuthChallenge WEB_AUTHN), the autofill extension (StartWebAuthnAutofill, then
// USER_AUTH with ClientMetadata.autofillCredential), password sign-in off, and the bank API's passkey calls. The
// browser is the software authenticator (test/passkey-authenticator.ts) on the bank's own origin.

const CONFIRM_FIRST = {
  __type: 'NotAuthorizedException',
  message: 'Confirm it is you before you add a passkey.',
};
const PASSWORD_OFF = {
  __type: 'NotAuthorizedException',
  message: 'Password sign-in is turned off for this account. Sign in with your passkey.',
};

describe.skipIf(engineUnavailable)(`identity: passkeys (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank({ TOKEN_TTL_SECONDS: '3600' });
  });
  afterAll(async () => {
    await bank?.close();
  });

  /** A confirmed customer signed in by password now: their sub, access and ID tokens. */
  async function customer(email: string) {
    const sub = await confirmedIdentity(bank, email);
    const tokens = tokensOf(await rawSignIn(bank, email));
    return {
      sub,
      email,
      access: tokens.AccessToken,
      api: { id: sub, email, token: tokens.IdToken },
    };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  /** Adds a passkey as Amplify's associateWebAuthnCredential does: start, the browser's create, complete. */
  async function addPasskey(who: Customer, authenticator = SoftwareAuthenticator.create(bank.url)) {
    const start = await cognito(bank, 'StartWebAuthnRegistration', { AccessToken: who.access });
    expect(start.status).toBe(200);
    const options = start.body.CredentialCreationOptions as never;
    const complete = await cognito(bank, 'CompleteWebAuthnRegistration', {
      AccessToken: who.access,
      Credential: authenticator.register(options),
    });
    expect(complete).toMatchObject({ status: 200, body: {} });
    return authenticator;
  }

  /** Amplify's signIn USER_AUTH / WEB_AUTHN: the challenge, then the assertion of `authenticator`. */
  async function passkeySignIn(
    username: string,
    authenticator: SoftwareAuthenticator,
    spoil: Parameters<SoftwareAuthenticator['assert']>[1] = {},
  ) {
    const start = await cognito(bank, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });
    expect(start.body.ChallengeName).toBe('WEB_AUTHN');
    const params = start.body.ChallengeParameters as { CREDENTIAL_REQUEST_OPTIONS: string };
    const options = JSON.parse(params.CREDENTIAL_REQUEST_OPTIONS) as {
      challenge: string;
      rpId: string;
      allowCredentials: { id: string }[];
      userVerification: string;
    };
    const respond = (credential: unknown) =>
      cognito(bank, 'RespondToAuthChallenge', {
        ClientId: CLIENT_ID,
        ChallengeName: 'WEB_AUTHN',
        Session: start.body.Session,
        ChallengeResponses: { USERNAME: username, CREDENTIAL: JSON.stringify(credential) },
      });
    const reply = await respond(authenticator.assert(options, spoil));
    return { options, reply, respond };
  }

  it('adds a passkey after a fresh sign-in: discoverable, user verification, payment, the sub as user id', async () => {
    const ada = await customer('ada@passkeys.test');
    const start = await cognito(bank, 'StartWebAuthnRegistration', { AccessToken: ada.access });
    expect(start.status).toBe(200);
    expect(start.body.CredentialCreationOptions).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Axia' },
      user: { id: Buffer.from(ada.sub).toString('base64url'), name: ada.email },
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        residentKey: 'required',
        userVerification: 'required',
      },
      extensions: { payment: { isPayment: true } },
      excludeCredentials: [],
    });
    const passkey = SoftwareAuthenticator.create(bank.url);
    const complete = await cognito(bank, 'CompleteWebAuthnRegistration', {
      AccessToken: ada.access,
      Credential: passkey.register(start.body.CredentialCreationOptions as never),
    });
    expect(complete).toMatchObject({ status: 200, body: {} });

    const list = await cognito(bank, 'ListWebAuthnCredentials', { AccessToken: ada.access });
    expect(list.body).toEqual({
      Credentials: [
        {
          CredentialId: passkey.credentialId,
          FriendlyCredentialName: 'Passkey',
          RelyingPartyId: '127.0.0.1',
          AuthenticatorTransports: ['internal', 'hybrid'],
          CreatedAt: Math.floor(bank.clock.now().getTime() / 1000),
        },
      ],
    });
    // The next registration excludes it: the authenticator does not make a second one.
    const again = await cognito(bank, 'StartWebAuthnRegistration', { AccessToken: ada.access });
    expect(again.body.CredentialCreationOptions).toMatchObject({
      excludeCredentials: [{ id: passkey.credentialId, type: 'public-key' }],
    });
  });

  it('refuses to add a passkey 10 minutes after the sign-in, unless a code granted it (spent by the passkey)', async () => {
    const bea = await customer('bea@passkeys.test');
    bank.clock.advance(10 * 60_000 + 1000);
    try {
      const late = await cognito(bank, 'StartWebAuthnRegistration', { AccessToken: bea.access });
      expect(late).toMatchObject({ status: 400, body: CONFIRM_FIRST });
      await bank.ctx.db
        .updateTable('identity_users')
        .set({ passkey_grant_until: new Date(bank.clock.now().getTime() + 5 * 60_000) })
        .where('sub', '=', bea.sub)
        .execute();
      await addPasskey(bea);
      const grant = await bank.ctx.db
        .selectFrom('identity_users')
        .select('passkey_grant_until')
        .where('sub', '=', bea.sub)
        .executeTakeFirstOrThrow();
      expect(grant.passkey_grant_until).toBeNull();
      const spent = await cognito(bank, 'StartWebAuthnRegistration', { AccessToken: bea.access });
      expect(spent).toMatchObject({ status: 400, body: CONFIRM_FIRST });
    } finally {
      bank.clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('refuses a registration from another origin, without user verification, or over a used challenge', async () => {
    const cy = await customer('cy@passkeys.test');
    const start = async () =>
      (await cognito(bank, 'StartWebAuthnRegistration', { AccessToken: cy.access })).body
        .CredentialCreationOptions as never;
    const complete = (Credential: unknown) =>
      cognito(bank, 'CompleteWebAuthnRegistration', { AccessToken: cy.access, Credential });
    const refused = {
      status: 400,
      body: {
        __type: 'NotAuthorizedException',
        message: 'We could not add this passkey. Please try again.',
      },
    };
    const authenticator = SoftwareAuthenticator.create(bank.url);
    expect(
      await complete(authenticator.register(await start(), { origin: 'https://evil.example' })),
    ).toMatchObject(refused);
    expect(
      await complete(authenticator.register(await start(), { userVerified: false })),
    ).toMatchObject(refused);
    const options = await start();
    expect(await complete(authenticator.register(options))).toMatchObject({ status: 200 });
    expect(await complete(SoftwareAuthenticator.create(bank.url).register(options))).toMatchObject({
      status: 400,
      body: {
        __type: 'NotAuthorizedException',
        message: 'The passkey request has expired. Please try again.',
      },
    });
    const list = await cognito(bank, 'ListWebAuthnCredentials', { AccessToken: cy.access });
    expect((list.body.Credentials as unknown[]).length).toBe(1);
  });

  it('signs in with a passkey (no TOTP step), keeping its counter and last use; the Session is used once', async () => {
    const email = 'dee@passkeys.test';
    const sub = await confirmedIdentity(bank, email, { totpSecret: 'JBSWY3DPEHPK3PXP' });
    // Her password sign-in needs the TOTP step; a fresh session for adding the passkey comes through it.
    const challenge = await rawSignIn(bank, email);
    const done = await cognito(bank, 'RespondToAuthChallenge', {
      ClientId: CLIENT_ID,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.body.Session,
      ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: await totp(bank, 'JBSWY3DPEHPK3PXP') },
    });
    const dee = {
      sub,
      email,
      access: tokensOf(done).AccessToken,
      api: { id: sub, email, token: '' },
    };
    const passkey = await addPasskey(dee);

    const { options, reply, respond } = await passkeySignIn(dee.email, passkey);
    expect(options).toMatchObject({
      rpId: '127.0.0.1',
      userVerification: 'required',
      allowCredentials: [{ id: passkey.credentialId }],
    });
    expect(reply.status).toBe(200);
    const tokens = tokensOf(reply);
    expect(claimsOf(tokens.IdToken).sub).toBe(dee.sub);
    expect(tokens.RefreshToken).toEqual(expect.any(String));
    const row = await bank.ctx.db
      .selectFrom('webauthn_credentials')
      .select(['sign_count', 'last_used_at'])
      .where('credential_id', '=', passkey.credentialId)
      .executeTakeFirstOrThrow();
    expect(Number(row.sign_count)).toBe(1);
    expect(new Date(row.last_used_at!).getTime()).toBe(bank.clock.now().getTime());
    // The same Session again, with a new good assertion: used.
    expect(await respond(passkey.assert(options))).toMatchObject({
      status: 400,
      body: {
        __type: 'NotAuthorizedException',
        message: 'The passkey request has expired. Please try again.',
      },
    });
  });

  it("refuses another customer's passkey, a spoiled assertion, a replayed counter and an expired challenge", async () => {
    const eve = await customer('eve@passkeys.test');
    const fay = await customer('fay@passkeys.test');
    const evesPasskey = await addPasskey(eve);
    await addPasskey(fay);
    const NOT_THEIRS = {
      status: 400,
      body: {
        __type: 'NotAuthorizedException',
        message: 'This passkey is not one of your account’s passkeys.',
      },
    };
    const NOT_VERIFIED = {
      status: 400,
      body: {
        __type: 'NotAuthorizedException',
        message: 'We could not verify your passkey. Please try again.',
      },
    };
    expect((await passkeySignIn(fay.email, evesPasskey)).reply).toMatchObject(NOT_THEIRS);
    expect(
      (await passkeySignIn(eve.email, evesPasskey, { origin: 'https://evil.example' })).reply,
    ).toMatchObject(NOT_VERIFIED);
    expect(
      (await passkeySignIn(eve.email, evesPasskey, { userVerified: false })).reply,
    ).toMatchObject(NOT_VERIFIED);
    expect((await passkeySignIn(eve.email, evesPasskey)).reply.status).toBe(200);
    // A counter that did not grow (a cloned authenticator), then one that did.
    expect(
      (await passkeySignIn(eve.email, evesPasskey, { counter: evesPasskey.counter })).reply,
    ).toMatchObject(NOT_VERIFIED);
    expect((await passkeySignIn(eve.email, evesPasskey)).reply.status).toBe(200);

    const start = await cognito(bank, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: eve.email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });
    const options = JSON.parse(
      (start.body.ChallengeParameters as Record<string, string>).CREDENTIAL_REQUEST_OPTIONS!,
    ) as { challenge: string };
    bank.clock.advance(5 * 60_000 + 1000);
    try {
      const late = await cognito(bank, 'RespondToAuthChallenge', {
        ClientId: CLIENT_ID,
        ChallengeName: 'WEB_AUTHN',
        Session: start.body.Session,
        ChallengeResponses: {
          USERNAME: eve.email,
          CREDENTIAL: JSON.stringify(evesPasskey.assert(options)),
        },
      });
      expect(late.body.message).toBe('The passkey request has expired. Please try again.');
    } finally {
      bank.clock.advance(-(5 * 60_000 + 1000));
    }
  });

  it('answers an unknown user as one without passkeys: a challenge listing none', async () => {
    const reply = await cognito(bank, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: 'nobody@passkeys.test', PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });
    expect(reply.body.ChallengeName).toBe('WEB_AUTHN');
    const options = JSON.parse(
      (reply.body.ChallengeParameters as Record<string, string>).CREDENTIAL_REQUEST_OPTIONS!,
    ) as { allowCredentials: unknown[] };
    expect(options.allowCredentials).toEqual([]);
  });

  it('signs in by the browser autofill: a challenge for anyone, the assertion in ClientMetadata, used once', async () => {
    const gus = await customer('gus@passkeys.test');
    const hal = await customer('hal@passkeys.test');
    const passkey = await addPasskey(gus);
    const autofill = await cognito(bank, 'StartWebAuthnAutofill', { ClientId: CLIENT_ID });
    expect(autofill.status).toBe(200);
    const options = autofill.body.CredentialRequestOptions as {
      challenge: string;
      allowCredentials: unknown[];
      userVerification: string;
    };
    expect(options).toMatchObject({ allowCredentials: [], userVerification: 'required' });
    expect(autofill.body.ChallengeId).toEqual(expect.any(String));
    const assertion = passkey.assert(options);
    // The app turns the userHandle back into the username: the sub.
    const username = Buffer.from(assertion.response.userHandle!, 'base64url').toString();
    expect(username).toBe(gus.sub);
    const signIn = (name: string) =>
      cognito(bank, 'InitiateAuth', {
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_AUTH',
        AuthParameters: { USERNAME: name, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
        ClientMetadata: { autofillCredential: JSON.stringify(assertion) },
      });
    // Another user named with Gus's assertion: refused, and that used the challenge.
    expect((await signIn(hal.sub)).body.message).toBe(
      'This passkey is not one of your account’s passkeys.',
    );
    // The app's plain POST sends no ClientId.
    const next = await cognito(bank, 'StartWebAuthnAutofill', {});
    const good = passkey.assert(next.body.CredentialRequestOptions as never);
    const done = await cognito(bank, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
      ClientMetadata: { autofillCredential: JSON.stringify(good) },
    });
    expect(done.status).toBe(200);
    expect(claimsOf(tokensOf(done).IdToken).sub).toBe(gus.sub);
    const replay = await cognito(bank, 'InitiateAuth', {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
      ClientMetadata: { autofillCredential: JSON.stringify(good) },
    });
    expect(replay.body.message).toBe('The passkey request has expired. Please try again.');
    expect(
      (await cognito(bank, 'StartWebAuthnAutofill', { ClientId: 'another' })).body.__type,
    ).toBe('ResourceNotFoundException');
  });

  it('turns password sign-in off once a passkey exists; a reset keeps it off; the last passkey stays', async () => {
    const ivy = await customer('ivy@passkeys.test');
    expect(
      await callApi(bank, ivy.api, 'PUT', '/user/password-sign-in', { enabled: false }),
    ).toEqual({
      status: 422,
      body: { statusCode: 422, message: 'Add a passkey before you turn password sign-in off.' },
    });
    const passkey = await addPasskey(ivy);
    expect(
      await callApi(bank, ivy.api, 'PUT', '/user/password-sign-in', { enabled: false }),
    ).toEqual({ status: 200, body: { passwordSignIn: false } });
    expect(await rawSignIn(bank, ivy.email)).toMatchObject({ status: 400, body: PASSWORD_OFF });
    // A wrong password is told only that.
    expect((await rawSignIn(bank, ivy.email, 'Wrong-passw0rd')).body.message).toBe(
      'Incorrect username or password.',
    );
    // A password reset sets a password but does not turn password sign-in back on.
    await cognito(bank, 'ForgotPassword', { ClientId: CLIENT_ID, Username: ivy.email });
    const reset = await cognito(bank, 'ConfirmForgotPassword', {
      ClientId: CLIENT_ID,
      Username: ivy.email,
      ConfirmationCode: await lastCode(bank, ivy.email),
      Password: 'An0ther-passw0rd',
    });
    expect(reset.status).toBe(200);
    expect(await rawSignIn(bank, ivy.email, 'An0ther-passw0rd')).toMatchObject({
      status: 400,
      body: PASSWORD_OFF,
    });
    // The reset signed every session out: back in with the passkey.
    const signedIn = tokensOf((await passkeySignIn(ivy.email, passkey)).reply);
    const remove = await cognito(bank, 'DeleteWebAuthnCredential', {
      AccessToken: signedIn.AccessToken,
      CredentialId: passkey.credentialId,
    });
    expect(remove).toMatchObject({
      status: 400,
      body: {
        __type: 'InvalidParameterException',
        message: 'Turn password sign-in on before you remove your last passkey.',
      },
    });
    const api = { id: ivy.sub, email: ivy.email, token: signedIn.IdToken };
    expect(await callApi(bank, api, 'GET', '/user/passkeys')).toMatchObject({
      status: 200,
      body: { passwordSignIn: false, passkeys: [{ credentialId: passkey.credentialId }] },
    });
    expect(await callApi(bank, api, 'PUT', '/user/password-sign-in', { enabled: true })).toEqual({
      status: 200,
      body: { passwordSignIn: true },
    });
    expect(
      await cognito(bank, 'DeleteWebAuthnCredential', {
        AccessToken: signedIn.AccessToken,
        CredentialId: passkey.credentialId,
      }),
    ).toMatchObject({ status: 200, body: {} });
    expect((await rawSignIn(bank, ivy.email, 'An0ther-passw0rd')).status).toBe(200);
  });

  it("lists, renames and removes only the caller's own passkeys", async () => {
    const jo = await customer('jo@passkeys.test');
    const kim = await customer('kim@passkeys.test');
    const first = await addPasskey(jo);
    bank.clock.advance(1000);
    const second = await addPasskey(jo);
    const kims = await addPasskey(kim);
    bank.clock.advance(-1000);

    const listed = await callApi(bank, jo.api, 'GET', '/user/passkeys');
    expect(listed).toEqual({
      status: 200,
      body: {
        passwordSignIn: true,
        passkeys: [
          {
            credentialId: second.credentialId,
            name: 'Passkey',
            createdAt: '2026-11-21T12:00:01.000Z',
            lastUsedAt: null,
            synced: false,
          },
          {
            credentialId: first.credentialId,
            name: 'Passkey',
            createdAt: '2026-11-21T12:00:00.000Z',
            lastUsedAt: null,
            synced: false,
          },
        ],
      },
    });
    const rename = (id: string, name: unknown) =>
      callApi(bank, jo.api, 'PATCH', `/user/passkeys/${encodeURIComponent(id)}`, { name });
    expect(await rename(first.credentialId, '  Work   laptop ')).toEqual({
      status: 200,
      body: {
        credentialId: first.credentialId,
        name: 'Work laptop',
        createdAt: '2026-11-21T12:00:00.000Z',
        lastUsedAt: null,
        synced: false,
      },
    });
    const tooLong = {
      status: 400,
      body: { statusCode: 400, message: 'Give the passkey a name of at most 64 characters.' },
    };
    expect(await rename(first.credentialId, '   ')).toEqual(tooLong);
    expect(await rename(first.credentialId, 'x'.repeat(65))).toEqual(tooLong);
    expect((await rename(first.credentialId, 'x'.repeat(64))).status).toBe(200);
    expect(await rename(kims.credentialId, 'Mine now')).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Passkey not found.' },
    });

    // Amplify's listWebAuthnCredentials pages with MaxResults and NextToken.
    const page = await cognito(bank, 'ListWebAuthnCredentials', {
      AccessToken: jo.access,
      MaxResults: 1,
    });
    expect((page.body.Credentials as { CredentialId: string }[])[0]!.CredentialId).toBe(
      second.credentialId,
    );
    const rest = await cognito(bank, 'ListWebAuthnCredentials', {
      AccessToken: jo.access,
      MaxResults: 1,
      NextToken: page.body.NextToken,
    });
    expect(rest.body).toMatchObject({ Credentials: [{ CredentialId: first.credentialId }] });
    expect(rest.body.NextToken).toBeUndefined();

    expect(
      await cognito(bank, 'DeleteWebAuthnCredential', {
        AccessToken: jo.access,
        CredentialId: kims.credentialId,
      }),
    ).toMatchObject({ status: 400, body: { __type: 'ResourceNotFoundException' } });
    expect(
      (
        await cognito(bank, 'DeleteWebAuthnCredential', {
          AccessToken: jo.access,
          CredentialId: second.credentialId,
        })
      ).status,
    ).toBe(200);
    const after = await callApi(bank, jo.api, 'GET', '/user/passkeys');
    expect(after.body.passkeys.map((p: { credentialId: string }) => p.credentialId)).toEqual([
      first.credentialId,
    ]);
    const kimsList = await callApi(bank, kim.api, 'GET', '/user/passkeys');
    expect(kimsList.body.passkeys).toHaveLength(1);
  });
});
