import type { Network } from '@axia/core';
import { createHmac } from 'node:crypto';
import type { Db } from '../modules/common/user';
import type { CustodyNetwork, CustodyProvider } from '../modules/deposits/network/custody';

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

/** The EVM networks: their addresses differ only in case between EIP-55 and lowercase, so they are kept lowercase. */
const isEvm = (network: CustodyNetwork) => network !== 'V1';

/** An address as table custody_addresses keeps it: lowercase on EVM networks (Ethereum, V2), exact on V1. */
export const custodyAddressKey = (network: CustodyNetwork, address: string) =>
  isEvm(network) ? address.toLowerCase() : address;

/** Every address the sandbox custodian holds for a customer: V1 and V2 deposit addresses, the token wallet's. */
export function sandboxCustodyAddresses(userId: string) {
  const addresses: { network: CustodyNetwork; address: string; userId: string }[] = [
    { network: 'V1', address: sandboxDepositAddress(userId, 'V1'), userId },
    { network: 'V2', address: sandboxDepositAddress(userId, 'V2'), userId },
    { network: 'ETHEREUM', address: sandboxTokenWalletAddress(userId), userId },
  ];
  return addresses;
}

/** Records addresses as the customer's (a repeat changes nothing; an address is never handed to two customers). */
export async function recordCustodyAddresses(
  db: Db,
  rows: { network: CustodyNetwork; address: string; userId: string }[],
  createdAt: Date,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('custody_addresses')
    .values(
      rows.map((row) => ({
        network: row.network,
        address: custodyAddressKey(row.network, row.address),
        user_id: row.userId,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.columns(['network', 'address']).doNothing())
    .execute();
}

export const sandboxCustody: CustodyProvider = {
  depositAddress: sandboxDepositAddress,

  async openCustomer(db, userId, at) {
    await recordCustodyAddresses(db, sandboxCustodyAddresses(userId), at);
  },

  async ownerOf(db, address, network) {
    // On EVM chains an address is the same account on Ethereum and V2: a V2 deposit address or a token wallet's
    // is the bank's on either. One lookup on the primary key (network, address).
    const networks: CustodyNetwork[] = isEvm(network) ? ['ETHEREUM', 'V2'] : ['V1'];
    const row = await db
      .selectFrom('custody_addresses')
      .select('user_id')
      .where('network', 'in', networks)
      .where('address', '=', custodyAddressKey(network, address))
      .executeTakeFirst();
    return row?.user_id ?? null;
  },
};
