import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { grantPasskey } from './passkey-grant';
import { listSessions, signOutOtherSessions, signOutSession } from './sessions';

/** Issue 45, Profile → Security: the customer's sessions (sessions.ts) and the code grant to add a passkey. */
export function registerSecurityRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getSessions, ({ userId, sessionId }) =>
    listSessions(ctx, userId, sessionId),
  );
  route(app, ctx, contract.signOutSession, ({ userId, params }) =>
    signOutSession(ctx, userId, params.id),
  );
  route(app, ctx, contract.signOutOtherSessions, ({ userId, sessionId }) =>
    signOutOtherSessions(ctx, userId, sessionId),
  );
  route(app, ctx, contract.grantPasskey, ({ userId, body }) => grantPasskey(ctx, userId, body));
}
