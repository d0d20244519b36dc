export { StatementOfAccount } from './StatementOfAccount';
