import {
  BANK_EVENT_NAME,
  bankEventSchema,
  contract,
  EVENTS_PATH,
  staffContract,
  type StaffOperation,
  UPLOAD_MIME_TYPES,
  type Contract,
  type ContractEntry,
} from '@axia/core';
import { z } from 'zod';
import { API_PREFIX, OPENAPI_PATH } from '../http/api-route';
import { CALL_CAPABILITIES, CAPABILITIES, type Capability } from '../modules/gates';
import { PARTIES, PARTY_SETTINGS, type Party } from '../providers';
import { WEBHOOK_HANDLERS } from '../webhooks/handlers';
import { webhookPath } from '../webhooks';
import { TOLERANCE_SECONDS, WEBHOOK_HEADERS } from '../webhooks/signature';
import { EXAMPLES } from './examples';

// The bank API as an OpenAPI 3.1 document, generated from the one zod contract (@axia/core contract.ts) and the
// bank's gates: never written by hand, so it cannot drift from the routes route() registers. Schemas come from
// zod's own z.toJSONSchema (draft 2020-12, the dialect of OpenAPI 3.1): requests in their input form (what a
// client sends, before transforms and defaults), answers in their output form.

type Json = Record<string, unknown>;
type CallName = keyof Contract;

const ERROR_REF = { $ref: '#/components/schemas/Error' };
/** What a download may be: an uploaded document's types, and webp for the avatar (modules/documents/files.ts). */
const FILE_TYPES = [...UPLOAD_MIME_TYPES, 'image/webp'];

/** What each capability (modules/gates CAPABILITIES) covers: one tag per capability. */
const TAG_DESCRIPTIONS = {
  open: 'Public calls, the login flow (consent, login notification) and reference data: no bank profile needed.',
  account: "Reading one's own profile, accounts, history and documents (any status).",
  onboarding: 'Onboarding: an ACTIVE customer completing registration.',
  profile: 'Profile and security settings.',
  depositInfo: 'What a deposit offers (coins, rates, minimums, the token wallet).',
  deposit: 'Starting or confirming a deposit, and the deposit addresses.',
  area: 'Reading the cards, stakings and gift cards areas.',
  banking:
    'Moving money and managing what moves it: transfers, beneficiaries, stakings, cards, gift cards.',
} satisfies Record<Capability, string>;

function gateText(capability: Capability): string {
  const gate = CAPABILITIES[capability];
  if (!gate.statuses) return 'No bank profile is read.';
  const who = `Callers with status ${gate.statuses.join(', ')}`;
  return gate.registered ? `${who} who completed registration.` : `${who}.`;
}

/** One zod schema as a JSON Schema (2020-12) for an OpenAPI 3.1 document. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    // A transform's output (e.g. a query flag's boolean) has no JSON form: it never reaches the wire anyway.
    unrepresentable: 'any',
    // Each schema stands alone in its place in the document (no $defs to hoist).
    reused: 'inline',
    override: ({ zodSchema, jsonSchema: out }) => {
      // A plain z.object() keeps unknown keys out of what the app reads but does not refuse them: an answer may
      // carry more fields than the contract names (strictObject stays closed).
      const def = (zodSchema as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
      if (io === 'output' && def.type === 'object' && def.catchall === undefined)
        delete out.additionalProperties;
    },
  }) as Json;
  if ('$defs' in rest) throw new Error('openapi: a contract schema needs $defs (a cycle)');
  return rest;
}

/** The 207 answer of a call that may ask for a second factor: the union's option whose statusCode is 207. */
function splitSecondFactor(response: z.ZodType): { done: z.ZodType; code: z.ZodType | null } {
  if (!(response instanceof z.ZodUnion)) return { done: response, code: null };
  const options = response.options as z.ZodType[];
  const is207 = (option: z.ZodType) =>
    option instanceof z.ZodObject &&
    option.shape.statusCode instanceof z.ZodLiteral &&
    option.shape.statusCode.value === 207;
  const code = options.find(is207);
  if (!code) return { done: response, code: null };
  const rest = options.filter((option) => !is207(option));
  return { done: rest.length === 1 ? rest[0]! : z.union(rest), code };
}

/** `:id` path placeholders as OpenAPI's `{id}`. */
export const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

