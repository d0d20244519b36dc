import { isDecimalString, isPositive } from '@axia/core';
import { z } from 'zod';
import { webhookHandler, type WebhookHandler } from '../../webhooks/handler';
import { postCardSpending } from './spend';
import { applyIssuerCardStatus, ISSUER_CARD_STATUSES } from './status';

// What the card issuer reports by webhook (POST /webhooks/card-issuer), by event type. The issuer names cards by its
// own id (issuerCardId, the bank's cards.issuer_card_id); an event about a card the bank does not have is 404.

const issuerId = z.string().min(1).max(100);

export const cardIssuerWebhooks: Record<string, WebhookHandler> = {
  /** A card payment settled at a merchant: the bank posts one CARD_PAYMENT from the card's account, once. */
  'card.transaction': webhookHandler(
    z.strictObject({
      issuerCardId: issuerId,
      issuerTransactionId: issuerId,
      amount: z
        .string()
        .max(200)
        .refine(
          (v) => isDecimalString(v) && isPositive(v),
          'amount must be a positive decimal string',
        ),
      currency: z.string().min(1).max(10),
      merchant: z.string().trim().min(1).max(120),
      at: z.iso.datetime({ offset: true }),
    }),
    postCardSpending,
  ),
  /** The issuer changed a card's status (lost, stolen, expired, suspended, active again). */
  'card.status_changed': webhookHandler(
    z.strictObject({ issuerCardId: issuerId, status: z.enum(ISSUER_CARD_STATUSES) }),
    applyIssuerCardStatus,
  ),
};
