import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { requireUser } from '../common/user';
import { getAccountOverview, getSpendable, getTotalAsset, listAccounts } from './service';

export function registerAccountRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getAccounts, async ({ userId }) => {
    await requireUser(ctx.db, userId);
    return listAccounts(ctx, userId);
  });
  route(app, ctx, contract.getAccountOverview, async ({ userId }) => {
    await requireUser(ctx.db, userId);
    return getAccountOverview(ctx, userId);
  });
  route(app, ctx, contract.getSpendable, async ({ userId }) => {
    await requireUser(ctx.db, userId);
    return getSpendable(ctx, userId);
  });
  route(app, ctx, contract.getTotalAsset, async ({ userId }) => {
    await requireUser(ctx.db, userId);
    return getTotalAsset(ctx, userId);
  });
}
