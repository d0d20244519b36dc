import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AUTH_MESSAGES } from '@axia/core';
import { dictionary } from '@zxcvbn-ts/language-common';
import { CognitoError, invalidParameter } from './operations/errors';

// Passwords are hashed with scrypt (memory-hard; N=2^15, r=8, p=1 → 32 MiB per hash) and a random 16-byte salt,
// stored as a self-describing PHC-style string so the cost can be raised later without breaking old hashes:
//   $scrypt$ln=15,r=8,p=1$<salt base64>$<hash base64>

const COST = { ln: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { ln: number; r: number; p: number }) {
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  const params = `ln=${COST.ln},r=${COST.r},p=${COST.p}`;
  return `$scrypt$${params}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const STORED =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < 10 || params.ln > 20 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt!, 'base64'), params);
  return timingSafeEqual(actual, expected);
}

// zxcvbn-ts's list of the 49,233 most common passwords from public breaches, all lower case: a password whose
// lower-case form is on it is refused (Password1, Passw0rd, Welcome1 pass the character rules but not this one).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

const policyError = (problem: string) =>
  new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);

/** ChangePassword: the proposed password is the current one. */
export const unchangedPassword = () => policyError(AUTH_MESSAGES.passwordUnchanged);

/**
 * An unknown user's sign-in: the same scrypt work as a known user's wrong password, so the time of the answer does
 * not tell who has an account (Cognito's "prevent user existence errors"). The hash is of a random password nobody
 * knows, made once when the bank starts.
 */
const noOnesHash = hashPassword(randomBytes(32).toString('base64'));
export async function verifyUnknownUserPassword(password: string): Promise<false> {
  await verifyPassword(password, await noOnesHash);
  return false;
}

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
