import { describe, expect, it } from 'vitest';
import {
  createRegistry,
  defineFeature,
  evaluateGate,
  FeatureRegistrationError,
  type GateContext,
} from './index';

const load = async () => ({ default: () => null });
const ctx: GateContext = {
  signedIn: true,
  registrationCompleted: true,
  status: 'ACTIVE',
  features: ['MENU_TRANSFER'],
  environment: 'production',
  privileged: false,
};

describe('evaluateGate', () => {
  it.each([
    [undefined, ctx, true],
    // An absent field does not restrict; 'signed-in' needs a session; registration one way or the other.
    [{}, { ...ctx, signedIn: false, registrationCompleted: false }, true],
    [{ auth: 'public' as const }, { ...ctx, signedIn: false }, true],
    [{ auth: 'signed-in' as const }, { ...ctx, signedIn: false }, false],
    [{ auth: 'signed-in' as const }, ctx, true],
    [{ registration: 'complete' as const }, { ...ctx, registrationCompleted: false }, false],
    [{ registration: 'complete' as const }, ctx, true],
    [{ registration: 'incomplete' as const }, ctx, false],
    [{ registration: 'incomplete' as const }, { ...ctx, registrationCompleted: false }, true],
    [
      { statuses: ['ACTIVE', 'SUSPENDED'] as const },
      { ...ctx, status: 'SUSPENDED' as const },
      true,
    ],
    [{ statuses: ['ACTIVE'] as const }, { ...ctx, status: 'SUSPENDED' as const }, false],
    [{ statuses: ['ACTIVE'] as const }, { ...ctx, status: null }, false],
    [{ feature: 'MENU_TRANSFER' as const }, ctx, true],
    [{ feature: 'MENU_CARDS' as const }, ctx, false],
    [{ environments: ['production'] as const }, ctx, true],
    [{ environments: ['local', 'dev', 'uat'] as const }, ctx, false],
    [{ privileged: true }, ctx, false],
    [{ privileged: true }, { ...ctx, privileged: true }, true],
    // alsoFeatures: every one of the extra flags too (a route with an extra gate, e.g. /cards/apply needs CARD).
    [{ alsoFeatures: ['CARD'] as const }, ctx, false],
    [{ alsoFeatures: ['CARD'] as const }, { ...ctx, features: ['CARD'] }, true],
    [
      { feature: 'MENU_CARDS' as const, alsoFeatures: ['CARD', 'CARD_COURIER_OPTION'] as const },
      { ...ctx, features: ['MENU_CARDS', 'CARD'] },
      false,
    ],
    [
      { feature: 'MENU_CARDS' as const, alsoFeatures: ['CARD', 'CARD_COURIER_OPTION'] as const },
      { ...ctx, features: ['CARD_COURIER_OPTION', 'CARD', 'MENU_CARDS'] },
      true,
    ],
  ])('%j with %j → %s', (gate, context, expected) => {
    expect(evaluateGate(gate, context)).toBe(expected);
  });
});

describe('registry', () => {
  const transfer = defineFeature({
    id: 'transfer',
    routes: [{ path: '/transfer', load, gate: { feature: 'MENU_TRANSFER' } }],
    menu: [{ id: 'transfer', label: 'Transfer', to: '/transfer', icon: 'transfer', order: 30 }],
  });
  const accounts = defineFeature({
    id: 'accounts',
    routes: [{ path: '/accounts', load }],
    menu: [{ id: 'account', label: 'Account', to: '/accounts', icon: 'home', order: 10 }],
    tabs: [{ id: 'account', label: 'Account', to: '/accounts', icon: 'home', order: 10 }],
  });

  it('composes routes, and menu and tab entries in order', () => {
    const registry = createRegistry([transfer, accounts]);
    expect(registry.routes.map((r) => [r.path, r.featureId])).toEqual([
      ['/transfer', 'transfer'],
      ['/accounts', 'accounts'],
    ]);
    expect(registry.menu.map((m) => m.label)).toEqual(['Account', 'Transfer']);
    expect(registry.tabs.map((t) => t.label)).toEqual(['Account']);
  });

  it('orders the bottom tabs by their order, whatever the order of the features', () => {
    const profile = defineFeature({
      id: 'profile',
      routes: [{ path: '/profile', load }],
      tabs: [{ id: 'profile', label: 'Profile', to: '/profile', icon: 'user', order: 50 }],
    });
    const registry = createRegistry([profile, transfer, accounts]);
    expect(registry.tabs.map((t) => t.label)).toEqual(['Account', 'Profile']);
    expect(registry.menu.map((m) => m.label)).toEqual(['Account', 'Transfer']);
  });

  it('rejects duplicate feature ids', () => {
    expect(() => createRegistry([accounts, { ...transfer, id: 'accounts' }])).toThrow(
      new FeatureRegistrationError('Duplicate feature id "accounts"'),
    );
  });

  it('rejects duplicate paths and names both features', () => {
    const clash = defineFeature({ id: 'other', routes: [{ path: '/accounts', load }] });
    expect(() => createRegistry([accounts, clash])).toThrow(
      'Duplicate path "/accounts" in features "accounts" and "other"',
    );
  });

  it('rejects unknown feature flags, ids that are not kebab-case and relative paths', () => {
    expect(() =>
      defineFeature({
        id: 'x',
        routes: [{ path: '/x', load, gate: { feature: 'NOPE' as never } }],
      }),
    ).toThrow('Feature "x": unknown feature flag "NOPE"');
    expect(() =>
      defineFeature({
        id: 'x',
        routes: [
          { path: '/x', load, gate: { feature: 'MENU_CARDS', alsoFeatures: ['NOPE' as never] } },
        ],
      }),
    ).toThrow('Feature "x": unknown feature flag "NOPE"');
    expect(() => defineFeature({ id: 'Bad Id', routes: [] })).toThrow('must be kebab-case');
    expect(() => defineFeature({ id: 'gift cards', routes: [] })).toThrow('must be kebab-case');
    expect(() => defineFeature({ id: 'gift-cards', routes: [] })).not.toThrow();
    expect(() => defineFeature({ id: 'x', routes: [{ path: 'x', load }] })).toThrow(
      'must start with /',
    );
  });
});
