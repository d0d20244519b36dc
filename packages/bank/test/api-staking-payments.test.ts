import {
  addDays,
  allowTransferFromSchema,
  decimal,
  STAKING_MESSAGES,
  type Currency,
} from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usdRates } from '../src/modules/currency/service';
import { auditLedger } from '../src/modules/ledger/audit';
import { inTransaction, internalAccount, postTransaction } from '../src/modules/ledger/post';
import {
  payFromStaking,
  refundToStaking,
  STAKING_PAYMENT_MESSAGES,
  type StakingPaymentInput,
  type StakingRefundInput,
} from '../src/modules/stakings/payment';
import { spendableAmounts, spendWindows } from '../src/modules/stakings/spending';
import { ledgerCounts, suiteCustomers } from './api-support';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { insertTestStaking, plain } from './staking-support';

// Issue 13 §4, seed 002 §3 'Load request' / 'Issue card request' (fromStakingId), §8 the limits' texts; seed 001 §2
// Gift cards ('Sources can be accounts or stakings'), §7 GET /account/allow-transfer-from: a card or gift-card
// payment from a staking (stakings/payment.ts) posts balanced legs, takes the principal first, writes its activity
// with the spendable change; each deduction limit refuses with its exact text and posts nothing; a refund restores;
// concurrent payments never overdraw; allow-transfer-from lists the live stakings for the payment kinds only.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'staking-payments.test');
const { callers, accounts, get } = customers;

const books = () => ledgerCounts(bank);

/** Products of this suite: their own codes, so the sandbox catalogue does not matter here. */
const LIMITED = 'B3_TEST_LIMITED';
const OPEN = 'B3_TEST_OPEN';
const LIMITS = { daily: '100', weekly: '250', monthly: '300', deduction: '500' };

async function addProduct(code: string, limits: Partial<typeof LIMITS>, rate = '0.1') {
  await bank.ctx.db
    .insertInto('staking_products')
    .values({
      code,
      name: code,
      short_desc: '',
      long_desc: '',
      currency: 'AXC',
      annual_interest_rate: rate,
      term: 90,
      term_unit: 'DAYS',
      frequency: 'DAILY',
      room_remain: '100000000',
      daily_spend_limit: limits.daily ?? null,
      weekly_spend_limit: limits.weekly ?? null,
      monthly_spend_limit: limits.monthly ?? null,
      deduction_limit: limits.deduction ?? null,
      created_at: bank.clock.now(),
    })
    .execute();
}

/**
 * A staking of `who` in `product`, made the way an apply makes one: its own ledger account, the stakings row and
 * the customer's AXC posted into it (plus `interest` credited as rewards from the bank's interest expense).
 */
async function openStaking(
  who: string,
  product: string,
  amount: string,
  options: { interest?: string; status?: string } = {},
) {
  const now = bank.clock.now();
  const userId = callers[who]!.id;
  return inTransaction(bank.ctx.db, async (trx) => {
    const { id, accountId, publicId } = await insertTestStaking(trx, {
      userId,
      productCode: product,
      currency: 'AXC',
      fromAccountId: accounts[who]!.AXC!,
      amount,
      interestAmount: options.interest ?? '0',
      status: options.status ?? 'IN_TERM',
      termStartAt: now,
      termEndAt: addDays(now, 90),
      now,
    });
    if (options.interest) {
      const expense = await internalAccount(trx, 'INTEREST_EXPENSE', 'AXC');
      await postTransaction(trx, {
        type: 'INTEREST',
        method: 'INTEREST',
        amount: options.interest,
        currency: 'AXC',
        userId,
        legs: [
          { accountId: expense, amount: `-${options.interest}` },
          { accountId, amount: options.interest },
        ],
        createdAt: now,
      });
    }
    return { id, accountId, publicId };
  });
}

