import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { orderGiftCard } from './order';
import { archiveGiftCard, getGiftCard, listBrands, listCountries, listGiftCards } from './service';
import {
  giftCardImage,
  giftCardImagePath,
  giftCardRedeemPage,
  giftCardRedeemPath,
  SANDBOX_PRODUCT_IDS,
} from './vendor/sandbox';

/**
 * The gift-card calls of seed 001 §7 (orderGiftCard idempotent with an Idempotency-Key), and the vendor's files the
 * bank serves (brand images and sandbox redemption pages, outside /api, in every mode: no hot-linking).
 */
export function registerGiftCardRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getGiftCardCountries, ({ userId }) => listCountries(ctx, userId));
  route(app, ctx, contract.getGiftCardBrands, ({ userId, query }) =>
    listBrands(ctx, userId, query),
  );
  route(app, ctx, contract.orderGiftCard, ({ userId, body }) => orderGiftCard(ctx, userId, body));
  route(app, ctx, contract.getGiftCards, ({ userId, query }) => listGiftCards(ctx, userId, query));
  route(app, ctx, contract.archiveGiftCard, ({ userId, body }) =>
    archiveGiftCard(ctx, userId, body),
  );
  route(app, ctx, contract.getGiftCard, ({ userId, params }) =>
    getGiftCard(ctx, userId, params.id),
  );
  registerVendorFiles(app);
}

/** A static file's own CSP: nothing runs, only the bank's own images load. */
const FILE_CSP = "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

function registerVendorFiles(app: FastifyInstance) {
  for (const productId of SANDBOX_PRODUCT_IDS) {
    const image = giftCardImage(productId)!;
    const page = giftCardRedeemPage(productId)!;
    app.get(giftCardImagePath(productId), async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'public, max-age=3600')
        .send(image),
    );
    app.get(giftCardRedeemPath(productId), async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'public, max-age=3600')
        .send(page),
    );
  }
}
