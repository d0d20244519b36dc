import { CARD_FLAGS, GIFT_CARD_FLAGS } from '@axia/core';
import { describe, expect, it } from 'vitest';
import { giftCardsFeature, GIFT_CARD_BUY_GATE, GIFT_CARDS_GATE } from '../giftCards/manifest';
import { CARD_APPLY_GATE, CARDS_GATE, cardsFeature } from './manifest';

// The manifests name their flags as literals (they are in the app's first chunk, which must not pull in core's card
// rules); these must stay the flags core maps the spec's gates onto, which the bank enforces.
describe('card and gift-card manifests', () => {
  it('gate the areas and the order routes with core’s flags', () => {
    expect(CARDS_GATE).toMatchObject({ feature: CARD_FLAGS.menu, statuses: ['ACTIVE'] });
    expect(CARD_APPLY_GATE).toMatchObject({
      feature: CARD_FLAGS.menu,
      alsoFeatures: [CARD_FLAGS.apply],
    });
    expect(GIFT_CARDS_GATE).toMatchObject({ feature: GIFT_CARD_FLAGS.menu, statuses: ['ACTIVE'] });
    expect(GIFT_CARD_BUY_GATE).toMatchObject({
      feature: GIFT_CARD_FLAGS.menu,
      alsoFeatures: [GIFT_CARD_FLAGS.buy],
    });
  });
  it('add menu entries but no bottom tab (seed 000 §2 names the tab bar’s five)', () => {
    expect(cardsFeature.menu?.map((m) => m.label)).toEqual(['Cards']);
    expect(giftCardsFeature.menu?.map((m) => m.label)).toEqual(['Gift cards']);
    expect('tabs' in cardsFeature).toBe(false);
    expect('tabs' in giftCardsFeature).toBe(false);
  });
});
