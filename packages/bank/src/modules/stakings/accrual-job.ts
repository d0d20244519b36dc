import type { Transaction } from 'kysely';
import {
  add,
  addDays,
  addTerm,
  dailyReward,
  decimal,
  isPositive,
  min,
  startOfUtcDay,
  subtract,
  toPlainString,
  type Currency,
  type StakingTermUnit,
} from '@axia/core';
import { isoDate } from '../../clock';
import type { BankContext } from '../../context';
import type { Database } from '../../db/schema';
import { customerSide, type KnownAccountRow } from '../accounts/service';
import { usdRates } from '../currency/service';
import { inTransaction, internalAccount, postTransaction } from '../ledger/post';
import { spendableChange, stakingCurrency, stakingSide, writeStakingActivity } from './ledger';
import { appliedCounts } from './products';
import { reEnrollProblem, reEnrollReason } from './re-enroll-rule';
import { createStaking, tookRoom } from './money-moves';
import { oneAtATime, startLeasedTimer } from '../../db/lease';

// The reward-accrual job: rewards as the bank's clock (src/clock.ts, the time source) moves (seed 002 §3, §4, §9;
// issue 13 'Rewards from the clock'). runAccrualJob catches every live staking up to `now`, idempotently: running
// it twice for the same moment changes nothing.
//
// - CREATED → IN_TERM once now ≥ term_start_at (the first 00:00 UTC after applying: core termStartFor). No activity:
//   no staking activity code describes it.
// - Each whole UTC day D of the term that has ended (term start's date ≤ D, D + 1 day ≤ min(now, term end)) gets one
//   staking_interest_records row (primary key staking id + date, so a second run inserts nothing): core dailyReward
//   of the staking's principal as it is when the day is recorded (principal × annualInterestRate ÷ 365 rounded DOWN
//   to 5 decimals; the remainder is never carried or invented). accrued_through is the last day so handled.
// - A day on which the staking was SUSPENDED or FROZEN for any part (from an ADMIN_SUSPEND / ADMIN_FREEZE activity to
//   the next ADMIN_RESUME) earns nothing: no record, whatever the status later. While a staking is SUSPENDED or
//   FROZEN (or CLAIMED, CLOSED) the job leaves it alone altogether; once resumed, it catches up the other days.
// - At the end of each reward period the period's records are credited in ONE INTEREST transaction (the internal
//   INTEREST_EXPENSE account of the staking's currency → the staking's own account), their transaction_id set,
//   stakings.interest_amount increased by the sum and one INTEREST_UPDATE activity written. Periods: DAILY each day;
//   MONTHLY each month from the term start (addTerm(start, k, 'MONTHS')); YEARLY each year from it; every period
//   also ends at the term end. A zero sum (a tiny principal) posts nothing and leaves its records uncredited.
// - At term end (now ≥ term_end_at), everything credited: READY_TO_CLAIM, or, when the staking has an auto-enrollment
//   not yet executed, the re-enrollment (reEnroll below). The new staking's term starts at the old one's term end
//   (already IN_TERM: no CREATED gap and no day without rewards), so the job then catches it up in the same run.
//
// Each staking is handled in a database transaction of its own, its stakings row locked FOR UPDATE first and read
// again under the lock, so concurrent runs (the interval timer, the back office) cannot double anything; every
// change of a staking's money is posted in that same transaction (the ledger audit's amount + interest_amount =
// account balance holds after each). A staking that fails is logged and skipped; the next run tries it again.

type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;

/** What a run did (the back office's answer). */
export interface AccrualJobReport {
  now: string;
  /** Stakings looked at (those with something possibly due). */
  stakings: number;
  /** CREATED → IN_TERM. */
  started: number;
  /** Interest records written. */
  records: number;
  /** INTEREST transactions posted. */
  credits: number;
  /** Term ends → READY_TO_CLAIM. */
  readyToClaim: number;
  /** Term ends carried out as re-enrollments. */
  reEnrolled: number;
  /** Stakings whose catch-up failed (logged; retried by the next run). */
  failed: string[];
}

interface Progress {
  started: boolean;
  records: number;
  credits: number;
  readyToClaim: boolean;
  /** The staking a re-enrollment made (caught up next). */
  reEnrolledInto: string | null;
}

/** The statuses the job moves on; SUSPENDED, FROZEN, CLAIMED and CLOSED accrue nothing and do not change here. */
const ACCRUING_STATUSES = ['CREATED', 'IN_TERM', 'READY_TO_CLAIM'] as const;

