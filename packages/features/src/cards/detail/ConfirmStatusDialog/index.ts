export { ConfirmStatusDialog } from './ConfirmStatusDialog';
