import type { FastifyRequest } from 'fastify';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BankContext } from '../src/context';
import { keepIfRefused } from '../src/db/ambient';
import type { Database } from '../src/db/schema';
import { HttpError } from '../src/http/errors';
import {
  fingerprint,
  idempotencyKeyOf,
  isAnswered,
  keptAnswer,
  withIdempotency,
  type KeptAnswer,
} from '../src/http/idempotency';

// docs/money.md 'Idempotency keys', without a bank: the Idempotency-Key's pure parts (the header, the fingerprint, the kept
// answer), and withIdempotency on a fake database that keeps idempotency_keys in memory, commits or rolls back
// what a transaction wrote, and answers axia_claim_key as the real function does (the lock held or not, then the
// kept answer). The bank's own behaviour through the API is in api-idempotency.test.ts.

const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed';
const OTHER_REQUEST = 'This Idempotency-Key was used for another request';
const BAD_KEY = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

function request(parts: {
  method?: string;
  url?: string;
  body?: unknown;
  headers?: Record<string, unknown>;
}): FastifyRequest {
  return {
    method: parts.method ?? 'POST',
    url: parts.url ?? '/api/transfers',
    body: parts.body,
    headers: parts.headers ?? {},
  } as unknown as FastifyRequest;
}

interface Kept {
  fingerprint: string;
  status_code: number;
  response: string;
}

/** An in-memory idempotency_keys behind a real Kysely (its Postgres compiler), with transactions that roll back. */
class FakeDatabase {
  committed = new Map<string, Kept>();
  pending: [string, Kept][] = [];
  begun = 0;
  commits = 0;
  rollbacks = 0;
  claims = 0;
  /** Whether the n-th claim (from 1) finds the key's lock held by another request. */
  lockHeldAt: (claim: number) => boolean = () => false;
  /** Runs after a transaction rolled back (another request acting meanwhile). */
  afterRollback: () => void = () => {};
  /** Makes the n-th insert into idempotency_keys (from 1) fail as the database would. */
  failInsertAt = 0;
  inserts = 0;

  private run(query: CompiledQuery): QueryResult<unknown> {
    const text = query.sql;
    const params = query.parameters as unknown[];
    if (text.includes('axia_claim_key')) {
      this.claims++;
      const [user, key] = params as [string, string];
      if (this.lockHeldAt(this.claims))
        return {
          rows: [
            { claimed: false, kept_fingerprint: null, kept_status: null, kept_response: null },
          ],
        };
      const kept = this.committed.get(`${user}/${key}`);
      return {
        rows: [
          {
            claimed: true,
            kept_fingerprint: kept?.fingerprint ?? null,
            kept_status: kept?.status_code ?? null,
            kept_response: kept ? JSON.parse(kept.response) : null,
          },
        ],
      };
    }
    if (text.startsWith('insert into "idempotency_keys"')) {
      this.inserts++;
      if (this.inserts === this.failInsertAt)
        throw Object.assign(new Error('connection lost'), { code: '08006' });
      const [user, key, print, status, response] = params as [
        string,
        string,
        string,
        number,
        string,
      ];
      const id = `${user}/${key}`;
      if (this.committed.has(id) || this.pending.some(([other]) => other === id))
        throw Object.assign(new Error('duplicate key value'), { code: '23505' });
      this.pending.push([id, { fingerprint: print, status_code: status, response }]);
      return { rows: [] };
    }
    if (text.startsWith('select "key" from "idempotency_keys"')) {
      const [user, key] = params as [string, string];
      return { rows: this.committed.has(`${user}/${key}`) ? [{ key }] : [] };
    }
    throw new Error(`unexpected query: ${text}`);
  }

  keep(user: string, key: string, kept: Kept) {
    this.committed.set(`${user}/${key}`, kept);
  }

  db(): Kysely<Database> {
    const connection: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery) => this.run(query) as QueryResult<R>,
      // eslint-disable-next-line require-yield
      async *streamQuery() {
        throw new Error('not used');
      },
    };
    const driver: Driver = {
      init: async () => {},
      acquireConnection: async () => connection,
      beginTransaction: async () => {
        this.begun++;
        this.pending = [];
      },
      commitTransaction: async () => {
        this.commits++;
        for (const [id, kept] of this.pending) this.committed.set(id, kept);
        this.pending = [];
      },
      rollbackTransaction: async () => {
        this.rollbacks++;
        this.pending = [];
        this.afterRollback();
      },
      releaseConnection: async () => {},
      destroy: async () => {},
    };
    return new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }

  ctx(): BankContext {
    return {
      db: this.db(),
      clock: { now: () => new Date('2026-12-01T12:00:00Z') },
    } as unknown as BankContext;
  }
}

