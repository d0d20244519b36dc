import { GENERAL_MESSAGES, SOURCE_OF_FUNDS_MESSAGES } from '@axia/core';

// The words of the money pieces several features show: the source-of-funds declaration (seed 001 §5) and the
// bank's wire deposit instructions (§2, §3, §8). Those marked 'spec' are seed 001's verbatim; the others are ours:
// the spec names the things without quoting their labels.

export const MONEY_TEXT = {
  // Spec (seed 001 §8).
  wireInfoFailed: 'There was an error fetching Bank Wire Deposit Information',
  // Ours. The wire deposit info's fields (seed 001 §3 bankName, bankAccountName, bankAccountNumber, bankAba).
  bankName: 'Bank name',
  bankAccountName: 'Account name',
  bankAccountNumber: 'Account number',
  bankAba: 'ABA routing number',
  bankDetails: 'Send your wire to',
  loadingWireInfo: 'Loading wire instructions',
  tryAgain: 'Try again',
  copyBankAccountNumber: 'Copy bank account number',
  copyBankAba: 'Copy ABA routing number',
  copied: GENERAL_MESSAGES.copied,
  // The source-of-funds declaration (seed 001 §5; the quoted ones are spec, from core).
  sourceOfFundsLegend: 'Source of Funds Declaration',
  sourceOfFundsLabel: 'Source of Funds',
  sourceOfFundsPlaceholder: 'Select Source of Funds',
  otherSourceLabel: 'Other source of funds',
  otherSourceRequired: SOURCE_OF_FUNDS_MESSAGES.otherText,
  declaration: SOURCE_OF_FUNDS_MESSAGES.declaration,
  signature: 'Signature',
  declarationDate: 'Date',
  declarationAppeared: 'A Source of Funds Declaration is now needed: its fields follow the amount.',
  declarationNeededAmount: 'Deposits of 10,000 USD or more need a source of funds declaration.',
} as const;
