// Seed 002 §2 Profile area, §3 (document request, document types, user settings), §4 Documents and Security
// settings, §5 Documents / Phone, password, §7 Profile, documents, security, §8, §9: the rules of the profile area.
// One home for the app (which shows them) and the bank (which enforces them).

import { AUTH_MESSAGES, ONBOARDING_MESSAGES } from '../messages';
import { PASSWORD_PATTERN } from '../rules/auth';
import { passwordRefusalReason } from '../rules/login';
import { isRealPhoneNumber } from '../rules/phone';
import { CARD_MESSAGES } from './card';
import type { FeatureFlag } from './user';

/** §4: INCOMPLETE is a draft; COMPLETED is shown as APPROVED. */
export const DOCUMENT_REQUEST_STATUSES = [
  'INCOMPLETE',
  'SUBMITTED',
  'COMPLETED',
  'REJECTED',
  'CANCELED',
] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

export const DOCUMENT_REQUEST_STATUS_LABELS: Readonly<Record<DocumentRequestStatus, string>> = {
  INCOMPLETE: 'INCOMPLETE',
  SUBMITTED: 'SUBMITTED',
  COMPLETED: 'APPROVED',
  REJECTED: 'REJECTED',
  CANCELED: 'CANCELED',
};
export const DOCUMENT_REQUEST_STATUS_TONES: Readonly<
  Record<DocumentRequestStatus, 'neutral' | 'info' | 'success' | 'danger' | 'warning'>
> = {
  INCOMPLETE: 'warning',
  SUBMITTED: 'info',
  COMPLETED: 'success',
  REJECTED: 'danger',
  CANCELED: 'neutral',
};

/** §3 every document type the bank knows. */
export const DOCUMENT_TYPE_NAMES = [
  'OTHER',
  'PROOF_OF_TAX_ID',
  'PROOF_OF_TAX_RETURN',
  'BUSINESS_PROOF_OF_INCORPORATE_CERTIFICATE',
  'BUSINESS_PROOF_OF_ADDRESS',
  'AVATAR',
  'CARD_KYC',
  'CARD_KYC_ID',
  'CARD_KYC_ADDRESS',
  'CHANGE_OF_ID_ADDRESS',
  'CHANGE_OF_ID',
  'CHANGE_OF_ADDRESS',
  'BENEFICIARY_ACCOUNT',
] as const;
export type DocumentTypeName = (typeof DOCUMENT_TYPE_NAMES)[number];

/** §2 the Upload Document dropdown, in the spec's order: the four request forms. */
export const DOCUMENT_REQUEST_TYPES = [
  'PROOF_OF_TAX_ID',
  'CARD_KYC',
  'BENEFICIARY_ACCOUNT',
  'CHANGE_OF_ID_ADDRESS',
] as const;
export type DocumentRequestType = (typeof DOCUMENT_REQUEST_TYPES)[number];

export const DOCUMENT_REQUEST_TYPE_LABELS: Readonly<Record<DocumentRequestType, string>> = {
  PROOF_OF_TAX_ID: 'Proof of Tax ID',
  CARD_KYC: 'Debit Card Identity Verification - Limit Increase Application',
  BENEFICIARY_ACCOUNT: 'Beneficiary Account Application',
  CHANGE_OF_ID_ADDRESS: 'Change of Address/ID',
};

/** The kind of file one field of a form takes (§5). */
export type DocumentFileKind = 'taxProof' | 'idImages' | 'addressPdf';

export interface DocumentField {
  /** The sub-document type the file is uploaded as (the key of multipleDocuments). */
  type: DocumentTypeName;
  kind: DocumentFileKind;
  /** The field's label in the form. */
  label: string;
  /** §5 the required message on Submit. */
  required: string;
}

