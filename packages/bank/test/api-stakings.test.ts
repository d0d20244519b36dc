import {
  DEFAULT_ACTIVITIES_IN,
  compare,
  dailyReward,
  STAKING_MESSAGES,
  add,
  multiply,
  roundDown,
  subtract,
  userStakingSchema,
  stakingActivityPageSchema,
  stakingProductPageSchema,
} from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { inTransaction } from '../src/modules/ledger/post';
import { writeStakingActivity } from '../src/modules/stakings/ledger';
import { ensureStakingProducts } from '../src/modules/stakings/products';
import { ledgerCounts, suiteCustomers } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';
import { plain, stakingAccountBalance } from './staking-support';

// Seed 002 §4, §5, §7, §8, §9: the customer's staking calls. Pools listed per the §4 rule; apply (minimum 1, the
// server's text), add funds (each §4 condition refused on the bank's clock), claim only when READY_TO_CLAIM,
// auto-enrollment; each refusal a 4xx with nothing posted, another customer's staking 404, the flags 403; the
// activities' defaults; exact balances and the ledger audit after.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'stakings.test');
const { accounts, emails, get, post } = customers;
const customer = customers.add;

const balance = async (who: string, currency: string) =>
  plain(await accountBalance(bank, accounts[who]![currency]!));
const books = () => ledgerCounts(bank);
const room = async (code: string) =>
  plain(
    (
      await bank.ctx.db
        .selectFrom('staking_products')
        .select('room_remain')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).room_remain,
  );

const apply = (who: string, code: string, amount: string, currency = 'AXC', headers = {}) =>
  post(who, `/staking/${code}/apply`, { fromAccountId: accounts[who]![currency], amount }, headers);
const admin = (path: string, body: unknown) => adminCall(bank, path, body);
/** A staking made by the back office for `who`, applied `daysAgo` days before the bank's now. */
async function adminStaking(who: string, code: string, amount: string, daysAgo = 0) {
  const res = await admin('/stakings', {
    email: emails[who],
    productCode: code,
    amount,
    appliedAt: new Date(bank.clock.now().getTime() - daysAgo * 86_400_000).toISOString(),
  });
  expect(res.status).toBe(200);
  return res.body as { id: string; status: string; amount: string; interestAmount: string };
}
const setFlags = (who: string, body: { add?: string[]; remove?: string[] }) =>
  admin(`/users/${encodeURIComponent(emails[who]!)}/features`, body);

