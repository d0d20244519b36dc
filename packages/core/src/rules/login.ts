import { AUTH_MESSAGES as M } from '../messages';
import { normalizeEmail } from './text';

// Seed 000 §5's login form, checked by plain code rather than a zod schema: /login is the first screen a visitor
// loads and must not ship a schema library (issue 46: the sign-in loads only sign-in).

export interface LoginInput {
  email: string;
  password: string;
}

/** Each field's message, for the fields that do not pass. */
export type LoginProblems = Partial<Record<keyof LoginInput, string>>;

export type LoginCheck = { ok: true; value: LoginInput } | { ok: false; problems: LoginProblems };

/** The login email as it is sent: spaces removed, lower case; null when nothing is left. */
export function loginEmail(value: unknown): string | null {
  const email = typeof value === 'string' ? normalizeEmail(value) : '';
  return email === '' ? null : email;
}

/**
 * Both fields required (the format is not checked at login: an account made with an odd address still signs in);
 * the password exactly as typed.
 */
export function checkLogin(values: Partial<Record<keyof LoginInput, unknown>>): LoginCheck {
  const email = loginEmail(values.email);
  const password = typeof values.password === 'string' ? values.password : '';
  const problems: LoginProblems = {};
  if (email === null) problems.email = M.emailRequired;
  if (password === '') problems.password = M.passwordRequired;
  if (email === null || password === '') return { ok: false, problems };
  return { ok: true, value: { email, password } };
}

const POLICY_PREFIX = 'Password did not conform with policy: ';

/**
 * The reason of the identity service's password-policy refusal, without Cognito's prefix; null for another message.
 * Here, not with the profile's password rules (domain/document.ts) or the sign-up schemas (rules/auth.ts), because
 * /login shows it too and the sign-in must not load those (phone numbering plans, zod: issue 46).
 */
export const passwordRefusalReason = (serverMessage: string | undefined) =>
  serverMessage?.startsWith(POLICY_PREFIX) ? serverMessage.slice(POLICY_PREFIX.length) : null;
