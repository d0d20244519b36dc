// First: settings that must precede every other module under the strict CSP.
import './csp';
import '@axia/design-system/style.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { watchStaleAnnouncements } from '@axia/design-system';
import { registry } from '@axia/features/registry';
import { AppProvider } from './appContext';
import { loadConfig } from './config';
import { findRoute, preloadScreen, usesShell } from './router/access';
import { AppRoutes } from './router/router';
import { createAppContext, restoreSession, type AppContext } from './services';
import { hasStoredSession } from './identity/lazyAmplify';
import { mountPoint } from './takeOver';
import { ThemeStore, type ThemeStorage } from './theme';

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
function preloadSignedInStart(path: string) {
  const stored = hasStoredSession();
  if (!stored && !new URLSearchParams(window.location.search).has('tk')) return;
  const ignore = () => undefined;
  // (`tk` overrides the identity token: Amplify is not read then.)
  if (stored) import('./identity/amplify').catch(ignore);
  import('./call-layer/callLayer').catch(ignore);
  const route = findRoute(registry, path);
  if (route && usesShell(route)) import('./shell/Shell').catch(ignore);
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
  preloadScreen(registry, window.location.pathname);
  preloadSignedInStart(window.location.pathname);
  // A pending button's announcement outlives the button when its form navigates away: drop such leftovers.
  watchStaleAnnouncements();
  // A prerendered page (issue 17) stays on screen until the app shows the same page (takeOver.ts).
  const mount = mountPoint();
  const root = createRoot(mount.container);
  try {
    const config = await loadConfig();
    // Amplify is configured when it first loads (see identity/lazyAmplify.ts).
    const app = createAppContext(config, {
      theme,
      // The sign-in button's first focus or hover: the shell and the accounts screen (the first signed-in page).
      preloadSignedIn: () => {
        import('./shell/Shell').catch(() => undefined);
        preloadScreen(registry, '/accounts');
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
              <AppRoutes registry={registry} />
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
