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
