import { defineFeature, type FeatureRoute, type Gate } from '../kit';
import { CARD_APPLY_PATH, CARDS_PATH } from './paths';

// Debit cards (seed 002 §2 Cards): /cards (the list), /cards/apply (the order wizard) and /cards/{cardId}. One
// dynamic import of one module, so the feature is one chunk.
//
// Flags. Seed 000 §2 names the menu's; seed 002 leaves three unnamed, mapped onto the seed-000 list in core's
// CARD_FLAGS (one place, the bank reads the same; literals here because the manifest is in the app's first chunk,
// which must not pull in core's card rules — manifest.test.ts checks that the two agree):
// - the whole area: MENU_CARDS, ACTIVE users only;
// - the card service (Order Card greyed with 'This service is temporarily unavailable, please try again later.'
//   when off) and the apply route's extra gate ('feature not named'): CARD;
// - the physical-card feature (physical fee, shipping, phone required, Request Physical Card), Courier delivery and
//   package tracking: CARD_COURIER_OPTION, the list's only flag about delivering a plastic card.
// No bottom tab: seed 000 §2 names the mobile tab bar's five (Account, Deposit, Transfer, Stakings, Profile).
// The development-mode buttons (Edit Account, 'Switch to no card view') are left out.
const screens = () => import('./screens');
type Screens = Awaited<ReturnType<typeof screens>>;

export const CARDS_GATE: Gate = {
  auth: 'signed-in',
  feature: 'MENU_CARDS',
  statuses: ['ACTIVE'],
};
export const CARD_APPLY_GATE: Gate = { ...CARDS_GATE, alsoFeatures: ['CARD'] };

const route = (path: string, title: string, screen: keyof Screens, gate = CARDS_GATE) =>
  ({
    path,
    title,
    gate,
    load: () => screens().then((m) => ({ default: m[screen] })),
  }) satisfies FeatureRoute;

export const cardsFeature = defineFeature({
  id: 'cards',
  routes: [
    route(CARDS_PATH, 'Cards', 'CardsScreen'),
    route(CARD_APPLY_PATH, 'Order card', 'CardApplyScreen', CARD_APPLY_GATE),
    route(`${CARDS_PATH}/:cardId`, 'Card details', 'CardDetailScreen'),
  ],
  menu: [
    { id: 'cards', label: 'Cards', to: CARDS_PATH, icon: 'card', order: 40, gate: CARDS_GATE },
  ],
});
