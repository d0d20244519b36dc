import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { keyedPostings } from './keyed-batches';
import {
  checkInput,
  currencyDecimals,
  legsDocument,
  newPublicId,
  refuseInvalidLegs,
  type Applied,
  transactionDocument,
  type NewTransaction,
} from './post';

// A keyed posting at once (issue 25: fewer round trips, not less safety). When a money call with an Idempotency-Key
// has been planned from one plain read, ONE statement (the database function axia_post_keyed, migrations 0013,
// 0024 and 0026) does what the general path does in several: the key's advisory lock and kept answer, the money
// move's velocity count (issue 44: it had a commit of its own), the legs' accounts locked in id order, the check
// that the rows the plan read are unchanged, the legs applied by the same function as every posting
// (axia_apply_legs: balance checks, the transaction with its postings and balances), and the key's answer — all in
// the statement's own transaction, so the answer and the money commit together or not at all (docs/money.md
// 'Exactly once across crashes'). Whatever it cannot decide ('changed': an account changed since the read) the
// caller does again on the general path.

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
  /** An account is not what the plan read: nothing was written (but the count); plan again. */
  | { outcome: 'changed' }
  /** The count was over its limit (`windowStart`: its window's start): nothing else was written, the key is free. */
  | { outcome: 'limited'; windowStart: string };

/**
 * A rate-limit hit the statement counts in its own transaction unless `counted` (limits: DeferredHit): the money
 * move's velocity limit, so a keyed transfer takes one commit. Set `counted` once a statement has counted it.
 */
export interface CountInStatement {
  window: { key: string; now: string; since: string; max: number };
  counted: boolean;
}

export interface KeyedPostingOptions {
  key: { userId: string; key: string; fingerprint: string };
  expect: PlannedOn;
  /** The answer kept for the key once posted, given the new transaction's ids. */
  answer: (ids: { transactionId: string; publicId: string }) => unknown;
  /** The answer kept when the balance does not cover a debit. */
  refusal: { statusCode: number; message: string };
  /** Counted after the key's kept answer (a replay does not count), before anything else. */
  count?: CountInStatement;
  /** Posting statements in flight at most, those waiting batched (keyed-batches.ts); 0 or absent: alone. */
  inFlight?: number;
}

/** What axia_post_keyed (or a batch) is given for one keyed posting, and the answer kept once it is posted. */
export function keyedPosting(input: NewTransaction, options: KeyedPostingOptions) {
  checkInput(input);
  const id = randomUUID();
  const publicId = newPublicId();
  const answer = options.answer({ transactionId: id, publicId });
  const p = {
    userId: options.key.userId,
    key: options.key.key,
    fingerprint: options.key.fingerprint,
    createdAt: input.createdAt.toISOString(),
    expect: options.expect,
    legs: legsDocument(input.legs),
    decimals: currencyDecimals(),
    transaction: transactionDocument(id, publicId, input),
    answer,
    refusal: { statusCode: options.refusal.statusCode, message: options.refusal.message },
    ...(options.count && !options.count.counted ? { limit: options.count.window } : {}),
  };
  return { p, answer };
}

export async function postKeyedAtOnce(
  db: Kysely<Database>,
  input: NewTransaction,
  options: KeyedPostingOptions,
): Promise<KeyedOutcome> {
  const { p, answer } = keyedPosting(input, options);
  const result = (await keyedPostings(db, options.inFlight ?? 0).post(p)) as
    KeyedOutcome | Extract<Applied, { outcome: 'invalid' }>;
  // Every outcome but a kept answer comes after the count (migration 0026), and commits with it.
  if (options.count && result.outcome !== 'kept') options.count.counted = true;
  if (result.outcome === 'invalid') refuseInvalidLegs(input.legs, result.currencies);
  return result.outcome === 'posted' ? { outcome: 'posted', answer } : result;
}
