import { execFileSync } from 'node:child_process';
import { findPgBin, type PgCluster } from '../db/pg-cluster';

// pgbench's TPC-B-like transaction on the cluster the bank's rows run on (its own database, scale 1): the yardstick
// of the transfer benches (main.ts, ratio.ts).

export interface PgbenchRun {
  tps: number;
  /** Transactions that completed, and those that failed (pgbench's own counts). */
  processed: number;
  failed: number;
}

/** Creates and fills the `pgbench` database once; false without pgbench. */
export function pgbenchInit(cluster: PgCluster): boolean {
  const bin = findPgBin();
  if (!bin) return false;
  execFileSync(`${bin}/createdb`, [...connection(cluster), 'pgbench'], { stdio: 'pipe' });
  execFileSync(`${bin}/pgbench`, ['-i', '-q', ...connection(cluster), 'pgbench'], {
    stdio: 'pipe',
  });
  return true;
}

/** One window of pgbench: `clients` clients on 2 threads for `seconds`. */
export function pgbenchRun(cluster: PgCluster, seconds: number, clients = 10): PgbenchRun {
  const out = execFileSync(
    `${findPgBin()}/pgbench`,
    [
      '-b',
      'tpcb-like',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      ...connection(cluster),
      'pgbench',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? 0);
  const processed = number(/number of transactions actually processed: (\d+)/);
  return {
    // No transaction processed is 0 tps, whatever else pgbench printed.
    tps: processed === 0 ? 0 : number(/tps = ([\d.]+)/),
    processed,
    failed: number(/number of failed transactions: (\d+)/),
  };
}

function connection(cluster: PgCluster) {
  const { hostname, port } = new URL(cluster.url);
  return ['-h', hostname, '-p', port, '-U', 'postgres'];
}
