import {
  FIAT_DECIMALS,
  add,
  compare,
  currencyType,
  decimal,
  isCurrency,
  isZero,
  multiply,
  roundDown,
  toPlainString,
  type BalanceHistoryRange,
  type Currency,
  type HoldingCategory,
  type RateHistoryRange,
} from '@axia/core';
import { sql } from 'kysely';
import { isoDate } from '../../clock';
import type { BankContext } from '../../context';
import { notFound } from '../../http/errors';
import { formatAmount, LIVE_STAKING_STATUSES } from '../accounts/service';
import { requireUser } from '../common/user';
import { usdRates } from '../currency/service';
import { productCurrency } from '../stakings/products';
import { assertMayStake, requireOwnStaking, requireProduct } from '../stakings/service';

// Issue 30, the pictures' data: an account's daily closing balance, the customer's holdings in USD, a currency's
// USD rate history and a staking's rewards by day. Days are UTC days (the bank's day); every amount is an exact
// decimal string rounded as its currency takes it.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How many days (points) each balance range shows, today included. */
const BALANCE_RANGE_DAYS: Record<BalanceHistoryRange, number> = { '30d': 30, '90d': 90, '1y': 365 };

const startOfUtcDay = (date: Date) => new Date(`${isoDate(date)}T00:00:00.000Z`);
const nextDay = (day: string) => isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
const plain = (value: string) => toPlainString(decimal(value));

/**
 * The account's closing balance on each UTC day from the later of the range's first day and the account's opening
 * day through today (the bank's clock): the balance_after of the day's last posting (created_at, then id), the day
 * before's on a day without one, and before the range's first posting the balance before the range (its last
 * posting before the range's start, or 0). Two indexed reads on postings_account_time: one row per day with a
 * posting (DISTINCT ON the day) and the one posting before the range. A posting later than today (the sandbox clock
 * set back) counts as today's, so the last point is always the account's balance.
 */
export async function getBalanceHistory(
  ctx: BankContext,
  userId: string,
  accountId: string,
  range: BalanceHistoryRange,
) {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'currency', 'created_at'])
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!account || !isCurrency(account.currency)) throw notFound('Account not found');
  const currency = account.currency;
  const today = isoDate(ctx.clock.now());
  const rangeStart = new Date(
    startOfUtcDay(ctx.clock.now()).getTime() - (BALANCE_RANGE_DAYS[range] - 1) * DAY_MS,
  );
  const opened = isoDate(new Date(account.created_at));
  const firstDay = [isoDate(rangeStart), opened < today ? opened : today].sort()[1]!;

  const [days, before] = await Promise.all([
    sql<{ day: string; balance: string }>`
      SELECT DISTINCT ON (day) to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
        balance_after::text AS balance
      FROM postings
      WHERE account_id = ${account.id} AND created_at >= ${rangeStart}
      ORDER BY day, created_at DESC, id DESC`.execute(ctx.db),
    ctx.db
      .selectFrom('postings')
      .select(sql<string>`balance_after::text`.as('balance'))
      .where('account_id', '=', account.id)
      .where('created_at', '<', rangeStart)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);

  // The closing balance of each day with a posting (a later day's into today's: rows come in day order).
  const closing = new Map<string, string>();
  let carried = before ? String(before.balance) : '0';
  for (const row of days.rows) {
    const day = row.day > today ? today : row.day;
    if (day < firstDay) carried = String(row.balance);
    else closing.set(day, String(row.balance));
  }
  const points = [];
  for (let day = firstDay; day <= today; day = nextDay(day)) {
    carried = closing.get(day) ?? carried;
    points.push({ date: day, balance: formatAmount(carried, currency) });
  }
  return { accountId: account.id, currency, range, points };
}

const CATEGORY_ORDER: HoldingCategory[] = ['FIAT', 'CRYPTO', 'STAKED'];

/**
 * What the customer holds: every account of theirs (any status: a frozen account's money is still theirs) summed per
 * currency as FIAT or CRYPTO, and their live stakings' principal plus credited rewards (what the staking's own
 * account holds; the live statuses the overview's stakingTotalBalance counts) as STAKED per currency. Each valued at
 * the bank's USD rate, rounded DOWN to cents; totalUsd the exact sum of those; zero parts left out; largest first.
 */
