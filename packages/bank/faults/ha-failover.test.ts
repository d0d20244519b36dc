import { add, compare } from '@axia/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureDatabase,
  haproxyInstalled,
  startHaproxy,
  superviseBanks,
  type SupervisedBank,
} from '../src/cluster';
import { haInstalled, startHaDatabase, type HaDatabase, type HaNode } from '../src/cluster/ha';
import { openDatabase, type BankDatabase } from '../src/db/open';
import type { Database } from '../src/db/schema';
import { auditLedger } from '../src/modules/ledger/audit';
import { withSecondUsdAccount } from '../src/sandbox/second-account';
import { freePort } from '../test/harness';
import { liftRateLimits, signIn, standInApp } from './support';

// Issue 39: the bank on PostgreSQL that survives its machine — two Patroni nodes (synchronous replication) and etcd,
// HAProxy routing the banks to the leader and the customers to the banks, as `npm run cluster -- --ha` runs them.
// A steady load with no fault must see no 503 at all (health checks that hold); the leader's PostgreSQL killed under
// a keyed load must lose no acknowledged transfer; a bank whose address reaches a demoted node must say so (503, not
// ready) instead of answering 500. Loopback only; every loop bounded in tries and time.

const ADMIN_TOKEN = 'ha-admin';
const BANKS = 2;

let dir = '';
let ha: HaDatabase | null = null;
let haproxy: ChildProcess | undefined;
let front = '';
let databaseUrl = '';
let banks: SupervisedBank[] = [];
let database: BankDatabase | undefined;
let db: Kysely<Database>;
const logs: string[] = [];

interface Customer {
  email: string;
  token: string;
  usd: string;
  usd2: string;
}

async function newCustomer(email: string, publicId: string): Promise<Customer> {
  const res = await fetch(`${front}/sandbox/admin/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify({ like: 'acme@demo.test', email }),
  });
  if (!res.ok) throw new Error(`customer ${email}: ${res.status} ${await res.text()}`);
  const accounts = await withSecondUsdAccount(db, email, { prefix: 'ha', publicId });
  return {
    email,
    token: await signIn({ url: front }, email),
    usd: accounts.usd,
    usd2: accounts.usd2,
  };
}

/** One same-currency transfer through the front, one try: its status, and its transaction when it was made. */
async function transferOnce(c: Customer, key: string, amount: string) {
  try {
    const res = await fetch(`${front}/api/transfer/between-accounts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${c.token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify({ fromAccountId: c.usd, toAccountId: c.usd2, amount }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await res.json().catch(() => ({}))) as { transactionId?: string };
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      transactionId: body.transactionId,
    };
  } catch {
    return { status: 0, type: '', transactionId: undefined };
  }
}

const balanceOf = async (id: string) =>
  (await db.selectFrom('accounts').select('amount').where('id', '=', id).executeTakeFirstOrThrow())
    .amount;

