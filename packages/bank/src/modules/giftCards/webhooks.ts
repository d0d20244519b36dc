import type { WebhookHandler } from '../../webhooks/handler';

/** What the gift-card vendor reports by webhook (POST /webhooks/gift-card-vendor), by event type. */
export const giftCardVendorWebhooks: Record<string, WebhookHandler> = {};
