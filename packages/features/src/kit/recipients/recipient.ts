import { isAlphanumericText, isEmail, normalizeEmail, TRANSFER_MESSAGES } from '@axia/core';

// A member as a recipient (seed 001 §2 'Beneficiaries', §5 'Member transfer'): a name and an email, both required;
// the name trimmed, the email normalised (core's normalizeEmail: no spaces, lower case); the email is not editable
// once the recipient exists. One rule for /Beneficiaries and the member transfer wizard; the bank checks the same
// and answers whether the email is a member's.

export interface RecipientValues {
  name: string;
  email: string;
}

export type RecipientField = keyof RecipientValues;
export type RecipientErrors = Partial<Record<RecipientField, string>>;

/** A recipient as the dialogs show it: its id, name and email ('' for a wire or external recipient). */
export interface RecipientTarget {
  id: string;
  name: string;
  email: string;
}

/** What a create, update or removal ended with: done, or why not (the server's message or the generic text). */
export type RecipientChangeResult = { ok: true } | { ok: false; message: string };

/** The contract's bounds (core api/transfers addBeneficiaryBodySchema). */
const RECIPIENT_NAME_MAX = 100;
const RECIPIENT_EMAIL_MAX = 254;

/** The values as sent: the name trimmed, the email normalised. */
export const trimRecipient = (values: RecipientValues): RecipientValues => ({
  name: values.name.trim(),
  email: normalizeEmail(values.email),
});

/**
 * The form's errors, in the form's order (§5): 'Please enter a valid name.' for a blank (or too long) name or one
 * with more than letters, digits and spaces (seed 000 §5's text helper, which the bank enforces too),
 * 'Please enter a valid email.' for a blank or malformed email. On update the email is the recipient's own and is
 * not checked again.
 */
export function recipientErrors(
  values: RecipientValues,
  mode: 'create' | 'update' = 'create',
): RecipientErrors {
  const { name, email } = trimRecipient(values);
  const errors: RecipientErrors = {};
  if (!name || name.length > RECIPIENT_NAME_MAX || !isAlphanumericText(name))
    errors.name = TRANSFER_MESSAGES.recipientName;
  if (mode === 'create' && (!isEmail(email) || email.length > RECIPIENT_EMAIL_MAX))
    errors.email = TRANSFER_MESSAGES.recipientEmail;
  return errors;
}
