import {
  add,
  addFundsRefusal,
  compare,
  exceedsBalance,
  isPoolListed,
  isPositive,
  remainingRoom,
  type addStakingAmountBodySchema,
  type applyStakingBodySchema,
  type claimStakingBodySchema,
} from '@axia/core';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { conflict, HttpError, notFound } from '../../http/errors';
import type { Db } from '../common/user';
import { userFeatures } from '../registration/state';
import { usdRates } from '../currency/service';
import { inTransaction, InsufficientFundsError } from '../ledger/post';
import { catchUpStaking } from './accrual-job';
import {
  M,
  requireOwnStaking,
  requireProduct,
  ruleInput,
  stakeAmount,
  stakingAccount,
  stakingUser,
} from './checks';
import { closeOut, createStaking, moveStakingMoney, takeRoom } from './money-moves';
import {
  appliedCounts,
  productCurrency,
  productEnded,
  stakingAmount,
  type StakingProductRow,
} from './products';
import { userStaking } from './view';

// Seed 002 §7: the customer's money moves, each one database transaction (the postings: money-moves.ts).

type ApplyBody = z.output<typeof applyStakingBodySchema>;

/**
 * POST /staking/:code/apply. In order (each refusal a 4xx, nothing written): the user may apply (403); the amount
 * is at least 1 (400 '… amount must be greater than or equal to 1 …') with at most the currency's decimals; the
 * pool exists and is public (404), has not ended (409), the customer may apply again (409); the account is theirs
 * (404), ACTIVE and in the pool's currency (400); the amount is within the pool's limit per staking and its room
 * (422) and the balance (422); then, under the pool's lock, the same rules again and the posting.
 */
export async function applyStaking(
  ctx: BankContext,
  userId: string,
  code: string,
  body: ApplyBody,
) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_APPLY');
  const found = await ctx.db
    .selectFrom('staking_products')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  const amount = stakeAmount(body.amount, found ? productCurrency(found) : 'AXC');
  if (!found || found.is_private) throw notFound(M.productNotFound);
  const currency = productCurrency(found);
  const account = await stakingAccount(ctx.db, user.id, body.fromAccountId, currency);
  const rates = await usdRates(ctx);
  const check = async (db: Db, product: StakingProductRow) => {
    const now = ctx.clock.now();
    if (productEnded(product, now)) throw conflict(M.productEnded);
    const applied = (await appliedCounts(db, user.id)).get(product.code) ?? 0;
    // A full pool is not listed either (isPoolListed), but says why: no room, not the apply limit.
    if (!isPositive(product.room_remain)) throw new HttpError(422, M.noRoom);
    if (
      !isPoolListed({
        maximumApplyNumbers: product.maximum_apply_numbers,
        userAppliedNumbers: applied,
        roomRemain: product.room_remain,
      })
    )
      throw conflict(M.applyLimit);
    if (
      isPositive(product.individual_room_limit) &&
      compare(amount, product.individual_room_limit) > 0
    )
      throw new HttpError(
        422,
        M.individualLimit(stakingAmount(product.individual_room_limit), currency),
      );
    if (compare(amount, product.room_remain) > 0) throw new HttpError(422, M.noRoom);
  };
  await check(ctx.db, found);
  if (exceedsBalance(amount, account.amount)) throw new InsufficientFundsError();

  const row = await inTransaction(ctx.db, async (trx) => {
    const product = await requireProduct(trx, code, { forUpdate: true });
    await check(trx, product);
    await takeRoom(trx, code, amount);
    const now = ctx.clock.now();
    return createStaking(trx, {
      user,
      product,
      amount,
      from: { kind: 'CUSTOMER', account },
      appliedAt: now,
      now,
      activity: 'CUSTOMER_CREATE',
      rates,
    });
  });
  return userStaking(ctx, row);
}

type AddBody = z.output<typeof addStakingAmountBodySchema>;

/**
 * POST /staking/:id/add-amount: §4's Add Funds rule on the bank's clock (409 with the rule's reason; 422 when no
 * room is left or the amount is above it), an amount above 0, the account in the staking's currency; the room taken,
 * the principal raised, STAKING_LOAD_AMOUNT, activity CUSTOMER_ADD_AMOUNT.
 */
