import { z } from 'zod';
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_NAMES,
} from '../domain/transaction';
import type { TransactionType } from '../domain/transaction';
import { currencySchema } from './schemas';

// Live events (issue 31): what a customer's open pages learn the moment the bank commits a change. The bank writes
// one event per customer a change touches, in the same database transaction as the change, and streams them as
// server-sent events at EVENTS_PATH (`event: bank`, `id:` = the event's id, `data:` = this schema as JSON).
// A reconnect sends Last-Event-ID and receives every later event still kept.

// EVENTS_PATH and BANK_EVENT_NAME live in ./operations (no zod there), so the app's first load can name the stream
// without building these schemas.

export const BANK_EVENT_TYPES = [
  /** A transaction of the customer was posted, or changed status (settled, approved, rejected, canceled). */
  'transaction',
  'staking',
  'card',
  'giftCard',
  'documentRequest',
] as const;
export type BankEventType = (typeof BANK_EVENT_TYPES)[number];

const decimalString = z.string();

/** The customer's side of a transaction: only what their own history shows. */
export const bankEventTransactionSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  type: z.enum(TRANSACTION_TYPE_NAMES as [TransactionType, ...TransactionType[]]),
  status: z.enum(TRANSACTION_STATUSES),
  /** DEPOSIT when money reaches this customer's account, WITHDRAWAL when it leaves. */
  direction: z.enum(TRANSACTION_DIRECTIONS),
  amount: decimalString,
  currency: currencySchema,
  /** Who is on the other side, as this customer's history names them (a member's name, a recipient), or null. */
  counterparty: z.string().nullable(),
});

/** An account of this customer whose balance the change moved, with its balance after the change. */
export const bankEventBalanceSchema = z.object({
  accountId: z.string(),
  currency: currencySchema,
  amount: decimalString,
  spendableAmount: decimalString,
});

export const bankEventSchema = z.object({
  /** Increasing; the SSE id and what Last-Event-ID resumes after. */
  id: z.string(),
  type: z.enum(BANK_EVENT_TYPES),
  /** When the change committed (ISO). */
  at: z.string(),
  /** The id of what changed: a transaction, staking, card, gift-card order or document request. */
  entityId: z.string(),
  /** Its status after the change. */
  status: z.string().nullable(),
  transaction: bankEventTransactionSchema.nullable(),
  balances: z.array(bankEventBalanceSchema),
});
export type BankEvent = z.infer<typeof bankEventSchema>;
