// The transfer area's paths, apart from everything else so the manifest (in the app's first chunk) and the screens
// share them without pulling in each other's modules.

/** The landing: where Back from a first step, Cancel and every success of a transfer wizard goes (seed 001 §2). */
export const TRANSFER_LANDING = '/transfer';

export const TRANSFER_PATHS = {
  betweenAccounts: '/transfer/between-accounts',
  betweenMembers: '/transfer/between-members',
  wire: '/transfer/wire-transfer',
  externalWallet: '/transfer/external-transfer',
  externalAxtend: '/transfer/external-axtend-transfer',
  networkV1: '/transfer/axia-network-transfer',
  networkV2: '/transfer/axia-network-v2-transfer',
  /** Seed 001 lists the network wizards under deposit too: the same screens at these paths. */
  depositNetworkV1: '/deposit/axia-network-transfer',
  depositNetworkV2: '/deposit/axia-network-v2-transfer',
} as const;
