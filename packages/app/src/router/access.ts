import { matchPath } from '@axia/core';
import type { FeatureRoute, Registry } from '@axia/features/kit';

/**
 * Signed-in pages get the app shell, onboarding's too (seed 000 §2.2: before registration is complete a menu or tab
 * item says 'Please complete user registration.'); public auth and system pages stand alone.
 */
export const usesShell = (route: FeatureRoute) => route.gate?.auth === 'signed-in';

/**
 * How specific a route's pattern is, ranked as react-router ranks them: a static segment beats a ':param', which
 * beats a '/*' splat. '/deposit/wire-deposit' must win over '/deposit/:hash', whatever the manifests' order.
 */
function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, part) => score + (part === '*' ? 0 : part.startsWith(':') ? 2 : 3), 0);
}

/**
 * The registered route a path belongs to (react-router and core share the ':param' and '/*' syntax): of the
 * patterns that match, the most specific one, as the router picks it (the first registered one on a tie).
 */
export function findRoute(registry: Registry, path: string) {
  let best: FeatureRoute | undefined;
  for (const route of registry.routes) {
    if (!matchPath(route.path, path)) continue;
    if (!best || specificity(route.path) > specificity(best.path)) best = route;
  }
  return best;
}

/**
 * Starts loading the screen of the page being opened, so its chunk downloads while the app loads its config and
 * session instead of after the first render. The route's lazy screen uses the same import; a failed load is left
 * to it (it tries again and reports).
 */
export function preloadScreen(registry: Registry, path: string) {
  findRoute(registry, path)
    ?.load()
    .catch(() => undefined);
}

const APP_NAME = 'Axia';

export function documentTitle(registry: Registry, path: string): string {
  if (path === '/') return APP_NAME;
  const title = findRoute(registry, path)?.title;
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
