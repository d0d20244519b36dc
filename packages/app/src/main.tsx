// First: settings that must precede every other module under the strict CSP.
import './csp';
import '@axia/design-system/style.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { watchStaleAnnouncements } from '@axia/design-system';
import type { Registry } from '@axia/features/kit';
import { publicRegistry } from '@axia/features/registry/public';
import { AppProvider } from './appContext';
import { loadConfig } from './config';
import { findRoute, preloadScreen, usesShell } from './router/access';
import { AppRoutes } from './router/router';
import { createAppContext, restoreSession, type AppContext } from './services';
import { hasStoredSession } from './identity/lazyAmplify';
import { mountPoint } from './takeOver';
import { ThemeStore, type ThemeStorage } from './theme';

/** Every feature's routes: their manifests are a chunk of their own (issue 46: the sign-in loads only sign-in). */
const loadRegistry = () =>
  import('@axia/features/registry').then(({ registry }): Registry => registry);

/**
 * The routes the app starts with: a signed-out visitor's page (/login, /sign-up, …) only the public features'; any
 * other page, or a visitor with a stored session (on their way in), every feature's, loaded before the first render.
 */
async function startRegistry(path: string): Promise<Registry> {
  if (findRoute(publicRegistry, path) && !hasStoredSession()) return publicRegistry;
  return loadRegistry();
}

/** The identity chunk loads on the visitor's first key or pointer press, before they submit (services.ts). */
function preloadOnFirstInteraction(app: AppContext) {
  const events = ['pointerdown', 'keydown'] as const;
  const preload = () => {
    for (const name of events) window.removeEventListener(name, preload, true);
    app.preload();
  };
  for (const name of events)
    window.addEventListener(name, preload, { capture: true, passive: true });
}

/**
 * A visitor coming back with a stored session (a reload, a link): the identity and call-layer code, and the shell
 * for a page inside it, start loading now beside the page's screen, not one after another once the config, the
 * session and the profile are read (issue 17). Loading a module runs nothing: each is set up when first used.
 */
function preloadSignedInStart(path: string, registry: Promise<Registry>) {
  const stored = hasStoredSession();
  if (!stored && !new URLSearchParams(window.location.search).has('tk')) return;
  const ignore = () => undefined;
  // (`tk` overrides the identity token: Amplify is not read then.)
  if (stored) import('./identity/amplify').catch(ignore);
  import('./call-layer/callLayer').catch(ignore);
  void registry.then((routes) => {
    const route = findRoute(routes, path);
    if (route && usesShell(route)) import('./shell/Shell').catch(ignore);
  }, ignore);
}

/** The device's last theme (or the system's) on <html> before anything else renders; the customer's from sign-in. */
function startTheme(): ThemeStore {
  let storage: ThemeStorage;
  try {
    storage = window.localStorage;
  } catch {
    // Storage refused (a browser setting): the choice holds for this visit.
    storage = { getItem: () => null, setItem: () => undefined };
  }
  const theme = new ThemeStore(storage);
  theme.attach(document.documentElement, window);
  return theme;
}

async function start() {
  const theme = startTheme();
  // A pending button's announcement outlives the button when its form navigates away: drop such leftovers.
  watchStaleAnnouncements();
  // A prerendered page (issue 17) stays on screen until the app shows the same page (takeOver.ts).
  const mount = mountPoint();
  const root = createRoot(mount.container);
  try {
    const path = window.location.pathname;
    const registryLoad = startRegistry(path);
    preloadSignedInStart(path, registryLoad);
    const [registry, config] = await Promise.all([
      registryLoad.then((routes) => {
        preloadScreen(routes, path);
        return routes;
      }),
      loadConfig(),
    ]);
    // Amplify is configured when it first loads (see identity/lazyAmplify.ts).
    const app = createAppContext(config, {
      theme,
      // The sign-in button's first focus or hover: the shell and the accounts screen (the first signed-in page).
      preloadSignedIn: () => {
        import('./shell/Shell').catch(() => undefined);
        loadRegistry().then(
          (all) => preloadScreen(all, '/accounts'),
          () => undefined,
        );
      },
    });
    void restoreSession(app);
    preloadOnFirstInteraction(app);
    // As a transition: React renders the first page in slices, yielding to the browser between them, instead of
    // one long task while a prerendered page is already on screen (issue 17: total blocking time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider app={app}>
            <BrowserRouter>
              <AppRoutes
                registry={registry}
                loadAll={registry === publicRegistry ? loadRegistry : undefined}
              />
            </BrowserRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(error);
    mount.show();
    root.render(
      <main id="main">
        <h1>Something went wrong</h1>
        <p>Axia could not start. Please reload the page.</p>
      </main>,
    );
  }
}

void start();
