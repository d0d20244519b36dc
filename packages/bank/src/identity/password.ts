import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AUTH_MESSAGES } from '@axia/core';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ConfigError, PASSWORD_COST, type BankConfig, type PasswordCost } from '../config';
import { CognitoError, invalidParameter } from './operations/errors';

// Passwords are hashed with scrypt (memory-hard; N=2^15, r=8, p=1 → 32 MiB per hash) and a random 16-byte salt,
// stored as a self-describing PHC-style string so the cost can be raised later without breaking old hashes:
//   $scrypt$ln=15,r=8,p=1$<salt base64>$<hash base64>

/**
 * The test banks' cost (test/harness.ts), where hashing strength is not what a test is about: 1 MiB and ~1/32 of
 * the work of PASSWORD_COST, the least verifyPassword accepts. Only a local bank takes a cost below PASSWORD_COST.
 */
export const TEST_PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({ ln: 10, r: 8, p: 1 });

const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;
const MIN_LN = 10;
const MAX_LN = 20;

function derive(password: string, salt: Buffer, params: PasswordCost) {
  const options: ScryptOptions = {
    N: 2 ** params.ln,
    r: params.r,
    p: params.p,
    maxmem: MAX_MEMORY,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

async function hashAt(cost: PasswordCost, password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  const params = `ln=${cost.ln},r=${cost.r},p=${cost.p}`;
  return `$scrypt$${params}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const STORED =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Whether `password` is the one `stored` was made from, at the cost written in `stored`. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < MIN_LN || params.ln > MAX_LN || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt!, 'base64'), params);
  return timingSafeEqual(actual, expected);
}

/** Whether `cost` is at least `floor` in every parameter. */
const atLeast = (cost: PasswordCost, floor: PasswordCost) =>
  cost.ln >= floor.ln &&
  cost.r >= floor.r &&
  // Stryker disable next-line ConditionalExpression: PASSWORD_COST's p is 1 and every cost that gets here has p >= 1, so this holds for each (it keeps the rule for a later raise of p)
  cost.p >= floor.p;

/** A bank's password hashing (ctx.passwords), at its configured cost. */
export interface PasswordHasher {
  readonly cost: Readonly<PasswordCost>;
  /** A new hash of `password` at the bank's cost. */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored` (at the cost `stored` names). */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * An unknown user's sign-in: the same scrypt work as a known user's wrong password, so the time of the answer
   * does not tell who has an account (Cognito's "prevent user existence errors"): the derivation a stored hash at
   * the bank's cost takes, from a random salt.
   */
  verifyUnknownUser(password: string): Promise<false>;
}

/**
 * The hashing of a bank with `config`: its passwordCost, which loadConfig always sets to PASSWORD_COST. A lower cost
 * (the tests' TEST_PASSWORD_COST) is refused outside local, so a weakened configuration cannot reach a deployment;
 * a cost verifyPassword would refuse to read back is refused everywhere.
 */
export function passwordHasher(
  config: Pick<BankConfig, 'environment' | 'passwordCost'>,
): PasswordHasher {
  const cost = Object.freeze({ ...config.passwordCost });
  const valid =
    [cost.ln, cost.r, cost.p].every((n) => Number.isInteger(n) && n >= 1 && n <= 99) &&
    cost.ln >= MIN_LN &&
    cost.ln <= MAX_LN;
  if (!valid)
    throw new ConfigError(
      `The password cost must have whole ln from ${MIN_LN} to ${MAX_LN}, r and p from 1 to 99 (got ${JSON.stringify(cost)})`,
    );
  if (config.environment !== 'local' && !atLeast(cost, PASSWORD_COST))
    throw new ConfigError(
      `The password cost ${JSON.stringify(cost)} is below ${JSON.stringify(PASSWORD_COST)}: refused with ` +
        `APP_ENVIRONMENT=${config.environment} (only a local bank, such as a test's, may hash more cheaply)`,
    );
  return {
    cost,
    hash: (password) => hashAt(cost, password),
    verify: verifyPassword,
    async verifyUnknownUser(password) {
      // What verify does for a known user's hash at this cost: one derivation (with a salt nobody stored).
      await derive(password, randomBytes(16), cost);
      return false;
    },
  };
}

// zxcvbn-ts's list of the 49,233 most common passwords from public breaches, all lower case: a password whose
// lower-case form is on it is refused (Password1, Passw0rd, Welcome1 pass the character rules but not this one).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

const policyError = (problem: string) =>
  new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);

/** ChangePassword: the proposed password is the current one. */
export const unchangedPassword = () => policyError(AUTH_MESSAGES.passwordUnchanged);

/**
 * The pool's password policy on every path that sets one (seed 000: at least 8 characters with an upper case
 * letter, a lower case letter and a digit; ours: not a common password), answered as Cognito does:
 * InvalidPasswordException 'Password did not conform with policy: ...'.
 */
export function assertPasswordPolicy(password: string, field = 'password') {
  if (!/^\S(.*\S)?$/s.test(password))
    throw invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$`,
    );
  const problem =
    password.length < 8
      ? 'Password not long enough'
      : !/[A-Z]/.test(password)
        ? 'Password must have uppercase characters'
        : !/[a-z]/.test(password)
          ? 'Password must have lowercase characters'
          : !/[0-9]/.test(password)
            ? 'Password must have numeric characters'
            : COMMON_PASSWORDS.has(password.toLowerCase())
              ? AUTH_MESSAGES.passwordCommon
              : null;
  if (problem) throw policyError(problem);
}
