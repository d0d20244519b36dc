import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/open';
import { custodyOwnerOf } from '../src/modules/deposits/network/custody-addresses';
import {
  recordSandboxCustodyAddresses,
  sandboxDepositAddress,
  sandboxTokenWalletAddress,
} from '../src/sandbox/custody';
import { engine, engineUnavailable, freshDatabase } from './harness';

// Migration 0007: table custody_addresses, backfilled with every token wallet's address; the sandbox custodian records
// the addresses it derives for the customers before it at start (recordSandboxCustodyAddresses), so 'whose is this
// address' (custodyOwnerOf) knows them without deriving anything.

const THEN = new Date('2025-03-01T09:00:00Z');

describe.skipIf(engineUnavailable)(`migration 0007: custody addresses (${engine})`, () => {
  it('records every existing customer’s addresses, lowercase on EVM networks', async () => {
    const { database, cleanup } = await freshDatabase({ migrateTo: '0006_stakings' });
    try {
      const db = database.db;
      for (const id of ['u1', 'u2'])
        await sql`INSERT INTO users (id, email, first_name, last_name, status, created_at, user_type, kyc_status,
            tax_id_status, business_records_status, business_address_status)
          VALUES (${id}, ${`${id}@custody.test`}, 'Old', 'Customer', 'ACTIVE', ${THEN}, 'INDIVIDUAL', 'COMPLETED',
            'COMPLETED', 'NOT_REQUIRED', 'NOT_REQUIRED')`.execute(db);
      // u2's token wallet at an address of its own (EIP-55 case), u1's none.
      const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
      await sql`INSERT INTO token_wallets (user_id, eth_wallet_address, axc, email, created_at)
        VALUES ('u2', ${wallet}, 10, 'u2@custody.test', ${THEN})`.execute(db);
      await migrate(db);
      const walletsOnly = await db.selectFrom('custody_addresses').select('address').execute();
      expect(walletsOnly).toEqual([{ address: wallet.toLowerCase() }]);
      await recordSandboxCustodyAddresses(db, THEN);

      const rows = await db
        .selectFrom('custody_addresses')
        .select(['network', 'address', 'user_id'])
        .orderBy('user_id')
        .orderBy('network')
        .orderBy('address')
        .execute();
      const expected = (id: string, extra: string[] = []) =>
        [
          ...[sandboxTokenWalletAddress(id), ...extra].map((address) => ({
            network: 'ETHEREUM',
            address: address.toLowerCase(),
            user_id: id,
          })),
          { network: 'V1', address: sandboxDepositAddress(id, 'V1'), user_id: id },
          { network: 'V2', address: sandboxDepositAddress(id, 'V2').toLowerCase(), user_id: id },
        ].sort((a, b) =>
          a.network === b.network
            ? a.address.localeCompare(b.address)
            : a.network.localeCompare(b.network),
        );
      expect(rows).toEqual([...expected('u1'), ...expected('u2', [wallet])]);
      expect(await custodyOwnerOf(db, wallet, 'ETHEREUM')).toBe('u2');
      expect(await custodyOwnerOf(db, sandboxDepositAddress('u1', 'V1'), 'V1')).toBe('u1');
      // A customer's deletion takes their addresses with them.
      await db.deleteFrom('users').where('id', '=', 'u1').execute();
      expect(await custodyOwnerOf(db, sandboxDepositAddress('u1', 'V2'), 'V2')).toBeNull();
    } finally {
      await database.close();
      cleanup();
    }
  }, 60_000);
});
