import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newPublicId, transactionRow, type NewTransaction } from './post';

// A keyed posting at once (issue 25: fewer round trips, not less safety). When a money call with an Idempotency-Key
// has been planned from one plain read, ONE statement (the database function axia_post_keyed, migration 0013) does
// what the general path does in six: the key's advisory lock and kept answer, the legs' accounts locked in id order,
// the check that the rows the plan read are unchanged, the balance checks, the transaction with its postings and
// balances, and the key's answer — all in the statement's own transaction, so the answer and the money commit
// together or not at all (MONEY.md 'Exactly once across crashes'). Whatever it cannot decide ('changed': an account
// changed since the read) the caller does again on the general path.

/**
 * The rows the plan was made on, each with its version as the read gave it (the database functions
 * axia_payer_version and axia_account_version: an account's without its balance, which the statement checks
 * itself). Any other change to them since means "plan again".
 */
export interface PlannedOn {
  user: { id: string; version: string };
  /** By account id. */
  accounts: Record<string, string>;
}

export type KeyedOutcome =
  /** Posted; `answer` is what was kept for the key. */
  | { outcome: 'posted'; answer: unknown }
  /** Another request with the key committed first: its answer (`fingerprint` to compare). */
  | { outcome: 'kept'; fingerprint: string; statusCode: number; response: unknown }
  /** Another request with the key is running (409). */
  | { outcome: 'running' }
  /** The balance does not cover a debit: `refusal` was kept as the key's answer. */
  | { outcome: 'refused' }
  /** An account is not what the plan read: nothing was written; plan again. */
  | { outcome: 'changed' };

export async function postKeyedAtOnce(
  db: Kysely<Database>,
  input: NewTransaction,
  options: {
    key: { userId: string; key: string; fingerprint: string };
    expect: PlannedOn;
    /** The answer kept for the key once posted, given the new transaction's ids. */
    answer: (ids: { transactionId: string; publicId: string }) => unknown;
    /** The answer kept when the balance does not cover a debit. */
    refusal: { statusCode: number; message: string };
  },
): Promise<KeyedOutcome> {
  const id = randomUUID();
  const publicId = newPublicId();
  const row = transactionRow(id, publicId, input);
  // jsonb columns as JSON values (transactionRow gives their text), times as ISO strings.
  const transaction = {
    ...row,
    from_side: input.from ?? null,
    to_side: input.to ?? null,
    provider_meta: input.providerMeta ?? null,
    meta: input.meta ?? null,
    spendable_change: input.spendableChange ?? null,
    created_at: input.createdAt.toISOString(),
    updated_at: input.createdAt.toISOString(),
  };
  // In account-id order (the order of the locks), each account's legs in the order given.
  const legs = [...new Set(input.legs.map((leg) => leg.accountId))]
    .sort()
    .flatMap((id) => input.legs.filter((leg) => leg.accountId === id));
  const answer = options.answer({ transactionId: id, publicId });
  const p = {
    userId: options.key.userId,
    key: options.key.key,
    fingerprint: options.key.fingerprint,
    createdAt: input.createdAt.toISOString(),
    expect: options.expect,
    legs,
    transaction,
    answer,
    refusal: { statusCode: options.refusal.statusCode, message: options.refusal.message },
  };
  const { rows } = await sql<{ result: KeyedOutcome }>`
    SELECT axia_post_keyed(${JSON.stringify(p)}::jsonb) AS result`.execute(db);
  const result = rows[0]!.result;
  return result.outcome === 'posted' ? { outcome: 'posted', answer } : result;
}
