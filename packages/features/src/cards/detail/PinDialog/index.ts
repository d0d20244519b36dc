export { PinDialog, type PinDialogProps } from './PinDialog';
