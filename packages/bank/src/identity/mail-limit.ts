import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@axia/core';
import type { BankContext } from '../context';
import { HttpError } from '../http/errors';
import { CognitoError } from './operations/errors';

// Code mails per address (issue 16 §9): sign-up, resend, forgot password, the email/phone change code and the
// transaction second factor each mail a code; at most PROFILE_LIMITS.codeMailsPerWindow of them reach one address
// within PROFILE_LIMITS.codeMailWindowMs on the bank's clock, counted from the sandbox mailbox (the mails that carry
// a code). Callers check BEFORE changing anything, so a refused request replaces no code and creates no request.

/** Whether one more code mail to `email` is within the limit. */
export async function mayMailCode(ctx: BankContext, email: string): Promise<boolean> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - PROFILE_LIMITS.codeMailWindowMs);
  const row = await ctx.db
    .selectFrom('mailbox')
    .select((eb) => eb.fn.countAll<string>().as('sent'))
    .where('to_email', '=', email.toLowerCase())
    .where('code', 'is not', null)
    .where('sent_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.sent) < PROFILE_LIMITS.codeMailsPerWindow;
}

/** Cognito's own answer to too many code requests (Amplify shows its message). */
export const CODE_MAIL_LIMIT_COGNITO_MESSAGE =
  'Attempt limit exceeded, please try after some time.';

/** Identity operations: LimitExceededException over the limit. */
export async function assertIdentityCodeMail(ctx: BankContext, email: string) {
  if (!(await mayMailCode(ctx, email)))
    throw new CognitoError('LimitExceededException', CODE_MAIL_LIMIT_COGNITO_MESSAGE);
}

/** Bank calls (POST /user, /user/setting, transfers): 429 with PROFILE_MESSAGES.codeMailsLimited over the limit. */
export async function assertBankCodeMail(ctx: BankContext, email: string) {
  if (!(await mayMailCode(ctx, email))) throw new HttpError(429, PROFILE_MESSAGES.codeMailsLimited);
}
