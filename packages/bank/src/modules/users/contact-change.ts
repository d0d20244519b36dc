import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  CONTACT_CHANGE_MESSAGES,
  isEmail,
  isRealPhoneNumber,
  normalizeEmail,
  type updateUserBodySchema,
  type User,
} from '@axia/core';
import { DIALLABLE_COUNTRIES } from '@axia/core/countries';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { MultiStatus } from '../../http/api-route';
import { assertBankCodeMail } from '../../identity/mail-limit';
import { assertWithinLimit } from '../../limits';
import { badRequest, conflict } from '../../http/errors';
import { assertMayChange, requireUser, type Db, type UserRow } from '../common/user';
import { getProfile } from './service';
import { inTransaction } from '../../db/transaction';
import { MailUnavailable } from '../../mail';

// POST /user: an email or phone change in two steps. The first call (no mfaCode) answers 207 with a requestId and
// mails a 6-digit code to the current email; the same call with mfaCode + requestId applies the change. An email
// change needs two codes: mfaCode, mailed to the NEW address (the customer owns it), and currentEmailCode, mailed to
// the CURRENT address (the owner agrees: a stolen token alone must not move the sign-in address, and with it
// ForgotPassword, to an attacker); the old address is notified once it is made. Only hashes of the codes are kept
// (in users.settings.pendingContactChange), they expire, and a few wrong calls void the request.

type UpdateUserBody = z.output<typeof updateUserBodySchema>;

const CODE_TTL_MS = 5 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const PENDING_KEY = 'pendingContactChange';
export const CODE_SUBJECT = 'Your verification code';
const NEW_EMAIL_CODE_SUBJECT = 'Confirm your new email address';
const CURRENT_EMAIL_CODE_SUBJECT = 'Approve the change of your email address';
const EMAIL_CHANGED_SUBJECT = 'Your email address was changed';

/** The change's messages live in core (the app tells a wrong code from a void request by them). */
const CONTACT_MESSAGES = CONTACT_CHANGE_MESSAGES;

interface ContactChange {
  email?: string;
  phoneCountryCode?: string;
  phoneNumber?: string;
}

interface PendingContactChange {
  requestId: string;
  codeHash: string;
  /** An email change: the hash of the code mailed to the current address. */
  currentCodeHash?: string;
  expiresAt: string;
  attempts: number;
  change: ContactChange;
}

const DIAL_CODES = new Set(DIALLABLE_COUNTRIES.map((country) => country.dialCode));
const DEFAULT_DIAL_CODE = '+1';

const hashCode = (requestId: string, code: string) =>
  createHash('sha256').update(`${requestId}:${code}`).digest();
// Salted apart from the new address's code, so the current address's code never passes as mfaCode.
const hashCurrentCode = (requestId: string, code: string) => hashCode(`${requestId}:current`, code);

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const codeMatches = (storedHash: string, requestId: string, code: string, hash = hashCode) =>
  /^\d{6}$/.test(code) &&
  timingSafeEqual(Buffer.from(storedHash, 'base64url'), hash(requestId, code));

function normalizeDialCode(value: string): string {
  const digits = value.replace(/\s+/g, '');
  const code = digits.startsWith('+') ? digits : `+${digits}`;
  if (!/^\+\d{1,6}$/.test(code) || !DIAL_CODES.has(code))
    throw badRequest(CONTACT_MESSAGES.invalidCountryCode);
  return code;
}

/** The fields of the body that differ from the profile, validated and normalised. */
function requestedChange(user: UserRow, body: UpdateUserBody): ContactChange {
  const change: ContactChange = {};
  if (body.email !== undefined) {
    const email = normalizeEmail(body.email);
    if (!isEmail(email)) throw badRequest(CONTACT_MESSAGES.invalidEmail);
    if (email !== user.email) change.email = email;
  }
  if (body.phoneNumber !== undefined || body.phoneCountryCode !== undefined) {
    const phoneNumber = body.phoneNumber ?? user.phone_number ?? '';
    if (!/^\d{4,15}$/.test(phoneNumber)) throw badRequest(CONTACT_MESSAGES.invalidPhone);
    const phoneCountryCode = normalizeDialCode(
      body.phoneCountryCode ?? user.phone_country_code ?? DEFAULT_DIAL_CODE,
    );
    // A real number for its dial code (libphonenumber's plans, as the profile screen checks): '+1 000000000' is not.
    if (!isRealPhoneNumber(phoneCountryCode, phoneNumber))
      throw badRequest(CONTACT_MESSAGES.invalidPhone);
    if (phoneNumber !== user.phone_number || phoneCountryCode !== user.phone_country_code) {
      change.phoneNumber = phoneNumber;
      change.phoneCountryCode = phoneCountryCode;
    }
  }
  return change;
}

