export * from './domain';
export * from './money';
export * from './rules';
export * from './messages';
export * from './api';
export * from './access';
