import { randomUUID } from 'node:crypto';
import {
  accountOverviewSchema,
  addTerm,
  decimal,
  termStartFor,
  type StakingTermUnit,
} from '@axia/core';
import { afterEach, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { creditFrom, inTransaction } from '../src/modules/ledger/post';
import { periodEnd, runAccrualJob, startAccrualJob } from '../src/modules/stakings/accrual-job';
import { writeStakingActivity } from '../src/modules/stakings/ledger';
import {
  callApi,
  completeRegistration,
  ledgerCounts,
  provisionCaller,
  signIn,
  type Caller,
} from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';
import { insertTestStaking, plain } from './staking-support';

// Issue 13 'Rewards from the clock' (seed 002 §3, §4, §9): runAccrualJob. A staking is CREATED until the first
// 00:00 UTC after applying, then IN_TERM; each whole day of the term that has ended gets one interest record of
// dailyReward (principal × rate ÷ 365 rounded down to 5 places), credited at the end of each reward period in one
// INTEREST transaction; term end → READY_TO_CLAIM, or the auto-enrollment carried out. The clock only moves
// forward in this file: each step's stakings are asserted on their own rows (other stakings move too).

let bank: TestBank;

const at = (iso: string) => {
  bank.clock.set(new Date(iso));
  return runAccrualJob(bank.ctx);
};

interface ProductSpec {
  code: string;
  currency?: 'AXC' | 'USAX';
  rate: string;
  term: number;
  unit: StakingTermUnit;
  frequency: 'DAILY' | 'MONTHLY' | 'YEARLY';
  room?: string;
  maximumApplyNumbers?: number;
}

async function product(spec: ProductSpec) {
  await bank.ctx.db
    .insertInto('staking_products')
    .values({
      code: spec.code,
      name: `Test ${spec.code}`,
      short_desc: '',
      long_desc: '',
      currency: spec.currency ?? 'AXC',
      annual_interest_rate: spec.rate,
      term: spec.term,
      term_unit: spec.unit,
      frequency: spec.frequency,
      end_at: null,
      room_remain: spec.room ?? '10000000',
      maximum_apply_numbers: spec.maximumApplyNumbers ?? -1,
      created_at: bank.clock.now(),
    })
    .execute();
}

const users: Record<string, Caller> = {};
const STAKING_FEATURES = [
  'MENU_STAKINGS',
  'STAKINGS_PRODUCTS',
  'STAKINGS_APPLY',
  'STAKINGS_ADD_AMOUNT',
  'STAKINGS_RE_ENROLLMENT',
];
async function user(label: string) {
  users[label] = await provisionCaller(bank, {
    email: `${label}@staking-rewards.test`,
    firstName: label,
    lastName: 'Staker',
    features: STAKING_FEATURES,
  });
  // Staking moves money: for a customer who completed onboarding (issue 27 #4).
  await completeRegistration(bank, users[label]);
  for (const [currency, amount] of [
    ['AXC', '100000'],
    ['USAX', '1000'],
  ] as const)
    await creditFrom(bank.ctx.db, 'SANDBOX_FUNDING', {
      accountId: await customerAccount(label, currency),
      amount,
      type: 'EXTERNAL_TRANSACTION',
      method: 'SANDBOX',
      createdAt: bank.clock.now(),
    });
}

/** A call of the bank API as `label`, signed in again (the clock has moved past earlier tokens). */
async function api(label: string, method: string, path: string, body?: unknown) {
  const caller = await signIn(bank, {
    id: users[label]!.id,
    email: users[label]!.email,
    firstName: label,
    lastName: 'Staker',
  });
  return callApi(bank, caller, method, path, body);
}

async function overview(label: string) {
  const res = await api(label, 'GET', '/account/overview');
  expect(res.status).toBe(200);
  return accountOverviewSchema.parse(res.body);
}

async function customerAccount(label: string, currency: string) {
  const row = await bank.ctx.db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', users[label]!.id)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An applied staking, as the apply call leaves it (test fixture): its own ledger account, the principal posted from
 * the customer's account (STAKING_CREATED), CREATED until termStartFor(now), the product's room taken, its activity.
 */
async function apply(label: string, code: string, amount: string) {
  const now = bank.clock.now();
  const from = await customerAccount(
    label,
    (
      await bank.ctx.db
        .selectFrom('staking_products')
        .select('currency')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).currency,
  );
  return inTransaction(bank.ctx.db, async (trx) => {
    const p = await trx
      .selectFrom('staking_products')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const currency = p.currency as 'AXC' | 'USAX';
    const start = termStartFor(now);
    const { id, transactionId } = await insertTestStaking(trx, {
      userId: users[label]!.id,
      productCode: code,
      currency,
      fromAccountId: from,
      amount,
      status: 'CREATED',
      termStartAt: start,
      termEndAt: addTerm(start, p.term, p.term_unit as StakingTermUnit),
      now,
    });
    await trx
      .updateTable('staking_products')
      .set((eb) => ({ room_remain: eb('room_remain', '-', amount) }))
      .where('code', '=', code)
      .execute();
    await writeStakingActivity(trx, {
      stakingId: id,
      userId: users[label]!.id,
      type: 'CUSTOMER_CREATE',
      amountChanged: amount,
      currency,
      transactionId,
      now,
    });
    return id;
  });
}

async function autoEnroll(stakingId: string, code: string, amount: string) {
  const now = bank.clock.now();
  await bank.ctx.db
    .insertInto('staking_auto_enrollments')
    .values({
      id: randomUUID(),
      staking_id: stakingId,
      product_code: code,
      amount,
      percentage: '0',
      executed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The back office's suspend, freeze or resume (POST /sandbox/admin/stakings/:id/:action: the status, ADMIN_*). */
async function backOffice(stakingId: string, action: 'suspend' | 'freeze' | 'resume') {
  const res = await adminCall(bank, `/stakings/${stakingId}/${action}`, {});
  expect(res.status).toBe(200);
}

const staking = (id: string) =>
  bank.ctx.db.selectFrom('stakings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const records = (id: string) =>
  bank.ctx.db
    .selectFrom('staking_interest_records')
    .selectAll()
    .where('staking_id', '=', id)
    .orderBy('date')
    .execute();

async function activities(id: string, type?: string) {
  let query = bank.ctx.db.selectFrom('staking_activities').selectAll().where('staking_id', '=', id);
  if (type) query = query.where('type_code', '=', type);
  return query.orderBy('completed_at').orderBy('created_at').execute();
}

/** The INTEREST transactions credited to a staking's account, oldest first, with that leg. */
const credits = async (id: string) =>
  bank.ctx.db
    .selectFrom('postings')
    .innerJoin('transactions', 'transactions.id', 'postings.transaction_id')
    .select([
      'transactions.id',
      'transactions.amount',
      'transactions.meta',
      'postings.amount as leg',
    ])
    .where('postings.account_id', '=', (await staking(id)).account_id)
    .where('transactions.type', '=', 'INTEREST')
    .orderBy('transactions.created_at')
    .orderBy('postings.id')
    .execute();

/** Everything the clock can write, in counts (a second run for the same moment must change none of them). */
async function counts() {
  const count = async (
    table:
      'staking_interest_records' | 'staking_activities' | 'stakings' | 'staking_auto_enrollments',
  ) =>
    Number(
      (
        await bank.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const credited = await bank.ctx.db
    .selectFrom('staking_interest_records')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('transaction_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    ...(await ledgerCounts(bank)),
    records: await count('staking_interest_records'),
    credited: Number(credited.n),
    activities: await count('staking_activities'),
    stakings: await count('stakings'),
    statuses: (
      await bank.ctx.db
        .selectFrom('stakings')
        .select(['id', 'status', 'interest_amount'])
        .orderBy('id')
        .execute()
    ).map((r) => `${r.id}:${r.status}:${plain(r.interest_amount)}`),
  };
}

const ids: Record<string, string> = {};

describe.skipIf(engineUnavailable)(`staking rewards from the bank's clock (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW: '2026-11-21T10:00:00Z' });
    await product({
      code: 'T_DAILY_30',
      rate: '0.1234',
      term: 30,
      unit: 'DAYS',
      frequency: 'DAILY',
    });
    await product({
      code: 'T_MONTHLY_45',
      rate: '0.15',
      term: 45,
      unit: 'DAYS',
      frequency: 'MONTHLY',
    });
    await user('ann');
    await user('bob');
    // Applied at 10:00 on 21 November: the terms start at 00:00 UTC on the 22nd.
    ids.s1 = await apply('ann', 'T_DAILY_30', '1234.56789');
    ids.monthly = await apply('ann', 'T_MONTHLY_45', '1000');
    ids.suspended = await apply('bob', 'T_DAILY_30', '500');
    ids.frozen = await apply('bob', 'T_DAILY_30', '200');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });
  afterEach(async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.stakingMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });

  it('keeps a staking CREATED until the first 00:00 UTC after applying, then IN_TERM without a reward yet', async () => {
    expect((await staking(ids.s1!)).term_start_at).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect((await staking(ids.s1!)).term_end_at).toEqual(new Date('2026-12-22T00:00:00Z'));
    await at('2026-11-21T10:00:00Z');
    await at('2026-11-21T23:59:59.999Z');
    expect((await staking(ids.s1!)).status).toBe('CREATED');
    const report = await at('2026-11-22T00:00:00Z');
    expect(report.started).toBe(4);
    expect((await staking(ids.s1!)).status).toBe('IN_TERM');
    expect(await records(ids.s1!)).toEqual([]);
    // No activity code describes the start: only the apply's.
    expect((await activities(ids.s1!)).map((a) => a.type_code)).toEqual(['CUSTOMER_CREATE']);
  });

  it('three days after applying (the back office moves the clock): exactly the two days ended, credited daily', async () => {
    const moved = await adminCall(bank, '/clock', { set: '2026-11-24T10:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.now).toBe('2026-11-24T10:00:00.000Z');
    expect(moved.body.stakings).toMatchObject({ records: 8, credits: 6, failed: [] });

    const rows = await records(ids.s1!);
    expect(rows.map((r) => [r.date, plain(r.daily_reward_amount), r.currency])).toEqual([
      ['2026-11-22', '0.41738', 'AXC'],
      ['2026-11-23', '0.41738', 'AXC'],
    ]);
    const row = await staking(ids.s1!);
    expect(row).toMatchObject({ status: 'IN_TERM', accrued_through: '2026-11-23' });
    expect(plain(row.interest_amount)).toBe('0.83476');
    expect(plain(await accountBalance(bank, row.account_id))).toBe('1235.40265');
    const posted = await credits(ids.s1!);
    expect(posted.map((c) => [plain(c.amount), plain(c.leg), c.meta])).toEqual([
      [
        '0.41738',
        '0.41738',
        expect.objectContaining({ stakingId: ids.s1, from: '2026-11-22', to: '2026-11-22' }),
      ],
      ['0.41738', '0.41738', expect.objectContaining({ from: '2026-11-23', to: '2026-11-23' })],
    ]);
    // Each record names the transaction that credited it.
    expect(rows.map((r) => r.transaction_id)).toEqual(posted.map((c) => c.id));
    const rewards = await activities(ids.s1!, 'INTEREST_UPDATE');
    expect(rewards.map((a) => [a.title, plain(a.amount_changed), a.transaction_id])).toEqual(
      posted.map((c) => ['Rewards', '0.41738', c.id]),
    );
    // The monthly staking records its days but credits nothing before its first month ends.
    expect((await records(ids.monthly!)).length).toBe(2);
    expect(plain((await staking(ids.monthly!)).interest_amount)).toBe('0');
    expect(await credits(ids.monthly!)).toEqual([]);
  });

  it('running the clock again for the same moment, or on demand, changes nothing', async () => {
    const before = await counts();
    const again = await runAccrualJob(bank.ctx);
    expect(again).toMatchObject({
      records: 0,
      credits: 0,
      started: 0,
      readyToClaim: 0,
      reEnrolled: 0,
    });
    await runAccrualJob(bank.ctx, new Date('2026-11-24T10:00:00Z'));
    const onDemand = await adminCall(bank, '/staking-clock', {});
    expect(onDemand.status).toBe(200);
    expect(onDemand.body).toMatchObject({
      now: '2026-11-24T10:00:00.000Z',
      records: 0,
      credits: 0,
    });
    // Concurrent runs are serialized: still nothing doubled.
    await Promise.all([runAccrualJob(bank.ctx), runAccrualJob(bank.ctx)]);
    // The bank's timer (main.ts): a run at once, then every interval; stop waits for the run in progress.
    const stop = startAccrualJob(bank.ctx, console, 3_600_000);
    await stop();
    expect(await counts()).toEqual(before);
    // The back office's call needs its token.
    const res = await fetch(`${bank.url}/sandbox/admin/staking-clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('a SUSPENDED or FROZEN staking accrues nothing; once resumed, only its days wholly live are rewarded', async () => {
    // 24 November 10:00: the back office suspends one staking and freezes the other.
    await backOffice(ids.suspended!, 'suspend');
    await backOffice(ids.frozen!, 'freeze');
    await at('2026-11-27T10:00:00Z');
    for (const id of [ids.suspended!, ids.frozen!]) {
      expect((await records(id)).map((r) => r.date)).toEqual(['2026-11-22', '2026-11-23']);
      expect((await staking(id)).accrued_through).toBe('2026-11-23');
    }
    expect(plain((await staking(ids.suspended!)).interest_amount)).toBe('0.33808'); // 2 × 0.16904
    // Resumed at 10:00 on the 27th: the 24th to the 27th were suspended for some part, the 28th is the next reward.
    await backOffice(ids.suspended!, 'resume');
    await at('2026-11-29T00:00:00Z');
    const resumed = await records(ids.suspended!);
    expect(resumed.map((r) => [r.date, plain(r.daily_reward_amount)])).toEqual([
      ['2026-11-22', '0.16904'],
      ['2026-11-23', '0.16904'],
      ['2026-11-28', '0.16904'],
    ]);
    expect(await staking(ids.suspended!)).toMatchObject({
      status: 'IN_TERM',
      accrued_through: '2026-11-28',
    });
    expect(plain((await staking(ids.suspended!)).interest_amount)).toBe('0.50712');
    expect((await records(ids.frozen!)).length).toBe(2);
    expect((await staking(ids.frozen!)).status).toBe('FROZEN');
  });

  it('a MONTHLY product credits its month at the month boundary, nothing before', async () => {
    await at('2026-12-21T12:00:00Z');
    expect((await records(ids.monthly!)).length).toBe(29); // 22 November to 20 December
    expect(await credits(ids.monthly!)).toEqual([]);
    expect(plain((await staking(ids.monthly!)).interest_amount)).toBe('0');
    // The 30-day staking is one day from its end: 29 rewards credited.
    expect(plain((await staking(ids.s1!)).interest_amount)).toBe('12.10402');
  });

  it('a 30-day DAILY term to the last decimal: 30 records, 30 credits, READY_TO_CLAIM at the term end', async () => {
    await at('2026-12-22T00:00:00Z');
    const rows = await records(ids.s1!);
    expect(rows.length).toBe(30);
    expect(rows[0]!.date).toBe('2026-11-22');
    expect(rows[29]!.date).toBe('2026-12-21');
    expect(new Set(rows.map((r) => plain(r.daily_reward_amount)))).toEqual(new Set(['0.41738']));
    expect(rows.every((r) => r.transaction_id !== null)).toBe(true);
    const row = await staking(ids.s1!);
    expect(row.status).toBe('READY_TO_CLAIM');
    expect(row.accrued_through).toBe('2026-12-21');
    expect(plain(row.amount)).toBe('1234.56789');
    expect(plain(row.interest_amount)).toBe('12.5214'); // 30 × 0.41738, the remainder never paid
    // The claimable total: principal plus rewards, all in the staking's own account.
    expect(plain(await accountBalance(bank, row.account_id))).toBe('1247.08929');
    expect((await credits(ids.s1!)).length).toBe(30);
    expect((await activities(ids.s1!, 'INTEREST_UPDATE')).length).toBe(30);

    // The monthly staking: its first month (22 November to 21 December, 30 days) credited at once.
    const monthly = await credits(ids.monthly!);
    expect(monthly.map((c) => [plain(c.amount), c.meta])).toEqual([
      ['12.3285', expect.objectContaining({ from: '2026-11-22', to: '2026-12-21' })],
    ]);
    expect(plain((await staking(ids.monthly!)).interest_amount)).toBe('12.3285');
    expect((await records(ids.monthly!)).filter((r) => r.transaction_id !== null).length).toBe(30);

    // Nothing more for a finished term, however far the clock goes.
    const before = await counts();
    await at('2026-12-22T00:00:00Z');
    expect((await counts()).records).toBe(before.records);
  });

  it('claims the 30-day staking at its term end: principal plus rewards into AXC, exactly', async () => {
    const axc = await customerAccount('ann', 'AXC');
    const before = await accountBalance(bank, axc);
    const res = await api('ann', 'POST', `/staking/${ids.s1}/claim`, { toAccountId: axc });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CLAIMED' });
    const row = await staking(ids.s1!);
    expect(row.status).toBe('CLAIMED');
    expect(plain(await accountBalance(bank, row.account_id))).toBe('0');
    expect(plain(await accountBalance(bank, axc))).toBe(
      plain(String(decimal(before).plus('1247.08929'))),
    );
    // A claimed staking is left alone by the clock.
    await at('2026-12-23T00:00:00Z');
    expect((await records(ids.s1!)).length).toBe(30);
    expect(await staking(ids.s1!)).toEqual(row);
  });

  it('the MONTHLY product credits the tail at the term end (45 days: 30, then 15)', async () => {
    await at('2027-01-06T00:00:00Z');
    const monthly = await credits(ids.monthly!);
    expect(monthly.map((c) => [plain(c.amount), c.meta])).toEqual([
      ['12.3285', expect.objectContaining({ from: '2026-11-22', to: '2026-12-21' })],
      ['6.16425', expect.objectContaining({ from: '2026-12-22', to: '2027-01-05' })],
    ]);
    const row = await staking(ids.monthly!);
    expect(row.status).toBe('READY_TO_CLAIM');
    expect(plain(row.interest_amount)).toBe('18.49275');
    expect((await records(ids.monthly!)).length).toBe(45);
    // The frozen staking stayed frozen past its term end, with its two days of rewards.
    expect((await staking(ids.frozen!)).status).toBe('FROZEN');
    expect(plain((await staking(ids.frozen!)).interest_amount)).toBe('0.13522');
  });

  it('reward periods: daily, monthly from the term start (short months end on their last day), yearly, capped at term end', () => {
    const start = new Date('2027-01-31T00:00:00Z');
    const end = new Date('2027-07-31T00:00:00Z');
    expect(periodEnd('2027-01-31', start, end, 'DAILY')).toEqual(new Date('2027-02-01T00:00:00Z'));
    expect(periodEnd('2027-02-27', start, end, 'MONTHLY')).toEqual(
      new Date('2027-02-28T00:00:00Z'),
    );
    expect(periodEnd('2027-02-28', start, end, 'MONTHLY')).toEqual(
      new Date('2027-03-31T00:00:00Z'),
    );
    expect(periodEnd('2027-07-30', start, end, 'MONTHLY')).toEqual(end);
    expect(periodEnd('2027-03-01', start, end, 'YEARLY')).toEqual(end);
    expect(periodEnd('2027-03-01', start, new Date('2029-01-31T00:00:00Z'), 'YEARLY')).toEqual(
      new Date('2028-01-31T00:00:00Z'),
    );
  });

  describe('re-enrollment at term end', () => {
    beforeAll(async () => {
      bank.clock.set(new Date('2027-01-10T10:00:00Z'));
      await product({ code: 'T_PRE', rate: '0.12', term: 30, unit: 'DAYS', frequency: 'DAILY' });
      await product({
        code: 'T_NEXT',
        rate: '0.1',
        term: 30,
        unit: 'DAYS',
        frequency: 'DAILY',
        room: '5000',
      });
      await product({
        code: 'T_FULL',
        rate: '0.1',
        term: 30,
        unit: 'DAYS',
        frequency: 'DAILY',
        room: '10',
      });
      await product({
        code: 'T_USAX',
        currency: 'USAX',
        rate: '0.08',
        term: 30,
        unit: 'DAYS',
        frequency: 'DAILY',
      });
      await user('cat');
      ids.pre = await apply('cat', 'T_PRE', '1000');
      await autoEnroll(ids.pre, 'T_NEXT', '600');
      ids.small = await apply('cat', 'T_PRE', '10');
      await autoEnroll(ids.small, 'T_NEXT', '20'); // more than the total: all of it re-enrolled
      ids.noRoom = await apply('cat', 'T_PRE', '100');
      await autoEnroll(ids.noRoom, 'T_FULL', '50');
      ids.usax = await apply('cat', 'T_USAX', '100');
    });

    it('moves the allocated amount into a new staking, the rest to the AXC account, exactly', async () => {
      const axc = await customerAccount('cat', 'AXC');
      expect(plain(await accountBalance(bank, axc))).toBe('98890'); // 100000 − 1000 − 10 − 100
      // Terms 11 January to 10 February; the clock jumps past the end by two days.
      const report = await at('2027-02-12T01:00:00Z');
      expect(report).toMatchObject({ reEnrolled: 2, failed: [] });

      const old = await staking(ids.pre!);
      expect(old.status).toBe('CLAIMED');
      expect(plain(old.interest_amount)).toBe('9.8628'); // 30 × 0.32876
      expect(plain(await accountBalance(bank, old.account_id))).toBe('0');
      // 1009.86280 total: 600 re-enrolled, 409.86280 back to AXC.
      expect(plain(await accountBalance(bank, axc))).toBe('99299.8628');

      const [oldActivity] = await activities(ids.pre!, 'RE_ENROLL');
      expect(oldActivity).toMatchObject({ title: 'Re-enrolled' });
      expect(plain(oldActivity!.amount_changed)).toBe('-1009.8628');
      const meta = oldActivity!.meta as Record<string, unknown>;
      expect(meta).toMatchObject({ reEnrollAmount: '600', returnedAmount: '409.8628' });
      expect(meta.toUserSpendableAmountChange).toMatchObject({ amountChangedInAxc: '409.86280' });
      // The rest, one STAKING_CLAIM from the old staking's account to the customer's AXC account.
      const back = await bank.ctx.db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', meta.returnTransactionId as string)
        .executeTakeFirstOrThrow();
      expect(back).toMatchObject({ type: 'STAKING_CLAIM', status: 'COMPLETED', currency: 'AXC' });
      expect(plain(back.amount)).toBe('409.8628');
      expect(back.to_side).toMatchObject({ accountId: axc, amount: '409.8628' });
      expect(back.from_side).toMatchObject({ accountId: old.account_id, accountType: 'STAKING' });
      ids.next = meta.toStakingId as string;

      const next = await staking(ids.next);
      expect(next).toMatchObject({
        product_code: 'T_NEXT',
        user_id: users.cat!.id,
        status: 'IN_TERM',
        accrued_through: '2027-02-11',
      });
      // The new term starts at the old one's end: the 10th and 11th February already rewarded.
      expect(next.term_start_at).toEqual(new Date('2027-02-10T00:00:00Z'));
      expect(next.term_end_at).toEqual(new Date('2027-03-12T00:00:00Z'));
      expect(plain(next.amount)).toBe('600');
      expect((await records(ids.next)).map((r) => [r.date, plain(r.daily_reward_amount)])).toEqual([
        ['2027-02-10', '0.16438'],
        ['2027-02-11', '0.16438'],
      ]);
      expect(plain(next.interest_amount)).toBe('0.32876');
      expect(plain(await accountBalance(bank, next.account_id))).toBe('600.32876');
      expect((await activities(ids.next, 'RE_ENROLL')).map((a) => plain(a.amount_changed))).toEqual(
        ['600'],
      );

      // The auto-enrollment carried out once; the pool's room taken.
      const plan = await bank.ctx.db
        .selectFrom('staking_auto_enrollments')
        .selectAll()
        .where('staking_id', '=', ids.pre!)
        .executeTakeFirstOrThrow();
      expect(plan.executed_at).toEqual(new Date('2027-02-12T01:00:00Z'));

      // The small staking: its whole total (10.0984 < 20) re-enrolled, nothing back.
      const small = await staking(ids.small!);
      expect(small.status).toBe('CLAIMED');
      const smallMeta = (await activities(ids.small!, 'RE_ENROLL'))[0]!.meta as Record<
        string,
        unknown
      >;
      expect(smallMeta).toMatchObject({ reEnrollAmount: '10.0984', returnedAmount: '0' });
      ids.smallNext = smallMeta.toStakingId as string;
      expect(plain((await staking(ids.smallNext)).amount)).toBe('10.0984');
      expect(plain((await staking(ids.smallNext)).interest_amount)).toBe('0.00552'); // 2 × 0.00276
      const room = await bank.ctx.db
        .selectFrom('staking_products')
        .select('room_remain')
        .where('code', '=', 'T_NEXT')
        .executeTakeFirstOrThrow();
      expect(plain(room.room_remain)).toBe('4389.9016'); // 5000 − 600 − 10.0984
    });

    it('without room in the chosen pool: READY_TO_CLAIM, the auto-enrollment left unexecuted, the room untouched', async () => {
      const row = await staking(ids.noRoom!);
      expect(row.status).toBe('READY_TO_CLAIM');
      expect(plain(row.interest_amount)).toBe('0.9861'); // 30 × 0.03287
      const plan = await bank.ctx.db
        .selectFrom('staking_auto_enrollments')
        .selectAll()
        .where('staking_id', '=', ids.noRoom!)
        .executeTakeFirstOrThrow();
      expect(plan.executed_at).toBeNull();
      const room = await bank.ctx.db
        .selectFrom('staking_products')
        .select('room_remain')
        .where('code', '=', 'T_FULL')
        .executeTakeFirstOrThrow();
      expect(plain(room.room_remain)).toBe('10');
      expect(await activities(ids.noRoom!, 'RE_ENROLL')).toEqual([]);
      // Issue 29 #4: the customer is told why, and the page no longer promises it.
      expect(plan.failure_reason).toBe('the pool Test T_FULL is full');
      const shown = await api('cat', 'GET', `/staking/${ids.noRoom}`);
      expect(shown.body.autoEnrollments[0].notice).toBe(
        'Your re-enrollment was not carried out at term end: the pool Test T_FULL is full. The staking is ready to claim.',
      );
      // A later run does not try again.
      const before = await counts();
      await runAccrualJob(bank.ctx);
      expect(await counts()).toEqual(before);
    });

    it('the overview: live stakings’ principal plus rewards, and every staking’s rewards, per currency', async () => {
      const figures = await overview('cat');
      // Live: the two new stakings (600.32876, 10.10392) and the one ready to claim (100.98610).
      expect(figures.stakingTotalBalance).toEqual({
        AXC: { amount: '711.41878' },
        USAX: { amount: '100.65730' },
      });
      // 9.86280 + 0.09840 (claimed by re-enrolling) + 0.32876 + 0.00552 + 0.98610.
      expect(figures.stakingTotalRewards).toEqual({
        AXC: { amount: '11.28158' },
        USAX: { amount: '0.65730' },
      });
      // Staking rewards are not the accounts' rewards.
      expect(figures.accountTotalRewards.AXC).toEqual({ amount: '0.00000' });

      // Ann: one staking claimed, one ready to claim; no USAX staking, so no USAX figure.
      const ann = await overview('ann');
      expect(ann.stakingTotalBalance).toEqual({ AXC: { amount: '1018.49275' } });
      expect(ann.stakingTotalRewards).toEqual({ AXC: { amount: '31.01415' } }); // 12.52140 + 18.49275
    });
  });
  describe('through the staking API and the back office clock', () => {
    it('apply, rewards after three days, auto re-enrollment in the window, then the term end', async () => {
      bank.clock.set(new Date('2027-03-01T09:30:00Z'));
      await product({ code: 'T_API', rate: '0.1234', term: 30, unit: 'DAYS', frequency: 'DAILY' });
      await user('dan');
      const axc = await customerAccount('dan', 'AXC');
      const applied = await api('dan', 'POST', '/staking/T_API/apply', {
        fromAccountId: axc,
        amount: '1234.56789',
      });
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ status: 'CREATED', termEndAt: expect.any(String) });
      const id = applied.body.id as string;
      const row = await staking(id);
      expect(row.term_start_at).toEqual(new Date('2027-03-02T00:00:00Z'));

      // Three days later: the 2nd and 3rd of March rewarded, exactly.
      expect((await adminCall(bank, '/clock', { set: '2027-03-04T09:30:00.000Z' })).status).toBe(
        200,
      );
      const rewards = await api('dan', 'GET', `/staking/${id}/interestRecords?offset=0&limit=365`);
      expect(rewards.status).toBe(200);
      const list = (rewards.body.data ?? rewards.body) as {
        date: string;
        dailyRewardAmount: string;
      }[];
      expect(list.map((r) => [r.date.slice(0, 10), plain(r.dailyRewardAmount)])).toEqual([
        ['2027-03-03', '0.41738'],
        ['2027-03-02', '0.41738'],
      ]);
      expect(plain((await staking(id)).interest_amount)).toBe('0.83476');

      // Inside the 28-day window (the term ends on 1 April): 1000 into T_NEXT at the term end.
      await adminCall(bank, '/clock', { set: '2027-03-20T12:00:00.000Z' });
      const plan = await api('dan', 'POST', '/staking/autoEnrollments/create', {
        stakingId: id,
        autoEnrollStakingProductCode: 'T_NEXT',
        autoEnrollAmount: '1000',
      });
      expect(plan.status).toBe(200);
      const before = plain(await accountBalance(bank, axc));

      const moved = await adminCall(bank, '/clock', { set: '2027-04-01T00:00:00.000Z' });
      expect(moved.body.stakings).toMatchObject({ reEnrolled: 1, failed: [] });
      const old = await staking(id);
      expect(old.status).toBe('CLAIMED');
      expect(plain(old.interest_amount)).toBe('12.5214');
      // 1247.08929 in all: 1000 re-enrolled, 247.08929 back to AXC.
      expect(plain(await accountBalance(bank, axc))).toBe(
        plain(String(decimal(before).plus('247.08929'))),
      );
      const list2 = await api('dan', 'GET', '/staking?offset=0&limit=90&order=desc');
      expect(list2.status).toBe(200);
      const mine = (list2.body.data ?? list2.body) as {
        id: string;
        status: string;
        amount: string;
        autoEnrollments: { executedAt?: string | null }[];
      }[];
      // The old staking's auto-enrollment says when it was carried out (the screen then speaks of it in the past).
      expect(mine.find((s) => s.id === id)!.autoEnrollments).toEqual([
        expect.objectContaining({ executedAt: '2027-04-01T00:00:00.000Z' }),
      ]);
      expect(mine.map((s) => [s.status, plain(s.amount)])).toEqual(
        expect.arrayContaining([
          ['IN_TERM', '1000'],
          ['CLAIMED', '1234.56789'],
        ]),
      );
      const figures = await overview('dan');
      expect(figures.stakingTotalBalance).toEqual({ AXC: { amount: '1000.00000' } });
      expect(figures.stakingTotalRewards).toEqual({ AXC: { amount: '12.52140' } });
    });
  });
});
