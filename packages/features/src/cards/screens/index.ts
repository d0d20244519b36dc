// The card screens, one module so the feature is one chunk (see ../manifest.ts).
export { CardsScreen } from './CardsScreen';
export { CardApplyScreen } from '../apply/CardApplyScreen';
export { CardDetailScreen } from '../detail/CardDetailScreen';
