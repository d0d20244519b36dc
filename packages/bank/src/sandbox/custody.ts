import type { Network } from '@axia/core';
import { createHmac } from 'node:crypto';
import type { CustodyProvider } from '../modules/deposits/network/custody';

// The sandbox's crypto custodian: the deposit addresses it hands out on the AXIA network and the addresses of the
// legacy ERC-20 token wallets it keeps. Addresses are derived from the customer's id (an HMAC under a sandbox key),
// so they are stable per customer and network without being stored, and look like the real formats: a V1 address
// in the network's bech32 style ('axc1' + 38 characters), a V2 address EVM style ('0x' + 40 hex digits).

const SANDBOX_CUSTODY_KEY = 'axia-sandbox-custody';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const digest = (label: string) => createHmac('sha256', SANDBOX_CUSTODY_KEY).update(label).digest();

export const sandboxCustody: CustodyProvider = {
  depositAddress(userId: string, network: Network) {
    const bytes = digest(`deposit:${network}:${userId}`);
    if (network === 'V2') return `0x${bytes.toString('hex').slice(0, 40)}`;
    const more = Buffer.concat([bytes, digest(`deposit:${network}:${userId}:more`)]);
    return `axc1${[...more.subarray(0, 38)].map((b) => BECH32[b % 32]).join('')}`;
  },
};

/** The address of the customer's legacy ERC-20 token wallet (the seed's wallets). */
export function sandboxTokenWalletAddress(userId: string) {
  return `0x${digest(`erc20:${userId}`).toString('hex').slice(0, 40)}`;
}
