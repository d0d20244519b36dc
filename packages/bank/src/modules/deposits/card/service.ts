import {
  CARD_DEPOSIT_CURRENCY_FEATURE,
  CARD_DEPOSIT_FEATURE,
  CARD_DEPOSIT_FEE_RATE,
  CARD_DEPOSIT_MESSAGES,
  CARD_DEPOSIT_PAY_CURRENCY,
  CARD_DEPOSIT_PAY_DECIMALS,
  CARD_DEPOSIT_PROVIDER_INFO,
  cardDepositAmountProblem,
  cardDepositEstimate,
  cardDepositMinimum,
  currencyType,
  isPositive,
  roundDown,
  type CardDepositCurrency,
  type CardDepositProvider,
  type cardDepositAddressBodySchema,
} from '@axia/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { BankContext } from '../../../context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../http/errors';
import { assertMayDeposit, requireUser } from '../../common/user';
import { pairRate, usdRates } from '../../currency/service';
import { internalAccount, postTransaction, settleTransaction, type Leg } from '../../ledger/post';
import { userFeatures } from '../../registration/state';
import { minimumDepositAmounts } from '../minimums';
import { requireProvider } from '../../../providers';

// The credit/debit card deposit (seed 001 §2, §5, §7, §8, §9). Ordering moves no money: the order is an
// EXTERNAL_TRANSACTION by CARD awaiting payment (PENDING_CONFIRMATION) with no legs, its quote (dollars, rate,
// what the customer receives, the fee) fixed at ordering, like a wire deposit request awaiting its wire. When the
// provider reports the card charged, the order is settled in one balanced posting (settleTransaction, the order's
// row locked, so it is credited once): the provider's internal account delivers what the dollars bought at the
// rate (rounded down to 5 decimals), the customer's account receives pay × rate × 0.992 rounded down to 5 decimals,
// and the fees account keeps the difference (the 0.8 % and whatever the rounding left, docs/money.md 'Rounding').

type AddressBody = z.output<typeof cardDepositAddressBodySchema>;

const CARD_DEPOSIT_TITLE = 'Credit/debit card deposit';
/** How long a checkout may be paid after it was opened. */
const CHECKOUT_TTL_MINUTES = 30;

export const CARD_ORDER_MESSAGES = {
  noDepositFeature: 'Deposits are not available to you',
  noAccount: (currency: string) => `You have no ${currency} account to receive the deposit`,
  inactiveAccount: 'Only an active account can receive the deposit',
  checkoutNotFound: 'This checkout was not found. Please start the deposit again from the app.',
  expired: 'This checkout has expired. Please start the deposit again from the app.',
  alreadyPaid: 'This order has already been paid',
  accountClosed:
    'The account that was to receive this deposit is no longer active. No money was taken.',
} as const;

const unavailable = () => forbidden(CARD_DEPOSIT_MESSAGES.unavailable);

/** GET /deposit/minimumAmounts: the minimum deposit amounts list. */
export async function listMinimumDepositAmounts(ctx: BankContext, userId: string) {
  await requireUser(ctx.db, userId);
  return minimumDepositAmounts(ctx);
}

/**
 * POST /deposit/creditDebitDeposit/depositAddress?serviceProvider=…: an order at the provider, answered with its
 * checkout page. The rules, in the order they are checked (each refusal a 4xx, nothing written):
 * - the user may deposit: MENU_DEPOSIT (not closed, registration complete: the call's gate, modules/gates);
 * - FIAT_TO_CRYPTO, the provider's own flag (ONRAMPER) and USAX_ACCOUNT for USAX: else 403 'This service is
 *   temporarily unavailable, please try again later.' (§8 'a feature is off');
 * - a stablecoin record in the minimum deposit amounts list: else 409 with the same message (§8);
 * - the amount: dollars with at most 2 decimals, at least the minimum ('Please enter the valid amount', §5), and
 *   enough to buy something after the fee;
 * - the customer's account in `currencyTo` exists and is ACTIVE.
 */
