import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { BankConfig } from '../config';
import { OPENAPI_PATH } from './api-route';

// The headers every answer carries, in every mode (issue 26 #5): CORS for the app's own origins only, HSTS outside
// local, cross-origin isolation (COOP, CORP), the browser features the app does not use turned off, and no-store on
// whatever may carry a code or a token.

/** Two years, subdomains too: the bank is https-only outside local (README: preload is a separate, manual step). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Browser features no page of the app uses (file uploads are a file input, not the camera; copying to the
 * clipboard keeps its default, self): denied to the app and to any frame it embeds. Passkeys (issue 45) are the
 * app's own only: signing with one (publickey-credentials-get) and Secure Payment Confirmation (payment) for the
 * app's pages, never for a frame of another origin.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const SELF_ONLY_FEATURES = ['payment', 'publickey-credentials-create', 'publickey-credentials-get'];
const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_ONLY_FEATURES.map((feature) => `${feature}=(self)`),
].join(', ');

/**
 * Paths whose answers may hold a code or a token: API data and identity answers are always no-store; the sandbox's
 * (the mailbox, the back office) unless the route set its own caching (the KYC widget's public assets).
 */
const ALWAYS_NO_STORE_PREFIXES = ['/api/', '/identity'];
/** The exception: the API's own description holds no data, the same for everyone (openapi/routes.ts caches it). */
const CACHEABLE_API_PATHS = new Set([OPENAPI_PATH]);

export async function registerSecurity(app: FastifyInstance, config: BankConfig) {
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    // Only the configured origins are answered with Access-Control-Allow-Origin; never `*`, never `null`.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'idempotency-key',
      'x-amz-target',
      'x-amz-user-agent',
      'cache-control',
      // The live events' resume (GET /api/events).
      'last-event-id',
    ],
    exposedHeaders: ['x-amzn-errortype', 'x-amzn-requestid', 'content-disposition'],
  });
  const hsts = config.environment !== 'local';
  app.addHook('onSend', async (request, reply, payload) => {
    // API and identity answers, errors included, are no-store whatever they said (a route may say more); a sandbox
    // answer that set no caching of its own is never kept by a cache either.
    const path = request.url.split('?')[0] ?? '';
    const own = String(reply.getHeader('cache-control') ?? '');
    const always =
      ALWAYS_NO_STORE_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
      !CACHEABLE_API_PATHS.has(path);
    if ((always && !own.includes('no-store')) || (path.startsWith('/sandbox/') && !own))
      reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Not in local: it is plain http there, and a browser would keep refusing http on localhost for two years.
    if (hsts) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
