import { TRANSFER_ARRIVAL, TRANSFER_MESSAGES } from '@axia/core';

// The external transfer wizards' words. Those marked 'spec' are seed 001's verbatim (§2 Transfer, §5, §8, §9, via
// core's TRANSFER_MESSAGES); the others are ours.

export const EXTERNAL_TRANSFER_TEXT = {
  // Spec (seed 001 §2: the wizard's 4 steps).
  stepAccount: 'Select account',
  stepAmount: 'Transfer amount',
  stepRecipient: 'Transfer recipient',
  stepOverview: 'Transaction overview',
  acknowledge: TRANSFER_MESSAGES.acknowledge,
  sendNow: TRANSFER_MESSAGES.sendNow,
  arrival: TRANSFER_ARRIVAL,

  // Ours.
  titles: {
    wallet: 'External wallet transfer',
    axtend: 'External axtend transfer',
    networkV1: 'AXIA Network transfer',
    networkV2: 'AXIA Network (V2) transfer',
  },
  descriptions: {
    wallet: 'Send digital currency from your account to an external Ethereum wallet.',
    axtend: 'Send digital currency from your account to an AXIA Network wallet through Axtend.',
    networkV1: 'Send digital currency from your account to an AXIA Network wallet.',
    networkV2: 'Send digital currency from your account to an AXIA Network (V2) wallet.',
  },
  addressLabels: {
    wallet: 'Ethereum wallet address',
    axtend: 'AXIA Network wallet address',
    networkV1: 'AXIA Network wallet address',
    networkV2: 'AXIA Network (V2) wallet address',
  },
  accountLabel: 'Transfer from account',
  loadingAccounts: 'Loading your accounts',
  accountsFailed: 'Your accounts could not be loaded.',
  retry: 'Try again',
  noActiveAccount: 'You have no active account that can make this transfer.',
  amountLabel: 'Amount',
  available: (balance: string) => `Available: ${balance}`,
  networkFee: 'Network fee (1%)',
  received: 'Recipient receives',
  arrivalLabel: 'Arrival',
  amountHint: 'Next becomes available once the amount and a valid address are entered.',
  disclaimerHeading: 'Legal disclaimer',
  disclaimer:
    'Transfers to an address outside the bank cannot be reversed once sent. Make sure the address belongs to the ' +
    'recipient named below and that it can receive this currency: funds sent to a wrong address are lost. Under ' +
    'anti-money-laundering rules we record who receives each external transfer; the bank reviews every transfer ' +
    'before it is sent and may refuse it, in which case the full amount is returned to your account.',
  recipientType: 'Recipient type',
  individual: 'Individual',
  corporate: 'Corporate',
  firstName: 'First name',
  lastName: 'Last name',
  corporateName: 'Corporate name',
  address1: 'Address 1',
  address2: 'Address 2 (optional)',
  postcode: 'Postcode',
  city: 'City',
  state: 'State',
  country: 'Country',
  countryPlaceholder: 'Search for a country',
  summary: 'Your transfer',
  summaryFrom: 'From account',
  summaryAddress: 'To address',
  summaryRecipient: 'Recipient',
  summaryRecipientAddress: 'Recipient address',
  summaryAmount: 'Amount',
  progress: (title: string) => `${title} steps`,
} as const;
