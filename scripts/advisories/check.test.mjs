// The advisory check's own rules, on a made-up lockfile: dev-only and workspace packages are not production, a
// range holds introduced ≤ version < fixed, and an allow-listed advisory is reported as allowed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { affects, findings, productionPackages } from './check.mjs';

const lock = {
  packages: {
    '': { name: 'axia' },
    'packages/bank': { name: '@axia/bank', version: '0.0.0' },
    'node_modules/@axia/bank': { resolved: 'packages/bank', link: true },
    'node_modules/@fastify/static': { version: '8.3.0' },
    'node_modules/vitest': { version: '4.1.0', dev: true },
    'packages/app/node_modules/@fastify/static': { version: '10.1.3' },
  },
};
const advisory = {
  id: 'GHSA-test',
  package: '@fastify/static',
  severity: 'high',
  summary: 'test',
  ranges: [{ introduced: '0', fixed: '10.1.3' }],
};

test('production packages: no dev-only, no workspace; every installed version', () => {
  const found = productionPackages(lock);
  assert.deepEqual([...found.keys()], ['@fastify/static']);
  assert.deepEqual([...found.get('@fastify/static')], ['8.3.0', '10.1.3']);
});

test('a range holds introduced ≤ version < fixed', () => {
  assert.equal(affects(advisory.ranges, '8.3.0'), true);
  assert.equal(affects(advisory.ranges, '10.1.3'), false);
  assert.equal(affects([{ introduced: '9.0.0', fixed: '9.1.1' }], '8.3.0'), false);
  assert.equal(affects([{ introduced: '9.0.0' }], '12.0.0'), true);
});

test('the vulnerable version is found, and allowed only when the allow-list names it', () => {
  const plain = findings(lock, [advisory], []);
  assert.deepEqual(
    plain.map((f) => [f.version, f.allowed]),
    [['8.3.0', undefined]],
  );
  const exception = { id: 'GHSA-test', reason: 'not reachable here' };
  assert.equal(findings(lock, [advisory], [exception])[0].allowed, exception);
});

// The kept advisories themselves (not made-up ones): the lockfile the penetration test ran on (issue 27 #8:
// @fastify/static 8.3.0, file-type 20.5.0) fails, the repository's passes.
const kept = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const failing = (lockfile) =>
  findings(lockfile, kept('./advisories.json').advisories, kept('./allowlist.json').exceptions)
    .filter((f) => !f.allowed && ['high', 'critical'].includes(f.advisory.severity))
    .map((f) => `${f.advisory.package}@${f.version} ${f.advisory.id}`);

test('the lockfile of 1b7c43b fails on its @fastify/static advisories; the repository lockfile passes', () => {
  assert.deepEqual(failing(kept('./fixtures/lock-1b7c43b.json')), [
    '@fastify/static@8.3.0 GHSA-83w8-p2f5-377r',
    '@fastify/static@8.3.0 GHSA-423g-23ch-w7c6',
  ]);
  assert.deepEqual(failing(kept('../../package-lock.json')), []);
});
