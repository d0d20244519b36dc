import { TRANSFER_MESSAGES, type SecondFactorKind } from '@axia/core';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BankContext } from '../../context';
import { keepIfRefused } from '../../db/ambient';
import type { Database } from '../../db/schema';
import { MultiStatus } from '../../http/api-route';
import { badRequest, HttpError } from '../../http/errors';
import { assertBankCodeMail } from '../../identity/mail-limit';
import type { Db, UserRow } from '../common/user';
import { userFeatures } from '../registration/state';
import { CODE_SUBJECT } from '../users/contact-change';

// The transaction second factor (docs/money.md 'Transaction second factor'; seed 001 §4, §8; seed 002 §3, §4). When a
// customer has the TRANSACTION2FA feature and has turned the factor on for a transfer type (users.settings
// .transaction2fa), the transfer is carried out in two calls:
// 1. without mfaCode: every rule of the transfer is checked first (nothing is sent for a transfer that would be
//    refused), then a record is written — a random id, a hash of id and code only, an expiry 5 minutes ahead on
//    the bank's clock, and the fingerprint of the exact request — a 6-digit code is mailed, and the call answers
//    207 { message, transaction2faRecordId, expiresAt };
// 2. the same request with mfaCode and transaction2faRecordId: the record must be the caller's, unused, unexpired,
//    issued for this very request (the fingerprint: kind, source, amount, currency, recipient, memo, source of
//    funds), and the code right. A wrong code counts an attempt (the record stays usable up to 5); the right code
//    approves the transfer once: the record is marked used in the same database transaction as the posting, so
//    a transfer refused at that point (the balance spent meanwhile) leaves the record as it was, and two
//    concurrent uses post once.
// Both calls run inside the transfer's route, so an Idempotency-Key'd repeat gets the first answer.

/** What a record approves: a transfer type, or a change of the transaction 2FA settings. */
export type SecondFactorPurpose = SecondFactorKind | 'USER_SETTING';

const SECOND_FACTOR_TTL_MS = 5 * 60 * 1000;
const SECOND_FACTOR_MAX_ATTEMPTS = 5;
/** The mail's subject: the same as the contact change's code (the e2e reads codes through /sandbox/mailbox). */
const SECOND_FACTOR_SUBJECT = CODE_SUBJECT;

const SECOND_FACTOR_MESSAGES = {
  recordRequired: 'transaction2faRecordId is required with mfaCode',
} as const;

/** The second-step fields of a call that may need a code. */
export interface SecondFactorFields {
  mfaCode?: string;
  transaction2faRecordId?: string;
}

/** The one-time approval of the second factor: marks the record used, inside the posting's transaction. */
export interface SecondFactorApproval {
  consume(db: Db): Promise<void>;
}

const NOT_NEEDED: SecondFactorApproval = { consume: async () => {} };

const PURPOSE_TEXT: Record<SecondFactorPurpose, string> = {
  TRANSFER_BETWEEN_MEMBERS: 'your transfer to a member',
  WIRE_TRANSFER: 'your wire transfer',
  USER_SETTING: 'your change of the transaction security settings',
};

/** JSON with object keys sorted at every level, so equal requests print the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request: sha256 of its purpose and canonical JSON. */
export const requestFingerprint = (purpose: SecondFactorPurpose, source: unknown) =>
  createHash('sha256')
    .update(canonicalJson({ purpose, request: source }))
    .digest('hex');

const hashCode = (recordId: string, code: string) =>
  createHash('sha256').update(`${recordId}:${code}`).digest();

/** The stored transaction 2FA setting of a transfer type (off when absent or malformed). */
export function transaction2faSetting(user: Pick<UserRow, 'settings'>, kind: SecondFactorKind) {
  const stored = (user.settings as Record<string, unknown> | null)?.transaction2fa as
    Record<string, { enabled?: unknown } | undefined> | undefined;
  return stored?.[kind]?.enabled === true;
}

/** Whether a transfer of `kind` needs the second factor: the TRANSACTION2FA feature and the user's setting on. */
export function needsSecondFactor(
  user: Pick<UserRow, 'settings' | 'features'>,
  kind: SecondFactorKind,
): boolean {
  return userFeatures(user).includes('TRANSACTION2FA') && transaction2faSetting(user, kind);
}

