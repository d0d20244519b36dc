import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { custodyWithdrawal, externalTransfer } from './external';

/** The external transfers of seed 001 §7 (external wallet, axtend, network V1/V2 from custody). */
export function registerExternalTransferRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.externalWalletTransfer, ({ userId, body }) =>
    externalTransfer(ctx, userId, 'EXTERNAL_WALLET_TRANSFER', body),
  );
  route(app, ctx, contract.externalAxtendTransfer, ({ userId, body }) =>
    externalTransfer(ctx, userId, 'EXTERNAL_AXTEND_TRANSFER', body),
  );
  route(app, ctx, contract.custodyWithdrawal, ({ userId, body }) =>
    custodyWithdrawal(ctx, userId, body),
  );
}
