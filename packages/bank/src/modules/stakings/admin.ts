import { userByEmail } from '../common/user';
import { add, compare, isDecimalString, isPositive, min, subtract } from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../../context';
import { conflict, HttpError, notFound } from '../../http/errors';
import type { KnownAccountRow } from '../accounts/service';
import { usdRates } from '../currency/service';
import { inTransaction } from '../ledger/post';
import { writeStakingActivity } from './ledger';
import { productCurrency, stakingAmount } from './products';
import {
  closeOut,
  createStaking,
  moveStakingMoney,
  positiveAmount,
  requireProduct,
  stakingBalance,
  statusByDates,
  takeRoom,
} from './service';
import { userStaking, userStakings, type StakingRow } from './view';

// The back office's staking actions (sandbox admin HTTP and CLI `staking …`): make a staking for a customer in any
// pool (a private one too) funded by the bank, add to it or deduct from it, suspend, freeze, resume and close it.
// Each is one database transaction with its posting (SANDBOX_FUNDING is the bank's side) and its activity.

const STAKING_ADMIN_ACTIONS = ['add', 'deduct', 'suspend', 'freeze', 'resume', 'close'] as const;
export type StakingAdminAction = (typeof STAKING_ADMIN_ACTIONS)[number];

const amount = z
  .string()
  .trim()
  .refine((v) => isDecimalString(v) && isPositive(v), 'amount must be a positive decimal string');

export const stakingAdminSchemas = {
  create: z.strictObject({
    email: z.string().email().max(254),
    productCode: z.string().trim().min(1).max(64),
    amount,
    /** When it was applied for (default now): a past date makes a staking already in term. */
    appliedAt: z.iso.datetime({ offset: true }).optional(),
    description: z.string().max(500).optional(),
  }),
  action: z.strictObject({
    amount: amount.optional(),
    description: z.string().max(500).optional(),
  }),
  list: z.strictObject({ email: z.string().email().max(254) }),
  params: z.strictObject({
    reference: z.string().trim().min(1).max(64),
    action: z.enum(STAKING_ADMIN_ACTIONS),
  }),
};

const STAKING_ADMIN_MESSAGES = {
  notFound: 'Staking not found',
  finished: (status: string) => `This staking is ${status}: nothing can change it`,
  already: (status: string) => `This staking is already ${status}`,
  notPaused: 'Only a SUSPENDED or FROZEN staking can be resumed',
  amountRequired: 'amount is required for add and deduct',
  aboveBalance: (balance: string) => `amount must not be above the staking's balance: ${balance}`,
  noAccount: (currency: string) => `The customer has no ${currency} account to close it into`,
} as const;
const M = STAKING_ADMIN_MESSAGES;

const FINISHED = ['CLAIMED', 'CLOSED'];

/** The back office: a staking for the customer `email` in any pool, funded by the bank (ADMIN_CREATE). */
export async function adminCreateStaking(
  ctx: BankContext,
  body: z.output<typeof stakingAdminSchemas.create>,
) {
  const user = await userByEmail(ctx.db, body.email);
  const found = await requireProduct(ctx.db, body.productCode);
  const value = positiveAmount(body.amount, productCurrency(found));
  const rates = await usdRates(ctx);
  const row = await inTransaction(ctx.db, async (trx) => {
    const product = await requireProduct(trx, body.productCode, { forUpdate: true });
    await takeRoom(trx, product.code, value);
    const now = ctx.clock.now();
    return createStaking(trx, {
      user,
      product,
      amount: value,
      from: { kind: 'INTERNAL', purpose: 'SANDBOX_FUNDING' },
      appliedAt: body.appliedAt ? new Date(body.appliedAt) : now,
      now,
      activity: 'ADMIN_CREATE',
      rates,
      description: body.description ?? null,
    });
  });
  return userStaking(ctx, row);
}

/** A customer's stakings, newest first (the back office's list). */
export async function adminListStakings(ctx: BankContext, email: string) {
  const user = await userByEmail(ctx.db, email);
  const rows = await ctx.db
    .selectFrom('stakings')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .execute();
  return userStakings(ctx, rows, { numOfRecords: 0 });
}

/** The customer's account in `currency` to close a staking into: an ACTIVE one first, else any. */
async function closingAccount(ctx: BankContext, userId: string, currency: string) {
  const rows = await ctx.db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .orderBy('created_at')
    .execute();
  const account = rows.find((r) => r.status === 'ACTIVE') ?? rows[0];
  if (!account) throw conflict(M.noAccount(currency));
  return account as KnownAccountRow;
}