const ALICE = 'user-alice';
const BOB = 'user-bob';

/** A carry-out that counts its runs and answers `answer`, or throws `error`. */
function carryOut(result: KeptAnswer | Error) {
  const runs = { count: 0 };
  const run = async () => {
    runs.count++;
    if (result instanceof Error) throw result;
    return result;
  };
  return { runs, run };
}

describe('the Idempotency-Key header (idempotencyKeyOf)', () => {
  it('a request without the header has no key (null), and is not refused', () => {
    expect(idempotencyKeyOf(request({ headers: {} }))).toBeNull();
  });

  it('a key of visible ASCII characters is taken as it is', () => {
    expect(idempotencyKeyOf(request({ headers: { 'idempotency-key': 'a1-B2_c3!~' } }))).toBe(
      'a1-B2_c3!~',
    );
  });

  it('a key of exactly 255 characters is taken; one of 256 is refused with 400', () => {
    const longest = 'k'.repeat(255);
    expect(idempotencyKeyOf(request({ headers: { 'idempotency-key': longest } }))).toBe(longest);
    expect(() =>
      idempotencyKeyOf(request({ headers: { 'idempotency-key': 'k'.repeat(256) } })),
    ).toThrow(expect.objectContaining({ statusCode: 400, message: BAD_KEY }));
  });

  it('an empty key, a key with a space or a non-ASCII letter, and a repeated header are refused with 400', () => {
    for (const value of ['', 'two words', 'clé', ['a', 'b']])
      expect(() => idempotencyKeyOf(request({ headers: { 'idempotency-key': value } }))).toThrow(
        expect.objectContaining({ statusCode: 400, message: BAD_KEY }),
      );
  });
});

describe('the request fingerprint', () => {
  it('the same method, path and body give the same fingerprint; another path, query, method or body another', () => {
    const base = fingerprint(request({ body: { amount: '10.00' } }));
    expect(fingerprint(request({ body: { amount: '10.00' } }))).toBe(base);
    expect(fingerprint(request({ body: { amount: '10.01' } }))).not.toBe(base);
    expect(fingerprint(request({ url: '/api/transfers?x=1', body: { amount: '10.00' } }))).not.toBe(
      base,
    );
    expect(fingerprint(request({ method: 'PUT', body: { amount: '10.00' } }))).not.toBe(base);
  });
});

describe('the kept answer (keptAnswer)', () => {
  it('a repeat of the same request gets the kept status and body', () => {
    expect(
      keptAnswer({ fingerprint: 'print-1', status_code: 201, response: { id: 't1' } }, 'print-1'),
    ).toEqual({ statusCode: 201, body: { id: 't1' } });
  });

  it('the same key with another request is 422 "This Idempotency-Key was used for another request"', () => {
    expect(() =>
      keptAnswer({ fingerprint: 'print-1', status_code: 201, response: {} }, 'print-2'),
    ).toThrow(expect.objectContaining({ statusCode: 422, message: OTHER_REQUEST }));
  });
});

describe('whether a key is answered (isAnswered)', () => {
  it('a key with a kept answer is answered; a new key is not; keys are per customer', async () => {
    const fake = new FakeDatabase();
    fake.keep(ALICE, 'k1', { fingerprint: 'p', status_code: 200, response: '{}' });
    const ctx = fake.ctx();
    expect(await isAnswered(ctx, ALICE, 'k1')).toBe(true);
    expect(await isAnswered(ctx, ALICE, 'k2')).toBe(false);
    expect(await isAnswered(ctx, BOB, 'k1')).toBe(false);
  });
});

