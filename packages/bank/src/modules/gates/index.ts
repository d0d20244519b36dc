import { GENERAL_MESSAGES, type Contract, type UserStatus } from '@axia/core';
import type { BankContext } from '../../context';
import { forbidden } from '../../http/errors';
import { assertStatusAllowed, requireUser } from '../common/user';
import { isRegistrationCompleted } from '../registration/state';

// Who may call what (seed 000 §2.2, seed 001 §6): every contract call belongs to exactly one capability, and each
// capability has one gate — the user statuses allowed and whether registration must be complete. route()
// (http/api-route.ts) applies the call's gate before its handler, so a service never repeats these rules; the
// services keep what is more specific (feature flags, the account's own state). Refusals are 403 with the status's
// message (common/user.ts) or 'Please complete user registration.'.

export interface Gate {
  /** The statuses that may call; null: no bank profile is read (public calls, the login flow, reference data). */
  statuses: readonly UserStatus[] | null;
  /** Registration must be complete (seed 000: customers complete onboarding before the banking features). */
  registered: boolean;
}

const ANY: readonly UserStatus[] = ['ACTIVE', 'SUSPENDED', 'DEACTIVATED'];

export const CAPABILITIES = {
  /** Public calls, the login flow (consent, login notification) and reference data: no profile needed. */
  open: { statuses: null, registered: false },
  /** "Account" (seed 000 §2.2, 'any' status): reading one's own profile, accounts, history and documents. */
  account: { statuses: ANY, registered: false },
  /** Onboarding: an ACTIVE customer completing registration. */
  onboarding: { statuses: ['ACTIVE'], registered: false },
  /** Profile and security settings (the Profile menu: ACTIVE). */
  profile: { statuses: ['ACTIVE'], registered: false },
  /** What a deposit offers (coins, rates, minimums, the token wallet): SUSPENDED keeps Deposit (seed 001 §6). */
  depositInfo: { statuses: ['ACTIVE', 'SUSPENDED'], registered: false },
  /** Starting or confirming a deposit, and the deposit addresses. */
  deposit: { statuses: ['ACTIVE', 'SUSPENDED'], registered: true },
  /** Reading the cards, stakings and gift cards areas (their menus: ACTIVE). */
  area: { statuses: ['ACTIVE'], registered: false },
  /** Moving money and managing what moves it: transfers, beneficiaries, stakings, cards, gift cards. */
  banking: { statuses: ['ACTIVE'], registered: true },
} as const satisfies Record<string, Gate>;

export type Capability = keyof typeof CAPABILITIES;

