export { LoadCardDialog, type LoadCardDialogProps } from './LoadCardDialog';
export { LoadCardForm, type LoadCardSnapshot, type LoadProblem } from './LoadCardForm';
