import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 41: the bank serves the built staff console (packages/backoffice/dist, Vite base '/staff/') under /staff:
// index.html for the console's routes, hashed assets cached for a year, a missing file 404, the app's strict CSP.

describe.skipIf(engineUnavailable)(`serving the staff console (${engine})`, () => {
  let bank: TestBank;
  const dist = mkdtempSync(join(tmpdir(), 'axia-backoffice-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Staff</title><div id="staff">');
    writeFileSync(join(dist, 'assets', 'index-0a1b2c.js'), 'console.log("staff")');
    bank = await startTestBank({ BACKOFFICE_DIST_DIR: dist });
  });
  afterAll(async () => {
    await bank?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the console and its client routes with index.html, not cached, under the CSP', async () => {
    for (const path of ['/staff', '/staff/', '/staff/queues/wires', '/staff/customers/abc?tab=1']) {
      const res = await fetch(`${bank.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="staff">');
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
    }
  });

  it('caches hashed assets for a year and answers a missing file 404', async () => {
    const asset = await fetch(`${bank.url}/staff/assets/index-0a1b2c.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("staff")');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${bank.url}/staff/assets/gone-000000.js`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });

  it('leaves the staff API to the API', async () => {
    const res = await fetch(`${bank.url}/api/staff/me`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});