export async function addStakingAmount(
  ctx: BankContext,
  userId: string,
  id: string,
  body: AddBody,
) {
  const user = await stakingUser(ctx, userId, 'STAKINGS_ADD_AMOUNT');
  const found = await requireOwnStaking(ctx.db, user.id, id);
  const currency = productCurrency(await requireProduct(ctx.db, found.product_code));
  // The pool minimum applies to each amount added, as the screen says (seed 002 §5 'minimum 1 AXC').
  const amount = stakeAmount(body.amount, currency);
  const account = await stakingAccount(ctx.db, user.id, body.fromAccountId, currency);
  const rates = await usdRates(ctx);
  const row = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    // The days already ended earn at the old principal (the accrual job's timer may not have run yet).
    await catchUpStaking(trx, found.id, now, rates);
    const staking = await requireOwnStaking(trx, user.id, found.id, { forUpdate: true });
    const product = await requireProduct(trx, staking.product_code, { forUpdate: true });
    const enrollments = await trx
      .selectFrom('staking_auto_enrollments')
      .select('id')
      .where('staking_id', '=', staking.id)
      .execute();
    const rules = ruleInput(staking, product, enrollments);
    const refusal = addFundsRefusal(
      rules,
      now,
      userFeatures(user).includes('STAKINGS_RE_ENROLLMENT'),
    );
    if (refusal) throw new HttpError(refusal.startsWith('There is no room') ? 422 : 409, refusal);
    const room = remainingRoom(rules);
    if (compare(amount, room) > 0)
      throw new HttpError(422, M.overRoom(stakingAmount(room), currency));
    const balance = await trx
      .selectFrom('accounts')
      .select('amount')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    if (exceedsBalance(amount, balance.amount)) throw new InsufficientFundsError();
    await takeRoom(trx, product.code, amount);
    await moveStakingMoney(trx, {
      user,
      staking,
      product,
      amount,
      counterparty: { kind: 'CUSTOMER', account },
      type: 'STAKING_LOAD_AMOUNT',
      activity: 'CUSTOMER_ADD_AMOUNT',
      principal: add(staking.amount, amount),
      interest: staking.interest_amount,
      now,
      rates,
    });
    return requireOwnStaking(trx, user.id, staking.id);
  });
  return userStaking(ctx, row);
}

type ClaimBody = z.output<typeof claimStakingBodySchema>;

/**
 * POST /staking/:id/claim (§4: only READY_TO_CLAIM, else 409): the staking's whole balance to the customer's ACTIVE
 * account in its currency (STAKING_CLAIM), status CLAIMED, activity CLAIM.
 */
export async function claimStaking(ctx: BankContext, userId: string, id: string, body: ClaimBody) {
  const user = await stakingUser(ctx, userId);
  const found = await requireOwnStaking(ctx.db, user.id, id);
  const currency = productCurrency(await requireProduct(ctx.db, found.product_code));
  const account = await stakingAccount(ctx.db, user.id, body.toAccountId, currency);
  const rates = await usdRates(ctx);
  const row = await inTransaction(ctx.db, async (trx) => {
    // A term that ended since the accrual job's last run ends now (its last rewards credited) before the check.
    await catchUpStaking(trx, found.id, ctx.clock.now(), rates);
    const staking = await requireOwnStaking(trx, user.id, found.id, { forUpdate: true });
    if (staking.status !== 'READY_TO_CLAIM') throw conflict(M.cannotClaim);
    const product = await requireProduct(trx, staking.product_code);
    await closeOut(trx, {
      user,
      staking,
      product,
      counterparty: { kind: 'CUSTOMER', account },
      type: 'STAKING_CLAIM',
      activity: 'CLAIM',
      status: 'CLAIMED',
      now: ctx.clock.now(),
      rates,
    });
    return requireOwnStaking(trx, user.id, staking.id);
  });
  return userStaking(ctx, row);
}
