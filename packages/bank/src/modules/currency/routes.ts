import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { getConversionRate } from './service';

export function registerCurrencyRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getConversionRate, ({ query }) =>
    getConversionRate(ctx, query.fromCurrency, query.toCurrency),
  );
}
