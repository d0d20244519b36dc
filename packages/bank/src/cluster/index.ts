import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

// Several bank processes on one PostgreSQL, as an operator runs them: each supervised (restarted when it dies, as
// systemd or Kubernetes would), HAProxy in front, health-checked through /readyz. Used by `npm run cluster` and by
// the fault suite (faults/).

export { joinPeers, peerConfigOf, PeerConfigMismatch, type PeerConfig } from './peers';
export { haproxyConfig, haproxyInstalled, startHaproxy } from './haproxy';

/**
 * The bank's entry point, built: BANK_MAIN_SCRIPT when set (the fault suite's own build), else dist/main.js, found
 * from src/cluster (tests) or from a dist chunk.
 */
export function bankMainScript(): string {
  if (process.env.BANK_MAIN_SCRIPT) return process.env.BANK_MAIN_SCRIPT;
  for (const candidate of ['./main.js', '../../dist/main.js']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('The bank is not built: run `npm run build -w @axia/bank` first');
}

export interface SupervisedBankOptions {
  name: string;
  port: number;
  /** Added to this process's environment. */
  env: Record<string, string>;
  /** Node's own options before the script (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Each line the process prints, with its name (default: dropped). */
  log?: (line: string) => void;
  /** Wait before a restart (default 300 ms). */
  restartDelayMs?: number;
}

/** One bank process, started again whenever it exits unasked. */
export class SupervisedBank {
  private child: ChildProcess | null = null;
  private stopping = false;
  /** Exits the supervisor did not ask for (a crash, a kill -9): each was followed by a restart. */
  readonly unexpectedExits: { code: number | null; signal: NodeJS.Signals | null }[] = [];

  constructor(private readonly options: SupervisedBankOptions) {}

  get name() {
    return this.options.name;
  }
  get url() {
    return `http://127.0.0.1:${this.options.port}`;
  }
  get pid() {
    return this.child?.pid;
  }

  start() {
    this.stopping = false;
    const child = spawn(process.execPath, [...(this.options.nodeArgs ?? []), bankMainScript()], {
      env: { ...process.env, ...this.options.env, PORT: String(this.options.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) this.options.log?.(`[${this.options.name}] ${line}`);
    };
    child.stdout!.on('data', forward);
    child.stderr!.on('data', forward);
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      if (this.stopping) return;
      this.unexpectedExits.push({ code, signal });
      this.options.log?.(`[${this.options.name}] exited (${signal ?? code}); restarting`);
      setTimeout(() => {
        if (!this.stopping && !this.child) this.start();
      }, this.options.restartDelayMs ?? 300).unref();
    });
  }

  /** Sends `signal` to the running process (SIGKILL: a crash; the supervisor restarts it). */
  kill(signal: NodeJS.Signals = 'SIGKILL') {
    this.child?.kill(signal);
  }

  /** Waits until /readyz answers 200 (or throws after `timeoutMs`). */
  async waitReady(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`${this.name} was not ready within ${timeoutMs} ms`);
  }

  /** SIGTERM (drain and exit) and no restart; SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000) {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

/** Makes database `name` on the cluster `adminUrl` points at (when it is not there yet); its connection string. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * `count` supervised bank processes on `databaseUrl`, on `ports` (one each), all naming `publicOrigin` as the
 * tokens' issuer; `env` adds to each one's environment. Not started yet.
 */
export function superviseBanks(options: {
  databaseUrl: string;
  ports: number[];
  publicOrigin: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  log?: (line: string) => void;
}): SupervisedBank[] {
  return options.ports.map(
    (port, i) =>
      new SupervisedBank({
        name: `bank${i + 1}`,
        port,
        env: {
          DATABASE_URL: options.databaseUrl,
          PUBLIC_ORIGIN: options.publicOrigin,
          LOG_LEVEL: 'warn',
          // HAProxy (option forwardfor, on loopback) says who the client is: the per-client rate limits need it.
          BANK_TRUST_PROXY: '127.0.0.1',
          ...options.env,
        },
        nodeArgs: options.nodeArgs,
        log: options.log,
      }),
  );
}
