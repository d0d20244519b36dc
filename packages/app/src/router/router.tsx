import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Spinner } from '@axia/design-system';
import type { FeatureRoute, Registry } from '@axia/features/kit';
import * as styles from '../shell/shell.css';
import { usesShell } from './access';
import { Guard } from './Guard';
import { Root } from './Root';
import { StartPage } from './StartPage';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

// The signed-in layout (header, menus, drawer, banner, status) is not needed on the public pages: its own chunk.
const Shell = lazy(() => import('../shell/Shell').then((module) => ({ default: module.Shell })));

/** One lazy component per route; features load their screens from one module, so one chunk per feature. */
function screenOf(route: FeatureRoute) {
  let screen = screens.get(route.path);
  if (!screen) {
    screen = lazy(route.load);
    screens.set(route.path, screen);
  }
  return screen;
}

const pageFallback = (
  <div className={styles.loading}>
    <Spinner label="Loading page" />
  </div>
);

function buildRoutes(registry: Registry): RouteObject[] {
  const toRoute = (route: FeatureRoute, shell: boolean): RouteObject => {
    const Screen = screenOf(route);
    return {
      path: route.path,
      element: (
        <Guard gate={route.gate}>
          {shell ? (
            <Screen />
          ) : (
            <Suspense fallback={pageFallback}>
              <Screen />
            </Suspense>
          )}
        </Guard>
      ),
    };
  };
  const maintenance = registry.routes.find((route) => route.path === '/maintenance');
  return [
    {
      path: '/',
      element: <Root Maintenance={maintenance ? screenOf(maintenance) : null} />,
      children: [
        {
          index: true,
          element: (
            <StartPage hasLogin={registry.routes.some((route) => route.path === '/login')} />
          ),
        },
        {
          element: (
            <Suspense fallback={pageFallback}>
              <Shell />
            </Suspense>
          ),
          children: registry.routes.filter(usesShell).map((route) => toRoute(route, true)),
        },
        ...registry.routes
          .filter((route) => !usesShell(route))
          .map((route) => toRoute(route, false)),
        // Paths without a feature yet: core's gating still applies (remember + /login), then the start page.
        {
          path: '*',
          element: (
            <Guard>
              <Navigate to="/" replace />
            </Guard>
          ),
        },
      ],
    },
  ];
}

/**
 * The app's routes, under a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). Not a data router: the app uses
 * no loaders, actions or blockers, and the data router's code is 18 kB gzip the sign-in would load for nothing
 * (issue 46). Navigation from outside React (the session's end) goes through the root's navigate (Root.tsx).
 */
export function AppRoutes({ registry }: { registry: Registry }) {
  const routes = useMemo(() => buildRoutes(registry), [registry]);
  return useRoutes(routes);
}
