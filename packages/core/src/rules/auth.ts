import * as z from 'zod/mini';
import { AUTH_MESSAGES as M } from '../messages';
import { isEmail, normalizeEmail, normalizeText, personNameProblem } from './text';

// Seed 000 §5: sign-up, forgot/reset password, verification codes. Written with zod's tree-shakable functional API
// (`zod/mini`), so only the checks used here are shipped with these screens; the schemas validate exactly like zod's
// classic ones. The login form is checked without zod (login.ts): /login loads no schema library (issue 46).

/** At least 8 characters with an upper case letter, a lower case letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

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

export const forgotPasswordSchema = z.object({ email: requiredEmail });

export const resetPasswordSchema = z.object({
  code: verificationCodeSchema,
  password: passwordSchema,
});

export const signUpConfirmSchema = z.object({ code: verificationCodeSchema });
export const mfaLoginSchema = z.object({ code: verificationCodeSchema });
