import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Serialization failures and deadlocks: the transaction is tried again. */
const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `work` in a READ COMMITTED transaction, retried on serialization failures and deadlocks (or joins `db`'s). */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  for (let attempt = 0; ; attempt++) {
    try {
      return await (db as Kysely<Database>)
        .transaction()
        .setIsolationLevel('read committed')
        .execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && RETRYABLE.has(code) && attempt < 5) {
        await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 5));
        continue;
      }
      throw error;
    }
  }
}

/** Waits for the transaction-scoped advisory lock named `name` in `trx`: one holder across every bank process. */
export async function lockForTransaction(trx: Transaction<Database>, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
