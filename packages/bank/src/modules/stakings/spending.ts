import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// Stakings as a payment source (cards, gift cards): what each may still pay, under its product's deduction limits.
// PLACEHOLDER until the 'stakings as a source' slice lands: every live staking may pay its whole balance.

type Db = Kysely<Database> | Transaction<Database>;

/** The spendable amount (AXC, 5 decimals) of each staking, by staking id. */
export async function spendableAmounts(
  _db: Db,
  stakings: { id: string; status: string; amount: string; interest_amount: string }[],
  _now: Date,
): Promise<Map<string, string>> {
  const { add } = await import('@axia/core');
  const live = new Set(['CREATED', 'IN_TERM', 'READY_TO_CLAIM']);
  return new Map(
    stakings.map((s) => [s.id, live.has(s.status) ? add(s.amount, s.interest_amount) : '0']),
  );
}