async function sendCode(
  ctx: BankContext,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
  purpose: SecondFactorPurpose,
  fingerprint: string,
): Promise<MultiStatus> {
  // Over the per-address limit of code mails: 429, no record written.
  await assertBankCodeMail(ctx, user.email, 'TRANSACTION');
  const id = randomBytes(16).toString('hex');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SECOND_FACTOR_TTL_MS);
  // The mail first (src/mail): one that cannot be sent answers 503 and leaves no record behind.
  await ctx.mail.send({
    to: user.email,
    subject: SECOND_FACTOR_SUBJECT,
    code,
    body:
      `Hello ${user.first_name}, your verification code for ${PURPOSE_TEXT[purpose]} is ${code}. ` +
      'It expires in 5 minutes and approves only this request. If you did not ask for it, contact customer support.',
  });
  await ctx.db
    .insertInto('second_factor_records')
    .values({
      id,
      user_id: user.id,
      purpose,
      fingerprint,
      code_hash: hashCode(id, code).toString('hex'),
      attempts: 0,
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    })
    .execute();
  return new MultiStatus({
    message: TRANSFER_MESSAGES.codeSent,
    transaction2faRecordId: id,
    expiresAt: expiresAt.toISOString(),
  });
}

const refuse = (message: string) => new HttpError(422, message);

/** Checks the code of the second call; a wrong one counts an attempt (committed at once). */
async function checkCode(
  ctx: BankContext,
  userId: string,
  purpose: SecondFactorPurpose,
  fingerprint: string,
  recordId: string,
  code: string,
): Promise<SecondFactorApproval> {
  const record = await ctx.db
    .selectFrom('second_factor_records')
    .selectAll()
    .where('id', '=', recordId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Unknown, another customer's, or already used: the same answer.
  if (!record || record.used_at !== null) throw refuse(TRANSFER_MESSAGES.codeInvalid);
  if (record.attempts >= SECOND_FACTOR_MAX_ATTEMPTS)
    throw refuse(TRANSFER_MESSAGES.tooManyAttempts);
  const now = ctx.clock.now();
  if (new Date(record.expires_at).getTime() <= now.getTime())
    throw refuse(TRANSFER_MESSAGES.codeExpired);
  // Issued for another request or another purpose: the fingerprint is of both (requestFingerprint).
  if (record.fingerprint !== fingerprint) throw refuse(TRANSFER_MESSAGES.codeMismatch);
  // Claim an attempt before comparing, so concurrent guesses cannot exceed the limit. It counts even when the
  // request is refused and its transaction rolled back (a keyed request: db/ambient.ts).
  const claimAttempt = (db: Kysely<Database>) =>
    db
      .updateTable('second_factor_records')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', record.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', SECOND_FACTOR_MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
  const claimed = await claimAttempt(ctx.db);
  if (!claimed) throw refuse(TRANSFER_MESSAGES.tooManyAttempts);
  keepIfRefused(claimAttempt);
  const expected = Buffer.from(record.code_hash, 'hex');
  const actual = hashCode(record.id, code);
  // Only the code mailed hashes to the stored hash (a code of any other form cannot); the length is checked first
  // because timingSafeEqual throws on hashes of different lengths (a damaged record).
  const right = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!right)
    throw refuse(
      claimed.attempts >= SECOND_FACTOR_MAX_ATTEMPTS
        ? TRANSFER_MESSAGES.tooManyAttempts
        : TRANSFER_MESSAGES.codeInvalid,
    );
  return {
    async consume(db) {
      const used = await db
        .updateTable('second_factor_records')
        .set({ used_at: ctx.clock.now() })
        .where('id', '=', record.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // Used by a concurrent call meanwhile.
      if (!used) throw refuse(TRANSFER_MESSAGES.codeInvalid);
    },
  };
}

/**
 * The second factor of a request, called once every other rule of the request has passed:
 * - not needed (the user lacks the TRANSACTION2FA feature or has the type's setting off; USER_SETTING always
 *   needs it): an approval that does nothing;
 * - no mfaCode: a record and a mailed code; answers the 207 to return;
 * - mfaCode and transaction2faRecordId: the approval (call `consume` in the posting's database transaction), or a
 *   422 with the reason ('Verification code is invalid', 'Verification code is expired', issued for another
 *   request, too many attempts).
 * `fingerprintSource` is the exact request (kind, source, amount, currency, recipient, memo, source of funds).
 */
export async function secondFactor(
  ctx: BankContext,
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'settings' | 'features'>,
  purpose: SecondFactorPurpose,
  fingerprintSource: unknown,
  body: SecondFactorFields,
): Promise<MultiStatus | SecondFactorApproval> {
  const required = purpose === 'USER_SETTING' || needsSecondFactor(user, purpose);
  if (!required) return NOT_NEEDED;
  const fingerprint = requestFingerprint(purpose, fingerprintSource);
  if (!body.mfaCode) return sendCode(ctx, user, purpose, fingerprint);
  if (!body.transaction2faRecordId) throw badRequest(SECOND_FACTOR_MESSAGES.recordRequired);
  return checkCode(ctx, user.id, purpose, fingerprint, body.transaction2faRecordId, body.mfaCode);
}
