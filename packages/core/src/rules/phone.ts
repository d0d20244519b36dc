import { isValidPhoneNumber } from 'libphonenumber-js/min';

// Phone numbers (issue 29 #10): a number is accepted only if it can exist in the country its dial code names, by
// libphonenumber's numbering plans (the 'min' metadata: valid lengths and leading digits per country). The card
// wizard, the profile's contact change and the bank use the same check, so '+1 000000000' is refused everywhere.

/** Whether `dialCode` ('+49' or '49') with `nationalDigits` is a possible real number. */
export function isRealPhoneNumber(dialCode: string, nationalDigits: string): boolean {
  // Stryker disable next-line Regex: removing each non-digit alone (/\D/g) or in runs (/\D+/g) leaves the same digits (Stryker's comment names a mutator, not one mutant: it also hides this line's /\d+/g mutant, which the tests kill)
  const code = dialCode.replace(/\D+/g, '');
  // Stryker disable next-line Regex: as above, /\D/g is equivalent and /\d+/g is killed
  const digits = nationalDigits.replace(/\D+/g, '');
  if (!code || !digits) return false;
  return isValidPhoneNumber(`+${code}${digits}`);
}

/** Whether an international number as written ('+1 206-555-0100') is a possible real number. */
export const isRealInternationalPhone = (text: string) =>
  // Stryker disable next-line StringLiteral: without a default country libphonenumber accepts only a number that starts with '+', so startsWith('') answers the same
  text.trim().startsWith('+') && isValidPhoneNumber(text.trim());
