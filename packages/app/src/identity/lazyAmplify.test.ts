import { fakeConfig } from '@axia/features/kit/testing';
import type { RuntimeConfig } from '@axia/features/kit';
import type * as AmplifyModule from './amplify';
import { currentIdToken, hasStoredSession, lazyAmplifyAuth } from './lazyAmplify';

const config: RuntimeConfig = { ...fakeConfig, apiBaseUrl: 'http://bank.test/api' };

function fakeModule() {
  const amplifyAuth = {
    signIn: vi.fn(async () => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })),
    signOut: vi.fn(async () => undefined),
    fetchAuthSession: vi.fn(async () => ({
      tokens: { idToken: { toString: () => 'id-token' } },
    })),
    associateWebAuthnCredential: vi.fn(async () => undefined),
    listWebAuthnCredentials: vi.fn(async () => ({ credentials: [] })),
    deleteWebAuthnCredential: vi.fn(async () => undefined),
  };
  const module = { amplifyAuth, configureAmplify: vi.fn() };
  const load = vi.fn(async () => module as unknown as typeof AmplifyModule);
  return { module, load };
}

describe('lazy Amplify', () => {
  afterEach(() => sessionStorage.clear());

  it('sees stored Amplify tokens by their key prefix', () => {
    expect(hasStoredSession()).toBe(false);
    sessionStorage.setItem('axia.other', 'x');
    expect(hasStoredSession()).toBe(false);
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'ada');
    expect(hasStoredSession()).toBe(true);
  });

  it('answers "no session" without loading Amplify when nothing is stored', async () => {
    const { load } = fakeModule();
    const auth = lazyAmplifyAuth(config, load);
    await expect(currentIdToken(auth)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and configures Amplify once, on first use, when a session is stored', async () => {
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'ada');
    const { module, load } = fakeModule();
    const auth = lazyAmplifyAuth(config, load);
    expect(load).not.toHaveBeenCalled();
    await expect(currentIdToken(auth, true)).resolves.toBe('id-token');
    expect(module.amplifyAuth.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
    await auth.signOut();
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.configureAmplify).toHaveBeenCalledTimes(1);
    expect(module.configureAmplify).toHaveBeenCalledWith(config);
  });

  it('passes calls through with their arguments and results', async () => {
    const { module, load } = fakeModule();
    const auth = lazyAmplifyAuth(config, load);
    const input = { username: 'ada@demo.test', password: 'x' };
    await expect(auth.signIn(input)).resolves.toMatchObject({ isSignedIn: true });
    expect(module.amplifyAuth.signIn).toHaveBeenCalledWith(input);
    // Once loaded, the session is Amplify's to answer, stored keys or not.
    await expect(currentIdToken(auth)).resolves.toBe('id-token');
  });

  it('passes the passkey calls through', async () => {
    const { module, load } = fakeModule();
    const auth = lazyAmplifyAuth(config, load);
    await auth.associateWebAuthnCredential();
    expect(module.amplifyAuth.associateWebAuthnCredential).toHaveBeenCalledTimes(1);
    await expect(auth.listWebAuthnCredentials({ pageSize: 20 })).resolves.toEqual({
      credentials: [],
    });
    expect(module.amplifyAuth.listWebAuthnCredentials).toHaveBeenCalledWith({ pageSize: 20 });
    await auth.deleteWebAuthnCredential({ credentialId: 'cred-1' });
    expect(module.amplifyAuth.deleteWebAuthnCredential).toHaveBeenCalledWith({
      credentialId: 'cred-1',
    });
  });

  it('preloads, and loads again after a failed load', async () => {
    const { module } = fakeModule();
    const load = vi
      .fn<() => Promise<typeof AmplifyModule>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(module as unknown as typeof AmplifyModule);
    const auth = lazyAmplifyAuth(config, load);
    await expect(auth.preload()).rejects.toThrow('chunk failed');
    await auth.preload();
    await auth.signOut();
    expect(load).toHaveBeenCalledTimes(2);
    expect(module.amplifyAuth.signOut).toHaveBeenCalled();
  });
});
