export * from './decimal';
export * from './currency';
export * from './cryptoEstimate';