describe('withIdempotency on a fake database', () => {
  it('the first request with a key is carried out once; a repeat gets the first answer without running again', async () => {
    const fake = new FakeDatabase();
    const ctx = fake.ctx();
    const first = carryOut({ statusCode: 201, body: { id: 'transfer-1' } });
    expect(await withIdempotency(ctx, ALICE, { key: 'k', fingerprint: 'p' }, first.run)).toEqual({
      statusCode: 201,
      body: { id: 'transfer-1' },
    });
    expect(first.runs.count).toBe(1);
    expect(fake.committed.get(`${ALICE}/k`)).toEqual({
      fingerprint: 'p',
      status_code: 201,
      response: '{"id":"transfer-1"}',
    });
    const repeat = carryOut({ statusCode: 201, body: { id: 'transfer-2' } });
    expect(await withIdempotency(ctx, ALICE, { key: 'k', fingerprint: 'p' }, repeat.run)).toEqual({
      statusCode: 201,
      body: { id: 'transfer-1' },
    });
    expect(repeat.runs.count).toBe(0);
  });

  it('keys are per customer: another customer with the same key is carried out on its own', async () => {
    const fake = new FakeDatabase();
    const ctx = fake.ctx();
    await withIdempotency(
      ctx,
      ALICE,
      { key: 'k', fingerprint: 'p' },
      carryOut({ statusCode: 200, body: 1 }).run,
    );
    const bob = carryOut({ statusCode: 200, body: 2 });
    expect(await withIdempotency(ctx, BOB, { key: 'k', fingerprint: 'p' }, bob.run)).toEqual({
      statusCode: 200,
      body: 2,
    });
    expect(bob.runs.count).toBe(1);
  });

  it('the same key with another request is 422, not carried out, and answered in its one transaction (nothing written for it)', async () => {
    const fake = new FakeDatabase();
    fake.keep(ALICE, 'k', { fingerprint: 'p', status_code: 200, response: '{}' });
    const other = carryOut({ statusCode: 200, body: {} });
    await expect(
      withIdempotency(fake.ctx(), ALICE, { key: 'k', fingerprint: 'another' }, other.run),
    ).rejects.toMatchObject({ statusCode: 422, message: OTHER_REQUEST });
    expect(other.runs.count).toBe(0);
    expect(fake.begun).toBe(1);
    expect(fake.committed.get(`${ALICE}/k`)?.fingerprint).toBe('p');
  });

  it('a repeat while the first still runs is 409 "…still being processed"; the 409 is never kept as the key\'s answer', async () => {
    const fake = new FakeDatabase();
    // The first request holds the lock at this request's claim, and has let it go (answering nothing) just after.
    fake.lockHeldAt = (claim) => claim === 1;
    const repeat = carryOut({ statusCode: 200, body: {} });
    await expect(
      withIdempotency(fake.ctx(), ALICE, { key: 'k', fingerprint: 'p' }, repeat.run),
    ).rejects.toMatchObject({ statusCode: 409, message: STILL_RUNNING });
    expect(repeat.runs.count).toBe(0);
    expect(fake.committed.size).toBe(0);
    expect(fake.begun).toBe(1);
  });

  it("a 4xx refusal is thrown as the HttpError it was, kept as the key's answer, and a repeat gets it without running again", async () => {
    const fake = new FakeDatabase();
    const ctx = fake.ctx();
    const refused = carryOut(new HttpError(400, 'Insufficient funds'));
    await expect(
      withIdempotency(ctx, ALICE, { key: 'k', fingerprint: 'p' }, refused.run),
    ).rejects.toSatisfy(
      (error) =>
        error instanceof HttpError &&
        error.statusCode === 400 &&
        error.message === 'Insufficient funds',
    );
    expect(fake.committed.get(`${ALICE}/k`)).toEqual({
      fingerprint: 'p',
      status_code: 400,
      response: '{"statusCode":400,"message":"Insufficient funds"}',
    });
    // The refused transaction rolled back, and the refusal was kept in one of its own: two transactions.
    expect(fake.begun).toBe(2);
    const repeat = carryOut({ statusCode: 200, body: {} });
    expect(await withIdempotency(ctx, ALICE, { key: 'k', fingerprint: 'p' }, repeat.run)).toEqual({
      statusCode: 400,
      body: { statusCode: 400, message: 'Insufficient funds' },
    });
    expect(repeat.runs.count).toBe(0);
  });

  it('any 4xx refusal of the request itself is kept as the answer of its key (403, 404, 499)', async () => {
    for (const status of [403, 404, 499]) {
      const fake = new FakeDatabase();
      await expect(
        withIdempotency(
          fake.ctx(),
          ALICE,
          { key: 'k', fingerprint: 'p' },
          carryOut(new HttpError(status, 'Not allowed')).run,
        ),
      ).rejects.toMatchObject({ statusCode: status });
      expect(fake.committed.get(`${ALICE}/k`)?.status_code).toBe(status);
    }
  });

  it('a failure of ours (500, 503) keeps nothing: the error is thrown and a retry runs again', async () => {
    for (const status of [500, 503]) {
      const fake = new FakeDatabase();
      const ctx = fake.ctx();
      const failed = new HttpError(status, 'Internal error');
      await expect(
        withIdempotency(ctx, ALICE, { key: 'k', fingerprint: 'p' }, carryOut(failed).run),
      ).rejects.toBe(failed);
      expect(fake.committed.size).toBe(0);
      const retry = carryOut({ statusCode: 201, body: { id: 't' } });
      expect(await withIdempotency(ctx, ALICE, { key: 'k', fingerprint: 'p' }, retry.run)).toEqual({
        statusCode: 201,
        body: { id: 't' },
      });
      expect(retry.runs.count).toBe(1);
    }
  });

  it('an error that is not an HttpError (a bug, the database) keeps nothing and is thrown as it is', async () => {
    const fake = new FakeDatabase();
    const crash = new TypeError('undefined is not a function');
    await expect(
      withIdempotency(fake.ctx(), ALICE, { key: 'k', fingerprint: 'p' }, carryOut(crash).run),
    ).rejects.toBe(crash);
    expect(fake.committed.size).toBe(0);
    expect(fake.begun).toBe(1);
  });

  it("what a refused request must leave behind (keepIfRefused: a wrong code's attempt) is written again after the rollback", async () => {
    const fake = new FakeDatabase();
    const written: boolean[] = [];
    const refused = async (): Promise<KeptAnswer> => {
      keepIfRefused(async (db) => {
        written.push(db.isTransaction);
      });
      throw new HttpError(400, 'Wrong code');
    };
    await expect(
      withIdempotency(fake.ctx(), ALICE, { key: 'k', fingerprint: 'p' }, refused),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Wrong code' });
    expect(written).toEqual([true]);
    // The refused one (rolled back), the kept writes, the kept refusal.
    expect(fake.begun).toBe(3);
    expect(fake.rollbacks).toBe(1);
  });

  it('a refusal with nothing to leave behind opens no transaction for it: the rolled-back one and the kept answer only', async () => {
    const fake = new FakeDatabase();
    await expect(
      withIdempotency(
        fake.ctx(),
        ALICE,
        { key: 'k', fingerprint: 'p' },
        carryOut(new HttpError(400, 'No')).run,
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(fake.begun).toBe(2);
    expect(fake.commits).toBe(1);
  });

  it('when another request with the key kept its answer while this one was refused, this one gets that answer (not its refusal)', async () => {
    const fake = new FakeDatabase();
    fake.afterRollback = () =>
      fake.keep(ALICE, 'k', { fingerprint: 'p', status_code: 201, response: '{"id":"theirs"}' });
    expect(
      await withIdempotency(
        fake.ctx(),
        ALICE,
        { key: 'k', fingerprint: 'p' },
        carryOut(new HttpError(400, 'Refused')).run,
      ),
    ).toEqual({ statusCode: 201, body: { id: 'theirs' } });
    expect(fake.committed.get(`${ALICE}/k`)?.response).toBe('{"id":"theirs"}');
  });

  it('when another request kept the key for another request meanwhile, this one is 422 (not its refusal)', async () => {
    const fake = new FakeDatabase();
    fake.afterRollback = () =>
      fake.keep(ALICE, 'k', { fingerprint: 'other', status_code: 201, response: '{}' });
    await expect(
      withIdempotency(
        fake.ctx(),
        ALICE,
        { key: 'k', fingerprint: 'p' },
        carryOut(new HttpError(400, 'Refused')).run,
      ),
    ).rejects.toMatchObject({ statusCode: 422, message: OTHER_REQUEST });
  });

  it('when another request with the key holds its lock as the refusal is to be kept, the refusal is answered and not kept', async () => {
    const fake = new FakeDatabase();
    fake.lockHeldAt = (claim) => claim === 2;
    const refusal = new HttpError(400, 'Refused');
    await expect(
      withIdempotency(fake.ctx(), ALICE, { key: 'k', fingerprint: 'p' }, carryOut(refusal).run),
    ).rejects.toBe(refusal);
    expect(fake.committed.size).toBe(0);
  });

  it('when keeping the refusal fails in the database, that failure is thrown (a 5xx), not the refusal as if it were kept', async () => {
    const fake = new FakeDatabase();
    fake.failInsertAt = 1;
    await expect(
      withIdempotency(
        fake.ctx(),
        ALICE,
        { key: 'k', fingerprint: 'p' },
        carryOut(new HttpError(400, 'Refused')).run,
      ),
    ).rejects.toMatchObject({ message: 'connection lost', code: '08006' });
    expect(fake.committed.size).toBe(0);
  });
});
