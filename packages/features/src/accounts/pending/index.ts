// The overview's pending sections (seed 001 §2 'Transactions in Review', 'Pending Transactions'). The parts the
// wire deposit wizard shows too (the source-of-funds declaration, the wire instructions, sanitised HTML) are kit's
// (kit/money).
export { PendingTransactions } from './PendingTransactions';
