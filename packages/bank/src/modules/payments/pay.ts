import {
  withArticle,
  add,
  cardPriceInSource,
  CARD_MESSAGES,
  compare,
  fitsCurrency,
  isDecimalString,
  isPositive,
  PAYMENT_SOURCE_CURRENCIES,
  subtract,
  type Currency,
  type PaymentKind,
  type TransactionMethod,
  type TransactionType,
} from '@axia/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { customerSide } from '../accounts/service';
import { pairRate } from '../currency/service';
import { InsufficientFundsError, internalAccount, postTransaction, type Leg } from '../ledger/post';
import { stakingCurrency } from '../stakings/ledger';
import {
  payFromStaking,
  STAKING_PAYMENT_MESSAGES,
  type StakingPaymentCode,
} from '../stakings/payment';
import { ELIGIBILITY_MESSAGES, requireOwnActiveAccount } from '../transfers/eligibility';

// The ONE way a customer pays a price from one of their accounts or one of their stakings (issue 14: card issue,
// card load, physical card; the gift-card issue reuses it). It runs inside the caller's database transaction, beside
// whatever else the caller writes (the card, the order): everything commits together or nothing does.
//
// Money (docs/money.md 'Paying a price'): the price is in currency C and is split by the caller into `parts`, the
// credits in C that sum to it (CARD_ISSUER for a fee; the card, FEES and CARD_ISSUER for a load). A source in
// currency S pays core cardPriceInSource(price, C, S, rate S→C) — the price itself when S = C, else the smallest
// amount whose conversion at the bank's rate covers the price (the between-accounts rule, so the app shows the same
// figure). One posted, balanced transaction:
// - an account: source −paid, [FX(S) +paid, FX(C) −price when S ≠ C], …parts;
// - a staking: through stakings/payment.ts payFromStaking (its spend limits, its activity): staking −paid,
//   counterparty +paid (FX(S) when S ≠ C; else the first part's account), the rest as its extra legs.
// An account or a staking that does not cover it: 422 'Insufficient funds' (seed 002 §8), nothing written.

/** The staking activity each payment writes (seed 002 §3 codes) and the source list (GET allow-transfer-from) kind. */
const PAYMENT_KIND_OF: Record<StakingPaymentCode, PaymentKind> = {
  ISSUE_CARD: 'CARD_ISSUE',
  LOAD_CARD: 'CARD_LOAD',
  CONVERT_CARD_TO_PHYSICAL: 'CARD_CONVERT_TO_PHYSICAL',
  BUY_GIFT_CARD: 'GIFT_CARD_ORDER',
};

export const PAY_MESSAGES = {
  /** Seed 002 §8 / seed 002 §5 'Insufficient funds' (the load modal shows 'Service temporarily unavailable…'). */
  insufficientFunds: CARD_MESSAGES.insufficientFunds,
  /** Ours: both an account and a staking given. */
  sourceOneOf: CARD_MESSAGES.sourceOneOf,
  /** Seed 002 §5 step 2 (the wizard); the load and the physical card pass 'Please select an account for amount deduction!'. */
  selectSource: CARD_MESSAGES.selectSource,
  accountNotFound: ELIGIBILITY_MESSAGES.accountNotFound,
  stakingNotFound: STAKING_PAYMENT_MESSAGES.notFound,
  /** Ours: a currency the payment may not be paid from (core PAYMENT_SOURCE_CURRENCIES; every one today). */
  currencyNotAllowed: (currency: string) =>
    `This payment cannot be paid from ${withArticle(currency)} source`,
} as const;

/** Where the money comes from: exactly one of the two (both → 400 sourceOneOf; neither → 400 noSourceMessage). */
export interface PaymentSource {
  accountId?: string | null;
  stakingId?: string | null;
}

/** The transaction the payment writes. */
interface PaymentTransaction {
  /** From core's types: CARD_ISSUE, CARD_LOAD, CARD_CONVERT_TO_PHYSICAL, GIFT_CARD_ORDER, … */
  type: TransactionType;
  /** Default CARD. */
  method?: TransactionMethod;
  title?: string | null;
  description?: string | null;
  userMemo?: string | null;
  /** The other side as the history shows it (the card, the vendor): the transaction's `to`. */
  counterparty?: Record<string, unknown> | null;
  /** Kept on the transaction's metaData, beside the price, the paid amount and the rate. */
  meta?: Record<string, unknown> | null;
}

