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

/** What a code mail is for: one budget each. */
export type CodeMailPurpose = 'SIGN_UP' | 'FORGOT_PASSWORD' | 'CONTACT_CHANGE' | 'TRANSACTION';

/** Records one more code mail to `email` when it is within the limit; false (nothing recorded) when it is not. */
export async function takeCodeMailSlot(
  ctx: BankContext,
  email: string,
  purpose: CodeMailPurpose,
): Promise<boolean> {
  const address = email.toLowerCase();
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - PROFILE_LIMITS.codeMailWindowMs);
  return inTransaction(ctx.db, async (trx) => {
    await lockForTransaction(trx, `code-mail:${purpose}:${address}`);
    const row = await trx
      .selectFrom('code_mail_sends')
      .select((eb) => eb.fn.countAll<string>().as('sent'))
      .where('email', '=', address)
      .where('purpose', '=', purpose)
      .where('sent_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.sent) >= PROFILE_LIMITS.codeMailsPerWindow) return false;
    await trx
      .insertInto('code_mail_sends')
      .values({ email: address, purpose, sent_at: now })
      .execute();
    return true;
  });
}

/** Cognito's own answer to too many code requests (Amplify shows its message). */
export const CODE_MAIL_LIMIT_COGNITO_MESSAGE =
  'Attempt limit exceeded, please try after some time.';

export const codeLimitExceeded = () =>
  new CognitoError('LimitExceededException', CODE_MAIL_LIMIT_COGNITO_MESSAGE);

/** Identity operations: LimitExceededException over the limit. */
export async function assertIdentityCodeMail(
  ctx: BankContext,
  email: string,
  purpose: CodeMailPurpose,
) {
  if (!(await takeCodeMailSlot(ctx, email, purpose))) throw codeLimitExceeded();
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
