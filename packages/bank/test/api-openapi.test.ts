import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import { contract, staffContract, type ContractEntry } from '@axia/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, OPENAPI_PATH } from '../src/http/api-route';
import { CALL_CAPABILITIES } from '../src/modules/gates';
import { openApiPath } from '../src/openapi/document';
import { EXAMPLES } from '../src/openapi/examples';
import { REFERENCE_CSP, REFERENCE_PATH } from '../src/openapi/routes';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { installAnswerCheck } from './openapi-answers';

// Issue 32: the bank API as an OpenAPI 3.1 document generated from the contract, served at /api/openapi.json in
// every mode, with a reference page in the sandbox; the document and the registered routes agree both ways. (The
// other half, every answer of the bank suite checked against the document, is test/openapi-answers.ts.)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every route the bank registered under /api, as 'METHOD /api/path/{param}' (from Fastify's radix tree). */
function registeredApiRoutes(bank: TestBank): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of bank.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    if (!path.startsWith(`${API_PREFIX}/`) || !match[3]) continue;
    for (const method of match[3].split(', ').filter((m) => m !== 'HEAD'))
      routes.push(`${method} ${openApiPath(path)}`);
  }
  return routes.sort();
}

function documentedCalls(document: Doc): string[] {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe.skipIf(engineUnavailable)(`the OpenAPI document (${engine})`, () => {
  let bank: TestBank;
  let document: Doc;
  beforeAll(async () => {
    bank = await startTestBank();
    const res = await fetch(`${bank.url}${OPENAPI_PATH}`);
    expect(res.status).toBe(200);
    document = await res.json();
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('validates as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every route the bank registers under /api, and every call in it is registered', () => {
    const registered = registeredApiRoutes(bank);
    const documented = documentedCalls(document).filter((call) =>
      call.split(' ')[1]!.startsWith(`${API_PREFIX}/`),
    );
    // Every contract entry, every staff call, the document itself and the live events' stream (GET /api/events).
    expect(documented).toHaveLength(
      Object.keys(contract).length + Object.keys(staffContract).length + 2,
    );
    expect(registered).toEqual(documented);
  });

  it('describes each call: its parameters, body, answers, security, Idempotency-Key and capability', () => {
    for (const [name, entry] of Object.entries(contract) as [
      keyof typeof contract,
      ContractEntry,
    ][]) {
      const operation =
        document.paths[openApiPath(API_PREFIX + entry.path)][entry.method.toLowerCase()];
      const where = `${name} ${entry.method} ${entry.path}`;
      expect(operation.operationId, where).toBe(name);
      expect(operation.tags, where).toEqual([CALL_CAPABILITIES[name]]);
      expect(operation.security, where).toEqual(entry.auth === false ? [] : [{ bearerAuth: [] }]);
      const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
      const key = parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect(Boolean(key), where).toBe(entry.idempotent === true);
      for (const param of entry.path.match(/:\w+/g) ?? [])
        expect(parameters, where).toContainEqual(
          expect.objectContaining({ in: 'path', name: param.slice(1), required: true }),
        );
      if (entry.body)
        expect(operation.requestBody.content['application/json'], where).toBeDefined();
      if (entry.multipart)
        expect(operation.requestBody.content['multipart/form-data'], where).toBeDefined();
      const codes = Object.keys(operation.responses);
      // A call done with nothing to answer documents 204 and no 200 (issue 45: signing a session out).
      const done = entry.noContent ? '204' : '200';
      expect(codes, where).toEqual(expect.arrayContaining([done, '4XX', '429', '503']));
      expect(codes.includes('200'), where).toBe(!entry.noContent);
      if (entry.noContent) expect(operation.responses['204'].content, where).toBeUndefined();
      if (entry.auth !== false) expect(codes, where).toContain('401');
      for (const code of codes.filter((c) => !['200', '204', '207'].includes(c)))
        expect(operation.responses[code].content['application/json'].schema, where).toEqual({
          $ref: '#/components/schemas/Error',
        });
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.tags.map((t: { name: string }) => t.name).sort()).toEqual(
      [...new Set(Object.values(CALL_CAPABILITIES)), 'staff', 'webhooks'].sort(),
    );
  });

  it('documents every staff call under the staff tag, with bearer auth, 401 and 403 (issue 41)', () => {
    for (const [name, entry] of Object.entries(staffContract)) {
      const operation =
        document.paths[openApiPath(API_PREFIX + entry.path)][entry.method.toLowerCase()];
      expect(operation.operationId, name).toBe(name);
      expect(operation.tags, name).toEqual(['staff']);
      expect(operation.security, name).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation.responses), name).toEqual(
        expect.arrayContaining(['200', '401', '403']),
      );
      expect(operation.description, name).toContain(entry.role);
    }
    expect(document.paths['/api/staff/audit/export'].get.responses['200'].content).toHaveProperty(
      'text/csv',
    );
  });

  it('documents the outside parties’ webhooks: their paths, signature headers and event types (issue 40)', () => {
    const webhooks = documentedCalls(document).filter((call) => call.includes(' /webhooks/'));
    expect(webhooks).toEqual([
      'POST /webhooks/card-issuer',
      'POST /webhooks/card-onramp',
      'POST /webhooks/crypto-deposit',
      'POST /webhooks/custody',
      'POST /webhooks/gift-card-vendor',
      'POST /webhooks/kyc',
    ]);
    const eventTypes = (path: string) =>
      document.paths[path].post.requestBody.content['application/json'].schema.oneOf
        .map((event: { properties: { type: { const: string } } }) => event.properties.type.const)
        .sort();
    expect(eventTypes('/webhooks/custody')).toEqual(['deposit.received']);
    expect(eventTypes('/webhooks/crypto-deposit')).toEqual(['deposit.converted']);
    expect(eventTypes('/webhooks/card-onramp')).toEqual(['payment.succeeded']);
    expect(eventTypes('/webhooks/kyc')).toEqual([
      'verification.reviewed',
      'verification.submitted',
    ]);
    expect(eventTypes('/webhooks/card-issuer')).toEqual([
      'card.status_changed',
      'card.transaction',
    ]);
    expect(eventTypes('/webhooks/gift-card-vendor')).toEqual(['order.completed', 'order.failed']);
    const custody = document.paths['/webhooks/custody'].post;
    expect(custody.tags).toEqual(['webhooks']);
    expect(custody.security).toBeUndefined();
    expect(
      custody.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`),
    ).toEqual(['header webhook-id', 'header webhook-timestamp', 'header webhook-signature']);
    expect(Object.keys(custody.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      '4XX',
    ]);
    // The data's shape as the bank checks it: a custody deposit names its network, address, amount and hash.
    const deposit = custody.requestBody.content['application/json'].schema.oneOf[0].properties.data;
    expect([...deposit.required].sort()).toEqual([
      'address',
      'amount',
      'network',
      'transactionHash',
    ]);
  });

  it('documents the 207 second factor on exactly the calls that can ask for one', () => {
    const with207 = documentedCalls(document).filter((call) => {
      const [method, path] = call.split(' ');
      return '207' in document.paths[path!][method!.toLowerCase()].responses;
    });
    expect(with207).toEqual([
      'POST /api/transfer/between-members/send',
      'POST /api/transfer/wire-transfer',
      'POST /api/user',
      // Issue 45: the mailed code that lets the customer add a passkey.
      'POST /api/user/passkeys/grant',
      'POST /api/user/setting',
    ]);
    const answer = document.paths['/api/transfer/wire-transfer'].post.responses;
    expect(answer['207'].content['application/json'].schema.properties.statusCode.const).toBe(207);
    expect(answer['200'].content['application/json'].schema.properties.statusCode.const).toBe(200);
  });

  it("has examples for the main calls, each valid against its call's schema", () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(document, 'doc');
    let checked = 0;
    for (const [name, examples] of Object.entries(EXAMPLES)) {
      const entry = contract[name as keyof typeof contract] as ContractEntry;
      const operation =
        document.paths[openApiPath(API_PREFIX + entry.path)][entry.method.toLowerCase()];
      const cases: [unknown, { schema: object; example?: unknown } | undefined][] = [
        [examples.request, operation.requestBody?.content['application/json']],
        [examples.response, operation.responses['200']?.content['application/json']],
        [examples.secondFactor, operation.responses['207']?.content['application/json']],
      ];
      for (const [example, media] of cases) {
        if (example === undefined) continue;
        expect(media?.example, name).toEqual(example);
        const validate = ajv.compile(media!.schema);
        expect([name, validate(example), validate.errors]).toEqual([name, true, null]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('serves the reference page at /sandbox/api under its own CSP (no unsafe-inline)', async () => {
    const page = await fetch(`${bank.url}${REFERENCE_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(REFERENCE_CSP);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    // Nothing inline for the CSP to refuse: every script is a file of its own.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
    for (const file of ['static/swagger-ui-bundle.js', 'static/swagger-initializer.js', 'json']) {
      const res = await fetch(`${bank.url}${REFERENCE_PATH}/${file}`);
      // Read to the end: an unread body keeps its connection busy, and the bank's close waits for it.
      await res.arrayBuffer();
      expect([file, res.status]).toEqual([file, 200]);
      expect(res.headers.get('content-security-policy')).toBe(REFERENCE_CSP);
    }
    const same = await (await fetch(`${bank.url}${REFERENCE_PATH}/json`)).json();
    expect(same).toEqual(document);
  });

  it('is cacheable, tagged, and sent compressed as the client accepts (issue 44)', async () => {
    const plain = await bank.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(plain.json().openapi).toBe('3.1.0');

    const br = await bank.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const gzip = await bank.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await bank.app.inject({
        method: 'GET',
        url: OPENAPI_PATH,
        headers: { 'if-none-match': held },
      });
      expect([held, again.statusCode, again.body]).toEqual([held, 304, '']);
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await bank.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'if-none-match': '"an-older-release"' },
    });
    expect(stale.statusCode).toBe(200);
    // The API's answers themselves stay no-store.
    const terms = await bank.app.inject({ method: 'GET', url: '/api/termsConditions' });
    expect(terms.headers['cache-control']).toBe('no-store');
  });

  it('keeps the document readable during maintenance, while the calls answer 503', async () => {
    await bank.ctx.settings.set('maintenance', true);
    try {
      const call = await fetch(`${bank.url}/api/termsConditions`);
      expect([call.status, (await call.json()).statusCode]).toEqual([503, 503]);
      const res = await fetch(`${bank.url}${OPENAPI_PATH}`);
      // Read to the end (an unread body keeps the connection busy and the bank's close waits for it).
      expect([res.status, (await res.json()).openapi]).toEqual([200, '3.1.0']);
    } finally {
      await bank.ctx.settings.set('maintenance', false);
    }
  });
});

