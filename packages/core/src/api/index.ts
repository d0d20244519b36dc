export * from './operations';
export * from './schemas';
export * from './contract';
export * from './cryptoDeposit';
export * from './cardDeposit';
export * from './client';
export * from './transfers';
export * from './staking';
