import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startPrivateCluster } from '../db/pg-cluster';
import {
  ensureDatabase,
  haproxyConfig,
  haproxyInstalled,
  startHaproxy,
  superviseBanks,
} from './index';

// `npm run cluster`: the bank as it runs in production, on one machine — Debian's PostgreSQL on a private data dir
// (.data/cluster, kept between runs), CLUSTER_PROCESSES bank processes (3) on ports 8081…, each restarted if it
// dies, and HAProxy on CLUSTER_PORT (8080) in front, serving the app and the API exactly as `npm start` does.
// Ctrl-C stops everything (the banks drain first).

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const count = Number(process.env.CLUSTER_PROCESSES ?? 3);
const pgPort = Number(process.env.CLUSTER_PG_PORT ?? 15433);
const dir = resolve(process.env.CLUSTER_DATA_DIR ?? '.data/cluster');
const log = (line: string) => console.log(line);

if (!haproxyInstalled()) {
  console.error('npm run cluster needs HAProxy: apt-get install haproxy (Debian package)');
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const cluster = startPrivateCluster({
  dir: `${dir}/pg`,
  port: pgPort,
  fsync: true,
  maxConnections: 100,
});
if (!cluster) {
  console.error('npm run cluster needs PostgreSQL: apt-get install postgresql (Debian package)');
  process.exit(1);
}
const databaseUrl = await ensureDatabase(cluster.url, 'axia');

const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`;
const banks = superviseBanks({
  databaseUrl,
  ports: Array.from({ length: count }, (_, i) => port + 1 + i),
  publicOrigin,
  // 100 connections on the server: each process keeps at most a fair share, with room for psql and the like.
  env: {
    BANK_DB_POOL_SIZE: process.env.BANK_DB_POOL_SIZE ?? String(Math.floor(80 / count)),
    ...(process.env.LOG_LEVEL && { LOG_LEVEL: process.env.LOG_LEVEL }),
  },
  log,
});
// All at the same moment, as after a machine's restart: one seeds, the others wait for it.
for (const bank of banks) bank.start();
await Promise.all(banks.map((b) => b.waitReady(120_000)));
const haproxy = startHaproxy(
  `${dir}/haproxy.cfg`,
  haproxyConfig(
    port,
    banks.map((b) => ({ name: b.name, port: Number(new URL(b.url).port) })),
  ),
  log,
);

console.log(`
Axia cluster: ${publicOrigin} (HAProxy) → ${banks.map((b) => b.url).join(', ')}
PostgreSQL: ${databaseUrl} (data in ${dir}/pg)
Kill a bank process (kill -9 <pid>: ${banks.map((b) => `${b.name} ${b.pid}`).join(', ')}): HAProxy sends its
traffic to the others and it is started again. Ctrl-C stops the cluster.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster…');
  await Promise.all(banks.map((b) => b.stop()));
  haproxy.kill('SIGTERM');
  cluster!.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
haproxy.on('exit', (code) => {
  if (!stopping) {
    console.error(`HAProxy exited (${code}): is port ${port} free?`);
    void stop();
  }
});
