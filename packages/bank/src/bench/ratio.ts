import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import { AdjustableClock } from '../clock';
import { ensureDatabase, superviseBanks } from '../cluster';
import { openDatabase } from '../db/open';
import type { Database } from '../db/schema';
import { startPrivateCluster, type PgCluster } from '../db/pg-cluster';
import { LIFTED_LIMITS, SETTING_KEY as RATE_LIMITS_SETTING } from '../limits';
import { Settings } from '../settings';
import { pgbenchInit, pgbenchRun, type PgbenchRun } from './pgbench';
import {
  TRANSFER_FX,
  TRANSFER_MEMBER,
  TRANSFER_SAME,
  transferSetup,
  type TransferKind,
} from './transfers';

// `npm run bench:ratio -w @axia/bank` (issue 44): the bank's keyed transfers as a share of pgbench's TPC-B-like
// transactions per second on the same PostgreSQL cluster, measured so a shared machine cannot fake it: pgbench and
// each kind of transfer (same currency, USD ⇄ EUR through FX, to another member) take turns in windows of
// BENCH_WINDOW_SECONDS (10) for BENCH_ROUNDS rounds (5), so a neighbour's load falls on both; each round's ratio,
// then the medians and spreads. Only answered transfers (2xx) count as throughput; errors, timeouts and other
// statuses are printed beside them, and a window in which nothing completed is 0, never a rate. With 1 and with 3
// bank processes (dist/main.js, as `npm run cluster` runs them; 10 connections split between them, as pgbench's 10
// clients), then a transfer's p50/p99 at 16 and 64 concurrent clients. Micro-batching is measured under load too:
// in each round, pgbench with 64 clients and then same-currency transfers from 64 connections, each share printed
// against pgbench at 64 and at 10 clients. Loopback only; every loop ends with its window.

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const windowSeconds = Number(process.env.BENCH_WINDOW_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 18180);
/** Bank processes in each measurement (BENCH_PROCESSES, e.g. "1" or "1,3"). */
const processCounts = (process.env.BENCH_PROCESSES ?? '1,3').split(',').map(Number);
/** BANK_POSTINGS_IN_FLIGHT for the bank processes (BENCH_POSTINGS_IN_FLIGHT; 0: no batching); unset: the bank's own default. */
const postingsInFlight = process.env.BENCH_POSTINGS_IN_FLIGHT;
/**
 * BENCH_PG_STATEMENTS=1: PostgreSQL counts every statement, those inside the posting functions too
 * (pg_stat_statements, track=all), and after each transfer window of round 1 the bench prints the 15 that took the
 * most time in it: where a transfer's database time goes. The counting costs time itself: its rounds are not
 * comparable with a run without it.
 */
const statementsWanted = process.env.BENCH_PG_STATEMENTS === '1';
/** The transfer kinds measured (BENCH_KINDS, e.g. "same,fx"; default all three). */
const kindsWanted = (process.env.BENCH_KINDS ?? 'same,fx,member').split(',');
const KINDS = (
  [
    ['same', TRANSFER_SAME],
    ['fx', TRANSFER_FX],
    ['member', TRANSFER_MEMBER],
  ] satisfies [TransferKind, string][]
).filter(([kind]) => kindsWanted.includes(kind));

interface Window {
  /** Answered (2xx) transfers per second over the window. */
  rate: number;
  answered: number;
  errors: number;
  timeouts: number;
  otherStatuses: number;
  p50: number;
  p99: number;
}

