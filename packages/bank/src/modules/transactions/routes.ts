import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import {
  cancelWireDeposit,
  confirmDeposit,
  listExternalTransfers,
  listTransactions,
} from './service';
import { requestWireDeposit } from './wire-deposit';

export function registerTransactionRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getTransactions, ({ userId, query }) =>
    listTransactions(ctx, userId, query),
  );
  route(app, ctx, contract.getExternalTransfers, ({ userId, query }) =>
    listExternalTransfers(ctx, userId, query),
  );
  route(app, ctx, contract.confirmDeposit, ({ userId, body }) => confirmDeposit(ctx, userId, body));
  route(app, ctx, contract.requestWireDeposit, ({ userId, body }) =>
    requestWireDeposit(ctx, userId, body),
  );
  route(app, ctx, contract.cancelWireDeposit, ({ userId, params }) =>
    cancelWireDeposit(ctx, userId, params.id),
  );
}
