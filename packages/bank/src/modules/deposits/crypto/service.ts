import {
  amountBoundProblem,
  cryptoDepositTargets,
  FIAT_DECIMALS,
  multiply,
  roundDown,
  type CryptoDepositSource,
  type CryptoDepositTarget,
} from '@axia/core';
import type { BankContext } from '../../../context';
import { badRequest, forbidden } from '../../../http/errors';
import { requireUser, type UserRow } from '../../common/user';
import { usdRates } from '../../currency/service';
import { internalAccount, postTransaction } from '../../ledger/post';
import { userFeatures } from '../../registration/state';
import type { CryptoDepositProvider, ProviderDeposit } from './provider';
import { requireProvider } from '../../../providers';

// Seed 001 §2 'Digital currency deposit wizard', §7 /deposit/alphapo/...: the bank passes the provider's rates and
// addresses on to the customer, with the rules the wizard shows (AXC, and USAX only with USAX_ACCOUNT), and records
// what the provider reports as a deposit awaiting the customer's choice of account (PENDING_CONFIRMATION), which
// POST /deposit/confirm then settles.

export const CRYPTO_DEPOSIT_ERRORS = {
  noDeposits: 'Deposits are not available for this customer',
  target: (currency: string) =>
    `Digital currency deposits into ${currency} are not available for this customer`,
} as const;

/** The signed-in customer, allowed to deposit (MENU_DEPOSIT; not closed: the calls' gate, modules/gates). */
async function depositor(ctx: BankContext, userId: string) {
  const user = await requireUser(ctx.db, userId);
  if (!userFeatures(user).includes('MENU_DEPOSIT'))
    throw forbidden(CRYPTO_DEPOSIT_ERRORS.noDeposits);
  return user;
}

/** AXC for everyone, USAX only with USAX_ACCOUNT (403 otherwise). */
export function assertTarget(user: Pick<UserRow, 'features'>, currencyTo: CryptoDepositTarget) {
  if (!cryptoDepositTargets(userFeatures(user)).includes(currencyTo))
    throw forbidden(CRYPTO_DEPOSIT_ERRORS.target(currencyTo));
}

interface Pair {
  currencyFrom: CryptoDepositSource;
  currencyTo: CryptoDepositTarget;
}

/** GET /deposit/alphapo/supportCurrencies. */
export async function supportedCurrencies(
  ctx: BankContext,
  userId: string,
  provider: CryptoDepositProvider = requireProvider(ctx, 'cryptoDeposit'),
) {
  await depositor(ctx, userId);
  return provider.supportedCurrencies();
}

/** POST /deposit/alphapo/currencyRate. */
export async function currencyRate(
  ctx: BankContext,
  userId: string,
  { currencyFrom, currencyTo }: Pair,
  provider: CryptoDepositProvider = requireProvider(ctx, 'cryptoDeposit'),
) {
  assertTarget(await depositor(ctx, userId), currencyTo);
  return { data: await provider.rate(currencyFrom, currencyTo) };
}

/** POST /deposit/alphapo/depositAddress. */
export async function depositAddress(
  ctx: BankContext,
  userId: string,
  { currencyFrom, currencyTo }: Pair,
  provider: CryptoDepositProvider = requireProvider(ctx, 'cryptoDeposit'),
) {
  assertTarget(await depositor(ctx, userId), currencyTo);
  return { data: await provider.depositAddress(userId, currencyFrom, currencyTo) };
}

/**
 * The provider's report of a converted payment (its callback): one balanced posting, custody → holding, of what the
 * customer receives in the target coin, as a DIGITAL_CURRENCY_DEPOSIT awaiting the customer's choice of account.
 */
export async function recordProviderDeposit(ctx: BankContext, deposit: ProviderDeposit) {
  const currency = deposit.currencyTo;
  const rates = await usdRates(ctx);
  // The same USD value POST /deposit/confirm measures the source-of-funds threshold with.
  const amountInUsd = roundDown(multiply(deposit.received, rates[currency]), FIAT_DECIMALS);
  // A report the ledger's columns cannot hold is refused (400), not left to fail in the database (500).
  const unstorable =
    amountBoundProblem('The amount paid', deposit.paid) ??
    amountBoundProblem('The amount received', deposit.received) ??
    amountBoundProblem('Its value in USD', amountInUsd);
  if (unstorable) throw badRequest(unstorable);
  const posted = await postTransaction(ctx.db, {
    type: 'DIGITAL_CURRENCY_DEPOSIT',
    method: 'CRYPTO',
    status: 'PENDING_CONFIRMATION',
    userId: deposit.customerId,
    amount: deposit.received,
    currency,
    providerAmount: deposit.paid,
    providerCurrency: deposit.currencyFrom,
    providerMeta: {
      transactionHash: deposit.transactionHash,
      toAddress: deposit.address,
      amountInUsd,
      [currency === 'AXC' ? 'amountInAxc' : 'amountInUsax']: deposit.received,
      exchangeRate: deposit.exchangeRate,
    },
    createdAt: ctx.clock.now(),
    legs: [
      {
        accountId: await internalAccount(ctx.db, 'CRYPTO_CUSTODY', currency),
        amount: `-${deposit.received}`,
      },
      {
        accountId: await internalAccount(ctx.db, 'PENDING_HOLD', currency),
        amount: deposit.received,
      },
    ],
  });
  return { id: posted.id, publicId: posted.publicId, amountInUsd };
}
