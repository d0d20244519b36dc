import type { Network } from '@axia/core';
import type { BankContext } from '../../../context';
import type { Db } from '../../common/user';
import { requireProvider } from '../../../providers';
import { recordCustodyAddresses, type CustodyAddress } from './custody-addresses';

/** The networks a custodian holds addresses on: the AXIA network V1 and V2, and Ethereum (the ERC-20 token). */
export type CustodyNetwork = 'ETHEREUM' | Network;

/**
 * What the bank needs from a crypto custodian (seed 001 §2 'Network deposit address pages', §8): the customer's
 * deposit address on a network, the same one every time, and every address it holds for a customer (the bank
 * records them: custody-addresses.ts). Coins arriving at an address are reported by signed webhook
 * (POST /webhooks/custody). The sandbox implements it (src/sandbox/custody.ts); a real custodian's client would
 * implement the same calls.
 */
export interface CustodyProvider {
  depositAddress(userId: string, network: Network): string;
  /** Every address the custodian holds for the customer (its deposit addresses, its token wallet's). */
  customerAddresses(userId: string): CustodyAddress[];
}

/** The bank's custodian (src/providers: CUSTODY_PROVIDER); 403 'temporarily unavailable' when off. */
export const custodianOf = (ctx: Pick<BankContext, 'providers'>): CustodyProvider =>
  requireProvider(ctx, 'custody');

/** Opens the customer at the custodian, when there is one: its addresses recorded as theirs (a repeat changes nothing). */
export async function openCustodyCustomer(
  ctx: { providers: Pick<BankContext['providers'], 'custody'> },
  db: Db,
  userId: string,
  at: Date,
) {
  const custodian = ctx.providers.custody;
  if (custodian) await recordCustodyAddresses(db, custodian.customerAddresses(userId), at);
}
