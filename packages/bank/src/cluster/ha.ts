import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findPgBin } from '../db/pg-cluster';

// PostgreSQL that survives the loss of its machine, on one machine for the demo and the fault suite: etcd (the
// consensus store: who leads) and two Patroni nodes (each runs and watches one PostgreSQL; the leader's standby
// replicates synchronously), all from Debian's packages. HAProxy (haproxy.ts) gives the banks one address that always
// reaches the leader.
//
// Synchronous mode: a commit is acknowledged only once it is on both nodes, and Patroni promotes only the synchronous
// standby, so a failover never loses an acknowledged payment. `synchronous_mode_strict` is off: when the standby
// itself is lost the leader goes on alone (availability) until a standby is back; strict would stop every commit
// instead. README 'High availability' says what that costs.

export interface HaNode {
  name: string;
  /** PostgreSQL's port. */
  port: number;
  /** Patroni's REST API: /primary answers 200 on the leader only. */
  restPort: number;
  dataDir: string;
}

export interface HaDatabaseOptions {
  /** Everything lives here: etcd's data, each node's data directory, configuration and socket. */
  dir: string;
  etcdClientPort: number;
  etcdPeerPort: number;
  /** One per node: PostgreSQL's port and Patroni's REST port. */
  nodes: { port: number; restPort: number }[];
  /** fsync on (default): an acknowledged commit survives the machine. The fault suite may turn it off. */
  fsync?: boolean;
  log?: (line: string) => void;
}

interface ClusterMember {
  name: string;
  role: 'leader' | 'sync_standby' | 'replica' | string;
  state: string;
  timeline?: number;
}

export interface HaDatabase {
  nodes: HaNode[];
  /** The members as Patroni sees them (GET /cluster on the first node that answers). */
  members(): Promise<ClusterMember[]>;
  /** Waits until one node leads and (`withSyncStandby`) another is its synchronous standby; the leader. */
  waitForLeader(timeoutMs: number, withSyncStandby?: boolean): Promise<HaNode>;
  /** kill -9 of `node`'s postmaster: PostgreSQL crashes; its Patroni stays and reports it. */
  killPostgres(node: HaNode): void;
  /** A planned switchover to `candidate` (Patroni demotes the leader, promotes the candidate). */
  switchover(candidate: HaNode): Promise<void>;
  /** Stops the nodes (their PostgreSQL with them) and etcd. */
  stop(): Promise<void>;
}

/** Whether this machine has Patroni and etcd (Debian's `patroni`, `python3-etcd` and `etcd-server`). */
export function haInstalled(): boolean {
  const ok = (cmd: string, args: string[]) =>
    spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
  return Boolean(findPgBin()) && ok('patroni', ['--version']) && ok('etcd', ['--version']);
}

const isRoot = () => process.getuid?.() === 0;

function nodeConfig(
  options: HaDatabaseOptions,
  name: string,
  node: HaNode,
  bin: string,
  socketDir: string,
) {
  // JSON is YAML: no YAML writer needed.
  return JSON.stringify(
    {
      scope: 'axia',
      name,
      restapi: {
        listen: `127.0.0.1:${node.restPort}`,
        connect_address: `127.0.0.1:${node.restPort}`,
      },
      etcd3: { hosts: `127.0.0.1:${options.etcdClientPort}` },
      bootstrap: {
        dcs: {
          // The leader's lock lives 20 s without renewal (a lost machine is replaced after at most that); each node
          // looks every second.
          ttl: 20,
          loop_wait: 1,
          retry_timeout: 5,
          // A crashed leader PostgreSQL is failed over at once (its synchronous standby has every commit) rather
          // than restarted in place for up to 5 minutes.
          primary_start_timeout: 0,
          maximum_lag_on_failover: 1048576,
          synchronous_mode: true,
          synchronous_mode_strict: false,
          postgresql: {
            use_pg_rewind: true,
            parameters: {
              max_connections: 100,
              wal_log_hints: 'on',
              fsync: options.fsync === false ? 'off' : 'on',
            },
          },
        },
        initdb: [{ encoding: 'UTF8' }, 'data-checksums'],
        // Loopback only, as every part of the demo cluster: a real deployment uses scram-sha-256 and TLS here.
        pg_hba: [
          'local all all trust',
          'host replication replicator 127.0.0.1/32 trust',
          'host all all 127.0.0.1/32 trust',
        ],
      },
      postgresql: {
        listen: `127.0.0.1:${node.port}`,
        connect_address: `127.0.0.1:${node.port}`,
        data_dir: node.dataDir,
        bin_dir: bin,
        pgpass: join(socketDir, 'pgpass'),
        authentication: {
          replication: { username: 'replicator', password: 'replicator' },
          superuser: { username: 'postgres', password: 'postgres' },
          rewind: { username: 'postgres', password: 'postgres' },
        },
        parameters: { unix_socket_directories: socketDir },
      },
    },
    null,
    2,
  );
}

