// The gift-card screens, one module so the feature is one chunk (see ../manifest.ts).
export { GiftCardsScreen } from './GiftCardsScreen';
export { GiftCardBuyScreen } from '../buy/GiftCardBuyScreen';
export { GiftCardDetailScreen } from '../detail/GiftCardDetailScreen';
