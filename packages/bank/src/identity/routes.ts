import type { FastifyError, FastifyInstance } from 'fastify';
import type { BankContext } from '../context';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable';
import { clearShellCookie } from '../http/shell-cookie';
import { captchaRoute } from './captcha';
import { CognitoError, operations, USER_AGENT_MAX } from './operations';
import { signOutOperations } from './operations/signout';

/**
 * The Cognito user-pool JSON protocol at POST /identity: the operation comes from the
 * `x-amz-target: AWSCognitoIdentityProviderService.<Operation>` header; errors are `{ __type, message }`
 * with the same name in `x-amzn-errortype`, as Amplify expects — also for a body that is not JSON.
 */
export function registerIdentity(app: FastifyInstance, ctx: BankContext) {
  app.post(
    '/identity',
    {
      // Errors before the handler (unparsable body, wrong content type, too large) in the protocol's shape.
      errorHandler: (error: FastifyError, request, reply) => {
        if (isDatabaseUnavailable(error)) {
          request.log.warn({ err: error }, 'database unavailable');
          return reply
            .status(503)
            .header('content-type', 'application/x-amz-json-1.1')
            .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
            .header('x-amzn-errortype', 'ServiceUnavailableException')
            .send({ __type: 'ServiceUnavailableException', message: DATABASE_UNAVAILABLE_MESSAGE });
        }
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error(error);
        const type =
          status === 500
            ? 'InternalErrorException'
            : status === 415
              ? 'UnsupportedMediaTypeException'
              : status === 413
                ? 'RequestEntityTooLargeException'
                : 'SerializationException';
        const message = status === 500 ? 'Internal server error' : error.message;
        return reply
          .status(status)
          .header('content-type', 'application/x-amz-json-1.1')
          .header('x-amzn-errortype', type)
          .send({ __type: type, message });
      },
    },
    async (request, reply) => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const name = target.replace(/^AWSCognitoIdentityProviderService\./, '');
      // Own properties only: 'constructor' or 'toString' must not reach Object.prototype.
      const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
      reply.header('content-type', 'application/x-amz-json-1.1');
      reply.header('x-amzn-requestid', crypto.randomUUID());
      reply.header('cache-control', 'no-store');
      // Signing out (Amplify's signOut sends RevokeToken) ends the banner in the signed-in pages' HTML too,
      // whatever the answer: the browser drops its tokens either way.
      if (Object.hasOwn(signOutOperations, name)) clearShellCookie(reply);
      try {
        if (!operation)
          throw new CognitoError(
            'InvalidActionException',
            `Unsupported operation: ${name.slice(0, 100) || 'none'}`,
          );
        const body =
          request.body && typeof request.body === 'object' && !Array.isArray(request.body)
            ? request.body
            : {};
        return await operation(ctx, body as Record<string, unknown>, {
          ip: request.ip,
          cookies: request.headers.cookie,
          https: request.protocol === 'https',
          setCookie: (cookie) => void reply.header('set-cookie', cookie),
          userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX),
        });
      } catch (error) {
        if (error instanceof CognitoError) {
          reply.header('x-amzn-errortype', error.name);
          return reply
            .status(error.statusCode)
            .send({ __type: error.name, message: error.message });
        }
        throw error;
      }
    },
  );

  const jwks = async () => ctx.tokens.jwks;
  app.get(`/identity/${ctx.config.userPoolId}/.well-known/jwks.json`, jwks);
  app.get(`/identity/${ctx.config.userPoolId}/.well-known/openid-configuration`, async () => ({
    issuer: ctx.tokens.issuer,
    jwks_uri: `${ctx.tokens.issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
    subject_types_supported: ['public'],
    response_types_supported: ['code', 'token'],
  }));

  if (ctx.config.sandbox) captchaRoute(app, ctx);
}
