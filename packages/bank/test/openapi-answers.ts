import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { openApiDocument, openApiPath } from '../src/openapi/document';
import { ANSWERS_DIR } from './openapi-summary';

// The answer check of issue 32: in test runs only, every answer a test bank gives under /api is checked against the
// OpenAPI document (test/harness.ts installs it on each bank): its status must be documented for its call and its
// JSON body must match that status's schema. A bank's close() fails the file when any did not; the counts go to
// test-results/openapi-answers/ (test/openapi-summary.ts) and global-setup's teardown sums them for the run.

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

let ajv: Ajv2020 | null = null;
let withDocument = false;
const validators = new Map<string, ValidateFunction>();

/** One validator per (path, method, status), compiled on first use and kept for the worker's life. */
function validatorFor(document: Document, pointer: string, schema: object): ValidateFunction {
  let validate = validators.get(pointer);
  if (validate) return validate;
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv as never);
  }
  // The error answers share one component; a schema without $ref stands alone and is compiled by itself (cheaper
  // than having Ajv walk the whole document), any other is compiled as a pointer into the whole document.
  const error = document.components.schemas.Error!;
  if ((schema as { $ref?: string }).$ref === '#/components/schemas/Error') {
    validate = validators.get('Error') ?? ajv.compile(error);
    validators.set('Error', validate);
  } else if (!JSON.stringify(schema).includes('"$ref"')) {
    validate = ajv.compile(schema);
  } else {
    if (!withDocument) ajv.addSchema(document, 'openapi.json');
    withDocument = true;
    validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
  }
  validators.set(pointer, validate);
  return validate;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Which documented answer a status falls under: its own code, else its range (4XX). */
function documentedStatus(operation: Operation, status: number): string | null {
  if (operation.responses[String(status)]) return String(status);
  const range = `${String(status)[0]}XX`;
  return operation.responses[range] ? range : null;
}

export interface AnswerLog {
  /** Answers checked, and the calls (method and path) they came from. */
  answers: number;
  calls: Set<string>;
  violations: string[];
}

/** The part of `body` a JSON pointer (Ajv's instancePath) names. */
function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (value, part) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[part]
          : undefined,
      body,
    );
}

/**
 * A JSON answer's text: a route's string, or the bytes a route sends as it prepared them (the OpenAPI document,
 * compressed once: openapi/routes.ts), decoded. Null for anything else (a stream).
 */
function bodyText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  return encoding === undefined ? payload.toString() : null;
}

/** Installs the check on a test bank before it starts listening. */
export function installAnswerCheck(app: FastifyInstance): AnswerLog {
  const log: AnswerLog = { answers: 0, calls: new Set(), violations: [] };
  const document = openApiDocument() as unknown as Document;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // Only the API's own routes: an unknown /api path answers the not-found handler's 404, which no call documents.
    if (!route?.startsWith('/api/')) return payload;
    const path = openApiPath(route);
    const method = request.method.toLowerCase();
    const call = `${request.method} ${path}`;
    const operation = document.paths[path]?.[method];
    log.answers += 1;
    log.calls.add(call);
    if (!operation) {
      log.violations.push(`${call}: not in the document`);
      return payload;
    }
    const status = documentedStatus(operation, reply.statusCode);
    if (!status) {
      log.violations.push(`${call}: status ${reply.statusCode} is not documented`);
      return payload;
    }
    // A documented answer without content (204): nothing to check but that none is sent.
    if (!operation.responses[status]!.content) {
      if (payload) log.violations.push(`${call} ${reply.statusCode}: a body was sent`);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
    const content = operation.responses[status]!.content ?? {};
    if (!(type in content)) {
      log.violations.push(`${call} ${reply.statusCode}: content type ${type} is not documented`);
      return payload;
    }
    if (type !== 'application/json') return payload;
    const text = bodyText(payload, reply.getHeader('content-encoding'));
    if (text === null) {
      log.violations.push(`${call} ${reply.statusCode}: the JSON body could not be read`);
      return payload;
    }
    const pointer = ['paths', path, method, 'responses', status, 'content', type, 'schema']
      .map(escape)
      .join('/');
    const validate = validatorFor(document, `/${pointer}`, content[type]!.schema);
    const body: unknown = JSON.parse(text);
    if (!validate(body)) {
      const errors = validate.errors ?? [];
      const problems = errors.slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
      // The offending value itself, so a failure says what the bank sent.
      const value = JSON.stringify(valueAt(body, errors[0]?.instancePath ?? '')) ?? '';
      log.violations.push(
        `${call} ${reply.statusCode}: ${problems.join('; ')} (sent: ${value.slice(0, 400)})`,
      );
    }
    return payload;
  });
  return log;
}

/** Writes a bank's counts for the run's summary, and fails the closing file when any answer broke the document. */
export function closeAnswerLog(log: AnswerLog) {
  const file = basename(expect.getState().testPath ?? 'unknown');
  mkdirSync(ANSWERS_DIR, { recursive: true });
  const line = {
    file,
    answers: log.answers,
    calls: [...log.calls],
    violations: log.violations,
  };
  appendFileSync(join(ANSWERS_DIR, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
  if (log.violations.length > 0)
    throw new Error(
      `${log.violations.length} answer(s) do not match the OpenAPI document:\n${log.violations.slice(0, 20).join('\n')}`,
    );
}
