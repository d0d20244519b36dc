import { add, compare, decimal, multiply, roundDown, subtract, toPlainString } from '@axia/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, ensureSeeded } from '../src/sandbox/seed';
import { rateWalk } from '../src/sandbox/rate-history';
import {
  callApi,
  completeRegistration,
  provisionCaller,
  signIn,
  signInByEmail,
  type Customer,
} from './api-support';
import { adminCall, engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 30, the pictures' data: GET /account/:accountId/balanceHistory, /account/holdings, /currency/rateHistory and
// /staking/:id/rewardHistory, on the seeded bank (heavy@'s 10,000 transactions, ada@'s staking, the seeded rates)
// and on a fresh customer whose postings fall on known days (the bank's clock moved between them).

let bank: TestBank;
const who: Record<string, Customer> = {};

const get = (name: string, path: string) => callApi(bank, who[name]!, 'GET', path);
const post = (name: string, path: string, body: unknown) =>
  callApi(bank, who[name]!, 'POST', path, body, { 'idempotency-key': crypto.randomUUID() });
const plain = (value: string) => toPlainString(decimal(value));
const DAY = 86_400_000;
const NOW = '2026-11-21T12:00:00.000Z';

interface BalancePoint {
  date: string;
  balance: string;
}

/** The account's amount as GET /account shows it. */
async function shownAmount(name: string, accountId: string): Promise<string> {
  const res = await get(name, '/account');
  const account = (res.body as { id: string; amount: string }[]).find((a) => a.id === accountId);
  return account!.amount;
}

/**
 * The closing balances the account's postings give, computed apart from balance_after: the sum of every amount
 * posted before `firstDay`, then each day's amounts added, for each day from `firstDay` through `lastDay`.
 */
async function expectedSeries(accountId: string, firstDay: string, lastDay: string) {
  const rows = await bank.ctx.db
    .selectFrom('postings')
    .select(['amount', 'created_at'])
    .where('account_id', '=', accountId)
    .execute();
  const byDay = new Map<string, string>();
  let running = '0';
  for (const row of rows) {
    const day = new Date(row.created_at).toISOString().slice(0, 10);
    if (day < firstDay) running = add(running, String(row.amount));
    else byDay.set(day, add(byDay.get(day) ?? '0', String(row.amount)));
  }
  const series: BalancePoint[] = [];
  for (let t = Date.parse(`${firstDay}T00:00:00Z`); ; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (date > lastDay) break;
    running = add(running, byDay.get(date) ?? '0');
    series.push({ date, balance: running });
  }
  return { series, byDay };
}

/** Every point equal (as a decimal) to the independently computed series, each day moving by its postings' sum. */
function expectSeriesMatches(points: BalancePoint[], expected: BalancePoint[]) {
  expect(points.map((p) => p.date)).toEqual(expected.map((p) => p.date));
  const mismatches = points.filter((p, i) => compare(p.balance, expected[i]!.balance) !== 0);
  expect(mismatches).toEqual([]);
}

describe.skipIf(engineUnavailable)(`insights API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank({ NOW });
    await ensureSeeded(bank.ctx);
    for (const email of ['ada@demo.test', 'heavy@demo.test', 'acme@demo.test'])
      who[email.split('@')[0]!] = await signInByEmail(bank, email);
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });
  // A test that moves the bank's clock leaves it at NOW for the next, even when it fails.
  afterEach(() => bank.clock.set(new Date(NOW)));

  describe('balance history', () => {
    it("ends on heavy@'s balance over a year, each day moving exactly by that day's postings", async () => {
      for (const currency of ['USD', 'AXC', 'EUR']) {
        const accountId = who.heavy!.accounts[currency]!;
        const started = performance.now();
        const res = await get('heavy', `/account/${accountId}/balanceHistory?range=1y`);
        const ms = performance.now() - started;
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ accountId, currency, range: '1y' });
        const points = res.body.points as BalancePoint[];
        expect(points).toHaveLength(365);
        expect(points.at(-1)).toEqual({
          date: '2026-11-21',
          balance: await shownAmount('heavy', accountId),
        });
        const { series, byDay } = await expectedSeries(accountId, points[0]!.date, '2026-11-21');
        expectSeriesMatches(points, series);
        // The series really moves: the year holds many days with postings.
        expect(byDay.size).toBeGreaterThan(50);
        console.log(`heavy@ ${currency} 1y: ${byDay.size} days with postings, ${ms.toFixed(0)} ms`);
      }
    });

    it('carries the balance through days without postings and starts on the opening day', async () => {
      // A customer who opens accounts on Nov 1 (the bank's clock set back) and moves money on known days.
      bank.clock.set(new Date('2026-11-01T10:00:00Z'));
      const caller = await provisionCaller(bank, {
        email: 'days@insights.test',
        firstName: 'Dana',
        lastName: 'Days',
        features: DEMO_USERS.find((u) => u.email === 'ada@demo.test')!.features,
      });
      await completeRegistration(bank, caller);
      // An ID token lives an hour of the bank's clock: signed in again after each move.
      const signInNow = async () =>
        (who.days = await signIn(bank, { ...caller, firstName: 'Dana', lastName: 'Days' }));
      const { accounts } = await signInNow();
      const usd = accounts.USD!;
      const deposit = async (iso: string, amount: string) => {
        bank.clock.set(new Date(iso));
        const res = await adminCall(bank, '/deposit', {
          email: caller.email,
          currency: 'USD',
          amount,
        });
        expect(res.status).toBe(200);
      };
      await deposit('2026-11-01T10:00:00Z', '100.25');
      await deposit('2026-11-01T15:00:00Z', '50');
      bank.clock.set(new Date('2026-11-04T09:00:00Z'));
      await signInNow();
      const sent = await post('days', '/transfer/between-accounts', {
        fromAccountId: usd,
        toAccountId: accounts.EUR,
        amount: '20.10',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      // Midnight UTC belongs to the day it starts.
      await deposit('2026-11-05T00:00:00Z', '1');
      bank.clock.set(new Date(NOW));
      await signInNow();

      for (const range of ['30d', '90d']) {
        const res = await get('days', `/account/${usd}/balanceHistory?range=${range}`);
        expect(res.status).toBe(200);
        const points = res.body.points as BalancePoint[];
        expect(points).toHaveLength(21);
        expect(points[0]).toEqual({ date: '2026-11-01', balance: '150.25' });
        expect(points.slice(1, 4).map((p) => p.balance)).toEqual(['150.25', '150.25', '130.15']);
        expect(points[4]).toEqual({ date: '2026-11-05', balance: '131.15' });
        expect(points.at(-1)).toEqual({ date: '2026-11-21', balance: '131.15' });
        expect(points.at(-1)!.balance).toBe(await shownAmount('days', usd));
        expectSeriesMatches(points, (await expectedSeries(usd, '2026-11-01', '2026-11-21')).series);
      }
      // The EUR side: nothing until Nov 4, then the converted amount.
      const eur = await get('days', `/account/${accounts.EUR}/balanceHistory`);
      expect(eur.body.range).toBe('30d');
      expect(eur.body.points[2]).toEqual({ date: '2026-11-03', balance: '0.00' });
      expect(eur.body.points.at(-1).balance).toBe(await shownAmount('days', accounts.EUR!));
    });

    it('moves its last point by a transfer made today', async () => {
      const usd = who.days!.accounts.USD!;
      const before = (await get('days', `/account/${usd}/balanceHistory`)).body.points;
      const sent = await post('days', '/transfer/between-accounts', {
        fromAccountId: usd,
        toAccountId: who.days!.accounts.EUR,
        amount: '0.15',
      });
      expect(sent.status).toBe(200);
      const after = (await get('days', `/account/${usd}/balanceHistory`)).body.points;
      expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
      expect(after.at(-1)).toEqual({ date: '2026-11-21', balance: '131.00' });
    });

    it("answers 404 for another customer's account or an unknown one, 400 for a bad range", async () => {
      for (const path of [
        `/account/${who.ada!.accounts.USD}/balanceHistory`,
        '/account/no-such-account/balanceHistory',
      ]) {
        const res = await get('acme', path);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Account not found');
      }
      const bad = await get('ada', `/account/${who.ada!.accounts.USD}/balanceHistory?range=2y`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/range/);
      expect(bad.body.message).toMatch(/30d.*90d.*1y/);
    });
  });

  describe('holdings', () => {
    interface Holding {
      key: string;
      category: string;
      currency: string;
      amount: string;
      usdRate: string;
      usdValue: string;
    }

    it("sums ada@'s accounts and staking per part, valued exactly at the bank's rates", async () => {
      const res = await get('ada', '/account/holdings');
      expect(res.status).toBe(200);
      const holdings = res.body.holdings as Holding[];
      const rates = async (currency: string) =>
        currency === 'USD'
          ? '1'
          : (await get('ada', `/currency/conversionRate?fromCurrency=${currency}&toCurrency=USD`))
              .body.conversionRate;
      const accounts = (await get('ada', '/account')).body as {
        currency: string;
        amount: string;
      }[];
      for (const part of holdings) {
        expect(compare(part.usdRate, await rates(part.currency))).toBe(0);
        expect(part.usdValue).toBe(roundDown(multiply(part.amount, part.usdRate), 2));
        if (part.category !== 'STAKED') {
          const sum = accounts
            .filter((a) => a.currency === part.currency)
            .reduce((total, a) => add(total, a.amount), '0');
          expect(compare(part.amount, sum)).toBe(0);
        }
      }
      // Every currency she holds money in is a part (zero ones left out).
      const held = accounts.filter((a) => compare(a.amount, '0') > 0).map((a) => a.currency);
      expect(
        holdings
          .filter((h) => h.category !== 'STAKED')
          .map((h) => h.currency)
          .sort(),
      ).toEqual([...new Set(held)].sort());
      const overview = (await get('ada', '/account/overview')).body;
      expect(holdings.find((h) => h.key === 'STAKED:AXC')?.amount).toBe(
        overview.stakingTotalBalance.AXC.amount,
      );
      const total = holdings.reduce((sum, h) => add(sum, h.usdValue), '0');
      expect(compare(res.body.totalUsd, total)).toBe(0);
      const values = holdings.map((h) => h.usdValue);
      expect([...values].sort((a, b) => compare(b, a))).toEqual(values);
      expect(res.body.ratedAt).toBe(NOW);
    });

    it('shows a staked part once the customer applies to a pool, and the crypto part less', async () => {
      const { body: copy } = await adminCall(bank, '/customers', {
        like: 'ada@demo.test',
        email: 'stk@insights.test',
      });
      who.stk = await signInByEmail(bank, copy.email);
      const before = (await get('stk', '/account/holdings')).body.holdings as Holding[];
      expect(before.some((h) => h.category === 'STAKED')).toBe(false);
      const crypto = before.find((h) => h.key === 'CRYPTO:AXC')!;
      const applied = await post('stk', '/staking/AXC_FLEX_30D/apply', {
        fromAccountId: who.stk.accounts.AXC,
        amount: '1000',
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const after = (await get('stk', '/account/holdings')).body.holdings as Holding[];
      expect(after.find((h) => h.key === 'STAKED:AXC')).toMatchObject({
        category: 'STAKED',
        currency: 'AXC',
        amount: '1000.00000',
      });
      const left = after.find((h) => h.key === 'CRYPTO:AXC')!.amount;
      expect(compare(left, subtract(crypto.amount, '1000'))).toBe(0);
    });
  });

  describe('rate history', () => {
    interface RatePoint {
      at: string;
      rate: string;
    }
    const history = async (currency: string, range = '24h') => {
      const res = await get('ada', `/currency/rateHistory?currency=${currency}&range=${range}`);
      expect(res.status).toBe(200);
      return res.body.points as RatePoint[];
    };
    const current = async (currency: string) =>
      (await get('ada', `/currency/conversionRate?fromCurrency=${currency}&toCurrency=USD`)).body
        .conversionRate as string;

    it("draws the seeded past, oldest first, sampled to at most ~200 points, ending on today's rate", async () => {
      for (const currency of ['AXC', 'USAX', 'EUR', 'GBP']) {
        for (const [range, least] of [
          ['24h', 24],
          ['7d', 150],
          ['1y', 180],
        ] as const) {
          const points = await history(currency, range);
          expect(points.length).toBeGreaterThanOrEqual(least);
          expect(points.length).toBeLessThanOrEqual(202);
          const times = points.map((p) => Date.parse(p.at));
          expect([...times].sort((a, b) => a - b)).toEqual(times);
          expect(points.at(-1)).toEqual({ at: NOW, rate: plain(await current(currency)) });
          // Not a flat line: the seeded walk moves.
          expect(new Set(points.map((p) => p.rate)).size).toBeGreaterThan(5);
        }
      }
    });

    it("keeps a back-office rate move as the line's new last point, and after the clock moves on", async () => {
      const moved = await adminCall(bank, '/rates', { AXC: '0.0262' });
      expect(moved.status).toBe(200);
      expect(moved.body.rates.AXC).toBe('0.0262');
      expect(await current('AXC')).toBe('0.0262');
      expect((await history('AXC')).at(-1)).toEqual({ at: NOW, rate: '0.0262' });
      // Half an hour on (the caller's token still valid): the move stays, now's point follows.
      bank.clock.set(new Date(Date.parse(NOW) + 1_800_000));
      const later = await history('AXC');
      expect(later.slice(-2)).toEqual([
        { at: NOW, rate: '0.0262' },
        { at: new Date(Date.parse(NOW) + 1_800_000).toISOString(), rate: '0.0262' },
      ]);
    });

    it('refuses a bad rate move with a message, changing nothing', async () => {
      const rows = async () =>
        (
          await bank.ctx.db
            .selectFrom('rate_history')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const count = await rows();
      for (const body of [{}, { AXC: '-1' }, { AXC: 'abc' }, { USD: '2' }, { AXC: '0' }]) {
        const res = await adminCall(bank, '/rates', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect(await rows()).toBe(count);
      expect(await current('AXC')).toBe('0.0262');
      const bad = await get('ada', '/currency/rateHistory?currency=USD');
      expect(bad.status).toBe(400);
    });

    it('seeds a reproducible walk that ends exactly on the current rate', () => {
      const now = new Date(NOW);
      const walk = rateWalk('AXC', '0.0245', now);
      expect(rateWalk('AXC', '0.0245', now)).toEqual(walk);
      expect(walk[0]).toEqual({ at: now, rate: '0.0245' });
      expect(walk).toHaveLength(7 * 24 + 359);
      for (const { rate } of walk) {
        expect(compare(rate, '0.005')).toBeGreaterThan(0);
        expect(compare(rate, '0.1')).toBeLessThan(0);
      }
      for (const { rate } of rateWalk('USAX', '1', now)) {
        expect(compare(rate, '0.99')).toBeGreaterThan(0);
        expect(compare(rate, '1.01')).toBeLessThan(0);
      }
    });
  });

  describe('staking rewards', () => {
    interface RewardPoint {
      date: string;
      reward: string;
      cumulative: string;
    }

    it("adds up ada@'s rewards by day from the term's first day to the staking's interest records", async () => {
      await adminCall(bank, '/staking-clock', {});
      const list = (await get('ada', '/staking')).body;
      const staking = list.data[0] as { id: string };
      const view = (await get('ada', `/staking/${staking.id}`)).body;
      const res = await get('ada', `/staking/${staking.id}/rewardHistory`);
      expect(res.status).toBe(200);
      const points = res.body.points as RewardPoint[];
      expect(res.body.termStartDate).toBe(view.termStartAt.slice(0, 10));
      expect(res.body.termEndDate).toBe(view.termEndAt.slice(0, 10));
      expect(points[0]!.date).toBe(res.body.termStartDate);
      // Applied 20 days before now: the term began the next midnight, 19 whole days have ended.
      expect(points).toHaveLength(19);
      const records = view.interestRecords as { dailyRewardAmount: string }[];
      const sum = records.reduce((total, r) => add(total, r.dailyRewardAmount), '0');
      expect(compare(points.at(-1)!.cumulative, sum)).toBe(0);
      let running = '0';
      for (const point of points) {
        running = add(running, point.reward);
        expect(compare(point.cumulative, running)).toBe(0);
      }
    });

    it("ends on the staking's interest on a daily pool once the days are credited, 0 on a paused day", async () => {
      const res = await adminCall(bank, '/stakings', {
        email: 'stk@insights.test',
        productCode: 'AXC_FLEX_30D',
        amount: '3650',
        appliedAt: new Date(Date.parse(NOW) - 10 * DAY).toISOString(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = res.body.id as string;
      await adminCall(bank, '/staking-clock', {});
      const first = await get('stk', `/staking/${id}/rewardHistory`);
      const view = (await get('stk', `/staking/${id}`)).body;
      expect(first.body.points).toHaveLength(9);
      expect(first.body.points.at(-1).cumulative).toBe(view.interestAmount);
      // Suspended for a day: that day earns nothing, the series still has it.
      await adminCall(bank, `/stakings/${id}/suspend`, {});
      bank.clock.set(new Date(Date.parse(NOW) + DAY));
      await adminCall(bank, `/stakings/${id}/resume`, {});
      bank.clock.set(new Date(Date.parse(NOW) + 3 * DAY));
      await adminCall(bank, '/staking-clock', {});
      who.stk = await signInByEmail(bank, 'stk@insights.test');
      const later = (await get('stk', `/staking/${id}/rewardHistory`)).body.points as RewardPoint[];
      expect(later).toHaveLength(12);
      expect(later.filter((p) => compare(p.reward, '0') === 0).length).toBeGreaterThan(0);
      const after = (await get('stk', `/staking/${id}`)).body;
      expect(later.at(-1)!.cumulative).toBe(after.interestAmount);
    });

    it("answers 404 for another customer's staking", async () => {
      const list = (await get('ada', '/staking')).body;
      const staking = list.data[0] as { id: string };
      const res = await get('acme', `/staking/${staking.id}/rewardHistory`);
      expect(res.status).toBe(404);
    });
  });
});
