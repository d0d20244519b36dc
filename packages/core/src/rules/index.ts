export * from './text';
export * from './auth';
export * from './onboarding';
export * from './account';
export * from './tokenDeposit';
export * from './networkDeposit';
export * from './transferAddress';
export * from './phone';
