import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankContext } from '../context';
import { HttpError, notFound, zodMessage } from '../http/errors';
import { PARTIES, PARTY_SETTINGS, type Party } from '../providers';
import { WEBHOOK_HANDLERS } from './handlers';
import { SIGNATURE_MESSAGES, signatureProblem, WEBHOOK_HEADERS } from './signature';

// The outside parties report to the bank as real providers do (issue 40): POST /webhooks/<party>, signed
// (./signature.ts), one event per call — `{ "type": "...", "data": {...} }` — idempotent by its webhook-id, and
// answered 2xx only once its change has committed. The sandbox's providers send theirs through the same route
// (src/sandbox/webhooks.ts), so every test of a deposit, a card payment or a verification goes through here.

export { webhookHeaders, WEBHOOK_HEADERS } from './signature';
export type { WebhookHandler } from './handlers';

/** A second copy that arrives while the first is still being applied waits this long before it may take over. */
const PROCESSING_LEASE_MS = 60_000;

export const WEBHOOK_MESSAGES = {
  body: 'A webhook body is JSON: { "type": "...", "data": { ... } }',
  unknownType: (party: Party, type: string) =>
    `Unknown ${PARTY_SETTINGS[party].path} event type ${type}`,
  reused: 'This webhook-id was already used for another event',
  processing: 'This event is being processed; retry later',
} as const;

const eventSchema = z.strictObject({ type: z.string().min(1).max(100), data: z.unknown() });

/** The webhook path of a party: /webhooks/custody, /webhooks/card-issuer, … */
export const webhookPath = (party: Party) => `/webhooks/${PARTY_SETTINGS[party].path}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Claims the event (a row PROCESSING) and answers null, or answers what a copy of it gets: the first answer once it
 * is DONE, 409 while it is being applied (a copy older than the lease takes it over: its sender died part way).
 */
async function claim(ctx: BankContext, party: Party, id: string, type: string, bodyHash: string) {
  const now = new Date();
  const inserted = await ctx.db
    .insertInto('webhook_events')
    .values({
      party,
      event_id: id,
      type,
      body_sha256: bodyHash,
      status: 'PROCESSING',
      answer: null,
      received_at: now,
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(['party', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (inserted) return null;
  const row = await ctx.db
    .selectFrom('webhook_events')
    .selectAll()
    .where('party', '=', party)
    .where('event_id', '=', id)
    .executeTakeFirst();
  // Deleted by a failed first copy in between: claim it again.
  if (!row) return claim(ctx, party, id, type, bodyHash);
  if (row.body_sha256 !== bodyHash) throw new HttpError(409, WEBHOOK_MESSAGES.reused);
  if (row.status === 'DONE') return { replayed: true, answer: row.answer };
  const taken = await ctx.db
    .updateTable('webhook_events')
    .set({ received_at: now })
    .where('party', '=', party)
    .where('event_id', '=', id)
    .where('status', '=', 'PROCESSING')
    .where('received_at', '<', new Date(now.getTime() - PROCESSING_LEASE_MS))
    .returning('event_id')
    .executeTakeFirst();
  if (taken) return null;
  throw new HttpError(409, WEBHOOK_MESSAGES.processing, 5);
}

export function registerWebhooks(app: FastifyInstance, ctx: BankContext) {
  void app.register(async (scope) => {
    // The signature is over the exact bytes sent: the body is kept as text and parsed after the check.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const party of PARTIES) {
      const choice = ctx.config.providers[party];
      if (choice.provider === 'off') continue;
      const secret = choice.webhookSecret;
      scope.post(webhookPath(party), async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const id = header(WEBHOOK_HEADERS.id);
        const problem = signatureProblem(
          secret,
          {
            id,
            timestamp: header(WEBHOOK_HEADERS.timestamp),
            signature: header(WEBHOOK_HEADERS.signature),
          },
          raw,
        );
        if (problem) throw new HttpError(401, problem);
        let event: z.output<typeof eventSchema>;
        try {
          event = eventSchema.parse(JSON.parse(raw));
        } catch (error) {
          throw new HttpError(
            400,
            error instanceof z.ZodError ? zodMessage(error) : WEBHOOK_MESSAGES.body,
          );
        }
        const handler = WEBHOOK_HANDLERS[party][event.type];
        if (!handler) throw notFound(WEBHOOK_MESSAGES.unknownType(party, event.type));
        const data = handler.schema.safeParse(event.data);
        if (!data.success) throw new HttpError(400, zodMessage(data.error));
        const earlier = await claim(ctx, party, id!, event.type, sha256(raw));
        if (earlier) {
          reply.header('webhook-replayed', 'true');
          return earlier.answer;
        }
        let answer: unknown;
        try {
          answer = await handler.handle(ctx, data.data);
        } catch (error) {
          // Nothing was applied: the provider may send it again (after fixing what was refused).
          await ctx.db
            .deleteFrom('webhook_events')
            .where('party', '=', party)
            .where('event_id', '=', id!)
            .where('status', '=', 'PROCESSING')
            .execute();
          throw error;
        }
        await ctx.db
          .updateTable('webhook_events')
          .set({ status: 'DONE', answer: JSON.stringify(answer ?? null), completed_at: new Date() })
          .where('party', '=', party)
          .where('event_id', '=', id!)
          .execute();
        return answer ?? null;
      });
    }
  });
}

export { SIGNATURE_MESSAGES };
