export * from './routes';
export * from './access';
