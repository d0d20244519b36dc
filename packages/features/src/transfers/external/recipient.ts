import { TRANSFER_MESSAGES, type ExternalRecipient } from '@axia/core';

// The external transfer's recipient (seed 001 §2 'Transfer recipient', §3 'External recipient', §5): an individual
// (first and last name) or a corporation (its name), an address (line 2 optional), postcode, city, state and
// country. Values are trimmed before they are checked and sent; each required one has the spec's message.

export type RecipientKind = 'INDIVIDUAL' | 'CORPORATE';

export interface RecipientValues {
  firstname: string;
  lastname: string;
  corporateName: string;
  address1: string;
  address2: string;
  postcode: string;
  city: string;
  state: string;
  /** ISO alpha-2 code ('' for none). */
  country: string;
}
export type RecipientField = keyof RecipientValues;

export const EMPTY_RECIPIENT: RecipientValues = {
  firstname: '',
  lastname: '',
  corporateName: '',
  address1: '',
  address2: '',
  postcode: '',
  city: '',
  state: '',
  country: '',
};

/** The required fields of each kind, in the form's order, with their messages (§5). */
const REQUIRED: Record<RecipientKind, readonly [RecipientField, string][]> = {
  INDIVIDUAL: [
    ['firstname', TRANSFER_MESSAGES.firstName],
    ['lastname', TRANSFER_MESSAGES.lastName],
  ],
  CORPORATE: [['corporateName', TRANSFER_MESSAGES.corporateName]],
};
const REQUIRED_BOTH: readonly [RecipientField, string][] = [
  ['address1', TRANSFER_MESSAGES.address],
  ['postcode', TRANSFER_MESSAGES.postcode],
  ['city', TRANSFER_MESSAGES.city],
  ['state', TRANSFER_MESSAGES.state],
  ['country', TRANSFER_MESSAGES.country],
];

export type RecipientErrors = Partial<Record<RecipientField, string>>;

/** The messages of the fields left blank (after trimming), in the form's order; empty when all is well. */
export function recipientErrors(kind: RecipientKind, values: RecipientValues): RecipientErrors {
  const errors: RecipientErrors = {};
  for (const [field, message] of [...REQUIRED[kind], ...REQUIRED_BOTH])
    if (!values[field].trim()) errors[field] = message;
  return errors;
}

/** The recipient as the call sends it: trimmed, only the kind's name fields, no empty optional line. */
export function recipientBody(kind: RecipientKind, values: RecipientValues): ExternalRecipient {
  const address2 = values.address2.trim();
  return {
    ...(kind === 'INDIVIDUAL'
      ? { firstname: values.firstname.trim(), lastname: values.lastname.trim() }
      : { corporateName: values.corporateName.trim() }),
    address1: values.address1.trim(),
    ...(address2 ? { address2 } : {}),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
  };
}

/** The recipient's name as the overview shows it. */
export const recipientName = (kind: RecipientKind, values: RecipientValues) =>
  kind === 'INDIVIDUAL'
    ? `${values.firstname.trim()} ${values.lastname.trim()}`
    : values.corporateName.trim();
