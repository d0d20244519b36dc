// The bank API's calls by name, in contract order. A plain list without the contract's zod schemas, so a client
// can be laid out before the contract loads (the app loads it with the call layer, after /login). The contract
// `satisfies Record<Operation, ContractEntry>`, so the two cannot drift apart.
export const OPERATIONS = [
  'getBankSetting',
  'getUser',
  'updateUser',
  'getSpendable',
  'getTotalAsset',
  'agreeUserConsent',
  'registerPep',
  'getTermsConditions',
  'notifyLogin',
  'getRegistration',
  'updateRegistration',
  'getBusinessEntities',
  'uploadRegistrationDocument',
  'downloadRegistrationDocument',
  'createKycSession',
  'getTaxIdExemptCountries',
  'getAccounts',
  'getAccountOverview',
  'getConversionRate',
  'getTransactions',
  'getExternalTransfers',
  'confirmDeposit',
  'cancelWireDeposit',
  'getStatusPage',
] as const;

export type Operation = (typeof OPERATIONS)[number];
