export { CardFace } from './CardFace';
