import {
  ACCOUNT_STATUSES,
  CURRENCIES,
  LOW_BALANCE_THRESHOLD_USD,
  add,
  capSpendable,
  currencyType,
  decimal,
  decimalsFor,
  isCurrency,
  isDecimalString,
  multiply,
  roundDown,
  toPlainString,
  FIAT_DECIMALS,
  type Account,
  type AccountOverview,
  type AccountStatus,
  type AmountByCurrency,
  type Currency,
  type Spendable,
  type TotalAsset,
} from '@axia/core';
import type { Selectable } from 'kysely';
import type { BankContext } from '../../context';
import type { AccountTable } from '../../db/schema';
import type { Db } from '../common/user';
import { usdRates } from '../currency/service';

// The customer's accounts and the figures computed from them. Amounts are decimal strings from NUMERIC
// columns and are only ever handled with core's decimal functions.

export type AccountRow = Selectable<AccountTable>;
export type KnownAccountRow = AccountRow & { currency: Currency };

const currencyOrder = (currency: Currency) => CURRENCIES.indexOf(currency);

async function accountRows(db: Db, userId: string): Promise<KnownAccountRow[]> {
  const rows = await db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows
    .filter((row): row is KnownAccountRow => isCurrency(row.currency))
    .sort((a, b) => currencyOrder(a.currency) - currencyOrder(b.currency));
}

/**
 * One side of a transfer (seed 001 §3 from/to) for one of a customer's own accounts: the account, the amount it
 * moves and the customer's name and email, as the history shows them.
 */
export function customerSide(
  user: { id: string; email: string; first_name: string; last_name: string },
  account: KnownAccountRow,
  amount: string,
) {
  return {
    accountAlias: account.alias,
    accountId: account.id,
    accountPublicId: account.public_id,
    accountType: account.currency,
    amount,
    currency: account.currency,
    currencyType: currencyType(account.currency),
    email: user.email,
    userFirstName: user.first_name,
    userLastName: user.last_name,
    userId: user.id,
  };
}

/** An amount printed with exactly the currency's decimals, rounded down (seed 000 §9). */
export const formatAmount = (amount: string, currency: Currency) =>
  roundDown(amount, decimalsFor(currency));

function accountStatus(value: string): AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value)
    ? (value as AccountStatus)
    : 'INACTIVE';
}

/** A row as the contract's Account (amounts with the currency's decimals). */
export function toAccount(row: KnownAccountRow): Account {
  const amount = formatAmount(row.amount, row.currency);
  return {
    id: row.id,
    publicId: row.public_id,
    typePublicName: row.type_public_name,
    alias: row.alias,
    type: row.type,
    currency: row.currency,
    currencyType: currencyType(row.currency),
    amount,
    // No holds exist in the sandbox yet: everything in an account can be spent.
    spendableAmount: amount,
    interestRate: toPlainString(decimal(row.interest_rate)),
    status: accountStatus(row.status),
  };
}

/** The stakings whose money is still the customer's: their principal plus rewards count in the staking balance. */
export const LIVE_STAKING_STATUSES = [
  'CREATED',
  'IN_TERM',
  'READY_TO_CLAIM',
  'SUSPENDED',
  'FROZEN',
];

export async function listAccounts(ctx: BankContext, userId: string): Promise<Account[]> {
  return (await accountRows(ctx.db, userId)).map(toAccount);
}

function sumByCurrency(
  accounts: Account[],
  currency: Currency,
  field: 'amount' | 'spendableAmount',
) {
  return accounts
    .filter((account) => account.currency === currency)
    .reduce((total, account) => add(total, account[field]), '0');
}

/**
 * Spendable AXC and USD (and USAX when the user has a USAX account): the sums over ACTIVE accounts, then core's
 * cap at the AXC/USD rate (seed 000 §5).
 */
