import { describe, expect, it } from 'vitest';
import { ConfigError, type BankConfig } from '../src/config';
import {
  assertPasswordPolicy,
  passwordHasher,
  TEST_PASSWORD_COST,
  unchangedPassword,
  verifyPassword,
} from '../src/identity/password';
import {
  ACTIVITY_WRITE_MS,
  IDLE_GRACE_MS,
  idleLimitMs,
  sessionLive,
} from '../src/identity/session-limits';

// The identity's rules that need no bank: the password policy and its answers, the password hashing (its stored
// format, what a stored hash must look like to be read, the cost a bank may take), and the session limits
// (lifetime from sign-in, idle limit with its grace). The same rules through the API are in identity*.test.ts.

const PASSWORD = 'Corr3ct-Horse';
// Hashes of PASSWORD with the 16-byte salt 'axia-test-salt-1', made once with node:crypto's scryptSync (key 32 bytes).
const SALT = 'YXhpYS10ZXN0LXNhbHQtMQ==';
const KEY_LN10 = '7wWAmAdE7Otbvhcp+5SO5tV4BJF67zOp899l3xHeVEI=';
const KEY_LN9 = 'IATgJ8dS9BAxJj1AdG6B9fOuy8t5L/X3s1MzLoczuB8=';
const STORED_LN10 = `$scrypt$ln=10,r=8,p=1$${SALT}$${KEY_LN10}`;

