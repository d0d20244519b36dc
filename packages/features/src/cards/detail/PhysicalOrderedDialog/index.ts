export { PhysicalOrderedDialog, type PhysicalOrderedDialogProps } from './PhysicalOrderedDialog';
