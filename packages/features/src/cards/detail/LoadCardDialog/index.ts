export { LoadCardDialog } from './LoadCardDialog';
