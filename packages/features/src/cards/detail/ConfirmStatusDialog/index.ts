export {
  ConfirmStatusDialog,
  type ConfirmStatusDialogProps,
  type StatusChange,
} from './ConfirmStatusDialog';
