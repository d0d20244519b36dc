import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 25: a load balancer's two questions. /healthz: is the process alive (restart it if not)? /readyz: may it
// have traffic — started (migrated, seeded), not draining for a shutdown, its database answering? The database
// going away is a 503 with Retry-After (faults/ proves it on a real PostgreSQL); here, which errors mean that.

let bank: TestBank;

describe.skipIf(engineUnavailable)(`health checks (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  const get = async (path: string) => {
    const res = await fetch(`${bank.url}${path}`);
    return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
  };

  it('is alive at once, ready once started, and not ready while draining', async () => {
    expect(await get('/healthz')).toEqual({
      status: 200,
      body: { status: 'alive' },
      cache: 'no-store',
    });
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'not ready', reason: 'starting' },
    });
    bank.readiness.started = true;
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready' },
      cache: 'no-store',
    });
    bank.readiness.draining = true;
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'not ready', reason: 'shutting down' },
    });
    expect((await get('/healthz')).status).toBe(200);
  });
});

describe('which errors mean the database is away', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'the server shutting down',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a connection exception', Object.assign(new Error('x'), { code: '08006' })],
    ['a broken connection', new Error('Connection terminated unexpectedly')],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a statement over its timeout',
      Object.assign(new Error('canceling statement'), { code: '57014' }),
    ],
    [
      'several refused addresses',
      new AggregateError([Object.assign(new Error('r'), { code: 'ECONNREFUSED' })]),
    ],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a check violation', Object.assign(new Error('check'), { code: '23514' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
