import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { BankContext } from '../context';
import { HttpError } from '../http/errors';
import { PARTY_SETTINGS, type Party } from '../providers';
import { webhookHeaders, webhookPath } from '../webhooks';

// How the sandbox's providers report to the bank: a signed webhook over HTTP to POST /webhooks/<party>, exactly as
// a real provider's would arrive (Fastify's inject: the same route, parser, signature check and idempotency, without
// a socket). The answer comes back to the back office's caller; a refusal becomes the same HTTP error.

/** Sends one event; answers the bank's answer, or throws its refusal. `id` repeats an event (a provider's retry). */
export async function sendWebhook(
  app: FastifyInstance,
  ctx: BankContext,
  party: Party,
  type: string,
  data: unknown,
  id = `evt_${randomUUID()}`,
) {
  const choice = ctx.config.providers[party];
  if (choice.provider !== 'sandbox')
    throw new HttpError(
      409,
      `The ${party} provider is not the sandbox's: ${PARTY_SETTINGS[party].provider}=sandbox`,
    );
  const body = JSON.stringify({ type, data });
  const response = await app.inject({
    method: 'POST',
    url: webhookPath(party),
    headers: {
      'content-type': 'application/json',
      ...webhookHeaders(choice.webhookSecret, id, body),
    },
    payload: body,
  });
  const answer = response.json() as { message?: string } | null;
  if (response.statusCode >= 300) {
    const retryAfter = Number(response.headers['retry-after']);
    throw new HttpError(
      response.statusCode,
      answer?.message ?? `The bank answered ${response.statusCode}`,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
  }
  return answer;
}