async function assertEmailFree(db: Db, userId: string, email: string) {
  const [bankUser, identity] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('identity_users')
      .select('sub')
      .where('email', '=', email)
      .where('sub', '!=', userId)
      .executeTakeFirst(),
  ]);
  if (bankUser || identity) throw conflict(AUTH_MESSAGES.emailTaken);
}

function readPending(settings: Record<string, unknown>): PendingContactChange | null {
  const value = settings[PENDING_KEY] as Partial<PendingContactChange> | undefined;
  if (
    !value ||
    typeof value.requestId !== 'string' ||
    typeof value.codeHash !== 'string' ||
    typeof value.expiresAt !== 'string' ||
    typeof value.attempts !== 'number' ||
    !value.change ||
    // An email change without the current address's code (made before it was required) cannot be confirmed.
    (value.change.email !== undefined && typeof value.currentCodeHash !== 'string')
  )
    return null;
  return value as PendingContactChange;
}

const setPending = (db: Db, userId: string, pending: PendingContactChange | null) =>
  db
    .updateTable('users')
    .set({
      settings: pending
        ? sql<string>`settings || jsonb_build_object(${PENDING_KEY}::text, ${JSON.stringify(pending)}::jsonb)`
        : sql<string>`settings - ${PENDING_KEY}::text`,
    })
    .where('id', '=', userId)
    .execute();

async function startChange(ctx: BankContext, user: UserRow, body: UpdateUserBody) {
  const change = requestedChange(user, body);
  if (Object.keys(change).length === 0) throw badRequest(CONTACT_MESSAGES.nothingToChange);
  if (change.email) {
    // 409 'taken' tells whether an address is a member's: a member lookup, on its hourly budget (issue 42).
    await assertWithinLimit(ctx, 'memberLookupsPerCustomer', user.id);
    await assertEmailFree(ctx.db, user.id, change.email);
    // The new address is mailed a code: a budget of its own, whoever asks (the sender's alone let one customer mail
    // any address without bound), apart from the owner's own contact-change codes.
    await assertBankCodeMail(ctx, change.email, 'EMAIL_CHANGE_TARGET');
  }
  await assertBankCodeMail(ctx, user.email, 'CONTACT_CHANGE');
  const requestId = crypto.randomUUID();
  const code = newCode();
  const currentCode = change.email ? newCode() : null;
  const expiresAt = new Date(ctx.clock.now().getTime() + CODE_TTL_MS);
  // The mails first (src/mail): one that cannot be sent answers 503 and leaves no pending change behind.
  if (change.email && currentCode) {
    await ctx.mail.send({
      to: change.email,
      subject: NEW_EMAIL_CODE_SUBJECT,
      code,
      body: `Your code to confirm this new email address is ${code}. Enter it, together with the code sent to your current email address, to make this the email address of your account. It expires in 5 minutes. If you did not ask for this, ignore this message.`,
    });
    await ctx.mail.send({
      to: user.email,
      subject: CURRENT_EMAIL_CODE_SUBJECT,
      code: currentCode,
      body: `Your code to approve changing the email address of your account to ${change.email} is ${currentCode}. Enter it, together with the code sent to the new address, to make the change. It expires in 5 minutes. If you did not ask for this, do not share this code, change your password and contact customer support.`,
    });
  } else {
    await ctx.mail.send({
      to: user.email,
      subject: CODE_SUBJECT,
      code,
      body: `Your verification code is ${code}. It expires in 5 minutes. If you did not ask to change your email or phone number, contact customer support.`,
    });
  }
  await setPending(ctx.db, user.id, {
    requestId,
    codeHash: hashCode(requestId, code).toString('base64url'),
    ...(currentCode
      ? { currentCodeHash: hashCurrentCode(requestId, currentCode).toString('base64url') }
      : {}),
    expiresAt: expiresAt.toISOString(),
    attempts: 0,
    change,
  });
  return new MultiStatus({ requestId, message: CONTACT_MESSAGES.codeSent });
}

const sameChange = (a: ContactChange, b: ContactChange) =>
  a.email === b.email &&
  a.phoneNumber === b.phoneNumber &&
  a.phoneCountryCode === b.phoneCountryCode;

