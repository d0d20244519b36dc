import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { issueCard } from './issue';
import { loadCard } from './load';
import { convertToPhysical } from './physical';

/** The card calls of seed 002 §7 that move money (each idempotent with an Idempotency-Key). */
export function registerCardMoneyRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.issueCard, ({ userId, body }) => issueCard(ctx, userId, body));
  route(app, ctx, contract.loadCard, ({ userId, body }) => loadCard(ctx, userId, body));
  route(app, ctx, contract.convertToPhysical, ({ userId, params, body }) =>
    convertToPhysical(ctx, userId, params.id, body),
  );
}
