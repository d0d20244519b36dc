import { createBankClient, type BannerSetting } from '@axia/core';
import { fakeTransport, fakeUser, sampleAccount } from '@axia/features/kit/testing';
import { AccountsStore } from './AccountsStore';
import { SessionStore, SIGNED_IN_AT_KEY } from './SessionStore';
import { bannerDismissKey, isBannerVisible, SettingsStore } from './SettingsStore';

const banner: BannerSetting = {
  enabled: true,
  header: 'Scheduled upgrade',
  body: 'Saturday 02:00–04:00 UTC',
  lastUpdatedAt: '2026-01-10T10:00:00.000Z',
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('SessionStore', () => {
  it('derives signedIn, mfaEnabled and the access state', () => {
    const session = new SessionStore();
    expect(session.signedIn).toBe(false);
    session.setSession(true);
    session.setUser({ ...fakeUser, preferredMFA: 'SOFTWARE_TOKEN_MFA' });
    expect(session.signedIn).toBe(true);
    expect(session.mfaEnabled).toBe(true);
    expect(session.accessState).toMatchObject({
      signedIn: true,
      tokenOverride: false,
      maintenance: false,
      user: { status: 'ACTIVE', registrationCompleted: true },
    });
  });

  it('counts a pending challenge as MFA enabled', () => {
    const session = new SessionStore();
    session.setUser(fakeUser);
    expect(session.mfaEnabled).toBe(false);
    session.setChallenge('SOFTWARE_TOKEN_MFA');
    expect(session.mfaEnabled).toBe(true);
  });

  it('treats a tk override as a session', () => {
    const session = new SessionStore();
    session.setTokenOverride('tk-1');
    expect(session.signedIn).toBe(true);
    expect(session.accessState.tokenOverride).toBe(true);
  });

  it('clear() forgets the user', () => {
    const session = new SessionStore();
    session.setSession(true);
    session.setUser(fakeUser);
    session.setTokenOverride('tk');
    session.clear();
    expect(session.user).toBeNull();
    expect(session.signedIn).toBe(false);
    expect(session.signedInAt).toBeNull();
  });

  it('hands decideAccess what the bank says of the user, the maintenance flag, and no user before one is known', () => {
    const session = new SessionStore(null);
    session.setSession(true);
    session.setMaintaining(true);
    expect(session.accessState).toEqual({
      signedIn: true,
      tokenOverride: false,
      maintenance: true,
      user: null,
    });
    const user = {
      ...fakeUser,
      status: 'SUSPENDED' as const,
      createdAt: '2022-07-01T00:00:00.000Z',
      features: ['TOKEN_MIGRATION_CONSENT' as const],
      consent: { tokenMigration: false },
      registration: { ...fakeUser.registration, registrationCompleted: false },
    };
    session.setUser(user);
    expect(session.accessState.user).toEqual({
      status: 'SUSPENDED',
      createdAt: '2022-07-01T00:00:00.000Z',
      features: ['TOKEN_MIGRATION_CONSENT'],
      consent: { tokenMigration: false },
      registrationCompleted: false,
    });
  });

  it('clear() (sign-out, idle timeout) also forgets a pending MFA challenge and the tk override, not the maintenance flag', () => {
    const session = new SessionStore(null);
    session.setSession(true);
    session.setChallenge('SOFTWARE_TOKEN_MFA');
    session.setTokenOverride('tk');
    session.setMaintaining(true);
    session.clear();
    expect(session.hasSession).toBe(false);
    expect(session.challengeName).toBeNull();
    expect(session.mfaEnabled).toBe(false);
    expect(session.tokenOverride).toBeNull();
    expect(session.accessState.tokenOverride).toBe(false);
    expect(session.isMaintaining).toBe(true);
  });

  it('is ready once the start-up check says so', () => {
    const session = new SessionStore(null);
    expect(session.ready).toBe(false);
    session.setReady();
    expect(session.ready).toBe(true);
    session.setReady(false);
    expect(session.ready).toBe(false);
  });

  it('keeps the sign-in time in the browser’s sessionStorage by default (beside the identity tokens)', () => {
    const session = new SessionStore();
    session.setSession(true, 1_000);
    session.recordSignInComplete();
    // The key is part of what a reload after an update reads: written out here, not taken from the store.
    expect(window.sessionStorage.getItem('axia.session.signedInAt')).toBe('1000');
    session.clear();
    expect(window.sessionStorage.getItem(SIGNED_IN_AT_KEY)).toBeNull();
  });

  it('stores the sign-in time once the login flow is through, resumes with it, and forgets it on clear()', () => {
    const storage = memoryStorage();
    const before = new SessionStore(storage);
    before.setSession(true, 1_000);
    expect(before.signedInAt).toBe(1_000);
    // Still in the login flow (terms, consent, notices): nothing a reload could resume.
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
    before.recordSignInComplete();
    expect(storage.map.get(SIGNED_IN_AT_KEY)).toBe('1000');

    // The reload: a new store over the same storage, restoring the stored identity session.
    const after = new SessionStore(storage);
    expect(after.resumeSession(true, 5_000)).toBe(true);
    expect(after.hasSession).toBe(true);
    expect(after.signedInAt).toBe(1_000);

    after.clear();
    expect(after.signedInAt).toBeNull();
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
  });

  it('starts a new lifetime on a fresh sign-in, and forgets it on sign-out', () => {
    const storage = memoryStorage();
    storage.setItem(SIGNED_IN_AT_KEY, '1000');
    const session = new SessionStore(storage);
    session.setSession(true, 7_000);
    expect(session.signedInAt).toBe(7_000);
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
    session.recordSignInComplete();
    expect(storage.getItem(SIGNED_IN_AT_KEY)).toBe('7000');
    session.setSession(false);
    expect(session.signedInAt).toBeNull();
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
  });

  it('does not resume a sign-in that never got through the login flow (no usable time stored)', () => {
    for (const stored of [null, 'garbage', '-5', '0', 'Infinity']) {
      const storage = memoryStorage();
      if (stored !== null) storage.setItem(SIGNED_IN_AT_KEY, stored);
      const session = new SessionStore(storage);
      expect(session.resumeSession(true, 5_000)).toBe(false);
      expect(session.hasSession).toBe(false);
      expect(session.signedInAt).toBeNull();
    }
    // A stored time in the future (a changed clock) resumes from now.
    const future = memoryStorage();
    future.setItem(SIGNED_IN_AT_KEY, '99999');
    const resumed = new SessionStore(future);
    expect(resumed.resumeSession(true, 5_000)).toBe(true);
    expect(resumed.signedInAt).toBe(5_000);
    // No identity session: a stale time goes.
    const storage = memoryStorage();
    storage.setItem(SIGNED_IN_AT_KEY, '1000');
    const session = new SessionStore(storage);
    expect(session.resumeSession(false)).toBe(true);
    expect(session.signedInAt).toBeNull();
    expect(storage.map.has(SIGNED_IN_AT_KEY)).toBe(false);
  });

  it('works without storage (blocked or absent)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    for (const storage of [null, throwing]) {
      const session = new SessionStore(storage);
      // Nothing can be resumed; a sign-in still works, its time kept in memory.
      expect(session.resumeSession(true, 5_000)).toBe(false);
      session.setSession(true, 5_000);
      session.recordSignInComplete();
      expect(session.signedInAt).toBe(5_000);
      session.clear();
      expect(session.signedInAt).toBeNull();
    }
  });
});

