import { TRANSFER_MESSAGES, type PasskeyAssertion, type SecondFactorKind } from '@axia/core';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BankContext } from '../../context';
import { keepIfRefused } from '../../db/ambient';
import type { Database } from '../../db/schema';
import { MultiStatus } from '../../http/api-route';
import { badRequest, HttpError } from '../../http/errors';
import { assertBankCodeMail } from '../../identity/mail-limit';
import {
  passkeysOf,
  PasskeyRefused,
  relyingParty,
  verifyPasskeyAssertion,
} from '../../identity/passkeys';
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
//
// A customer with a passkey (issue 45) approves with it instead (docs/money.md 'Transaction second factor'): the first
// call mails nothing; the record keeps the fingerprint and a fresh random nonce (its code_hash is '': no code can
// match it), and the 207 carries the passkey's challenge, base64url(SHA-256(fingerprint + ':' + nonce)), so the
// signature is bound to this very request, with the payment's amount, payee and source account for the prompt. The
// second call sends passkeyAssertion instead of mfaCode: the record is checked as for a code (the caller's, a passkey
// record, unused, unexpired, this request's fingerprint, attempts), then the assertion is verified against the
// challenge recomputed from THIS request and the record's nonce (identity/passkeys: one of the caller's passkeys,
// origin, relying party, user verified, counter), and consumed as a code is. `approveWith: 'CODE'` in a first call
// mails a code all the same (a customer away from their passkey). Adding a passkey (ADD_PASSKEY) always takes a code.

/** What a record approves: a transfer type, a change of the transaction 2FA settings, or adding a passkey. */
export type SecondFactorPurpose = SecondFactorKind | 'USER_SETTING' | 'ADD_PASSKEY';

const SECOND_FACTOR_TTL_MS = 5 * 60 * 1000;
const SECOND_FACTOR_MAX_ATTEMPTS = 5;
/** The mail's subject: the same as the contact change's code (the e2e reads codes through /sandbox/mailbox). */
const SECOND_FACTOR_SUBJECT = CODE_SUBJECT;

/** How long the browser's passkey prompt waits (ms): the record's own lifetime. */
const PASSKEY_TIMEOUT_MS = SECOND_FACTOR_TTL_MS;
/** The clientDataJSON types a payment approval accepts: a passkey prompt, or Secure Payment Confirmation's. */
const PASSKEY_APPROVAL_TYPES = ['webauthn.get', 'payment.get'];

const SECOND_FACTOR_MESSAGES = {
  recordRequired: 'transaction2faRecordId is required with mfaCode',
  passkeyRecordRequired: 'transaction2faRecordId is required with passkeyAssertion',
  approvePayment: 'Approve this payment with your passkey.',
  approveChange: 'Approve this change with your passkey.',
  passkeyInvalid: 'This passkey approval is not valid. Please send the request again.',
  passkeyExpired: 'This passkey approval has expired. Please send the request again.',
  passkeyMismatch: 'This passkey approval was for another request. Please send the request again.',
  tooManyPasskeyAttempts: 'Too many passkey attempts. Please send the request again.',
} as const;

/** The second-step fields of a call that may need a second factor (core's secondFactorFields). */
export interface SecondFactorFields {
  mfaCode?: string;
  transaction2faRecordId?: string;
  passkeyAssertion?: PasskeyAssertion;
  approveWith?: 'CODE';
}

