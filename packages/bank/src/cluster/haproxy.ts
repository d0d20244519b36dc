import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';

// HAProxy in front of the bank processes (and, with --ha, in front of the PostgreSQL nodes Patroni manages): the
// configuration `npm run cluster` and the fault suite run, and the one the README gives an operator.

export interface HaproxyLayout {
  /** The bank's one address: the app's files, the API, the identity service. */
  port: number;
  banks: { name: string; port: number }[];
  /** High availability: one PostgreSQL address that always reaches the node Patroni names leader. */
  postgres?: { port: number; nodes: { name: string; port: number; restPort: number }[] };
}

/**
 * HAProxy's own 503 (no bank process answers at all) in the bank's shape: JSON `{ statusCode, message }` with
 * Retry-After, so the app treats it as the bank's own "try again shortly" and not as a broken page.
 */
const HAPROXY_503 = [
  'HTTP/1.0 503 Service Unavailable',
  'Cache-Control: no-store',
  'Connection: close',
  'Content-Type: application/json',
  `Retry-After: ${DATABASE_RETRY_AFTER_SECONDS}`,
  '',
  JSON.stringify({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE }),
  '',
].join('\r\n');

const serverLines = (banks: HaproxyLayout['banks']) =>
  banks.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n');

/** HAProxy's configuration for `layout`; `errorFile` holds HAPROXY_503. */
export function haproxyConfig(layout: HaproxyLayout, errorFile: string): string {
  const { port, banks, postgres } = layout;
  return `# Written by the bank's cluster command (src/cluster): HAProxy in front of ${banks.length} bank processes${postgres ? ` and ${postgres.nodes.length} PostgreSQL nodes` : ''}.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  # Inactivity timeouts: the live events' stream (GET /api/events) sends a heartbeat every 15 s, so an open
  # stream is never timed out here (it is plain HTTP, not a tunnel).
  timeout client 60s
  timeout server 60s
  # A health check with no answer within 3 s failed. The bank answers both checks from memory (/readyz reads its
  # database probe's last answer), so only a process that is stuck misses one.
  timeout check 3s
  # A request that could not even connect goes to another bank; one that reached a bank is never sent twice
  # (money-moving calls carry an Idempotency-Key, and the client retries those).
  retries 3

frontend bank
  bind 127.0.0.1:${port}
  option forwardfor
  # No bank process answers at all: the bank's JSON 503 with Retry-After, not HAProxy's HTML page.
  errorfile 503 ${errorFile}
  # No bank ready (their database away, or every one starting): any live process still serves the app's files, and
  # answers the API with its own 503 + Retry-After, which the app waits out.
  use_backend banks_alive if { nbsrv(banks) eq 0 }
  default_backend banks

backend banks
  balance roundrobin
  option redispatch
  option httpchk GET /readyz
  http-check expect status 200
  # Three missed checks 2 s apart take a process out (a crash is caught sooner: its connections are refused and
  # redispatched); two good ones bring it back.
  default-server inter 2s fall 3 rise 2
${serverLines(banks)}

backend banks_alive
  balance roundrobin
  option redispatch
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 2s fall 3 rise 1
${serverLines(banks)}
${
  postgres
    ? `
# PostgreSQL: the banks' DATABASE_URL names this address. Patroni's REST API answers /primary (OPTIONS: no body to cut short) with 200 on the leader
# only; when the leader changes, sessions to the old one are cut, so no bank keeps writing to a demoted node.
listen postgres
  bind 127.0.0.1:${postgres.port}
  mode tcp
  option tcplog
  timeout client 30m
  timeout server 30m
  option httpchk OPTIONS /primary
  http-check expect status 200
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions
${postgres.nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check port ${n.restPort}`).join('\n')}
`
    : ''
}`;
}

/** Whether HAProxy is installed (Debian's package `haproxy`). */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Writes the configuration (and its 503 file) into `dir` and starts HAProxy in the foreground. */
export function startHaproxy(dir: string, layout: HaproxyLayout, log?: (line: string) => void) {
  const errorFile = join(dir, 'haproxy-503.http');
  writeFileSync(errorFile, HAPROXY_503);
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(layout, errorFile));
  const child = spawn('haproxy', ['-f', configPath, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log?.(`[haproxy] ${line}`);
  };
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  return child;
}
