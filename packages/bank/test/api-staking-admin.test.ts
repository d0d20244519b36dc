import { add, subtract } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { inTransaction, internalAccount, postTransaction } from '../src/modules/ledger/post';
import { ensureStakingProducts, SANDBOX_STAKING_PRODUCTS } from '../src/modules/stakings/products';
import { ledgerCounts, signInByEmail, suiteCustomers } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  startTestBank,
  type TestBank,
} from './harness';
import { plain, stakingAccountBalance } from './staking-support';

// The back office's staking pools and staking actions (sandbox admin): products created and replaced by code; a
// staking made by the bank in any pool (a private one too) without debiting the customer; add, deduct (principal
// first, then rewards, never below 0), suspend, freeze, resume (back to what the dates say), close (the balance back
// to the customer); every one posted and written as its activity, the books balanced after.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'staking-admin.test');
const { accounts, emails, get } = customers;

const balance = async (who: string, currency: string) =>
  plain(await accountBalance(bank, accounts[who]![currency]!));
const admin = (path: string, body: unknown) => adminCall(bank, path, body);
const action = (id: string, name: string, body: Record<string, unknown> = {}) =>
  admin(`/stakings/${id}/${name}`, body);
const lastActivity = async (who: string, id: string) =>
  (await get(who, `/staking/activities?stakingId=${id}&limit=1`)).body.data[0];
const funding = async () =>
  plain(await accountBalance(bank, await internalAccount(bank.ctx.db, 'SANDBOX_FUNDING', 'AXC')));

