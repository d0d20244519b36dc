import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { BankConfig } from '../config';
import { OPENAPI_PATH } from '../http/api-route';
import { openApiDocument } from './document';

export const REFERENCE_PATH = '/sandbox/api';

/**
 * The reference page's own narrow CSP: Swagger UI runs from its own files (no inline script or style: its csp.json
 * lists no hashes), calls the bank from "Try it out" (connect-src), and its stylesheet draws icons as data: images.
 */
export const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GET /api/openapi.json in every mode (public, no token: it describes the calls, it holds no data), and in the
 * sandbox the reference page at /sandbox/api (Swagger UI over the same document).
 */
export async function registerOpenApi(app: FastifyInstance, config: BankConfig) {
  app.get(OPENAPI_PATH, async () => openApiDocument());
  if (!config.sandbox) return;
  // Encapsulated: Swagger UI and the static document it reads stay on the reference page's own paths.
  await app.register(async (scope) => {
    await scope.register(swagger, {
      mode: 'static',
      specification: { document: openApiDocument() as never },
    });
    await scope.register(swaggerUi, {
      routePrefix: REFERENCE_PATH,
      staticCSP: REFERENCE_CSP,
      uiConfig: { deepLinking: true, tryItOutEnabled: false },
    });
  });
}