/** Expects a refusal with this status and message, and nothing posted. */
async function refused(
  call: () => Promise<{ status: number; body: { message?: string } }>,
  status: number,
  message: string | RegExp,
) {
  const before = await books();
  const res = await call();
  expect({ status: res.status, message: res.body.message }).toEqual({
    status,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
  expect(await books()).toEqual(before);
  return res;
}

describe.skipIf(engineUnavailable)(`stakings API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await ensureStakingProducts(bank.ctx.db, bank.clock.now());
    for (const label of ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'])
      await customer(label, 'acme@demo.test');
    await customer('sam', 'suspended@demo.test');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('lists the public, listed pools (§4), page 24, filtered by currency', async () => {
    const res = await get('ann', '/staking/available');
    expect(res.status).toBe(200);
    expect(stakingProductPageSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.data.map((p: { code: string }) => p.code)).toEqual([
      'AXC_FLEX_30D',
      'AXC_QUARTER_3M',
      'AXC_ANNUAL_1Y',
      'AXC_FIXED_6M',
      'USAX_SAVER_60D',
    ]);
    expect(res.body.totalCount).toBe(5);
    expect(res.body.data[0]).toEqual({
      code: 'AXC_FLEX_30D',
      name: 'AXC Flexible 30',
      shortDesc: expect.any(String),
      longDesc: expect.any(String),
      currency: 'AXC',
      annualInterestRate: '0.12',
      term: 30,
      termUnit: 'DAYS',
      frequency: 'DAILY',
      endAt: null,
      individualRoomLimit: '100000.00000',
      maximumApplyNumbers: -1,
      userAppliedNumbers: 0,
      roomRemain: '50000000.00000',
      isPrivate: false,
    });
    const usax = await get('ann', '/staking/available?currency=USAX');
    expect(usax.body.data.map((p: { code: string }) => p.code)).toEqual(['USAX_SAVER_60D']);
    const page = await get('ann', '/staking/available?offset=1&limit=2');
    expect(page.body.data.map((p: { code: string }) => p.code)).toEqual([
      'AXC_QUARTER_3M',
      'AXC_ANNUAL_1Y',
    ]);
    expect(page.body.totalCount).toBe(5);
  });

  it(`refuses an amount below 1 with the server's text (§8 '${STAKING_MESSAGES.minimumServer}'), nothing posted`, async () => {
    for (const amount of ['0.99999', '0', '-5', '0.5']) {
      const res = await refused(
        () => apply('ann', 'AXC_FLEX_30D', amount),
        400,
        /amount must be greater than or equal to 1/,
      );
      expect(res.body.message).toContain(STAKING_MESSAGES.minimumServer);
    }
    expect((await get('ann', '/staking')).body).toEqual({ data: [], totalCount: 0 });
  });

  it('applies from an AXC account: CREATED until the next 00:00 UTC, exact balances, room taken, activity', async () => {
    const before = await balance('ann', 'AXC');
    const roomBefore = await room('AXC_FLEX_30D');
    const res = await apply('ann', 'AXC_FLEX_30D', '1000.12345');
    expect(res.status).toBe(200);
    expect(userStakingSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      name: 'AXC Flexible 30',
      amount: '1000.12345',
      currency: 'AXC',
      interestAmount: '0.00000',
      // What a payment may take now: spending.ts (the pool's spend limits apply).
      spendableAmount: expect.stringMatching(/^\d+\.\d{5}$/),
      annualInterestRate: '0.12',
      status: 'CREATED',
      createdAt: '2026-11-21T12:00:00.000Z',
      termStartAt: '2026-11-22T00:00:00.000Z',
      termEndAt: '2026-12-22T00:00:00.000Z',
      term: 30,
      termUnit: 'DAYS',
      frequency: 'DAILY',
      productCode: 'AXC_FLEX_30D',
      productRoomRemain: '49998999.87655',
      productEndAt: null,
      productIndividualRoomLimit: '100000.00000',
      stakingProductIsPrivate: false,
      enableAddAmount: true,
      rateInUsd: '0.0245',
      interestRecords: [],
      autoEnrollments: [],
    });
    expect(res.body.publicId).toMatch(/^ST[0-9A-F]{12}$/);
    // spendable × rate, rounded down to cents.
    expect(res.body.maximumWithdrawUsdAmount).toBe(
      roundDown(multiply(res.body.spendableAmount, '0.0245'), 2),
    );
    expect(await balance('ann', 'AXC')).toBe(subtract(before, '1000.12345'));
    expect(await stakingAccountBalance(bank, res.body.id)).toBe('1000.12345');
    expect(await room('AXC_FLEX_30D')).toBe(subtract(roomBefore, '1000.12345'));

    const list = await get('ann', '/staking');
    expect(list.body.totalCount).toBe(1);
    expect(list.body.data[0]).toEqual(res.body);
    expect((await get('ann', `/staking/${res.body.id}`)).body).toEqual(res.body);
    expect((await get('ann', `/staking/${res.body.publicId}`)).body.id).toBe(res.body.id);

    const activities = await get('ann', `/staking/activities?stakingId=${res.body.id}`);
    expect(stakingActivityPageSchema.parse(activities.body)).toEqual(activities.body);
    expect(activities.body.totalCount).toBe(1);
    const [created] = activities.body.data;
    expect(created).toMatchObject({
      title: 'Staking created',
      amountChanged: '1000.12345',
      currency: 'AXC',
      completedAt: '2026-11-21T12:00:00.000Z',
      stakingActivityTypeCode: 'CUSTOMER_CREATE',
      staking: { id: res.body.id, publicId: res.body.publicId },
      metaData: {
        fromUserSpendableAmountChange: {
          amountChangedInAxc: '-1000.12345',
          amountChangedInUsd: '-24.50',
        },
      },
    });
    const detail = await get('ann', `/staking/activities/${created.id}`);
    expect(detail.body).toEqual(created);
    expect(detail.body.internalTransaction).toEqual({
      publicId: expect.stringMatching(/^TX/),
      from: {
        firstName: 'Wile',
        lastName: 'Coyote',
        email: emails.ann,
        accountPublicId: expect.stringMatching(/^AXC/),
      },
      to: {
        firstName: 'Wile',
        lastName: 'Coyote',
        email: emails.ann,
        accountPublicId: res.body.publicId,
      },
    });
    // The customer's history shows the posting (STAKING_CREATED) on the AXC account.
    const history = await get('ann', `/account/transaction?accountId=${accounts.ann!.AXC}&limit=1`);
    expect(history.body.data[0]).toMatchObject({ type: 'STAKING_CREATED', amount: '1000.12345' });
    expect((await get('ann', '/staking/available')).body.data[0].userAppliedNumbers).toBe(1);
  });

  it('applies to the USAX pool from a USAX account, once per Idempotency-Key', async () => {
    const before = await balance('bob', 'USAX');
    const headers = { 'Idempotency-Key': 'usax-apply-1' };
    const first = await apply('bob', 'USAX_SAVER_60D', '100', 'USAX', headers);
    expect(first.status).toBe(200);
    const again = await apply('bob', 'USAX_SAVER_60D', '100', 'USAX', headers);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({
      currency: 'USAX',
      amount: '100.00000',
      rateInUsd: '1',
      maximumWithdrawUsdAmount: '100.00',
      termEndAt: '2027-01-21T00:00:00.000Z',
    });
    expect(await balance('bob', 'USAX')).toBe(subtract(before, '100'));
    expect((await get('bob', '/staking')).body.totalCount).toBe(1);
  });

  it('refuses each bad apply with its message, nothing posted', async () => {
    const M = (m: string) => m;
    await refused(
      () => apply('bob', 'AXC_FLEX_30D', '10.123456'),
      400,
      M('amount must have at most 5 decimals'),
    );
    await refused(() => apply('bob', 'NO_SUCH_POOL', '10'), 404, 'Staking product not found');
    await refused(() => apply('bob', 'AXC_PRIVATE_90D', '10'), 404, 'Staking product not found');
    // A full pool (bob never applied to it) says it is full, not that he applied too often (issue 42).
    await refused(
      () => apply('bob', 'AXC_FULL_14D', '10'),
      422,
      'There is not enough room left in this staking pool',
    );
    await refused(
      () => apply('bob', 'AXC_FLEX_30D', '10', 'USD'),
      400,
      'Choose an AXC account for this staking',
    );
    await refused(
      () =>
        post('bob', '/staking/AXC_FLEX_30D/apply', {
          fromAccountId: accounts.ann!.AXC,
          amount: '10',
        }),
      404,
      'Account not found',
    );
    await refused(
      () => apply('bob', 'AXC_FLEX_30D', '100000.00001'),
      422,
      "amount must not be above this pool's limit per staking of 100000.00000 AXC",
    );
    await refused(
      () => apply('bob', 'USAX_SAVER_60D', '5000', 'USAX'),
      422,
      'You do not have enough balance for this transaction',
    );
    // One staking per member in the annual pool.
    expect((await apply('bob', 'AXC_ANNUAL_1Y', '10')).status).toBe(200);
    await refused(
      () => apply('bob', 'AXC_ANNUAL_1Y', '10'),
      409,
      'You cannot apply to this staking pool again',
    );
    const pools = await get('bob', '/staking/available');
    expect(pools.body.data.map((p: { code: string }) => p.code)).not.toContain('AXC_ANNUAL_1Y');
    // A pool with little room left: the room is checked (and taken by a conditional update).
    await admin('/staking-products', {
      code: 'TEST_SMALL_ROOM',
      name: 'Small room',
      currency: 'AXC',
      annualInterestRate: '0.1',
      term: 10,
      termUnit: 'DAYS',
      frequency: 'DAILY',
      roomRemain: '50',
    });
    await refused(
      () => apply('bob', 'TEST_SMALL_ROOM', '50.00001'),
      422,
      'There is not enough room left in this staking pool',
    );
    expect((await apply('bob', 'TEST_SMALL_ROOM', '50')).status).toBe(200);
    expect(await room('TEST_SMALL_ROOM')).toBe('0');
    // Issue 42: the full pool (unlimited applies) is no longer listed, and a late Apply says it is full.
    const listed = await get('bob', '/staking/available');
    expect(listed.body.data.map((p: { code: string }) => p.code)).not.toContain('TEST_SMALL_ROOM');
    await refused(
      () => apply('bob', 'TEST_SMALL_ROOM', '1'),
      422,
      'There is not enough room left in this staking pool',
    );
  });

  it('gates every call: ACTIVE with MENU_STAKINGS, and each action its flag (403)', async () => {
    await setFlags('cat', {
      remove: [
        'STAKINGS_APPLY',
        'STAKINGS_PRODUCTS',
        'STAKINGS_ADD_AMOUNT',
        'STAKINGS_RE_ENROLLMENT',
      ],
    });
    await refused(
      () => apply('cat', 'AXC_FLEX_30D', '10'),
      403,
      'Applying to a staking pool is not available to you',
    );
    expect((await get('cat', '/staking/available')).body).toEqual({
      statusCode: 403,
      message: 'Staking pools are not available to you',
    });
    const own = await adminStaking('cat', 'AXC_FLEX_30D', '10');
    await refused(
      () =>
        post('cat', `/staking/${own.id}/add-amount`, {
          fromAccountId: accounts.cat!.AXC,
          amount: '1',
        }),
      403,
      'Adding funds to a staking is not available to you',
    );
    await refused(
      () =>
        post('cat', '/staking/autoEnrollments/create', {
          stakingId: own.id,
          autoEnrollStakingProductCode: 'AXC_FLEX_30D',
          autoEnrollAmount: '1',
        }),
      403,
      'Re-enrollment is not available to you',
    );
    expect((await get('cat', '/staking')).status).toBe(200);
    await setFlags('cat', { remove: ['MENU_STAKINGS'] });
    for (const path of ['/staking', `/staking/${own.id}`, '/staking/activities'])
      expect((await get('cat', path)).body).toEqual({
        statusCode: 403,
        message: 'Staking is not available to you',
      });
    expect((await get('sam', '/staking')).status).toBe(403);
    expect((await get('sam', '/staking')).body.message).toMatch(/suspended/);
  });

  it("answers 404 for another customer's staking, activity and auto-enrollment", async () => {
    const anns = (await get('ann', '/staking')).body.data[0];
    const activity = (await get('ann', '/staking/activities')).body.data[0];
    for (const path of [
      `/staking/${anns.id}`,
      `/staking/${anns.publicId}`,
      `/staking/${anns.id}/interestRecords`,
      `/staking/activities?stakingId=${anns.id}`,
    ])
      expect({ path, ...(await get('dan', path)) }).toEqual({
        path,
        status: 404,
        body: { statusCode: 404, message: 'Staking not found' },
      });
    expect((await get('dan', `/staking/activities/${activity.id}`)).body.message).toBe(
      'Staking activity not found',
    );
    await refused(
      () =>
        post('dan', `/staking/${anns.id}/add-amount`, {
          fromAccountId: accounts.dan!.AXC,
          amount: '1',
        }),
      404,
      'Staking not found',
    );
    await refused(
      () => post('dan', `/staking/${anns.id}/claim`, { toAccountId: accounts.dan!.AXC }),
      404,
      'Staking not found',
    );
    expect((await get('dan', '/staking/activities')).body).toEqual({ data: [], totalCount: 0 });
  });

  it('adds funds: principal and room, STAKING_LOAD_AMOUNT, CUSTOMER_ADD_AMOUNT (the 1 AXC minimum, as the screen says)', async () => {
    const staking = (await apply('dan', 'AXC_FLEX_30D', '500')).body;
    const before = await balance('dan', 'AXC');
    const roomBefore = await room('AXC_FLEX_30D');
    bank.clock.advance(1000);
    // Issue 29 #10: below the pool minimum is refused with the rule's own message, nothing posted.
    await refused(
      () =>
        post('dan', `/staking/${staking.id}/add-amount`, {
          fromAccountId: accounts.dan!.AXC,
          amount: '0.5',
        }),
      400,
      `${STAKING_MESSAGES.minimumServer} AXC`,
    );
    const res = await post('dan', `/staking/${staking.id}/add-amount`, {
      fromAccountId: accounts.dan!.AXC,
      amount: '1.5',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: '501.50000', status: 'CREATED' });
    expect(await balance('dan', 'AXC')).toBe(subtract(before, '1.5'));
    expect(await stakingAccountBalance(bank, staking.id)).toBe('501.5');
    expect(await room('AXC_FLEX_30D')).toBe(subtract(roomBefore, '1.5'));
    const [added] = (await get('dan', `/staking/activities?stakingId=${staking.id}`)).body.data;
    expect(added).toMatchObject({
      stakingActivityTypeCode: 'CUSTOMER_ADD_AMOUNT',
      title: 'Amount added',
      amountChanged: '1.50000',
      metaData: {
        fromUserSpendableAmountChange: {
          amountChangedInAxc: '-1.50000',
          amountChangedInUsd: '-0.03',
        },
      },
    });
    await refused(
      () =>
        post('dan', `/staking/${staking.id}/add-amount`, {
          fromAccountId: accounts.dan!.AXC,
          amount: '0',
        }),
      400,
      `${STAKING_MESSAGES.minimumServer} AXC`,
    );
    await refused(
      () =>
        post('dan', `/staking/${staking.id}/add-amount`, {
          fromAccountId: accounts.dan!.USAX,
          amount: '1',
        }),
      400,
      'Choose an AXC account for this staking',
    );
    // The per-staking limit caps the room: 100000 − 501.5.
    await refused(
      () =>
        post('dan', `/staking/${staking.id}/add-amount`, {
          fromAccountId: accounts.dan!.AXC,
          amount: '99498.50001',
        }),
      422,
      'amount must not be above the room left in this staking: 99498.50000 AXC',
    );
  });

  it('refuses Add Funds for each §4 condition, on the bank clock (409, 422 without room)', async () => {
    const addTo = (id: string, amount = '1') =>
      post('eve', `/staking/${id}/add-amount`, { fromAccountId: accounts.eve!.AXC, amount });
    // Re-enrollment open: IN_TERM, the term ends within 28 days (applied 5 days ago, 30-day term).
    const open = await adminStaking('eve', 'AXC_FLEX_30D', '100', 5);
    expect(open.status).toBe('IN_TERM');
    await refused(() => addTo(open.id), 409, 'Re-enrollment is open');
    // enableAddAmount false.
    const fixed = (await apply('eve', 'AXC_FIXED_6M', '100')).body;
    await refused(() => addTo(fixed.id), 409, 'Adding funds is not enabled for this staking');
    // Not CREATED or IN_TERM.
    const paused = (await apply('eve', 'AXC_QUARTER_3M', '100')).body;
    await admin(`/stakings/${paused.id}/suspend`, {});
    await refused(
      () => addTo(paused.id),
      409,
      'Funds can only be added while the staking is created or in term',
    );
    // Private pool.
    const secret = await adminStaking('eve', 'AXC_PRIVATE_90D', '100');
    await refused(() => addTo(secret.id), 409, 'Funds cannot be added to a private staking');
    // The term has ended while the clock's timer has not run yet (the row still says IN_TERM): the add first
    // catches the staking up, which ends its term, so it is refused as no longer in term (and, refused, the whole
    // database transaction is undone: the timer's next run ends the term for good).
    const ended = await adminStaking('eve', 'AXC_QUARTER_3M', '100', 10);
    await bank.ctx.db
      .updateTable('stakings')
      .set({ term_end_at: new Date(bank.clock.now().getTime() - 1000) })
      .where('id', '=', ended.id)
      .execute();
    await refused(
      () => addTo(ended.id),
      409,
      'Funds can only be added while the staking is created or in term',
    );
    // The product has ended.
    const product = {
      code: 'TEST_ENDING',
      name: 'Ending pool',
      currency: 'AXC',
      annualInterestRate: '0.1',
      term: 3,
      termUnit: 'MONTHS',
      frequency: 'MONTHLY',
      roomRemain: '1000',
    };
    expect((await admin('/staking-products', product)).status).toBe(200);
    const ending = (await apply('eve', 'TEST_ENDING', '100')).body;
    await admin('/staking-products', {
      ...product,
      roomRemain: '900',
      endAt: '2026-11-01T00:00:00Z',
    });
    await refused(() => addTo(ending.id), 409, 'The staking product has ended');
    expect(
      (await get('eve', '/staking/available')).body.data.map((p: { code: string }) => p.code),
    ).not.toContain('TEST_ENDING');
    await refused(() => apply('eve', 'TEST_ENDING', '10'), 409, 'This staking pool has ended');
    // No room left: the per-staking limit reached.
    const full = (await apply('eve', 'AXC_FLEX_30D', '100000')).body;
    await refused(() => addTo(full.id), 422, 'There is no room left in this staking');
  });

  it('blocks Add Funds for open re-enrollment only where the re-enrollment feature is on (issue 29 #9)', async () => {
    const open = await adminStaking('ann', 'AXC_FLEX_30D', '100', 5);
    expect(open.status).toBe('IN_TERM');
    const addTo = () =>
      post('ann', `/staking/${open.id}/add-amount`, {
        fromAccountId: accounts.ann!.AXC,
        amount: '1',
      });
    await refused(addTo, 409, 'Re-enrollment is open');
    expect((await setFlags('ann', { remove: ['STAKINGS_RE_ENROLLMENT'] })).status).toBe(200);
    try {
      const res = await addTo();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ amount: '101.00000' });
    } finally {
      await setFlags('ann', { add: ['STAKINGS_RE_ENROLLMENT'] });
    }
  });

  it('claims only when READY_TO_CLAIM: the whole balance to the AXC account, CLAIMED, CLAIM activity', async () => {
    const created = (await apply('fay', 'AXC_FLEX_30D', '10')).body;
    await refused(
      () => post('fay', `/staking/${created.id}/claim`, { toAccountId: accounts.fay!.AXC }),
      409,
      'This staking cannot be claimed now',
    );
    const ready = await adminStaking('fay', 'AXC_FLEX_30D', '250.5', 40);
    expect(ready.status).toBe('READY_TO_CLAIM');
    await refused(
      () => post('fay', `/staking/${ready.id}/claim`, { toAccountId: accounts.fay!.USD }),
      400,
      'Choose an AXC account for this staking',
    );
    const before = await balance('fay', 'AXC');
    const current = (await get('fay', `/staking/${ready.id}`)).body;
    bank.clock.advance(1000);
    const res = await post('fay', `/staking/${ready.id}/claim`, { toAccountId: accounts.fay!.AXC });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CLAIMED', spendableAmount: '0.00000' });
    // The clock's timer had not run: the claim first credits the 30 days of the term, then pays out everything.
    const rewards = multiply(dailyReward('250.5', current.annualInterestRate), '30');
    expect(compare(res.body.interestAmount, rewards)).toBe(0);
    const total = add('250.5', rewards);
    expect(await balance('fay', 'AXC')).toBe(add(before, total));
    expect(await stakingAccountBalance(bank, ready.id)).toBe('0');
    const [claim] = (await get('fay', `/staking/activities?stakingId=${ready.id}`)).body.data;
    expect(claim).toMatchObject({
      stakingActivityTypeCode: 'CLAIM',
      amountChanged: `-${roundDown(total, 5)}`,
      metaData: { toUserSpendableAmountChange: { amountChangedInAxc: roundDown(total, 5) } },
    });
    expect(claim.internalTransaction.to.accountPublicId).toMatch(/^AXC/);
    await refused(
      () => post('fay', `/staking/${ready.id}/claim`, { toAccountId: accounts.fay!.AXC }),
      409,
      'This staking cannot be claimed now',
    );
    const claimed = await get('fay', '/staking?status=CLAIMED');
    expect(claimed.body.data.map((s: { id: string }) => s.id)).toEqual([ready.id]);
  });

  it('sets and updates the auto re-enrollment while it is open (§4, §5 messages)', async () => {
    const create = (body: Record<string, unknown>) =>
      post('fay', '/staking/autoEnrollments/create', body);
    const open = await adminStaking('fay', 'AXC_FLEX_30D', '1000', 5);
    const closed = (await apply('fay', 'AXC_QUARTER_3M', '10')).body;
    const body = (extra: Record<string, unknown>) => ({
      stakingId: open.id,
      autoEnrollStakingProductCode: 'AXC_QUARTER_3M',
      autoEnrollAmount: '250',
      ...extra,
    });
    await refused(
      () => create(body({ stakingId: closed.id })),
      409,
      'Re-enrollment is not open for this staking',
    );
    await refused(
      () => create(body({ autoEnrollAmount: '0' })),
      400,
      STAKING_MESSAGES.reEnrollAmountPositive,
    );
    await refused(
      () => create(body({ autoEnrollAmount: '1000.00001' })),
      400,
      STAKING_MESSAGES.reEnrollAmountTooHigh('1000.00000'),
    );
    await refused(
      () => create(body({ autoEnrollStakingProductCode: 'AXC_PRIVATE_90D' })),
      422,
      'Staking product not found',
    );
    await refused(
      () => create(body({ autoEnrollStakingProductCode: 'USAX_SAVER_60D' })),
      422,
      'Choose an AXC staking pool to re-enroll into',
    );
    // Issue 29 #4: settings that could never run are refused now, not promised: below the pool minimum (the
    // minimum's own message), a full pool that is not listed.
    await refused(
      () => create(body({ autoEnrollAmount: '0.5' })),
      400,
      `${STAKING_MESSAGES.minimumServer} AXC`,
    );
    await refused(
      () => create(body({ autoEnrollStakingProductCode: 'AXC_FULL_14D' })),
      422,
      'This staking pool cannot be chosen for re-enrollment',
    );
    const res = await create(body({}));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      stakingId: open.id,
      autoEnrollStakingProductCode: 'AXC_QUARTER_3M',
      // The pool's name for the customer (not its code), and not yet carried out.
      autoEnrollStakingProductName: 'AXC Quarter',
      autoEnrollAmount: '250.00000',
      autoEnrollPercentage: '0.25000000',
      notice: null,
      executedAt: null,
    });
    await refused(
      () => create(body({})),
      409,
      'This staking already has an auto re-enrollment; update it instead',
    );
    const updated = await post('fay', '/staking/autoEnrollments/update', {
      id: res.body.id,
      autoEnrollStakingProductCode: 'AXC_FLEX_30D',
      autoEnrollAmount: '1000',
    });
    expect(updated.body).toEqual({
      ...res.body,
      autoEnrollStakingProductCode: 'AXC_FLEX_30D',
      autoEnrollStakingProductName: expect.any(String),
      autoEnrollAmount: '1000.00000',
      autoEnrollPercentage: '1.00000000',
    });
    expect(updated.body.autoEnrollStakingProductName).not.toBe(
      res.body.autoEnrollStakingProductName,
    );
    expect((await get('fay', `/staking/${open.id}`)).body.autoEnrollments).toEqual([updated.body]);
    await refused(
      () =>
        post('dan', '/staking/autoEnrollments/update', {
          id: res.body.id,
          autoEnrollStakingProductCode: 'AXC_FLEX_30D',
          autoEnrollAmount: '1',
        }),
      404,
      'Auto re-enrollment not found',
    );
  });

  it('says when the chosen pool fills up or closes before term end, and no longer promises it (issue 29 #4)', async () => {
    const open = await adminStaking('bob', 'AXC_FLEX_30D', '100', 5);
    const set = await post('bob', '/staking/autoEnrollments/create', {
      stakingId: open.id,
      autoEnrollStakingProductCode: 'AXC_QUARTER_3M',
      autoEnrollAmount: '50',
    });
    expect(set.status).toBe(200);
    const notice = async () =>
      (await get('bob', `/staking/${open.id}`)).body.autoEnrollments[0].notice as string | null;
    expect(await notice()).toBeNull();
    const pool = () =>
      bank.ctx.db.updateTable('staking_products').where('code', '=', 'AXC_QUARTER_3M');
    const { room_remain: room, end_at: endAt } = await bank.ctx.db
      .selectFrom('staking_products')
      .select(['room_remain', 'end_at'])
      .where('code', '=', 'AXC_QUARTER_3M')
      .executeTakeFirstOrThrow();
    try {
      await pool().set({ room_remain: '10' }).execute();
      expect(await notice()).toBe(
        'Your re-enrollment cannot be carried out: the pool AXC Quarter is full. At term end the staking will be ready to claim unless you change it.',
      );
      await pool()
        .set({ room_remain: room, end_at: new Date(bank.clock.now().getTime() - 1000) })
        .execute();
      expect(await notice()).toMatch(
        /^Your re-enrollment cannot be carried out: the pool AXC Quarter is closed\./,
      );
    } finally {
      await pool().set({ room_remain: room, end_at: endAt }).execute();
    }
    expect(await notice()).toBeNull();
  });

  it('pages the interest records (365, date desc) and the latest num_of_records on the staking', async () => {
    const staking = await adminStaking('bob', 'AXC_QUARTER_3M', '1000', 10);
    const dates = ['2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'];
    await bank.ctx.db
      .insertInto('staking_interest_records')
      .values(
        dates.map((date) => ({
          staking_id: staking.id,
          date,
          daily_reward_amount: '0.41095',
          currency: 'AXC',
          transaction_id: null,
          created_at: bank.clock.now(),
        })),
      )
      .execute();
    const records = await get('bob', `/staking/${staking.id}/interestRecords`);
    expect(records.body).toEqual({
      data: [...dates].reverse().map((date) => ({
        date,
        dailyRewardAmount: '0.41095',
        currency: 'AXC',
      })),
      totalCount: 4,
    });
    const asc = await get(
      'bob',
      `/staking/${staking.id}/interestRecords?order=asc&offset=1&limit=2`,
    );
    expect(asc.body.data.map((r: { date: string }) => r.date)).toEqual(dates.slice(1, 3));
    const latest = await get('bob', `/staking/${staking.id}?num_of_records=2`);
    expect(latest.body.interestRecords.map((r: { date: string }) => r.date)).toEqual([
      '2026-11-15',
      '2026-11-14',
    ]);
    expect((await get('bob', `/staking/${staking.id}`)).body.interestRecords).toHaveLength(4);
  });

  it('lists activities by the §7 defaults: 20, completed_at then created_at desc, no interest updates', async () => {
    const staking = await adminStaking('dan', 'AXC_FLEX_30D', '100');
    const base = bank.clock.now().getTime();
    await inTransaction(bank.ctx.db, async (trx) => {
      for (let i = 1; i <= 24; i++)
        await writeStakingActivity(trx, {
          stakingId: staking.id,
          userId: customers.callers.dan!.id,
          type: i % 4 === 0 ? 'INTEREST_UPDATE' : 'PROMOTION',
          amountChanged: '0',
          currency: 'AXC',
          now: new Date(base + i * 60_000),
        });
    });
    const all = await get('dan', `/staking/activities?stakingId=${staking.id}`);
    expect(all.body.totalCount).toBe(1 + 18);
    expect(all.body.data).toHaveLength(19);
    const times = all.body.data.map((a: { completedAt: string }) => a.completedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      all.body.data.some(
        (a: { stakingActivityTypeCode: string }) => a.stakingActivityTypeCode === 'INTEREST_UPDATE',
      ),
    ).toBe(false);
    const everything = await get('dan', '/staking/activities');
    expect(everything.body.data).toHaveLength(20);
    expect(everything.body.totalCount).toBeGreaterThan(20);
    const interest = await get(
      'dan',
      `/staking/activities?stakingId=${staking.id}&activitiesIn=INTEREST_UPDATE`,
    );
    expect(interest.body.totalCount).toBe(6);
    const both = await get(
      'dan',
      `/staking/activities?stakingId=${staking.id}&activitiesIn=${DEFAULT_ACTIVITIES_IN.join(',')},INTEREST_UPDATE&order=asc&limit=3`,
    );
    expect(both.body.totalCount).toBe(25);
    expect(both.body.data[0].stakingActivityTypeCode).toBe('ADMIN_CREATE');
    const window = await get(
      'dan',
      `/staking/activities?stakingId=${staking.id}&completedAtGte=${new Date(base + 60_000).toISOString()}&completedAtLte=${new Date(base + 4 * 60_000).toISOString()}`,
    );
    expect(window.body.totalCount).toBe(3);
    expect((await get('dan', '/staking/activities?activitiesIn=NOPE')).status).toBe(400);
  });

  it('takes the room once under concurrent applies (the conditional update), one refused', async () => {
    await admin('/staking-products', {
      code: 'TEST_RACE',
      name: 'Race pool',
      currency: 'AXC',
      annualInterestRate: '0.1',
      term: 10,
      termUnit: 'DAYS',
      frequency: 'DAILY',
      roomRemain: '100',
      maximumApplyNumbers: 2,
    });
    const results = await Promise.all([
      apply('ann', 'TEST_RACE', '60'),
      apply('bob', 'TEST_RACE', '60'),
      apply('dan', 'TEST_RACE', '60'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await room('TEST_RACE')).toBe('40');
    // One customer, the apply limit: two at once of a pool taking 2 more, then none.
    const twice = await Promise.all([
      apply('fay', 'TEST_RACE', '10'),
      apply('fay', 'TEST_RACE', '10'),
      apply('fay', 'TEST_RACE', '10'),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(await room('TEST_RACE')).toBe('20');
  });

  it('leaves the books balanced, each staking agreeing with its account', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.stakingMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
