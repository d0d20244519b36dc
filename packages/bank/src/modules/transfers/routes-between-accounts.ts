import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { allowTransferFrom, allowTransferTo } from './allowed-accounts';
import { transferBetweenAccounts, transferBetweenAccountsAtOnce } from './between-accounts';

/** The transfer wizards' account lists and the transfer between own accounts (seed 001 §7). */
export function registerBetweenAccountsRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getAllowTransferFrom, ({ userId, query }) =>
    allowTransferFrom(ctx, userId, query),
  );
  route(app, ctx, contract.getAllowTransferTo, ({ userId, query }) =>
    allowTransferTo(ctx, userId, query),
  );
  route(
    app,
    ctx,
    contract.transferBetweenAccounts,
    ({ userId, body }) => transferBetweenAccounts(ctx, userId, body),
    // With an Idempotency-Key (the app always sends one) the common case posts in one statement.
    {
      keyedAtOnce: ({ userId, body }, key, move, gate) =>
        transferBetweenAccountsAtOnce(ctx, userId, body, key, move, gate),
    },
  );
}
