export { CardStatement } from './CardStatement';
export { CardStatementStore } from './CardStatementStore';
