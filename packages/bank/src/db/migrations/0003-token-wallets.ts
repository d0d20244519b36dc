import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The sandbox custody of the legacy ERC-20 token (seed 001 §3 'Token wallet'): one wallet per customer, its
 * address and the tokens it holds. Not money in the bank's books: a token deposit takes tokens out of it and
 * credits AXC through the ledger (modules/deposits/tokenWallet.ts).
 */
export const tokenWallets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('token_wallets')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('eth_wallet_address', 'text', (c) => c.notNull().unique())
      .addColumn('axc', sql`numeric(38, 5)`, (c) => c.notNull().check(sql`axc >= 0`))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
