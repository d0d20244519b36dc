import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import type { PlannedOn } from '../src/modules/ledger/post-keyed';

/** The versions of a customer's row and accounts as a keyed posting's plan reads them (the ledger's tests). */
export async function plannedOn(
  db: Kysely<Database>,
  userId: string,
  accountIds: string[],
): Promise<PlannedOn> {
  const user = await sql<{ version: string }>`
    SELECT axia_payer_version(u) AS version FROM users u WHERE u.id = ${userId}`.execute(db);
  const accounts = await sql<{ id: string; version: string }>`
    SELECT a.id, axia_account_version(a) AS version FROM accounts a
    WHERE a.id IN (${sql.join(accountIds)})`.execute(db);
  return {
    user: { id: userId, version: user.rows[0]!.version },
    accounts: Object.fromEntries(accounts.rows.map((r) => [r.id, r.version])),
  };
}
