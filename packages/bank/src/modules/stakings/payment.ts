import {
  add,
  compare,
  fitsCurrency,
  isDecimalString,
  isPositive,
  isActiveStakingStatus,
  min,
  STAKING_STATUS_LABELS,
  subtract,
  type Currency,
  type StakingStatus,
  type TransactionMethod,
  type TransactionType,
} from '@axia/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { catchUpStaking } from './accrual-job';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { postTransaction, type Leg, type Posted } from '../ledger/post';
import {
  spendableChange,
  stakingCurrency,
  stakingSide,
  writeStakingActivity,
  type SpendableAmountChange,
} from './ledger';
import { brokenLimit, stakingSpending } from './spending';

// The ONE way a card or gift-card payment takes money from a staking, and the one way it gives money back (issue 13
// §4; seed 002 §3 'Load request' / 'Issue card request' fromStakingId, §8 the limits' texts; seed 001 §2 Gift cards).
// Both run inside the caller's database transaction (inTransaction(ctx.db, (trx) => …), READ COMMITTED), beside
// whatever else the caller writes (the card, the order): everything commits together or nothing does.
//
// Lock order: the stakings row FOR UPDATE first, then the legs' accounts (postTransaction, in id order), the same
// order every staking change takes, so concurrent payments from one staking queue on its row and each reads the
// spending the previous ones committed: no payment can overdraw a staking or pass its limits.
//
// Money: a staking's money sits in its own ledger account (account_id). A payment posts staking account −amount,
// counterparty +amount (CARD_ISSUER or GIFT_CARD_VENDOR in the staking's currency, whatever the caller names), plus
// the caller's extra legs (a fee: e.g. counterparty −fee, FEES +fee, with the fee included in `amount`). It takes
// the principal first, then the rewards, so principal + rewards stays the account's balance (the ledger audit). A
// refund puts money back into the principal.

/** The payment activities (seed 002 §3 codes) and their refunds. */
export type StakingPaymentCode =
  'ISSUE_CARD' | 'CONVERT_CARD_TO_PHYSICAL' | 'LOAD_CARD' | 'BUY_GIFT_CARD';
type StakingRefundCode = `${StakingPaymentCode}_REFUND`;

/** Ours (the spec shows none for these refusals), except `insufficientFunds` (seed 002 §8 'Insufficient funds'). */
export const STAKING_PAYMENT_MESSAGES = {
  notFound: 'Staking not found',
  notLive: (status: string) =>
    `A staking that is ${(STAKING_STATUS_LABELS[status as StakingStatus] ?? status).toLowerCase()} cannot pay`,
  /** Seed 002 §8: the card load shows it as 'Service temporarily unavailable please try again later'. */
  insufficientFunds: 'Insufficient funds',
  closed: 'This staking is closed: refund to an account instead',
  refundTooHigh: 'The refund is more than the staking has paid',
  invalidAmount: (currency: string) =>
    `amount must be an amount above 0 with at most the decimals of ${currency}`,
} as const;

/** The transaction the payment writes (its type from core: CARD_ISSUE, CARD_LOAD, STAKING_LOAD_TO_CARD, …). */
interface StakingPaymentTransaction {
  type: TransactionType;
  /** Default STAKING. */
  method?: TransactionMethod;
  title?: string | null;
  description?: string | null;
  userMemo?: string | null;
  /** The other side as the history shows it (the card, the vendor); default none. */
  counterparty?: Record<string, unknown> | null;
  meta?: Record<string, unknown> | null;
}

interface StakingMove {
  userId: string;
  /** The staking's id (stakings.id). Another customer's or an unknown one: 404. */
  stakingId: string;
  /** In the staking's currency, above 0, at most its decimals. */
  amount: string;
  transaction: StakingPaymentTransaction;
  /** More legs, balanced among themselves (a fee); they may not touch the staking's account. */
  extraLegs?: Leg[];
  /** The bank's clock. */
  now: Date;
  /** USD per unit of each currency (currency/service usdRates): the activity's spendable change in AXC and USD. */
  usdRates: Record<Currency, string>;
  /** Kept on the staking activity's metaData (a card id, a gift-card order id). */
  activityMeta?: Record<string, unknown>;
  /** The activity's description. */
  description?: string | null;
}

