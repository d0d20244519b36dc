import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
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
 * The card calls of seed 002 §7 that move no money (issueCard, loadCard and convertToPhysical: routes-money.ts). The
 * agreement files the sandbox issuer links to are the sandbox's (sandbox/provider-files.ts).
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
}
