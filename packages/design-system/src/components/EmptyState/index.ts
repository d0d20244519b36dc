export { EmptyState, type EmptyStateProps, type EmptyStateHeadingLevel } from './EmptyState';