async function transferWindow(options: autocannon.Options[], seconds: number): Promise<Window> {
  const results = await Promise.all(
    options.map((o) => autocannon({ duration: seconds, timeout: 10, ...o })),
  );
  const sum = (pick: (r: autocannon.Result) => number) =>
    results.reduce((total, r) => total + pick(r), 0);
  const answered = sum((r) => r['2xx']);
  return {
    rate: answered / seconds,
    answered,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    otherStatuses: sum((r) => r.non2xx),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: number[]) =>
  `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
const percent = (share: number) => `${Math.round(100 * share)} %`;

interface RoundRow {
  round: number;
  pgbench: PgbenchRun;
  transfers: Record<TransferKind, Window>;
  /** pgbench with 64 clients, and same-currency transfers from 64 connections. */
  busy: { pgbench: PgbenchRun; transfers: Window };
}

/** Concurrent clients of the busy windows. */
const BUSY_CLIENTS = 64;

/** The statements of this database that took the most time since the last reset (BENCH_PG_STATEMENTS). */
async function printStatements(db: Kysely<Database>, title: string) {
  const { rows } = await sql<{
    calls: string;
    plans: string;
    ms: string;
    mean: string;
    query: string;
  }>`
    SELECT s.calls, s.plans, round((s.total_exec_time + s.total_plan_time)::numeric, 1) AS ms,
           round(((s.total_exec_time + s.total_plan_time) / greatest(s.calls, 1))::numeric, 3) AS mean,
           left(regexp_replace(s.query, '[[:space:]]+', ' ', 'g'), 100) AS query
    FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
    WHERE d.datname = current_database()
    ORDER BY s.total_exec_time + s.total_plan_time DESC LIMIT 15`.execute(db);
  console.log(
    `\n  statements of the window (${title}): calls, plans, total ms, ms a call, statement`,
  );
  for (const r of rows) console.log(`    ${r.calls}  ${r.plans}  ${r.ms}  ${r.mean}  ${r.query}`);
}

async function measure(cluster: PgCluster, processes: number) {
  const databaseUrl = await ensureDatabase(cluster.url, `bench_ratio_${processes}`);
  const banks = superviseBanks({
    databaseUrl,
    ports: Array.from({ length: processes }, (_, i) => port + i),
    publicOrigin: `http://127.0.0.1:${port}`,
    // BENCH_NODE_ARGS: Node's options for the bank processes (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
    env: {
      SANDBOX_ADMIN_TOKEN: 'bench',
      BANK_DB_POOL_SIZE: '10',
      ...(postingsInFlight !== undefined ? { BANK_POSTINGS_IN_FLIGHT: postingsInFlight } : {}),
    },
  });
  for (const bank of banks) bank.start();
  const database = await openDatabase({ databaseUrl });
  try {
    await Promise.all(banks.map((bank) => bank.waitReady(120_000)));
    // The load is a handful of customers by design: the per-customer limits are lifted, before any process reads
    // them.
    await new Settings(database.db, new AdjustableClock()).set(RATE_LIMITS_SETTING, LIFTED_LIMITS);
    if (statementsWanted)
      await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(database.db);
    const transfers = await transferSetup(
      database.db,
      banks.map((b) => b.url),
      'bench',
    );
    // A short warm-up of each kind (connections, plans, JIT), not counted.
    for (const [kind] of KINDS) await transferWindow(transfers.requests(kind), 2);
    const roundRows: RoundRow[] = [];
    for (let round = 1; round <= rounds; round++) {
      const pgbench = pgbenchRun(cluster, windowSeconds);
      const row: RoundRow = {
        round,
        pgbench,
        transfers: {} as Record<TransferKind, Window>,
        busy: { pgbench: pgbenchRun(cluster, windowSeconds, BUSY_CLIENTS), transfers: null! },
      };
      for (const [kind] of KINDS) {
        const counted = statementsWanted && round === 1;
        if (counted) await sql`SELECT pg_stat_statements_reset()`.execute(database.db);
        row.transfers[kind] = await transferWindow(transfers.requests(kind), windowSeconds);
        if (counted) await printStatements(database.db, `${kind}, ${processes} process(es)`);
      }
      row.busy.transfers = await transferWindow(
        transfers.requests('same', BUSY_CLIENTS),
        windowSeconds,
      );
      roundRows.push(row);
      console.log(
        `  round ${round}: pgbench ${Math.round(pgbench.tps)} tps; ` +
          KINDS.map(
            ([kind]) =>
              `${kind} ${Math.round(row.transfers[kind].rate)}/s (${percent(row.transfers[kind].rate / pgbench.tps)})`,
          ).join(', ') +
          `; ${BUSY_CLIENTS} clients: pgbench ${Math.round(row.busy.pgbench.tps)} tps, same ${Math.round(row.busy.transfers.rate)}/s (${percent(row.busy.transfers.rate / row.busy.pgbench.tps)})`,
      );
    }
    const latency: Record<number, Window> = {};
    for (const clients of [16, 64])
      latency[clients] = await transferWindow(transfers.requests('same', clients), windowSeconds);
    return { processes, roundRows, latency };
  } finally {
    await Promise.all(banks.map((bank) => bank.stop()));
    await database.close();
  }
}

