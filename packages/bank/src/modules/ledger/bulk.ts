import { add, compare, isNegative } from '@axia/core';
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, TransactionTable } from '../../db/schema';
import {
  checkSettlementLegs,
  inTransaction,
  newPublicId,
  transactionRow,
  type NewTransaction,
} from './post';

// Many transactions at once, for the sandbox's seeded histories (10,000 for heavy@demo.test must not slow the first
// start): the same rules as postTransaction (balanced legs, customers never below zero, balance = sum of legs),
// checked in memory in date order, then written in a few multi-row inserts inside one database transaction.

const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Posts `entries` (in date order), each as postTransaction would; returns the accounts' final balances. */
export async function postMany(db: Kysely<Database>, entries: NewTransaction[]) {
  const sorted = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return inTransaction(db, async (trx) => {
    // A seeded history is not news: no live events (the triggers of migration 0019 read this setting).
    await sql`SELECT set_config('axia.events', 'off', true)`.execute(trx);
    const ids = [...new Set(sorted.flatMap((e) => e.legs.map((l) => l.accountId)))].sort();
    const accounts =
      ids.length > 0
        ? await trx
            .selectFrom('accounts')
            .select(['id', 'currency', 'user_id', 'amount'])
            .where('id', 'in', ids)
            .orderBy('id')
            .forUpdate()
            .execute()
        : [];
    const currencies = new Map(accounts.map((a) => [a.id, a.currency]));
    const customer = new Set(accounts.filter((a) => a.user_id !== null).map((a) => a.id));
    const balances = new Map(accounts.map((a) => [a.id, a.amount]));

    const transactions: Insertable<TransactionTable>[] = [];
    const postings: {
      transaction_id: string;
      account_id: string;
      amount: string;
      balance_after: string;
      created_at: Date;
    }[] = [];
    for (const entry of sorted) {
      checkSettlementLegs(entry.legs, currencies);
      const id = randomUUID();
      transactions.push(transactionRow(id, newPublicId(), entry));
      for (const leg of [...entry.legs].sort((a, b) => (a.accountId < b.accountId ? -1 : 1))) {
        const after = add(balances.get(leg.accountId)!, leg.amount);
        if (customer.has(leg.accountId) && isNegative(after))
          throw new Error(
            `A seeded history takes ${leg.accountId} below zero on ${entry.createdAt.toISOString()}`,
          );
        balances.set(leg.accountId, after);
        postings.push({
          transaction_id: id,
          account_id: leg.accountId,
          amount: leg.amount,
          balance_after: after,
          created_at: entry.createdAt,
        });
      }
    }
    for (const rows of chunks(transactions))
      await trx.insertInto('transactions').values(rows).execute();
    for (const rows of chunks(postings)) await trx.insertInto('postings').values(rows).execute();
    for (const [id, amount] of balances) {
      const before = accounts.find((a) => a.id === id)!.amount;
      if (compare(before, amount) !== 0)
        await trx.updateTable('accounts').set({ amount }).where('id', '=', id).execute();
    }
    return balances;
  });
}