/** The day (00:00 UTC) of a YYYY-MM-DD date. */
const dayOf = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The last day a staking may have recorded by `now`: the last whole day of its term that has ended, or null. */
function lastDueDay(termStart: Date, termEnd: Date, now: Date): string | null {
  const until = Math.min(now.getTime(), termEnd.getTime());
  // The last day D with D + 1 day ≤ until.
  const last = new Date(startOfUtcDay(new Date(until)).getTime() - DAY_MS);
  return last.getTime() < startOfUtcDay(termStart).getTime() ? null : isoDate(last);
}

/** Whether a staking in `status` may have something due at `now` (the cheap filter before the lock). */
function mayBeDue(
  row: { status: string; term_start_at: Date; term_end_at: Date; accrued_through: string | null },
  now: Date,
): boolean {
  const start = new Date(row.term_start_at);
  const end = new Date(row.term_end_at);
  if (row.status === 'CREATED') return start.getTime() <= now.getTime();
  const due = lastDueDay(start, end, now);
  const behind = due !== null && (row.accrued_through === null || row.accrued_through < due);
  if (row.status === 'IN_TERM') return behind || end.getTime() <= now.getTime();
  return behind; // READY_TO_CLAIM: only days left unrecorded (e.g. resumed after the term end).
}

/** When the reward period holding day `date` ends (a 00:00 UTC instant, never after the term end). */
export function periodEnd(date: string, termStart: Date, termEnd: Date, frequency: string): Date {
  const day = dayOf(date);
  let end: Date;
  if (frequency === 'MONTHLY' || frequency === 'YEARLY') {
    const unit: StakingTermUnit = frequency === 'MONTHLY' ? 'MONTHS' : 'YEARS';
    let k = 1;
    end = addTerm(termStart, k, unit);
    while (end.getTime() <= day.getTime()) end = addTerm(termStart, ++k, unit);
  } else {
    end = addDays(day, 1); // DAILY (and anything unknown: credit each day rather than never)
  }
  return end.getTime() < termEnd.getTime() ? end : termEnd;
}

/** The spans [from, to) a staking was SUSPENDED or FROZEN, from its back-office activities (to null: still). */
async function pausedSpans(trx: Trx, stakingId: string) {
  const rows = await trx
    .selectFrom('staking_activities')
    .select(['type_code', 'completed_at'])
    .where('staking_id', '=', stakingId)
    .where('type_code', 'in', ['ADMIN_SUSPEND', 'ADMIN_FREEZE', 'ADMIN_RESUME'])
    .orderBy('completed_at')
    .orderBy('created_at')
    .execute();
  const spans: { from: number; to: number | null }[] = [];
  let open: number | null = null;
  for (const row of rows) {
    const at = new Date(row.completed_at).getTime();
    if (row.type_code === 'ADMIN_RESUME') {
      if (open !== null) spans.push({ from: open, to: at });
      open = null;
    } else if (open === null) open = at;
  }
  if (open !== null) spans.push({ from: open, to: null });
  return spans;
}

const pausedOn = (spans: { from: number; to: number | null }[], date: string) => {
  const start = dayOf(date).getTime();
  const end = start + DAY_MS;
  return spans.some((span) => span.from < end && (span.to === null || span.to > start));
};

/**
 * Catches one staking up to `now` in the caller's database transaction (the staking row locked FOR UPDATE here):
 * start, daily records, credits, term end. Exported so a change of a staking's principal (add amount, a payment, a
 * claim) can first settle the days already ended at the old principal.
 */
