export { CardSummary, limitRows } from './CardSummary';
