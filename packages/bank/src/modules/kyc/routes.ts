import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { createKycSession } from './service';

export function registerKycRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.createKycSession, ({ userId }) => createKycSession(ctx, userId));
}