/**
 * One back-office action on the staking `reference` (its id or ST… public id):
 * - add: ADMIN_ADD_AMOUNT, the amount from SANDBOX_FUNDING into its principal (STAKING_LOAD_AMOUNT);
 * - deduct: ADMIN_DEDUCT, the amount to SANDBOX_FUNDING (STAKING_UNLOAD_AMOUNT), from the principal first, then the
 *   rewards, never below 0 (422 above its balance);
 * - suspend / freeze: ADMIN_SUSPEND → SUSPENDED, ADMIN_FREEZE → FROZEN;
 * - resume: ADMIN_RESUME, a SUSPENDED or FROZEN staking back to what its dates say (CREATED, IN_TERM or
 *   READY_TO_CLAIM);
 * - close: ADMIN_CLOSE, its whole balance back to the customer's account in its currency (STAKING_UNLOAD_AMOUNT),
 *   CLOSED.
 * A CLAIMED or CLOSED staking changes no more (409).
 */
export async function adminStakingAction(
  ctx: BankContext,
  reference: string,
  action: StakingAdminAction,
  body: z.output<typeof stakingAdminSchemas.action>,
) {
  const found = await ctx.db
    .selectFrom('stakings')
    .select(['id', 'user_id', 'product_code'])
    .where((eb) => eb.or([eb('id', '=', reference), eb('public_id', '=', reference)]))
    .executeTakeFirst();
  if (!found) throw notFound(M.notFound);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', found.user_id)
    .executeTakeFirstOrThrow();
  const currency = productCurrency(await requireProduct(ctx.db, found.product_code));
  const value =
    action === 'add' || action === 'deduct'
      ? positiveAmount(body.amount ?? failAmount(), currency)
      : null;
  const account = action === 'close' ? await closingAccount(ctx, user.id, currency) : null;
  const rates = await usdRates(ctx);
  const description = body.description ?? null;

  const row = await inTransaction(ctx.db, async (trx) => {
    const staking: StakingRow = await trx
      .selectFrom('stakings')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (FINISHED.includes(staking.status)) throw conflict(M.finished(staking.status));
    const product = await requireProduct(trx, staking.product_code);
    const now = ctx.clock.now();
    const base = { user, staking, product, now, rates, description };
    const setStatus = async (
      status: string,
      activity: 'ADMIN_SUSPEND' | 'ADMIN_FREEZE' | 'ADMIN_RESUME',
    ) => {
      await trx
        .updateTable('stakings')
        .set({ status, updated_at: now })
        .where('id', '=', staking.id)
        .execute();
      await writeStakingActivity(trx, {
        stakingId: staking.id,
        userId: user.id,
        type: activity,
        amountChanged: '0',
        currency,
        description,
        meta: { from: staking.status, to: status },
        now,
      });
    };
    switch (action) {
      case 'add':
        await moveStakingMoney(trx, {
          ...base,
          amount: value!,
          counterparty: { kind: 'INTERNAL', purpose: 'SANDBOX_FUNDING' },
          type: 'STAKING_LOAD_AMOUNT',
          activity: 'ADMIN_ADD_AMOUNT',
          principal: add(staking.amount, value!),
          interest: staking.interest_amount,
        });
        break;
      case 'deduct': {
        const balance = await stakingBalance(trx, staking.account_id);
        if (compare(value!, balance) > 0)
          throw new HttpError(422, M.aboveBalance(stakingAmount(balance)));
        const fromPrincipal = min(value!, staking.amount);
        const fromRewards = subtract(value!, fromPrincipal);
        await moveStakingMoney(trx, {
          ...base,
          amount: `-${value!}`,
          counterparty: { kind: 'INTERNAL', purpose: 'SANDBOX_FUNDING' },
          type: 'STAKING_UNLOAD_AMOUNT',
          activity: 'ADMIN_DEDUCT',
          principal: subtract(staking.amount, fromPrincipal),
          interest: subtract(staking.interest_amount, fromRewards),
        });
        break;
      }
      case 'suspend':
        if (staking.status === 'SUSPENDED') throw conflict(M.already('SUSPENDED'));
        await setStatus('SUSPENDED', 'ADMIN_SUSPEND');
        break;
      case 'freeze':
        if (staking.status === 'FROZEN') throw conflict(M.already('FROZEN'));
        await setStatus('FROZEN', 'ADMIN_FREEZE');
        break;
      case 'resume':
        if (staking.status !== 'SUSPENDED' && staking.status !== 'FROZEN')
          throw conflict(M.notPaused);
        await setStatus(
          statusByDates(new Date(staking.term_start_at), new Date(staking.term_end_at), now),
          'ADMIN_RESUME',
        );
        break;
      case 'close':
        await closeOut(trx, {
          ...base,
          counterparty: { kind: 'CUSTOMER', account: account! },
          type: 'STAKING_UNLOAD_AMOUNT',
          activity: 'ADMIN_CLOSE',
          status: 'CLOSED',
        });
        break;
    }
    return trx
      .selectFrom('stakings')
      .selectAll()
      .where('id', '=', staking.id)
      .executeTakeFirstOrThrow();
  });
  return userStaking(ctx, row, { numOfRecords: 0 });
}

function failAmount(): never {
  throw new HttpError(400, M.amountRequired);
}
