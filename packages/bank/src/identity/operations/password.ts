import { clearAllLockouts } from '../lockout';
import { checkCode, createCode, deliverCode } from '../codes';
import { giveBack, hit } from '../../limits';
import { assertIdentityCodeMail, codeLimitExceeded } from '../mail-limit';
import { requireClient, requireString } from '../input';
import { assertPasswordPolicy, unchangedPassword } from '../password';
import { codeDeliveryDetails, findUser, normalizeEmail } from '../users';
import { codeMismatch, expiredCode, invalidParameter } from './errors';
import type { Operation } from './index';
import { inTransaction } from '../../db/transaction';

/**
 * ForgotPassword: a reset code to the mailbox. As Cognito with "prevent user existence errors": an unknown user gets
 * the same answer (a code "sent" to the masked address asked for) and spends the same per-address budget, but
 * nothing is mailed; an unconfirmed one has no verified address to send to. Limited per client too, and the
 * address's budget counts per client (mail-limit.ts), so one IP cannot stop the owner getting a code.
 */
const ForgotPassword: Operation = async (ctx, body, client) => {
  requireClient(ctx, body);
  const username = requireString(body, 'Username', 128);
  if (!(await hit(ctx, 'codeRequestsPerClient', client.ip)).allowed) throw codeLimitExceeded();
  const user = await findUser(ctx.db, username);
  if (user && (user.status === 'UNCONFIRMED' || !user.email_verified))
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  const email = user?.email ?? normalizeEmail(username);
  await assertIdentityCodeMail(ctx, email, 'FORGOT_PASSWORD', client.ip);
  if (user) {
    const code = await createCode(ctx.db, user.sub, 'FORGOT_PASSWORD', ctx.clock.now());
    const sending = deliverCode(ctx, user.email, 'FORGOT_PASSWORD', code);
    // Over SMTP the answer does not wait for the mail: only a real user has one to send, so waiting for it (or a
    // 503 when the server refuses) would tell who has an account. The code is stored; a failed send is logged by
    // the sender (without the code) and the customer asks again. The sandbox's mailbox is a table anyone can
    // read, so there it is written before the answer (a code is in the mailbox when the call returns).
    if (ctx.config.mail.transport === 'smtp') sending.catch(() => {});
    else await sending;
  }
  return { CodeDeliveryDetails: codeDeliveryDetails(email) };
};

/**
 * ConfirmForgotPassword: the code sets the new password, clears RESET_REQUIRED and the lockout, and signs out
 * every session of the user. The current password is refused as the new one (as ChangePassword refuses it), told
 * only once the code is right (so it is no way to test a guess of the password) and keeping the code for a retry.
 */
const ConfirmForgotPassword: Operation = async (ctx, body, client) => {
  requireClient(ctx, body);
  const code = requireString(body, 'ConfirmationCode', 2048);
  const password = requireString(body, 'Password', 256);
  const username = requireString(body, 'Username', 128);
  assertPasswordPolicy(password);
  // Charged first, given back to a right code (as ConfirmSignUp): only wrong codes use up the client's budget.
  if (!(await hit(ctx, 'codeGuessesPerClient', client.ip)).allowed) throw codeLimitExceeded();
  const user = await findUser(ctx.db, username);
  const passwordHash = await ctx.passwords.hash(password);
  // An unknown user: what a wrong code gets, after the same hashing.
  if (!user) throw codeMismatch();
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('identity_users')
      .select(['sub', 'status', 'password_hash'])
      .where('sub', '=', user.sub)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'missing' as const;
    const result = await checkCode(trx, row.sub, 'FORGOT_PASSWORD', code, now);
    if (result !== 'ok') return result;
    // Thrown, so the transaction rolls back and the code stays usable with another password.
    if (await ctx.passwords.verify(password, row.password_hash)) throw unchangedPassword();
    await trx
      .updateTable('identity_users')
      .set({
        password_hash: passwordHash,
        status: row.status === 'RESET_REQUIRED' ? 'CONFIRMED' : row.status,
        updated_at: now,
      })
      .where('sub', '=', row.sub)
      .execute();
    await clearAllLockouts(trx, row.sub);
    return result;
  });
  if (outcome === 'missing') throw codeMismatch();
  if (outcome === 'mismatch') throw codeMismatch();
  if (outcome === 'expired') throw expiredCode();
  await giveBack(ctx, 'codeGuessesPerClient', client.ip);
  await ctx.tokens.revokeAll(user.sub);
  return {};
};

export const passwordOperations = { ForgotPassword, ConfirmForgotPassword };
