import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BankConfig } from '../config';

// Serves the built web app on the bank's origin: hashed assets cached for a year, index.html for every other
// GET that is not an API, identity or sandbox path (client-side routes such as /transfer/…), under a strict CSP.
// The build precompresses its files (`.br` and `.gz` beside each, issue 17): they are sent as they are when the
// request accepts them, so the bank compresses nothing of the app per request. The public pages the build
// prerendered (`prerender/<page>.html`: /login, /sign-up, …) are sent for their paths instead of index.html, so
// their content paints before any script runs; every HTML answer is `no-cache`.

const SERVER_PREFIXES = ['/api/', '/identity', '/sandbox/', '/config.json'];

export function contentSecurityPolicy(config: BankConfig) {
  // Outside the sandbox the browser also talks to the real Cognito endpoint.
  const identity = config.sandbox ? '' : ' https://cognito-idp.us-east-1.amazonaws.com';
  // With a reCAPTCHA site key the sign-up page loads Google's widget: its script and its frame (the hosts
  // Google lists for reCAPTCHA under a CSP); otherwise the sandbox's own robot check needs neither.
  const recaptcha = config.recaptchaSiteKey
    ? {
        script: ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
        frame:
          "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
      }
    : null;
  return [
    "default-src 'self'",
    `script-src 'self'${recaptcha?.script ?? ''}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${identity}`,
    ...(recaptcha ? [recaptcha.frame] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export type AppFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Registers the app when its build exists. Returns the fallback for unknown paths: it answers a client route
 * with index.html and returns true, or returns false for everything else (a 404 then).
 */
export async function registerApp(
  app: FastifyInstance,
  config: BankConfig,
): Promise<AppFallback | null> {
  const root = config.appDistDir;
  if (!root || !existsSync(join(root, 'index.html'))) return null;
  const csp = contentSecurityPolicy(config);
  // The app's files come in several encodings: tell caches, whichever one this answer carries.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return payload;
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // `file.br` / `file.gz` when the request accepts them (Content-Encoding and Vary set, compression skipped).
    preCompressed: true,
    // Our own cache headers below: long for hashed assets, revalidate for the rest.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('content-security-policy', csp);
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const prerendered = prerenderedPages(root);
  const sendPage = (reply: FastifyReply, path: string) =>
    reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .sendFile(prerendered.get(path) ?? 'index.html');
  app.get('/', (_request, reply) => sendPage(reply, '/'));
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((p) => path.startsWith(p))) return false;
    if (request.method === 'POST' && prerendered.has(path)) {
      // A prerendered form posted before the app took over (JavaScript off): nothing is read or kept; the
      // browser comes back to the page with a GET (303), so no password lands in a URL or a history entry.
      void reply.header('cache-control', 'no-store').redirect(path, 303);
      return true;
    }
    if (request.method !== 'GET') return false;
    void sendPage(reply, path);
    return true;
  };
}

/** The build's prerendered public pages: `/login` → `prerender/login.html`, from the files present at start. */
export function prerenderedPages(root: string): Map<string, string> {
  const dir = join(root, 'prerender');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerender/${name}`]),
  );
}
