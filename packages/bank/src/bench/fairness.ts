import type { BankContext } from '../context';
import { DEFAULT_LIMITS, LIFTED_LIMITS, SETTING_KEY as RATE_LIMITS_SETTING } from '../limits';

// Issue 44's bench of fair reads, called from main.ts: another customer's GET /api/account (ada@, one request after
// another) idle, then while LOOPS loops of heavy@ read the last page of their 10,000-row history as fast as they are
// answered (a 429 included: a script does not wait), with the read-time budget (limits:
// expensiveReadTimePerCustomer) lifted and at its default. Each phase is bounded in time (BENCH_FAIRNESS_SECONDS,
// default 10) and the loops stop by themselves; loopback only. BENCH_ONLY=fairness runs it alone.

const LOOPS = 8;
const phaseSeconds = Number(process.env.BENCH_FAIRNESS_SECONDS ?? 10);

export interface FairnessRow {
  engine: string;
  budget: 'lifted' | 'default';
  idleP50: number;
  loadedP50: number;
  loadedP99: number;
  /** Heavy@'s last-page reads answered 200, and refused 429, in the phase. */
  heavyAnswered: number;
  heavyRefused: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => Math.round(value * 10) / 10;

/** Ada's GET /api/account times (ms), one request after another, until `until` (performance.now()). */
async function accountTimes(url: string, token: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${url}/api/account`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`fairness bench: GET /api/account answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function benchFairness(
  engine: string,
  ctx: BankContext,
  url: string,
  adaToken: string,
  heavyToken: string,
): Promise<FairnessRow[]> {
  const only = process.env.BENCH_ONLY;
  if (only && !'fairness'.includes(only)) return [];
  const heavy = { authorization: `Bearer ${heavyToken}` };
  const first = await fetch(
    `${url}/api/account/transaction?limit=1&offset=0&includeTotalCount=true`,
    {
      headers: heavy,
    },
  );
  const { totalCount } = (await first.json()) as { totalCount: number };
  const lastPage = `${url}/api/account/transaction?limit=100&offset=${Math.max(0, totalCount - 100)}`;

  // Warm up, then the idle figure.
  await accountTimes(url, adaToken, performance.now() + 1_000);
  const idle = await accountTimes(url, adaToken, performance.now() + phaseSeconds * 1000);
  const rows: FairnessRow[] = [];
  for (const budget of ['lifted', 'default'] as const) {
    await ctx.settings.set(
      RATE_LIMITS_SETTING,
      budget === 'lifted'
        ? LIFTED_LIMITS
        : {
            ...LIFTED_LIMITS,
            expensiveReadTimePerCustomer: DEFAULT_LIMITS.expensiveReadTimePerCustomer,
          },
    );
    const until = performance.now() + phaseSeconds * 1000;
    let answered = 0;
    let refused = 0;
    const loop = async () => {
      while (performance.now() < until) {
        const res = await fetch(lastPage, { headers: heavy });
        await res.arrayBuffer();
        if (res.status === 200) answered++;
        else if (res.status === 429) refused++;
        else throw new Error(`fairness bench: heavy@'s last page answered ${res.status}`);
      }
    };
    const [loaded] = await Promise.all([
      accountTimes(url, adaToken, until),
      ...Array.from({ length: LOOPS }, loop),
    ]);
    rows.push({
      engine,
      budget,
      idleP50: ms(percentile(idle, 50)),
      loadedP50: ms(percentile(loaded, 50)),
      loadedP99: ms(percentile(loaded, 99)),
      heavyAnswered: answered,
      heavyRefused: refused,
    });
  }
  await ctx.settings.set(RATE_LIMITS_SETTING, LIFTED_LIMITS);
  return rows;
}

/** The rows as a Markdown table, with the loaded p50 as a multiple of the idle one. */
export function fairnessTable(rows: FairnessRow[]): string {
  const lines = [
    `\nAnother customer's GET /api/account while ${LOOPS} loops read heavy@'s last history page (${phaseSeconds} s a phase)\n`,
    '| engine | read-time budget | idle p50 ms | loaded p50 ms | loaded p99 ms | × idle p50 | heavy@ 200 | heavy@ 429 |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.budget} | ${r.idleP50} | ${r.loadedP50} | ${r.loadedP99} | ${ms(r.loadedP50 / r.idleP50)} | ${r.heavyAnswered} | ${r.heavyRefused} |`,
    ),
  ];
  return lines.join('\n');
}
