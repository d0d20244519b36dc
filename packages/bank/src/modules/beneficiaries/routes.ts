import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import {
  addBeneficiary,
  addWireBeneficiary,
  listBeneficiaries,
  removeBeneficiary,
  updateBeneficiary,
} from './service';

/** The beneficiary calls of seed 001 §7. */
export function registerBeneficiaryRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getBeneficiaries, ({ userId, query }) =>
    listBeneficiaries(ctx, userId, query.type),
  );
  route(app, ctx, contract.addBeneficiary, ({ userId, body }) => addBeneficiary(ctx, userId, body));
  route(app, ctx, contract.addWireBeneficiary, ({ userId, body }) =>
    addWireBeneficiary(ctx, userId, body),
  );
  route(app, ctx, contract.updateBeneficiary, ({ userId, body }) =>
    updateBeneficiary(ctx, userId, body),
  );
  route(app, ctx, contract.removeBeneficiary, ({ userId, params }) =>
    removeBeneficiary(ctx, userId, params.id),
  );
}