export async function createCardDepositOrder(
  ctx: BankContext,
  userId: string,
  serviceProvider: CardDepositProvider,
  body: AddressBody,
) {
  const onramps = requireProvider(ctx, 'cardOnramp');
  const user = await requireUser(ctx.db, userId);
  const features = userFeatures(user);
  if (!features.includes('MENU_DEPOSIT')) throw forbidden(CARD_ORDER_MESSAGES.noDepositFeature);
  if (!features.includes(CARD_DEPOSIT_FEATURE)) throw unavailable();
  const providerFeature = CARD_DEPOSIT_PROVIDER_INFO[serviceProvider].feature;
  if (providerFeature && !features.includes(providerFeature)) throw unavailable();
  const currencyTo: CardDepositCurrency = body.currencyTo;
  const currencyFeature = CARD_DEPOSIT_CURRENCY_FEATURE[currencyTo];
  if (currencyFeature && !features.includes(currencyFeature)) throw unavailable();

  const minimum = cardDepositMinimum(await minimumDepositAmounts(ctx));
  if (minimum === null) throw conflict(CARD_DEPOSIT_MESSAGES.unavailable);
  const problem = cardDepositAmountProblem(body.amount, minimum);
  if (problem) throw badRequest(problem);
  const pay = roundDown(body.amount, CARD_DEPOSIT_PAY_DECIMALS);

  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'public_id', 'status', 'alias'])
    .where('user_id', '=', userId)
    .where('currency', '=', currencyTo)
    .executeTakeFirst();
  if (!account) throw badRequest(CARD_ORDER_MESSAGES.noAccount(currencyTo));
  if (account.status !== 'ACTIVE') throw badRequest(CARD_ORDER_MESSAGES.inactiveAccount);

  const rate = pairRate(await usdRates(ctx), CARD_DEPOSIT_PAY_CURRENCY, currencyTo);
  const estimate = cardDepositEstimate(pay, rate);
  if (!isPositive(estimate.receive)) throw badRequest(CARD_DEPOSIT_MESSAGES.invalidAmount);

  const provider = onramps[serviceProvider];
  const checkout = await provider.createCheckout({
    amountUsd: pay,
    currencyTo,
    receive: estimate.receive,
    customerEmail: user.email,
  });
  await postTransaction(ctx.db, {
    type: 'EXTERNAL_TRANSACTION',
    method: 'CARD',
    status: 'PENDING_CONFIRMATION',
    amount: estimate.receive,
    currency: currencyTo,
    userId,
    title: CARD_DEPOSIT_TITLE,
    description: `${pay} ${CARD_DEPOSIT_PAY_CURRENCY} by card through ${provider.name}`,
    providerAmount: pay,
    providerCurrency: CARD_DEPOSIT_PAY_CURRENCY,
    providerFeeAmount: estimate.fee,
    providerFeeCurrency: currencyTo,
    providerMeta: {
      original_amount: pay,
      original_currency: CARD_DEPOSIT_PAY_CURRENCY,
      amountInUsd: pay,
      [currencyTo === 'AXC' ? 'amountInAxc' : 'amountInUsax']: estimate.receive,
      extraData: {
        serviceProvider,
        checkoutReference: checkout.reference,
        exchangeRate: rate,
        grossAmount: estimate.gross,
        feeRate: CARD_DEPOSIT_FEE_RATE,
      },
    },
    to: {
      accountAlias: account.alias,
      accountId: account.id,
      accountPublicId: account.public_id,
      accountType: currencyTo,
      amount: estimate.receive,
      currency: currencyTo,
      currencyType: currencyType(currencyTo),
      email: user.email,
      userFirstName: user.first_name,
      userLastName: user.last_name,
      userId,
    },
    legs: [],
    createdAt: ctx.clock.now(),
  });
  return { data: checkout.checkoutUrl };
}

type CheckoutStatus = 'PENDING' | 'PAID' | 'EXPIRED';

/** What the checkout page shows of an order. */
export interface CheckoutView {
  reference: string;
  providerName: string;
  status: CheckoutStatus;
  /** Dollars charged. */
  pay: string;
  currency: CardDepositCurrency;
  receive: string;
  fee: string;
  rate: string;
}

