import { formDraftKey } from '@axia/core';
import type { RuntimeConfig } from '@axia/features/kit';
import { fakeConfig } from '@axia/features/kit/testing';
import type { AmplifyAuth } from './identity/amplify';
import { createAppContext } from './services';

// Issue 42: the onboarding forms keep drafts in the tab's sessionStorage (per user and form); signing out, by the
// button, the idle limit or an ended session (all through signOut's clearing of the stores), removes every one of
// them and nothing else.

const config: RuntimeConfig = { ...fakeConfig, apiBaseUrl: 'http://bank.test/api' };

describe('form drafts at sign-out', () => {
  afterEach(() => window.sessionStorage.clear());

  it('are all removed, and the rest of sessionStorage is left alone', async () => {
    const amplify = {
      fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
      signOut: vi.fn(async () => undefined),
    } as unknown as AmplifyAuth;
    const app = createAppContext(config, { amplify });
    window.sessionStorage.setItem(
      formDraftKey('user-1', 'business-records'),
      '{"businessName":"Acme"}',
    );
    window.sessionStorage.setItem(formDraftKey('user-1', 'business-address'), '{}');
    window.sessionStorage.setItem('CognitoIdentityServiceProvider.other', 'kept');
    await app.signOut();
    expect(window.sessionStorage.getItem(formDraftKey('user-1', 'business-records'))).toBeNull();
    expect(window.sessionStorage.getItem(formDraftKey('user-1', 'business-address'))).toBeNull();
    expect(window.sessionStorage.getItem('CognitoIdentityServiceProvider.other')).toBe('kept');
  });
});