/** §5 each form's file fields, in form order. */
export const DOCUMENT_FORM_FIELDS: Readonly<Record<DocumentRequestType, readonly DocumentField[]>> =
  {
    PROOF_OF_TAX_ID: [
      {
        type: 'PROOF_OF_TAX_ID',
        kind: 'taxProof',
        label: 'Proof of Tax ID',
        required: 'Proof of Tax ID is required!',
      },
    ],
    BENEFICIARY_ACCOUNT: [
      {
        type: 'BENEFICIARY_ACCOUNT',
        kind: 'taxProof',
        label: 'Beneficiary Account Application From',
        required: 'Beneficiary Account Application From is required!',
      },
    ],
    CARD_KYC: [
      {
        type: 'CARD_KYC_ID',
        kind: 'idImages',
        label: 'Proof of Card ID',
        required: 'Proof of Card ID is required!',
      },
      {
        type: 'CARD_KYC_ADDRESS',
        kind: 'addressPdf',
        label: 'Proof of Card Address',
        required: 'Proof of Card Address is required!',
      },
    ],
    CHANGE_OF_ID_ADDRESS: [
      {
        type: 'CHANGE_OF_ID',
        kind: 'idImages',
        label: 'Change of ID',
        required: 'Change of ID is required!',
      },
      {
        type: 'CHANGE_OF_ADDRESS',
        kind: 'addressPdf',
        label: 'Change of Address',
        required: 'Change of Address is required!',
      },
    ],
  };

/** The request type a sub-document type belongs to (null for AVATAR and the others). */
export function documentRequestTypeOf(type: DocumentTypeName): DocumentRequestType | null {
  for (const requestType of DOCUMENT_REQUEST_TYPES)
    if (DOCUMENT_FORM_FIELDS[requestType].some((field) => field.type === type)) return requestType;
  return null;
}

export const DOCUMENT_LIMITS = {
  /**
   * §5 §9 every document request's file: '1,000,000 bytes per document file' — the tax-ID and beneficiary forms'
   * too (issue 42: they took 10 MB; onboarding's own upload, seed 000, keeps its 10 MB).
   */
  maxFileBytes: 1_000_000,
  /** §5 ID images: up to 2 (front and back). */
  maxIdImages: 2,
  /** §5 the proof of address is issued within the last 3 months. */
  addressMaxAgeMonths: 3,
  /** §5 §9 the avatar. */
  maxAvatarBytes: 10_485_760,
  avatarWidth: 390,
  avatarHeight: 295,
  /** §5 image-to-PDF: 1-2 images on A4 (mm). */
  pdfMaxImages: 2,
  a4WidthMm: 210,
  a4HeightMm: 297,
  /** Memo length (ours: the spec is silent). */
  maxMemoLength: 500,
  /** Tax id length (ours). */
  maxTaxIdLength: 64,
} as const;

/** The file types by kind, as the upload accepts them (the bank checks the content). */
export const DOCUMENT_ACCEPT: Readonly<Record<DocumentFileKind, string>> = {
  taxProof: '.png,.jpg,.jpeg,.pdf',
  idImages: 'image/*,.pdf',
  addressPdf: '.pdf',
};

/** §2 the side menu and the Documents flag. */
export const PROFILE_FLAGS = {
  documents: 'UPLOAD_DOCUMENT',
  transaction2fa: 'TRANSACTION2FA',
} as const satisfies Record<string, FeatureFlag>;

/** §4 Edit only while INCOMPLETE. */
export const canEditDocumentRequest = (status: DocumentRequestStatus) => status === 'INCOMPLETE';
/** §4 Cancel disabled once COMPLETED, REJECTED or CANCELED. */
export const canCancelDocumentRequest = (status: DocumentRequestStatus) =>
  status === 'INCOMPLETE' || status === 'SUBMITTED';

export const DOCUMENT_MESSAGES = {
  // Spec (seed 002 §5, §8), verbatim.
  taxIdRequired: ONBOARDING_MESSAGES.taxIdRequired,
  taxCountryRequired: ONBOARDING_MESSAGES.taxCountryRequired,
  canceled: 'Successfully canceled your request',
  submitted: 'Successfully submitted your request for review',
  saved: 'Successfully saved your info',
  applicationSubmitted: 'Successfully submitted your application for review',
  applicationSaved: 'Successfully saved your application',
  fileTooBig: ONBOARDING_MESSAGES.fileTooBig,
  chooseImage: 'Please choose an image',
  atLeastOneImage: 'Please upload at least one image',
  pepUpdated: ONBOARDING_MESSAGES.pepUpdated,
  uploadNew: 'Upload New Document',
  // Ours: the spec shows none for these.
  notFound: 'Document request not found',
  notEditable: 'This request can no longer be changed.',
  notCancelable: 'This request can no longer be canceled.',
  tooManyImages: 'Upload at most 2 images (front and back).',
  imageOnly: 'Upload an image (or one PDF made from the images).',
  pdfOnly: 'Upload a PDF file.',
  taxProofTypes: 'Upload a png, jpg, jpeg or pdf file.',
  fileTooLarge: 'File is too big! The maximum size is 1,000,000 bytes.',
  addressTooOld: 'The proof of address must have been issued within the last 3 months.',
  addressUndated: 'The proof of address PDF does not say when it was issued.',
  cardRequired: 'Please select a card.',
  cardNotFound: 'Card not found',
  avatarNotImage: 'The avatar must be a png, jpeg or webp image.',
} as const;

