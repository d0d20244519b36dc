export { CardActionsTab, type CardActionsTabProps } from './CardActionsTab';
