import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { pruneIdempotencyKeys, startRetention } from '../src/retention';
import { signInByEmail, type Customer } from './api-support';
import {
  accountBalance,
  adminCall,
  engine,
  engineUnavailable,
  rowCount,
  startTestBank,
  type TestBank,
} from './harness';

// Issue 39 #6: idempotency keys are pruned past their retention (src/retention; BANK_IDEMPOTENCY_RETENTION_DAYS,
// 30 days by default), by the bank's clock: older keys are deleted, newer ones kept with their answers (a retry
// within the retention still gets its stored answer), and the money their requests moved is never touched.

const DAY_MS = 24 * 60 * 60_000;

describe('BANK_IDEMPOTENCY_RETENTION_DAYS', () => {
  it('is 30 days by default, takes 1 to 3650, and refuses anything else', () => {
    expect(loadConfig({}).idempotencyRetentionDays).toBe(30);
    expect(loadConfig({ BANK_IDEMPOTENCY_RETENTION_DAYS: '7' }).idempotencyRetentionDays).toBe(7);
    for (const value of ['0', '3651', 'a month', '1.5']) {
      expect(() => loadConfig({ BANK_IDEMPOTENCY_RETENTION_DAYS: value })).toThrow(
        new ConfigError(
          `BANK_IDEMPOTENCY_RETENTION_DAYS must be a whole number from 1 to 3650 (got ${JSON.stringify(value)})`,
        ),
      );
    }
  });
});

describe.skipIf(engineUnavailable)(
  `idempotency keys pruned past their retention (${engine})`,
  () => {
    let bank: TestBank;

    beforeAll(async () => {
      bank = await startTestBank();
    });
    afterAll(() => bank?.close());

    async function copyOf(like: string, email: string): Promise<Customer> {
      const made = await adminCall(bank, '/customers', { like, email });
      expect(made.status).toBe(200);
      return signInByEmail(bank, email);
    }

    /** The customer's digital-currency deposit awaiting confirmation (the seed's 1,500 AXC), if any. */
    async function pendingDepositOf(who: Customer) {
      const list = await fetch(
        `${bank.url}/api/transfer/external?statusIn=PENDING_CONFIRMATION&methodIn=CRYPTO`,
        { headers: { authorization: `Bearer ${who.token}` } },
      );
      expect(list.status).toBe(200);
      return ((await list.json()) as { data: { id: string }[] }).data[0]?.id ?? 'none';
    }

    /** Confirms the customer's pending deposit, with `key`. */
    async function confirm(who: Customer, key: string) {
      return confirmById(who, key, await pendingDepositOf(who));
    }

    async function confirmById(who: Customer, key: string, externalTransactionId: string) {
      const res = await fetch(`${bank.url}/api/deposit/confirm`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${who.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ externalTransactionId, accountId: who.accounts.AXC }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    }

    const keys = async () =>
      (await bank.ctx.db.selectFrom('idempotency_keys').select('key').orderBy('key').execute()).map(
        (row) => row.key,
      );

    const books = async (who: Customer[]) => ({
      transactions: await rowCount(bank, 'transactions'),
      postings: await rowCount(bank, 'postings'),
      balances: await Promise.all(
        who.map((customer) => accountBalance(bank, customer.accounts.AXC!)),
      ),
    });

    it('deletes the keys older than the retention, keeps the newer with their answers, and no money moves', async () => {
      const start = bank.clock.now();
      let old = await copyOf('ada@demo.test', 'ada.old@retention.test');
      let recent = await copyOf('ada@demo.test', 'ada.recent@retention.test');
      const recentDeposit = await pendingDepositOf(recent);
      const first = await confirm(old, 'retention-old');
      expect(first.status).toBe(200);
      // Who pressed the button 20 days later (signed in again: tokens last an hour).
      bank.clock.set(new Date(start.getTime() + 20 * DAY_MS));
      recent = await signInByEmail(bank, recent.email);
      const answered = await confirmById(recent, 'retention-recent', recentDeposit);
      expect(answered.status).toBe(200);
      expect(await keys()).toEqual(['retention-old', 'retention-recent']);

      // Exactly 30 days after the first: nothing is older than the retention yet.
      bank.clock.set(new Date(start.getTime() + 30 * DAY_MS));
      expect(await pruneIdempotencyKeys(bank.ctx)).toBe(0);

      // A minute later the first key is past it; the second is ten days old.
      bank.clock.set(new Date(start.getTime() + 30 * DAY_MS + 60_000));
      old = await signInByEmail(bank, old.email);
      recent = await signInByEmail(bank, recent.email);
      const before = await books([old, recent]);
      expect(await pruneIdempotencyKeys(bank.ctx)).toBe(1);
      expect(await keys()).toEqual(['retention-recent']);
      // The books are the books: nothing of the money its request moved went with the key.
      expect(await books([old, recent])).toEqual(before);

      // A retry within the retention gets its stored answer, and moves nothing.
      expect(await confirmById(recent, 'retention-recent', recentDeposit)).toEqual(answered);
      expect(await books([old, recent])).toEqual(before);
      // The pruned key is a new request now: the bank refuses it on its own terms (the deposit is confirmed).
      const anew = await confirm(old, 'retention-old');
      expect(anew.status).toBeGreaterThanOrEqual(400);
      expect(anew.status).toBeLessThan(500);
      expect(await books([old, recent])).toEqual(before);
    });

    it('startRetention prunes at once, on its leased timer, and keeps the keys within the retention', async () => {
      const now = bank.clock.now();
      const customer = await copyOf('ada@demo.test', 'ada.timer@retention.test');
      await bank.ctx.db
        .insertInto('idempotency_keys')
        .values(
          [40, 29].map((days) => ({
            user_id: customer.id,
            key: `timer-${days}`,
            fingerprint: 'f',
            status_code: 200,
            response: JSON.stringify({ statusCode: 200 }),
            created_at: new Date(now.getTime() - days * DAY_MS),
          })),
        )
        .execute();
      const errors: unknown[] = [];
      const stop = startRetention(bank.ctx, { error: (obj) => errors.push(obj) }, 60_000);
      try {
        await vi.waitFor(async () => expect(await keys()).not.toContain('timer-40'), {
          timeout: 10_000,
        });
        expect(await keys()).toContain('timer-29');
      } finally {
        await stop();
      }
      expect(errors).toEqual([]);
    });
  },
);
