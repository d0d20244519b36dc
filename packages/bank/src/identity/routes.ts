import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../context';
import { CognitoError, operations } from './operations';

/**
 * The Cognito user-pool JSON protocol at POST /identity: the operation comes from the
 * `x-amz-target: AWSCognitoIdentityProviderService.<Operation>` header; errors are `{ __type, message }`
 * with the same name in `x-amzn-errortype`, as Amplify expects.
 */
export function registerIdentity(app: FastifyInstance, ctx: BankContext) {
  app.post('/identity', async (request, reply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const name = target.replace(/^AWSCognitoIdentityProviderService\./, '');
    const operation = operations[name as keyof typeof operations];
    reply.header('content-type', 'application/x-amz-json-1.1');
    reply.header('x-amzn-requestid', crypto.randomUUID());
    try {
      if (!operation)
        throw new CognitoError(
          'InvalidActionException',
          `Unsupported operation: ${name || 'none'}`,
        );
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      return await operation(ctx, body as Record<string, unknown>);
    } catch (error) {
      if (error instanceof CognitoError) {
        reply.header('x-amzn-errortype', error.name);
        return reply.status(error.statusCode).send({ __type: error.name, message: error.message });
      }
      throw error;
    }
  });

  const jwks = async () => ctx.tokens.jwks;
  app.get(`/identity/${ctx.config.userPoolId}/.well-known/jwks.json`, jwks);
  app.get(`/identity/${ctx.config.userPoolId}/.well-known/openid-configuration`, async () => ({
    issuer: ctx.tokens.issuer,
    jwks_uri: `${ctx.tokens.issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
    subject_types_supported: ['public'],
    response_types_supported: ['code', 'token'],
  }));
}
