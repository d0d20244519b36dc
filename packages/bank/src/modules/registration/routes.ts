import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { requireUser } from '../common/user';
import { downloadDocument, readUpload, uploadDocument } from './documents';
import { businessEntities } from './entities';
import { getRegistrationStatus, setPepStatus, updateRegistration } from './service';

export function registerRegistrationRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getRegistration, ({ userId }) => getRegistrationStatus(ctx.db, userId));
  route(app, ctx, contract.updateRegistration, ({ userId, body }) =>
    updateRegistration(ctx, userId, body),
  );
  route(app, ctx, contract.registerPep, ({ userId, body }) =>
    setPepStatus(ctx, userId, body.pepStatus),
  );
  route(app, ctx, contract.getBusinessEntities, async ({ userId, query }) => {
    await requireUser(ctx.db, userId);
    return businessEntities(ctx, query.countryCode);
  });
  route(app, ctx, contract.uploadRegistrationDocument, async ({ userId, request }) =>
    uploadDocument(ctx, userId, await readUpload(request)),
  );
  route(app, ctx, contract.downloadRegistrationDocument, ({ userId, params, reply }) =>
    downloadDocument(ctx, userId, params.documentType, reply),
  );
}
