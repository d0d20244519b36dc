import type { Network } from '@axia/core';
import { sandboxCustody } from '../../../sandbox/custody';
import type { Db } from '../../common/user';

/** The networks a custodian holds addresses on: the AXIA network V1 and V2, and Ethereum (the ERC-20 token). */
export type CustodyNetwork = 'ETHEREUM' | Network;

/**
 * What the bank needs from a crypto custodian (seed 001 §2 'Network deposit address pages', §8): the customer's
 * deposit address on a network, the same one every time; opening a new customer there (their addresses made and
 * known to the custodian); and whose an address is, so an external transfer never goes to the bank's own custody.
 * The sandbox implements it (src/sandbox/custody.ts); a real custodian's API would implement the same calls. Coins
 * arriving at an address are reported to the bank (in the sandbox by the back office:
 * POST /sandbox/admin/network-deposit).
 */
export interface CustodyProvider {
  depositAddress(userId: string, network: Network): string;
  /** Opens the customer's addresses at the custodian (when the customer is provisioned); a repeat changes nothing. */
  openCustomer(db: Db, userId: string, at: Date): Promise<void>;
  /** The customer whose address `address` is on `network` (any case on EVM networks), null when not the bank's. */
  ownerOf(db: Db, address: string, network: CustodyNetwork): Promise<string | null>;
}

/** The bank's custodian. */
export const custody: CustodyProvider = sandboxCustody;
