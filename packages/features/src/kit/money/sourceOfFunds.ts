import {
  SOURCE_OF_FUNDS_SIGNER_MESSAGES,
  SOURCES_OF_FUNDS,
  sourceOfFundsProblem,
  type SourceOfFunds,
  type SourceOfFundsDeclaration,
} from '@axia/core';

// Seed 001 §5 Source of funds: the declaration's form state and what it sends. Shared by the deposit confirmation
// and the wire deposit wizard (which shows the same fields at 10,000 USD or more).

export interface SourceOfFundsValue {
  /** '' while the default 'Select Source of Funds' shows: not chosen. */
  source: SourceOfFunds | '';
  /** The text of 'Other', as typed (trimmed when sent). */
  otherText: string;
  /** The declaration checkbox. */
  accepted: boolean;
}

export const EMPTY_SOURCE_OF_FUNDS: SourceOfFundsValue = {
  source: '',
  otherText: '',
  accepted: false,
};

export const isSourceOfFunds = (value: string | null): value is SourceOfFunds =>
  (SOURCES_OF_FUNDS as readonly (string | null)[]).includes(value);

/** Whether 'Other' is chosen with only blanks for its text (its error shows once the field is left). */
export const otherTextMissing = (value: SourceOfFundsValue) =>
  value.source === 'Other' && value.otherText.trim() === '';

/**
 * The declaration to send, or null while it is incomplete: a source chosen, 'Other' with non-blank text (trimmed),
 * the declaration accepted. The signature (the member's full name) and the date (today) are the form's.
 */
export function sourceOfFundsDeclaration(
  value: SourceOfFundsValue,
  signature: string,
  date: string,
): SourceOfFundsDeclaration | null {
  if (!value.source || !value.accepted || !signature.trim()) return null;
  const declaration: SourceOfFundsDeclaration = {
    source: value.source,
    ...(value.source === 'Other' ? { otherText: value.otherText.trim() } : {}),
    declarationAccepted: true,
    signature: signature.trim(),
    date,
  };
  // The same rule the bank applies (core), so the form and the server agree.
  return sourceOfFundsProblem(declaration) === null ? declaration : null;
}

/** §5: the declaration's signature, the member's full name. */
export function fullName(user: { firstName: string; lastName: string } | null) {
  return [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Whether the bank refused the declaration's signature or date (shown on the declaration, not as a toast). */
export const isSignerProblem = (message: string) =>
  (Object.values(SOURCE_OF_FUNDS_SIGNER_MESSAGES) as string[]).includes(message);
