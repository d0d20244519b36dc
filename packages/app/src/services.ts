import type { AxiosAdapter } from 'axios';
import { reaction } from 'mobx';
import { clearFormDrafts, EVENTS_PATH, OPERATIONS, type BankClient } from '@axia/core';
import { ToastQueue } from '@axia/design-system';
import { signedOutState, type RuntimeConfig, type Services } from '@axia/features/kit';
import type { CallLayer } from './call-layer/callLayer';
import type { AmplifyAuth } from './identity/amplify';
import { currentIdToken, lazyAmplifyAuth } from './identity/lazyAmplify';
import { createAuthService } from './identity/authService';
import { LiveEvents, type LiveEventsOptions } from './events/LiveEvents';
import { MaintenanceProbe, type ProbeTimers } from './maintenance/MaintenanceProbe';
import { AccountsStore, SessionStore, SettingsStore, type SignInStorage } from './stores';
import { ThemeStore } from './theme';

export interface AppContext {
  services: Services;
  session: SessionStore;
  accounts: AccountsStore;
  settings: SettingsStore;
  /** The colour theme: the customer's choice, applied by main.tsx (ThemeStore.attach). */
  theme: ThemeStore;
  toasts: ToastQueue;
  /** The live bank events (issue 31): running while a customer is signed in. */
  live: LiveEvents;
  /** Asks the bank whether it is back while the maintenance flag is set (issue 39 #5). */
  maintenance: MaintenanceProbe;
  /** The identity calls (aws-amplify, loaded on first use unless a test injects its own). */
  amplify: AmplifyAuth;
  /** The call layer (axios): its own chunk, loaded on the first bank call. */
  callLayer(): Promise<CallLayer>;
  /** Starts loading the identity code before it is needed (the user's first interaction on /login). */
  preload(): void;
  /** Set by the router once it exists. */
  setNavigate(navigate: Services['navigate']): void;
  /** Signs out and clears every store (sign-out button, idle timeout, expired session). */
  signOut(): Promise<void>;
}