export async function getHoldings(ctx: BankContext, userId: string) {
  await requireUser(ctx.db, userId);
  const [accounts, stakings, rates] = await Promise.all([
    ctx.db
      .selectFrom('accounts')
      .select(['currency', (eb) => eb.fn.sum<string>('amount').as('amount')])
      .where('user_id', '=', userId)
      .groupBy('currency')
      .execute(),
    ctx.db
      .selectFrom('stakings')
      .innerJoin('accounts', 'accounts.id', 'stakings.account_id')
      .select([
        'accounts.currency',
        (eb) => eb.fn.sum<string>(sql`stakings.amount + stakings.interest_amount`).as('amount'),
      ])
      .where('stakings.user_id', '=', userId)
      .where('stakings.status', 'in', LIVE_STAKING_STATUSES)
      .groupBy('accounts.currency')
      .execute(),
    usdRates(ctx),
  ]);
  const parts = [
    ...accounts.map((row) => ({ row, category: null })),
    ...stakings.map((row) => ({ row, category: 'STAKED' as const })),
  ];
  const holdings = [];
  for (const { row, category: staked } of parts) {
    if (!isCurrency(row.currency)) continue;
    const currency: Currency = row.currency;
    const amount = formatAmount(String(row.amount ?? '0'), currency);
    if (isZero(amount)) continue;
    const category: HoldingCategory = staked ?? currencyType(currency);
    const usdRate = rates[currency];
    holdings.push({
      key: `${category}:${currency}`,
      category,
      currency,
      amount,
      usdRate: plain(usdRate),
      usdValue: roundDown(multiply(amount, usdRate), FIAT_DECIMALS),
    });
  }
  holdings.sort(
    (a, b) =>
      compare(b.usdValue, a.usdValue) ||
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const total = holdings.reduce((sum, part) => add(sum, part.usdValue), '0');
  return {
    totalUsd: roundDown(total, FIAT_DECIMALS),
    ratedAt: ctx.clock.now().toISOString(),
    holdings,
  };
}

const RATE_RANGE_MS: Record<RateHistoryRange, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
  '1y': 365 * DAY_MS,
};
/** At most this many stored points per answer (plus the range's start and now). */
const RATE_HISTORY_MAX_POINTS = 200;

/**
 * A currency's USD rate over the range as the rate source recorded it (rate_history), sampled evenly: the range cut
 * into RATE_HISTORY_MAX_POINTS equal buckets (24 h: 7.2 minutes, so hourly points all stay), each bucket's latest
 * rate. It starts with the rate in effect at the range's start (when one was recorded by then) and ends with the
 * current rate at now, so the line always ends on what getConversionRate answers.
 */
export async function getRateHistory(
  ctx: BankContext,
  currency: Currency,
  range: RateHistoryRange,
) {
  const now = ctx.clock.now();
  const from = new Date(now.getTime() - RATE_RANGE_MS[range]);
  const bucketSeconds = RATE_RANGE_MS[range] / RATE_HISTORY_MAX_POINTS / 1000;
  const [sampled, atStart, rates] = await Promise.all([
    sql<{ at: Date; rate: string }>`
      SELECT DISTINCT ON (bucket) floor(extract(epoch FROM (at - ${from}::timestamptz)) / ${bucketSeconds}) AS bucket,
        at, usd_rate::text AS rate
      FROM rate_history
      WHERE currency = ${currency} AND at > ${from}::timestamptz AND at <= ${now}::timestamptz
      ORDER BY bucket, at DESC, id DESC`.execute(ctx.db),
    ctx.db
      .selectFrom('rate_history')
      .select(sql<string>`usd_rate::text`.as('rate'))
      .where('currency', '=', currency)
      .where('at', '<=', from)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    usdRates(ctx),
  ]);
  const points = sampled.rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    rate: plain(String(row.rate)),
  }));
  if (atStart) points.unshift({ at: from.toISOString(), rate: plain(String(atStart.rate)) });
  const current = { at: now.toISOString(), rate: plain(rates[currency]) };
  if (points.at(-1)?.at === current.at) points.pop();
  points.push(current);
  return { currency, quote: 'USD' as const, range, points };
}

/**
 * A staking's rewards by day: one point per UTC day from the term's first day through accrued_through (the last day
 * the staking accrual job recorded; never the term's end day, which starts at term_end_at and earns nothing), the day's
 * interest record or 0 (a paused day), and the running sum. The last cumulative is the sum of every interest record
 * of the staking, i.e. of the view's interestRecords[].dailyRewardAmount (modules/stakings/view.ts): the rewards
 * accrued so far. The view's interestAmount is the part of it already credited at the end of each reward period
 * (less what payments took from rewards), so it equals the last cumulative once the current period is credited.
 * termEndDate is the date of termEndAt.
 */
export async function getStakingRewardHistory(ctx: BankContext, userId: string, id: string) {
  const user = await requireUser(ctx.db, userId);
  assertMayStake(user);
  const staking = await requireOwnStaking(ctx.db, user.id, id);
  const product = await requireProduct(ctx.db, staking.product_code);
  const currency = productCurrency(product);
  const termStartDate = isoDate(new Date(staking.term_start_at));
  const termEnd = new Date(staking.term_end_at);
  const termEndDate = isoDate(termEnd);
  const lastTermDay = isoDate(new Date(termEnd.getTime() - 1));
  const records = await ctx.db
    .selectFrom('staking_interest_records')
    .select(['date', 'daily_reward_amount'])
    .where('staking_id', '=', staking.id)
    .execute();
  const rewardOn = new Map(records.map((r) => [r.date, String(r.daily_reward_amount)]));
  const through = staking.accrued_through;
  const last = through && through < lastTermDay ? through : lastTermDay;
  const points = [];
  let cumulative = '0';
  if (through)
    for (let day = termStartDate; day <= last; day = nextDay(day)) {
      const reward = rewardOn.get(day) ?? '0';
      cumulative = add(cumulative, reward);
      points.push({
        date: day,
        reward: formatAmount(reward, currency),
        cumulative: formatAmount(cumulative, currency),
      });
    }
  return { stakingId: staking.id, currency, termStartDate, termEndDate, points };
}
