import type { contract } from '@axia/core';

type Name = keyof typeof contract;

// Who may call what, written out by hand from the spec (not read from the table under test). Seed 000 §2.2: Account
// is open to any status, Deposit to ACTIVE or SUSPENDED, Transfer, Cards, Staking, Gift cards and Profile to ACTIVE
// only ("SUSPENDED users keep only Deposit and Account", seed 001 §6 too); seed 000 §1, §2.1: the banking features
// (deposit, transfer, stake, cards, gift cards) need registration complete, and a customer onboarding may read
// their own profile and complete registration. A DEACTIVATED (closed) customer keeps Account only. Every signed-in
// call of the contract is in exactly one group below.
export const GROUPS = {
  /** Account (any status, registration not needed): one's own profile, accounts, history, documents. */
  account: [
    'getUser',
    'getSpendable',
    'getTotalAsset',
    'getRegistration',
    'downloadRegistrationDocument',
    'getAccounts',
    'getAccountOverview',
    'getBalanceHistory',
    'getHoldings',
    'getTransactions',
    'getExternalTransfers',
    'getBeneficiaries',
    'getUserSetting',
    'getPendingDocuments',
    'downloadBeneficiaryForm',
    'downloadDocument',
    // Where one is signed in, and signing a session out: never refused, so a stolen session can always be ended.
    'getSessions',
    'signOutSession',
    'signOutOtherSessions',
  ],
  /** The login flow and reference data: no bank profile is read, so no status refuses them. */
  open: [
    'getBankSetting',
    'agreeUserConsent',
    'getTermsConditions',
    'notifyLogin',
    'getBusinessEntities',
    'getTaxIdExemptCountries',
    'getConversionRate',
    'getRateHistory',
    'getTransferType',
  ],
  /** Deposit (ACTIVE or SUSPENDED), reading what a deposit offers: no registration needed to read it. */
  depositInfo: [
    'getTokenWallet',
    'getCryptoDepositCurrencies',
    'getCryptoDepositRate',
    'getMinimumDepositAmounts',
  ],
  /** Deposit (ACTIVE or SUSPENDED) bringing money in: registration complete. */
  deposit: [
    'confirmDeposit',
    'requestWireDeposit',
    'cancelWireDeposit',
    'depositTokenWallet',
    'getCustodyDepositAddress',
    'getCryptoDepositAddress',
    'createCardDepositAddress',
  ],
  /** Onboarding and Profile (ACTIVE; onboarding is how registration gets complete). */
  activeOnly: [
    'registerPep',
    'updateRegistration',
    'uploadRegistrationDocument',
    'createKycSession',
    'updateUser',
    'updateUserSetting',
    'getPasskeys',
    'renamePasskey',
    'setPasswordSignIn',
    'grantPasskey',
    'cancelDocument',
    'uploadDocument',
    'submitDocument',
  ],
  /** Reading the Cards, Staking and Gift cards areas (their menus: ACTIVE). */
  areas: [
    'getAvailableStakings',
    'getStakings',
    'getStaking',
    'getStakingInterestRecords',
    'getStakingRewardHistory',
    'getStakingActivities',
    'getStakingActivity',
    'getCards',
    'getCardTransactions',
    'getCardTypes',
    'getCardType',
    'getCardProvider',
    'getCardAgreement',
    'getCardSecureData',
    'getCardPin',
    'getCardTracking',
    'getCard',
    'getGiftCardCountries',
    'getGiftCardBrands',
    'getGiftCards',
    'getGiftCard',
  ],
  /** Moving money out or into stakings, cards and gift cards, and managing what moves it: ACTIVE, registered. */
  banking: [
    'getAllowTransferFrom',
    'getAllowTransferTo',
    'transferBetweenAccounts',
    'transferBetweenMembers',
    'wireTransfer',
    'externalWalletTransfer',
    'externalAxtendTransfer',
    'custodyWithdrawal',
    'addBeneficiary',
    'addWireBeneficiary',
    'updateBeneficiary',
    'removeBeneficiary',
    'applyStaking',
    'claimStaking',
    'addStakingAmount',
    'createAutoEnrollment',
    'updateAutoEnrollment',
    'issueCard',
    'activateCard',
    'suspendCard',
    'loadCard',
    'convertToPhysical',
    'activatePhysical',
    'orderGiftCard',
    'archiveGiftCard',
  ],
} as const satisfies Record<string, readonly Name[]>;
