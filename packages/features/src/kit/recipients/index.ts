// Recipient management shared by /Beneficiaries and the transfer wizards (a member as a recipient).
export {
  RecipientDialog,
  RecipientErrorDialog,
  RemoveRecipientDialog,
  type RecipientDialogProps,
  type RecipientErrorDialogProps,
  type RemoveRecipientDialogProps,
} from './RecipientDialog';
export {
  useRecipientDialogs,
  type RecipientDialogRequest,
  type RecipientDialogs,
  type RecipientDialogsOptions,
} from './useRecipientDialogs';
export { RECIPIENT_TEXT } from './messages';
export {
  recipientErrors,
  trimRecipient,
  RECIPIENT_EMAIL_MAX,
  RECIPIENT_NAME_MAX,
  type RecipientChangeResult,
  type RecipientErrors,
  type RecipientField,
  type RecipientTarget,
  type RecipientValues,
} from './recipient';