const cluster = startPrivateCluster({
  maxConnections: 200,
  settings: statementsWanted
    ? [
        'shared_preload_libraries=pg_stat_statements',
        'pg_stat_statements.track=all',
        'pg_stat_statements.track_planning=on',
      ]
    : [],
});
if (!cluster || !pgbenchInit(cluster)) {
  console.log('PostgreSQL and pgbench are not installed here: nothing to compare.');
  cluster?.stop();
  process.exit(0);
}
const results: Awaited<ReturnType<typeof measure>>[] = [];
try {
  for (const processes of processCounts) {
    console.log(`\n${processes} bank process${processes > 1 ? 'es' : ''}:`);
    results.push(await measure(cluster, processes));
  }
} finally {
  cluster.stop();
}

console.log(
  `\n${rounds} rounds; in each, pgbench -b tpcb-like -c 10 -j 2, pgbench -c ${BUSY_CLIENTS}, then each transfer kind with 10 connections and same-currency transfers with ${BUSY_CLIENTS}, ${windowSeconds} s a window, loopback\n`,
);
console.log(
  '| processes | transfers | median transfers/s (min–max) | median pgbench tps (min–max) | median share (min–max per round) | answered | errors | timeouts | other statuses |',
);
console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { processes, roundRows } of results) {
  const tps = roundRows.map((r) => r.pgbench.tps);
  for (const [kind, call] of KINDS) {
    const windows = roundRows.map((r) => r.transfers[kind]);
    const shares = roundRows.map((r) =>
      r.pgbench.tps > 0 ? r.transfers[kind].rate / r.pgbench.tps : 0,
    );
    const total = (pick: (w: Window) => number) => windows.reduce((t, w) => t + pick(w), 0);
    console.log(
      `| ${processes} | ${call} | ${Math.round(median(windows.map((w) => w.rate)))} (${spread(windows.map((w) => w.rate))}) | ${Math.round(median(tps))} (${spread(tps)}) | ${percent(median(shares))} (${percent(Math.min(...shares))}–${percent(Math.max(...shares))}) | ${total((w) => w.answered)} | ${total((w) => w.errors)} | ${total((w) => w.timeouts)} | ${total((w) => w.otherStatuses)} |`,
    );
  }
  {
    const busy = roundRows.map((r) => r.busy.transfers);
    const busyTps = roundRows.map((r) => r.busy.pgbench.tps);
    const share = (of: number[]) =>
      roundRows.map((r, i) => (of[i]! > 0 ? r.busy.transfers.rate / of[i]! : 0));
    const ofBusy = share(busyTps);
    const ofTen = share(tps);
    const total = (pick: (w: Window) => number) => busy.reduce((t, w) => t + pick(w), 0);
    console.log(
      `| ${processes} | ${TRANSFER_SAME}, ${BUSY_CLIENTS} connections | ${Math.round(median(busy.map((w) => w.rate)))} (${spread(busy.map((w) => w.rate))}) | ${BUSY_CLIENTS} clients: ${Math.round(median(busyTps))} (${spread(busyTps)}) | ${percent(median(ofBusy))} (${percent(Math.min(...ofBusy))}–${percent(Math.max(...ofBusy))}); of pgbench at 10 clients ${percent(median(ofTen))} (${percent(Math.min(...ofTen))}–${percent(Math.max(...ofTen))}) | ${total((w) => w.answered)} | ${total((w) => w.errors)} | ${total((w) => w.timeouts)} | ${total((w) => w.otherStatuses)} |`,
    );
  }
  const failed = roundRows.reduce((t, r) => t + r.pgbench.failed + r.busy.pgbench.failed, 0);
  if (failed > 0)
    console.log(`| ${processes} | pgbench failed transactions | ${failed} | | | | | | |`);
}
console.log(
  `\nA same-currency transfer's latency by concurrent clients (${windowSeconds} s each)\n`,
);
console.log(
  '| processes | clients | transfers/s | p50 ms | p99 ms | errors | timeouts | other statuses |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { processes, latency } of results)
  for (const [clients, w] of Object.entries(latency))
    console.log(
      `| ${processes} | ${clients} | ${Math.round(w.rate)} | ${w.p50} | ${w.p99} | ${w.errors} | ${w.timeouts} | ${w.otherStatuses} |`,
    );
