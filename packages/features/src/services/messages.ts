import { GENERAL_MESSAGES, type BeneficiaryType } from '@axia/core';

// The words of /services and /Beneficiaries. 'Spec' ones are verbatim (seed 002 §2 'Services'; seed 001 §2
// 'Beneficiaries', §3, §8); the others are ours.

export const SERVICES_TEXT = {
  // Spec (seed 002 §2).
  yourCards: 'Your Cards',
  myBeneficiaries: 'My Beneficiaries',
  // Spec (seed 001 §2, §3, §8).
  backToServices: 'Back to services',
  newBeneficiary: 'New bendficiary',
  active: 'active',
  actionRequired: GENERAL_MESSAGES.actionRequired,

  // Ours.
  servicesTitle: 'Services',
  servicesIntro: 'Your cards and the people and accounts you send money to.',
  yourCardsDescription: 'Order, load and manage your debit cards.',
  myBeneficiariesDescription: 'The recipients you send money to.',
  listLabel: 'Beneficiaries',
  empty: 'You have no beneficiaries yet',
  emptyDescription: 'Add a member of the bank by name and email to send money to them quickly.',
  loading: 'Loading your beneficiaries…',
  loadFailed: 'Your beneficiaries could not be loaded',
  tryAgain: 'Try again',
  edit: 'Edit',
  remove: 'Remove',
  editLabel: (name: string) => `Edit ${name}`,
  removeLabel: (name: string) => `Remove ${name}`,
  status: 'Status',
  /** Beside 'Action Required' (issue 42): the bank marks a member beneficiary so when the member is not active. */
  actionRequiredHelp:
    'This member can no longer receive transfers: their account is not active. Remove them or contact support.',
} as const;

/** How each kind of beneficiary is described when it has no email (seed 001 §3 'Beneficiary' kinds). */
export const BENEFICIARY_KIND_LABELS: Record<BeneficiaryType, string> = {
  INTERNAL: 'Member',
  WIRE_TRANSFER: 'Wire transfer',
  EXTERNAL_WALLET_TRANSFER_INDIVIDUAL: 'External wallet, individual',
  EXTERNAL_WALLET_TRANSFER_CORPORATE: 'External wallet, corporate',
};