export interface PayFromSourceInput {
  userId: string;
  source: PaymentSource;
  /** Above 0, at most priceCurrency's decimals. */
  price: string;
  priceCurrency: Currency;
  /** Credits (positive) in priceCurrency that sum to `price`; the first one is the staking's counterparty when S = C. */
  parts: Leg[];
  transaction: PaymentTransaction;
  /** The staking activity a staking source writes (and the payment kind whose source currencies apply). */
  stakingActivity: StakingPaymentCode;
  /** The bank's clock. */
  now: Date;
  /** USD per unit (currency/service usdRates), read by the caller BEFORE its database transaction. */
  usdRates: Record<Currency, string>;
  /** The 400 when no source is given; default 'Please select an account for the amount to transfer from.'. */
  noSourceMessage?: string;
  /** Kept on a staking source's activity metaData (a card id, an order id). */
  activityMeta?: Record<string, unknown>;
}

export interface Payment {
  transactionId: string;
  publicId: string;
  /** What the source paid, in its own currency. */
  paid: string;
  paidCurrency: Currency;
  price: string;
  priceCurrency: Currency;
  /** The rate source → price currency, or null in the same currency. */
  rate: string | null;
  source: { type: 'ACCOUNT'; accountId: string } | { type: 'STAKING'; stakingId: string };
  /** A staking source's activity. */
  stakingActivityId: string | null;
}

type Trx = Transaction<Database>;

/** The one source given: 400 when both or neither. */
export function oneSource(
  source: PaymentSource,
  noSourceMessage: string = PAY_MESSAGES.selectSource,
): { type: 'ACCOUNT'; id: string } | { type: 'STAKING'; id: string } {
  const accountId = source.accountId?.trim() || null;
  const stakingId = source.stakingId?.trim() || null;
  if (accountId && stakingId) throw badRequest(PAY_MESSAGES.sourceOneOf);
  if (accountId) return { type: 'ACCOUNT', id: accountId };
  if (stakingId) return { type: 'STAKING', id: stakingId };
  throw badRequest(noSourceMessage);
}

function checkInput(input: PayFromSourceInput) {
  const { price, priceCurrency, parts } = input;
  if (!isDecimalString(price) || !isPositive(price) || !fitsCurrency(price, priceCurrency))
    throw new Error(`payFromSource: price ${price} is not an amount of ${priceCurrency} above 0`);
  if (parts.length === 0) throw new Error('payFromSource: no parts');
  for (const part of parts)
    if (!isDecimalString(part.amount) || !isPositive(part.amount))
      throw new Error(`payFromSource: a part of ${part.amount} is not a credit`);
  const sum = parts.reduce((total, part) => add(total, part.amount), '0');
  if (compare(sum, price) !== 0)
    throw new Error(`payFromSource: the parts sum to ${sum}, not the price ${price}`);
}

function checkSourceCurrency(kind: PaymentKind, currency: Currency) {
  if (!PAYMENT_SOURCE_CURRENCIES[kind].includes(currency))
    throw badRequest(PAY_MESSAGES.currencyNotAllowed(currency));
}

/**
 * Pays `price` (in `priceCurrency`, split into `parts`) from the caller's account or staking, inside the caller's
 * database transaction `trx`. Refusals, each before anything is written: no source → 400 `noSourceMessage`; both →
 * 400 'Choose either an account or a staking to pay from'; another customer's or an unknown account/staking → 404;
 * an account that is not ACTIVE (FROZEN, INACTIVE…) → 400; a staking's own refusals (payFromStaking: not live 422,
 * its spend limits 422 with the spec's texts); not enough money → 422 'Insufficient funds'.
 */
export async function payFromSource(trx: Trx, input: PayFromSourceInput): Promise<Payment> {
  checkInput(input);
  const source = oneSource(input.source, input.noSourceMessage);
  const kind = PAYMENT_KIND_OF[input.stakingActivity];
  return source.type === 'ACCOUNT'
    ? payFromAccount(trx, input, source.id, kind)
    : payFromOwnStaking(trx, input, source.id, kind);
}

/** The rate and the amount a source in `currency` pays. */
function quote(input: PayFromSourceInput, currency: Currency) {
  const rate =
    currency === input.priceCurrency
      ? null
      : pairRate(input.usdRates, currency, input.priceCurrency);
  const paid = cardPriceInSource(input.price, input.priceCurrency, currency, rate);
  return { rate, paid };
}

