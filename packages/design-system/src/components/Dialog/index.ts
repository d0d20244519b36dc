// Dialog and AlertDialog share this folder: AlertDialog is a Dialog with role alertdialog and fixed actions.
export {
  Dialog,
  DialogTrigger,
  type DialogProps,
  type DialogSize,
  type DialogContent,
  type DialogTriggerProps,
} from './Dialog';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