/** The notice to the address an email change left (no code: nothing to do with it but to react). */
const notifyEmailChanged = (ctx: BankContext, change: { from: string; to: string }) =>
  ctx.mail.send({
    to: change.from,
    subject: EMAIL_CHANGED_SUBJECT,
    body: `The email address of your account was changed from ${change.from} to ${change.to} on ${ctx.clock.now().toISOString()}. You can no longer sign in with this address. If you did not make this change, contact customer support.`,
  });

/** What is wrong with the call's codes, if anything: mfaCode, then (an email change) currentEmailCode. */
function codeProblem(
  pending: PendingContactChange,
  requestId: string,
  body: UpdateUserBody & { mfaCode: string },
) {
  if (!codeMatches(pending.codeHash, requestId, body.mfaCode)) return CONTACT_MESSAGES.invalidCode;
  if (pending.currentCodeHash === undefined) return null;
  if (body.currentEmailCode === undefined) return CONTACT_MESSAGES.currentCodeRequired;
  if (!codeMatches(pending.currentCodeHash, requestId, body.currentEmailCode, hashCurrentCode))
    return CONTACT_MESSAGES.invalidCurrentCode;
  return null;
}

/** Checks the codes and applies the change in one transaction; a wrong call's attempt count is kept. */
async function confirmChange(
  ctx: BankContext,
  userId: string,
  body: UpdateUserBody & { mfaCode: string },
): Promise<User> {
  if (!body.requestId) throw badRequest(CONTACT_MESSAGES.requestIdRequired);
  const requestId = body.requestId;
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, userId, { forUpdate: true });
    assertMayChange(user);
    const pending = readPending(user.settings);
    if (!pending || pending.requestId !== requestId) return { failure: CONTACT_MESSAGES.noRequest };
    if (new Date(pending.expiresAt) <= now) {
      await setPending(trx, userId, null);
      return { failure: CONTACT_MESSAGES.expired };
    }
    const sent =
      body.email !== undefined ||
      body.phoneNumber !== undefined ||
      body.phoneCountryCode !== undefined;
    if (sent) {
      // Fields sent again must be the ones the code was issued for (compared against the profile as it was).
      const resent = requestedChange(user, body);
      if (!sameChange(resent, pending.change)) throw badRequest(CONTACT_MESSAGES.mismatch);
    }
    const problem = codeProblem(pending, requestId, body);
    if (problem) {
      const attempts = pending.attempts + 1;
      await setPending(
        trx,
        userId,
        attempts >= MAX_CODE_ATTEMPTS ? null : { ...pending, attempts },
      );
      return {
        failure: attempts >= MAX_CODE_ATTEMPTS ? CONTACT_MESSAGES.tooManyAttempts : problem,
      };
    }
    const { email, phoneNumber, phoneCountryCode } = pending.change;
    if (email) {
      await assertEmailFree(trx, userId, email);
      // The sign-in identity follows the verified email (as an admin attribute update would in Cognito).
      await trx
        .updateTable('identity_users')
        .set({ email, email_verified: true, updated_at: now })
        .where('sub', '=', userId)
        .execute();
    }
    await trx
      .updateTable('users')
      .set({
        ...(email ? { email } : {}),
        ...(phoneNumber ? { phone_number: phoneNumber, phone_country_code: phoneCountryCode } : {}),
        settings: sql<string>`settings - ${PENDING_KEY}::text`,
      })
      .where('id', '=', userId)
      .execute();
    return { changedEmail: email ? { from: user.email, to: email } : null };
  }).catch((error: unknown) => {
    // Another account took the email between the check and the update.
    if ((error as { code?: string }).code === '23505') throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  });
  if (outcome.failure) throw badRequest(outcome.failure);
  // After the commit: the old address learns of the change (the customer can react if it was not them). The change
  // is made by then, so a notice that cannot be sent does not fail the call (the sender has logged it). It cannot go
  // before the commit: the codes are checked inside the transaction, and the sandbox mailbox writes on its own.
  if (outcome.changedEmail)
    await notifyEmailChanged(ctx, outcome.changedEmail).catch((error: unknown) => {
      if (!(error instanceof MailUnavailable)) throw error;
    });
  return getProfile(ctx, userId);
}

export async function updateContact(ctx: BankContext, userId: string, body: UpdateUserBody) {
  if (body.mfaCode === undefined) {
    const user = await requireUser(ctx.db, userId);
    return startChange(ctx, user, body);
  }
  return confirmChange(ctx, userId, { ...body, mfaCode: body.mfaCode });
}
