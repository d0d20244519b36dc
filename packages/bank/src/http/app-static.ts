import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BankConfig } from '../config';
import type { BankContext } from '../context';
import { userPoolOrigin } from '../identity/external';
import { getBanner } from '../modules/settings/service';
import {
  decideAccess,
  DEPOSIT_PATTERNS,
  greetingName,
  KYC_PUBLIC_PATH,
  matchesAny,
  ONBOARDING_PATTERNS,
  PUBLIC_AUTH_PATHS,
  REGISTERED_ROUTES,
} from '@axia/core';
import { userStatus, type UserRow } from '../modules/common/user';
import { isRegistrationCompleted, userFeatures } from '../modules/registration/state';
import { escapeHtml } from './html';
import { shellSessionUser } from './shell-cookie';

// Serves the built web app on the bank's origin: hashed assets cached for a year, index.html for the app's client
// routes (core's route groups: /transfer/…) and 404 for any other path (with the app for a page-like one), under a
// strict CSP; source maps only in local.
// The build precompresses its files (`.br` and `.gz` beside each, issue 17): they are sent as they are when the
// request accepts them, so the bank compresses nothing of the app per request. The public pages the build
// prerendered (`prerender/<page>.html`: /login, /sign-up, …) are sent for their paths instead of index.html, so
// their content paints before any script runs; every HTML answer is `no-cache`. A signed-in page the build wrote as
// a frame (`prerender/frame/<page>.html`, and `…/with-banner/…` with the banner's placeholders: /accounts) is sent
// as that frame, filled in with the customer's name and the banner, to a browser holding a shell cookie
// (http/shell-cookie.ts); any other visitor gets the app itself (`Vary: Cookie` on both).

const SERVER_PREFIXES = ['/api/', '/identity', '/sandbox/', '/config.json'];

