import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The addresses the custodian has handed out or keeps (modules/deposits/network/custody-addresses.ts), so 'whose is
 * this address' (an external transfer must leave the bank: seed 001 §8) is one lookup on the primary key instead of
 * asking the custodian. Lowercase on EVM networks (V2, ETHEREUM: EIP-55 only changes the letters' case), exact on V1.
 * Backfilled once with every token wallet's address; the custodian's addresses are recorded when a customer is
 * provisioned and when an address is handed out (the sandbox's custodian records its customers' at start, for the
 * sandbox databases made before this migration, which recorded them here).
 */
export const custodyAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('custody_addresses')
      .addColumn('network', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('custody_addresses_pk', ['network', 'address'])
      .execute();
    await db.schema
      .createIndex('custody_addresses_user')
      .on('custody_addresses')
      .column('user_id')
      .execute();
    const { rows: wallets } = await sql<{
      user_id: string;
      eth_wallet_address: string;
      created_at: Date;
    }>`SELECT user_id, eth_wallet_address, created_at FROM token_wallets`.execute(db);
    const rows = wallets.map((wallet) => ({
      address: wallet.eth_wallet_address,
      userId: wallet.user_id,
      createdAt: wallet.created_at,
    }));
    const table = db as Kysely<{
      custody_addresses: { network: string; address: string; user_id: string; created_at: Date };
    }>;
    for (let i = 0; i < rows.length; i += 500)
      await table
        .insertInto('custody_addresses')
        .values(
          rows.slice(i, i + 500).map((row) => ({
            network: 'ETHEREUM',
            // An EVM address, kept lowercase.
            address: row.address.toLowerCase(),
            user_id: row.userId,
            created_at: row.createdAt,
          })),
        )
        .onConflict((oc) => oc.columns(['network', 'address']).doNothing())
        .execute();
  },
};
