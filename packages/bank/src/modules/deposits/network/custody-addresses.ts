import type { Db } from '../../common/user';
import type { CustodyNetwork } from './custody';

// The bank's record of the addresses its custodian holds for customers (table custody_addresses): what it was told
// at provisioning and hand-out, so 'whose is this address' (an external transfer must leave the bank: seed 001 §8)
// is one indexed lookup, whoever the custodian is.

/** The EVM networks: their addresses differ only in case between EIP-55 and lowercase, so they are kept lowercase. */
const isEvm = (network: CustodyNetwork) => network !== 'V1';

/** An address as table custody_addresses keeps it: lowercase on EVM networks (Ethereum, V2), exact on V1. */
export const custodyAddressKey = (network: CustodyNetwork, address: string) =>
  isEvm(network) ? address.toLowerCase() : address;

export interface CustodyAddress {
  network: CustodyNetwork;
  address: string;
  userId: string;
}

/** Records addresses as the customer's (a repeat changes nothing; an address is never handed to two customers). */
export async function recordCustodyAddresses(db: Db, rows: CustodyAddress[], createdAt: Date) {
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

/** The customer whose address `address` is on `network` (any case on EVM networks), null when not the bank's. */
export async function custodyOwnerOf(db: Db, address: string, network: CustodyNetwork) {
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
}
