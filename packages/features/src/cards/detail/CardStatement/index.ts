export { CardStatement, type CardStatementProps } from './CardStatement';
export { CardStatementStore, monthOfDate, type StatementRead } from './CardStatementStore';
