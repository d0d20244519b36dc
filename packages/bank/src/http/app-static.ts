import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BankConfig } from '../config';

// Serves the built web app on the bank's origin: hashed assets cached for a year, index.html for every other
// GET that is not an API, identity or sandbox path (client-side routes such as /transfer/…), under a strict CSP.

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
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
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
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || SERVER_PREFIXES.some((p) => path.startsWith(p))) return false;
    void sendIndex(reply);
    return true;
  };
}
