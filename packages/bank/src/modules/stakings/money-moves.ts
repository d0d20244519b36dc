import {
  addTerm,
  isPositive,
  termStartFor,
  type Currency,
  type StakingActivityType,
} from '@axia/core';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { customerSide, type KnownAccountRow } from '../accounts/service';
import { internalAccount, postTransaction, type InternalPurpose } from '../ledger/post';
import { M, type User } from './checks';
import {
  newStakingPublicId,
  openStakingAccount,
  spendableChange,
  stakingSide,
  writeStakingActivity,
} from './ledger';
import { productCurrency, stakingAmount, type StakingProductRow } from './products';
import type { StakingRow } from './view';

// The money moves of a staking, shared by the customer's calls, the back office and the accrual job (seed 002 §4,
// §7). Each runs inside the caller's database transaction, the staking row locked FOR UPDATE first (then its
// product, then the accounts, in that order everywhere): one posted, balanced transaction between the counterparty
// and the staking's own ledger account, the stakings row changed to match (the audit checks amount +
// interest_amount = the account's balance) and one staking activity.

/** Takes `amount` from the pool's room by a conditional UPDATE, so the room never goes below 0: false when short. */
export async function tookRoom(trx: Transaction<Database>, code: string, amount: string) {
  const result = await trx
    .updateTable('staking_products')
    .set({ room_remain: sql`room_remain - ${amount}::numeric` })
    .where('code', '=', code)
    .where('room_remain', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes `amount` from the pool's room (422 when not that much is left). */
export async function takeRoom(trx: Transaction<Database>, code: string, amount: string) {
  if (!(await tookRoom(trx, code, amount))) throw new HttpError(422, M.noRoom);
}

/** The status a staking's dates give it: CREATED before its term, IN_TERM during, READY_TO_CLAIM after. */
export function statusByDates(termStartAt: Date, termEndAt: Date, now: Date) {
  if (now.getTime() >= termEndAt.getTime()) return 'READY_TO_CLAIM';
  if (now.getTime() >= termStartAt.getTime()) return 'IN_TERM';
  return 'CREATED';
}

/** Where a staking's money comes from or goes to: a customer's account, or one of the bank's internal accounts. */
export type Counterparty =
  | { kind: 'CUSTOMER'; account: KnownAccountRow }
  | { kind: 'INTERNAL'; purpose: InternalPurpose }
  /** Another staking of the customer (a re-enrollment's source), its row locked by the caller. */
  | { kind: 'STAKING'; staking: Pick<StakingRow, 'account_id' | 'public_id'>; name: string };

async function counterpartyLeg(
  trx: Transaction<Database>,
  user: User,
  party: Counterparty,
  currency: Currency,
  amount: string,
) {
  if (party.kind === 'CUSTOMER')
    return { accountId: party.account.id, side: customerSide(user, party.account, amount) };
  if (party.kind === 'STAKING') {
    const { account_id: accountId, public_id: publicId } = party.staking;
    return {
      accountId,
      side: stakingSide(user, { accountId, publicId, name: party.name }, currency, amount),
    };
  }
  return { accountId: await internalAccount(trx, party.purpose, currency), side: null };
}

export interface NewStakingInput {
  user: User;
  product: StakingProductRow;
  amount: string;
  from: Counterparty;
  /** When the staking was applied for: its term starts at the next 00:00 UTC (the back office may backdate it). */
  appliedAt: Date;
  now: Date;
  activity: Extract<StakingActivityType, 'CUSTOMER_CREATE' | 'ADMIN_CREATE' | 'RE_ENROLL'>;
  rates: Record<Currency, string>;
  description?: string | null;
  meta?: Record<string, unknown>;
}

/**
 * A new staking inside the caller's database transaction: its ledger account, its row, the STAKING_CREATED
 * posting from `from` into it, and its activity. The caller has checked the rules and taken the room.
 */
export async function createStaking(
  trx: Transaction<Database>,
  input: NewStakingInput,
): Promise<StakingRow> {
  const { user, product, amount, now } = input;
  const currency = productCurrency(product);
  const id = randomUUID();
  const publicId = newStakingPublicId();
  const accountId = await openStakingAccount(trx, { id, publicId, currency, now });
  const termStartAt = termStartFor(input.appliedAt);
  const termEndAt = addTerm(termStartAt, product.term, product.term_unit as never);
  const row: StakingRow = {
    id,
    public_id: publicId,
    user_id: user.id,
    product_code: product.code,
    account_id: accountId,
    amount,
    interest_amount: '0',
    status: statusByDates(termStartAt, termEndAt, now),
    term_start_at: termStartAt,
    term_end_at: termEndAt,
    accrued_through: null,
    created_at: input.appliedAt,
    updated_at: now,
  };
  await trx.insertInto('stakings').values(row).execute();
  const from = await counterpartyLeg(trx, user, input.from, currency, amount);
  const posted = await postTransaction(trx, {
    type: 'STAKING_CREATED',
    method: 'STAKING',
    amount,
    currency,
    userId: user.id,
    title: product.name,
    description: input.description ?? null,
    from: from.side,
    to: stakingSide(user, { accountId, publicId, name: product.name }, currency, amount),
    legs: [
      { accountId: from.accountId, amount: `-${amount}` },
      { accountId, amount },
    ],
    createdAt: now,
  });
  await writeStakingActivity(trx, {
    stakingId: id,
    userId: user.id,
    type: input.activity,
    amountChanged: amount,
    currency,
    transactionId: posted.id,
    description: input.description ?? null,
    ...(input.from.kind === 'CUSTOMER' && {
      fromUserSpendableAmountChange: spendableChange(input.rates, currency, `-${amount}`),
    }),
    meta: input.meta,
    now,
  });
  return row;
}

export interface StakingMoneyMove {
  user: User;
  staking: StakingRow;
  product: StakingProductRow;
  /** Positive: into the staking (principal first); negative: out of it. */
  amount: string;
  counterparty: Counterparty;
  type: 'STAKING_LOAD_AMOUNT' | 'STAKING_UNLOAD_AMOUNT' | 'STAKING_CLAIM';
  activity: StakingActivityType;
  /** The new principal and rewards of the staking (their sum must be its balance after). */
  principal: string;
  interest: string;
  status?: string;
  now: Date;
  rates: Record<Currency, string>;
  description?: string | null;
  meta?: Record<string, unknown>;
}

/**
 * Money into or out of a live staking (its row already locked by the caller in `trx`): the posting between the
 * counterparty and the staking's account, the row's new principal, rewards and status, and the activity.
 */
export async function moveStakingMoney(trx: Transaction<Database>, move: StakingMoneyMove) {
  const { user, staking, product, now } = move;
  const currency = productCurrency(product);
  const magnitude = move.amount.replace(/^-/, '');
  const into = !move.amount.startsWith('-');
  const party = await counterpartyLeg(trx, user, move.counterparty, currency, magnitude);
  const side = stakingSide(
    user,
    { accountId: staking.account_id, publicId: staking.public_id, name: product.name },
    currency,
    magnitude,
  );
  const posted = await postTransaction(trx, {
    type: move.type,
    method: 'STAKING',
    amount: magnitude,
    currency,
    userId: user.id,
    title: product.name,
    description: move.description ?? null,
    from: into ? party.side : side,
    to: into ? side : party.side,
    legs: [
      { accountId: party.accountId, amount: into ? `-${magnitude}` : magnitude },
      { accountId: staking.account_id, amount: into ? magnitude : `-${magnitude}` },
    ],
    createdAt: now,
  });
  await trx
    .updateTable('stakings')
    .set({
      amount: move.principal,
      interest_amount: move.interest,
      ...(move.status && { status: move.status }),
      updated_at: now,
    })
    .where('id', '=', staking.id)
    .execute();
  const customer = move.counterparty.kind === 'CUSTOMER';
  await writeStakingActivity(trx, {
    stakingId: staking.id,
    userId: user.id,
    type: move.activity,
    amountChanged: move.amount,
    currency,
    transactionId: posted.id,
    description: move.description ?? null,
    ...(customer &&
      into && {
        fromUserSpendableAmountChange: spendableChange(move.rates, currency, `-${magnitude}`),
      }),
    ...(customer &&
      !into && {
        toUserSpendableAmountChange: spendableChange(move.rates, currency, magnitude),
      }),
    meta: move.meta,
    now,
  });
  return posted;
}

/** The staking account's balance, locked (FOR UPDATE) in `trx`. */
export async function stakingBalance(trx: Transaction<Database>, accountId: string) {
  const row = await trx
    .selectFrom('accounts')
    .select('amount')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.amount;
}

/**
 * Empties a staking (its row locked by the caller) into `counterparty` and gives it its final status: the whole
 * account balance in one posting (none when it is 0), the activity either way.
 */
export async function closeOut(
  trx: Transaction<Database>,
  input: Omit<StakingMoneyMove, 'amount' | 'principal' | 'interest' | 'type'> & {
    type: 'STAKING_CLAIM' | 'STAKING_UNLOAD_AMOUNT';
    status: string;
  },
) {
  const balance = await stakingBalance(trx, input.staking.account_id);
  if (isPositive(balance)) {
    await moveStakingMoney(trx, {
      ...input,
      amount: `-${stakingAmount(balance)}`,
      principal: input.staking.amount,
      interest: input.staking.interest_amount,
    });
    return;
  }
  await trx
    .updateTable('stakings')
    .set({ status: input.status, updated_at: input.now })
    .where('id', '=', input.staking.id)
    .execute();
  await writeStakingActivity(trx, {
    stakingId: input.staking.id,
    userId: input.user.id,
    type: input.activity,
    amountChanged: '0',
    currency: productCurrency(input.product),
    description: input.description ?? null,
    meta: input.meta,
    now: input.now,
  });
}
