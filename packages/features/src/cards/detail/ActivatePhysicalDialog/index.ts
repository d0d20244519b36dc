export { ActivatePhysicalDialog, type ActivatePhysicalDialogProps } from './ActivatePhysicalDialog';
