export { CardHeader } from './CardHeader';
export { useSecureDetails } from './useSecureDetails';