describe.skipIf(engineUnavailable)(`without the sandbox (${engine})`, () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank({ SANDBOX: '0' });
  });
  afterAll(async () => {
    await bank?.close();
  });

  it('serves /api/openapi.json but no reference page', async () => {
    const res = await fetch(`${bank.url}${OPENAPI_PATH}`);
    expect(res.status).toBe(200);
    expect((await res.json()).openapi).toBe('3.1.0');
    expect((await fetch(`${bank.url}${REFERENCE_PATH}`)).status).toBe(404);
    expect((await fetch(`${bank.url}${REFERENCE_PATH}/json`)).status).toBe(404);
  });
});

describe('the answer check (test/openapi-answers.ts)', () => {
  it('records an undocumented status, an undocumented call and a body that breaks its schema', async () => {
    const app = Fastify();
    const log = installAnswerCheck(app);
    app.get('/api/user', async (request, reply) => {
      const { kind } = request.query as { kind: string };
      if (kind === 'redirect') return reply.status(302).header('location', '/').send({});
      if (kind === 'bad') return { id: 42 };
      return reply.status(404).send({ statusCode: 404, message: 'Not found' });
    });
    app.get('/api/not-a-call', async () => ({}));
    for (const url of [
      '/api/user?kind=redirect',
      '/api/user?kind=bad',
      '/api/user',
      '/api/not-a-call',
    ])
      await app.inject({ method: 'GET', url });
    await app.close();
    expect(log.answers).toBe(4);
    expect(log.violations).toHaveLength(3);
    expect(log.violations[0]).toBe('GET /api/user: status 302 is not documented');
    expect(log.violations[1]).toMatch(/^GET \/api\/user 200: \/ must have required property/);
    expect(log.violations[2]).toBe('GET /api/not-a-call: not in the document');
  });
});
