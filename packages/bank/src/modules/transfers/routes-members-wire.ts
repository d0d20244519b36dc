import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { transferBetweenMembers } from './between-members';
import { readTransferType } from './transfer-types';
import { wireTransfer } from './wire-transfer';

/** The transfer types' fees, the transfer to a member and the wire transfer (seed 001 §7). */
export function registerMemberAndWireTransferRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getTransferType, ({ query }) => readTransferType(ctx, query.name));
  route(app, ctx, contract.transferBetweenMembers, ({ userId, body }) =>
    transferBetweenMembers(ctx, userId, body),
  );
  route(app, ctx, contract.wireTransfer, ({ userId, body }) => wireTransfer(ctx, userId, body));
}