/** What a payment's passkey prompt shows (core's secondFactorAnswerSchema `payment`). */
export interface PaymentSummary {
  amount: string;
  currency: string;
  payee: string;
  source: string;
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
  ADD_PASSKEY: 'adding a passkey to your account',
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

/** An account as the app shows it in a payment's approval: its alias (or type's name) and its public number. */
export const sourceName = (account: {
  alias: string | null;
  type_public_name: string;
  public_id: string;
}) => `${account.alias || account.type_public_name} ${account.public_id}`;

/** The challenge a passkey signs for a record: base64url(SHA-256(fingerprint + ':' + nonce)). */
export const passkeyChallenge = (fingerprint: string, nonce: string) =>
  createHash('sha256').update(`${fingerprint}:${nonce}`).digest('base64url');

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

/**
 * The first call of a customer with a passkey: a record with the request's fingerprint and a fresh nonce, no code
 * (code_hash '' matches none), and the 207 asking the passkey to sign the challenge bound to both.
 */
async function askPasskey(
  ctx: BankContext,
  user: Pick<UserRow, 'id'>,
  purpose: SecondFactorPurpose,
  fingerprint: string,
  passkeys: Awaited<ReturnType<typeof passkeysOf>>,
  payment: PaymentSummary | undefined,
): Promise<MultiStatus> {
  const id = randomBytes(16).toString('hex');
  const nonce = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + SECOND_FACTOR_TTL_MS);
  await ctx.db
    .insertInto('second_factor_records')
    .values({
      id,
      user_id: user.id,
      purpose,
      fingerprint,
      code_hash: '',
      passkey_nonce: nonce,
      attempts: 0,
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    })
    .execute();
  return new MultiStatus({
    message: payment ? SECOND_FACTOR_MESSAGES.approvePayment : SECOND_FACTOR_MESSAGES.approveChange,
    transaction2faRecordId: id,
    expiresAt: expiresAt.toISOString(),
    passkey: {
      challenge: passkeyChallenge(fingerprint, nonce),
      rpId: relyingParty(ctx).id,
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.credential_id,
        type: 'public-key' as const,
        transports: Array.isArray(passkey.transports) ? (passkey.transports as string[]) : [],
      })),
      userVerification: 'required' as const,
      timeout: PASSKEY_TIMEOUT_MS,
    },
    ...(payment ? { payment } : {}),
  });
}

const refuse = (message: string) => new HttpError(422, message);

/** The one-time use of a record, inside the posting's transaction: a concurrent use of it makes this one fail. */
function consumeRecord(ctx: BankContext, recordId: string, refusal: string): SecondFactorApproval {
  return {
    async consume(db) {
      const used = await db
        .updateTable('second_factor_records')
        .set({ used_at: ctx.clock.now() })
        .where('id', '=', recordId)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // Used by a concurrent call meanwhile.
      if (!used) throw refuse(refusal);
    },
  };
}