describe.skipIf(engineUnavailable)(`staking back office (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await ensureStakingProducts(bank.ctx.db, bank.clock.now());
    await customers.add('ann', 'acme@demo.test');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('seeds the catalogue once (idempotent) and creates or replaces a product by code', async () => {
    await ensureStakingProducts(bank.ctx.db, bank.clock.now());
    const rows = await bank.ctx.db.selectFrom('staking_products').selectAll().execute();
    expect(rows.map((r) => r.code).sort()).toEqual(
      SANDBOX_STAKING_PRODUCTS.map((p) => p.code).sort(),
    );
    const flex = rows.find((r) => r.code === 'AXC_FLEX_30D')!;
    expect(plain(flex.daily_spend_limit!)).toBe('1000');
    expect(plain(flex.deduction_limit!)).toBe('20000');
    const product = {
      code: 'TEST_ADMIN_POOL',
      name: 'Admin pool',
      currency: 'AXC',
      annualInterestRate: '0.05',
      term: 2,
      termUnit: 'MONTHS',
      frequency: 'MONTHLY',
      roomRemain: '1000',
    };
    const created = await admin('/staking-products', product);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      code: 'TEST_ADMIN_POOL',
      annualInterestRate: '0.05',
      roomRemain: '1000.00000',
      maximumApplyNumbers: -1,
      isPrivate: false,
      enableAddAmount: true,
    });
    const replaced = await admin('/staking-products', {
      ...product,
      name: 'Admin pool II',
      isPrivate: true,
    });
    expect(replaced.body).toMatchObject({ name: 'Admin pool II', isPrivate: true });
    for (const bad of [
      { ...product, code: 'lower case' },
      { ...product, annualInterestRate: '-0.1' },
      { ...product, termUnit: 'WEEKS' },
      { ...product, extra: true },
    ])
      expect((await admin('/staking-products', bad)).status).toBe(400);
    const noToken = await fetch(`${bank.url}/sandbox/admin/staking-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(product),
    });
    expect(noToken.status).toBe(401);
  });

  it('creates a staking in a private pool, funded by the bank (ADMIN_CREATE), the customer not debited', async () => {
    const before = await balance('ann', 'AXC');
    const fundingBefore = await funding();
    const res = await admin('/stakings', {
      email: emails.ann,
      productCode: 'AXC_PRIVATE_90D',
      amount: '2500',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'CREATED',
      amount: '2500.00000',
      stakingProductIsPrivate: true,
    });
    expect(await balance('ann', 'AXC')).toBe(before);
    expect(await funding()).toBe(subtract(fundingBefore, '2500'));
    expect(await stakingAccountBalance(bank, res.body.id)).toBe('2500');
    expect(await lastActivity('ann', res.body.id)).toMatchObject({
      stakingActivityTypeCode: 'ADMIN_CREATE',
      title: 'Staking created by the bank',
      amountChanged: '2500.00000',
      metaData: {},
    });
    // A private pool is never listed for the customer.
    const pools = (await get('ann', '/staking/available')).body.data;
    expect(pools.map((p: { code: string }) => p.code)).not.toContain('AXC_PRIVATE_90D');
    const list = await admin('/stakings/list', { email: emails.ann });
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([res.body.id]);
    expect(
      (
        await admin('/stakings', {
          email: 'nobody@x.test',
          productCode: 'AXC_FLEX_30D',
          amount: '1',
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin('/stakings', { email: emails.ann, productCode: 'NOPE', amount: '1' })).status,
    ).toBe(404);
    expect(
      (await admin('/stakings', { email: emails.ann, productCode: 'AXC_FULL_14D', amount: '1' }))
        .status,
    ).toBe(422);
  });

  it('adds and deducts: principal first, then rewards, never below 0', async () => {
    const staking = (
      await admin('/stakings', {
        email: emails.ann,
        productCode: 'AXC_FLEX_30D',
        amount: '100',
        appliedAt: new Date(bank.clock.now().getTime() - 3 * 86_400_000).toISOString(),
      })
    ).body;
    expect(staking.status).toBe('IN_TERM');
    bank.clock.advance(1000);
    const added = await action(staking.id, 'add', { amount: '50.5' });
    expect(added.body).toMatchObject({ amount: '150.50000', interestAmount: '0.00000' });
    expect(await lastActivity('ann', staking.id)).toMatchObject({
      stakingActivityTypeCode: 'ADMIN_ADD_AMOUNT',
      amountChanged: '50.50000',
    });
    // Rewards credited as the clock would: INTEREST_EXPENSE → the staking's account, interest_amount to match.
    await inTransaction(bank.ctx.db, async (trx) => {
      await postTransaction(trx, {
        type: 'INTEREST',
        method: 'INTEREST',
        amount: '2.25',
        currency: 'AXC',
        legs: [
          { accountId: await internalAccount(trx, 'INTEREST_EXPENSE', 'AXC'), amount: '-2.25' },
          { accountId: `staking-${staking.id}`, amount: '2.25' },
        ],
        createdAt: bank.clock.now(),
      });
      await trx
        .updateTable('stakings')
        .set({ interest_amount: '2.25' })
        .where('id', '=', staking.id)
        .execute();
    });
    const counts = await ledgerCounts(bank);
    const tooMuch = await action(staking.id, 'deduct', { amount: '152.75001' });
    expect(tooMuch.body).toEqual({
      statusCode: 422,
      message: "amount must not be above the staking's balance: 152.75000",
    });
    expect(await ledgerCounts(bank)).toEqual(counts);
    expect((await action(staking.id, 'deduct', {})).status).toBe(400);
    bank.clock.advance(1000);
    const first = await action(staking.id, 'deduct', { amount: '150' });
    expect(first.body).toMatchObject({ amount: '0.50000', interestAmount: '2.25000' });
    bank.clock.advance(1000);
    const second = await action(staking.id, 'deduct', { amount: '1.5' });
    expect(second.body).toMatchObject({ amount: '0.00000', interestAmount: '1.25000' });
    expect(await stakingAccountBalance(bank, staking.id)).toBe('1.25');
    expect(await lastActivity('ann', staking.id)).toMatchObject({
      stakingActivityTypeCode: 'ADMIN_DEDUCT',
      title: 'Amount deducted by the bank',
      amountChanged: '-1.50000',
    });
  });

  it('suspends, freezes and resumes to what the dates say; closes into the customer account', async () => {
    const staking = (
      await admin('/stakings', { email: emails.ann, productCode: 'AXC_QUARTER_3M', amount: '300' })
    ).body;
    const step = async (name: string, status: string, code: string) => {
      bank.clock.advance(1000);
      const res = await action(staking.id, name);
      expect({ name, status: res.body.status }).toEqual({ name, status });
      expect((await lastActivity('ann', staking.id)).stakingActivityTypeCode).toBe(code);
    };
    await step('suspend', 'SUSPENDED', 'ADMIN_SUSPEND');
    expect((await action(staking.id, 'suspend')).status).toBe(409);
    await step('freeze', 'FROZEN', 'ADMIN_FREEZE');
    expect((await action(staking.id, 'freeze')).status).toBe(409);
    // Still before its term start (the next 00:00 UTC): back to CREATED.
    await step('resume', 'CREATED', 'ADMIN_RESUME');
    expect((await action(staking.id, 'resume')).body).toEqual({
      statusCode: 409,
      message: 'Only a SUSPENDED or FROZEN staking can be resumed',
    });
    await step('suspend', 'SUSPENDED', 'ADMIN_SUSPEND');
    bank.clock.advance(2 * 86_400_000);
    // The ID token has expired meanwhile: sign in again.
    customers.callers.ann = await signInByEmail(bank, emails.ann!);
    await step('resume', 'IN_TERM', 'ADMIN_RESUME');

    const ended = (
      await admin('/stakings', {
        email: emails.ann,
        productCode: 'AXC_FLEX_30D',
        amount: '40',
        appliedAt: new Date(bank.clock.now().getTime() - 45 * 86_400_000).toISOString(),
      })
    ).body;
    expect(ended.status).toBe('READY_TO_CLAIM');
    await action(ended.id, 'freeze');
    expect((await action(ended.id, 'resume')).body.status).toBe('READY_TO_CLAIM');

    const before = await balance('ann', 'AXC');
    bank.clock.advance(1000);
    const closed = await action(staking.publicId, 'close');
    expect(closed.body).toMatchObject({ status: 'CLOSED', amount: '300.00000' });
    expect(await balance('ann', 'AXC')).toBe(add(before, '300'));
    expect(await stakingAccountBalance(bank, staking.id)).toBe('0');
    expect(await lastActivity('ann', staking.id)).toMatchObject({
      stakingActivityTypeCode: 'ADMIN_CLOSE',
      amountChanged: '-300.00000',
      metaData: {
        toUserSpendableAmountChange: {
          amountChangedInAxc: '300.00000',
          amountChangedInUsd: '7.35',
        },
      },
    });
    for (const name of ['close', 'suspend', 'add'])
      expect((await action(staking.id, name, { amount: '1' })).body.message).toBe(
        'This staking is CLOSED: nothing can change it',
      );
    expect((await action('ST000000000000', 'close')).status).toBe(404);
    expect((await action(staking.id, 'explode')).status).toBe(400);
  });

  it('leaves the books balanced, each staking agreeing with its account', async () => {
    const audit = await auditLedger(bank.ctx.db);
    expect(audit.stakingMismatches).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
