import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../../context';
import { route } from '../../../http/api-route';
import { createCardDepositOrder, listMinimumDepositAmounts } from './service';

/** The card deposit's calls (seed 001 §7) and the minimum deposit amounts list. */
export function registerCardDepositRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getMinimumDepositAmounts, ({ userId }) =>
    listMinimumDepositAmounts(ctx, userId),
  );
  route(app, ctx, contract.createCardDepositAddress, ({ userId, query, body }) =>
    createCardDepositOrder(ctx, userId, query.serviceProvider, body),
  );
}
