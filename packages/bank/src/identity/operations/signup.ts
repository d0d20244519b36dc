import { consentAtSignUp, provisionBankUser } from '../../modules/users/provision';
import { verifyCaptchaToken } from '../captcha';
import { checkCode, createCode, deliverCode } from '../codes';
import { giveBack, hit } from '../../limits';
import { assertIdentityCodeMail, codeLimitExceeded } from '../mail-limit';
import {
  attributeList,
  optionalRecord,
  personNames,
  requireClient,
  requireString,
  type Body,
} from '../input';
import { assertPasswordPolicy } from '../password';
import {
  codeDeliveryDetails,
  findUser,
  isEmail,
  isUniqueViolation,
  normalizeEmail,
} from '../users';
import { CognitoError, codeMismatch, expiredCode, invalidParameter } from './errors';
import type { Operation } from './index';
import { inTransaction } from '../../db/transaction';

const REQUIRED_ATTRIBUTES = ['given_name', 'family_name', 'email'] as const;
const WRITABLE_ATTRIBUTES = new Set<string>(REQUIRED_ATTRIBUTES);
/** Where the sign-up form puts the robot check's token: ValidationData or ClientMetadata. */
const CAPTCHA_KEYS = ['captchaToken', 'recaptchaToken'];

const schemaError = (detail: string) =>
  invalidParameter(`Attributes did not conform to the schema: ${detail}`);

function captchaToken(body: Body): string | undefined {
  const validation = attributeList(body, 'ValidationData');
  const metadata = optionalRecord(body, 'ClientMetadata') ?? {};
  for (const key of CAPTCHA_KEYS) {
    const value = validation.get(key) ?? metadata[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** SignUp: an unconfirmed identity and a six-digit code in the mailbox. */
const SignUp: Operation = async (ctx, body) => {
  requireClient(ctx, body);
  const username = normalizeEmail(requireString(body, 'Username', 128));
  const password = requireString(body, 'Password', 256);
  const attributes = attributeList(body, 'UserAttributes');
  if (!isEmail(username)) throw invalidParameter('Username should be an email.');
  for (const name of attributes.keys()) {
    if (!WRITABLE_ATTRIBUTES.has(name))
      throw schemaError(`Type for attribute {${name}} could not be determined`);
  }
  for (const name of REQUIRED_ATTRIBUTES) {
    if (!attributes.get(name)?.trim())
      throw schemaError(`${name}: The attribute ${name} is required`);
  }
  const names = personNames(attributes.get('given_name')!, attributes.get('family_name')!);
  if (normalizeEmail(attributes.get('email')!) !== username)
    throw schemaError('email: The attribute email must be the same as the username');
  assertPasswordPolicy(password);

  // The robot check comes before the duplicate check, so a bot cannot probe which e-mails have accounts.
  const token = captchaToken(body);
  if (!token || !(await verifyCaptchaToken(ctx, token)))
    throw new CognitoError(
      'UserLambdaValidationException',
      'PreSignUp failed with error invalid reCAPTCHA token.',
    );

  const exists = () =>
    new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
  if (await findUser(ctx.db, username)) throw exists();
  await assertIdentityCodeMail(ctx, username, 'SIGN_UP');
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.clock.now();
  const sub = crypto.randomUUID();
  let code: string;
  try {
    code = await inTransaction(ctx.db, async (trx) => {
      await trx
        .insertInto('identity_users')
        .values({
          sub,
          username,
          email: username,
          email_verified: false,
          given_name: names.given_name,
          family_name: names.family_name,
          password_hash: passwordHash,
          status: 'UNCONFIRMED',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return createCode(trx, sub, 'SIGN_UP', now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  await deliverCode(ctx, username, 'SIGN_UP', code);
  return {
    UserConfirmed: false,
    UserSub: sub,
    CodeDeliveryDetails: codeDeliveryDetails(username),
  };
};

/**
 * ConfirmSignUp: the right code confirms the identity and opens the bank customer, in one transaction. An unknown
 * or already confirmed user gets what a wrong code gets (Cognito's "prevent user existence errors"); every try is
 * charged to its client first and a right code gives the charge back, so only wrong codes use up its budget.
 */
const ConfirmSignUp: Operation = async (ctx, body, client) => {
  requireClient(ctx, body);
  const code = requireString(body, 'ConfirmationCode', 2048);
  const username = requireString(body, 'Username', 128);
  if (!(await hit(ctx, 'codeGuessesPerClient', client.ip)).allowed) throw codeLimitExceeded();
  const user = await findUser(ctx.db, username);
  if (!user) throw codeMismatch();
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('identity_users')
      .selectAll()
      .where('sub', '=', user.sub)
      .forUpdate()
      .executeTakeFirst();
    // Confirmed already: its code was used up by the confirmation, so any code is a wrong one.
    if (!row || row.status !== 'UNCONFIRMED') return { result: 'mismatch' as const };
    const result = await checkCode(trx, row.sub, 'SIGN_UP', code, now);
    if (result !== 'ok') return { result };
    await trx
      .updateTable('identity_users')
      .set({ status: 'CONFIRMED', email_verified: true, updated_at: now })
      .where('sub', '=', row.sub)
      .execute();
    await provisionBankUser(
      trx,
      {
        id: row.sub,
        email: row.email,
        firstName: row.given_name,
        lastName: row.family_name,
        createdAt: now,
        // Signing up took the terms (the form's three boxes): recorded as the customer's consent.
        consent: await consentAtSignUp(trx),
      },
      { providers: ctx.providers },
    );
    return { result };
  });
  switch (outcome.result) {
    case 'ok':
      await giveBack(ctx, 'codeGuessesPerClient', client.ip);
      return {};
    case 'mismatch':
      throw codeMismatch();
    case 'expired':
      throw expiredCode();
  }
};

/**
 * ResendConfirmationCode: a new code replaces the old one. An unknown or already confirmed user gets the same answer
 * and spends the same per-address budget, but nothing is mailed. Limited per client too.
 */
const ResendConfirmationCode: Operation = async (ctx, body, client) => {
  requireClient(ctx, body);
  const username = requireString(body, 'Username', 128);
  if (!(await hit(ctx, 'codeRequestsPerClient', client.ip)).allowed) throw codeLimitExceeded();
  const user = await findUser(ctx.db, username);
  const email = user?.email ?? normalizeEmail(username);
  await assertIdentityCodeMail(ctx, email, 'SIGN_UP');
  if (user?.status === 'UNCONFIRMED') {
    const code = await createCode(ctx.db, user.sub, 'SIGN_UP', ctx.clock.now());
    await deliverCode(ctx, user.email, 'SIGN_UP', code);
  }
  return { CodeDeliveryDetails: codeDeliveryDetails(email) };
};

export const signUpOperations = { SignUp, ConfirmSignUp, ResendConfirmationCode };
