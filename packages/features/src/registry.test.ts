import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@axia/core';
import { evaluateGate, type GateContext } from './kit';
import { publicRegistry } from './publicRegistry';
import { registry } from './registry';

// The app's real registry (every feature's manifest), asked what a customer may open and see. The answers are
// written by hand from the spec: seed 000 §2.1 (route gating, feature-gated groups), §2.2 (the side menu's gates),
// seed 001 §2 (Buy Gift Card, feature gated) and seed 002 §2 (/cards/apply: an extra feature gate on the route).

/** A fully registered ACTIVE customer in production with these flags. */
function customer(...features: FeatureFlag[]): GateContext {
  return {
    signedIn: true,
    registrationCompleted: true,
    status: 'ACTIVE',
    features,
    environment: 'production',
    privileged: false,
  };
}

function mayOpen(path: string, ctx: GateContext): boolean {
  const route = registry.routes.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in the registry`);
  return evaluateGate(route.gate, ctx);
}

const menuFor = (ctx: GateContext) =>
  registry.menu.filter((entry) => evaluateGate(entry.gate, ctx)).map((entry) => entry.label);

describe('the order-card route /cards/apply has an extra feature gate (seed 002 §2)', () => {
  it('is closed to a customer with the cards area (MENU_CARDS) but not the card service (CARD)', () => {
    const cardsOnly = customer('MENU_CARDS');
    expect(mayOpen('/cards', cardsOnly)).toBe(true);
    expect(mayOpen('/cards/:cardId', cardsOnly)).toBe(true);
    expect(mayOpen('/cards/apply', cardsOnly)).toBe(false);
  });

  it('opens once the customer has both MENU_CARDS and CARD', () => {
    expect(mayOpen('/cards/apply', customer('MENU_CARDS', 'CARD'))).toBe(true);
  });

  it('stays closed with CARD alone (the cards area needs MENU_CARDS)', () => {
    expect(mayOpen('/cards/apply', customer('CARD'))).toBe(false);
    expect(mayOpen('/cards', customer('CARD'))).toBe(false);
  });

  it('is for ACTIVE customers only, like the rest of the cards area', () => {
    const suspended = { ...customer('MENU_CARDS', 'CARD'), status: 'SUSPENDED' as const };
    expect(mayOpen('/cards/apply', suspended)).toBe(false);
  });
});

describe('the buy-gift-card route /gift-cards/buy is feature gated (seed 001 §2)', () => {
  it('is closed to a customer with the gift-card area (MENU_GIFT_CARDS) but not GIFT_CARD', () => {
    const areaOnly = customer('MENU_GIFT_CARDS');
    expect(mayOpen('/gift-cards', areaOnly)).toBe(true);
    expect(mayOpen('/gift-cards/:giftCardId', areaOnly)).toBe(true);
    expect(mayOpen('/gift-cards/buy', areaOnly)).toBe(false);
  });

  it('opens once the customer has both MENU_GIFT_CARDS and GIFT_CARD', () => {
    expect(mayOpen('/gift-cards/buy', customer('MENU_GIFT_CARDS', 'GIFT_CARD'))).toBe(true);
  });

  it('stays closed with GIFT_CARD alone', () => {
    expect(mayOpen('/gift-cards/buy', customer('GIFT_CARD'))).toBe(false);
  });
});

describe('the side menu (seed 000 §2.2)', () => {
  it('shows Cards and Gift cards with their area flags alone: the extra flags gate the order routes, not the menu', () => {
    const menu = menuFor(customer('MENU_CARDS', 'MENU_GIFT_CARDS'));
    expect(menu).toContain('Cards');
    expect(menu).toContain('Gift cards');
  });

  it('hides Cards and Gift cards without their area flags, even with CARD and GIFT_CARD', () => {
    const menu = menuFor(customer('CARD', 'GIFT_CARD'));
    expect(menu).not.toContain('Cards');
    expect(menu).not.toContain('Gift cards');
  });
});

describe('the registry composes every feature once', () => {
  it('gives each route path one owner feature', () => {
    const paths = registry.routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const owner = (path: string) => registry.routes.find((r) => r.path === path)?.featureId;
    expect(owner('/cards/apply')).toBe('cards');
    expect(owner('/gift-cards/buy')).toBe('gift-cards');
  });
});

describe("the signed-out pages' registry (the app starts with it there: issue 46)", () => {
  it('has every signed-out page, each the same route as in the whole registry', () => {
    const paths = publicRegistry.routes.map((r) => r.path).sort();
    expect(paths).toEqual(
      [
        '/error',
        '/forgot-password',
        '/login',
        '/maintenance',
        '/mfa-login',
        '/onboarding/disabled',
        '/reset-password',
        '/sign-up',
        '/sign-up-confirm',
      ].sort(),
    );
    for (const route of publicRegistry.routes)
      expect(registry.routes.find((r) => r.path === route.path)).toEqual(route);
  });

  it("has no menu, and no signed-in page but the system's /onboarding/disabled", () => {
    const signedIn = publicRegistry.routes.filter((r) => r.gate?.auth === 'signed-in');
    expect(signedIn.map((r) => r.path)).toEqual(['/onboarding/disabled']);
    expect(publicRegistry.menu).toEqual([]);
    expect(publicRegistry.tabs).toEqual([]);
  });
});
