export * from './decimal';
export * from './currency';
