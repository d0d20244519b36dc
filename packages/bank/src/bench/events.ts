import { request, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdjustableClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { internalAccount, postTransaction } from '../modules/ledger/post';
import { ensureSeeded } from '../sandbox/seed';
import { buildServer } from '../server';

// The live events' figures (issue 31), on PGlite, loopback only: the time from a posting's commit to its event at
// an SSE client (p50/p99 over 200 postings, one at a time), and what 1,000 open streams cost the process (RSS and
// heap growth, CPU while they idle for 10 s). The SSE clients run in this process too: the figures are an upper
// bound of the bank's own share.

const TRANSFERS = 200;
const STREAMS = 1000;
const IDLE_MS = 10_000;
const port = Number(process.env.BENCH_EVENTS_PORT ?? 18090);

/** Opens GET /api/events (its own connection) and calls `onData` with each chunk of text. */
function openStream(token: string, onData: (text: string) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: { authorization: `Bearer ${token}` },
        agent: false,
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', onData);
        res.once('data', () => resolve(res));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchEvents(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'axia-bench-events-'));
  const database = await openDatabase({ dataDir: dir });
  const config = loadConfig({
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SANDBOX_ADMIN_TOKEN: 'bench',
  });
  // 1,000 streams of a few customers: the per-customer limit is lifted for the measurement.
  config.events.streamsPerCustomer = STREAMS;
  // Heartbeats every 5 s (15 s by default): the idle window then holds two rounds of them.
  config.events.heartbeatMs = 5_000;
  const clock = new AdjustableClock();
  const { app, ctx } = await buildServer({ database, config, clock, logger: false });
  const streams: IncomingMessage[] = [];
  try {
    await ensureSeeded(ctx);
    await app.listen({ host: '127.0.0.1', port });
    const ada = await ctx.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.user_id', 'users.id')
      .select(['users.id', 'users.first_name', 'users.last_name', 'accounts.id as account'])
      .where('users.email', '=', 'ada@demo.test')
      .where('accounts.currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    const { IdToken } = await ctx.tokens.issue(
      {
        sub: ada.id,
        email: 'ada@demo.test',
        given_name: ada.first_name,
        family_name: ada.last_name,
      },
      { withRefresh: false },
    );
    const funding = await internalAccount(ctx.db, 'SANDBOX_FUNDING', 'USD');

    // Latency: each posting committed, then the time until the client has read its event.
    const arrived = new Map<string, number>();
    let waiting: { id: string; resolve: () => void } | null = null;
    let buffer = '';
    streams.push(
      await openStream(IdToken, (text) => {
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const entityId = (JSON.parse(data.slice(6)) as { entityId: string }).entityId;
          arrived.set(entityId, performance.now());
          if (waiting?.id === entityId) waiting.resolve();
        }
      }),
    );
    const latencies: number[] = [];
    for (let i = 0; i < TRANSFERS; i++) {
      const posted = await postTransaction(ctx.db, {
        type: 'TRANSFER_BETWEEN_MEMBERS',
        method: 'INTERNAL',
        amount: '0.01',
        currency: 'USD',
        userId: ada.id,
        legs: [
          { accountId: ada.account, amount: '0.01' },
          { accountId: funding, amount: '-0.01' },
        ],
        createdAt: clock.now(),
      });
      const committed = performance.now();
      if (!arrived.has(posted.id))
        await new Promise<void>((resolve) => (waiting = { id: posted.id, resolve }));
      latencies.push(arrived.get(posted.id)! - committed);
    }
    latencies.sort((a, b) => a - b);

    // 1,000 streams open and idle (heartbeats every 15 s).
    const before = process.memoryUsage();
    for (let i = 1; i < STREAMS; i++) streams.push(await openStream(IdToken, () => undefined));
    const open = process.memoryUsage();
    const cpu = process.cpuUsage();
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const used = process.cpuUsage(cpu);
    const cpuShare = (used.user + used.system) / 1000 / (performance.now() - started);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    return [
      '\nLive events (PGlite, loopback; clients in the same process)\n',
      '| measure | value |',
      '|---|---:|',
      `| commit → event at the SSE client, p50 (${TRANSFERS} postings) | ${percentile(latencies, 50).toFixed(2)} ms |`,
      `| commit → event at the SSE client, p99 | ${percentile(latencies, 99).toFixed(2)} ms |`,
      `| ${STREAMS} open streams: RSS growth | ${mb(open.rss - before.rss)} MB |`,
      `| ${STREAMS} open streams: heap growth | ${mb(open.heapUsed - before.heapUsed)} MB |`,
      `| ${STREAMS} open streams: CPU while idle for ${IDLE_MS / 1000} s (heartbeats every 5 s) | ${(100 * cpuShare).toFixed(2)} % of a core |`,
    ].join('\n');
  } finally {
    for (const stream of streams) stream.destroy();
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
