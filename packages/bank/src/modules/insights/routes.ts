import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { requireUser } from '../common/user';
import { getBalanceHistory, getHoldings, getRateHistory, getStakingRewardHistory } from './service';

/** Issue 30: the data behind the pictures (balance over time, holdings, rate history, staking rewards by day). */
export function registerInsightRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getBalanceHistory, async ({ userId, params, query }) => {
    await requireUser(ctx.db, userId);
    return getBalanceHistory(ctx, userId, params.accountId, query.range);
  });
  route(app, ctx, contract.getHoldings, ({ userId }) => getHoldings(ctx, userId));
  route(app, ctx, contract.getRateHistory, ({ query }) =>
    getRateHistory(ctx, query.currency, query.range),
  );
  route(app, ctx, contract.getStakingRewardHistory, ({ userId, params }) =>
    getStakingRewardHistory(ctx, userId, params.id),
  );
}
