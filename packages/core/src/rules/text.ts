// Seed 000 §5 text helper: alphanumeric with spaces only (empty allowed); trimmed, repeated spaces collapsed.

export function normalizeText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function isAlphanumericText(value: string): boolean {
  return /^[\p{L}\p{N} ]*$/u.test(value);
}

/** Emails have every space removed and are lower-cased (sign-up, login, forgot password). */
export function normalizeEmail(value: string): string {
  // Stryker disable next-line Regex: removing each space alone (/\s/g) or in runs (/\s+/g) leaves the same text (Stryker's comment names a mutator, not one mutant: it also hides this line's /\S+/g mutant, which the tests kill)
  return value.replace(/\s+/g, '').toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Why a text fails the §5 text helper (after normalizeText), or null: what the client shows, the bank answers. */
export function plainTextProblem(name: string, value: string, max: number): string | null {
  if (value.length > max) return `${name} must be at most ${max} characters`;
  if (!isAlphanumericText(value)) return `${name} may contain only letters, digits and spaces`;
  return null;
}

/** Seed 000 §5: a person's first or last name (sign-up; the bank's identity service stores them) is plain text. */
export const PERSON_NAME_MAX = 100;

/** A first or last name's problem under `label` ('First name'), after normalizeText; null when it is fine. */
export const personNameProblem = (label: string, value: string) =>
  plainTextProblem(label, value, PERSON_NAME_MAX);
