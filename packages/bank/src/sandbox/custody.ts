import type { Network } from '@axia/core';
import { createHmac } from 'node:crypto';
import type { Db } from '../modules/common/user';
import type { CustodyProvider } from '../modules/deposits/network/custody';
import {
  recordCustodyAddresses,
  type CustodyAddress,
} from '../modules/deposits/network/custody-addresses';

// The sandbox's crypto custodian: the deposit addresses it hands out on the AXIA network and the addresses of the
// legacy ERC-20 token wallets it keeps. Addresses are derived from the customer's id (an HMAC under a sandbox key),
// so they are stable per customer and network, and look like the real formats: a V1 address in the network's
// bech32 style ('axc1' + 38 characters), a V2 address EVM style ('0x' + 40 hex digits). An HMAC cannot be reversed,
// so every address handed out is also recorded in table custody_addresses (migration 0007 recorded those of the
// customers before it), and 'whose is this address' is one indexed lookup there.

const SANDBOX_CUSTODY_KEY = 'axia-sandbox-custody';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const digest = (label: string) => createHmac('sha256', SANDBOX_CUSTODY_KEY).update(label).digest();

/** The customer's deposit address on an AXIA network. */
export function sandboxDepositAddress(userId: string, network: Network) {
  const bytes = digest(`deposit:${network}:${userId}`);
  if (network === 'V2') return `0x${bytes.toString('hex').slice(0, 40)}`;
  const more = Buffer.concat([bytes, digest(`deposit:${network}:${userId}:more`)]);
  return `axc1${[...more.subarray(0, 38)].map((b) => BECH32[b % 32]).join('')}`;
}

/** The address of the customer's legacy ERC-20 token wallet (the seed's wallets). */
export function sandboxTokenWalletAddress(userId: string) {
  return `0x${digest(`erc20:${userId}`).toString('hex').slice(0, 40)}`;
}

/** Every address the sandbox custodian holds for a customer: V1 and V2 deposit addresses, the token wallet's. */
function sandboxCustodyAddresses(userId: string): CustodyAddress[] {
  return [
    { network: 'V1', address: sandboxDepositAddress(userId, 'V1'), userId },
    { network: 'V2', address: sandboxDepositAddress(userId, 'V2'), userId },
    { network: 'ETHEREUM', address: sandboxTokenWalletAddress(userId), userId },
  ];
}

export const sandboxCustody: CustodyProvider = {
  depositAddress: sandboxDepositAddress,
  customerAddresses: sandboxCustodyAddresses,
};

/**
 * At start: the custodian's addresses of every customer not yet recorded (sandbox databases made before migration
 * 0007 stopped deriving them there); one query when there are none.
 */
export async function recordSandboxCustodyAddresses(db: Db, at: Date) {
  const missing = await db
    .selectFrom('users')
    .leftJoin('custody_addresses', (join) =>
      join
        .onRef('custody_addresses.user_id', '=', 'users.id')
        .on('custody_addresses.network', '=', 'V1'),
    )
    .where('custody_addresses.user_id', 'is', null)
    .select('users.id')
    .execute();
  for (const { id } of missing) await recordCustodyAddresses(db, sandboxCustodyAddresses(id), at);
}
