import {
  compare,
  decimalsFor,
  EXTERNAL_TRANSFER_MINIMUM,
  isDecimalString,
  isEthereumAddress,
  isNetworkV1Address,
  isNetworkV2Address,
  isPositive,
  TRANSFER_MESSAGES,
  type Currency,
  type ExternalTransferKind,
} from '@axia/core';
import { EXTERNAL_TRANSFER_TEXT } from './messages';

// The external transfer wizards' rules as pure functions and one table (seed 001 §2 Transfer, §5, §7, §8, §9): one
// wizard, parametrised by the way the money goes (an external Ethereum wallet, the Axtend bridge, the AXIA network
// V1 or V2 from custody). The bank checks every rule again.

/** §2: the 4 steps, in order. */
export const EXTERNAL_TRANSFER_STEPS = [
  { id: 'account', label: EXTERNAL_TRANSFER_TEXT.stepAccount },
  { id: 'amount', label: EXTERNAL_TRANSFER_TEXT.stepAmount },
  { id: 'recipient', label: EXTERNAL_TRANSFER_TEXT.stepRecipient },
  { id: 'overview', label: EXTERNAL_TRANSFER_TEXT.stepOverview },
] as const;

export type ExternalWizardKind = 'wallet' | 'axtend' | 'networkV1' | 'networkV2';

/** V2's asset (§2: usax for a USAX account, else axiaV2). */
export type NetworkV2Asset = 'usax' | 'axiaV2';
export const assetFor = (currency: Currency): NetworkV2Asset =>
  currency === 'USAX' ? 'usax' : 'axiaV2';

export interface ExternalWizardConfig {
  /** The `transactionType` of GET /account/allow-transfer-from. */
  transferKind: ExternalTransferKind;
  /** Whether an address has the form this way takes (§5, core's rules, checked the same way by the bank). */
  isAddress: (value: string) => boolean;
  /** §5/§8: the address message. */
  invalidAddress: string;
  /** §8: the success text. */
  sent: string;
}

export const EXTERNAL_WIZARDS: Record<ExternalWizardKind, ExternalWizardConfig> = {
  wallet: {
    transferKind: 'EXTERNAL_WALLET_TRANSFER',
    isAddress: isEthereumAddress,
    invalidAddress: TRANSFER_MESSAGES.invalidEthereumAddress,
    sent: TRANSFER_MESSAGES.externalWalletSent,
  },
  axtend: {
    transferKind: 'EXTERNAL_AXTEND_TRANSFER',
    isAddress: isNetworkV1Address,
    invalidAddress: TRANSFER_MESSAGES.invalidNetworkAddress,
    sent: TRANSFER_MESSAGES.networkSent,
  },
  networkV1: {
    transferKind: 'NETWORK_WITHDRAWAL',
    isAddress: isNetworkV1Address,
    invalidAddress: TRANSFER_MESSAGES.invalidNetworkAddress,
    sent: TRANSFER_MESSAGES.networkSent,
  },
  networkV2: {
    transferKind: 'NETWORK_V2_WITHDRAWAL',
    isAddress: isNetworkV2Address,
    invalidAddress: TRANSFER_MESSAGES.invalidNetworkV2Address,
    sent: TRANSFER_MESSAGES.networkV2Sent,
  },
};

/** The figures of §9 are shown to 5 decimals. */
export const EXTERNAL_DISPLAY_DECIMALS = 5;

/** An amount the field holds: above 0, with at most the currency's decimals. */
/** §5: below the minimum (5) — the red note shows and Next is disabled. */
export const belowMinimum = (amount: string) =>
  isDecimalString(amount) && isPositive(amount) && compare(amount, EXTERNAL_TRANSFER_MINIMUM) < 0;

/** The decimals the amount field takes: the currency's, at most the 5 of §9. */
export const amountDecimals = (currency: Currency) =>
  Math.min(decimalsFor(currency), EXTERNAL_DISPLAY_DECIMALS);
