// The profile area's paths (seed 002 §2 Profile area), apart from everything else so the manifest (in the app's first
// chunk) and the screens share them without pulling in each other's modules.

export const PROFILE_PATH = '/profile';
export const EMAIL_AND_PHONE_PATH = '/email-and-phone';
export const USER_DOCUMENT_PATH = '/user-document';
export const UPLOAD_DOCUMENT_PATH = '/upload-document';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const TWO_FACTOR_PATH = '/two-factor';
export const SECURITY_PATH = '/security';
export const NOTIFICATIONS_PATH = '/notifications';
export const MESSAGES_PATH = '/messages';
export const uploadDocumentPath = (id: string) =>
  `${UPLOAD_DOCUMENT_PATH}/${encodeURIComponent(id)}`;
/** The card page's 'Get KYC verified' link: the card form with this card preselected. */
export const cardKycPath = (cardId: string) =>
  `${UPLOAD_DOCUMENT_PATH}?documentType=CARD_KYC&cardId=${encodeURIComponent(cardId)}`;