/** Claims an attempt of the record (committed even when the request is refused later: db/ambient.ts). */
async function claimAttempt(ctx: BankContext, recordId: string) {
  const claim = (db: Kysely<Database>) =>
    db
      .updateTable('second_factor_records')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', recordId)
      .where('used_at', 'is', null)
      .where('attempts', '<', SECOND_FACTOR_MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
  const claimed = await claim(ctx.db);
  if (claimed) keepIfRefused(claim);
  return claimed;
}

/** The caller's own second-factor record, or undefined (unknown or another customer's: the callers say the same). */
const callersRecord = (ctx: BankContext, userId: string, recordId: string) =>
  ctx.db
    .selectFrom('second_factor_records')
    .selectAll()
    .where('id', '=', recordId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Checks the passkey's signature of the second call: the record as for a code (the caller's, a passkey record,
 * unused, attempts left, unexpired, issued for this request), an attempt claimed, then the assertion against the
 * challenge of THIS request's fingerprint and the record's nonce.
 */
async function checkPasskey(
  ctx: BankContext,
  userId: string,
  fingerprint: string,
  recordId: string,
  assertion: PasskeyAssertion,
): Promise<SecondFactorApproval> {
  const record = await callersRecord(ctx, userId, recordId);
  // Unknown, another customer's, a code's record, or already used: the same answer.
  if (!record || record.used_at !== null || !record.passkey_nonce)
    throw refuse(SECOND_FACTOR_MESSAGES.passkeyInvalid);
  if (record.attempts >= SECOND_FACTOR_MAX_ATTEMPTS)
    throw refuse(SECOND_FACTOR_MESSAGES.tooManyPasskeyAttempts);
  if (new Date(record.expires_at).getTime() <= ctx.clock.now().getTime())
    throw refuse(SECOND_FACTOR_MESSAGES.passkeyExpired);
  if (record.fingerprint !== fingerprint) throw refuse(SECOND_FACTOR_MESSAGES.passkeyMismatch);
  if (!(await claimAttempt(ctx, record.id)))
    throw refuse(SECOND_FACTOR_MESSAGES.tooManyPasskeyAttempts);
  try {
    await verifyPasskeyAssertion(ctx, ctx.db, {
      sub: userId,
      // The same JSON (clientExtensionResults, optional here, is not read by the verification).
      response: assertion as AuthenticationResponseJSON,
      // Recomputed from this request: a signature over another request's challenge does not verify.
      expectedChallenge: passkeyChallenge(fingerprint, record.passkey_nonce),
      expectedTypes: PASSKEY_APPROVAL_TYPES,
    });
  } catch (error) {
    if (error instanceof PasskeyRefused) throw refuse(error.message);
    throw error;
  }
  return consumeRecord(ctx, record.id, SECOND_FACTOR_MESSAGES.passkeyInvalid);
}

/** Checks the code of the second call; a wrong one counts an attempt (committed at once). */
async function checkCode(
  ctx: BankContext,
  userId: string,
  purpose: SecondFactorPurpose,
  fingerprint: string,
  recordId: string,
  code: string,
): Promise<SecondFactorApproval> {
  const record = await callersRecord(ctx, userId, recordId);
  // Unknown, another customer's, or already used: the same answer. (A passkey's record has code_hash '', which no
  // code hashes to.)
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
  const claimed = await claimAttempt(ctx, record.id);
  if (!claimed) throw refuse(TRANSFER_MESSAGES.tooManyAttempts);
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
  return consumeRecord(ctx, record.id, TRANSFER_MESSAGES.codeInvalid);
}

/**
 * The second factor of a request, called once every other rule of the request has passed:
 * - not needed (the user lacks the TRANSACTION2FA feature or has the type's setting off; USER_SETTING and
 *   ADD_PASSKEY always need it): an approval that does nothing;
 * - no mfaCode nor passkeyAssertion: for a customer with a passkey (unless the body says approveWith 'CODE', and
 *   never for ADD_PASSKEY) a record and the passkey's challenge, else a record and a mailed code; answers the 207;
 * - mfaCode (or passkeyAssertion) and transaction2faRecordId: the approval (call `consume` in the posting's
 *   database transaction), or a 422 with the reason (invalid, expired, issued for another request, too many
 *   attempts, a passkey refused).
 * `fingerprintSource` is the exact request (kind, source, amount, currency, recipient, memo, source of funds);
 * `payment` what a payment's passkey prompt shows.
 */
export async function secondFactor(
  ctx: BankContext,
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'settings' | 'features'>,
  purpose: SecondFactorPurpose,
  fingerprintSource: unknown,
  body: SecondFactorFields,
  payment?: PaymentSummary,
): Promise<MultiStatus | SecondFactorApproval> {
  const required =
    purpose === 'USER_SETTING' || purpose === 'ADD_PASSKEY' || needsSecondFactor(user, purpose);
  if (!required) return NOT_NEEDED;
  const fingerprint = requestFingerprint(purpose, fingerprintSource);
  if (body.passkeyAssertion) {
    if (!body.transaction2faRecordId)
      throw badRequest(SECOND_FACTOR_MESSAGES.passkeyRecordRequired);
    return checkPasskey(
      ctx,
      user.id,
      fingerprint,
      body.transaction2faRecordId,
      body.passkeyAssertion,
    );
  }
  if (body.mfaCode) {
    if (!body.transaction2faRecordId) throw badRequest(SECOND_FACTOR_MESSAGES.recordRequired);
    return checkCode(ctx, user.id, purpose, fingerprint, body.transaction2faRecordId, body.mfaCode);
  }
  if (purpose !== 'ADD_PASSKEY' && body.approveWith !== 'CODE') {
    const passkeys = await passkeysOf(ctx.db, user.id);
    if (passkeys.length > 0) return askPasskey(ctx, user, purpose, fingerprint, passkeys, payment);
  }
  return sendCode(ctx, user, purpose, fingerprint);
}
