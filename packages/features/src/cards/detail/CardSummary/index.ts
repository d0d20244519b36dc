export { CardSummary } from './CardSummary';