describe.skipIf(!haInstalled() || !haproxyInstalled())(
  'the bank on two Patroni nodes with synchronous replication, behind HAProxy',
  () => {
    beforeAll(async () => {
      try {
        await startAll();
      } catch (error) {
        // What etcd, Patroni, HAProxy and the banks said explains a failed start.
        console.error(logs.slice(-150).join('\n'));
        throw error;
      }
    });

    async function startAll() {
      dir = mkdtempSync(join(tmpdir(), 'axia-ha-'));
      const [etcdClientPort, etcdPeerPort, pg1, rest1, pg2, rest2, pgFront, bankFront] =
        await Promise.all(Array.from({ length: 8 }, freePort));
      ha = startHaDatabase({
        dir,
        etcdClientPort: etcdClientPort!,
        etcdPeerPort: etcdPeerPort!,
        nodes: [
          { port: pg1!, restPort: rest1! },
          { port: pg2!, restPort: rest2! },
        ],
        log: (line) => logs.push(line),
      });
      const bankPorts = await Promise.all(Array.from({ length: BANKS }, freePort));
      front = `http://127.0.0.1:${bankFront}`;
      haproxy = startHaproxy(
        dir,
        {
          port: bankFront!,
          banks: bankPorts.map((port, i) => ({ name: `bank${i + 1}`, port })),
          postgres: { port: pgFront!, nodes: ha!.nodes },
        },
        (line) => logs.push(line),
      );
      await ha!.waitForLeader(120_000, true);
      // HAProxy marks the leader up within its first check.
      const adminUrl = `postgres://postgres@127.0.0.1:${pgFront}/postgres`;
      for (let tries = 0; !databaseUrl; tries++) {
        try {
          databaseUrl = await ensureDatabase(adminUrl, 'axia_ha');
        } catch (error) {
          if (tries >= 60) throw error;
          await sleep(250);
        }
      }
      banks = superviseBanks({
        databaseUrl,
        ports: bankPorts,
        publicOrigin: front,
        env: {
          SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN,
          BANK_DB_POOL_SIZE: '8',
          LOG_LEVEL: 'error',
          APP_DIST_DIR: standInApp(dir),
        },
        log: (line) => logs.push(line),
      });
      for (const bank of banks) bank.start();
      await Promise.all(banks.map((bank) => bank.waitReady(150_000)));
      // And HAProxy has seen each one ready (two good checks, 2 s apart): it logs each server it marks UP.
      for (let i = 0; i < 200; i++) {
        const up = banks.filter((b) =>
          logs.some((l) => l.includes(`Server banks/${b.name} is UP`)),
        );
        if (up.length === banks.length) break;
        await sleep(100);
      }
      database = await openDatabase({ databaseUrl });
      db = database.db;
      await liftRateLimits(db);
    }

    afterEach((context) => {
      // On a failure: the bank processes' own lines (an error they logged), then the last of everything else.
      if (context.task.result?.state === 'fail') {
        console.error(
          logs
            .filter((l) => l.startsWith('[bank'))
            .slice(-60)
            .join('\n'),
        );
        console.error(
          logs
            .filter((l) => !l.startsWith('[bank'))
            .slice(-100)
            .join('\n'),
        );
      }
      logs.length = 0;
    });

    afterAll(async () => {
      await Promise.all(banks.map((bank) => bank.stop()));
      await database?.close().catch(() => undefined);
      haproxy?.kill('SIGTERM');
      await ha?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('holds 12 transfers a second for 60 s with no fault: every call answered 200, no bank taken out', async () => {
      const customers = [
        await newCustomer('steady0@ha.test', 'USD700000000001'),
        await newCustomer('steady1@ha.test', 'USD700000000002'),
      ];
      logs.length = 0;
      const RATE = 12;
      const SECONDS = 60;
      const started = performance.now();
      const calls: Promise<{ status: number; type: string }>[] = [];
      const pages: Promise<number>[] = [];
      for (let i = 0; i < RATE * SECONDS; i++) {
        // On schedule, whether or not the calls before have been answered (an open-loop load, as customers are).
        const due = started + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        calls.push(transferOnce(customers[i % 2]!, `steady-${i}`, '0.01'));
        // The app's files too, once a second.
        if (i % RATE === 0)
          pages.push(
            fetch(`${front}/`).then(
              (r) => r.status,
              () => 0,
            ),
          );
      }
      const answers = await Promise.all(calls);
      const statuses = new Map<number, number>();
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      expect(Object.fromEntries(statuses)).toEqual({ 200: RATE * SECONDS });
      expect(new Set(await Promise.all(pages))).toEqual(new Set([200]));
      // HAProxy took no bank out of service (it logs each server it marks DOWN).
      expect(logs.filter((line) => /is DOWN/.test(line))).toEqual([]);
      console.log(
        `HA steady load: ${answers.length} transfers at ${RATE}/s for ${SECONDS} s through HAProxy: ` +
          `all 200 (HAProxy 503s: 0) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    });

    it("loses no acknowledged transfer when the leader's PostgreSQL is killed and Patroni promotes the standby", async () => {
      const customers = await Promise.all(
        [0, 1, 2].map((i) => newCustomer(`failover${i}@ha.test`, `USD70000000010${i}`)),
      );
      const accounts = customers.flatMap((c) => [c.usd, c.usd2]);
      const before = new Map<string, string>();
      for (const id of accounts) before.set(id, await balanceOf(id));
      const oldLeader = await ha!.waitForLeader(10_000, true);

      interface Done {
        customer: Customer;
        key: string;
        amount: string;
        startedAt: number;
        answeredAt: number;
        transactionId: string;
      }
      const done: Done[] = [];
      const unanswered: string[] = [];
      const serverErrors: number[] = [];
      let killedAt = 0;
      const OPERATIONS = 40;
      const worker = async (c: number, w: number) => {
        const customer = customers[c]!;
        for (let n = 0; n < OPERATIONS; n++) {
          const key = `failover-${c}-${w}-${n}`;
          const amount = `0.${String(11 + n).padStart(2, '0')}`;
          const startedAt = performance.now();
          // As the app does: the same key until the bank decides; no answer, a 503 or a 409 is tried again.
          let decided = false;
          for (let tries = 0; tries < 150 && !decided; tries++) {
            const answer = await transferOnce(customer, key, amount);
            if (answer.status === 200) {
              done.push({
                customer,
                key,
                amount,
                startedAt,
                answeredAt: performance.now(),
                transactionId: answer.transactionId!,
              });
              decided = true;
            } else if (answer.status >= 500 && answer.status !== 503)
              serverErrors.push(answer.status);
            else if (answer.status !== 0 && answer.status !== 503 && answer.status !== 409)
              throw new Error(`${key}: refused with ${answer.status}`);
            if (!decided) await sleep(200);
          }
          if (!decided) unanswered.push(key);
          // A quarter of the way in, the leader's PostgreSQL dies (kill -9 of its postmaster) mid-load.
          if (!killedAt && done.length >= customers.length * 2 * OPERATIONS * 0.25) {
            killedAt = performance.now();
            ha!.killPostgres(oldLeader);
          }
        }
      };
      await Promise.all(customers.flatMap((_, c) => [0, 1].map((w) => worker(c, w))));
      expect(killedAt).toBeGreaterThan(0);
      expect(unanswered).toEqual([]);
      expect(serverErrors).toEqual([]);

      // The standby leads now, and the old leader came back as its synchronous standby.
      const newLeader: HaNode = await ha!.waitForLeader(60_000, true);
      expect(newLeader.name).not.toBe(oldLeader.name);

      // Every acknowledged transfer is on the new leader, once; the keys' count matches; balances add up.
      const ids = done.map((d) => d.transactionId);
      expect(new Set(ids).size).toBe(ids.length);
      const found = await db
        .selectFrom('transactions')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      const lost = ids.length - found.length;
      expect(lost).toBe(0);
      const keys = await db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', 'like', 'failover-%')
        .execute();
      expect(keys).toHaveLength(done.length);
      const expected = new Map(before);
      for (const d of done) {
        expected.set(d.customer.usd, add(expected.get(d.customer.usd)!, `-${d.amount}`));
        expected.set(d.customer.usd2, add(expected.get(d.customer.usd2)!, d.amount));
      }
      const off = [];
      for (const id of accounts)
        if (compare(await balanceOf(id), expected.get(id)!) !== 0) off.push(id);
      expect(off).toEqual([]);
      expect((await auditLedger(db)).ok).toBe(true);

      // The outage as customers saw it: from the kill to the first transfer started after it and acknowledged.
      const after = done.filter((d) => d.startedAt > killedAt).map((d) => d.answeredAt);
      const outage = (Math.min(...after) - killedAt) / 1000;
      console.log(
        `HA failover: leader ${oldLeader.name} killed (kill -9 of its postmaster), ${newLeader.name} promoted; ` +
          `outage ${outage.toFixed(1)} s; ${done.length} transfers acknowledged, lost ${lost}, 500s ${serverErrors.length}; audit clean`,
      );
    });

    it('a bank whose address reaches a node being demoted answers 503 and is not ready, never 500', async () => {
      const leader = await ha!.waitForLeader(30_000, true);
      const other = ha!.nodes.find((n) => n.name !== leader.name)!;
      // This bank names the leader's own address, not HAProxy's: the address an operator has not moved yet.
      const direct = new URL(databaseUrl);
      direct.port = String(leader.port);
      const [bank] = superviseBanks({
        databaseUrl: direct.toString(),
        ports: [await freePort()],
        publicOrigin: front,
        env: { SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN, BANK_DB_POOL_SIZE: '4', LOG_LEVEL: 'error' },
        log: (line) => logs.push(line),
      });
      bank!.start();
      try {
        await bank!.waitReady(60_000);
        const customer = await newCustomer('demoted@ha.test', 'USD700000000201');
        await ha!.switchover(other);
        await ha!.waitForLeader(60_000);
        // The demoted node restarts as a standby (unreachable for a moment, then read-only): within a few probe
        // rounds the bank on it says why it is not ready.
        let ready: { status: number; body: unknown } = { status: 0, body: null };
        for (let i = 0; i < 150; i++) {
          const res = await fetch(`${bank!.url}/readyz`).catch(() => null);
          ready = { status: res?.status ?? 0, body: await res?.json().catch(() => null) };
          if ((ready.body as { reason?: string } | null)?.reason === 'database read-only') break;
          await sleep(200);
        }
        expect(ready).toEqual({
          status: 503,
          body: { status: 'not ready', reason: 'database read-only' },
        });
        const res = await fetch(`${bank!.url}/api/transfer/between-accounts`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customer.token}`,
            'idempotency-key': 'demoted-1',
          },
          body: JSON.stringify({
            fromAccountId: customer.usd,
            toAccountId: customer.usd2,
            amount: '1.00',
          }),
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        // Through HAProxy the same call reaches the new leader and is made once.
        let through = await transferOnce(customer, 'demoted-1', '1.00');
        for (let i = 0; i < 50 && through.status !== 200; i++) {
          await sleep(200);
          through = await transferOnce(customer, 'demoted-1', '1.00');
        }
        expect(through.status).toBe(200);
        expect(bank!.unexpectedExits).toEqual([]);
      } finally {
        await bank!.stop();
      }
    });
  },
);