function paymentMeta(
  input: PayFromSourceInput,
  paid: string,
  currency: Currency,
  rate: string | null,
) {
  return {
    ...input.transaction.meta,
    price: input.price,
    priceCurrency: input.priceCurrency,
    paid,
    paidCurrency: currency,
    rate,
  };
}

async function payFromAccount(
  trx: Trx,
  input: PayFromSourceInput,
  accountId: string,
  kind: PaymentKind,
): Promise<Payment> {
  const account = await requireOwnActiveAccount(trx, input.userId, accountId);
  checkSourceCurrency(kind, account.currency);
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user) throw notFound('User profile not found');
  const { rate, paid } = quote(input, account.currency);
  const legs: Leg[] = [{ accountId: account.id, amount: `-${paid}` }];
  if (rate !== null)
    legs.push(
      { accountId: await internalAccount(trx, 'FX', account.currency), amount: paid },
      {
        accountId: await internalAccount(trx, 'FX', input.priceCurrency),
        amount: `-${input.price}`,
      },
    );
  legs.push(...input.parts);
  try {
    const posted = await postTransaction(trx, {
      type: input.transaction.type,
      method: input.transaction.method ?? 'CARD',
      amount: paid,
      currency: account.currency,
      userId: input.userId,
      title: input.transaction.title ?? null,
      description: input.transaction.description ?? null,
      userMemo: input.transaction.userMemo ?? null,
      from: customerSide(user, account, paid),
      to: input.transaction.counterparty ?? null,
      meta: paymentMeta(input, paid, account.currency, rate),
      legs,
      createdAt: input.now,
    });
    return {
      transactionId: posted.id,
      publicId: posted.publicId,
      paid,
      paidCurrency: account.currency,
      price: input.price,
      priceCurrency: input.priceCurrency,
      rate,
      source: { type: 'ACCOUNT', accountId: account.id },
      stakingActivityId: null,
    };
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new HttpError(422, PAY_MESSAGES.insufficientFunds);
    throw error;
  }
}

async function payFromOwnStaking(
  trx: Trx,
  input: PayFromSourceInput,
  stakingId: string,
  kind: PaymentKind,
): Promise<Payment> {
  const staking = await trx
    .selectFrom('stakings')
    .select(['id', 'account_id'])
    .where('id', '=', stakingId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!staking) throw notFound(PAY_MESSAGES.stakingNotFound);
  const currency = await stakingCurrency(trx, staking);
  checkSourceCurrency(kind, currency);
  const { rate, paid } = quote(input, currency);
  let counterpartyAccountId: string;
  let extraLegs: Leg[];
  if (rate !== null) {
    counterpartyAccountId = await internalAccount(trx, 'FX', currency);
    extraLegs = [
      {
        accountId: await internalAccount(trx, 'FX', input.priceCurrency),
        amount: `-${input.price}`,
      },
      ...input.parts,
    ];
  } else {
    // The same currency: the first part's account takes the whole price from the staking, and passes on the rest.
    const [first, ...rest] = input.parts as [Leg, ...Leg[]];
    counterpartyAccountId = first.accountId;
    const kept = subtract(first.amount, paid);
    extraLegs = [
      ...(compare(kept, '0') !== 0 ? [{ accountId: first.accountId, amount: kept }] : []),
      ...rest,
    ];
  }
  try {
    const moved = await payFromStaking(trx, {
      userId: input.userId,
      stakingId: staking.id,
      amount: paid,
      activity: input.stakingActivity,
      counterpartyAccountId,
      extraLegs,
      transaction: {
        type: input.transaction.type,
        method: input.transaction.method ?? 'CARD',
        title: input.transaction.title ?? null,
        description: input.transaction.description ?? null,
        userMemo: input.transaction.userMemo ?? null,
        counterparty: input.transaction.counterparty ?? null,
        meta: paymentMeta(input, paid, currency, rate),
      },
      now: input.now,
      usdRates: input.usdRates,
      activityMeta: input.activityMeta,
      description: input.transaction.description ?? null,
    });
    return {
      transactionId: moved.transactionId,
      publicId: moved.publicId,
      paid,
      paidCurrency: currency,
      price: input.price,
      priceCurrency: input.priceCurrency,
      rate,
      source: { type: 'STAKING', stakingId: staking.id },
      stakingActivityId: moved.activityId,
    };
  } catch (error) {
    // The staking's balance is checked before posting; the staking's account CHECK backs it up.
    if (error instanceof InsufficientFundsError)
      throw new HttpError(422, PAY_MESSAGES.insufficientFunds);
    throw error;
  }
}
