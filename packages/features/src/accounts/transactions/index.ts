export { TransactionHistory, type TransactionHistoryProps } from './TransactionHistory';
export { TransactionHistoryStore } from './TransactionHistoryStore';
export { TransactionDetailDialog, TransactionStatus } from './TransactionDetailDialog';
