import { NETWORK_DEPOSIT_FEE_AXC, NETWORK_DEPOSIT_MINIMUM_AXC, type Network } from '@axia/core';

// The network deposit address pages' words. Those marked 'spec' are seed 001's (§2, §9); the others are ours.

export const NETWORK_PATHS: Record<Network, string> = {
  V1: '/deposit/axia-network-deposit',
  V2: '/deposit/axia-network-v2-deposit',
};

export const NETWORK_TEXT = {
  // Spec (§2: the page for the native coin is titled 'Deposit'; §9: minimum 1 AXC, fee 0.001 AXC by the sender).
  title: 'Deposit',
  minimum: `${NETWORK_DEPOSIT_MINIMUM_AXC} AXC`,
  fee: `${NETWORK_DEPOSIT_FEE_AXC} AXC`,
  finish: 'Finish',
  // Ours.
  intro: {
    V1: 'Send AXC on the AXIA Network to your deposit address below.',
    V2: 'Send AXC on the AXIA Network (V2) to your deposit address below.',
  } satisfies Record<Network, string>,
  addressHeading: {
    V1: 'Your AXIA Network deposit address',
    V2: 'Your AXIA Network (V2) deposit address',
  } satisfies Record<Network, string>,
  copyAddress: 'Copy deposit address',
  qrLabel: {
    V1: 'QR code of your AXIA Network deposit address',
    V2: 'QR code of your AXIA Network (V2) deposit address',
  } satisfies Record<Network, string>,
  loading: 'Loading your deposit address',
  loadFailed: 'Your deposit address could not be loaded',
  retry: 'Try again',
  detailsHeading: 'Before you send',
  minimumLabel: 'Minimum deposit',
  feeLabel: 'Estimated network fee',
  feeNote: 'Paid by the sender',
  warningsHeading: 'Important',
  warnings: {
    V1: [
      'Send only AXC on the AXIA Network to this address. Coins of any other network or token sent here are lost.',
      `Deposits below ${NETWORK_DEPOSIT_MINIMUM_AXC} AXC are not credited.`,
      "Once the deposit arrives, confirm it into your AXC account from 'Pending Transactions' on the overview.",
    ],
    // Spec (§2): the V2 page says the address applies only to V2 AXC.
    V2: [
      'This address applies only to V2 AXC on the AXIA Network (V2). Coins of any other network or token, V1 AXC included, sent here are lost.',
      `Deposits below ${NETWORK_DEPOSIT_MINIMUM_AXC} AXC are not credited.`,
      "Once the deposit arrives, confirm it into your AXC account from 'Pending Transactions' on the overview.",
    ],
  } satisfies Record<Network, string[]>,
  landing: {
    V1: {
      title: 'AXIA Network deposit',
      description: 'Send AXC to your deposit address on the AXIA Network.',
    },
    V2: {
      title: 'AXIA Network (V2) deposit',
      description: 'Send V2 AXC to your deposit address on the AXIA Network (V2).',
    },
  } satisfies Record<Network, { title: string; description: string }>,
} as const;