export interface StakingPaymentInput extends StakingMove {
  activity: StakingPaymentCode;
  /** The account the money goes to (an internal account in the staking's currency). */
  counterpartyAccountId: string;
}

export interface StakingRefundInput extends StakingMove {
  activity: StakingRefundCode;
  /** The account the money comes back from (the one the payment credited). */
  fromAccountId: string;
}

export interface StakingMoved {
  transactionId: string;
  publicId: string;
  activityId: string;
  /** The staking's ledger account. */
  stakingAccountId: string;
  /** The staking's balance (principal + rewards) after. */
  stakingBalance: string;
  /** Principal and rewards after. */
  amount: string;
  interestAmount: string;
  /** The activity's spendable change (negative for a payment). */
  spendableChange: SpendableAmountChange;
}

type Trx = Transaction<Database>;

/** The caller's staking, locked FOR UPDATE (404 when not theirs or unknown). */
async function lockStaking(trx: Trx, userId: string, stakingId: string) {
  const row = await trx
    .selectFrom('stakings')
    .select([
      'id',
      'public_id',
      'user_id',
      'account_id',
      'amount',
      'interest_amount',
      'status',
      'product_code',
    ])
    .where('id', '=', stakingId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(STAKING_PAYMENT_MESSAGES.notFound);
  return { ...row, currency: await stakingCurrency(trx, row) };
}

function checkAmount(amount: string, currency: Currency) {
  if (!isDecimalString(amount) || !isPositive(amount) || !fitsCurrency(amount, currency))
    throw badRequest(STAKING_PAYMENT_MESSAGES.invalidAmount(currency));
}

function checkExtraLegs(legs: Leg[] | undefined, stakingAccountId: string) {
  if (legs?.some((leg) => leg.accountId === stakingAccountId))
    throw new Error("Extra legs may not touch the staking's account: include them in the amount");
  return legs ?? [];
}

/**
 * A card or gift-card payment from the caller's staking, inside the caller's database transaction `trx`:
 * 404 when the staking is not the user's; 422 when it is not live (CREATED, IN_TERM, READY_TO_CLAIM); 422 with the
 * spec's text when a limit would be passed, checked in order: "Exceeded staking's daily spend limit", weekly,
 * monthly, 'Exceeded staking deduction limit'; 422 'Insufficient funds' when principal + rewards do not cover it.
 * Then posts it, takes it from the principal first then the rewards, and writes the staking activity with
 * fromUserSpendableAmountChange. Nothing is written before every check has passed.
 */
export async function payFromStaking(trx: Trx, input: StakingPaymentInput): Promise<StakingMoved> {
  // The days already ended earn at the principal before the payment (the accrual job's timer may not have run yet).
  await catchUpStaking(trx, input.stakingId, input.now, input.usdRates);
  const staking = await lockStaking(trx, input.userId, input.stakingId);
  const { currency } = staking;
  checkAmount(input.amount, currency);
  if (!isActiveStakingStatus(staking.status))
    throw new HttpError(422, STAKING_PAYMENT_MESSAGES.notLive(staking.status));
  const { limits, spent } = await stakingSpending(trx, staking.id, input.now);
  const broken = brokenLimit(input.amount, limits, spent);
  if (broken) throw new HttpError(422, broken);
  const balance = add(staking.amount, staking.interest_amount);
  if (compare(input.amount, balance) > 0)
    throw new HttpError(422, STAKING_PAYMENT_MESSAGES.insufficientFunds);
  const extra = checkExtraLegs(input.extraLegs, staking.account_id);

  const change = spendableChange(input.usdRates, currency, `-${input.amount}`);
  const posted = await post(trx, input, staking, currency, [
    { accountId: staking.account_id, amount: `-${input.amount}` },
    { accountId: input.counterpartyAccountId, amount: input.amount },
    ...extra,
  ]);
  // The principal first, then the rewards.
  const fromPrincipal = min(input.amount, staking.amount);
  const amount = subtract(staking.amount, fromPrincipal);
  const interestAmount = subtract(staking.interest_amount, subtract(input.amount, fromPrincipal));
  await trx
    .updateTable('stakings')
    .set({ amount, interest_amount: interestAmount, updated_at: input.now })
    .where('id', '=', staking.id)
    .execute();
  const activityId = await writeStakingActivity(trx, {
    stakingId: staking.id,
    userId: input.userId,
    type: input.activity,
    amountChanged: `-${input.amount}`,
    currency,
    transactionId: posted.id,
    description: input.description ?? null,
    fromUserSpendableAmountChange: change,
    meta: {
      ...input.activityMeta,
      principalChanged: subtract('0', fromPrincipal),
      interestChanged: subtract(fromPrincipal, input.amount),
    },
    now: input.now,
  });
  return moved(posted, activityId, staking.account_id, amount, interestAmount, change);
}

/**
 * Money given back to the caller's staking (a card or gift-card payment refunded), inside `trx`: 404 when not the
 * user's; 409 when the staking is CLAIMED or CLOSED (its account must stay empty: refund to an account instead);
 * 422 when it is more than the staking's payments less earlier refunds. Posts from `fromAccountId` to the staking,
 * adds it to the principal and writes the refund activity with toUserSpendableAmountChange.
 */
export async function refundToStaking(trx: Trx, input: StakingRefundInput): Promise<StakingMoved> {
  const staking = await lockStaking(trx, input.userId, input.stakingId);
  const { currency } = staking;
  checkAmount(input.amount, currency);
  if (staking.status === 'CLAIMED' || staking.status === 'CLOSED')
    throw conflict(STAKING_PAYMENT_MESSAGES.closed);
  const { spent } = await stakingSpending(trx, staking.id, input.now);
  if (compare(input.amount, spent.life) > 0)
    throw new HttpError(422, STAKING_PAYMENT_MESSAGES.refundTooHigh);
  const extra = checkExtraLegs(input.extraLegs, staking.account_id);

  const change = spendableChange(input.usdRates, currency, input.amount);
  const posted = await post(trx, input, staking, currency, [
    { accountId: input.fromAccountId, amount: `-${input.amount}` },
    { accountId: staking.account_id, amount: input.amount },
    ...extra,
  ]);
  const amount = add(staking.amount, input.amount);
  await trx
    .updateTable('stakings')
    .set({ amount, updated_at: input.now })
    .where('id', '=', staking.id)
    .execute();
  const activityId = await writeStakingActivity(trx, {
    stakingId: staking.id,
    userId: input.userId,
    type: input.activity,
    amountChanged: input.amount,
    currency,
    transactionId: posted.id,
    description: input.description ?? null,
    toUserSpendableAmountChange: change,
    meta: { ...input.activityMeta, principalChanged: input.amount, interestChanged: '0' },
    now: input.now,
  });
  return moved(posted, activityId, staking.account_id, amount, staking.interest_amount, change);
}

async function post(
  trx: Trx,
  input: StakingPaymentInput | StakingRefundInput,
  staking: { account_id: string; public_id: string; user_id: string },
  currency: Currency,
  legs: Leg[],
): Promise<Posted> {
  const side = stakingSide(
    { id: staking.user_id },
    { accountId: staking.account_id, publicId: staking.public_id, name: null },
    currency,
    input.amount,
  );
  const refund = 'fromAccountId' in input;
  const other = input.transaction.counterparty ?? null;
  return postTransaction(trx, {
    type: input.transaction.type,
    method: input.transaction.method ?? 'STAKING',
    amount: input.amount,
    currency,
    userId: input.userId,
    title: input.transaction.title ?? null,
    description: input.transaction.description ?? null,
    userMemo: input.transaction.userMemo ?? null,
    from: refund ? other : side,
    to: refund ? side : other,
    meta: {
      ...input.transaction.meta,
      stakingId: input.stakingId,
      stakingActivity: input.activity,
    },
    legs,
    createdAt: input.now,
  });
}

function moved(
  posted: Posted,
  activityId: string,
  stakingAccountId: string,
  amount: string,
  interestAmount: string,
  change: SpendableAmountChange,
): StakingMoved {
  return {
    transactionId: posted.id,
    publicId: posted.publicId,
    activityId,
    stakingAccountId,
    stakingBalance: posted.balances[stakingAccountId] ?? add(amount, interestAmount),
    amount,
    interestAmount,
    spendableChange: change,
  };
}
