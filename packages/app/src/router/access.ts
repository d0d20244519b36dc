import { matchPath } from '@axia/core';
import type { FeatureRoute, Registry } from '@axia/features/kit';

/**
 * Signed-in pages get the app shell, onboarding's too (seed 000 §2.2: before registration is complete a menu or tab
 * item says 'Please complete user registration.'); public auth and system pages stand alone.
 */
export const usesShell = (route: FeatureRoute) => route.gate?.auth === 'signed-in';

/** The registered route a path belongs to (react-router and core share the ':param' and '/*' syntax). */
export function findRoute(registry: Registry, path: string) {
  return registry.routes.find((route) => matchPath(route.path, path));
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

export const APP_NAME = 'Axia';

export function documentTitle(registry: Registry, path: string): string {
  if (path === '/') return APP_NAME;
  const title = findRoute(registry, path)?.title;
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
