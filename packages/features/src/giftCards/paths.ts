// The gift-card area's paths, apart from everything else so the manifest (in the app's first chunk) and the screens
// share them without pulling in each other's modules.

export const GIFT_CARDS_PATH = '/gift-cards';
export const GIFT_CARD_BUY_PATH = '/gift-cards/buy';
export const giftCardPath = (id: string) => `/gift-cards/${encodeURIComponent(id)}`;
