import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import { TRANSFER_LANDING, TRANSFER_PATHS } from './paths';

// Transfers (seed 001 §2 Transfer): the /transfer landing and one 4-step wizard per way money goes out. One dynamic
// import of one module, so the feature is one chunk; titles are literal so the app's entry chunk stays small.
//
// Flags (seed 001 §6 names some; the rest are mapped onto seed 000's list, the same mapping in the bank):
// - the whole area: MENU_TRANSFER, ACTIVE users only;
// - between own accounts, to a member, wire, external axtend: no flag of their own; a USD account as the source of
//   a transfer between own accounts needs FIAT_TO_CRYPTO (the spec's unnamed 'feature permission');
// - external wallet: hidden for users created before 2022-07-29 who have TOKEN_MIGRATION_CONSENT;
// - network V1: CUSTODY; network V2: CUSTODY_V2 (the flags of the network deposits), also at /deposit/… paths.
// - the transaction second factor (to a member, wire): TRANSACTION2FA with the customer's setting on.
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;

const TRANSFER_GATE: Gate = {
  auth: 'signed-in',
  feature: 'MENU_TRANSFER',
  statuses: ['ACTIVE'],
};

const route = (path: string, title: string, screen: keyof Screens, gate: Gate = TRANSFER_GATE) =>
  ({
    path,
    title,
    gate,
    load: () => screens().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;

export const transfersFeature = defineFeature({
  id: 'transfers',
  routes: [
    route(TRANSFER_LANDING, 'Transfer', 'TransferLandingScreen'),
    route(TRANSFER_PATHS.betweenAccounts, 'Transfer between accounts', 'BetweenAccountsScreen'),
    route(TRANSFER_PATHS.betweenMembers, 'Transfer to a member', 'BetweenMembersScreen'),
    route(TRANSFER_PATHS.wire, 'Wire transfer', 'WireTransferScreen'),
    // Refuses the users the landing hides it from (created before 2022-07-29 with TOKEN_MIGRATION_CONSENT): the gate
    // knows flags, not sign-up dates, so the screen is wrapped (components/ExternalWalletGate.tsx).
    route(
      TRANSFER_PATHS.externalWallet,
      'External wallet transfer',
      'GatedExternalWalletTransferScreen',
    ),
    route(
      TRANSFER_PATHS.externalAxtend,
      'External axtend transfer',
      'ExternalAxtendTransferScreen',
    ),
    route(TRANSFER_PATHS.networkV1, 'AXIA Network transfer', 'NetworkTransferScreen', {
      ...TRANSFER_GATE,
      feature: 'CUSTODY',
    }),
    route(TRANSFER_PATHS.networkV2, 'AXIA Network (V2) transfer', 'NetworkV2TransferScreen', {
      ...TRANSFER_GATE,
      feature: 'CUSTODY_V2',
    }),
    route(TRANSFER_PATHS.depositNetworkV1, 'AXIA Network transfer', 'NetworkTransferScreen', {
      ...TRANSFER_GATE,
      feature: 'CUSTODY',
    }),
    route(
      TRANSFER_PATHS.depositNetworkV2,
      'AXIA Network (V2) transfer',
      'NetworkV2TransferScreen',
      {
        ...TRANSFER_GATE,
        feature: 'CUSTODY_V2',
      },
    ),
  ],
  menu: [
    {
      id: 'transfer',
      label: 'Transfer',
      to: TRANSFER_LANDING,
      icon: 'transfer',
      order: 30,
      gate: TRANSFER_GATE,
    },
  ],
  tabs: [
    {
      id: 'transfer',
      label: 'Transfer',
      to: TRANSFER_LANDING,
      icon: 'transfer',
      order: 30,
      gate: TRANSFER_GATE,
    },
  ],
});
