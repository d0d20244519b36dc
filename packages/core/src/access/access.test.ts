import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  decideAccess,
  matchPath,
  type AccessState,
  type AccessUser,
} from './index';

const ALL_MENUS = [
  'MENU_DEPOSIT',
  'MENU_TRANSFER',
  'MENU_CARDS',
  'MENU_STAKINGS',
  'MENU_GIFT_CARDS',
  'UPLOAD_DOCUMENT',
];
const active: AccessUser = {
  status: 'ACTIVE',
  createdAt: '2025-01-15T10:00:00Z',
  features: ALL_MENUS,
  consent: {},
  registrationCompleted: true,
};
const signedIn = (user: Partial<AccessUser> = {}): AccessState => ({
  signedIn: true,
  tokenOverride: false,
  maintenance: false,
  user: { ...active, ...user },
});
const signedOut: AccessState = {
  signedIn: false,
  tokenOverride: false,
  maintenance: false,
  user: null,
};
const legacy = signedIn({
  createdAt: '2022-03-01T09:00:00Z',
  features: [...ALL_MENUS, 'TOKEN_MIGRATION_CONSENT'],
});

type Row = [string, AccessState, string, string | true, boolean?];
const ok = true as const;

// [case, state, path, expected: true (allowed) or the redirect target, remembered?]
const table: Row[] = [
  // tk override: only /accounts; everything else to '/'
  ['tk shows /accounts', { ...signedOut, tokenOverride: true }, '/accounts', ok],
  ['tk hides /profile', { ...signedIn(), tokenOverride: true }, '/profile', '/'],
  ['tk hides /login', { ...signedOut, tokenOverride: true }, '/login', '/'],
  [
    'tk beats maintenance',
    { ...signedOut, tokenOverride: true, maintenance: true },
    '/accounts',
    ok,
  ],
  // maintenance: only '/'
  ['maintenance shows the start page', { ...signedIn(), maintenance: true }, '/', ok],
  ['maintenance hides /accounts', { ...signedIn(), maintenance: true }, '/accounts', '/'],
  ['maintenance hides /login', { ...signedOut, maintenance: true }, '/login', '/'],
  // registration incomplete: onboarding + public auth + kyc-verify-public
  [
    'incomplete: user type select',
    signedIn({ registrationCompleted: false }),
    '/onboarding/user-type-select',
    ok,
  ],
  [
    'incomplete: individual tax id',
    signedIn({ registrationCompleted: false }),
    '/onboarding/individual/tax-id',
    ok,
  ],
  [
    'incomplete: business records',
    signedIn({ registrationCompleted: false }),
    '/onboarding/business/business-records',
    ok,
  ],
  [
    'incomplete: disabled page',
    signedIn({ registrationCompleted: false }),
    '/onboarding/disabled',
    ok,
  ],
  [
    'incomplete: kyc-verify-public',
    signedIn({ registrationCompleted: false }),
    '/kyc-verify-public',
    ok,
  ],
  ['incomplete: sign-up', signedIn({ registrationCompleted: false }), '/sign-up', ok],
  ['incomplete: no /accounts', signedIn({ registrationCompleted: false }), '/accounts', '/'],
  [
    'incomplete: no /deposit',
    signedIn({ registrationCompleted: false }),
    '/deposit/wire-deposit',
    '/',
  ],
  [
    'incomplete beats SUSPENDED',
    signedIn({ registrationCompleted: false, status: 'SUSPENDED' }),
    '/onboarding/individual',
    ok,
  ],
  // signed out: public auth; protected pages to /login, remembered
  ['signed out: login', signedOut, '/login', ok],
  ['signed out: sign-up', signedOut, '/sign-up', ok],
  ['signed out: forgot password', signedOut, '/forgot-password', ok],
  ['signed out: reset password', signedOut, '/reset-password', ok],
  ['signed out: mfa login', signedOut, '/mfa-login', ok],
  ['signed out: sign-up confirm', signedOut, '/sign-up-confirm', ok],
  ['signed out: kyc-verify-public', signedOut, '/kyc-verify-public', ok],
  ['signed out: /accounts needs login', signedOut, '/accounts', '/login', true],
  ['signed out: /transfer needs login', signedOut, '/transfer/wire-transfer', '/login', true],
  ['signed out: /profile needs login', signedOut, '/profile', '/login', true],
  // SUSPENDED: public auth, /accounts, deposit
  ['suspended: /accounts', signedIn({ status: 'SUSPENDED' }), '/accounts', ok],
  ['suspended: deposit', signedIn({ status: 'SUSPENDED' }), '/deposit/wire-deposit', ok],
  ['suspended: no /transfer', signedIn({ status: 'SUSPENDED' }), '/transfer/between-accounts', '/'],
  ['suspended: no /profile', signedIn({ status: 'SUSPENDED' }), '/profile', '/'],
  ['suspended: no account detail', signedIn({ status: 'SUSPENDED' }), '/accounts/abc', '/'],
  ['suspended: /login only when signed out', signedIn({ status: 'SUSPENDED' }), '/login', '/'],
  // migration consent pending (created before 2022-07-29, feature, not agreed)
  ['migration: login', legacy, '/login', ok],
  ['migration: sign-up', legacy, '/sign-up', ok],
  ['migration: kyc-verify-public', legacy, '/kyc-verify-public', ok],
  ['migration: no /accounts', legacy, '/accounts', '/'],
  [
    'migration: agreed is fully registered',
    signedIn({ ...legacy.user, consent: { TOKEN_MIGRATION: true } }),
    '/accounts',
    ok,
  ],
  [
    'migration: created on the cutoff day is not legacy',
    signedIn({ ...legacy.user, createdAt: '2022-07-29T00:00:00Z' }),
    '/accounts',
    ok,
  ],
  [
    'migration: without the feature',
    signedIn({ createdAt: '2022-03-01T09:00:00Z' }),
    '/accounts',
    ok,
  ],
  // fully registered
  ['registered: accounts', signedIn(), '/accounts', ok],
  ['registered: account detail', signedIn(), '/accounts/2f9c', ok],
  ['registered: profile area', signedIn(), '/two-factor', ok],
  ['registered: Beneficiaries (capital B)', signedIn(), '/Beneficiaries', ok],
  ['registered: onboarding still reachable', signedIn(), '/onboarding/individual', ok],
  ['registered: cards with MENU_CARDS', signedIn(), '/cards/apply', ok],
  ['registered: cards without MENU_CARDS', signedIn({ features: [] }), '/cards', '/'],
  ['registered: transfer with the flag', signedIn(), '/transfer/between-members', ok],
  [
    'registered: transfer without the flag',
    signedIn({ features: ['MENU_DEPOSIT'] }),
    '/transfer/between-members',
    '/',
  ],
  ['registered: upload document gated', signedIn({ features: [] }), '/upload-document/7', '/'],
  ['registered: unknown path', signedIn(), '/nope', '/'],
  ['registered: /login only when signed out', signedIn(), '/login', '/'],
  ['registered: no sign-up while signed in', signedIn(), '/sign-up', '/'],
  // /login is shown only when signed out (seed 000 §2.1), whatever else holds
  [
    'incomplete: /login only when signed out',
    signedIn({ registrationCompleted: false }),
    '/login',
    '/',
  ],
  // signed in is a session and a profile: either missing is signed out
  [
    'a profile left from a closed session is signed out',
    { ...signedIn({ registrationCompleted: false }), signedIn: false },
    '/accounts',
    '/login',
    true,
  ],
  [
    'a session whose profile is not read yet is signed out',
    { ...signedIn(), user: null },
    '/accounts',
    '/login',
    true,
  ],
  ['a session whose profile is not read yet: login', { ...signedIn(), user: null }, '/login', ok],
];

