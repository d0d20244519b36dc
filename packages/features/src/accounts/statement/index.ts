export { StatementOfAccount, type StatementOfAccountProps } from './StatementOfAccount';