/** Claims a staking's whole balance back to the customer's AXC account, as a claim or close leaves it. */
async function empty(who: string, staking: { id: string; accountId: string }) {
  await inTransaction(bank.ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('stakings')
      .selectAll()
      .where('id', '=', staking.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const total = plain(decimal(row.amount).plus(row.interest_amount).toFixed());
    await postTransaction(trx, {
      type: 'STAKING_CLAIM',
      method: 'STAKING',
      amount: total,
      currency: 'AXC',
      userId: callers[who]!.id,
      legs: [
        { accountId: staking.accountId, amount: `-${total}` },
        { accountId: accounts[who]!.AXC!, amount: total },
      ],
      createdAt: bank.clock.now(),
    });
    await trx
      .updateTable('stakings')
      .set({ amount: '0', interest_amount: '0' })
      .where('id', '=', staking.id)
      .execute();
  });
}

let issuer: string;
let fees: string;

type PayOptions = Partial<StakingPaymentInput>;
/** A card load of `amount` from `who`'s staking, in its own database transaction, as the card issue will call it. */
async function pay(who: string, stakingId: string, amount: string, options: PayOptions = {}) {
  const rates = await usdRates(bank.ctx);
  return inTransaction(bank.ctx.db, (trx) =>
    payFromStaking(trx, {
      userId: callers[who]!.id,
      stakingId,
      amount,
      activity: 'LOAD_CARD',
      counterpartyAccountId: issuer,
      transaction: { type: 'STAKING_LOAD_TO_CARD', title: 'Card loaded from staking' },
      now: bank.clock.now(),
      usdRates: rates,
      ...options,
    }),
  );
}

async function refund(
  who: string,
  stakingId: string,
  amount: string,
  options: Partial<StakingRefundInput> = {},
) {
  const rates = await usdRates(bank.ctx);
  return inTransaction(bank.ctx.db, (trx) =>
    refundToStaking(trx, {
      userId: callers[who]!.id,
      stakingId,
      amount,
      activity: 'LOAD_CARD_REFUND',
      fromAccountId: issuer,
      transaction: { type: 'CARD_LOAD_REFUND' },
      now: bank.clock.now(),
      usdRates: rates,
      ...options,
    }),
  );
}

