export { RequestPhysicalDialog, type RequestPhysicalDialogProps } from './RequestPhysicalDialog';
export { RequestPhysicalForm, type RequestPhysicalSnapshot } from './RequestPhysicalForm';
