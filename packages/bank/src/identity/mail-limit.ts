import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@axia/core';
import type { BankContext } from '../context';
import { inTransaction, lockForTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { CognitoError } from './operations/errors';

// Code mails per address and purpose (issue 16 §9, issue 27 §2): sign-up (and its resend), forgot password, the
// email/phone change code and the transaction second factor each mail a code; at most
// PROFILE_LIMITS.codeMailsPerWindow of one purpose reach one address within PROFILE_LIMITS.codeMailWindowMs on the
// bank's clock. Each purpose has its own budget: anyone can ask for reset codes to a known address, and that must
// not use up the budget of the customer's own transfers and contact changes. Callers take a slot BEFORE changing anything (so a
// refused request replaces no code and creates no request), and then mail the code. Taking a slot counts and
// records under a lock on the address, so parallel requests, to any number of bank processes, cannot all pass.

/** What a code mail is for: one budget each (EMAIL_CHANGE_TARGET: codes to the new address of an email change). */
export type CodeMailPurpose =
  'SIGN_UP' | 'FORGOT_PASSWORD' | 'CONTACT_CHANGE' | 'EMAIL_CHANGE_TARGET' | 'TRANSACTION';

/**
 * Reset codes (FORGOT_PASSWORD, asked for without signing in) count per (address, client IP): one client cannot use
 * up the owner's budget. This ceiling over all clients still bounds how much mail many IPs can send one address.
 */
export const RESET_CODE_MAILS_PER_ADDRESS = 20;

/**
 * Records one more code mail to `email` when it is within the limit; false (nothing recorded) when it is not.
 * With `client`, the budget is per (address, client) under the RESET_CODE_MAILS_PER_ADDRESS ceiling.
 */
export async function takeCodeMailSlot(
  ctx: BankContext,
  email: string,
  purpose: CodeMailPurpose,
  client?: string,
): Promise<boolean> {
  const address = email.toLowerCase();
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - PROFILE_LIMITS.codeMailWindowMs);
  return inTransaction(ctx.db, async (trx) => {
    await lockForTransaction(trx, `code-mail:${purpose}:${address}`);
    const row = await trx
      .selectFrom('code_mail_sends')
      .select((eb) => [
        eb.fn.countAll<string>().as('sent'),
        eb.fn
          .count<string>(
            eb
              .case()
              .when('client', '=', client ?? '')
              .then(1)
              .end(),
          )
          .as('byClient'),
      ])
      .where('email', '=', address)
      .where('purpose', '=', purpose)
      .where('sent_at', '>', since)
      .executeTakeFirstOrThrow();
    const within =
      client === undefined
        ? Number(row.sent) < PROFILE_LIMITS.codeMailsPerWindow
        : Number(row.byClient) < PROFILE_LIMITS.codeMailsPerWindow &&
          Number(row.sent) < RESET_CODE_MAILS_PER_ADDRESS;
    if (!within) return false;
    await trx
      .insertInto('code_mail_sends')
      .values({ email: address, purpose, client: client ?? '', sent_at: now })
      .execute();
    return true;
  });
}

/** Cognito's own answer to too many code requests (Amplify shows its message). */
const CODE_MAIL_LIMIT_COGNITO_MESSAGE = 'Attempt limit exceeded, please try after some time.';

export const codeLimitExceeded = () =>
  new CognitoError('LimitExceededException', CODE_MAIL_LIMIT_COGNITO_MESSAGE);

/** Identity operations: LimitExceededException over the limit. */
export async function assertIdentityCodeMail(
  ctx: BankContext,
  email: string,
  purpose: CodeMailPurpose,
  client?: string,
) {
  if (!(await takeCodeMailSlot(ctx, email, purpose, client))) throw codeLimitExceeded();
}

/** Bank calls (POST /user, /user/setting, transfers): 429 with PROFILE_MESSAGES.codeMailsLimited over the limit. */
export async function assertBankCodeMail(
  ctx: BankContext,
  email: string,
  purpose: CodeMailPurpose,
) {
  if (!(await takeCodeMailSlot(ctx, email, purpose)))
    throw new HttpError(429, PROFILE_MESSAGES.codeMailsLimited);
}
