import type { AxiosAdapter } from 'axios';
import { createBankClient, type BankClient } from '@axia/core';
import { ToastQueue } from '@axia/design-system';
import type { RuntimeConfig, Services } from '@axia/features/kit';
import { createCallLayer, type CallLayer } from './call-layer/callLayer';
import { amplifyAuth, currentIdToken, type AmplifyAuth } from './identity/amplify';
import { createAuthService } from './identity/authService';
import { AccountsStore, SessionStore, SettingsStore } from './stores';

export interface AppContext {
  services: Services;
  session: SessionStore;
  accounts: AccountsStore;
  settings: SettingsStore;
  toasts: ToastQueue;
  callLayer: CallLayer;
  /** Set by the router once it exists. */
  setNavigate(navigate: Services['navigate']): void;
  /** Signs out and clears every store (sign-out button, idle timeout, expired session). */
  signOut(): Promise<void>;
}

/** Builds the one set of stores, the call layer and the services the features see. */
export function createAppContext(
  config: RuntimeConfig,
  options: { amplify?: AmplifyAuth; storage?: Storage; adapter?: AxiosAdapter } = {},
): AppContext {
  const amplify = options.amplify ?? amplifyAuth;
  const toasts = new ToastQueue();
  const session = new SessionStore();
  const accounts = new AccountsStore(
    () => api,
    (message) => toasts.show({ tone: 'error', title: message }),
  );
  const settings = new SettingsStore(() => api, options.storage ?? localStorage);
  let navigate: Services['navigate'] = (to) => window.location.assign(to);

  const clearStores = () => {
    session.clear();
    accounts.clear();
    settings.clear();
  };

  const callLayer = createCallLayer({
    baseURL: config.apiBaseUrl,
    getIdToken: async (forceRefresh) =>
      session.tokenOverride ?? (await currentIdToken(amplify, forceRefresh)),
    onMaintenance: () => session.setMaintaining(true),
    onSessionExpired: async () => {
      await auth.signOut();
      navigate('/', { replace: true });
    },
    adapter: options.adapter,
  });
  const api: BankClient = createBankClient(callLayer.transport);

  const auth = createAuthService({
    amplify,
    api: () => api,
    session,
    clearStores,
    fetchCaptcha: async () => {
      const url = new URL('/sandbox/captcha', new URL(config.apiBaseUrl, window.location.href));
      const { data } = await callLayer.http.get<{ token: string }>(url.href);
      return data;
    },
  });

  const services: Services = {
    config,
    session,
    accounts,
    settings,
    api,
    auth,
    notify: ({ tone, title, description }) => toasts.show({ tone, title, description }),
    navigate: (to, opts) => navigate(to, opts),
  };

  return {
    services,
    session,
    accounts,
    settings,
    toasts,
    callLayer,
    setNavigate: (fn) => {
      navigate = fn;
    },
    signOut: () => auth.signOut(),
  };
}

/** Start-up: the `tk` override, then any stored identity session and its profile. */
export async function restoreSession(ctx: AppContext, amplify: AmplifyAuth = amplifyAuth) {
  const { session } = ctx;
  const tk = new URLSearchParams(window.location.search).get('tk');
  if (tk) session.setTokenOverride(tk);
  try {
    if (!tk) {
      const token = await currentIdToken(amplify).catch(() => null);
      session.setSession(Boolean(token));
    }
    if (session.signedIn) await ctx.services.auth.loadUser();
  } catch {
    // 503 already set the maintenance flag; any other failure leaves the visitor signed out.
    if (!session.isMaintaining) await ctx.signOut();
  } finally {
    session.setReady();
  }
}
