import { CARD_REGIONS, contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { agreementDocument, agreementImage, agreementPath } from './issuer/sandbox';
import {
  activateCard,
  activatePhysicalCard,
  cardAgreement,
  cardPin,
  cardProvider,
  cardSecureData,
  cardStatement,
  cardTracking,
  getCard,
  getCardType,
  listCards,
  listCardTypes,
  suspendCard,
} from './service';

/**
 * The card calls of seed 002 §7 that move no money (issueCard, loadCard and convertToPhysical: routes-money.ts), and
 * the agreement files the issuer links to (outside /api, in every mode: cards are part of the product).
 */
export function registerCardRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getCards, ({ userId }) => listCards(ctx, userId));
  route(app, ctx, contract.getCardTypes, ({ userId, query }) => listCardTypes(ctx, userId, query));
  route(app, ctx, contract.getCardType, ({ userId, params }) =>
    getCardType(ctx, userId, params.id),
  );
  route(app, ctx, contract.getCardProvider, ({ userId, query }) =>
    cardProvider(ctx, userId, query.cardTypeCode),
  );
  route(app, ctx, contract.getCardAgreement, ({ userId, params }) =>
    cardAgreement(ctx, userId, params.region),
  );
  route(app, ctx, contract.getCardSecureData, async ({ userId, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return cardSecureData(ctx, userId, params.id);
  });
  route(app, ctx, contract.getCardPin, async ({ userId, params, reply }) => {
    reply.header('cache-control', 'no-store');
    return cardPin(ctx, userId, params.id);
  });
  route(app, ctx, contract.getCardTracking, ({ userId, params }) =>
    cardTracking(ctx, userId, params.id),
  );
  route(app, ctx, contract.getCardTransactions, ({ userId, params, query }) =>
    cardStatement(ctx, userId, params.id, query),
  );
  route(app, ctx, contract.activateCard, ({ userId, body }) =>
    activateCard(ctx, userId, body.cardId),
  );
  route(app, ctx, contract.suspendCard, ({ userId, body }) =>
    suspendCard(ctx, userId, body.cardId),
  );
  route(app, ctx, contract.activatePhysical, ({ userId, body }) =>
    activatePhysicalCard(ctx, userId, body),
  );
  route(app, ctx, contract.getCard, ({ userId, params }) => getCard(ctx, userId, params.id));
  registerAgreementFiles(app);
}

/** A static file's own CSP: nothing runs, only the bank's own images load. */
const FILE_CSP = "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The agreement document (HTML, no script) and image (SVG) of each region, public. */
function registerAgreementFiles(app: FastifyInstance) {
  for (const region of CARD_REGIONS) {
    const document = agreementDocument(region);
    const image = agreementImage(region);
    app.get(agreementPath(region, 'document'), async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'public, max-age=3600')
        .send(document),
    );
    app.get(agreementPath(region, 'image'), async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'public, max-age=3600')
        .send(image),
    );
  }
}