/** Starts etcd and the Patroni nodes (a kept `dir` is started again as it was); null without the packages. */
export function startHaDatabase(options: HaDatabaseOptions): HaDatabase | null {
  const bin = findPgBin();
  if (!bin || !haInstalled()) return null;
  const log = options.log ?? (() => undefined);
  mkdirSync(options.dir, { recursive: true });
  // As root the nodes run as the postgres user, who must be able to reach their folders (a mkdtemp one is 0700).
  if (isRoot()) chmodSync(options.dir, 0o755);
  const children: ChildProcess[] = [];
  const forward = (name: string, child: ChildProcess) => {
    const each = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`);
    };
    child.stdout?.on('data', each);
    child.stderr?.on('data', each);
  };

  const etcd = spawn(
    'etcd',
    [
      '--name=axia-etcd',
      `--data-dir=${join(options.dir, 'etcd')}`,
      `--listen-client-urls=http://127.0.0.1:${options.etcdClientPort}`,
      `--advertise-client-urls=http://127.0.0.1:${options.etcdClientPort}`,
      `--listen-peer-urls=http://127.0.0.1:${options.etcdPeerPort}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${options.etcdPeerPort}`,
      `--initial-cluster=axia-etcd=http://127.0.0.1:${options.etcdPeerPort}`,
      '--logger=zap',
      '--log-level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  forward('etcd', etcd);
  children.push(etcd);

  const nodes: HaNode[] = options.nodes.map((ports, i) => {
    const name = `pg${i + 1}`;
    const home = join(options.dir, name);
    const node = { name, ...ports, dataDir: join(home, 'data') };
    mkdirSync(home, { recursive: true });
    const configPath = join(options.dir, `${name}.yml`);
    writeFileSync(configPath, nodeConfig(options, name, node, bin, home));
    // PostgreSQL refuses to run as root: as root, the node runs as the postgres user (Debian's package makes it).
    if (isRoot()) {
      spawnSync('chown', ['-R', 'postgres', home]);
      chmodSync(home, 0o700);
      chmodSync(configPath, 0o644);
    }
    const command = isRoot()
      ? ['runuser', '-u', 'postgres', '--', 'patroni', configPath]
      : ['patroni', configPath];
    // Its own process group: stop() ends the node with its PostgreSQL.
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    forward(name, child);
    children.push(child);
    return node;
  });

  const rest = async (node: HaNode, path: string, init?: RequestInit, timeoutMs = 2000) =>
    fetch(`http://127.0.0.1:${node.restPort}${path}`, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });

  async function members(): Promise<ClusterMember[]> {
    for (const node of nodes) {
      try {
        const res = await rest(node, '/cluster');
        if (res.ok) return ((await res.json()) as { members: ClusterMember[] }).members;
      } catch {
        // this node's Patroni is not answering: ask the next
      }
    }
    return [];
  }

  return {
    nodes,
    members,
    async waitForLeader(timeoutMs, withSyncStandby = false) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const all = await members();
        const leader = all.find((m) => m.role === 'leader' && m.state === 'running');
        const standby = all.find(
          (m) => m.role === 'sync_standby' && ['running', 'streaming'].includes(m.state),
        );
        if (leader && (!withSyncStandby || standby))
          return nodes.find((n) => n.name === leader.name)!;
        await sleep(250);
      }
      throw new Error(
        `no PostgreSQL leader${withSyncStandby ? ' with a synchronous standby' : ''} within ${timeoutMs} ms: ${JSON.stringify(await members())}`,
      );
    },
    killPostgres(node) {
      const pid = Number(readFileSync(join(node.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    async switchover(candidate) {
      const leader = (await members()).find((m) => m.role === 'leader');
      const res = await rest(
        candidate,
        '/switchover',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ leader: leader?.name, candidate: candidate.name }),
        },
        // Patroni answers once the candidate leads.
        60_000,
      );
      if (!res.ok) throw new Error(`switchover: ${res.status} ${await res.text()}`);
    },
    async stop() {
      const exited = (child: ChildProcess) =>
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((resolve) => child.once('exit', resolve));
      const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      };
      // The nodes first (Patroni stops its PostgreSQL), then etcd, which they need to step down cleanly.
      for (const group of [children.slice(1), [etcd]]) {
        for (const child of group) signalGroup(child, 'SIGTERM');
        const timer = setTimeout(() => group.forEach((c) => signalGroup(c, 'SIGKILL')), 15_000);
        await Promise.all(group.map(exited));
        clearTimeout(timer);
      }
      // A PostgreSQL whose Patroni was killed outright keeps running: stop what is left.
      for (const node of nodes) {
        const pidFile = join(node.dataDir, 'postmaster.pid');
        if (!existsSync(pidFile)) continue;
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // not running
        }
      }
    },
  };
}
