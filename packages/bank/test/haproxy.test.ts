import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyConfig, haproxyInstalled, startHaproxy } from '../src/cluster';
import { freePort } from './harness';

// Issue 39 #1: when no bank process answered at all, HAProxy sent its own text/html "503 Service Unavailable" (no
// JSON, no Retry-After) and the app showed "Something went wrong". Its 503 is the bank's now.

describe.skipIf(!haproxyInstalled())('HAProxy in front of bank processes that are all gone', () => {
  let dir = '';
  let front = '';
  let stop = () => {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'axia-haproxy-503-'));
    const [port, dead1, dead2] = await Promise.all([freePort(), freePort(), freePort()]);
    const haproxy = startHaproxy(dir, {
      port: port!,
      banks: [
        { name: 'bank1', port: dead1! },
        { name: 'bank2', port: dead2! },
      ],
    });
    stop = () => haproxy.kill('SIGTERM');
    front = `http://127.0.0.1:${port}`;
    // Listening within moments of its start (bounded).
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(front).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(() => {
    stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/api/account', '/login'])(
    "answers %s with the bank's JSON 503 and Retry-After",
    async (path) => {
      const res = await fetch(`${front}${path}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        statusCode: 503,
        message: 'The bank is temporarily unavailable. Please try again in a few seconds.',
      });
    },
  );
});

describe('HAProxy configuration', () => {
  const config = haproxyConfig(
    {
      port: 8080,
      banks: [
        { name: 'bank1', port: 8081 },
        { name: 'bank2', port: 8082 },
      ],
      postgres: {
        port: 15433,
        nodes: [
          { name: 'pg1', port: 15434, restPort: 18008 },
          { name: 'pg2', port: 15435, restPort: 18009 },
        ],
      },
    },
    '/run/axia/haproxy-503.http',
  );

  it('checks readiness with a time limit and patience, and falls back to any live bank', () => {
    expect(config).toContain('timeout check 3s');
    expect(config).toContain('default-server inter 2s fall 3 rise 2');
    expect(config).toContain('use_backend banks_alive if { nbsrv(banks) eq 0 }');
    expect(config).toContain('errorfile 503 /run/axia/haproxy-503.http');
  });

  it("routes PostgreSQL to the node Patroni's /primary names, cutting sessions to a node marked down", () => {
    expect(config).toContain('option httpchk OPTIONS /primary');
    expect(config).toContain('on-marked-down shutdown-sessions');
    expect(config).toContain('server pg1 127.0.0.1:15434 check port 18008');
    expect(config).toContain('server pg2 127.0.0.1:15435 check port 18009');
  });
});
