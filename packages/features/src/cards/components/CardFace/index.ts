export { CardFace, CARD_FACE_TEXT, type CardFaceCard, type CardFaceProps } from './CardFace';
