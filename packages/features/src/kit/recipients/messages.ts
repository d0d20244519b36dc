import { GENERAL_MESSAGES, TRANSFER_MESSAGES } from '@axia/core';

// The recipient dialogs' words. 'Spec' ones are seed 001's verbatim (§2 Beneficiaries, §5, §8); the others are
// ours: the spec names the fields and dialogs without quoting every label.

export const RECIPIENT_TEXT = {
  // Spec.
  createTitle: 'Create recipient',
  updateTitle: 'Update beneficiary',
  created: TRANSFER_MESSAGES.recipientCreated,
  updated: TRANSFER_MESSAGES.recipientUpdated,
  removed: TRANSFER_MESSAGES.recipientRemoved,
  cannotAdd: TRANSFER_MESSAGES.cannotAddRecipient,
  removeFailed: TRANSFER_MESSAGES.removeFailed,
  unknownError: GENERAL_MESSAGES.unknownError,
  // Ours.
  name: 'Name',
  email: 'Email',
  emailFixed: 'The email of a recipient cannot be changed.',
  create: 'Create',
  save: 'Save',
  cancel: 'Cancel',
  ok: 'OK',
  remove: 'Remove',
  removeTitle: 'Remove this recipient?',
  removeMessage: (name: string) =>
    `${name} will no longer be among your recipients. You can add them again at any time.`,
} as const;
