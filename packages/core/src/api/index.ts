export * from './operations';
export * from './schemas';
export * from './contract';
export * from './client';
