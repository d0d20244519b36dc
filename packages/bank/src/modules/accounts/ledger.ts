import { isDecimalString, isPositive } from '@axia/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';

// Every balance change goes through here: the amount column changes and a ledger row is written in the same
// transaction. Debits are conditional (`amount >= $1`), so a balance can never go below zero even under
// concurrency, and the column's CHECK backs that up.

export class InsufficientFundsError extends HttpError {
  constructor() {
    super(422, 'Insufficient funds');
  }
}

type Db = Kysely<Database> | Transaction<Database>;

function assertAmount(amount: string) {
  if (!isDecimalString(amount) || !isPositive(amount))
    throw new HttpError(400, 'amount must be a positive decimal');
}

/** The ledger row of one balance change: the signed delta and the balance it left. */
async function writeLedgerRow(
  db: Db,
  accountId: string,
  delta: string,
  balanceAfter: string,
  reason: string,
  now: Date,
  reference: string | undefined,
) {
  await db
    .insertInto('ledger')
    .values({
      account_id: accountId,
      delta,
      balance_after: balanceAfter,
      reason,
      reference: reference ?? null,
      created_at: now,
    })
    .execute();
}

export async function credit(
  db: Db,
  accountId: string,
  amount: string,
  reason: string,
  now: Date,
  reference?: string,
) {
  assertAmount(amount);
  const row = await db
    .updateTable('accounts')
    .set({ amount: sql`amount + ${amount}::numeric` })
    .where('id', '=', accountId)
    .returning('amount')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Account not found');
  await writeLedgerRow(db, accountId, amount, row.amount, reason, now, reference);
  return row.amount;
}

export async function debit(
  db: Db,
  accountId: string,
  amount: string,
  reason: string,
  now: Date,
  reference?: string,
) {
  assertAmount(amount);
  const row = await db
    .updateTable('accounts')
    .set({ amount: sql`amount - ${amount}::numeric` })
    .where('id', '=', accountId)
    .where(sql<boolean>`amount >= ${amount}::numeric`)
    .returning('amount')
    .executeTakeFirst();
  if (!row) {
    const exists = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', accountId)
      .executeTakeFirst();
    throw exists ? new InsufficientFundsError() : new HttpError(404, 'Account not found');
  }
  await writeLedgerRow(db, accountId, `-${amount}`, row.amount, reason, now, reference);
  return row.amount;
}

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Moves money between two accounts atomically: READ COMMITTED, both rows locked FOR UPDATE in id order (no
 * deadlocks), conditional debit, credit, two ledger rows; retried on serialization failures and deadlocks.
 */
export async function transfer(
  db: Kysely<Database>,
  from: string,
  to: string,
  amount: string,
  reason: string,
  now: Date,
  reference?: string,
) {
  assertAmount(amount);
  if (from === to) throw new HttpError(400, 'Cannot transfer to the same account');
  for (let attempt = 0; ; attempt++) {
    try {
      return await db
        .transaction()
        .setIsolationLevel('read committed')
        .execute(async (trx) => {
          const ids = [from, to].sort();
          await trx
            .selectFrom('accounts')
            .select('id')
            .where('id', 'in', ids)
            .orderBy('id')
            .forUpdate()
            .execute();
          await debit(trx, from, amount, reason, now, reference);
          await credit(trx, to, amount, reason, now, reference);
        });
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
