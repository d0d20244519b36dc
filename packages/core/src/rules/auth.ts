import * as z from 'zod/mini';
import { AUTH_MESSAGES as M } from '../messages';
import { isEmail, normalizeEmail, normalizeText, personNameProblem } from './text';

// Seed 000 §5: sign-up, login, forgot/reset password, verification codes. Written with zod's tree-shakable
// functional API (`zod/mini`): these forms are on the first screen a visitor loads, so only the checks used here
// are shipped with /login. The schemas validate exactly like zod's classic ones.

/** At least 8 characters with an upper case letter, a lower case letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

const POLICY_PREFIX = 'Password did not conform with policy: ';

/**
 * The reason of the identity service's password-policy refusal, without Cognito's prefix; null for another message.
 * Here, not with the profile's password rules (domain/document.ts), because /login shows it too and the sign-in
 * must not load the profile's rules (they import the phone numbering plans: issue 46).
 */
export const passwordRefusalReason = (serverMessage: string | undefined) =>
  serverMessage?.startsWith(POLICY_PREFIX) ? serverMessage.slice(POLICY_PREFIX.length) : null;
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;

export const passwordSchema = z
  .string()
  .check(z.maxLength(256, M.passwordPolicy), z.regex(PASSWORD_PATTERN, M.passwordPolicy));

const requiredEmail = z.pipe(
  z.pipe(z.string({ error: M.emailRequired }), z.transform(normalizeEmail)),
  z.string().check(
    z.superRefine((value, ctx) => {
      // Stryker disable next-line StringLiteral: nothing reads a custom issue's code; its message is what the form and the bank's 400 show
      if (!value) ctx.addIssue({ code: 'custom', message: M.emailRequired });
      else if (!isEmail(value))
        ctx.addIssue({
          // Stryker disable next-line StringLiteral: as above
          code: 'custom',
          message: M.emailInvalid,
        });
    }),
  ),
);

export const verificationCodeSchema = z
  .string({ error: M.incompleteCode })
  .check(z.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), M.incompleteCode));

/**
 * A first or last name: trimmed and collapsed, then seed 000 §5's text rule under the field's label (what the
 * bank's identity service answers too, so another customer's "From" never shows markup).
 */
const nameField = (label: string, required: string) =>
  z.pipe(
    z.pipe(z.string({ error: required }), z.transform(normalizeText)),
    z.string().check(
      z.superRefine((value, ctx) => {
        const problem = value ? personNameProblem(label, value) : required;
        // Stryker disable next-line StringLiteral: nothing reads a custom issue's code; its message is what is shown
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  );
const mustAccept = (message: string) => z.boolean().check(z.refine((value) => value, { message }));

const signUpFields = {
  firstName: nameField('First name', M.firstNameRequired),
  lastName: nameField('Last name', M.lastNameRequired),
  email: requiredEmail,
  password: z.pipe(
    z.string({ error: M.passwordRequired }).check(z.minLength(1, M.passwordRequired)),
    passwordSchema,
  ),
  confirmPassword: z
    .string({ error: M.passwordConfirmationRequired })
    .check(z.minLength(1, M.passwordConfirmationRequired)),
  acceptTermsOfUse: mustAccept(M.termsOfUse),
  acceptCoinTerms: mustAccept(M.coinTerms),
  acceptPrivacyPolicy: mustAccept(M.privacyPolicy),
};
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (value) => value.password === value.confirmPassword,
  { message: M.passwordConfirmationMismatch, path: ['confirmPassword'] },
);

export const signUpSchema = z
  .object({
    ...signUpFields,
    captchaToken: z.string({ error: M.robotCheck }).check(z.minLength(1, M.robotCheck)),
  })
  .check(passwordsMatch);
/** Sign-up where no robot check is shown (robotCheck 'none'): the token is not asked for. */
export const signUpWithoutRobotCheckSchema = z
  .object({ ...signUpFields, captchaToken: z.string() })
  .check(passwordsMatch);
export type SignUpInput = z.input<typeof signUpSchema>;

export const loginSchema = z.object({
  email: z.pipe(
    z.pipe(z.string({ error: M.emailRequired }), z.transform(normalizeEmail)),
    z.string().check(z.minLength(1, M.emailRequired)),
  ),
  password: z.string({ error: M.passwordRequired }).check(z.minLength(1, M.passwordRequired)),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail });

export const resetPasswordSchema = z.object({
  code: verificationCodeSchema,
  password: passwordSchema,
});

export const signUpConfirmSchema = z.object({ code: verificationCodeSchema });
export const mfaLoginSchema = z.object({ code: verificationCodeSchema });
