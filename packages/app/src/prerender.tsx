// Build-time prerendering (issue 17), bundled by `vite build --ssr` and run by scripts/postbuild.mjs in Node. Every
// registry route marked `prerender` is rendered to static HTML with the same providers the app gives it (its
// services, a router at that path), so the page paints before any script runs; the app then takes over in the
// browser (main.tsx). Overlays (the login notice, toasts) do not render on the server: they open when the app
// takes over. A signed-in page (/accounts) is rendered as a *frame*: the shell and the screen as they first show
// (skeletons), for a stand-in customer without a name; the bank fills in the banner (see `BANNER_PLACEHOLDERS`).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { runInAction } from 'mobx';
import { DEFAULT_FEATURES, type User } from '@axia/core';
import { darkTheme, highContrastTheme, lightTheme } from '@axia/design-system/theme';
import { registry } from '@axia/features/registry';
import type { RuntimeConfig } from '@axia/features/kit';
import { AppProvider } from './appContext';
import { documentTitle, usesShell } from './router/access';
import { createAppContext } from './services';
import { FRAME_STATUS_ID } from './shell/Navigation';
import { Shell } from './shell/Shell';

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
  // The sandbox's check, disabled until the app takes over and follows /config.json's robotCheck.
  robotCheck: 'sandbox',
  idleTimeoutMinutes: 10,
  sessionLifetimeHours: 12,
  statusPageUrl: 'https://status.axia.example',
} satisfies RuntimeConfig;

/**
 * The theme classes (the app puts one on <html>, theme.ts): the static page needs one before any of the app's
 * scripts (scripts/theme-script.mjs).
 */
export const themes = { light: lightTheme, dark: darkTheme, highContrast: highContrastTheme };

/** The paths the build prerenders: every route a feature marks `prerender`, whatever features there are. */
export const prerenderPaths = registry.routes
  .filter((route) => route.prerender)
  .map((route) => route.path);

/**
 * What the bank puts in a frame's banner for a signed-in browser (packages/bank/src/http/app-static.ts): the
 * banner is an authenticated setting, so the build only leaves its place.
 */
export const BANNER_PLACEHOLDERS = {
  header: '__AXIA_BANNER_HEADER__',
  body: '__AXIA_BANNER_BODY__',
  updated: '__AXIA_BANNER_UPDATED__',
} as const;

/** What the bank puts for the customer's first name (as the header shows it: at most 10 characters, so is this). */
export const NAME_PLACEHOLDER = '__AXNAME__';

/** What the bank puts for the customer's id (on <html>, for the frame's head script: whose frame it is). */
export const USER_PLACEHOLDER = '__AXIA_FRAME_USER__';

/**
 * The customer a signed-in frame is drawn for: a new customer's features and an active, registered account (the
 * menus most customers have); the bank puts in the customer's name.
 */
const frameUser: User = {
  id: 'frame',
  email: '',
  firstName: NAME_PLACEHOLDER,
  lastName: '',
  status: 'ACTIVE',
  createdAt: new Date(0).toISOString(),
  features: [...DEFAULT_FEATURES],
  consent: {},
  registration: {
    registrationCompleted: true,
    userType: 'INDIVIDUAL',
    taxIdStatus: 'COMPLETED',
    businessRecordsStatus: 'NOT_REQUIRED',
    businessAddressStatus: 'NOT_REQUIRED',
  },
  preferredMFA: 'NOMFA',
  taxIdNotification: false,
  privileged: false,
  phoneCountryCode: null,
  phoneNumber: null,
};

/** What a frame's shell marks (`data-frame-nav`) for its head script to show or hide: every entry, the status tag. */
export const frameNavIds = [
  ...new Set([...registry.menu, ...registry.tabs].map((entry) => entry.id)),
  FRAME_STATUS_ID,
];

/** Whether a path is prerendered as a signed-in frame (inside the shell) rather than a public page. */
export const isFrame = (path: string) => {
  const route = registry.routes.find((candidate) => candidate.path === path);
  return route !== undefined && usesShell(route);
};

/**
 * One page's markup (the content of #root) and its document title. A signed-in frame is drawn with the banner's
 * placeholders when `banner` is set, and without a banner otherwise.
 */
export async function prerender(
  path: string,
  { banner = false }: { banner?: boolean } = {},
): Promise<{ html: string; title: string }> {
  const route = registry.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} to prerender`);
  const { default: Screen } = await route.load();
  const app = createAppContext(buildConfig, { storage: noStorage, sessionStorage: noStorage });
  const frame = usesShell(route);
  if (frame) {
    runInAction(() => {
      app.session.setSession(true);
      app.session.setUser(frameUser);
      app.session.setReady();
      if (banner)
        app.settings.banner = {
          enabled: true,
          header: BANNER_PLACEHOLDERS.header,
          body: BANNER_PLACEHOLDERS.body,
          lastUpdatedAt: new Date(0).toISOString(),
        };
    });
  }
  const html = renderToString(
    <StrictMode>
      <AppProvider app={app}>
        <MemoryRouter initialEntries={[path]}>
          {frame ? (
            <Routes>
              <Route element={<Shell />}>
                <Route path={path} element={<Screen />} />
              </Route>
            </Routes>
          ) : (
            <Screen />
          )}
        </MemoryRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html, title: documentTitle(registry, path) };
}