describe('AccountsStore', () => {
  const overview = { stakingTotalBalance: {}, stakingTotalRewards: {}, accountTotalRewards: {} };
  const usd = sampleAccount({
    id: 'usd-1',
    currency: 'USD',
    amount: '100.00',
    spendableAmount: '100.00',
  });
  const eur = sampleAccount({
    id: 'eur-1',
    currency: 'EUR',
    amount: '7.00',
    spendableAmount: '7.00',
  });

  it('shows a live event’s balances at once, then re-reads quietly (a failure keeps them, no toast)', async () => {
    let answer: 'first' | 'fail' = 'first';
    const onError = vi.fn();
    const api = createBankClient(
      fakeTransport({
        getAccounts: () => {
          if (answer === 'fail') throw new Error('offline');
          return [usd, eur];
        },
        getAccountOverview: overview,
      }),
    );
    const store = new AccountsStore(() => api, onError);
    await store.refresh();
    answer = 'fail';
    const reread = store.applyEvent({
      balances: [
        { accountId: 'usd-1', currency: 'USD', amount: '125.00', spendableAmount: '120.00' },
      ],
    });
    expect(store.accounts.map((a) => [a.id, a.amount, a.spendableAmount])).toEqual([
      ['usd-1', '125.00', '120.00'],
      ['eur-1', '7.00', '7.00'],
    ]);
    await reread;
    expect(store.accounts[0]!.amount).toBe('125.00');
    expect(store.error).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('drops an answer older than one already shown (it may predate a live event)', async () => {
    const answers: ((accounts: unknown) => void)[] = [];
    const api = createBankClient(
      fakeTransport({
        getAccounts: () => new Promise((resolve) => answers.push(resolve)),
        getAccountOverview: overview,
      }),
    );
    const store = new AccountsStore(() => api);
    const older = store.refresh();
    const newer = store.refresh({ quiet: true });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!([{ ...usd, amount: '125.00' }]);
    await newer;
    answers[0]!([usd]);
    await older;
    expect(store.accounts[0]!.amount).toBe('125.00');
    expect(store.loading).toBe(false);
  });

  it('loads accounts, overview, spendable and the rate', async () => {
    const api = createBankClient(
      fakeTransport({
        getAccounts: [],
        getAccountOverview: {
          stakingTotalBalance: {},
          stakingTotalRewards: {},
          accountTotalRewards: {},
        },
        getSpendable: { spendableAmountInAxc: '10', spendableAmountInUsd: '5' },
        getConversionRate: { conversionRate: '0.5' },
      }),
    );
    const store = new AccountsStore(() => api);
    await store.refresh({ withRate: true });
    expect(store.rate).toBe('0.5');
    expect(store.rateUpdatedAt).toBeInstanceOf(Date);
    expect(store.spendable?.spendableAmountInAxc).toBe('10');
    expect(store.loading).toBe(false);
    store.clear();
    expect(store.rate).toBeNull();
    expect(store.overview).toBeNull();
  });

  it('reports a failure, once', async () => {
    const onError = vi.fn();
    const store = new AccountsStore(() => createBankClient(fakeTransport({})), onError);
    await store.refresh({ withRate: true });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('getAccounts'));
    expect(store.error).toEqual(expect.stringContaining('getAccounts'));
    expect(store.loading).toBe(false);
  });

  const lists = {
    getAccounts: [{ id: 'acc-1' }],
    getAccountOverview: {
      stakingTotalBalance: {},
      stakingTotalRewards: {},
      accountTotalRewards: {},
    },
  };

  it('keeps the accounts when only the rate card cannot be read', async () => {
    const onError = vi.fn();
    const store = new AccountsStore(() => createBankClient(fakeTransport(lists)), onError);
    await store.refresh({ withRate: true });
    expect(store.accounts).toHaveLength(1);
    expect(store.error).toBeNull();
    expect(store.rate).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('getSpendable'));
    expect(store.loading).toBe(false);
  });

  it('reads no rate card figures without withRate (no GLOBAL_SPENDABLE_AMOUNT)', async () => {
    const onError = vi.fn();
    const store = new AccountsStore(() => createBankClient(fakeTransport(lists)), onError);
    await store.refresh();
    expect(store.accounts).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('re-reads only the AXC/USD rate, and rejects without reporting when it cannot', async () => {
    const getConversionRate = vi.fn((request: { query?: unknown }) => {
      expect(request.query).toEqual({ fromCurrency: 'AXC', toCurrency: 'USD' });
      return { conversionRate: '0.0251' };
    });
    const at = new Date('2026-11-21T10:00:00Z');
    const onError = vi.fn();
    const store = new AccountsStore(
      () => createBankClient(fakeTransport({ getConversionRate })),
      onError,
      () => at,
    );
    await store.refreshRate();
    expect(store.rate).toBe('0.0251');
    expect(store.rateUpdatedAt).toBe(at);
    const failing = new AccountsStore(() => createBankClient(fakeTransport({})), onError);
    await expect(failing.refreshRate()).rejects.toThrow('getConversionRate');
    expect(onError).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after clear() (sign-out)', async () => {
    let answer: (value: unknown) => void = () => {};
    const store = new AccountsStore(() =>
      createBankClient(
        fakeTransport({ getConversionRate: () => new Promise((resolve) => (answer = resolve)) }),
      ),
    );
    const pending = store.refreshRate();
    store.clear();
    answer({ conversionRate: '0.03' });
    await pending;
    expect(store.rate).toBeNull();
    expect(store.rateUpdatedAt).toBeNull();
  });
});

describe('banner visibility (seed 000 §2.5)', () => {
  it.each([
    ['disabled', { ...banner, enabled: false }, null, false],
    ['never dismissed', banner, null, true],
    ['dismissed after the update', banner, '2026-01-11T00:00:00.000Z', false],
    ['updated after the dismissal', banner, '2026-01-09T00:00:00.000Z', true],
    ['no banner', null, null, false],
  ] as const)('%s', (_name, setting, dismissedAt, expected) => {
    expect(isBannerVisible(setting, dismissedAt)).toBe(expected);
  });
});

describe('SettingsStore', () => {
  it('stores the dismissal per user and restores it', async () => {
    const storage = memoryStorage();
    const api = createBankClient(fakeTransport({ getBankSetting: banner }));
    const now = () => new Date('2026-02-01T00:00:00.000Z');
    const store = new SettingsStore(() => api, storage, now);
    await store.loadBanner('user-1');
    expect(store.bannerVisible).toBe(true);
    store.dismissBanner();
    expect(store.bannerVisible).toBe(false);
    expect(store.bannerDismissed).toBe(true);
    expect(JSON.parse(storage.map.get(bannerDismissKey('user-1')) ?? '{}')).toEqual({
      visible: false,
      at: '2026-02-01T00:00:00.000Z',
    });

    // Another store (a new page load) reads the same user's choice; another user is unaffected.
    const again = new SettingsStore(() => api, storage, now);
    await again.loadBanner('user-1');
    expect(again.bannerVisible).toBe(false);
    const other = new SettingsStore(() => api, storage, now);
    await other.loadBanner('user-2');
    expect(other.bannerVisible).toBe(true);

    again.restoreBanner();
    expect(again.bannerVisible).toBe(true);
    expect(storage.map.has(bannerDismissKey('user-1'))).toBe(false);
    again.clear();
    expect(again.banner).toBeNull();
  });

  it('uses the read started before the user was known, once; a failed read changes nothing', async () => {
    const storage = memoryStorage();
    let reads = 0;
    let fail = false;
    const api = createBankClient(
      fakeTransport({
        getBankSetting: () => {
          reads += 1;
          if (fail) throw new Error('unavailable');
          return banner;
        },
      }),
    );
    const store = new SettingsStore(() => api, storage);
    store.prefetchBanner();
    store.prefetchBanner();
    expect(reads).toBe(1);
    await store.loadBanner('user-1');
    expect(reads).toBe(1);
    expect(store.userId).toBe('user-1');
    expect(store.bannerVisible).toBe(true);
    // Later loads read again.
    fail = true;
    await expect(store.loadBanner('user-2')).rejects.toThrow();
    expect(reads).toBe(2);
    expect(store.userId).toBe('user-1');
    expect(store.banner).toEqual(banner);
  });
});
