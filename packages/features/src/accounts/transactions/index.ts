export { TransactionHistory } from './TransactionHistory';