export async function getSpendable(ctx: BankContext, userId: string): Promise<Spendable> {
  const active = (await listAccounts(ctx, userId)).filter((account) => account.status === 'ACTIVE');
  const spendable: Spendable = {
    spendableAmountInAxc: formatAmount(sumByCurrency(active, 'AXC', 'spendableAmount'), 'AXC'),
    spendableAmountInUsd: formatAmount(sumByCurrency(active, 'USD', 'spendableAmount'), 'USD'),
  };
  if (active.some((account) => account.currency === 'USAX'))
    spendable.spendableAmountInUsax = formatAmount(
      sumByCurrency(active, 'USAX', 'spendableAmount'),
      'USAX',
    );
  const rates = await usdRates(ctx);
  return capSpendable(spendable, rates.AXC);
}

/** Every account converted to USD at the sandbox rates, summed exactly, rounded down to cents. */
export async function getTotalAsset(ctx: BankContext, userId: string): Promise<TotalAsset> {
  const [rows, rates] = await Promise.all([accountRows(ctx.db, userId), usdRates(ctx)]);
  const total = rows.reduce((sum, row) => add(sum, multiply(row.amount, rates[row.currency])), '0');
  return {
    totalAmount: roundDown(total, FIAT_DECIMALS),
    threshold: LOW_BALANCE_THRESHOLD_USD,
  };
}

/**
 * Rewards earned per account currency (the legs of INTEREST transactions on the customer's accounts) and the
 * staking figures (seed 000 §2.6): stakingTotalBalance, principal plus credited rewards of the customer's live
 * stakings (CREATED, IN_TERM, READY_TO_CLAIM, SUSPENDED, FROZEN); stakingTotalRewards, the rewards credited to all
 * their stakings (claimed and closed ones too). In AXC always, in USAX too when the customer has USAX stakings.
 */
export async function getAccountOverview(
  ctx: BankContext,
  userId: string,
): Promise<AccountOverview> {
  const [rows, rewards, stakings] = await Promise.all([
    accountRows(ctx.db, userId),
    // Interest credited to the user's accounts: the legs of their INTEREST transactions.
    ctx.db
      .selectFrom('postings')
      .innerJoin('accounts', 'accounts.id', 'postings.account_id')
      .innerJoin('transactions', 'transactions.id', 'postings.transaction_id')
      .select(['accounts.currency', (eb) => eb.fn.sum<string>('postings.amount').as('total')])
      .where('accounts.user_id', '=', userId)
      .where('transactions.type', '=', 'INTEREST')
      .groupBy('accounts.currency')
      .execute(),
    ctx.db
      .selectFrom('stakings')
      .innerJoin('accounts', 'accounts.id', 'stakings.account_id')
      .select([
        'accounts.currency',
        'stakings.status',
        'stakings.amount',
        'stakings.interest_amount',
      ])
      .where('stakings.user_id', '=', userId)
      .execute(),
  ]);
  const accountTotalRewards: AmountByCurrency = {};
  for (const row of rows)
    accountTotalRewards[row.currency] = { amount: formatAmount('0', row.currency) };
  for (const row of rewards) {
    if (isCurrency(row.currency) && isDecimalString(String(row.total)))
      accountTotalRewards[row.currency] = { amount: formatAmount(String(row.total), row.currency) };
  }
  const balance: Partial<Record<Currency, string>> = { AXC: '0' };
  const earned: Partial<Record<Currency, string>> = { AXC: '0' };
  for (const staking of stakings) {
    if (!isCurrency(staking.currency)) continue;
    const currency = staking.currency;
    if (LIVE_STAKING_STATUSES.includes(staking.status))
      balance[currency] = add(
        balance[currency] ?? '0',
        add(String(staking.amount), String(staking.interest_amount)),
      );
    else balance[currency] ??= '0';
    earned[currency] = add(earned[currency] ?? '0', String(staking.interest_amount));
  }
  const figures = (sums: Partial<Record<Currency, string>>) => {
    const out: AmountByCurrency = {};
    for (const currency of CURRENCIES) {
      const sum = sums[currency];
      if (sum !== undefined) out[currency] = { amount: formatAmount(sum, currency) };
    }
    return out;
  };
  return {
    stakingTotalBalance: figures(balance),
    stakingTotalRewards: figures(earned),
    accountTotalRewards,
  };
}
