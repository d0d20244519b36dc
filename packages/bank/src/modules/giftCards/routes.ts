import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { orderGiftCard } from './order';
import { archiveGiftCard, getGiftCard, listBrands, listCountries, listGiftCards } from './service';

/**
 * The gift-card calls of seed 001 §7 (orderGiftCard idempotent with an Idempotency-Key). The sandbox vendor's files
 * (brand images, redemption pages) are the sandbox's (sandbox/gift-card-vendor.ts).
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
}
