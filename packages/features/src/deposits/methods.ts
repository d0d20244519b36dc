import type { FeatureFlag, User } from '@axia/core';
import type { IconName } from '@axia/design-system';
import { NETWORK_PATHS, NETWORK_TEXT } from './network/messages';
import { TOKEN_WALLET_PATH } from './token/messages';

// The ways money comes in, as the /deposit landing lists them (seed 001 §2 Deposit), each with its flag (see the
// mapping in ./manifest.ts). A method's screen adds its entry here when it adds its route to the manifest.

export interface DepositMethod {
  id: string;
  /** The route of the method's screen. */
  path: string;
  title: string;
  description: string;
  icon: IconName;
  /** The flag the method needs, beyond the area's MENU_DEPOSIT. */
  feature?: FeatureFlag;
}

const DEPOSIT_METHODS: readonly DepositMethod[] = [
  {
    id: 'wire-deposit',
    path: '/deposit/wire-deposit',
    title: 'Wire deposit',
    description: 'Send money by bank wire to your USD, EUR or GBP account.',
    icon: 'deposit',
  },
  {
    id: 'digital-currency-deposit',
    path: '/deposit/digital-currency-deposit',
    title: 'Digital currency deposit',
    description: 'Send BTC, ETH, USDC or another coin from your wallet, converted on arrival.',
    icon: 'deposit',
  },
  {
    id: 'credit-debit-deposit',
    path: '/deposit/credit-debit-deposit',
    title: 'Credit/debit card deposit',
    description: 'Buy AXC with a credit or debit card through one of our payment providers.',
    icon: 'card',
    feature: 'FIAT_TO_CRYPTO',
  },
  {
    id: 'token-wallet-deposit',
    path: TOKEN_WALLET_PATH,
    title: 'Token wallet deposit',
    description: 'Move the coins of your legacy ERC-20 token wallet into your AXC account.',
    icon: 'refresh',
    feature: 'TOKEN_MIGRATION_CONSENT',
  },
  {
    id: 'axia-network-deposit',
    path: NETWORK_PATHS.V1,
    ...NETWORK_TEXT.landing.V1,
    icon: 'deposit',
    feature: 'CUSTODY',
  },
  {
    id: 'axia-network-v2-deposit',
    path: NETWORK_PATHS.V2,
    ...NETWORK_TEXT.landing.V2,
    icon: 'deposit',
    feature: 'CUSTODY_V2',
  },
];

/** The methods `user` may use, in the landing's order. */
export const methodsFor = (user: Pick<User, 'features'> | null, methods = DEPOSIT_METHODS) =>
  methods.filter((method) => !method.feature || (user?.features.includes(method.feature) ?? false));
