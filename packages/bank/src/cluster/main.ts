import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startPrivateCluster } from '../db/pg-cluster';
import { haInstalled, startHaDatabase, type HaDatabase } from './ha';
import {
  ensureDatabase,
  haproxyInstalled,
  startHaproxy,
  superviseBanks,
  type SupervisedBank,
} from './index';

// `npm run cluster`: the bank as it runs in production, on one machine — Debian's PostgreSQL on a private data dir
// (.data/cluster, kept between runs), CLUSTER_PROCESSES bank processes (3) on ports 8081…, each restarted if it
// dies, and HAProxy on CLUSTER_PORT (8080) in front, serving the app and the API exactly as `npm start` does.
// `npm run cluster -- --ha`: PostgreSQL itself highly available instead — etcd and two Patroni nodes with synchronous
// replication (.data/cluster-ha), the banks reaching the leader through HAProxy's PostgreSQL front (ha.ts).
// Ctrl-C stops everything (the banks drain first).

const ha = process.argv.includes('--ha');
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const count = Number(process.env.CLUSTER_PROCESSES ?? 3);
const pgPort = Number(process.env.CLUSTER_PG_PORT ?? 15433);
const dir = resolve(process.env.CLUSTER_DATA_DIR ?? (ha ? '.data/cluster-ha' : '.data/cluster'));
const log = (line: string) => console.log(line);
const quietLog = (line: string) => {
  // Patroni reports every second that all is well: only what is not.
  if (!/INFO: no action|INFO: Lock owner/.test(line)) console.log(line);
};

if (!haproxyInstalled()) {
  console.error('npm run cluster needs HAProxy: apt-get install haproxy (Debian package)');
  process.exit(1);
}
if (ha && !haInstalled()) {
  console.error(
    'npm run cluster -- --ha needs Patroni and etcd: apt-get install postgresql patroni python3-etcd etcd-server ' +
      '(Debian packages)',
  );
  process.exit(1);
}
mkdirSync(dir, { recursive: true });

let stopping = false;
let banks: SupervisedBank[] = [];
let haDatabase: HaDatabase | null = null;
let stopDatabase = async () => {};
let postgresNodes: { name: string; port: number; restPort: number }[] | undefined;
let adminUrl: string;
if (ha) {
  haDatabase = startHaDatabase({
    dir,
    etcdClientPort: pgPort + 946, // 16379 by default
    etcdPeerPort: pgPort + 947,
    nodes: [
      { port: pgPort + 1, restPort: pgPort + 2575 }, // 15434 and 18008
      { port: pgPort + 2, restPort: pgPort + 2576 }, // 15435 and 18009
    ],
    log: quietLog,
  });
  stopDatabase = () => haDatabase!.stop();
  postgresNodes = haDatabase!.nodes;
  adminUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
} else {
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
  stopDatabase = async () => cluster.stop();
  adminUrl = cluster.url;
}

// HAProxy first: with --ha the banks' database address is its PostgreSQL front.
const bankPorts = Array.from({ length: count }, (_, i) => port + 1 + i);
const haproxy = startHaproxy(
  dir,
  {
    port,
    banks: bankPorts.map((p, i) => ({ name: `bank${i + 1}`, port: p })),
    postgres: postgresNodes && { port: pgPort, nodes: postgresNodes },
  },
  log,
);
haproxy.on('exit', (code) => {
  if (!stopping) {
    console.error(`HAProxy exited (${code}): is port ${port} free?`);
    void stop();
  }
});
if (haDatabase) {
  const leader = await haDatabase.waitForLeader(120_000, true);
  console.log(`PostgreSQL leader: ${leader.name} (port ${leader.port}), synchronous standby ready`);
}
const databaseUrl = await ensureDatabase(adminUrl, 'axia');

const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`;
banks = superviseBanks({
  databaseUrl,
  ports: bankPorts,
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

console.log(`
Axia cluster: ${publicOrigin} (HAProxy) → ${banks.map((b) => b.url).join(', ')}
PostgreSQL: ${databaseUrl} (data in ${dir})
Kill a bank process (kill -9 <pid>: ${banks.map((b) => `${b.name} ${b.pid}`).join(', ')}): HAProxy sends its
traffic to the others and it is started again.${
  haDatabase
    ? `
PostgreSQL nodes: ${haDatabase.nodes.map((n) => `${n.name} on ${n.port} (Patroni http://127.0.0.1:${n.restPort}/cluster)`).join(', ')}.
Kill the leader's PostgreSQL (kill -9 of the first line of <node>/data/postmaster.pid) and Patroni promotes the
standby; README 'High availability' has the switchover and the rest.`
    : ''
}
Ctrl-C stops the cluster.`);

async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster…');
  await Promise.all(banks.map((b) => b.stop()));
  haproxy.kill('SIGTERM');
  await stopDatabase();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
