import { randomUUID } from 'node:crypto';
import { decimal, toPlainString, type Currency } from '@axia/core';
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/schema';
import { postTransaction } from '../src/modules/ledger/post';
import { newStakingPublicId, openStakingAccount } from '../src/modules/stakings/ledger';
import { accountBalance, type TestBank } from './harness';

// Helpers shared by the staking suites (api-stakings, api-staking-admin, api-staking-rewards, api-staking-payments).

/** A decimal without the zeros NUMERIC pads it with. */
export const plain = (value: string | number) => toPlainString(decimal(String(value)));

/** The balance of a staking's own ledger account (`staking-<id>`), plain. */
export const stakingAccountBalance = async (bank: TestBank, stakingId: string) =>
  plain(await accountBalance(bank, `staking-${stakingId}`));

export interface TestStaking {
  userId: string;
  productCode: string;
  currency: Currency;
  /** The customer's account the principal comes from. */
  fromAccountId: string;
  amount: string;
  /** Rewards already credited (the caller posts them); default 0. */
  interestAmount?: string;
  status: string;
  termStartAt: Date;
  termEndAt: Date;
  now: Date;
}

/**
 * A staking written straight into the books (test fixture), inside `trx`: its own ledger account, the stakings row
 * and the principal posted from the customer's account into it (STAKING_CREATED). No room taken, no activity.
 */
export async function insertTestStaking(trx: Transaction<Database>, staking: TestStaking) {
  const { userId, currency, amount, now } = staking;
  const id: string = randomUUID();
  const publicId = newStakingPublicId();
  const accountId = await openStakingAccount(trx, { id, publicId, currency, now });
  await trx
    .insertInto('stakings')
    .values({
      id,
      public_id: publicId,
      user_id: userId,
      product_code: staking.productCode,
      account_id: accountId,
      amount,
      interest_amount: staking.interestAmount ?? '0',
      status: staking.status,
      term_start_at: staking.termStartAt,
      term_end_at: staking.termEndAt,
      accrued_through: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const posted = await postTransaction(trx, {
    type: 'STAKING_CREATED',
    method: 'STAKING',
    amount,
    currency,
    userId,
    legs: [
      { accountId: staking.fromAccountId, amount: `-${amount}` },
      { accountId, amount },
    ],
    createdAt: now,
  });
  return { id, publicId, accountId, transactionId: posted.id };
}
