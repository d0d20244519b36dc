import { add } from '@axia/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/open';
import { auditLedger } from '../src/modules/ledger/audit';
import { creditFrom, internalAccount, postTransaction } from '../src/modules/ledger/post';
import { createDemoCustomer, DEMO_USERS } from '../src/sandbox/seed';
import { engine, engineUnavailable, freshDatabase, startTestBank, type TestBank } from './harness';

// The double-entry ledger (docs/money.md): balanced postings, conditional debits, the audit, concurrency, and the
// migration of the per-account ledger rows of 0001.

const NOW = new Date('2026-11-21T12:00:00Z');

describe.skipIf(engineUnavailable)(`double-entry ledger (${engine})`, () => {
  let bank: TestBank;
  const accounts: Record<string, Record<string, string>> = {};

  async function customer(label: string) {
    // mfa@demo.test's balances (12,500.75 USD, 250,000.12345 AXC…) without a seeded history.
    const rich = DEMO_USERS.find((u) => u.email === 'mfa@demo.test')!;
    const id = await createDemoCustomer(bank.ctx, rich, `${label}@ledger.test`);
    const rows = await bank.ctx.db
      .selectFrom('accounts')
      .select(['id', 'currency'])
      .where('user_id', '=', id)
      .execute();
    accounts[label] = Object.fromEntries(rows.map((r) => [r.currency, r.id]));
    return accounts[label]!;
  }

  const balance = async (id: string) =>
    (
      await bank.ctx.db
        .selectFrom('accounts')
        .select('amount')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).amount;

  beforeAll(async () => {
    bank = await startTestBank();
    await customer('one');
    await customer('two');
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('posts balanced legs and keeps each balance the sum of its legs', async () => {
    const { USD: from } = accounts.one!;
    const { USD: to } = accounts.two!;
    const posted = await postTransaction(bank.ctx.db, {
      type: 'TRANSFER_BETWEEN_MEMBERS',
      method: 'INTERNAL',
      amount: '100.25',
      currency: 'USD',
      legs: [
        { accountId: from!, amount: '-100.25' },
        { accountId: to!, amount: '100.25' },
      ],
      createdAt: NOW,
    });
    expect(posted.balances).toEqual({ [from!]: '12400.50000', [to!]: '12601.00000' });
    expect(posted.publicId).toMatch(/^TX[0-9A-F]{12}$/);
    const audit = await auditLedger(bank.ctx.db);
    expect(audit).toMatchObject({ ok: true, unbalanced: [], balanceMismatches: [] });
    expect(audit.counts.transactions).toBeGreaterThan(0);
  });

  it('refuses unbalanced legs, overdrafts and extra decimals, writing nothing', async () => {
    const { USD: usd, EUR: eur } = accounts.one!;
    const before = await bank.ctx.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const base = { type: 'SERVICE_FEE', method: 'FEE', currency: 'USD', createdAt: NOW } as const;
    const fees = await internalAccount(bank.ctx.db, 'FEES', 'USD');
    await expect(
      postTransaction(bank.ctx.db, {
        ...base,
        amount: '1',
        legs: [
          { accountId: usd!, amount: '-1' },
          { accountId: fees, amount: '0.99' },
        ],
      }),
    ).rejects.toThrow('Unbalanced transaction: its USD legs sum to -0.01');
    // Each currency balances on its own: USD against EUR is not a conversion.
    await expect(
      postTransaction(bank.ctx.db, {
        ...base,
        amount: '1',
        legs: [
          { accountId: usd!, amount: '-1' },
          { accountId: eur!, amount: '1' },
        ],
      }),
    ).rejects.toThrow('Unbalanced transaction');
    await expect(
      postTransaction(bank.ctx.db, {
        ...base,
        amount: '99999',
        legs: [
          { accountId: usd!, amount: '-99999' },
          { accountId: fees, amount: '99999' },
        ],
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'You do not have enough balance for this transaction',
    });
    await expect(
      postTransaction(bank.ctx.db, {
        ...base,
        amount: '0.001',
        legs: [
          { accountId: usd!, amount: '-0.001' },
          { accountId: fees, amount: '0.001' },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const after = await bank.ctx.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('lets an internal account go below zero, never a customer', async () => {
    const { AXC: axc } = accounts.two!;
    const newBalance = await creditFrom(bank.ctx.db, 'CRYPTO_CUSTODY', {
      accountId: axc!,
      amount: '0.00001',
      type: 'DIGITAL_CURRENCY_DEPOSIT',
      method: 'CRYPTO',
      createdAt: NOW,
    });
    expect(newBalance).toBe('250000.12346');
    expect(await balance(await internalAccount(bank.ctx.db, 'CRYPTO_CUSTODY', 'AXC'))).toBe(
      '-0.00001',
    );
    // The database itself refuses a negative customer balance, whatever the code does.
    await expect(
      sql`UPDATE accounts SET amount = -1 WHERE id = ${axc}`.execute(bank.ctx.db),
    ).rejects.toThrow(/accounts_customer_amount_check/);
  });

  it('conserves every currency under hundreds of concurrent transfers, many overdrawing', async () => {
    const ids = [...Object.values(accounts.one!), ...Object.values(accounts.two!)];
    const byCurrency = new Map<string, string[]>();
    const rows = await bank.ctx.db
      .selectFrom('accounts')
      .select(['id', 'currency'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows)
      byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row.id]);
    const total = async (currency: string) => {
      let sum = '0';
      for (const id of byCurrency.get(currency)!) sum = add(sum, await balance(id));
      return sum;
    };
    const totalsBefore = Object.fromEntries(
      await Promise.all([...byCurrency.keys()].map(async (c) => [c, await total(c)])),
    );
    // Deterministic pseudo-random amounts: some well within balances, some far beyond them.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const attempts = engine === 'postgres' ? 1000 : 300;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, () => {
        const currencies = [...byCurrency.keys()];
        const currency = currencies[next() % currencies.length]!;
        const [a, b] = byCurrency.get(currency)!;
        const [from, to] = next() % 2 ? [a!, b!] : [b!, a!];
        const amount = next() % 4 === 0 ? '999999' : `${1 + (next() % 400)}.5`;
        return postTransaction(bank.ctx.db, {
          type: 'TRANSFER_BETWEEN_MEMBERS',
          method: 'INTERNAL',
          amount,
          currency: currency as 'USD',
          legs: [
            { accountId: from, amount: `-${amount}` },
            { accountId: to, amount },
          ],
          createdAt: NOW,
        });
      }),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 422 });
    expect(results.length - refused.length).toBeGreaterThan(0);
    for (const currency of byCurrency.keys())
      expect(await total(currency)).toBe(totalsBefore[currency]);
    const audit = await auditLedger(bank.ctx.db);
    expect(audit).toMatchObject({ ok: true, negativeCustomerBalances: [] });
  }, 120_000);
});

describe.skipIf(engineUnavailable)(
  `migration 0002: ledger rows become transactions (${engine})`,
  () => {
    it('turns each 0001 ledger row into a balanced transaction and keeps every balance', async () => {
      const { database, cleanup } = await freshDatabase({ migrateTo: '0001_initial' });
      try {
        const db = database.db;
        await sql`INSERT INTO users (id, email, first_name, last_name, status, created_at, user_type, kyc_status,
            tax_id_status, business_records_status, business_address_status)
          VALUES ('u1', 'old@ledger.test', 'Old', 'Ledger', 'ACTIVE', ${NOW}, 'INDIVIDUAL', 'COMPLETED',
            'COMPLETED', 'NOT_REQUIRED', 'NOT_REQUIRED')`.execute(db);
        for (const [id, currency] of [
          ['a-usd', 'USD'],
          ['a-axc', 'AXC'],
        ])
          await sql`INSERT INTO accounts (id, user_id, public_id, type, type_public_name, currency, amount, status, created_at)
          VALUES (${id}, 'u1', ${`P-${id}`}, 'T', 'T', ${currency}, 0, 'ACTIVE', ${NOW})`.execute(
            db,
          );
        const rows: [string, string, string, string][] = [
          ['a-usd', '100.50', '100.50', 'SEED'],
          ['a-usd', '0.25', '100.75', 'REWARD'],
          ['a-axc', '5.00001', '5.00001', 'SANDBOX_DEPOSIT'],
        ];
        for (const [account, delta, after, reason] of rows) {
          await sql`INSERT INTO ledger (account_id, delta, balance_after, reason, created_at)
          VALUES (${account}, ${delta}, ${after}, ${reason}, ${NOW})`.execute(db);
          await sql`UPDATE accounts SET amount = ${after} WHERE id = ${account}`.execute(db);
        }
        await migrate(db);

        const audit = await auditLedger(db);
        expect(audit).toMatchObject({
          ok: true,
          counts: { transactions: 3, postings: 6, customerAccounts: 2 },
        });
        const types = await db
          .selectFrom('transactions')
          .select(['type', 'amount', 'currency', 'user_id', 'status'])
          .orderBy('amount')
          .execute();
        expect(types).toEqual([
          {
            type: 'INTEREST',
            amount: '0.25000',
            currency: 'USD',
            user_id: 'u1',
            status: 'COMPLETED',
          },
          {
            type: 'EXTERNAL_TRANSACTION',
            amount: '5.00001',
            currency: 'AXC',
            user_id: 'u1',
            status: 'COMPLETED',
          },
          {
            type: 'USER_CREATION',
            amount: '100.50000',
            currency: 'USD',
            user_id: 'u1',
            status: 'COMPLETED',
          },
        ]);
        const funding = await db
          .selectFrom('accounts')
          .select(['id', 'amount'])
          .where('purpose', '=', 'SANDBOX_FUNDING')
          .orderBy('id')
          .execute();
        expect(funding).toEqual([
          { id: 'internal-SANDBOX_FUNDING-AXC', amount: '-5.00001' },
          { id: 'internal-SANDBOX_FUNDING-USD', amount: '-100.75000' },
        ]);
      } finally {
        await database.close();
        cleanup();
      }
    }, 60_000);
  },
);
