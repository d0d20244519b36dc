import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { requireUser } from '../common/user';
import {
  getBanner,
  getStatusPage,
  getTaxIdExemptCountries,
  getTermsConditions,
  getWireDepositInfo,
} from './service';

export function registerSettingsRoutes(app: FastifyInstance, ctx: BankContext) {
  // The contract allows settingName BANNER and WIRE_DEPOSIT_INFO.
  route(app, ctx, contract.getBankSetting, ({ query }) =>
    query.settingName === 'WIRE_DEPOSIT_INFO' ? getWireDepositInfo(ctx) : getBanner(ctx),
  );
  route(app, ctx, contract.getTermsConditions, async ({ userId }) => {
    const user = await requireUser(ctx.db, userId);
    return getTermsConditions(ctx, user.consent);
  });
  route(app, ctx, contract.getTaxIdExemptCountries, () => getTaxIdExemptCountries(ctx));
  route(app, ctx, contract.getStatusPage, ({ params }) => getStatusPage(ctx, params.pageId));
}
