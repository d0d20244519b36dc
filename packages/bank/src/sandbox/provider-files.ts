import { CARD_REGIONS } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import { agreementDocument, agreementImage, agreementPath } from './card-issuer';
import {
  giftCardImage,
  giftCardImagePath,
  giftCardRedeemPage,
  giftCardRedeemPath,
  SANDBOX_PRODUCT_IDS,
} from './gift-card-vendor';

// The files the sandbox's issuer and vendor link to, served by a sandbox bank (outside /api: no hot-linking): the
// card agreements of each region, the gift cards' brand images and redemption pages. Also when those parties are
// off: the seed's gift-card orders and any card or voucher made earlier still link to them.

/** A static file's own CSP: nothing runs, only the bank's own images load. */
const FILE_CSP = "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

function serve(app: FastifyInstance, path: string, type: string, body: string) {
  app.get(path, async (_request, reply) =>
    reply
      .type(type)
      .header('content-security-policy', FILE_CSP)
      .header('cache-control', 'public, max-age=3600')
      .send(body),
  );
}

export function registerSandboxProviderFiles(app: FastifyInstance) {
  for (const region of CARD_REGIONS) {
    serve(
      app,
      agreementPath(region, 'document'),
      'text/html; charset=utf-8',
      agreementDocument(region),
    );
    serve(app, agreementPath(region, 'image'), 'image/svg+xml', agreementImage(region));
  }
  for (const productId of SANDBOX_PRODUCT_IDS) {
    serve(app, giftCardImagePath(productId), 'image/svg+xml', giftCardImage(productId)!);
    serve(
      app,
      giftCardRedeemPath(productId),
      'text/html; charset=utf-8',
      giftCardRedeemPage(productId)!,
    );
  }
}
