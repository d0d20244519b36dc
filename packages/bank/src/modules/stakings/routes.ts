import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import {
  addStakingAmount,
  applyStaking,
  availableStakings,
  claimStaking,
  createAutoEnrollment,
  getStaking,
  interestRecords,
  listStakings,
  stakingActivities,
  stakingActivity,
  updateAutoEnrollment,
} from './service';

/** The staking calls of seed 002 §7 (the money-moving ones idempotent with an Idempotency-Key). */
export function registerStakingRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getAvailableStakings, ({ userId, query }) =>
    availableStakings(ctx, userId, query),
  );
  route(app, ctx, contract.getStakings, ({ userId, query }) => listStakings(ctx, userId, query));
  route(app, ctx, contract.getStakingActivities, ({ userId, query }) =>
    stakingActivities(ctx, userId, query),
  );
  route(app, ctx, contract.getStakingActivity, ({ userId, params }) =>
    stakingActivity(ctx, userId, params.activityId),
  );
  route(app, ctx, contract.createAutoEnrollment, ({ userId, body }) =>
    createAutoEnrollment(ctx, userId, body),
  );
  route(app, ctx, contract.updateAutoEnrollment, ({ userId, body }) =>
    updateAutoEnrollment(ctx, userId, body),
  );
  route(app, ctx, contract.getStaking, ({ userId, params, query }) =>
    getStaking(ctx, userId, params.id, query.num_of_records),
  );
  route(app, ctx, contract.applyStaking, ({ userId, params, body }) =>
    applyStaking(ctx, userId, params.id, body),
  );
  route(app, ctx, contract.claimStaking, ({ userId, params, body }) =>
    claimStaking(ctx, userId, params.id, body),
  );
  route(app, ctx, contract.addStakingAmount, ({ userId, params, body }) =>
    addStakingAmount(ctx, userId, params.id, body),
  );
  route(app, ctx, contract.getStakingInterestRecords, ({ userId, params, query }) =>
    interestRecords(ctx, userId, params.id, query),
  );
}
