import { addDays, type Currency } from '@axia/core';
import { inTransaction } from '../src/modules/ledger/post';
import type { TestBank } from './harness';
import { insertTestStaking, plain } from './staking-support';

// Helpers of the payment suites (payments/pay.ts and the card calls that use it): a staking product of the suite's
// own, and a staking of a customer funded from one of their accounts, the way an apply makes one.

export interface SpendLimits {
  daily?: string;
  weekly?: string;
  monthly?: string;
  deduction?: string;
}

/** A staking product with its own code (so the sandbox catalogue does not matter), no rewards by default. */
export async function addStakingProduct(
  bank: TestBank,
  code: string,
  currency: Currency,
  limits: SpendLimits = {},
) {
  await bank.ctx.db
    .insertInto('staking_products')
    .values({
      code,
      name: code,
      short_desc: '',
      long_desc: '',
      currency,
      annual_interest_rate: '0',
      term: 90,
      term_unit: 'DAYS',
      frequency: 'DAILY',
      room_remain: '100000000',
      daily_spend_limit: limits.daily ?? null,
      weekly_spend_limit: limits.weekly ?? null,
      monthly_spend_limit: limits.monthly ?? null,
      deduction_limit: limits.deduction ?? null,
      created_at: bank.clock.now(),
    })
    .execute();
}

/** A staking of `userId` in `productCode`, its principal posted from `fromAccountId` (IN_TERM by default). */
export async function openTestStaking(
  bank: TestBank,
  staking: {
    userId: string;
    productCode: string;
    currency: Currency;
    fromAccountId: string;
    amount: string;
    status?: string;
  },
) {
  const now = bank.clock.now();
  return inTransaction(bank.ctx.db, (trx) =>
    insertTestStaking(trx, {
      ...staking,
      status: staking.status ?? 'IN_TERM',
      termStartAt: now,
      termEndAt: addDays(now, 90),
      now,
    }),
  );
}

/** The activities of a staking, oldest first. */
export const stakingActivities = (bank: TestBank, stakingId: string) =>
  bank.ctx.db
    .selectFrom('staking_activities')
    .selectAll()
    .where('staking_id', '=', stakingId)
    .orderBy('created_at')
    .execute();

/** The postings of a transaction as [account, plain amount] pairs, sorted. */
export async function postingsOf(bank: TestBank, transactionId: string) {
  const rows = await bank.ctx.db
    .selectFrom('postings')
    .select(['account_id', 'amount'])
    .where('transaction_id', '=', transactionId)
    .execute();
  return rows.map((p) => [p.account_id, plain(p.amount)] as [string, string]).sort();
}

/** A wire beneficiary's fields as the wire recipient form sends them (a US landlord paid in USD). */
export const WIRE_BENEFICIARY = {
  currency: 'USD',
  alias: 'Landlord',
  beneficiaryBankName: 'First Sandbox Bank',
  beneficiaryBankAddress: '1 Main Street, Springfield',
  beneficiaryBankSwiftOrABA: '021000021',
  beneficiaryName: 'Jane Landlord',
  beneficiaryAddress: '2 Elm Street, Springfield',
  beneficiaryIBAN: 'US12345678901234567890',
};
