import { isLegacyTokenHolder, type FeatureFlag, type User } from '@axia/core';
import type { IconName } from '@axia/design-system';
import { TRANSFER_PATHS } from './paths';

// The ways money goes out, as the /transfer landing lists them (seed 001 §2 Transfer), each with its flag (the
// mapping is in ./manifest.ts). The bank applies the same rules to the calls.

export interface TransferWizard {
  id: string;
  path: string;
  title: string;
  description: string;
  icon: IconName;
  /** The flag the wizard needs, beyond the area's MENU_TRANSFER. */
  feature?: FeatureFlag;
  /** Hidden from these users although the flags allow it (the external wallet, see isExternalWalletHidden). */
  hiddenFor?: (user: Pick<User, 'features' | 'createdAt'>) => boolean;
}

/**
 * Seed 001 §2: the external wallet transfer is hidden for users created before 2022-07-29 who have the
 * token-migration feature (TOKEN_MIGRATION_CONSENT). The landing hides its tile and its route refuses them
 * (ExternalWalletGate, ./components/ExternalWalletGate.tsx).
 */
export const isExternalWalletHidden = isLegacyTokenHolder;

const TRANSFER_WIZARDS: readonly TransferWizard[] = [
  {
    id: 'between-accounts',
    path: TRANSFER_PATHS.betweenAccounts,
    title: 'Between your accounts',
    description: 'Move money between your own accounts, converted at the bank’s rate.',
    icon: 'refresh',
  },
  {
    id: 'between-members',
    path: TRANSFER_PATHS.betweenMembers,
    title: 'To a member',
    description: 'Send money to another member by their email address.',
    icon: 'user',
  },
  {
    id: 'wire-transfer',
    path: TRANSFER_PATHS.wire,
    title: 'Wire transfer',
    description: 'Send US dollars by bank wire to a recipient’s bank account.',
    icon: 'transfer',
  },
  {
    id: 'external-transfer',
    path: TRANSFER_PATHS.externalWallet,
    title: 'External wallet transfer',
    description: 'Send coins to an external Ethereum wallet.',
    icon: 'externalLink',
    hiddenFor: isExternalWalletHidden,
  },
  {
    id: 'external-axtend-transfer',
    path: TRANSFER_PATHS.externalAxtend,
    title: 'External axtend transfer',
    description: 'Send AXC to an AXIA network address through the Axtend bridge.',
    icon: 'externalLink',
  },
  {
    id: 'axia-network-transfer',
    path: TRANSFER_PATHS.networkV1,
    title: 'AXIA Network transfer',
    description: 'Send AXC to an AXIA network wallet address.',
    icon: 'transfer',
    feature: 'CUSTODY',
  },
  {
    id: 'axia-network-v2-transfer',
    path: TRANSFER_PATHS.networkV2,
    title: 'AXIA Network (V2) transfer',
    description: 'Send AXC or USAX to an AXIA network (V2) wallet address.',
    icon: 'transfer',
    feature: 'CUSTODY_V2',
  },
];

/** The wizards `user` may use, in the landing's order. */
export const wizardsFor = (
  user: Pick<User, 'features' | 'createdAt'> | null,
  wizards = TRANSFER_WIZARDS,
) =>
  wizards.filter(
    (wizard) =>
      user !== null &&
      (!wizard.feature || user.features.includes(wizard.feature)) &&
      !wizard.hiddenFor?.(user),
  );