describe('decideAccess (seed 000 §2.1 precedence)', () => {
  it.each(table)('%s', (_name, state, path, expected, remembered) => {
    const decision = decideAccess(path, state);
    if (expected === true) {
      expect(decision).toEqual({ allow: true });
    } else {
      expect(decision).toMatchObject({ allow: false, redirectTo: expected });
      expect(decision.allow === false && Boolean(decision.rememberReturnTo)).toBe(
        Boolean(remembered),
      );
    }
  });

  it('always allows the start page, which decides where to go', () => {
    for (const state of [signedOut, signedIn(), legacy, { ...signedIn(), maintenance: true }]) {
      expect(decideAccess('/', state)).toEqual({ allow: true });
    }
  });
});

describe('after sign-in', () => {
  it.each([
    ['/transfer/wire-transfer', '/transfer/wire-transfer'],
    [null, '/'],
    ['//evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['/login', '/'],
  ])('remembered %s → %s', (remembered, expected) => {
    expect(afterSignInPath(remembered)).toBe(expected);
  });
});

describe('matchPath', () => {
  it.each([
    ['/accounts/:id', '/accounts/1', true],
    ['/accounts/:id', '/accounts', false],
    ['/accounts/:id', '/accounts/1/x', false],
    ['/transfer/*', '/transfer/a/b', true],
    ['/transfer/*', '/transfer', false],
    ['/accounts', '/accounts/', true],
    ['/accounts', '/accounts//', true],
    ['/', '/', true],
    ['/cards/:cardId/x', '/cards//x', false],
    ['/cards/:cardId/x', '/cards/7/x', true],
    ['/transfer/*', '/transfer/', false],
  ])('%s ~ %s: %s', (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toBe(expected);
  });
});

// Seed 000 §2.1: the fully registered user's routes, each with the feature its group needs (seed 000 §2.1 and
// §2.2's menu gates; seed 002 §2 'Route /upload-document is feature gated'). [path, the flag it needs or null]
const REGISTERED: [string, string | null][] = [
  ['/error', null],
  ['/maintenance', null],
  ['/accounts', null],
  ['/accounts/2f9c', null],
  ['/profile', null],
  ['/user-document', null],
  ['/upload-document', 'UPLOAD_DOCUMENT'],
  ['/upload-document/7', 'UPLOAD_DOCUMENT'],
  ['/email-and-phone', null],
  ['/change-password', null],
  ['/two-factor', null],
  ['/security', null],
  ['/notifications', null],
  ['/services', null],
  ['/messages', null],
  ['/Beneficiaries', null],
  ['/cards', 'MENU_CARDS'],
  ['/cards/apply', 'MENU_CARDS'],
  ['/cards/42', 'MENU_CARDS'],
  ['/gift-cards', 'MENU_GIFT_CARDS'],
  ['/gift-cards/buy', 'MENU_GIFT_CARDS'],
  ['/gift-cards/9', 'MENU_GIFT_CARDS'],
  ['/stakings', 'MENU_STAKINGS'],
  ['/stakings/5', 'MENU_STAKINGS'],
  ['/transfer', 'MENU_TRANSFER'],
  ['/transfer/wire-transfer', 'MENU_TRANSFER'],
  ['/deposit', 'MENU_DEPOSIT'],
  ['/deposit/wire-deposit', 'MENU_DEPOSIT'],
];

describe("a fully registered user's routes (seed 000 §2.1)", () => {
  it.each(REGISTERED)('%s is open to a registered user with its group’s flag', (path, flag) => {
    expect(decideAccess(path, signedIn({ features: flag ? [flag] : [] }))).toEqual({
      allow: true,
    });
  });

  it.each(REGISTERED.filter(([, flag]) => flag !== null))(
    '%s sends a registered user without %s to the start page',
    (path, flag) => {
      const others = ALL_MENUS.filter((f) => f !== flag);
      expect(decideAccess(path, signedIn({ features: others }))).toEqual({
        allow: false,
        redirectTo: '/',
      });
    },
  );

  it.each(['/dashboard', '/accounts/1/x', '/cards/1/x', '/stakings/5/x', '/beneficiaries'])(
    '%s is no registered route: the start page',
    (path) => {
      expect(decideAccess(path, signedIn())).toEqual({ allow: false, redirectTo: '/' });
    },
  );
});

describe('the public routes (seed 000 §2.1)', () => {
  it.each([
    '/login',
    '/mfa-login',
    '/sign-up',
    '/sign-up-confirm',
    '/forgot-password',
    '/reset-password',
    '/kyc-verify-public',
  ])('%s is open to a signed-out visitor', (path) => {
    expect(decideAccess(path, signedOut)).toEqual({ allow: true });
  });

  it.each([
    '/onboarding/user-type-select',
    '/onboarding/disabled',
    '/onboarding/individual',
    '/onboarding/individual/kyc',
    '/onboarding/business',
    '/onboarding/business/business-address',
  ])('%s is open to a user whose registration is not complete, and to a registered one', (path) => {
    expect(decideAccess(path, signedIn({ registrationCompleted: false }))).toEqual({
      allow: true,
    });
    expect(decideAccess(path, signedIn({ features: [] }))).toEqual({ allow: true });
  });

  it('the start page is "/", the sign-in page "/login", the accounts page "/accounts"', () => {
    expect(decideAccess('/', { ...signedIn(), tokenOverride: true })).toEqual({ allow: true });
    expect(decideAccess('/accounts', { ...signedOut, tokenOverride: true })).toEqual({
      allow: true,
    });
    expect(decideAccess('/profile', signedOut)).toEqual({
      allow: false,
      redirectTo: '/login',
      rememberReturnTo: true,
    });
  });
});
