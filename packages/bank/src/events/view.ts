import {
  isCurrency,
  type BankEvent,
  type BankEventType,
  type Currency,
  type TransactionDirection,
  type TransactionStatus,
  type TransactionType,
} from '@axia/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatAmount } from '../modules/accounts/service';
import { counterpartOf, INCOMING } from '../modules/transactions/service';

// A customer's view of their outbox rows (migration 0019): the transaction's side of THIS customer (direction,
// amount and counterparty as their own history shows them) and the balances of THEIR accounts the change moved, as
// they stood right after it (the posting's balance_after, kept in the row). Nothing of another customer is read.

/** An outbox row as the stream reads it. */
export interface EventRow {
  id: string;
  type: string;
  entity_id: string;
  status: string | null;
  payload: { balances?: Record<string, string> };
  created_at: Date;
}

type Db = Kysely<Database>;

/** Only a transaction's row names a transaction (another kind's entity id is never looked up as one). */
const isTransaction = (row: EventRow) => row.type === 'transaction';

/** The events of `userId` for `rows` (theirs, in id order). */
export async function toBankEvents(db: Db, userId: string, rows: EventRow[]): Promise<BankEvent[]> {
  const transactionIds = [
    // Stryker disable next-line MethodExpression: only a transaction row is ever matched with what this reads (below), so reading the other rows' ids too (no filter) changes no event
    ...new Set(rows.filter(isTransaction).map((r) => r.entity_id)),
  ];
  const accountIds = [...new Set(rows.flatMap((r) => Object.keys(r.payload.balances ?? {})))];
  const [transactions, legs, accounts] = await Promise.all([
    transactionIds.length
      ? db
          .selectFrom('transactions')
          .select([
            'id',
            'public_id',
            'type',
            'amount',
            'currency',
            'user_id',
            'from_side',
            'to_side',
          ])
          .where('id', 'in', transactionIds)
          .execute()
      : // Stryker disable next-line ArrayDeclaration: no transaction row to look anything up for, so never read
        [],
    // This customer's legs of those transactions: their own accounts, and their stakings' and cards' accounts.
    transactionIds.length
      ? db
          .selectFrom('postings as p')
          .innerJoin('accounts as a', 'a.id', 'p.account_id')
          .leftJoin('stakings as s', 's.account_id', 'a.id')
          .leftJoin('cards as c', 'c.account_id', 'a.id')
          .select(['p.transaction_id', 'p.amount', 'a.currency'])
          .where('p.transaction_id', 'in', transactionIds)
          .where(sql`coalesce(a.user_id, s.user_id, c.user_id)`, '=', userId)
          // The first leg is the customer's side of the item (a later one settles or returns it); of legs posted
          // together, the one that takes money out (a move between own accounts is a withdrawal from the source).
          .orderBy('p.created_at')
          .orderBy(sql`p.amount < 0`, 'desc')
          .orderBy('p.id')
          .execute()
      : // Stryker disable next-line ArrayDeclaration: no transaction row to look anything up for, so never read
        [],
    accountIds.length
      ? db
          .selectFrom('accounts')
          .select(['id', 'currency'])
          .where('id', 'in', accountIds)
          .where('user_id', '=', userId)
          .execute()
      : // Stryker disable next-line ArrayDeclaration: no row names a balance to look up, so never read
        [],
  ]);
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]));
  return rows.map((row) => {
    const balances = Object.entries(row.payload.balances ?? {})
      .filter(([accountId]) => currencyOf.has(accountId))
      .map(([accountId, balance]) => {
        const currency = currencyOf.get(accountId) as Currency;
        const amount = formatAmount(balance, currency);
        // No holds exist in the sandbox: all of a balance can be spent (as accounts/service toAccount says).
        return { accountId, currency, amount, spendableAmount: amount };
      });
    const t = isTransaction(row) ? transactions.find((x) => x.id === row.entity_id) : undefined;
    let transaction: BankEvent['transaction'] = null;
    if (t) {
      const leg = legs.find((l) => l.transaction_id === t.id);
      let direction: TransactionDirection;
      let amount: string;
      let currency: string;
      if (leg) {
        direction = leg.amount.startsWith('-') ? 'WITHDRAWAL' : 'DEPOSIT';
        amount = leg.amount.replace('-', '');
        currency = leg.currency;
      } else {
        // No leg of theirs yet (a wire deposit awaiting its wire): the item as its type says.
        direction = INCOMING.includes(t.type as TransactionType) ? 'DEPOSIT' : 'WITHDRAWAL';
        amount = t.amount;
        currency = t.currency;
      }
      const known = (isCurrency(currency) ? currency : 'USD') as Currency;
      transaction = {
        id: t.id,
        publicId: t.public_id,
        type: t.type as TransactionType,
        status: (row.status ?? 'COMPLETED') as TransactionStatus,
        direction,
        amount: formatAmount(amount, known),
        currency: known,
        counterparty: counterpartOf(
          t as {
            from_side: Record<string, unknown> | null;
            to_side: Record<string, unknown> | null;
          },
          direction,
        ),
      };
    }
    return {
      id: String(row.id),
      type: row.type as BankEventType,
      at: new Date(row.created_at).toISOString(),
      entityId: row.entity_id,
      status: row.status,
      transaction,
      balances,
    };
  });
}
