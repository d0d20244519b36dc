import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
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

/**
 * A path none of the routes the app started with has (main.tsx starts a signed-out page with the public features
 * only): the whole registry loads, then the router matches the path again. A failed load goes to the root's error
 * boundary, as a lazy screen's does.
 */
function LoadAllRoutes({ load }: { load: () => Promise<void> }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    load().catch((error: unknown) => setFailure({ error }));
  }, [load]);
  if (failure) throw failure.error;
  return pageFallback;
}

function buildRoutes(registry: Registry, loadAll: (() => Promise<void>) | null): RouteObject[] {
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
      element: (
        <Root registry={registry} Maintenance={maintenance ? screenOf(maintenance) : null} />
      ),
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
        // Paths without a feature yet: core's gating still applies (remember + /login), then the start page. Or,
        // while the app has only some features' routes, the rest first.
        {
          path: '*',
          element: loadAll ? (
            <LoadAllRoutes load={loadAll} />
          ) : (
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
 *
 * `loadAll`: `registry` is some of the features (a signed-out page's, main.tsx) and this loads all of them, which the
 * router then uses from the first path the first ones do not have.
 */
export function AppRoutes({
  registry: first,
  loadAll,
}: {
  registry: Registry;
  loadAll?: () => Promise<Registry>;
}) {
  const [registry, setRegistry] = useState(first);
  const complete = !loadAll || registry !== first;
  const routes = useMemo(
    () =>
      buildRoutes(
        registry,
        complete ? null : () => loadAll().then((all) => setRegistry(() => all)),
      ),
    [registry, complete, loadAll],
  );
  return useRoutes(routes);
}