/** §4 the read-only banners: the card form (and tax, beneficiary) vs the change-of-ID form. */
export function documentStatusBanner(
  type: DocumentRequestType,
  status: DocumentRequestStatus,
): string | null {
  if (status === 'INCOMPLETE') return null;
  const word = {
    SUBMITTED: 'submitted for review',
    COMPLETED: 'approved',
    REJECTED: 'rejected',
    CANCELED: 'canceled',
  }[status];
  const subject =
    type === 'CHANGE_OF_ID_ADDRESS'
      ? 'Your change request'
      : type === 'CARD_KYC'
        ? 'Your card identification change request'
        : type === 'BENEFICIARY_ACCOUNT'
          ? 'Your beneficiary account application'
          : 'Your proof of tax ID request';
  return `${subject} has been ${word}`;
}

/** §5 Save and exit / Submit messages: the beneficiary form is an 'application'. */
export function documentSavedMessage(type: DocumentRequestType, submit: boolean): string {
  const application = type === 'BENEFICIARY_ACCOUNT';
  if (submit)
    return application ? DOCUMENT_MESSAGES.applicationSubmitted : DOCUMENT_MESSAGES.submitted;
  return application ? DOCUMENT_MESSAGES.applicationSaved : DOCUMENT_MESSAGES.saved;
}

/**
 * §5 the proof of address is issued within the last 3 months: true when `issuedAt` is no earlier than three
 * calendar months before `now` (and not in the future by more than a day, a clock skew allowance).
 */
export function isRecentlyIssued(issuedAt: Date, now: Date): boolean {
  // Calendar months back, the day clamped to the month's end (31 May → 28 February, not 3 March).
  const earliest = new Date(now);
  earliest.setUTCDate(1);
  earliest.setUTCMonth(earliest.getUTCMonth() - DOCUMENT_LIMITS.addressMaxAgeMonths);
  const lastDay = new Date(
    Date.UTC(earliest.getUTCFullYear(), earliest.getUTCMonth() + 1, 0),
  ).getUTCDate();
  earliest.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  const latest = now.getTime() + 24 * 3600_000;
  return issuedAt.getTime() >= earliest.getTime() && issuedAt.getTime() <= latest;
}

export const PROFILE_MESSAGES = {
  // Spec (seed 002 §5, §8), verbatim.
  phoneInvalid: CARD_MESSAGES.invalidPhone,
  phoneServerInvalid: 'phoneNumber must be a valid phone number.',
  phoneMustBeValid: 'Phone number must be valid.',
  contactUpdated: 'The phone number and email has been updated.',
  oldPasswordRequired: 'Please provide your old password!',
  newPasswordRequired: 'Please enter a valid new password!',
  passwordPolicy: AUTH_MESSAGES.passwordPolicy,
  passwordUnchanged: AUTH_MESSAGES.passwordUnchanged,
  confirmMismatch: 'Your confirmed password does not match the new password!',
  passwordUpdated: 'Password has been updated successfully',
  incorrectPassword: 'Incorrect username or password.',
  oldPasswordMismatch:
    'The old password entered does not match our records, please double-check and try again.',
  passwordUpdateFailed: 'Update password failed! Please try again later!',
  twoFactorEnabled: 'Two Factor Authentication has been enabled',
  twoFactorDisabled: 'Two Factor Authentication has been disabled',
  somethingWentWrong: 'Something went wrong',
  twoFactorUnavailable: 'Sorry, an error occurred: 2FA status not available',
  twoFactorSetupFailed: 'Sorry, an error occurred.',
  notifyOnLogin: 'Notify me on account login',
  notificationsUpdated: 'Notification settings updated successfully!',
  notificationsFailed: (reason: string) => `Notification settings update failed: ${reason}`,
  didntGetCode: "Didn't get a verification code?",
  // Ours.
  codeMailsLimited:
    'Too many verification codes requested. Please wait a few minutes and try again.',
} as const;

