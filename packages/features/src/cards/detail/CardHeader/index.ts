export { CardHeader, type CardHeaderProps } from './CardHeader';
export { useSecureDetails, type SecureDetails, type UseSecureDetails } from './useSecureDetails';
