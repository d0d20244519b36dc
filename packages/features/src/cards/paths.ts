// The card area's paths, apart from everything else so the manifest (in the app's first chunk) and the screens
// share them without pulling in each other's modules.

export const CARDS_PATH = '/cards';
export const CARD_APPLY_PATH = '/cards/apply';
export const cardPath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}`;
/** The card KYC form with this card preselected (issue 16): 'Get KYC verified' and 'KYC Not Verified' link here. */
export { cardKycPath } from '../profile/paths';
