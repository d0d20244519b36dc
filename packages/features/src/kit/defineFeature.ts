import type { ComponentType } from 'react';
import type { IconName } from '@axia/design-system';
import { isKnownFeatureFlag, type Gate } from './gate';

/** A lazily loaded screen: `load` is a dynamic import, so each feature becomes its own chunk. */
export interface FeatureRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  gate?: Gate;
  /** The document title of the screen (also its h1 unless the screen says otherwise). */
  title?: string;
  /**
   * A page the build renders to static HTML (issue 17): it paints before any script runs, and the app takes over
   * once loaded. A public page is rendered as it is; a signed-in page as a frame (the shell and the screen's first,
   * loading, state, for a customer without a name), sent only to a signed-in browser. Only for screens whose first
   * render needs no data, no navigation state and no browser API.
   */
  prerender?: boolean;
}

/** A side-menu or bottom-tab entry. */
export interface NavEntry {
  id: string;
  label: string;
  to: string;
  icon: IconName;
  /** Position in the menu: lower first. */
  order: number;
  gate?: Gate;
}

export interface FeatureManifest {
  id: string;
  routes: readonly FeatureRoute[];
  menu?: readonly NavEntry[];
  tabs?: readonly NavEntry[];
}

export class FeatureRegistrationError extends Error {}

function gatesOf(feature: FeatureManifest) {
  // Stryker disable next-line ArrayDeclaration: an absent menu or tab list read as ['Stryker was here'] adds a string, whose .gate is undefined, as an absent list's nothing does
  return [...feature.routes, ...(feature.menu ?? []), ...(feature.tabs ?? [])].map(
    (item) => item.gate,
  );
}

/** Declares a feature. Checks its own shape; the registry checks it against the others. */
export function defineFeature<M extends FeatureManifest>(manifest: M): M {
  if (!/^[a-z][a-z0-9-]*$/.test(manifest.id)) {
    throw new FeatureRegistrationError(`Feature id "${manifest.id}" must be kebab-case`);
  }
  for (const route of manifest.routes) {
    if (!route.path.startsWith('/')) {
      throw new FeatureRegistrationError(
        `Feature "${manifest.id}": route path "${route.path}" must start with /`,
      );
    }
  }
  for (const gate of gatesOf(manifest)) {
    for (const flag of [gate?.feature, ...(gate?.alsoFeatures ?? [])]) {
      if (flag && !isKnownFeatureFlag(flag)) {
        throw new FeatureRegistrationError(
          `Feature "${manifest.id}": unknown feature flag "${flag}"`,
        );
      }
    }
  }
  return manifest;
}

export interface Registry {
  features: readonly FeatureManifest[];
  routes: readonly (FeatureRoute & { featureId: string })[];
  menu: readonly NavEntry[];
  tabs: readonly NavEntry[];
}

/** Composes the features; duplicate ids, duplicate paths and unknown feature flags fail loudly. */
export function createRegistry(features: readonly FeatureManifest[]): Registry {
  const ids = new Set<string>();
  const paths = new Map<string, string>();
  for (const feature of features) {
    defineFeature(feature);
    if (ids.has(feature.id))
      throw new FeatureRegistrationError(`Duplicate feature id "${feature.id}"`);
    ids.add(feature.id);
    for (const route of feature.routes) {
      const owner = paths.get(route.path);
      if (owner) {
        throw new FeatureRegistrationError(
          `Duplicate path "${route.path}" in features "${owner}" and "${feature.id}"`,
        );
      }
      paths.set(route.path, feature.id);
    }
  }
  const byOrder = (a: NavEntry, b: NavEntry) => a.order - b.order;
  return {
    features,
    routes: features.flatMap((f) => f.routes.map((route) => ({ ...route, featureId: f.id }))),
    menu: features.flatMap((f) => f.menu ?? []).sort(byOrder),
    tabs: features.flatMap((f) => f.tabs ?? []).sort(byOrder),
  };
}
