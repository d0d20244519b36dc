import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import { GIFT_CARD_BUY_PATH, GIFT_CARDS_PATH } from './paths';

// Gift cards (seed 001 §2 Gift cards): /gift-cards (the list), /gift-cards/buy (the purchase wizard) and
// /gift-cards/{id}. One dynamic import of one module, so the feature is one chunk.
//
// Flags: the whole area MENU_GIFT_CARDS, ACTIVE users only (seed 000 §2); 'Buy Gift Card … (feature gated)' and its
// route: GIFT_CARD (core GIFT_CARD_FLAGS; the bank enforces the same; literals here because the manifest is in the
// app's first chunk — manifest.test.ts checks they agree). No bottom tab: seed 000 §2 names the mobile
// tab bar's five (Account, Deposit, Transfer, Stakings, Profile).
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;

export const GIFT_CARDS_GATE: Gate = {
  auth: 'signed-in',
  feature: 'MENU_GIFT_CARDS',
  statuses: ['ACTIVE'],
};
export const GIFT_CARD_BUY_GATE: Gate = { ...GIFT_CARDS_GATE, alsoFeatures: ['GIFT_CARD'] };

const route = (path: string, title: string, screen: keyof Screens, gate = GIFT_CARDS_GATE) =>
  ({
    path,
    title,
    gate,
    load: () => screens().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;

export const giftCardsFeature = defineFeature({
  id: 'gift-cards',
  routes: [
    route(GIFT_CARDS_PATH, 'Gift cards', 'GiftCardsScreen'),
    route(GIFT_CARD_BUY_PATH, 'Buy gift card', 'GiftCardBuyScreen', GIFT_CARD_BUY_GATE),
    route(`${GIFT_CARDS_PATH}/:giftCardId`, 'Gift card details', 'GiftCardDetailScreen'),
  ],
  menu: [
    {
      id: 'gift-cards',
      label: 'Gift cards',
      to: GIFT_CARDS_PATH,
      icon: 'gift',
      order: 60,
      gate: GIFT_CARDS_GATE,
    },
  ],
});
