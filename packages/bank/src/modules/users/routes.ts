import { contract } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { updateContact } from './contact-change';
import { listPasskeys, renamePasskey, setPasswordSignIn } from './passkeys';
import { agreeConsent, getProfile, recordLogin } from './service';
import { getUserSetting, updateUserSetting } from './user-setting';

export function registerUserRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getUser, ({ userId }) => getProfile(ctx, userId));
  route(app, ctx, contract.updateUser, ({ userId, body }) => updateContact(ctx, userId, body));
  // Consent and the login notice are part of signing in: allowed whatever the user's status.
  route(app, ctx, contract.agreeUserConsent, ({ userId, body }) =>
    agreeConsent(ctx, userId, body.consentFormName),
  );
  route(app, ctx, contract.notifyLogin, ({ userId }) => recordLogin(ctx, userId));
  route(app, ctx, contract.getUserSetting, ({ userId }) => getUserSetting(ctx, userId));
  route(app, ctx, contract.updateUserSetting, ({ userId, body }) =>
    updateUserSetting(ctx, userId, body),
  );
  route(app, ctx, contract.getPasskeys, ({ userId }) => listPasskeys(ctx, userId));
  route(app, ctx, contract.renamePasskey, ({ userId, params, body }) =>
    renamePasskey(ctx, userId, params.credentialId, body.name),
  );
  route(app, ctx, contract.setPasswordSignIn, ({ userId, body }) =>
    setPasswordSignIn(ctx, userId, body.enabled),
  );
}
