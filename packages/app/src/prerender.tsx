// Build-time prerendering of the public pages (issue 17), bundled by `vite build --ssr` and run by
// scripts/postbuild.mjs in Node. Every registry route marked `prerender` is rendered to static HTML with the same
// providers the app gives it (its services, a router at that path), so the page paints before any script runs;
// the app then takes over in the browser (main.tsx). Overlays (the login notice, toasts) do not render on the
// server: they open when the app takes over.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { darkTheme, lightTheme } from '@axia/design-system/theme';
import { registry } from '@axia/features/registry';
import type { RuntimeConfig } from '@axia/features/kit';
import { AppProvider } from './appContext';
import { documentTitle } from './router/access';
import { createAppContext } from './services';

/** Storage that keeps nothing: the build has no visitor. */
const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/** The configuration the pages render with at build time; the bank's runtime one applies once the app runs. */
const buildConfig = {
  userPoolId: 'prerender',
  userPoolClientId: 'prerender',
  userPoolEndpoint: null,
  apiBaseUrl: '/api',
  environment: 'production' as const,
  statusPageId: 'prerender',
  recaptchaSiteKey: null,
  idleTimeoutMinutes: 10,
  sessionLifetimeHours: 12,
  statusPageUrl: 'https://status.axia.example',
} satisfies RuntimeConfig;

/** The theme classes (the app puts one on <html>, theme.ts): the static page needs one before any script. */
export const themes = { light: lightTheme, dark: darkTheme };

/** The paths the build prerenders: every route a feature marks `prerender`, whatever features there are. */
export const prerenderPaths = registry.routes
  .filter((route) => route.prerender)
  .map((route) => route.path);

/** One page's markup (the content of #root) and its document title. */
export async function prerender(path: string): Promise<{ html: string; title: string }> {
  const route = registry.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} to prerender`);
  const { default: Screen } = await route.load();
  const app = createAppContext(buildConfig, { storage: noStorage, sessionStorage: noStorage });
  const html = renderToString(
    <StrictMode>
      <AppProvider app={app}>
        <MemoryRouter initialEntries={[path]}>
          <Screen />
        </MemoryRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html, title: documentTitle(registry, path) };
}
