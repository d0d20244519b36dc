import { matchPath } from '@axia/core';
import type { FeatureRoute, Registry } from '@axia/features/kit';

/** Signed-in feature pages get the app shell; auth, system and onboarding-only pages stand alone. */
export const usesShell = (route: FeatureRoute) =>
  route.gate?.auth === 'signed-in' && route.gate.registration !== 'incomplete';

/** The registered route a path belongs to (react-router and core share the ':param' and '/*' syntax). */
export function findRoute(registry: Registry, path: string) {
  return registry.routes.find((route) => matchPath(route.path, path));
}

export const APP_NAME = 'Axia';

export function documentTitle(registry: Registry, path: string): string {
  if (path === '/') return APP_NAME;
  const title = findRoute(registry, path)?.title;
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
