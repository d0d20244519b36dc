import type { Party } from '../src/providers';
import { webhookPath } from '../src/webhooks';
import { webhookHeaders } from '../src/webhooks/signature';
import type { TestBank } from './harness';

/**
 * A provider's webhook to the test bank: `event` signed as `party` signs it (its configured secret, unless
 * `secret`), with a fresh webhook-id unless `id` repeats one, at `timestamp` (unix seconds) or now.
 */
export async function sendWebhook(
  bank: TestBank,
  party: Party,
  event: unknown,
  options: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify(event);
  const secret =
    options.secret ?? (bank.config.providers[party] as { webhookSecret: string }).webhookSecret;
  const res = await fetch(`${bank.url}${webhookPath(party)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...webhookHeaders(
        secret,
        options.id ?? `evt_${crypto.randomUUID()}`,
        body,
        options.timestamp,
      ),
    },
    body,
  });
  return {
    status: res.status,
    replayed: res.headers.get('webhook-replayed'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await res.json()) as any,
  };
}
