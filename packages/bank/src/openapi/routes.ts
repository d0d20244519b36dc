import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { BankConfig } from '../config';
import { OPENAPI_PATH } from '../http/api-route';
import { openApiDocument } from './document';

export const REFERENCE_PATH = '/sandbox/api';

/**
 * One style attribute Swagger UI's bundle sets while it starts (found in Chromium's CSP report): allowed by its hash
 * alone ('unsafe-hashes' covers only attributes with exactly this value), so the console stays clean.
 */
const SWAGGER_UI_STYLE_ATTRIBUTE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The reference page's own narrow CSP: Swagger UI runs from its own files (no inline script or style element: its
 * csp.json lists no hashes), calls the bank from "Try it out" (connect-src), and its stylesheet draws icons as
 * data: images. No 'unsafe-inline'.
 */
export const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' 'unsafe-hashes' ${SWAGGER_UI_STYLE_ATTRIBUTE}`,
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
      uiConfig: { deepLinking: true, displayOperationId: true, tryItOutEnabled: false },
    });
  });
}
