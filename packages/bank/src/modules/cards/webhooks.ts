import type { WebhookHandler } from '../../webhooks/handler';

/** What the card issuer reports by webhook (POST /webhooks/card-issuer), by event type. */
export const cardIssuerWebhooks: Record<string, WebhookHandler> = {};