function parameters(entry: ContractEntry): Json[] {
  const list: Json[] = [];
  for (const [where, schema] of [
    ['path', entry.params],
    ['query', entry.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const required = where === 'path' || (object.required ?? []).includes(name);
      list.push({ name, in: where, required, schema: property });
    }
  }
  if (entry.idempotent)
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'One key per submission (1 to 255 visible ASCII characters): the bank carries the call out once per key ' +
        'and answers a repeat with the first answer; the same key with another request is refused (422).',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
    });
  return list;
}

function requestBody(entry: ContractEntry, name: CallName): Json | undefined {
  const example = EXAMPLES[name]?.request;
  if (entry.body) {
    const schema = jsonSchema(entry.body, 'input');
    return {
      required: true,
      content: { 'application/json': { schema, ...(example ? { example } : {}) } },
    };
  }
  if (entry.multipart) {
    const fields = jsonSchema(entry.multipart, 'input') as {
      properties?: Json;
      required?: string[];
    };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              ...fields.properties,
              file: {
                description: `One file: ${FILE_TYPES.join(', ')} (webp for the avatar only)`,
                contentMediaType: 'application/octet-stream',
              },
            },
            required: [...(fields.required ?? []), 'file'],
          },
        },
      },
    };
  }
  return undefined;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

function responses(entry: ContractEntry, name: CallName): Json {
  const examples = EXAMPLES[name];
  const answers: Json = {};
  if (entry.noContent) {
    answers['204'] = { description: 'Done: no content.' };
  } else if (entry.responseType === 'blob') {
    answers['200'] = {
      description: 'The file, as an attachment.',
      content: Object.fromEntries(
        FILE_TYPES.map((type) => [type, { schema: { contentMediaType: type } }]),
      ),
    };
  } else {
    const { done, code } = splitSecondFactor(entry.response);
    const ok = examples?.response ? { example: examples.response } : {};
    answers['200'] = {
      description: 'Done.',
      content: { 'application/json': { schema: jsonSchema(done, 'output'), ...ok } },
    };
    if (code) {
      const codeExample = examples?.secondFactor ? { example: examples.secondFactor } : {};
      answers['207'] = {
        description:
          'A second factor is needed: a code was emailed, or, for a customer with a passkey, `passkey` asks it to ' +
          'sign a challenge bound to this very request. Send the same call again with the code (mfaCode) or the ' +
          'signature (passkeyAssertion) and the id this answer names.',
        content: { 'application/json': { schema: jsonSchema(code, 'output'), ...codeExample } },
      };
    }
  }
  const hasInput = Boolean(
    entry.params || entry.query || entry.body || entry.multipart || entry.idempotent,
  );
  if (hasInput) answers['400'] = errorAnswer('The request is not valid: the message says why.');
  if (entry.auth !== false)
    answers['401'] = errorAnswer(
      "No valid ID token ('CognitoTokenExpired' when it expired: refresh it and call again).",
    );
  if (CAPABILITIES[CALL_CAPABILITIES[name]].statuses)
    answers['403'] = errorAnswer(
      "The caller's status or registration does not allow the call (or a rule of the bank refuses it).",
    );
  answers['4XX'] = errorAnswer(
    'Another refusal (404 not found, 409 conflict, 413 too large, 422 …): the message says why.',
  );
  answers['429'] = errorAnswer('Too many requests: Retry-After says when to try again.');
  answers['503'] = errorAnswer(
    'Maintenance, or the database is unavailable: Retry-After says when to try again.',
  );
  return answers;
}