/** Every contract call's capability: a new call does not compile without its row. */
export const CALL_CAPABILITIES: Record<keyof Contract, Capability> = {
  getBankSetting: 'open',
  getUser: 'account',
  updateUser: 'profile',
  getSpendable: 'account',
  getTotalAsset: 'account',
  agreeUserConsent: 'open',
  registerPep: 'onboarding',
  getTermsConditions: 'open',
  notifyLogin: 'open',
  getRegistration: 'account',
  updateRegistration: 'onboarding',
  getBusinessEntities: 'open',
  uploadRegistrationDocument: 'onboarding',
  downloadRegistrationDocument: 'account',
  createKycSession: 'onboarding',
  getTaxIdExemptCountries: 'open',
  getAccounts: 'account',
  getAccountOverview: 'account',
  getConversionRate: 'open',
  getBalanceHistory: 'account',
  getHoldings: 'account',
  getRateHistory: 'open',
  getTransactions: 'account',
  getExternalTransfers: 'account',
  confirmDeposit: 'deposit',
  requestWireDeposit: 'deposit',
  cancelWireDeposit: 'deposit',
  getTokenWallet: 'depositInfo',
  depositTokenWallet: 'deposit',
  getCustodyDepositAddress: 'deposit',
  getCryptoDepositCurrencies: 'depositInfo',
  getCryptoDepositRate: 'depositInfo',
  getCryptoDepositAddress: 'deposit',
  getMinimumDepositAmounts: 'depositInfo',
  createCardDepositAddress: 'deposit',
  getAllowTransferFrom: 'banking',
  getAllowTransferTo: 'banking',
  getTransferType: 'open',
  transferBetweenAccounts: 'banking',
  transferBetweenMembers: 'banking',
  wireTransfer: 'banking',
  externalWalletTransfer: 'banking',
  externalAxtendTransfer: 'banking',
  custodyWithdrawal: 'banking',
  getBeneficiaries: 'account',
  addBeneficiary: 'banking',
  addWireBeneficiary: 'banking',
  updateBeneficiary: 'banking',
  removeBeneficiary: 'banking',
  getUserSetting: 'account',
  updateUserSetting: 'profile',
  getPasskeys: 'profile',
  renamePasskey: 'profile',
  setPasswordSignIn: 'profile',
  getAvailableStakings: 'area',
  getStakings: 'area',
  applyStaking: 'banking',
  getStaking: 'area',
  claimStaking: 'banking',
  addStakingAmount: 'banking',
  getStakingInterestRecords: 'area',
  getStakingRewardHistory: 'area',
  getStakingActivities: 'area',
  getStakingActivity: 'area',
  createAutoEnrollment: 'banking',
  updateAutoEnrollment: 'banking',
  issueCard: 'banking',
  getCards: 'area',
  getCardTransactions: 'area',
  activateCard: 'banking',
  suspendCard: 'banking',
  loadCard: 'banking',
  getCardTypes: 'area',
  getCardType: 'area',
  getCardProvider: 'area',
  getCardAgreement: 'area',
  getCardSecureData: 'area',
  convertToPhysical: 'banking',
  activatePhysical: 'banking',
  getCardPin: 'area',
  getCardTracking: 'area',
  getCard: 'area',
  getGiftCardCountries: 'area',
  getGiftCardBrands: 'area',
  orderGiftCard: 'banking',
  getGiftCards: 'area',
  archiveGiftCard: 'banking',
  getGiftCard: 'area',
  getPendingDocuments: 'account',
  cancelDocument: 'profile',
  downloadBeneficiaryForm: 'account',
  downloadDocument: 'account',
  uploadDocument: 'profile',
  submitDocument: 'profile',
  getStatusPage: 'open',
  // One's own sessions, whatever the status: signing a stolen session out must never be refused.
  getSessions: 'account',
  signOutSession: 'account',
  signOutOtherSessions: 'account',
  // Adding a sign-in factor: a profile security setting.
  grantPasskey: 'profile',
};

export const gateOf = (call: keyof Contract): Gate => CAPABILITIES[CALL_CAPABILITIES[call]];

/** Refuses the signed-in user the call `call` unless its gate lets them through (403; 404 without a profile). */
export async function enforceGate(ctx: BankContext, call: keyof Contract, userId: string) {
  await enforceCapability(ctx, CALL_CAPABILITIES[call], userId);
}

/** The gate of `capability` for a route outside the contract (the live events' stream). */
export async function enforceCapability(ctx: BankContext, capability: Capability, userId: string) {
  const gate: Gate = CAPABILITIES[capability];
  if (!gate.statuses) return;
  checkGate(gate, await requireUser(ctx.db, userId));
}

/** The profile's columns a gate reads. */
export type GatedUser = Parameters<typeof assertStatusAllowed>[0] &
  Parameters<typeof isRegistrationCompleted>[0];

/**
 * Refuses `user` (a profile read by the caller) what `gate` does not let through, as enforceGate does: the keyed
 * transfer at once checks the row its plan was made on, and its statement proves that row unchanged.
 */
export function checkGate(gate: Gate, user: GatedUser) {
  if (gate.statuses) assertStatusAllowed(user, gate.statuses);
  if (gate.registered && !isRegistrationCompleted(user))
    throw forbidden(GENERAL_MESSAGES.completeRegistration);
}
