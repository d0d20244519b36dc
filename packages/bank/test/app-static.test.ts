import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

describe.skipIf(engineUnavailable)(`serving the built app on the bank's origin (${engine})`, () => {
  let bank: TestBank;
  const dist = mkdtempSync(join(tmpdir(), 'axia-app-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Axia</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    bank = await startTestBank({ APP_DIST_DIR: dist });
  });
  afterAll(async () => {
    await bank?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes, under a strict CSP', async () => {
    for (const path of ['/', '/login', '/transfer/wire-transfer', '/accounts/123?tab=rewards']) {
      const res = await fetch(`${bank.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await fetch(`${bank.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('never answers API, identity or sandbox paths with the app', async () => {
    const api = await fetch(`${bank.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope' });
    expect((await fetch(`${bank.url}/sandbox/nope`)).status).toBe(404);
    expect((await fetch(`${bank.url}/login`, { method: 'POST' })).status).toBe(404);
    const account = await fetch(`${bank.url}/api/account`);
    expect(account.status).toBe(401);
    expect(account.headers.get('cache-control')).toBe('no-store');
  });
});