describe('a stored password hash', () => {
  it('verifies the password it was made from, and no other', async () => {
    expect(await verifyPassword(PASSWORD, STORED_LN10)).toBe(true);
    expect(await verifyPassword('Corr3ct-Horsf', STORED_LN10)).toBe(false);
    expect(await verifyPassword('', STORED_LN10)).toBe(false);
  });

  it('compares passwords in Unicode NFC form: a decomposed é is the same password as a composed one', async () => {
    const hasher = passwordHasher({ environment: 'local', passwordCost: TEST_PASSWORD_COST });
    const composed = 'Caf\u00e9-Noir-42';
    const decomposed = 'Cafe\u0301-Noir-42';
    const stored = await hasher.hash(decomposed);
    expect(await verifyPassword(composed, stored)).toBe(true);
    expect(await verifyPassword(decomposed, stored)).toBe(true);
    expect(await verifyPassword('Cafe-Noir-42', stored)).toBe(false);
  });

  it('is written as $scrypt$ln=…,r=…,p=…$<16-byte salt>$<32-byte key>, at the hasher’s cost, with a new salt each time', async () => {
    const hasher = passwordHasher({
      environment: 'local',
      passwordCost: { ln: 11, r: 3, p: 2 },
    });
    const first = await hasher.hash(PASSWORD);
    const second = await hasher.hash(PASSWORD);
    const parts = first.split('$');
    expect(parts.slice(0, 3)).toEqual(['', 'scrypt', 'ln=11,r=3,p=2']);
    expect(Buffer.from(parts[3]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(32);
    expect(second).not.toBe(first);
    expect(await verifyPassword(PASSWORD, first)).toBe(true);
    expect(await verifyPassword(PASSWORD, second)).toBe(true);
    expect(await verifyPassword('Wr0ng-Horse', first)).toBe(false);
  });

  it('is read only when it is exactly that format: anything before or after it, or a part missing, is no hash', async () => {
    for (const stored of [
      `x${STORED_LN10}`,
      `${STORED_LN10}!`,
      `${STORED_LN10}\n`,
      ` ${STORED_LN10}`,
      `$scrypt$ln=10,r=8,p=1$${SALT}$`,
      `$scrypt$ln=10,r=8,p=1$$${KEY_LN10}`,
      `$scrypt$ln=10,r=8$${SALT}$${KEY_LN10}`,
      `$scrypt$ln=10,r=,p=1$${SALT}$${KEY_LN10}`,
      `$scrypt$ln=10,r=8,p=$${SALT}$${KEY_LN10}`,
      `$scrypt$ln=010,r=8,p=1$${SALT}$${KEY_LN10}`,
      `$scrypt$ln=10,r=008,p=1$${SALT}$${KEY_LN10}`,
      `$scrypt$ln=10,r=8,p=001$${SALT}$${KEY_LN10}`,
      `$bcrypt$ln=10,r=8,p=1$${SALT}$${KEY_LN10}`,
      `$scrypt$ln=10,r=8,p=1$${SALT}!$${KEY_LN10}`,
      `$scrypt$ln=10,r=8,p=1$${SALT}$${KEY_LN10}!`,
      '',
    ])
      expect(await verifyPassword(PASSWORD, stored), stored).toBe(false);
  });

  it('names a cost of ln 10 to 20: a hash below ln 10 is refused even when it matches', async () => {
    expect(await verifyPassword(PASSWORD, `$scrypt$ln=9,r=8,p=1$${SALT}$${KEY_LN9}`)).toBe(false);
    // Above ln 20 nothing is computed at all (at r=8 that would be over 1 GiB).
    expect(await verifyPassword(PASSWORD, `$scrypt$ln=21,r=8,p=1$${SALT}$${KEY_LN10}`)).toBe(false);
    expect(await verifyPassword(PASSWORD, `$scrypt$ln=99,r=8,p=1$${SALT}$${KEY_LN10}`)).toBe(false);
  });

  it('never spends more than 256 MiB on one hash: a stored cost within the range but over that memory is refused with an error', async () => {
    // ln=20, r=8: 1 GiB; ln=19, r=8: 512 MiB.
    for (const params of ['ln=20,r=8,p=1', 'ln=19,r=8,p=1'])
      await expect(
        verifyPassword(PASSWORD, `$scrypt$${params}$${SALT}$${KEY_LN10}`),
      ).rejects.toMatchObject({ code: 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS' });
  });

  it('must hold a 32-byte key: a shorter or longer one is no hash', async () => {
    const short = Buffer.alloc(31, 7).toString('base64');
    const long = Buffer.alloc(33, 7).toString('base64');
    expect(await verifyPassword(PASSWORD, `$scrypt$ln=10,r=8,p=1$${SALT}$${short}`)).toBe(false);
    expect(await verifyPassword(PASSWORD, `$scrypt$ln=10,r=8,p=1$${SALT}$${long}`)).toBe(false);
  });
});

describe('the bank’s password hasher', () => {
  it('takes the tests’ cheap cost ln=10, r=8, p=1 only in a local bank', () => {
    expect(TEST_PASSWORD_COST).toEqual({ ln: 10, r: 8, p: 1 });
    expect(passwordHasher({ environment: 'local', passwordCost: TEST_PASSWORD_COST }).cost).toEqual(
      {
        ln: 10,
        r: 8,
        p: 1,
      },
    );
    for (const environment of ['dev', 'uat', 'production'] as const)
      expect(() => passwordHasher({ environment, passwordCost: TEST_PASSWORD_COST })).toThrow(
        new ConfigError(
          `The password cost {"ln":10,"r":8,"p":1} is below {"ln":15,"r":8,"p":1}: refused with ` +
            `APP_ENVIRONMENT=${environment} (only a local bank, such as a test's, may hash more cheaply)`,
        ),
      );
  });

  it('outside local, takes ln=15, r=8, p=1 or more in every parameter, and nothing less in any one', () => {
    const production = (ln: number, r: number, p: number) =>
      passwordHasher({ environment: 'production', passwordCost: { ln, r, p } });
    expect(production(15, 8, 1).cost).toEqual({ ln: 15, r: 8, p: 1 });
    expect(production(16, 9, 2).cost).toEqual({ ln: 16, r: 9, p: 2 });
    expect(production(20, 99, 99).cost).toEqual({ ln: 20, r: 99, p: 99 });
    for (const [ln, r, p] of [
      [14, 8, 1],
      [15, 7, 1],
      [14, 99, 99],
      [20, 7, 99],
      [20, 99, 0],
    ] as const)
      expect(() => production(ln, r, p), `${ln},${r},${p}`).toThrow(ConfigError);
  });

  it('refuses everywhere a cost a stored hash could not name: ln outside 10-20, r or p outside 1-99, or not whole', () => {
    const local = (passwordCost: { ln: number; r: number; p: number }) =>
      passwordHasher({ environment: 'local', passwordCost });
    expect(local({ ln: 10, r: 1, p: 1 }).cost).toEqual({ ln: 10, r: 1, p: 1 });
    expect(local({ ln: 20, r: 99, p: 99 }).cost).toEqual({ ln: 20, r: 99, p: 99 });
    expect(() => local({ ln: 9, r: 8, p: 1 })).toThrow(
      new ConfigError(
        'The password cost must have whole ln from 10 to 20, r and p from 1 to 99 (got {"ln":9,"r":8,"p":1})',
      ),
    );
    for (const cost of [
      { ln: 21, r: 8, p: 1 },
      { ln: 10, r: 0, p: 1 },
      { ln: 10, r: 100, p: 1 },
      { ln: 10, r: 8, p: 0 },
      { ln: 10, r: 8, p: 100 },
      { ln: 10.5, r: 8, p: 1 },
      { ln: 10, r: 8.5, p: 1 },
      { ln: 10, r: 8, p: 1.5 },
    ])
      expect(() => local(cost), JSON.stringify(cost)).toThrow(ConfigError);
  });

  it('keeps the cost it was given, unchanged by later changes to the configuration', () => {
    const passwordCost = { ln: 12, r: 8, p: 1 };
    const hasher = passwordHasher({ environment: 'local', passwordCost });
    passwordCost.ln = 9;
    expect(hasher.cost).toEqual({ ln: 12, r: 8, p: 1 });
    expect(Object.isFrozen(hasher.cost)).toBe(true);
  });

  it('verifies any stored hash, and answers an unknown user’s sign-in with false', async () => {
    const hasher = passwordHasher({ environment: 'local', passwordCost: TEST_PASSWORD_COST });
    expect(await hasher.verify(PASSWORD, STORED_LN10)).toBe(true);
    expect(await hasher.verify('Corr3ct-Horsf', STORED_LN10)).toBe(false);
    expect(await hasher.verifyUnknownUser(PASSWORD)).toBe(false);
  });
});

describe('the password policy (seed 000: 8 characters, upper, lower, digit; not a common password)', () => {
  const policyFailure = (password: string, field?: string) => {
    try {
      assertPasswordPolicy(password, field);
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message };
    }
    return null;
  };
  const policy = (problem: string) => ({
    name: 'InvalidPasswordException',
    message: `Password did not conform with policy: ${problem}`,
  });

  it('accepts a password of at least 8 characters with an upper and a lower case letter and a digit', () => {
    for (const password of ['Zq7vLm2x', PASSWORD, 'Correct Horse 9', 'Tab\there7', 'Two\nLines9'])
      expect(policyFailure(password), password).toBeNull();
  });

  it('refuses a password that begins or ends with white space as Cognito does: InvalidParameterException naming the field', () => {
    const pattern = (field: string) => ({
      name: 'InvalidParameterException',
      message: `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$`,
    });
    for (const password of [' Zq7vLm2x', 'Zq7vLm2x ', 'Zq7vLm2x\n', '\tZq7vLm2x', '', ' '])
      expect(policyFailure(password), JSON.stringify(password)).toEqual(pattern('password'));
    expect(policyFailure(' Zq7vLm2x', 'proposedPassword')).toEqual(pattern('proposedPassword'));
  });

  it('refuses fewer than 8 characters', () => {
    expect(policyFailure('Zq7vLm2')).toEqual(policy('Password not long enough'));
    expect(policyFailure('Z')).toEqual(policy('Password not long enough'));
  });

  it('refuses a password without an upper case letter, a lower case letter or a digit', () => {
    expect(policyFailure('zq7vlm2x')).toEqual(policy('Password must have uppercase characters'));
    expect(policyFailure('ZQ7VLM2X')).toEqual(policy('Password must have lowercase characters'));
    expect(policyFailure('ZqhvLmwx')).toEqual(policy('Password must have numeric characters'));
  });

  it('refuses a common password in any letter case', () => {
    const common = policy('This password is too common. Please choose a less common password.');
    for (const password of ['Password1', 'pASSWORD1', 'Qwerty123', 'Welcome1'])
      expect(policyFailure(password), password).toEqual(common);
  });

  it('answers a new password equal to the current one as a policy failure', () => {
    const error = unchangedPassword();
    expect({ name: error.name, message: error.message }).toEqual(
      policy('The new password must be different from the current password.'),
    );
  });
});

describe('the session limits (sign-in lifetime, idle limit)', () => {
  const config = { idleTimeoutMinutes: 10, sessionLifetimeHours: 12 } as BankConfig;
  const SIGNED_IN = '2026-11-21T08:00:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('allow 60 s beyond the idle limit: the activity write lags by up to 30 s and the app reports input every 30 s', () => {
    expect(ACTIVITY_WRITE_MS).toBe(30_000);
    expect(IDLE_GRACE_MS).toBe(60_000);
    expect(idleLimitMs(config)).toBe(660_000);
    expect(idleLimitMs({ ...config, idleTimeoutMinutes: 2 })).toBe(180_000);
  });

  it('a session without activity since sign-in lives until 10 minutes and 60 s after it', () => {
    const session = { created_at: SIGNED_IN, last_active_at: null };
    expect(sessionLive(session, at('2026-11-21T08:10:59.999Z'), config)).toBe(true);
    expect(sessionLive(session, at('2026-11-21T08:11:00.000Z'), config)).toBe(false);
  });

  it('activity moves the idle limit on; it counts from the later of sign-in and the last activity', () => {
    const active = { created_at: at(SIGNED_IN), last_active_at: at('2026-11-21T09:00:00.000Z') };
    expect(sessionLive(active, at('2026-11-21T09:10:59.999Z'), config)).toBe(true);
    expect(sessionLive(active, at('2026-11-21T09:11:00.000Z'), config)).toBe(false);
    // An activity time before the sign-in (a row from a moved sandbox clock) does not shorten the session.
    const before = { created_at: SIGNED_IN, last_active_at: '2026-11-21T07:00:00.000Z' };
    expect(sessionLive(before, at('2026-11-21T08:10:59.999Z'), config)).toBe(true);
    expect(sessionLive(before, at('2026-11-21T08:11:00.000Z'), config)).toBe(false);
  });

  it('however active, a session ends 12 hours after sign-in', () => {
    const lastActive = '2026-11-21T19:59:00.000Z';
    const session = { created_at: SIGNED_IN, last_active_at: lastActive };
    expect(sessionLive(session, at('2026-11-21T19:59:59.999Z'), config)).toBe(true);
    expect(sessionLive(session, at('2026-11-21T20:00:00.000Z'), config)).toBe(false);
    expect(
      sessionLive(session, at('2026-11-21T21:59:59.999Z'), { ...config, sessionLifetimeHours: 14 }),
    ).toBe(false);
    expect(
      sessionLive(
        { created_at: SIGNED_IN, last_active_at: '2026-11-21T21:55:00.000Z' },
        at('2026-11-21T21:59:59.999Z'),
        { ...config, sessionLifetimeHours: 14 },
      ),
    ).toBe(true);
  });
});
