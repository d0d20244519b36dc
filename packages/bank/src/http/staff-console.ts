import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BankConfig } from '../config';
import { contentSecurityPolicy } from './app-static';

// Serves the staff console (packages/backoffice, a Vite build with base '/staff/') on the bank's origin under
// /staff, when its build exists: hashed assets cached for a year, index.html (no-cache) for the console's client
// routes, a missing file 404, under the app's CSP. The console calls /api/staff and the identity service like the
// app (same origin, no CORS).

const STAFF_CONSOLE_PATH = '/staff';

export async function registerStaffConsole(app: FastifyInstance, config: BankConfig) {
  const root = config.backofficeDistDir;
  if (!root || !existsSync(join(root, 'index.html'))) return;
  const csp = contentSecurityPolicy(config);
  await app.register(fastifyStatic, {
    root,
    prefix: `${STAFF_CONSOLE_PATH}/`,
    // The app's registration (http/app-static.ts) owns reply.sendFile.
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => config.serveSourceMaps || !path.endsWith('.map'),
    setHeaders(reply, path) {
      reply.header('content-security-policy', csp);
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = async (_request: unknown, reply: FastifyReply): Promise<unknown> =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      // Read per request: a new build is picked up without a restart, as the files are.
      .send(await readFile(join(root, 'index.html'), 'utf8'));
  app.get(STAFF_CONSOLE_PATH, sendIndex);
  app.get(`${STAFF_CONSOLE_PATH}/`, sendIndex);
  // A client route of the console (/staff/queues/wires…) gets index.html; a file-like path that is no file, 404.
  app.get(`${STAFF_CONSOLE_PATH}/*`, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (/\.[^/]*$/.test(path)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
