import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import type { RuntimeConfig } from '@axia/features/kit';
import { fakeUser, fakeConfig } from '@axia/features/kit/testing';
import type { AmplifyAuth } from './identity/amplify';
import { createAppContext, restoreSession } from './services';
import { SIGNED_IN_AT_KEY } from './stores';

const config: RuntimeConfig = { ...fakeConfig, apiBaseUrl: 'http://bank.test/api' };

function setup({ token }: { token: string | null }) {
  const map = new Map<string, string>();
  const storage = {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  const amplify = {
    fetchAuthSession: vi.fn(async () => ({
      tokens: token ? { idToken: { toString: () => token } } : undefined,
    })),
    signIn: vi.fn(async () => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })),
    signOut: vi.fn(async () => undefined),
  } as unknown as AmplifyAuth;
  const app = createAppContext(config, { amplify, sessionStorage: storage });
  vi.spyOn(app.services.auth, 'loadUser').mockResolvedValue(fakeUser);
  return { app, storage, amplify };
}

describe('restoreSession and the sign-in time', () => {
  const signedInAt = Date.now() - 3 * 3_600_000;

  it('keeps the stored sign-in time of a restored session (a reload)', async () => {
    const { app, storage } = setup({ token: 'id-token' });
    storage.setItem(SIGNED_IN_AT_KEY, String(signedInAt));
    await restoreSession(app);
    expect(app.session.ready).toBe(true);
    expect(app.session.hasSession).toBe(true);
    expect(app.session.signedInAt).toBe(signedInAt);
    expect(storage.getItem(SIGNED_IN_AT_KEY)).toBe(String(signedInAt));
  });

  it('signs out a stored session whose login flow never finished (a reload during its modals)', async () => {
    const { app, amplify } = setup({ token: 'id-token' });
    await restoreSession(app);
    expect(app.session.ready).toBe(true);
    expect(app.session.hasSession).toBe(false);
    expect(app.session.user).toBeNull();
    expect(amplify.signOut).toHaveBeenCalled();
  });

  it('writes a new sign-in time on a fresh sign-in', async () => {
    const { app, storage } = setup({ token: null });
    storage.setItem(SIGNED_IN_AT_KEY, String(signedInAt));
    await restoreSession(app);
    // No stored tokens: the stale time goes.
    expect(app.session.signedInAt).toBeNull();
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
    const before = Date.now();
    await app.services.auth.signIn('ada@demo.test', 'Demo1234!');
    expect(app.session.signedInAt).toBeGreaterThanOrEqual(before);
    // Stored only when the login flow is through.
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
    app.services.auth.completeSignIn(fakeUser);
    expect(storage.getItem(SIGNED_IN_AT_KEY)).toBe(String(app.session.signedInAt));
    await app.signOut();
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
  });
});

/** A fake axios adapter answering every call with `status` and `data` (the call layer's real handling runs). */
function answering(reply: (path: string) => { status: number; data: unknown }): AxiosAdapter {
  return async (config) => {
    const { status, data } = reply(config.url ?? '');
    const response = {
      data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}

function appAnswering(reply: (path: string) => { status: number; data: unknown }) {
  const amplify = {
    fetchAuthSession: vi.fn(async ({ forceRefresh }: { forceRefresh?: boolean } = {}) => {
      // The refresh token is no good either: a forced refresh fails.
      if (forceRefresh) throw new Error('Refresh Token has expired');
      return { tokens: { idToken: { toString: () => 'id-token' } } };
    }),
    signOut: vi.fn(async () => undefined),
  } as unknown as AmplifyAuth;
  const storage = new Map<string, string>();
  const app = createAppContext(config, {
    amplify,
    adapter: answering(reply),
    sessionStorage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
  });
  const navigate = vi.fn();
  app.setNavigate(navigate);
  return { app, amplify, navigate };
}

describe('a session the identity service will not refresh', () => {
  it('is signed out and sent to /login with the reason, which /login says (nothing stored)', async () => {
    const { app, amplify, navigate } = appAnswering(() => ({
      status: 401,
      data: { message: 'CognitoTokenExpired' },
    }));
    app.session.setSession(true);
    await expect(app.services.api.getAccounts()).rejects.toThrow('CognitoTokenExpired');
    expect(amplify.signOut).toHaveBeenCalled();
    expect(app.session.signedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { signedOut: 'session-ended' },
    });
  });
});

describe('under maintenance', () => {
  it('shows no failure toast: the maintenance page says it once', async () => {
    const { app } = appAnswering(() => ({
      status: 503,
      data: { message: 'The website is undergoing maintenance' },
    }));
    await app.accounts.refresh();
    expect(app.session.isMaintaining).toBe(true);
    app.services.notify({ tone: 'error', title: 'The website is undergoing maintenance' });
    expect(app.toasts.current).toBeFalsy();
    // What is not a failure is still said.
    app.services.notify({ tone: 'success', title: 'Text has been copied to clipboard.' });
    expect(app.toasts.current?.title).toBe('Text has been copied to clipboard.');
  });

  it('shows failure toasts again once maintenance is over', () => {
    const { app } = appAnswering(() => ({ status: 200, data: [] }));
    app.services.notify({ tone: 'error', title: 'Unknown error!' });
    expect(app.toasts.current?.title).toBe('Unknown error!');
  });

  it.each([
    [503, true],
    [200, false],
    // Any answer but 503 is the bank at work again (the status page's own problem is not maintenance).
    [404, false],
  ])(
    'checkMaintenance: the status page answering %s means maintenance on = %s',
    async (status, on) => {
      const paths: string[] = [];
      const { app } = appAnswering((path) => {
        paths.push(path);
        return { status, data: status === 200 ? [] : { message: 'x' } };
      });
      app.session.setMaintaining(true);
      await expect(app.services.checkMaintenance()).resolves.toBe(on);
      expect(app.session.isMaintaining).toBe(on);
      expect(paths).toEqual([`/statusPage/${config.statusPageId}`]);
    },
  );

  it('checkMaintenance without an answer (offline) changes nothing', async () => {
    const amplify = {
      fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
      signOut: vi.fn(async () => undefined),
    } as unknown as AmplifyAuth;
    const app = createAppContext(config, {
      amplify,
      adapter: async (cfg) => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', cfg);
      },
    });
    app.session.setMaintaining(true);
    await expect(app.services.checkMaintenance()).resolves.toBe(true);
    expect(app.session.isMaintaining).toBe(true);
  });
});
