import {
  add,
  compare,
  divide,
  fitsCurrency,
  isPositive,
  reEnrollAmountError,
  reEnrollmentOpen,
  type createAutoEnrollmentBodySchema,
  type updateAutoEnrollmentBodySchema,
} from '@axia/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { Db } from '../common/user';
import { inTransaction } from '../ledger/post';
import {
  M,
  requireOwnStaking,
  requireProduct,
  ruleInput,
  stakeAmount,
  stakingUser,
} from './checks';
import { appliedCounts, productCurrency, productEnded, stakingAmount } from './products';
import { reEnrollProblem } from './re-enroll-rule';
import { poolName, toAutoEnrollment, type StakingRow } from './view';

// Seed 002 §5: the customer's auto re-enrollment of a staking, set and changed while re-enrollment is open; the
// accrual job carries it out at the term end (accrual-job.ts).

type CreateAutoBody = z.output<typeof createAutoEnrollmentBodySchema>;
type UpdateAutoBody = z.output<typeof updateAutoEnrollmentBodySchema>;

/**
 * The re-enrollment's target and amount (§5): the pool exists, is public and not ended, in the staking's currency
 * (a private pool is never a target: only the back office puts a customer in one); the amount above 0, at most the
 * staking's total (the spec's messages), with the currency's decimals; all while re-enrollment is open (§4: IN_TERM,
 * the term ending within 28 days; 409 otherwise). Returns the amount and its share of the total.
 */
async function reEnrollment(
  db: Db,
  staking: StakingRow,
  productCode: string,
  rawAmount: string,
  now: Date,
) {
  const source = await requireProduct(db, staking.product_code);
  if (!reEnrollmentOpen(ruleInput(staking, source), now)) throw conflict(M.reEnrollClosed);
  const currency = productCurrency(source);
  const target = await db
    .selectFrom('staking_products')
    .selectAll()
    .where('code', '=', productCode)
    .executeTakeFirst();
  if (!target || target.is_private) throw new HttpError(422, M.productNotFound);
  if (productEnded(target, now)) throw new HttpError(422, M.reEnrollProduct);
  if (productCurrency(target) !== currency) throw new HttpError(422, M.reEnrollCurrency(currency));
  const total = stakingAmount(add(staking.amount, staking.interest_amount));
  const error = reEnrollAmountError(rawAmount, total);
  if (error) throw badRequest(error);
  if (!fitsCurrency(rawAmount, currency)) throw badRequest(M.tooManyDecimals(currency));
  // The pool minimum, as applying has it (the same message).
  const amount = stakeAmount(rawAmount, currency);
  const limit = String(target.individual_room_limit);
  if (isPositive(limit) && compare(amount, limit) > 0)
    throw new HttpError(422, M.individualLimit(stakingAmount(limit), currency));
  // A pool that could not take it now (full: no room for it or the apply limit reached, i.e. not listed, §4)
  // would not carry it out at term end: refused now rather than promised (the term end's own rule).
  const applied = (await appliedCounts(db, staking.user_id)).get(target.code) ?? 0;
  if (reEnrollProblem(target, { currency, amount, applied, now }))
    throw new HttpError(422, M.reEnrollProduct);
  return { amount, percentage: divide(amount, total, 8) };
}

/** POST /staking/autoEnrollments/create: one per staking (409 for a second), while re-enrollment is open (§4). */
export async function createAutoEnrollment(ctx: BankContext, userId: string, body: CreateAutoBody) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_RE_ENROLLMENT');
  await requireOwnStaking(ctx.db, user.id, body.stakingId);
  return inTransaction(ctx.db, async (trx) => {
    const staking = await requireOwnStaking(trx, user.id, body.stakingId, { forUpdate: true });
    const now = ctx.clock.now();
    const existing = await trx
      .selectFrom('staking_auto_enrollments')
      .select('id')
      .where('staking_id', '=', staking.id)
      .executeTakeFirst();
    if (existing) throw conflict(M.autoEnrollmentExists);
    const { amount, percentage } = await reEnrollment(
      trx,
      staking,
      body.autoEnrollStakingProductCode,
      body.autoEnrollAmount,
      now,
    );
    const row = {
      id: randomUUID(),
      staking_id: staking.id,
      product_code: body.autoEnrollStakingProductCode,
      amount,
      percentage,
      executed_at: null,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('staking_auto_enrollments').values(row).execute();
    return toAutoEnrollment(row, null, await poolName(trx, row.product_code));
  });
}

/** POST /staking/autoEnrollments/update: the customer's auto-enrollment `id` (404 otherwise), not yet carried out. */
export async function updateAutoEnrollment(ctx: BankContext, userId: string, body: UpdateAutoBody) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_RE_ENROLLMENT');
  const found = await ctx.db
    .selectFrom('staking_auto_enrollments as e')
    .innerJoin('stakings as s', 's.id', 'e.staking_id')
    .select(['e.id', 'e.staking_id'])
    .where('e.id', '=', body.id)
    .where('s.user_id', '=', user.id)
    .executeTakeFirst();
  if (!found) throw notFound(M.autoEnrollmentNotFound);
  return inTransaction(ctx.db, async (trx) => {
    const staking = await requireOwnStaking(trx, user.id, found.staking_id, { forUpdate: true });
    const current = await trx
      .selectFrom('staking_auto_enrollments')
      .selectAll()
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
    if (current.executed_at) throw conflict(M.autoEnrollmentExecuted);
    const now = ctx.clock.now();
    const { amount, percentage } = await reEnrollment(
      trx,
      staking,
      body.autoEnrollStakingProductCode,
      body.autoEnrollAmount,
      now,
    );
    const changes = {
      product_code: body.autoEnrollStakingProductCode,
      amount,
      percentage,
      updated_at: now,
    };
    await trx
      .updateTable('staking_auto_enrollments')
      .set(changes)
      .where('id', '=', current.id)
      .execute();
    return toAutoEnrollment(
      { ...current, ...changes },
      null,
      await poolName(trx, changes.product_code),
    );
  });
}