/** POST /user's email-or-phone change code (ours: the spec shows none); the app tells a wrong code from a void one. */
export const CONTACT_CHANGE_MESSAGES = {
  codeSent: AUTH_MESSAGES.codeSent,
  invalidCode: 'Invalid verification code',
  currentCodeRequired:
    'currentEmailCode is required to change the email: enter the code sent to your current email address.',
  invalidCurrentCode: 'Invalid verification code for your current email address',
  expired: 'The verification code has expired. Please request a new code.',
  tooManyAttempts: 'Too many incorrect codes. Please request a new verification code.',
  noRequest: 'No pending verification for this requestId. Please request a new code.',
  requestIdRequired: 'requestId is required with mfaCode',
  mismatch: 'The change does not match the one the code was sent for. Please request a new code.',
  nothingToChange: 'Nothing to update: send a new email or phone number.',
  invalidEmail: 'email must be an email',
  invalidPhone: PROFILE_MESSAGES.phoneServerInvalid,
  invalidCountryCode: 'phoneCountryCode must be a valid country calling code.',
} as const;

/** §5 §9 code length and countdown. */
export const PROFILE_LIMITS = {
  codeLength: 6,
  codeCountdownMs: 5 * 60 * 1000,
  phoneMinDigits: 9,
  phoneMaxDigits: 15,
  defaultDialCode: '+1',
  /** Code mails per address per window (sign-up, resend, forgot password, phone, transaction 2FA). */
  codeMailsPerWindow: 5,
  codeMailWindowMs: 15 * 60 * 1000,
} as const;

/**
 * §5 the phone: digits only, at least 9, and a real number for the dial code (libphonenumber's plans, as the bank
 * checks); null when valid, else the message.
 */
export function phoneNumberError(phone: string, dialCode: string): string | null {
  return /^\d{9,15}$/.test(phone) && isRealPhoneNumber(dialCode, phone)
    ? null
    : PROFILE_MESSAGES.phoneInvalid;
}

/** §5 the password policy (8+ characters, an upper, a lower, a digit). */
export const meetsPasswordPolicy = (password: string) =>
  password.length <= 256 && PASSWORD_PATTERN.test(password);

/** §5 the change-password form's first error per field, in field order (null when valid). */
export function changePasswordErrors(values: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>> {
  const errors: Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>> = {};
  if (!values.oldPassword) errors.oldPassword = PROFILE_MESSAGES.oldPasswordRequired;
  if (!values.newPassword) errors.newPassword = PROFILE_MESSAGES.newPasswordRequired;
  else if (!meetsPasswordPolicy(values.newPassword))
    errors.newPassword = PROFILE_MESSAGES.passwordPolicy;
  // The server refuses it too (ChangePassword); said here before the round trip.
  else if (values.newPassword === values.oldPassword)
    errors.newPassword = PROFILE_MESSAGES.passwordUnchanged;
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = PROFILE_MESSAGES.confirmMismatch;
  return errors;
}

/**
 * §8 the password change's failure as shown; a policy refusal the form cannot check itself (a common password)
 * shows the server's reason.
 */
export function passwordChangeFailureMessage(serverMessage: string | undefined): string {
  const reason = passwordRefusalReason(serverMessage);
  if (reason) return reason;
  return serverMessage === PROFILE_MESSAGES.incorrectPassword
    ? PROFILE_MESSAGES.oldPasswordMismatch
    : PROFILE_MESSAGES.passwordUpdateFailed;
}

/** §5 the server's phone message as shown. */
export const phoneServerMessage = (message: string) =>
  message === PROFILE_MESSAGES.phoneServerInvalid ? PROFILE_MESSAGES.phoneMustBeValid : message;
