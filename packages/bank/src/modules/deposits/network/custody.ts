import type { Network } from '@axia/core';

/**
 * What the bank needs from a crypto custodian for network deposits (seed 001 §2 'Network deposit address pages'):
 * the customer's deposit address on a network, the same one every time. The sandbox implements it
 * (src/sandbox/custody.ts); a real custodian's API would implement the same call. Coins arriving at an address are
 * reported to the bank (in the sandbox by the back office: POST /sandbox/admin/network-deposit).
 */
export interface CustodyProvider {
  depositAddress(userId: string, network: Network): string;
}
