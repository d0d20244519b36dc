import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import { DEPOSIT_LANDING } from './paths';

// Deposits (seed 001 §2 Deposit): the /deposit landing and one screen per way money comes in. One dynamic import
// of one module, so the feature is one chunk; titles are literal so the app's entry chunk stays small.
//
// Flags (seed 001 §6 names some; the rest are mapped onto seed 000's list, the same mapping in the bank):
// - the whole area: MENU_DEPOSIT, for ACTIVE or SUSPENDED users (SUSPENDED keeps Deposit and Account);
// - wire deposit and digital-currency deposit: no flag of their own;
// - USAX as a target currency (the spec's 'extra deposit currency flag'): USAX_ACCOUNT;
// - credit/debit card deposit (buying coin with fiat): FIAT_TO_CRYPTO; its second provider: ONRAMPER;
// - token wallet deposit (the legacy ERC-20 wallet): TOKEN_MIGRATION_CONSENT;
// - network deposit V1: CUSTODY; network deposit V2: CUSTODY_V2 (the spec's unnamed network features).
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;

const DEPOSIT_GATE: Gate = {
  auth: 'signed-in',
  feature: 'MENU_DEPOSIT',
  statuses: ['ACTIVE', 'SUSPENDED'],
};

const route = (path: string, title: string, screen: keyof Screens, gate: Gate = DEPOSIT_GATE) =>
  ({
    path,
    title,
    gate,
    load: () => screens().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;

export const depositsFeature = defineFeature({
  id: 'deposits',
  routes: [
    route(DEPOSIT_LANDING, 'Deposit', 'DepositLandingScreen'),
    // The token wallet page: /deposit/{hash}, the hash fixed (token/messages.ts: TOKEN_WALLET_ROUTE_HASH); the
    // other /deposit/… paths are static, so they win over this one.
    route('/deposit/:hash', 'Token wallet deposit', 'TokenDepositScreen', {
      ...DEPOSIT_GATE,
      feature: 'TOKEN_MIGRATION_CONSENT',
    }),
    route('/deposit/axia-network-deposit', 'Deposit', 'NetworkDepositScreen', {
      ...DEPOSIT_GATE,
      feature: 'CUSTODY',
    }),
    route('/deposit/axia-network-v2-deposit', 'Deposit', 'NetworkV2DepositScreen', {
      ...DEPOSIT_GATE,
      feature: 'CUSTODY_V2',
    }),
    route('/deposit/digital-currency-deposit', 'Digital currency deposit', 'CryptoDepositScreen'),
    route('/deposit/wire-deposit', 'Wire deposit', 'WireDepositScreen'),
    route('/deposit/credit-debit-deposit', 'Credit/debit card deposit', 'CardDepositScreen', {
      ...DEPOSIT_GATE,
      feature: 'FIAT_TO_CRYPTO',
    }),
  ],
  menu: [
    {
      id: 'deposit',
      label: 'Deposit',
      to: DEPOSIT_LANDING,
      icon: 'deposit',
      order: 20,
      gate: DEPOSIT_GATE,
    },
  ],
  tabs: [
    {
      id: 'deposit',
      label: 'Deposit',
      to: DEPOSIT_LANDING,
      icon: 'deposit',
      order: 20,
      gate: DEPOSIT_GATE,
    },
  ],
});
