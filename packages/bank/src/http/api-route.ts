import { contract, staffRolesOf, type Contract, type ContractEntry } from '@axia/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { issueShellCookie } from './shell-cookie';
import type { BankContext } from '../context';
import { authenticateExternal, type VerifiedCaller } from '../identity/external';
import { groupsOf } from '../identity/external/verifier';
import { InvalidTokenError, TokenExpiredError } from '../identity/tokens';
import { checkGate, enforceGate, gateOf, type GatedUser } from '../modules/gates';
import { badRequest, forbidden, HttpError, unauthorized, zodMessage } from './errors';
import {
  assertWithinLimit,
  deferredHit,
  EXPENSIVE_READS,
  RateLimitedError,
  readTimeBudget,
  ruleOf,
  type DeferredHit,
} from '../limits';
import { metered } from '../db/metered';
import {
  fingerprint,
  idempotencyKeyOf,
  isAnswered,
  withIdempotency,
  type KeptAnswer,
} from './idempotency';

/** What a contract handler receives: validated input and the signed-in user. */
export interface ApiCall<E extends ContractEntry> {
  userId: string;
  /** The identity session the call's token belongs to (its origin_jti); '' for a call without a token. */
  sessionId: string;
  params: E extends { params: z.ZodType } ? z.output<E['params']> : Record<string, never>;
  query: E extends { query: z.ZodType } ? z.output<E['query']> : Record<string, never>;
  body: E extends { body: z.ZodType } ? z.output<E['body']> : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A 207 answer: the whole body goes back to the client, which asks for a second-step code. */
export class MultiStatus {
  constructor(readonly body: Record<string, unknown>) {}
}

/**
 * A keyed call's own exactly-once path (e.g. one statement): its answer, or null to take the general path. It counts
 * the customer's money move (`move`) in its own transaction and marks it counted (limits: DeferredHit), or leaves it
 * to the general path. The call's gate is left to it (`gate`): it checks the profile it plans on (`check`) and
 * answers only what a statement proved was made on that profile unchanged; any other answer it gives after
 * `enforce` (the gate's own read). The general path enforces the gate itself.
 */
export type KeyedAtOnce<E extends ContractEntry> = (
  call: ApiCall<E>,
  key: { key: string; fingerprint: string },
  move: DeferredHit,
  gate: CallGate,
) => Promise<KeptAnswer | null>;

/** A call's gate for a path that reads the profile itself (modules/gates: checkGate, enforceGate). */
export interface CallGate {
  /** Refuses (403) a profile the path read, as the gate would. */
  check(user: GatedUser): void;
  /** The gate's own read and check (once per call). */
  enforce(): Promise<void>;
}

export const API_PREFIX = '/api';
/** The staff API's calls (modules/staff): answered during maintenance too. */
const STAFF_API_PREFIX = `${API_PREFIX}/staff/`;
/** The API's OpenAPI document (openapi/): readable during maintenance too. */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/** Validates one part of the request; a missing part is validated as `{}` so required fields are named. */
/** Whether a request value holds a NUL anywhere (PostgreSQL refuses NUL in text: it would answer 500). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

export function parse(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return {};
  // One rule for every call, before any schema or query: no text with NUL reaches the database.
  if (holdsNul(value)) throw badRequest('Text may not contain NUL characters');
  // A JSON `null` is a value, refused by every object schema; only a part not sent at all is `{}`.
  const result = schema.safeParse(value === undefined ? {} : value);
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
}

/**
 * The token of an `Authorization: Bearer <token>` header (the scheme case-insensitive, RFC 7235), or null: a bare
 * token or another scheme is no credential (issue 42: a token without 'Bearer' was accepted).
 */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * Reads and verifies the bearer ID token: its user (sub), session (origin_jti), pool groups, e-mail and name. An
 * expired one answers 401 'CognitoTokenExpired' (seed 000 §7), and so does one whose sandbox-identity session is
 * idle past the limit or past its lifetime (identity/session-limits.ts), so the app signs out as for an expired
 * token. With an external identity provider only its pool's tokens count (identity/external), never the sandbox
 * identity's; the bank keeps no sessions of that pool, so its tokens' own expiry is their idle limit (the app
 * client's settings, README). `activity: false`: the call is not the session's activity for the idle limit (the
 * event stream). Customers' calls use `authenticate`, staff calls (modules/staff) this.
 */
export async function verifyCaller(
  ctx: BankContext,
  request: FastifyRequest,
  options: { activity?: boolean } = {},
): Promise<VerifiedCaller> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Unauthorized');
  const identity = ctx.config.identity;
  if (identity.provider === 'external')
    return authenticateExternal(ctx, identity, token, request.log);
  try {
    const claims = await ctx.tokens.verify(token, 'id', options);
    return {
      userId: claims.sub,
      sessionId: claims.origin_jti,
      groups: groupsOf(claims['cognito:groups']),
      email: typeof claims.email === 'string' ? claims.email : '',
      name: [claims.given_name, claims.family_name]
        .filter((part) => typeof part === 'string' && part)
        .join(' '),
    };
  } catch (error) {
    if (error instanceof TokenExpiredError) throw new HttpError(401, 'CognitoTokenExpired');
    if (error instanceof InvalidTokenError) throw unauthorized(error.message);
    throw error;
  }
}

const CUSTOMERS_ONLY = 'This call is for customers only.';

/**
 * The customer of a bearer ID token (verifyCaller): a token of bank staff (a staff group) is refused with 403, so a
 * staff sign-in never reaches a customer's call (issue 41), and no customer is opened for it.
 */
export async function authenticate(
  ctx: BankContext,
  request: FastifyRequest,
  options: { activity?: boolean } = {},
): Promise<{ userId: string; sessionId: string }> {
  const caller = await verifyCaller(ctx, request, options);
  if (staffRolesOf(caller.groups).length > 0) throw forbidden(CUSTOMERS_ONLY);
  return { userId: caller.userId, sessionId: caller.sessionId };
}

/** Each contract entry's name, found from the entry itself (route() is given the entry: contract.getUser). */
const CALL_NAMES = new Map<ContractEntry, keyof Contract>(
  (Object.entries(contract) as [keyof Contract, ContractEntry][]).map(([name, entry]) => [
    entry,
    name,
  ]),
);

/**
 * Registers one contract entry under /api: maintenance answers 503, then the token is checked, then the call's gate
 * (modules/gates: the user's status and registration, 403), then params/query/body are validated with the
 * contract's schemas (400 with a readable message on failure).
 */
export function route<E extends ContractEntry>(
  app: FastifyInstance,
  ctx: BankContext,
  entry: E,
  handler: (call: ApiCall<E>) => Promise<unknown>,
  options: { keyedAtOnce?: KeyedAtOnce<E> } = {},
) {
  const found = CALL_NAMES.get(entry);
  if (!found)
    throw new Error(`route(): ${entry.method} ${entry.path} is not an entry of the contract`);
  const name: keyof Contract = found;
  // A call without a token has no user to gate: only an open capability may be public.
  if (entry.auth === false && gateOf(name).statuses)
    throw new Error(`route(): the public call ${name} has a gate that needs a signed-in user`);
  app.route({
    method: entry.method,
    url: API_PREFIX + entry.path,
    handler: async (request, reply) => {
      const { userId, sessionId } =
        entry.auth === false ? { userId: '', sessionId: '' } : await authenticate(ctx, request);
      // An expensive read is charged its database time against the customer's share (limits: 429 once spent),
      // checked right after the token, so a refused read costs nothing more (not even the gate's read).
      const endRead =
        userId && EXPENSIVE_READS.has(name) ? await startExpensiveRead(ctx, userId) : null;
      // A browser making authenticated calls is signed in: its signed-in pages may come as frames (shell-cookie.ts).
      // Not with an external provider: its sign-out never reaches the bank, which could not end the cookie.
      if (userId && ctx.config.identity.provider === 'sandbox')
        await issueShellCookie(ctx, request, reply, { userId, sessionId });
      if (!endRead) return await respond(request, reply, userId, sessionId);
      const meter = { heldMs: 0 };
      try {
        return await metered(meter, () => respond(request, reply, userId, sessionId));
      } finally {
        endRead(meter.heldMs);
      }
    },
  });

  /** The call after its caller is known: the gate, the input, then the handler (once per key if it moves money). */
  async function respond(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    sessionId: string,
  ) {
    // Who may make the call at all, before its input is read: a refused caller learns nothing more. A call with an
    // at-once path leaves it to that path, which proves it on the profile its statement checks (one read less a
    // transfer), and enforces it here before any other answer (a refusal of its input too).
    let gated = false;
    const gate: CallGate = {
      check: (user) => checkGate(gateOf(name), user),
      enforce: async () => {
        if (gated) return;
        await enforceGate(ctx, name, userId);
        gated = true;
      },
    };
    if (!options.keyedAtOnce) await gate.enforce();
    let call: ApiCall<E>;
    let key: string | null;
    try {
      call = {
        userId,
        sessionId,
        params: parse(entry.params, request.params),
        query: parse(entry.query, request.query),
        body: entry.body ? parse(entry.body, request.body) : undefined,
        request,
        reply,
      } as ApiCall<E>;
      key = entry.idempotent ? idempotencyKeyOf(request) : null;
    } catch (error) {
      await gate.enforce();
      throw error;
    }
    const carryOut = async (): Promise<KeptAnswer> => {
      const result = await handler(call);
      return result instanceof MultiStatus
        ? { statusCode: 207, body: { statusCode: 207, ...result.body } }
        : { statusCode: 200, body: result };
    };
    // A money-moving call with an Idempotency-Key runs once per key (http/idempotency.ts).
    // The velocity limit on money movement, per customer; a replay of an answered key only reads its answer, so
    // it neither counts nor is refused. A refused move counts all the same; a 429 is never kept as the key's
    // answer. The at-once path counts it in its one statement (one commit a transfer, issue 44); otherwise it is
    // counted here, before the keyed transaction starts, so a rolled-back move counts too.
    if (key) {
      const keyed = { key, fingerprint: fingerprint(request) };
      const move = options.keyedAtOnce && (await deferredHit(ctx, 'moneyMovesPerCustomer', userId));
      const atOnce = move ? await options.keyedAtOnce!(call, keyed, move, gate) : null;
      if (atOnce) return reply.status(atOnce.statusCode).send(atOnce.body);
      await gate.enforce();
      if (!move?.counted && !(await isAnswered(ctx, userId, key)))
        await assertWithinLimit(ctx, 'moneyMovesPerCustomer', userId);
      const answer = await withIdempotency(ctx, userId, keyed, carryOut);
      return reply.status(answer.statusCode).send(answer.body);
    }
    await gate.enforce();
    if (entry.idempotent) await assertWithinLimit(ctx, 'moneyMovesPerCustomer', userId);
    const answer = await carryOut();
    // A call done with nothing to answer (the contract's noContent).
    if (entry.noContent && answer.statusCode === 200) return reply.status(204).send();
    if (answer.statusCode !== 200) return reply.status(answer.statusCode).send(answer.body);
    if (reply.sent) return reply;
    return answer.body;
  }
}

/** How long a refused expensive read is held before its 429 is sent. */
const REFUSED_READ_HOLD_MS = 1_000;

/**
 * Starts an expensive read of `userId` under their read-time budget (limits: ReadTimeBudget), returning the call
 * that ends it. Refused, the 429 is held for up to REFUSED_READ_HOLD_MS (its Retry-After less the time held): a
 * client that does not wait gets an answer a second per connection, not thousands of refusals a second, each a
 * token check and an answer that slowed every other customer (issue 44's fairness bench).
 */
async function startExpensiveRead(ctx: BankContext, userId: string) {
  const rule = await ruleOf(ctx, 'expensiveReadTimePerCustomer');
  try {
    return readTimeBudget(ctx).start(userId, rule);
  } catch (error) {
    if (!(error instanceof RateLimitedError) || error.retryAfterSeconds === undefined) throw error;
    const heldSeconds = Math.min(REFUSED_READ_HOLD_MS / 1000, error.retryAfterSeconds);
    await sleep(heldSeconds * 1000);
    throw new RateLimitedError(Math.max(1, Math.ceil(error.retryAfterSeconds - heldSeconds)));
  }
}

/** 503 for every API call while maintenance is on. */
export function installMaintenanceGate(app: FastifyInstance, ctx: BankContext) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/`) || request.url.split('?')[0] === OPENAPI_PATH)
      return;
    // Staff work through maintenance: it is theirs to turn off (issue 41).
    if (request.url.startsWith(STAFF_API_PREFIX)) return;
    if (await ctx.settings.isMaintenance()) {
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ statusCode: 503, message: 'The website is undergoing maintenance' });
    }
  });
}
