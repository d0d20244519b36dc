import { createHmac, timingSafeEqual } from 'node:crypto';

// How a provider signs a webhook and the bank checks it: the Standard Webhooks scheme (standardwebhooks.com, as
// Svix and others send them). Three headers: `webhook-id` (the event's id: a replay carries the same one),
// `webhook-timestamp` (unix seconds) and `webhook-signature` ("v1,<base64 HMAC-SHA256>" over
// `${id}.${timestamp}.${raw body}`, keyed by the party's secret; several space-separated during a key rotation).
// A timestamp more than TOLERANCE_SECONDS away from the bank's time is refused, so a captured request cannot be
// replayed later.

export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** How far a webhook's timestamp may be from now (Standard Webhooks' recommendation: 5 minutes). */
export const TOLERANCE_SECONDS = 5 * 60;

const SIGNATURE_MESSAGES = {
  missing: 'A webhook needs the webhook-id, webhook-timestamp and webhook-signature headers',
  stale: 'The webhook timestamp is too far from now',
  bad: 'The webhook signature does not match',
} as const;

/** The HMAC key: a `whsec_…` secret is base64 (as Standard Webhooks issues them), any other is its UTF-8 bytes. */
const keyOf = (secret: string) =>
  secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret);

const sign = (secret: string, id: string, timestamp: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');

/** The headers a provider sends with `body`. */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(nowSeconds);
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.signature]: `v1,${sign(secret, id, timestamp, body)}`,
  };
}

/** Null when the headers sign `body` with `secret` at a time near now, else why not (a SIGNATURE_MESSAGES text). */
export function signatureProblem(
  secret: string,
  headers: { id?: string; timestamp?: string; signature?: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return SIGNATURE_MESSAGES.missing;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS)
    return SIGNATURE_MESSAGES.stale;
  const expected = Buffer.from(sign(secret, id, timestamp, body));
  const matches = signature.split(' ').some((entry) => {
    const [version, value = ''] = entry.split(',', 2);
    const given = Buffer.from(value);
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : SIGNATURE_MESSAGES.bad;
}
