import { contract, NETWORK_V2_ASSET } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../../context';
import { route } from '../../../http/api-route';
import { getDepositAddress } from './service';

/** The customer's custody address on the AXIA network, V1 or V2 (seed 001 §7). */
export function registerNetworkDepositRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getCustodyDepositAddress, ({ userId, query }) =>
    getDepositAddress(ctx, userId, query.asset === NETWORK_V2_ASSET ? 'V2' : 'V1'),
  );
}
