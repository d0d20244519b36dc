import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PASSWORD_COST } from '../src/config';
import { createConfirmedIdentity } from '../src/identity/admin';
import { passwordHasher, TEST_PASSWORD_COST, verifyPassword } from '../src/identity/password';
import { engine, engineUnavailable, inProcessBank } from './harness';
import { CLIENT_ID, PASSWORD } from './identity-support';

// The real password cost. The test banks (test/harness.ts startTestBank) hash at TEST_PASSWORD_COST, since hashing
// strength is not what their tests are about; this file is about it: what a bank is given by default, that nothing
// outside local hashes more cheaply, and that an unknown user's sign-in costs what a wrong password costs at the
// real cost (where the hashing is ~100 times a lookup, so a missing hash shows in the time).

const PRODUCTION_ENV = {
  APP_ENVIRONMENT: 'production',
  DATABASE_URL: 'postgres://bank@db.example/bank',
  PUBLIC_ORIGIN: 'https://bank.example',
  USER_POOL_ID: 'us-east-1_AbC123',
  USER_POOL_CLIENT_ID: 'client',
  MAIL_SMTP_URL: 'smtps://user:secret@smtp.example:465',
  MAIL_FROM: 'Axia <no-reply@bank.example>',
};

/** A uat sandbox's least settings. */
const adminTokenAndOrigin = {
  DATABASE_URL: 'postgres://bank@db.example/bank',
  PUBLIC_ORIGIN: 'https://bank.example',
  SANDBOX_ADMIN_TOKEN: 'test-admin-token-of-32-characters',
  IDENTITY_PROVIDER: 'sandbox',
};

describe('the password cost by configuration', () => {
  it('is scrypt ln=15, r=8, p=1 in every mode loadConfig makes, whatever the environment says', () => {
    expect(PASSWORD_COST).toEqual({ ln: 15, r: 8, p: 1 });
    expect(loadConfig({}).passwordCost).toEqual(PASSWORD_COST);
    expect(loadConfig(PRODUCTION_ENV).passwordCost).toEqual(PASSWORD_COST);
    expect(
      loadConfig({ APP_ENVIRONMENT: 'uat', SANDBOX: '1', ...adminTokenAndOrigin }).passwordCost,
    ).toEqual(PASSWORD_COST);
    // No setting lowers it.
    expect(
      loadConfig({ PASSWORD_COST: 'ln=10', SCRYPT_LN: '10', PASSWORD_COST_LN: '10' }).passwordCost,
    ).toEqual(PASSWORD_COST);
  });

  it('a cost below it is refused outside local; a local bank (the tests) may take the low one', () => {
    for (const environment of ['dev', 'uat', 'production'] as const) {
      for (const passwordCost of [
        TEST_PASSWORD_COST,
        { ...PASSWORD_COST, ln: 14 },
        { ...PASSWORD_COST, r: 7 },
        { ...PASSWORD_COST, p: 0 },
      ])
        expect(() => passwordHasher({ environment, passwordCost }), environment).toThrow(
          ConfigError,
        );
      expect(passwordHasher({ environment, passwordCost: PASSWORD_COST }).cost).toEqual(
        PASSWORD_COST,
      );
      // More is allowed (a later raise of the cost).
      expect(
        passwordHasher({ environment, passwordCost: { ...PASSWORD_COST, ln: 16 } }).cost.ln,
      ).toBe(16);
    }
    expect(passwordHasher({ environment: 'local', passwordCost: TEST_PASSWORD_COST }).cost).toEqual(
      TEST_PASSWORD_COST,
    );
    // Below what a stored hash may name (verifyPassword refuses ln < 10): refused even in local.
    expect(() =>
      passwordHasher({ environment: 'local', passwordCost: { ln: 9, r: 8, p: 1 } }),
    ).toThrow(ConfigError);
  });

  it('hashes at the cost it was given, and verifies a hash of either cost', async () => {
    const cheap = passwordHasher({ environment: 'local', passwordCost: TEST_PASSWORD_COST });
    const stored = await cheap.hash(PASSWORD);
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[^$]+\$[^$]+$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('Wrong0ne!', stored)).toBe(false);
    expect(await cheap.verifyUnknownUser(PASSWORD)).toBe(false);
  });
});

describe.skipIf(engineUnavailable)(`a bank on the default configuration (${engine})`, () => {
  // loadConfig's configuration exactly as given (not startTestBank's, which lowers the cost).
  let bank: Awaited<ReturnType<typeof inProcessBank>>;
  beforeAll(async () => {
    bank = await inProcessBank(loadConfig({ LOG_LEVEL: 'error' }));
  }, 60_000);
  afterAll(async () => {
    await bank?.close();
  });

  const signIn = async (email: string, password: string) => {
    const res = await bank.app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const confirmed = (email: string) =>
    createConfirmedIdentity(bank.ctx, {
      email,
      password: PASSWORD,
      givenName: 'Grace',
      familyName: 'Hopper',
      createdAt: bank.clock.now(),
    });

  it('stores new passwords at the production cost, and signs in with them', async () => {
    expect(bank.ctx.passwords.cost).toEqual(PASSWORD_COST);
    const sub = await confirmed('stored@example.com');
    const row = await bank.ctx.db
      .selectFrom('identity_users')
      .select('password_hash')
      .where('sub', '=', sub)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[^$]+\$[^$]+$/);
    expect((await signIn('stored@example.com', PASSWORD)).status).toBe(200);
  });

  it('§5 an unknown user gets what a wrong password gets, after the same password hashing', async () => {
    const INCORRECT = {
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    };
    await confirmed('known@example.com');
    const time = async (email: string) => {
      const started = performance.now();
      expect((await signIn(email, 'Wrong0ne!')).body).toEqual(INCORRECT);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, 4 each (under the account's lockout and the client's limit), so the machine's load falls on
    // both alike.
    for (let i = 0; i < 4; i++) {
      known.push(await time('known@example.com'));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length / 2]!;
    // scrypt is ~100 times a lookup: without the hashing the unknown answer took ~2 % of the known one.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });
});