async function findOrder(ctx: BankContext, reference: string) {
  if (!/^[a-z]+_[A-Za-z0-9_-]{10,64}$/.test(reference)) return undefined;
  return ctx.db
    .selectFrom('transactions')
    .selectAll()
    .where('type', '=', 'EXTERNAL_TRANSACTION')
    .where('method', '=', 'CARD')
    .where(sql<string>`provider_meta #>> '{extraData,checkoutReference}'`, '=', reference)
    .executeTakeFirst();
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

function extraOf(row: OrderRow) {
  const meta = (row.provider_meta ?? {}) as { extraData?: Record<string, string> };
  return meta.extraData ?? {};
}

function viewOf(ctx: BankContext, reference: string, row: OrderRow): CheckoutView {
  const extra = extraOf(row);
  const expiresAt = row.created_at.getTime() + CHECKOUT_TTL_MINUTES * 60_000;
  const status: CheckoutStatus =
    row.status === 'COMPLETED'
      ? 'PAID'
      : row.status === 'PENDING_CONFIRMATION' && ctx.clock.now().getTime() <= expiresAt
        ? 'PENDING'
        : 'EXPIRED';
  const provider = extra.serviceProvider as CardDepositProvider | undefined;
  return {
    reference,
    providerName: (provider && CARD_DEPOSIT_PROVIDER_INFO[provider]?.name) ?? 'the provider',
    status,
    pay: roundDown(row.provider_amount ?? '0', CARD_DEPOSIT_PAY_DECIMALS),
    currency: row.currency as CardDepositCurrency,
    receive: row.amount,
    fee: row.provider_fee_amount ?? '0',
    rate: extra.exchangeRate ?? '',
  };
}

/** The checkout page's order, or undefined when there is none. */
export async function getCheckout(ctx: BankContext, reference: string) {
  const row = await findOrder(ctx, reference);
  return row ? viewOf(ctx, reference, row) : undefined;
}

/**
 * The provider charged the card (its payment webhook; in the sandbox after the checkout page's Pay with a test
 * card): the order is credited in one balanced settlement, once. Refusals (4xx, nothing posted): an unknown or
 * expired checkout, a closed customer or an account no longer ACTIVE. Paying a paid order again changes nothing.
 */
export async function completeCardDeposit(
  ctx: BankContext,
  reference: string,
  payment: { cardLast4: string },
) {
  const row = await findOrder(ctx, reference);
  if (!row) throw notFound(CARD_ORDER_MESSAGES.checkoutNotFound);
  const view = viewOf(ctx, reference, row);
  if (view.status === 'PAID') return view;
  if (view.status === 'EXPIRED') throw new HttpError(410, CARD_ORDER_MESSAGES.expired);

  const user = await requireUser(ctx.db, row.user_id ?? '');
  assertMayDeposit(user);
  const to = (row.to_side ?? {}) as { accountId?: string };
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'status'])
    .where('id', '=', to.accountId ?? '')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!account || account.status !== 'ACTIVE') throw conflict(CARD_ORDER_MESSAGES.accountClosed);

  const currency = view.currency;
  const gross = extraOf(row).grossAmount ?? view.receive;
  const legs: Leg[] = [
    { accountId: await internalAccount(ctx.db, 'ONRAMP_PROVIDER', currency), amount: `-${gross}` },
    { accountId: account.id, amount: view.receive },
  ];
  if (isPositive(view.fee))
    legs.push({ accountId: await internalAccount(ctx.db, 'FEES', currency), amount: view.fee });
  await settleTransaction(ctx.db, {
    transactionId: row.id,
    expected: 'PENDING_CONFIRMATION',
    status: 'COMPLETED',
    legs,
    now: ctx.clock.now(),
    meta: { card: { last4: payment.cardLast4 } },
    conflictMessage: CARD_ORDER_MESSAGES.alreadyPaid,
  });
  return { ...view, status: 'PAID' as const };
}