export async function catchUpStaking(
  trx: Trx,
  stakingId: string,
  now: Date,
  /** The USD rates (usdRates, read before the database transaction): a re-enrollment's spendable change. */
  rates: Record<Currency, string>,
): Promise<Progress> {
  const progress: Progress = {
    started: false,
    records: 0,
    credits: 0,
    readyToClaim: false,
    reEnrolledInto: null,
  };
  const staking = await trx
    .selectFrom('stakings')
    .selectAll()
    .where('id', '=', stakingId)
    .forUpdate()
    .executeTakeFirst();
  if (!staking || !(ACCRUING_STATUSES as readonly string[]).includes(staking.status))
    return progress;
  const termStart = new Date(staking.term_start_at);
  const termEnd = new Date(staking.term_end_at);
  if (termStart.getTime() > now.getTime()) return progress;
  const product = await trx
    .selectFrom('staking_products')
    .select(['name', 'annual_interest_rate', 'frequency', 'currency'])
    .where('code', '=', staking.product_code)
    .executeTakeFirstOrThrow();
  const currency = await stakingCurrency(trx, staking);
  let status = staking.status;
  let interest = String(staking.interest_amount);
  const principal = String(staking.amount);

  if (status === 'CREATED') {
    status = 'IN_TERM';
    progress.started = true;
  }

  // The days ended since the last one recorded, one record each (none for a day paused by the back office).
  const due = lastDueDay(termStart, termEnd, now);
  let accruedThrough = staking.accrued_through;
  if (due !== null && (accruedThrough === null || accruedThrough < due)) {
    const spans = await pausedSpans(trx, stakingId);
    const first =
      accruedThrough === null ? startOfUtcDay(termStart) : addDays(dayOf(accruedThrough), 1);
    const reward = dailyReward(principal, String(product.annual_interest_rate));
    const records = [];
    for (let day = first; isoDate(day) <= due; day = addDays(day, 1)) {
      const date = isoDate(day);
      if (!pausedOn(spans, date))
        records.push({
          staking_id: stakingId,
          date,
          daily_reward_amount: reward,
          currency,
          transaction_id: null,
          created_at: now,
        });
    }
    if (records.length > 0) {
      const inserted = await trx
        .insertInto('staking_interest_records')
        .values(records)
        .onConflict((oc) => oc.columns(['staking_id', 'date']).doNothing())
        .returning('date')
        .execute();
      progress.records = inserted.length;
    }
    accruedThrough = due;
  }

  // The periods that have ended: their uncredited records, one INTEREST transaction each.
  const uncredited = await trx
    .selectFrom('staking_interest_records')
    .select(['date', 'daily_reward_amount'])
    .where('staking_id', '=', stakingId)
    .where('transaction_id', 'is', null)
    .orderBy('date')
    .execute();
  const periods = new Map<number, { dates: string[]; sum: string }>();
  for (const record of uncredited) {
    const end = periodEnd(record.date, termStart, termEnd, product.frequency).getTime();
    if (end > now.getTime()) continue;
    const period = periods.get(end) ?? { dates: [], sum: '0' };
    period.dates.push(record.date);
    period.sum = add(period.sum, String(record.daily_reward_amount));
    periods.set(end, period);
  }
  for (const { dates, sum } of [...periods.entries()].sort(([a], [b]) => a - b).map(([, p]) => p)) {
    if (!isPositive(sum)) continue; // nothing to credit: nothing posted
    const from = dates[0]!;
    const to = dates[dates.length - 1]!;
    const expense = await internalAccount(trx, 'INTEREST_EXPENSE', currency);
    const posted = await postTransaction(trx, {
      type: 'INTEREST',
      method: 'INTEREST',
      amount: sum,
      currency,
      userId: staking.user_id,
      title: 'Staking rewards',
      description: `Staking ${staking.public_id} rewards ${from} to ${to}`,
      meta: { stakingId, stakingPublicId: staking.public_id, from, to },
      legs: [
        { accountId: staking.account_id, amount: sum },
        { accountId: expense, amount: `-${sum}` },
      ],
      createdAt: now,
    });
    await trx
      .updateTable('staking_interest_records')
      .set({ transaction_id: posted.id })
      .where('staking_id', '=', stakingId)
      .where('date', 'in', dates)
      .where('transaction_id', 'is', null)
      .execute();
    interest = add(interest, sum);
    await writeStakingActivity(trx, {
      stakingId,
      userId: staking.user_id,
      type: 'INTEREST_UPDATE',
      amountChanged: sum,
      currency,
      transactionId: posted.id,
      description: `Rewards ${from} to ${to}`,
      meta: { from, to, days: dates.length },
      now,
    });
    progress.credits++;
  }

  await trx
    .updateTable('stakings')
    .set({ status, interest_amount: interest, accrued_through: accruedThrough, updated_at: now })
    .where('id', '=', stakingId)
    .execute();

  // The term's end: the auto-enrollment carried out, else ready to claim.
  if (status === 'IN_TERM' && termEnd.getTime() <= now.getTime()) {
    const reEnrolled = await reEnroll(trx, rates, {
      id: stakingId,
      publicId: staking.public_id,
      userId: staking.user_id,
      accountId: staking.account_id,
      productName: product.name,
      currency,
      total: add(principal, interest),
      termEnd,
      now,
    });
    if (reEnrolled) progress.reEnrolledInto = reEnrolled;
    else {
      await trx
        .updateTable('stakings')
        .set({ status: 'READY_TO_CLAIM', updated_at: now })
        .where('id', '=', stakingId)
        .execute();
      progress.readyToClaim = true;
    }
  }
  return progress;
}

