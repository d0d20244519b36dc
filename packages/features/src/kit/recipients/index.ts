// Recipient management shared by /Beneficiaries and the transfer wizards (a member as a recipient).
export { useRecipientDialogs, type RecipientDialogRequest } from './useRecipientDialogs';
export { type RecipientChangeResult, type RecipientValues } from './recipient';
