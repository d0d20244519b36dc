import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** How long a client or a cache may keep the document without asking again (it changes only with a release). */
const OPENAPI_MAX_AGE_SECONDS = 3600;

interface ServedDocument {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The document as it is sent: serialized, tagged and compressed once per process, on its first request (issue 44: it
 * was serialized and Brotli-compressed on every request, and an anonymous loop of it slowed every customer's calls).
 * Brotli at its best quality: done once, it is worth it (the document is ~280 kB of JSON).
 */
let served: ServedDocument | null = null;
function servedDocument(): ServedDocument {
  if (served) return served;
  const identity = Buffer.from(JSON.stringify(openApiDocument()));
  served = {
    etag: `"${createHash('sha256').update(identity).digest('base64url')}"`,
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
  return served;
}

/** If-None-Match names the current document (a list, a weak tag or `*` included). */
function alreadyHeld(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /api/openapi.json in every mode (public, no token: it describes the calls, it holds no data), and in the
 * sandbox the reference page at /sandbox/api (Swagger UI over the same document).
 */
export async function registerOpenApi(app: FastifyInstance, config: BankConfig) {
  app.get(OPENAPI_PATH, async (request, reply) => {
    const document = servedDocument();
    void reply
      .header('cache-control', `public, max-age=${OPENAPI_MAX_AGE_SECONDS}`)
      .header('etag', document.etag)
      .header('vary', 'accept-encoding');
    if (alreadyHeld(request, document.etag)) return reply.code(304).send();
    // Sent as it was compressed once; the response compression leaves an answer with its encoding set alone.
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    void reply.type('application/json; charset=utf-8');
    if (encoding === 'br' || encoding === 'gzip') {
      void reply.header('content-encoding', encoding);
      return reply.send(document[encoding]);
    }
    return reply.send(document.identity);
  });
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
