export * from './user';
export * from './registration';
export * from './account';
export * from './settings';
export * from './transaction';
export * from './transfer';
export * from './cryptoDeposit';
export * from './cardDeposit';
