import { z } from 'zod';
import { AUTH_MESSAGES as M } from '../messages';
import { isEmail, normalizeEmail } from './text';

// Seed 000 §5: sign-up, login, forgot/reset password, verification codes.

/** At least 8 characters with an upper case letter, a lower case letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;

export const passwordSchema = z
  .string()
  .max(256, M.passwordPolicy)
  .regex(PASSWORD_PATTERN, M.passwordPolicy);

const requiredEmail = z
  .string({ error: M.emailRequired })
  .transform(normalizeEmail)
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: M.emailRequired });
    else if (!isEmail(value)) ctx.addIssue({ code: 'custom', message: M.emailInvalid });
  });

export const verificationCodeSchema = z
  .string({ error: M.incompleteCode })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), M.incompleteCode);

const nameField = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const mustAccept = (message: string) => z.boolean().refine((value) => value, { message });

export const signUpSchema = z
  .object({
    firstName: nameField(M.firstNameRequired),
    lastName: nameField(M.lastNameRequired),
    email: requiredEmail,
    password: z
      .string({ error: M.passwordRequired })
      .min(1, M.passwordRequired)
      .pipe(passwordSchema),
    confirmPassword: z
      .string({ error: M.passwordConfirmationRequired })
      .min(1, M.passwordConfirmationRequired),
    acceptTermsOfUse: mustAccept(M.termsOfUse),
    acceptCoinTerms: mustAccept(M.coinTerms),
    acceptPrivacyPolicy: mustAccept(M.privacyPolicy),
    captchaToken: z.string({ error: M.robotCheck }).min(1, M.robotCheck),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: M.passwordConfirmationMismatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: M.emailRequired })
    .transform(normalizeEmail)
    .pipe(z.string().min(1, M.emailRequired)),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail });

export const resetPasswordSchema = z.object({
  code: verificationCodeSchema,
  password: passwordSchema,
});

export const signUpConfirmSchema = z.object({ code: verificationCodeSchema });
export const mfaLoginSchema = z.object({ code: verificationCodeSchema });