const stakingRow = (id: string) =>
  bank.ctx.db.selectFrom('stakings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const activities = (stakingId: string) =>
  bank.ctx.db
    .selectFrom('staking_activities')
    .selectAll()
    .where('staking_id', '=', stakingId)
    .orderBy('created_at')
    .execute();
/** Principal, rewards and the account's balance, as plain decimals. */
async function books3(staking: { id: string; accountId: string }) {
  const row = await stakingRow(staking.id);
  return {
    amount: plain(row.amount),
    interest: plain(row.interest_amount),
    balance: plain(await accountBalance(bank, staking.accountId)),
  };
}
async function spendable(id: string) {
  const row = await stakingRow(id);
  return (await spendableAmounts(bank.ctx.db, [row], bank.clock.now())).get(id);
}

/** A refusal: this status and message, and not a transaction, posting or activity more. */
async function expectRefused(
  attempt: () => Promise<unknown>,
  statusCode: number,
  message: string,
  stakingId: string,
) {
  const before = { books: await books(), activities: (await activities(stakingId)).length };
  const row = await stakingRow(stakingId);
  await expect(attempt()).rejects.toMatchObject({ statusCode, message });
  expect(await books()).toEqual(before.books);
  expect((await activities(stakingId)).length).toBe(before.activities);
  expect(await stakingRow(stakingId)).toEqual(row);
}

const allowFrom = (who: string, query: string) => get(who, `/account/allow-transfer-from?${query}`);

describe.skipIf(engineUnavailable)(`stakings as a payment source (${engine})`, () => {
  beforeAll(async () => {
    // 2026-11-21 is a Saturday: its ISO week started on Monday 16th.
    bank = await startTestBank({ NOW: '2026-11-21T12:00:00Z' });
    await customers.add('ada', 'acme@demo.test');
    await customers.add('bob', 'acme@demo.test');
    await customers.add('cat', 'acme@demo.test');
    // No rewards: the limits test moves the clock across days, and a payment first credits the days ended.
    await addProduct(LIMITED, LIMITS, '0');
    await addProduct(OPEN, {});
    issuer = await internalAccount(bank.ctx.db, 'CARD_ISSUER', 'AXC');
    fees = await internalAccount(bank.ctx.db, 'FEES', 'AXC');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('counts its windows in UTC: the day, the ISO week from Monday, the calendar month', () => {
    expect(spendWindows(new Date('2026-11-21T12:00:00Z'))).toEqual({
      day: new Date('2026-11-21T00:00:00Z'),
      week: new Date('2026-11-16T00:00:00Z'),
      month: new Date('2026-11-01T00:00:00Z'),
    });
    // A Monday starts its own week; a Sunday belongs to the week of the Monday before.
    expect(spendWindows(new Date('2026-11-30T00:00:00Z')).week).toEqual(
      new Date('2026-11-30T00:00:00Z'),
    );
    expect(spendWindows(new Date('2026-11-29T23:59:59Z')).week).toEqual(
      new Date('2026-11-23T00:00:00Z'),
    );
  });

  it('a payment posts balanced legs, takes the principal then the rewards, and writes its activity', async () => {
    const staking = await openStaking('ada', OPEN, '1000', { interest: '10.5' });
    expect(await books3(staking)).toEqual({ amount: '1000', interest: '10.5', balance: '1010.5' });
    const issuerBefore = await accountBalance(bank, issuer);
    const counts = await books();

    const paid = await pay('ada', staking.id, '1005.25', {
      activity: 'ISSUE_CARD',
      transaction: { type: 'CARD_ISSUE', title: 'Card issue', meta: { cardId: 'card-1' } },
      activityMeta: { cardId: 'card-1' },
    });

    expect(await books()).toEqual({
      transactions: counts.transactions + 1,
      postings: counts.postings + 2,
    });
    expect(await books3(staking)).toEqual({ amount: '0', interest: '5.25', balance: '5.25' });
    expect(paid).toMatchObject({
      transactionId: expect.any(String),
      activityId: expect.any(String),
      stakingAccountId: staking.accountId,
      amount: '0',
      interestAmount: '5.25',
    });
    expect(plain(paid.stakingBalance)).toBe('5.25');
    expect(plain(await accountBalance(bank, issuer))).toBe(
      plain(decimal(issuerBefore).plus('1005.25').toFixed()),
    );
    const postings = await bank.ctx.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', paid.transactionId)
      .execute();
    expect(postings.map((p) => [p.account_id, plain(p.amount)]).sort()).toEqual(
      [
        [staking.accountId, '-1005.25'],
        [issuer, '1005.25'],
      ].sort(),
    );
    const tx = await bank.ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', paid.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      type: 'CARD_ISSUE',
      method: 'STAKING',
      currency: 'AXC',
      user_id: callers.ada!.id,
    });
    expect(tx.meta).toMatchObject({
      cardId: 'card-1',
      stakingId: staking.id,
      stakingActivity: 'ISSUE_CARD',
    });

    const activity = (await activities(staking.id)).at(-1)!;
    // 1005.25 AXC at 0.0245 USD = 24.628625 USD, rounded down to cents.
    expect(activity).toMatchObject({
      type_code: 'ISSUE_CARD',
      title: 'Card issued',
      currency: 'AXC',
      transaction_id: paid.transactionId,
    });
    expect(plain(activity.amount_changed)).toBe('-1005.25');
    expect(activity.meta).toEqual({
      cardId: 'card-1',
      principalChanged: '-1000',
      interestChanged: '-5.25',
      fromUserSpendableAmountChange: {
        amountChangedInAxc: '-1005.25000',
        amountChangedInUsd: '-24.62',
      },
    });
    expect(paid.spendableChange).toEqual({
      amountChangedInAxc: '-1005.25000',
      amountChangedInUsd: '-24.62',
    });
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('takes extra legs (a fee) in the same transaction; they may not touch the staking', async () => {
    const staking = await openStaking('ada', OPEN, '100');
    const feesBefore = await accountBalance(bank, fees);
    // 10 AXC taken: 9 to the card issuer, 1 on to the bank's fees.
    const paid = await pay('ada', staking.id, '10', {
      activity: 'BUY_GIFT_CARD',
      transaction: { type: 'GIFT_CARD_ORDER', method: 'GIFT_CARD' },
      extraLegs: [
        { accountId: issuer, amount: '-1' },
        { accountId: fees, amount: '1' },
      ],
    });
    expect(await books3(staking)).toEqual({ amount: '90', interest: '0', balance: '90' });
    expect(plain(await accountBalance(bank, fees))).toBe(
      plain(decimal(feesBefore).plus('1').toFixed()),
    );
    const postings = await bank.ctx.db
      .selectFrom('postings')
      .select(['amount'])
      .where('transaction_id', '=', paid.transactionId)
      .execute();
    expect(postings).toHaveLength(4);
    await expect(
      pay('ada', staking.id, '1', {
        extraLegs: [
          { accountId: staking.accountId, amount: '-1' },
          { accountId: fees, amount: '1' },
        ],
      }),
    ).rejects.toThrow(/may not touch/);
    expect(await books3(staking)).toEqual({ amount: '90', interest: '0', balance: '90' });
  });

  it('refuses a bad amount, a balance short of it, a staking that is not live, and another customer’s', async () => {
    const staking = await openStaking('ada', OPEN, '50');
    for (const amount of ['0', '-1', '1.000001', 'ten'])
      await expectRefused(
        () => pay('ada', staking.id, amount),
        400,
        STAKING_PAYMENT_MESSAGES.invalidAmount('AXC'),
        staking.id,
      );
    // Seed 002 §8: 'Insufficient funds' (the card load shows it as 'Service temporarily unavailable …').
    await expectRefused(
      () => pay('ada', staking.id, '50.00001'),
      422,
      'Insufficient funds',
      staking.id,
    );
    await expectRefused(
      () => pay('bob', staking.id, '1'),
      404,
      STAKING_PAYMENT_MESSAGES.notFound,
      staking.id,
    );
    await expectRefused(
      () => refund('bob', staking.id, '1'),
      404,
      STAKING_PAYMENT_MESSAGES.notFound,
      staking.id,
    );
    for (const status of ['SUSPENDED', 'FROZEN', 'CLAIMED', 'CLOSED']) {
      const other = await openStaking('ada', OPEN, '20', { status });
      if (status === 'CLAIMED' || status === 'CLOSED') await empty('ada', other);
      await expectRefused(
        () => pay('ada', other.id, '1'),
        422,
        STAKING_PAYMENT_MESSAGES.notLive(status),
        other.id,
      );
      expect(await spendable(other.id)).toBe('0.00000');
    }
    expect(STAKING_PAYMENT_MESSAGES.notLive('FROZEN')).toBe('A staking that is frozen cannot pay');
  });

  it("refuses each deduction limit with the spec's text, in order, and a refund frees its room", async () => {
    const start = bank.clock.now();
    // Wednesday 25 November 2026 (its ISO week started on Monday 23rd).
    bank.clock.set(new Date('2026-11-25T10:00:00Z'));
    const day = (date: string) => bank.clock.set(new Date(`${date}T10:00:00Z`));
    const staking = await openStaking('cat', LIMITED, '1000');
    expect(await spendable(staking.id)).toBe('100.00000');
    try {
      // Wed 25: 60 + 40 = the daily 100; 50 more is refused.
      await pay('cat', staking.id, '60');
      await expectRefused(
        () => pay('cat', staking.id, '50'),
        422,
        STAKING_MESSAGES.dailySpendLimit,
        staking.id,
      );
      expect(STAKING_MESSAGES.dailySpendLimit).toBe("Exceeded staking's daily spend limit");
      await pay('cat', staking.id, '40');
      expect(await spendable(staking.id)).toBe('0.00000');

      // Thu 26: 100 (the week holds 200). Fri 27: 50 left of the weekly 250; 60 is refused, 50 passes.
      day('2026-11-26');
      await pay('cat', staking.id, '100');
      day('2026-11-27');
      expect(await spendable(staking.id)).toBe('50.00000');
      await expectRefused(
        () => pay('cat', staking.id, '60'),
        422,
        STAKING_MESSAGES.weeklySpendLimit,
        staking.id,
      );
      expect(STAKING_MESSAGES.weeklySpendLimit).toBe("Exceeded staking's weekly spend limit");
      await pay('cat', staking.id, '50');
      expect(await spendable(staking.id)).toBe('0.00000');

      // Mon 30: a new week, but November holds 250 of the monthly 300: 60 is refused, 50 passes.
      day('2026-11-30');
      expect(await spendable(staking.id)).toBe('50.00000');
      await expectRefused(
        () => pay('cat', staking.id, '60'),
        422,
        STAKING_MESSAGES.monthlySpendLimit,
        staking.id,
      );
      expect(STAKING_MESSAGES.monthlySpendLimit).toBe("Exceeded staking's monthly spend limit");
      await pay('cat', staking.id, '50');

      // Tue 1 and Wed 2 December: a new month; 100 a day reaches the deduction limit of 500 over the staking's life.
      day('2026-12-01');
      expect(await spendable(staking.id)).toBe('100.00000');
      await pay('cat', staking.id, '100');
      day('2026-12-02');
      await pay('cat', staking.id, '100');
      // Both the daily and the deduction limit are passed: the daily one is checked first.
      await expectRefused(
        () => pay('cat', staking.id, '1'),
        422,
        STAKING_MESSAGES.dailySpendLimit,
        staking.id,
      );
      // Thu 3: the week (from Monday 30th) is full. Mon 7: a new week, but the staking's life holds 500.
      day('2026-12-03');
      expect(await spendable(staking.id)).toBe('0.00000');
      await expectRefused(
        () => pay('cat', staking.id, '0.00001'),
        422,
        STAKING_MESSAGES.weeklySpendLimit,
        staking.id,
      );
      day('2026-12-07');
      expect(await spendable(staking.id)).toBe('0.00000');
      await expectRefused(
        () => pay('cat', staking.id, '0.00001'),
        422,
        STAKING_MESSAGES.deductionLimit,
        staking.id,
      );
      expect(STAKING_MESSAGES.deductionLimit).toBe('Exceeded staking deduction limit');

      // A refund: back to the principal, with toUserSpendableAmountChange; it frees that much of every limit.
      expect(await books3(staking)).toEqual({ amount: '500', interest: '0', balance: '500' });
      const counts = await books();
      const back = await refund('cat', staking.id, '30', { activityMeta: { cardId: 'card-9' } });
      expect(await books()).toEqual({
        transactions: counts.transactions + 1,
        postings: counts.postings + 2,
      });
      expect(await books3(staking)).toEqual({ amount: '530', interest: '0', balance: '530' });
      const activity = (await activities(staking.id)).find((a) => a.id === back.activityId)!;
      expect(activity).toMatchObject({ type_code: 'LOAD_CARD_REFUND', title: 'Card load refund' });
      expect(plain(activity.amount_changed)).toBe('30');
      expect(activity.meta).toEqual({
        cardId: 'card-9',
        principalChanged: '30',
        interestChanged: '0',
        // 30 AXC at 0.0245 = 0.735 USD, rounded down.
        toUserSpendableAmountChange: { amountChangedInAxc: '30.00000', amountChangedInUsd: '0.73' },
      });
      expect(await spendable(staking.id)).toBe('30.00000');
      await pay('cat', staking.id, '30');
      // A refund of more than the staking has paid (net) is refused.
      await expectRefused(
        () => refund('cat', staking.id, '500.00001'),
        422,
        STAKING_PAYMENT_MESSAGES.refundTooHigh,
        staking.id,
      );
      expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
    } finally {
      bank.clock.set(start);
    }
  });

  it('refuses a refund into a claimed or closed staking (its account must stay empty)', async () => {
    const staking = await openStaking('ada', OPEN, '40');
    await pay('ada', staking.id, '15');
    await empty('ada', staking);
    await bank.ctx.db
      .updateTable('stakings')
      .set({ status: 'CLOSED' })
      .where('id', '=', staking.id)
      .execute();
    await expectRefused(
      () => refund('ada', staking.id, '10'),
      409,
      STAKING_PAYMENT_MESSAGES.closed,
      staking.id,
    );
  });

  it('concurrent payments never overdraw a staking nor pass its limits', async () => {
    const open = await openStaking('bob', OPEN, '100');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => pay('bob', open.id, '30')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 422,
        message: 'Insufficient funds',
      });
    expect(await books3(open)).toEqual({ amount: '10', interest: '0', balance: '10' });

    const limited = await openStaking('bob', LIMITED, '1000');
    const limitedResults = await Promise.allSettled(
      Array.from({ length: 6 }, () => pay('bob', limited.id, '30')),
    );
    expect(limitedResults.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of limitedResults.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 422,
        message: STAKING_MESSAGES.dailySpendLimit,
      });
    expect(await books3(limited)).toEqual({ amount: '910', interest: '0', balance: '910' });
    expect(await activities(limited.id)).toHaveLength(3);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('allow-transfer-from lists live stakings with their spendable amount for the payment kinds only', async () => {
    // dan: a fresh customer with one staking of each kind of interest.
    await customers.add('dan', 'acme@demo.test');
    // A second apart, so 'newest first' is one order.
    const next = () => bank.clock.advance(1000);
    const live = await openStaking('dan', LIMITED, '1000');
    next();
    const small = await openStaking('dan', OPEN, '20');
    next();
    const created = await openStaking('dan', OPEN, '5', { status: 'CREATED' });
    next();
    const suspended = await openStaking('dan', OPEN, '70', { status: 'SUSPENDED' });
    next();
    const spent = await openStaking('dan', OPEN, '15');
    await pay('dan', spent.id, '15');
    await pay('dan', live.id, '25');
    // A transfer to a member may come from every ACTIVE account: the same list.
    const activeIds = (
      await allowFrom('dan', 'transactionType=TRANSFER_BETWEEN_MEMBERS')
    ).body.accounts.map((a: { id: string }) => a.id);

    for (const kind of ['CARD_ISSUE', 'CARD_CONVERT_TO_PHYSICAL', 'CARD_LOAD', 'GIFT_CARD_ORDER']) {
      const res = await allowFrom('dan', `transactionType=${kind}`);
      expect(res.status).toBe(200);
      const body = allowTransferFromSchema.parse(res.body);
      // Newest first; the suspended one and the one with nothing left are not listed.
      expect(body.stakings.map((s) => [s.id, s.status, s.spendableAmount])).toEqual([
        [created.id, 'CREATED', '5.00000'],
        [small.id, 'IN_TERM', '20.00000'],
        [live.id, 'IN_TERM', '75.00000'],
      ]);
      const listed = body.stakings.find((s) => s.id === live.id)!;
      expect(listed).toMatchObject({
        publicId: live.publicId,
        amount: '975.00000',
        interestAmount: '0.00000',
        currency: 'AXC',
        productCode: LIMITED,
        // 75 AXC at 0.0245 USD.
        maximumWithdrawUsdAmount: '1.83',
        interestRecords: [],
      });
      // Every ACTIVE account, whatever its currency (core PAYMENT_SOURCE_CURRENCIES).
      expect(body.accounts.map((a) => a.id)).toEqual(activeIds);
    }
    expect(suspended.id).not.toBe('');
    expect(activeIds.length).toBeGreaterThan(1);

    // validSpendableAmount (and validAmount) filter stakings by their spendable amount, converted at the bank's rate:
    // 20 AXC = 0.49 USD, 75 AXC = 1.8375 USD, 5 AXC = 0.1225 USD.
    const filtered = async (query: string) =>
      allowTransferFromSchema
        .parse((await allowFrom('dan', `transactionType=CARD_LOAD&${query}`)).body)
        .stakings.map((s) => s.id);
    expect(await filtered('validSpendableAmount=0.49&validSpendableAmountCurrency=USD')).toEqual([
      small.id,
      live.id,
    ]);
    expect(await filtered('validSpendableAmount=0.5&validSpendableAmountCurrency=USD')).toEqual([
      live.id,
    ]);
    expect(await filtered('validAmount=20')).toEqual([small.id, live.id]);
    expect(await filtered('validAmount=75.00001')).toEqual([]);

    // The transfer kinds never list a staking, and answer as before.
    for (const kind of ['TRANSFER_BETWEEN_ACCOUNTS', 'TRANSFER_BETWEEN_MEMBERS', 'WIRE_TRANSFER']) {
      const res = await allowFrom('dan', `transactionType=${kind}`);
      expect(res.status).toBe(200);
      expect(res.body.stakings).toEqual([]);
      expect(res.body.accounts.length).toBeGreaterThan(0);
    }
    const wire = (await allowFrom('dan', 'transactionType=WIRE_TRANSFER')).body.accounts as {
      currency: Currency;
    }[];
    expect(wire.every((a) => ['USD', 'EUR', 'GBP'].includes(a.currency))).toBe(true);
    // Another customer sees none of dan's stakings.
    const bobs = allowTransferFromSchema.parse(
      (await allowFrom('bob', 'transactionType=CARD_LOAD')).body,
    ).stakings;
    const dans: string[] = [live.id, small.id, created.id];
    expect(bobs.some((s) => dans.includes(s.id))).toBe(false);
    expect((await allowFrom('dan', 'transactionType=CARD_UNLOAD')).status).toBe(400);
  });

  it('allow-transfer-from for a payment kind needs the kind’s menu flag, not MENU_TRANSFER', async () => {
    await customers.add('eve', 'acme@demo.test');
    const setFeatures = async (change: (features: string[]) => string[]) => {
      const row = await bank.ctx.db
        .selectFrom('users')
        .select(['features'])
        .where('id', '=', callers.eve!.id)
        .executeTakeFirstOrThrow();
      await bank.ctx.db
        .updateTable('users')
        .set({ features: JSON.stringify(change(row.features as string[])) })
        .where('id', '=', callers.eve!.id)
        .execute();
    };
    await setFeatures((f) => f.filter((x) => x !== 'MENU_TRANSFER' && x !== 'MENU_CARDS'));
    expect((await allowFrom('eve', 'transactionType=GIFT_CARD_ORDER')).status).toBe(200);
    expect(await allowFrom('eve', 'transactionType=CARD_LOAD')).toMatchObject({
      status: 403,
      body: { message: 'Cards are not available to you' },
    });
    expect((await allowFrom('eve', 'transactionType=WIRE_TRANSFER')).status).toBe(403);
    await setFeatures((f) => f.filter((x) => x !== 'MENU_GIFT_CARDS'));
    expect(await allowFrom('eve', 'transactionType=GIFT_CARD_ORDER')).toMatchObject({
      status: 403,
      body: { message: 'Gift cards are not available to you' },
    });
  });

  it('leaves the books balanced', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.stakingMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
