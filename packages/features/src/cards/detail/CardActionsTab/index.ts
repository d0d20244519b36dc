export { CardActionsTab } from './CardActionsTab';