export function contentSecurityPolicy(config: BankConfig) {
  // With an external user pool the browser also talks to its endpoint (config.json's userPoolEndpoint, or AWS's).
  const identity =
    config.identity.provider === 'external' ? ` ${userPoolOrigin(config.identity)}` : '';
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

/** The app's client routes: core's route groups (seed 000 §2.1), which the app's router and gating follow. */
const APP_ROUTES = [
  ...PUBLIC_AUTH_PATHS,
  KYC_PUBLIC_PATH,
  ...ONBOARDING_PATTERNS,
  ...DEPOSIT_PATTERNS,
  ...REGISTERED_ROUTES.map((route) => route.pattern),
];

/** Whether `path` (no query) is a page of the app: the HTML is sent for it with 200; anything else answers 404. */
const isAppRoute = (path: string) => path === '/' || matchesAny(APP_ROUTES, path);

export type AppFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Registers the app when its build exists. Returns the fallback for unknown paths: it answers a client route (one of
 * core's route groups, or a prerendered page) with index.html and returns true, or returns false for everything else
 * (a 404 then).
 */
export async function registerApp(
  app: FastifyInstance,
  ctx: BankContext,
): Promise<AppFallback | null> {
  const { config } = ctx;
  const root = config.appDistDir;
  if (!root || !existsSync(join(root, 'index.html'))) return null;
  const csp = contentSecurityPolicy(config);
  // The app's files come in several encodings: tell caches, whichever one this answer carries.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return payload;
    // Lower case: the response compression adds its own `accept-encoding` unless it finds it so spelled.
    addVary(reply, 'accept-encoding');
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
    // Source maps would hand out the app's source: only in local, or with SERVE_SOURCE_MAPS=1 (a 404 otherwise).
    allowedPath: (path) => config.serveSourceMaps || !path.endsWith('.map'),
    setHeaders(reply, path) {
      reply.header('content-security-policy', csp);
      reply.header(
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
  for (const [path, frame] of frames(root)) {
    // A route of its own (not the not-found fallback), so the response compression hooks it.
    app.get(path, async (request, reply) => {
      addVary(reply, 'Cookie');
      const filled = await frameFor(ctx, request, path, frame);
      if (!filled) return sendPage(reply, path);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header('cache-control', 'private, no-cache')
        .send(filled);
    });
  }
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
    if (isAppRoute(path) || prerendered.has(path)) {
      void sendPage(reply, path);
      return true;
    }
    // No soft 404s: a path that is neither a file nor a route of the app answers 404. A page-like one (no file
    // extension: a mistyped link) gets the app with it, which sends the visitor on to the start page; a file-like one
    // (/wp-login.php, a missing favicon or source map) the plain 404.
    if (/\.[^/]*$/.test(path)) return false;
    void sendPage(reply.code(404), path);
    return true;
  };
}

/** Adds a field to the answer's Vary (CORS may have put `Origin` there), once. */
function addVary(reply: FastifyReply, field: string) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!vary.split(',').some((name) => name.trim().toLowerCase() === field.toLowerCase()))
    void reply.header('vary', vary ? `${vary}, ${field}` : field);
}

type Banner = Awaited<ReturnType<typeof getBanner>>;

/** A signed-in page's two frame files: with the banner's placeholders, and without a banner. */
interface Frame {
  withBanner: string;
  plain: string;
}

/**
 * Whether the app would show this customer the page at `path` (the frame's: /accounts) — core's route gating, seed
 * 000 §2.1: not to a customer whose registration is incomplete or who owes the token-migration consent, nor under
 * maintenance — and with an ACTIVE customer's menus, as the frame is drawn.
 */
async function appShows(ctx: BankContext, path: string, user: UserRow) {
  if (user.status !== 'ACTIVE') return false;
  const decision = decideAccess(path, {
    signedIn: true,
    tokenOverride: false,
    maintenance: await ctx.settings.isMaintenance(),
    user: {
      status: userStatus(user),
      createdAt: new Date(user.created_at).toISOString(),
      features: userFeatures(user),
      consent: user.consent ?? {},
      registrationCompleted: isRegistrationCompleted(user),
    },
  });
  return decision.allow;
}

/**
 * The frame for a signed-in browser (a valid shell cookie of a live session, a customer the app shows the page:
 * appShows): with the customer's greeting name and id, and the banner when it is on (a
 * banner that cannot be read is left to the app, which warns). Null otherwise: the app itself is sent then, as for
 * any visitor. The files are read per request, so a new build is never sent with an old frame.
 */
async function frameFor(ctx: BankContext, request: FastifyRequest, path: string, frame: Frame) {
  try {
    const sub = await shellSessionUser(ctx, request);
    if (!sub) return null;
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', sub)
      .executeTakeFirst();
    if (!user || !(await appShows(ctx, path, user))) return null;
    const banner = await getBanner(ctx).catch((error: unknown) => {
      request.log.error(error, 'banner not read: the frame is sent without it');
      return null;
    });
    const template = await readFile(banner?.enabled ? frame.withBanner : frame.plain, 'utf8');
    return fillFrame(
      template,
      { id: sub, firstName: user.first_name },
      banner?.enabled ? banner : null,
    );
  } catch (error) {
    request.log.error(error, 'frame not filled: the app is sent instead');
    return null;
  }
}

/**
 * A frame with the customer's id (for the head script to check it is this tab's customer), greeting name (as the
 * header shows it, seed 000 §2.3) and the banner's text in its placeholders, escaped (element text and attribute
 * values).
 */
function fillFrame(
  template: string,
  user: { id: string; firstName: string },
  banner: Banner | null,
): string {
  const values: Record<string, string> = {
    __AXIA_FRAME_USER__: user.id,
    __AXNAME__: greetingName(user.firstName),
    __AXIA_BANNER_HEADER__: banner?.header ?? '',
    __AXIA_BANNER_BODY__: banner?.body ?? '',
    __AXIA_BANNER_UPDATED__: banner?.lastUpdatedAt ?? '',
  };
  // A function replacer: `$&` and the like in a banner are text, not replacement patterns.
  return template.replace(
    /__AXNAME__|__AXIA_(?:FRAME_USER|BANNER_(?:HEADER|BODY|UPDATED))__/g,
    (name) => escapeHtml(values[name]!),
  );
}

/**
 * The build's signed-in frames (`prerender/frame/<page>.html` and `prerender/frame/with-banner/<page>.html`:
 * /accounts), found at start. Only a signed-in browser gets them (see frameFor).
 */
function frames(root: string): Map<string, Frame> {
  const dir = join(root, 'prerender', 'frame');
  if (!existsSync(join(dir, 'with-banner'))) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html') && existsSync(join(dir, 'with-banner', name)))
      .map((name) => [
        `/${name.slice(0, -'.html'.length)}`,
        { plain: join(dir, name), withBanner: join(dir, 'with-banner', name) },
      ]),
  );
}

/** The build's prerendered public pages: `/login` → `prerender/login.html`, from the files present at start. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = join(root, 'prerender');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerender/${name}`]),
  );
}
