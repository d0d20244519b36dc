import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  currencyType,
  divide,
  FIAT_DECIMALS,
  isCurrency,
  multiply,
  roundDown,
  STAKING_ACTIVITY_TYPES,
  STAKING_LIMITS,
  type Currency,
  type StakingActivityType,
} from '@axia/core';
import type { Database } from '../../db/schema';
import { STAKING_ACCOUNT_TYPE } from '../ledger/post';

// The two things every staking change shares: a staking's own ledger account (its money: applied, added, rewarded,
// spent, claimed, all posted as balanced transactions against it) and its activity record (seed 002 §3 'Staking
// activity', one per change). Whoever moves a staking's money writes both in the same database transaction.

/** A customer-facing staking reference: ST and 12 hex digits. */
export const newStakingPublicId = () => `ST${randomBytes(6).toString('hex').toUpperCase()}`;

/** The ledger account of a new staking: no user_id (so no account list shows it), never below zero (the CHECK). */
export async function openStakingAccount(
  trx: Transaction<Database>,
  staking: { id: string; publicId: string; currency: Currency; now: Date },
): Promise<string> {
  const accountId = `staking-${staking.id}`;
  await trx
    .insertInto('accounts')
    .values({
      id: accountId,
      user_id: null,
      public_id: staking.publicId,
      type: STAKING_ACCOUNT_TYPE,
      type_public_name: 'AXIA Staking',
      alias: null,
      currency: staking.currency,
      amount: '0',
      status: 'ACTIVE',
      created_at: staking.now,
    })
    .execute();
  return accountId;
}

/** The currency of a staking: its ledger account's (read in `trx`). */
export async function stakingCurrency(
  trx: Transaction<Database>,
  staking: { id: string; account_id: string },
): Promise<Currency> {
  const account = await trx
    .selectFrom('accounts')
    .select(['currency'])
    .where('id', '=', staking.account_id)
    .executeTakeFirstOrThrow();
  if (!isCurrency(account.currency))
    throw new Error(`Staking ${staking.id}: unknown currency ${account.currency}`);
  return account.currency;
}

/**
 * A staking's side of a transaction (seed 001 §3 from/to): its own account, and the customer's name and email when
 * given (a card or gift-card payment gives only the user's id and no staking name: alias, email and names null).
 */
export function stakingSide(
  user: {
    id: string;
    email?: string | null;
    first_name?: string | null;
    last_name?: string | null;
  },
  staking: { accountId: string; publicId: string; name: string | null },
  currency: Currency,
  amount: string,
) {
  return {
    accountAlias: staking.name,
    accountId: staking.accountId,
    accountPublicId: staking.publicId,
    accountType: 'STAKING',
    amount,
    currency,
    currencyType: currencyType(currency),
    email: user.email ?? null,
    userFirstName: user.first_name ?? null,
    userLastName: user.last_name ?? null,
    userId: user.id,
  };
}

/** What the customer's spendable amount changed by (seed 002 §3 metaData), in AXC and in USD. */
export interface SpendableAmountChange {
  amountChangedInAxc: string;
  amountChangedInUsd: string;
}

/**
 * `signed` (an amount of `currency`, negative when the customer's spendable amount went down) in AXC (5 decimals)
 * and USD (2 decimals), rounded toward zero, at the bank's USD rates (currency/service usdRates).
 */
export function spendableChange(
  rates: Record<Currency, string>,
  currency: Currency,
  signed: string,
): SpendableAmountChange {
  const usd = multiply(signed, rates[currency]);
  return {
    amountChangedInAxc:
      currency === 'AXC'
        ? roundDown(signed, STAKING_LIMITS.decimals)
        : divide(usd, rates.AXC, STAKING_LIMITS.decimals),
    amountChangedInUsd: roundDown(usd, FIAT_DECIMALS),
  };
}

export interface NewStakingActivity {
  stakingId: string;
  userId: string;
  type: StakingActivityType;
  /** Signed: what the staking's total changed by ('0' for a status change). */
  amountChanged: string;
  currency: Currency;
  /** The posted transaction that moved the money, if any. */
  transactionId?: string | null;
  description?: string | null;
  fromUserSpendableAmountChange?: SpendableAmountChange;
  toUserSpendableAmountChange?: SpendableAmountChange;
  /** Anything else worth keeping (a card id, a gift-card order id, the admin's reason). */
  meta?: Record<string, unknown>;
  now: Date;
}

/** Writes one staking activity (inside the caller's database transaction, beside the money it describes). */
export async function writeStakingActivity(
  trx: Transaction<Database>,
  activity: NewStakingActivity,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('staking_activities')
    .values({
      id,
      staking_id: activity.stakingId,
      user_id: activity.userId,
      type_code: activity.type,
      title: STAKING_ACTIVITY_TYPES[activity.type],
      description: activity.description ?? null,
      amount_changed: activity.amountChanged,
      currency: activity.currency,
      transaction_id: activity.transactionId ?? null,
      meta: JSON.stringify({
        ...activity.meta,
        ...(activity.fromUserSpendableAmountChange && {
          fromUserSpendableAmountChange: activity.fromUserSpendableAmountChange,
        }),
        ...(activity.toUserSpendableAmountChange && {
          toUserSpendableAmountChange: activity.toUserSpendableAmountChange,
        }),
      }),
      completed_at: activity.now,
      created_at: activity.now,
      updated_at: activity.now,
    })
    .execute();
  return id;
}