/**
 * A staking's auto-enrollment at its term end (status IN_TERM, row locked, everything credited): a new staking of
 * the chosen product, min(autoEnrollAmount, total) moved from the old staking's account to the new one's
 * (STAKING_CREATED), the rest back to the customer's ACTIVE account of the staking's currency (STAKING_CLAIM), the
 * old staking CLAIMED, RE_ENROLL activities on both, the auto-enrollment executed, the product's room decremented.
 * Returns the new staking's id, or null when there is no auto-enrollment to carry out or the product no longer
 * takes it (room, end date, currency, apply count, per-staking limit, the 1 AXC minimum, or no account for the
 * rest): then nothing is written, the auto-enrollment stays unexecuted and the staking becomes READY_TO_CLAIM for
 * the customer to claim (a later run does not try again).
 */
async function reEnroll(
  trx: Trx,
  rates: Record<Currency, string>,
  old: {
    id: string;
    publicId: string;
    userId: string;
    accountId: string;
    productName: string;
    currency: Currency;
    total: string;
    termEnd: Date;
    now: Date;
  },
): Promise<string | null> {
  const { now, currency } = old;
  const plan = await trx
    .selectFrom('staking_auto_enrollments')
    .selectAll()
    .where('staking_id', '=', old.id)
    .where('executed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!plan) return null;
  const product = await trx
    .selectFrom('staking_products')
    .selectAll()
    .where('code', '=', plan.product_code)
    .executeTakeFirst();
  const amount = toPlainString(decimal(min(String(plan.amount), old.total)));
  const applied = (await appliedCounts(trx, old.userId)).get(plan.product_code) ?? 0;
  // Not carried out: the plan keeps why, so the staking page tells the customer (issue 29 #4).
  const refuse = async (reason: string) => {
    await trx
      .updateTable('staking_auto_enrollments')
      .set({ failure_reason: reason, updated_at: now })
      .where('id', '=', plan.id)
      .execute();
    return null;
  };
  const poolName = product?.name ?? plan.product_code;
  const problem = reEnrollProblem(product, { currency, amount, applied, now });
  if (problem || !product) return refuse(reEnrollReason(problem ?? 'closed', poolName, currency));
  const rest = subtract(old.total, amount);
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', old.userId)
    .executeTakeFirstOrThrow();
  let home: KnownAccountRow | undefined;
  if (isPositive(rest)) {
    home = (await trx
      .selectFrom('accounts')
      .selectAll()
      .where('user_id', '=', old.userId)
      .where('currency', '=', currency)
      .where('status', '=', 'ACTIVE')
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst()) as KnownAccountRow | undefined;
    if (!home) return refuse(`you have no active ${currency} account for the rest`);
  }
  // The room, taken by a conditional update (never below 0): none left, nothing done.
  if (!(await tookRoom(trx, product.code, amount)))
    return refuse(reEnrollReason('full', poolName, currency));

  // The new staking (B1's createStaking: its account, row, STAKING_CREATED from the old staking's account and its
  // RE_ENROLL activity). Applied for the moment before the old term's end, so its term starts at that end.
  const next = await createStaking(trx, {
    user,
    product,
    amount,
    from: {
      kind: 'STAKING',
      staking: { account_id: old.accountId, public_id: old.publicId },
      name: old.productName,
    },
    appliedAt: new Date(old.termEnd.getTime() - 1),
    now,
    activity: 'RE_ENROLL',
    rates,
    description: `Re-enrolled from staking ${old.publicId}`,
    meta: { fromStakingId: old.id, fromStakingPublicId: old.publicId, autoEnrollmentId: plan.id },
  });
  const moved = await trx
    .selectFrom('staking_activities')
    .select('transaction_id')
    .where('staking_id', '=', next.id)
    .executeTakeFirstOrThrow();
  let returned: string | null = null;
  if (home) {
    const posted = await postTransaction(trx, {
      type: 'STAKING_CLAIM',
      method: 'STAKING',
      amount: rest,
      currency,
      userId: old.userId,
      title: old.productName,
      description: `The rest of staking ${old.publicId} after re-enrollment`,
      from: stakingSide(
        user,
        { accountId: old.accountId, publicId: old.publicId, name: old.productName },
        currency,
        rest,
      ),
      to: customerSide(user, home, rest),
      meta: { stakingId: old.id, reEnrolledInto: next.id },
      legs: [
        { accountId: old.accountId, amount: `-${rest}` },
        { accountId: home.id, amount: rest },
      ],
      createdAt: now,
    });
    returned = posted.id;
  }
  await trx
    .updateTable('stakings')
    .set({ status: 'CLAIMED', updated_at: now })
    .where('id', '=', old.id)
    .execute();
  await trx
    .updateTable('staking_auto_enrollments')
    .set({ executed_at: now, updated_at: now })
    .where('id', '=', plan.id)
    .execute();
  // One activity for the old staking: its whole total left it (into the new staking, the rest to the account).
  await writeStakingActivity(trx, {
    stakingId: old.id,
    userId: old.userId,
    type: 'RE_ENROLL',
    amountChanged: `-${old.total}`,
    currency,
    transactionId: moved.transaction_id,
    description: `Re-enrolled ${amount} ${currency} into ${product.name}`,
    ...(home && { toUserSpendableAmountChange: spendableChange(rates, currency, rest) }),
    meta: {
      toStakingId: next.id,
      toStakingPublicId: next.public_id,
      reEnrollAmount: amount,
      returnedAmount: rest,
      ...(home && { returnTransactionId: returned, toAccountId: home.id }),
    },
    now,
  });
  return next.id;
}

/** Runs serialized per bank: a run asked for while one is going waits for it, then runs (with the newer `now`). */
const turns = oneAtATime();

/**
 * The accrual job: every live staking caught up to `now` (see the top of this file). Idempotent; safe to run at
 * any time and as often as wanted.
 */
export function runAccrualJob(
  ctx: BankContext,
  now: Date = ctx.clock.now(),
  log: { error(obj: unknown, msg?: string): void } = console,
): Promise<AccrualJobReport> {
  return turns.run(ctx.db, () => runOnce(ctx, now, log));
}

async function runOnce(
  ctx: BankContext,
  now: Date,
  log: { error(obj: unknown, msg?: string): void },
): Promise<AccrualJobReport> {
  const report: AccrualJobReport = {
    now: now.toISOString(),
    stakings: 0,
    started: 0,
    records: 0,
    credits: 0,
    readyToClaim: 0,
    reEnrolled: 0,
    failed: [],
  };
  const rows = await ctx.db
    .selectFrom('stakings')
    .select(['id', 'status', 'term_start_at', 'term_end_at', 'accrued_through'])
    .where('status', 'in', [...ACCRUING_STATUSES])
    .orderBy('term_start_at')
    .orderBy('id')
    .execute();
  const queue = rows.filter((row) => mayBeDue(row, now)).map((row) => row.id);
  if (queue.length === 0) return report;
  // Read before any database transaction (PGlite has one connection: a read outside one inside it would wait).
  const rates = await usdRates(ctx);
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    report.stakings++;
    try {
      const progress = await inTransaction(ctx.db, (trx) => catchUpStaking(trx, id, now, rates));
      if (progress.started) report.started++;
      report.records += progress.records;
      report.credits += progress.credits;
      if (progress.readyToClaim) report.readyToClaim++;
      if (progress.reEnrolledInto) {
        report.reEnrolled++;
        queue.push(progress.reEnrolledInto); // its term started at the old one's end: catch it up too
      }
    } catch (error) {
      report.failed.push(id);
      log.error({ err: error, stakingId: id }, 'staking accrual job: catch-up failed');
    }
  }
  return report;
}

/**
 * The bank's timer: a run now and every `intervalMs` (unref'd, so it never keeps the process alive). The returned
 * stop ends the timer and waits for a run in progress (call it before closing the database).
 */
export function startAccrualJob(
  ctx: BankContext,
  log: { error(obj: unknown, msg?: string): void },
  intervalMs = 60_000,
): () => Promise<void> {
  // Every process times it; one does each round (db/lease.ts).
  return startLeasedTimer({
    db: ctx.db,
    // The lease's name as it was when the job was called the staking clock: a process of the previous release
    // still running during a rolling restart takes the same lease, so the job never runs twice at once.
    name: 'staking-clock',
    intervalMs,
    round: () => runAccrualJob(ctx, ctx.clock.now(), log),
    onError: (error) => log.error({ err: error }, 'staking accrual job failed'),
    idle: () => turns.idle(ctx.db),
  });
}
