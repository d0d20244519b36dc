import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../../context';
import { route } from '../../../http/api-route';
import { currencyRate, depositAddress, supportedCurrencies } from './service';

/** Seed 001 §7: the digital-currency deposit's calls (the provider's, through the bank). */
export function registerCryptoDepositRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getCryptoDepositCurrencies, ({ userId }) =>
    supportedCurrencies(ctx, userId),
  );
  route(app, ctx, contract.getCryptoDepositRate, ({ userId, body }) =>
    currencyRate(ctx, userId, body),
  );
  route(app, ctx, contract.getCryptoDepositAddress, ({ userId, body }) =>
    depositAddress(ctx, userId, body),
  );
}
