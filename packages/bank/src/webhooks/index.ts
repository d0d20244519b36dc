import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankContext } from '../context';
import { runInTransaction } from '../db/ambient';
import { inTransaction, lockForTransaction } from '../db/transaction';
import { HttpError, notFound, zodMessage } from '../http/errors';
import { PARTIES, PARTY_SETTINGS, type Party } from '../providers';
import { WEBHOOK_HANDLERS } from './handlers';
import { signatureProblem, WEBHOOK_HEADERS } from './signature';

// The outside parties report to the bank as real providers do (issue 40): POST /webhooks/<party>, signed
// (./signature.ts), one event per call — `{ "type": "...", "data": {...} }` — applied exactly once by its
// webhook-id (its record commits with its change), and answered 2xx only once that has committed. The sandbox's providers send theirs through the same route
// (src/sandbox/webhooks.ts), so every test of a deposit, a card payment or a verification goes through here.

export { webhookHeaders } from './signature';

const WEBHOOK_MESSAGES = {
  body: 'A webhook body is JSON: { "type": "...", "data": { ... } }',
  unknownType: (party: Party, type: string) =>
    `Unknown ${PARTY_SETTINGS[party].path} event type ${type}`,
  reused: 'This webhook-id was already used for another event',
} as const;

const eventSchema = z.strictObject({ type: z.string().min(1).max(100), data: z.unknown() });

/** The webhook path of a party: /webhooks/custody, /webhooks/card-issuer, … */
export const webhookPath = (party: Party) => `/webhooks/${PARTY_SETTINGS[party].path}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Applies the event once: its change and its record (webhook_events) commit together, in one transaction that every
 * statement of the handler joins (db/ambient.ts). A copy of the event waits for the first (an advisory lock on its
 * id) and gets its answer; a refusal rolls back and records nothing, so a corrected event may follow.
 */
async function applyOnce(
  ctx: BankContext,
  event: { party: Party; id: string; type: string; bodyHash: string },
  apply: () => Promise<unknown>,
): Promise<{ replayed: boolean; answer: unknown }> {
  return inTransaction(ctx.db, (trx) =>
    runInTransaction({ trx, keptIfRefused: [] }, async () => {
      await lockForTransaction(trx, `webhook:${event.party}:${event.id}`);
      const earlier = await trx
        .selectFrom('webhook_events')
        .select(['body_sha256', 'answer'])
        .where('party', '=', event.party)
        .where('event_id', '=', event.id)
        .executeTakeFirst();
      if (earlier) {
        if (earlier.body_sha256 !== event.bodyHash)
          throw new HttpError(409, WEBHOOK_MESSAGES.reused);
        return { replayed: true, answer: earlier.answer };
      }
      const answer = (await apply()) ?? null;
      await trx
        .insertInto('webhook_events')
        .values({
          party: event.party,
          event_id: event.id,
          type: event.type,
          body_sha256: event.bodyHash,
          status: 'DONE',
          answer: JSON.stringify(answer),
          received_at: new Date(),
        })
        .execute();
      return { replayed: false, answer };
    }),
  );
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
        const outcome = await applyOnce(
          ctx,
          { party, id: id!, type: event.type, bodyHash: sha256(raw) },
          () => handler.handle(ctx, data.data),
        );
        if (outcome.replayed) reply.header('webhook-replayed', 'true');
        return outcome.answer;
      });
    }
  });
}
