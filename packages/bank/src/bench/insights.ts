import type { BankContext } from '../context';
import { getBalanceHistory } from '../modules/insights/service';

// Issue 30's bench: the server time of heavy@demo.test's 1-year balance history (365 daily closing balances from
// the ~10,000 transactions' postings), called from main.ts. A bounded number of requests one after another (no
// queueing behind other requests, so each time is the server's own): over loopback HTTP (GET
// /api/account/:id/balanceHistory?range=1y, the whole request) and the service alone (the two queries and the
// series, in process). BENCH_ONLY=balanceHistory runs it alone; BENCH_INSIGHTS_REQUESTS sets the count (200).

const requests = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 200);
const WARM_UP = 10;

export interface InsightRow {
  engine: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The p-th percentile (nearest rank) of sorted times. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(engine: string, call: string, once: () => Promise<boolean>) {
  for (let i = 0; i < WARM_UP; i++) await once();
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    if (!(await once())) errors++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    engine,
    call,
    rps: Math.round(1000 / mean),
    p50: ms(percentile(times, 50)),
    p99: ms(percentile(times, 99)),
    errors,
  };
}

export async function benchInsights(
  engine: string,
  ctx: BankContext,
  url: string,
  heavyToken: string,
): Promise<InsightRow[]> {
  const only = process.env.BENCH_ONLY;
  if (only && !'balanceHistory'.includes(only)) return [];
  const account = await ctx.db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.id', 'users.id as userId'])
    .where('users.email', '=', 'heavy@demo.test')
    .where('accounts.currency', '=', 'USD')
    .executeTakeFirstOrThrow();
  const label = `heavy@ USD balanceHistory 1y, ${requests} sequential`;
  return [
    await timed(engine, `GET /api/account/:id/balanceHistory?range=1y (${label})`, async () => {
      const res = await fetch(`${url}/api/account/${account.id}/balanceHistory?range=1y`, {
        headers: { authorization: `Bearer ${heavyToken}` },
      });
      const body = (await res.json()) as { points?: unknown[] };
      return res.ok && body.points?.length === 365;
    }),
    await timed(engine, `getBalanceHistory service alone (${label})`, async () => {
      const series = await getBalanceHistory(ctx, account.userId, account.id, '1y');
      return series.points.length === 365;
    }),
  ];
}