function operation(name: CallName, entry: ContractEntry): Json {
  const capability = CALL_CAPABILITIES[name];
  const notes = [gateText(capability)];
  if (entry.idempotent)
    notes.push('Moves money: send an Idempotency-Key so a retry is carried out at most once.');
  const body = requestBody(entry, name);
  const params = parameters(entry);
  return {
    operationId: name,
    tags: [capability],
    description: notes.join(' '),
    security: entry.auth === false ? [] : [{ bearerAuth: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(entry, name),
  };
}

/** The staff API's tag (issue 41): the bank's own people, with roles. */
const STAFF_TAG = 'staff';

/** A staff call (core staffContract): its own tag, a staff member's bearer ID token, the least role it needs. */
function staffOperation(name: StaffOperation, entry: ContractEntry & { role: string }): Json {
  const body = entry.body
    ? {
        required: true,
        content: { 'application/json': { schema: jsonSchema(entry.body, 'input') } },
      }
    : undefined;
  const params = parameters(entry);
  const ok =
    name === 'staffAuditExport'
      ? {
          description: 'The audit trail as CSV.',
          content: { 'text/csv': { schema: { type: 'string' } } },
        }
      : entry.responseType === 'blob'
        ? {
            description: 'The file, as an attachment.',
            content: Object.fromEntries(
              FILE_TYPES.map((type) => [type, { schema: { contentMediaType: type } }]),
            ),
          }
        : {
            description: 'Done.',
            content: { 'application/json': { schema: jsonSchema(entry.response, 'output') } },
          };
  return {
    operationId: name,
    tags: [STAFF_TAG],
    description: `For bank staff with the role ${entry.role} or above (the ID token's cognito:groups).`,
    security: [{ bearerAuth: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': ok,
      ...(entry.params || entry.query || entry.body
        ? { '400': errorAnswer('The request is not valid: the message says why.') }
        : {}),
      '401': errorAnswer("No valid ID token ('CognitoTokenExpired' when it expired)."),
      '403': errorAnswer(
        'Not bank staff (a customer’s token), a role below the call’s, or a rule of the bank refuses it.',
      ),
      '4XX': errorAnswer('Another refusal (404 not found, 409 conflict …): the message says why.'),
      '503': errorAnswer('The database is unavailable: Retry-After says when to try again.'),
    },
  };
}

/** The document itself: GET /api/openapi.json (every mode, no token). */
const documentOperation = {
  operationId: 'getOpenApiDocument',
  tags: ['open'],
  description:
    'This document (OpenAPI 3.1). No bank profile is read. Cacheable for an hour, with an ETag; Brotli or gzip as ' +
    'Accept-Encoding allows.',
  security: [],
  responses: {
    '200': {
      description: 'The OpenAPI document.',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
    '304': { description: 'Not modified: the copy the client named in If-None-Match is current.' },
    '4XX': errorAnswer('A refusal.'),
  },
};

/** GET /api/events (src/events): the live events, not a JSON call, so not in the contract's list. */
const eventsOperation = {
  operationId: 'getEvents',
  tags: ['account'],
  description:
    `${gateText('account')} The customer's live events as server-sent events: each \`event: ${BANK_EVENT_NAME}\`, ` +
    '`id:` the event id, `data:` one BankEvent as JSON; heartbeat comments every 15 s. Send `Last-Event-ID` to ' +
    'receive every event after it still kept (24 h), then the live ones. The stream ends at the token’s expiry, on ' +
    'sign-out or revocation, and when a newer stream passes the per-customer limit (5): reconnect with ' +
    'Last-Event-ID.',
  security: [{ bearerAuth: [] }],
  parameters: [
    {
      name: 'Last-Event-ID',
      in: 'header',
      required: false,
      description: 'The id of the last event received: the stream resumes after it.',
      schema: { type: 'string', pattern: '^[0-9]{1,18}$' },
    },
  ],
  responses: {
    '200': {
      description: 'The stream (text/event-stream); each event’s data is a BankEvent.',
      content: {
        'text/event-stream': {
          schema: { type: 'string', contentMediaType: 'text/event-stream' },
          // OpenAPI 3.1 has no schema for a stream's items (3.2's itemSchema): an extension names it.
          'x-event-data': { $ref: '#/components/schemas/BankEvent' },
        },
      },
    },
    '400': errorAnswer('Last-Event-ID is not an event id.'),
    '401': errorAnswer(
      "No valid ID token ('CognitoTokenExpired' when it expired: refresh it and connect again).",
    ),
    '403': errorAnswer("The caller's status does not allow the call."),
    '4XX': errorAnswer('Another refusal: the message says why.'),
    '503': errorAnswer(
      'Maintenance, or the database is unavailable: Retry-After says when to try again.',
    ),
  },
};

/** The tag of the outside parties' webhooks (src/webhooks): calls the bank receives from its providers. */
const WEBHOOKS_TAG = 'webhooks';

/** POST /webhooks/<party>: the events a party may send, signed (Standard Webhooks), and what the bank answers. */
function webhookOperation(party: Party): Json {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  return {
    tags: [WEBHOOKS_TAG],
    operationId: `webhook_${party}`,
    summary: `An event from the ${party} provider (${PARTY_SETTINGS[party].provider})`,
    description:
      'Registered only while the party has a provider. Signed by the Standard Webhooks scheme with the party’s ' +
      `${PARTY_SETTINGS[party].webhookSecret}; applied once by webhook-id (a copy waits for the first and gets its answer); 2xx only once the change committed.`,
    parameters: [
      header(WEBHOOK_HEADERS.id, 'The event’s id: a replay carries the same one.'),
      header(
        WEBHOOK_HEADERS.timestamp,
        `Unix seconds; refused when more than ${TOLERANCE_SECONDS} s from the bank’s time.`,
      ),
      header(
        WEBHOOK_HEADERS.signature,
        '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; several, space-separated, during a key rotation.',
      ),
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            oneOf: Object.entries(WEBHOOK_HANDLERS[party]).map(([type, handler]) => ({
              type: 'object',
              properties: { type: { const: type }, data: jsonSchema(handler.schema, 'input') },
              required: ['type', 'data'],
              additionalProperties: false,
            })),
          },
        },
      },
    },
    responses: {
      '200': {
        description:
          'Applied, or a replay of an applied event (header webhook-replayed: true, the first answer).',
        content: { 'application/json': { schema: {} } },
      },
      '400': errorAnswer('The body or its data does not have the event’s shape.'),
      '401': errorAnswer('A missing, wrong or stale signature: nothing changed.'),
      '404': errorAnswer(
        'An unknown event type, or what it names is not the bank’s: nothing changed.',
      ),
      '409': errorAnswer('The webhook-id was already used for another event: nothing changed.'),
      '4XX': errorAnswer('Another refusal: the message says why; nothing changed.'),
    },
  };
}

function build(): Json {
  const paths: Record<string, Record<string, Json>> = {
    [OPENAPI_PATH]: { get: documentOperation },
    [API_PREFIX + EVENTS_PATH]: { get: eventsOperation },
  };
  for (const [name, entry] of Object.entries(contract) as [CallName, ContractEntry][]) {
    const path = openApiPath(API_PREFIX + entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operation(name, entry) };
  }
  for (const [name, entry] of Object.entries(staffContract) as [
    StaffOperation,
    ContractEntry & { role: string },
  ][]) {
    const path = openApiPath(API_PREFIX + entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: staffOperation(name, entry) };
  }
  for (const party of PARTIES) paths[webhookPath(party)] = { post: webhookOperation(party) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Axia bank API',
      version: '1.0.0',
      description:
        'The sandbox bank’s API, generated from the contract both the app and the bank are built from. Amounts ' +
        'are exact decimal strings. Every error answers `{ statusCode, message }`.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/', description: 'This bank' }],
    tags: [
      ...(Object.keys(TAG_DESCRIPTIONS) as Capability[]).map((capability) => ({
        name: capability,
        description: `${TAG_DESCRIPTIONS[capability]} ${gateText(capability)}`,
      })),
      {
        name: STAFF_TAG,
        description:
          'The staff API: the back office’s queues and decisions, customer lookup, settings and the audit trail, ' +
          'for bank staff signed in as themselves (roles viewer < operator < approver from cognito:groups). A ' +
          'customer’s token gets 403; every act is audited; money above the approval threshold needs a second person.',
      },
      {
        name: WEBHOOKS_TAG,
        description:
          'What the outside parties (custody, card issuer, gift-card vendor, card on-ramps, crypto deposits, KYC) ' +
          'report to the bank, outside /api.',
      },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The ID token of the bank’s identity service (Cognito-compatible).',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
          required: ['statusCode', 'message'],
        },
        BankEvent: jsonSchema(bankEventSchema, 'output'),
      },
    },
  };
}

let built: Json | null = null;

/** The bank API's OpenAPI 3.1 document (built once per process). */
export function openApiDocument(): Json {
  built ??= build();
  return built;
}