/** The tab's sessionStorage, or null where there is none (prerender) or it is blocked. */
function browserSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Builds the one set of stores, the call layer and the services the features see. */
export function createAppContext(
  config: RuntimeConfig,
  options: {
    amplify?: AmplifyAuth;
    /** The settings' storage (localStorage by default). */
    storage?: Storage;
    /** The theme, when main.tsx applied it before the app's configuration was read (else one on `storage`). */
    theme?: ThemeStore;
    /** Where the sign-in time is kept beside the tokens (sessionStorage by default). */
    sessionStorage?: SignInStorage;
    adapter?: AxiosAdapter;
    /** Starts loading the signed-in layout and first page (main.tsx: the shell and the accounts screen). */
    preloadSignedIn?: () => void;
    /** For tests: what the live events load and watch (the stream's fetch, timers, window). */
    live?: Partial<LiveEventsOptions>;
    /** For tests: the maintenance probe's timers. */
    probeTimers?: ProbeTimers;
  } = {},
): AppContext {
  // Creating the facade loads nothing: aws-amplify loads on its first call.
  const lazyAmplify = lazyAmplifyAuth(config);
  const amplify = options.amplify ?? lazyAmplify;
  const toasts = new ToastQueue();
  const session = new SessionStore(options.sessionStorage);
  /**
   * The one toast, except a failure's while the bank is under maintenance: every call fails then, and the maintenance
   * page says so once (issue 42: its headline came again in a red toast).
   */
  const showToast = (toast: Parameters<ToastQueue['show']>[0]) => {
    if (session.isMaintaining && (toast.tone === 'error' || toast.tone === 'warning')) return;
    toasts.show(toast);
  };
  const accounts = new AccountsStore(
    () => api,
    (message) => showToast({ tone: 'error', title: message }),
  );
  const settings = new SettingsStore(() => api, options.storage ?? localStorage);
  const theme = options.theme ?? new ThemeStore(options.storage ?? localStorage);
  // The customer's own theme from sign-in (a stored session's profile included); signed out, it stays as it was.
  reaction(
    () => session.user?.id ?? null,
    (userId) => theme.setCustomer(userId),
    { fireImmediately: true },
  );
  let navigate: Services['navigate'] = (to) => window.location.assign(to);

  const clearStores = () => {
    session.clear();
    accounts.clear();
    settings.clear();
    // The forms' drafts (onboarding, issue 42) are the user's too: gone with them.
    clearFormDrafts(browserSessionStorage());
  };

  const getIdToken = async (forceRefresh = false) =>
    session.tokenOverride ?? (await currentIdToken(amplify, forceRefresh));

  // Nothing on /login calls the bank before sign-in: axios and the call layer load with the first call.
  let callLayer: Promise<CallLayer> | null = null;
  const loadCallLayer = () => {
    callLayer ??= import('./call-layer/callLayer').then(
      ({ createCallLayer }) =>
        createCallLayer({
          baseURL: config.apiBaseUrl,
          getIdToken,
          // The probe hears the 503's Retry-After first: its first question waits that long.
          onMaintenance: (retryAfterMs) => {
            maintenance.heard(retryAfterMs);
            session.setMaintaining(true);
          },
          // Signed out, to /login (where the start page sends a signed-out visitor), which says why.
          onSessionExpired: async () => {
            await auth.signOut();
            navigate('/login', { replace: true, state: signedOutState('session-ended') });
          },
          adapter: options.adapter,
        }),
      (error: unknown) => {
        // A failed chunk load (e.g. offline) may succeed on the next call.
        callLayer = null;
        throw error;
      },
    );
    return callLayer;
  };
  // The typed client comes with the call layer (it is built from the API contract's zod schemas, which /login
  // does not need); until then each operation is a stand-in that loads it and calls the real one.
  const api = Object.fromEntries(
    OPERATIONS.map((operation) => [
      operation,
      async (input?: unknown) => {
        const layer = await loadCallLayer();
        const call = layer.api[operation] as (input?: unknown) => Promise<unknown>;
        // The tab's own doings (a transfer, a card activated, a document submitted): their screens say the outcome,
        // so the events they cause are not announced twice (events/ownActivity.ts).
        return layer.changesState(operation) ? live.own.track(call(input), input) : call(input);
      },
    ]),
  ) as unknown as BankClient;

  const live = new LiveEvents({
    url: new URL(
      `${config.apiBaseUrl.replace(/\/$/, '')}${EVENTS_PATH}`,
      globalThis.location?.href ?? 'http://localhost/',
    ).href,
    getIdToken,
    accounts,
    announce: (text, label) => toasts.show({ tone: 'info', label, title: text }),
    ...options.live,
  });
  // The stream runs while a customer is signed in with a profile (after the login flow), and stops on sign-out and
  // idle timeout (both clear the session).
  reaction(
    () => session.signedIn && session.user !== null,
    (on) => (on ? void live.start().catch(() => undefined) : live.stop()),
    { fireImmediately: true },
  );

  const auth = createAuthService({
    amplify,
    api: () => api,
    session,
    clearStores,
    fetchCaptcha: async () => {
      const url = new URL('/sandbox/captcha', new URL(config.apiBaseUrl, window.location.href));
      const { http } = await loadCallLayer();
      const { data } = await http.get<{ token: string }>(url.href);
      return data;
    },
  });

  // On /login's first interaction only the identity code loads (issue 46: the sign-in loads only sign-in); the call
  // layer (axios and the API contract's schemas) loads with the first signed-in page, when the sign-in button is
  // focused, hovered or the form is sent (preloadSignedIn), while the identity's round trips run.
  const preload = () => {
    // A failure here is not the user's concern: the real call loads again and reports.
    if (amplify === lazyAmplify) lazyAmplify.preload().catch(() => undefined);
  };

  const services: Services = {
    config,
    session,
    accounts,
    settings,
    theme,
    api,
    auth,
    events: live.hub,
    notify: ({ tone, title, description }) => showToast({ tone, title, description }),
    checkMaintenance: async () => {
      try {
        // A public call: the bank answers it 503 while under maintenance, and otherwise whoever asks.
        await api.getStatusPage({ params: { pageId: config.statusPageId } });
      } catch (error) {
        // 503: the call layer has set the flag again. No answer at all (offline): nothing is known.
        const status = (error as { status?: unknown } | null)?.status;
        if (status === 503 || status === null || status === undefined) return session.isMaintaining;
      }
      session.setMaintaining(false);
      return false;
    },
    // An outcome shown just before the navigation is said again once the new page has focus (router/Root.tsx).
    navigate: (to, opts) => {
      toasts.holdForNavigation();
      navigate(to, opts);
    },
    preloadSignedIn: () => {
      preload();
      loadCallLayer().catch(() => undefined);
      options.preloadSignedIn?.();
    },
  };

  // While the flag is set the app asks the bank by itself, and the flag clears once the bank answers (the screen
  // under the maintenance page then comes back as it was: router/Root.tsx).
  const maintenance = new MaintenanceProbe({
    isMaintaining: () => session.isMaintaining,
    probe: () => services.checkMaintenance(),
    timers: options.probeTimers,
  });
  maintenance.start();

  return {
    services,
    session,
    accounts,
    settings,
    theme,
    toasts,
    live,
    maintenance,
    amplify,
    callLayer: loadCallLayer,
    preload,
    setNavigate: (fn) => {
      navigate = fn;
    },
    signOut: () => auth.signOut(),
  };
}

/** Start-up: the `tk` override, then any stored identity session and its profile. */
export async function restoreSession(ctx: AppContext, amplify: AmplifyAuth = ctx.amplify) {
  const { session } = ctx;
  const tk = new URLSearchParams(window.location.search).get('tk');
  if (tk) session.setTokenOverride(tk);
  try {
    if (!tk) {
      const token = await currentIdToken(amplify).catch(() => null);
      // A stored session keeps its sign-in time: the absolute lifetime counts from the real sign-in. One whose
      // login flow never finished (a reload during its modals) signs in again: terms, consent and notices
      // cannot be skipped by reloading.
      if (!session.resumeSession(Boolean(token))) {
        await ctx.signOut();
        return;
      }
    }
    if (session.signedIn) {
      // The banner is read beside the profile, so the shell opens with it in place (no layout shift, issue 17);
      // a failed read is the shell's to report (it reads again).
      ctx.settings.prefetchBanner();
      await ctx.services.auth.loadUser();
      const userId = session.user?.id;
      if (userId) await ctx.settings.loadBanner(userId).catch(() => undefined);
    }
  } catch {
    // 503 already set the maintenance flag; any other failure leaves the visitor signed out.
    if (!session.isMaintaining) await ctx.signOut();
  } finally {
    session.setReady();
  }
}
