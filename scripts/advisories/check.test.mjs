// The advisory check's own rules, on a made-up lockfile: dev-only and workspace packages are not production, a
// range holds introduced ≤ version < fixed, and an allow-listed advisory is reported as allowed.
import assert from 'node:assert/strict';
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
