import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../../context';
import { route } from '../../../http/api-route';
import { depositTokenWallet, getTokenWallet } from './service';

/** The legacy token wallet and its deposit into AXC (seed 001 §7). */
export function registerTokenDepositRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getTokenWallet, ({ userId }) => getTokenWallet(ctx, userId));
  route(app, ctx, contract.depositTokenWallet, ({ userId, body }) =>
    depositTokenWallet(ctx, userId, body),
  );
}
