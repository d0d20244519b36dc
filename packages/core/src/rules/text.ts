// Seed 000 §5 text helper: alphanumeric with spaces only (empty allowed); trimmed, repeated spaces collapsed, and
// each letter typed with combining marks kept as its composed form (NFC), so "Zoë" is one name however typed.

export function normalizeText(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
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

/** Seed 000 §5: a person's first or last name (sign-up; the bank's identity service stores them). */
export const PERSON_NAME_MAX = 100;

// People's names are §5's letters, digits and spaces, and also what names are written with (issue 42): a letter's
// combining marks (Devanagari, Tamil and Thai vowels; "Zoë" typed as e + ¨), hyphens ("Mary-Jane"), apostrophes
// ("O'Connor", typed ' or ’) and full stops ("St. John"). Markup and control characters stay out.
const PERSON_NAME = /^[\p{L}\p{M}\p{N} '’.-]*$/u;
const A_LETTER = /\p{L}/u;

/** A first or last name's problem under `label` ('First name'), after normalizeText; null when it is fine. */
export function personNameProblem(label: string, value: string): string | null {
  if (value.length > PERSON_NAME_MAX)
    return `${label} must be at most ${PERSON_NAME_MAX} characters`;
  if (!PERSON_NAME.test(value))
    return `${label} may contain only letters, digits, spaces, hyphens (-), apostrophes (') and full stops (.)`;
  if (!A_LETTER.test(value)) return `${label} must contain a letter`;
  return null;
}
