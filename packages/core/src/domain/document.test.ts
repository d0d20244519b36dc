import { describe, expect, it } from 'vitest';
import {
  canCancelDocumentRequest,
  canEditDocumentRequest,
  changePasswordErrors,
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_REQUEST_STATUS_LABELS,
  DOCUMENT_REQUEST_TYPE_LABELS,
  DOCUMENT_REQUEST_TYPES,
  documentRequestTypeOf,
  documentSavedMessage,
  documentStatusBanner,
  isRecentlyIssued,
  meetsPasswordPolicy,
  passwordChangeFailureMessage,
  phoneNumberError,
  phoneServerMessage,
  PROFILE_MESSAGES,
} from './document';

describe('document requests (seed 002 §4)', () => {
  it('shows COMPLETED as APPROVED and the rest as they are', () => {
    expect(DOCUMENT_REQUEST_STATUS_LABELS.COMPLETED).toBe('APPROVED');
    expect(DOCUMENT_REQUEST_STATUS_LABELS.SUBMITTED).toBe('SUBMITTED');
  });

  it('edits only INCOMPLETE and cancels only INCOMPLETE or SUBMITTED', () => {
    expect(canEditDocumentRequest('INCOMPLETE')).toBe(true);
    for (const status of ['SUBMITTED', 'COMPLETED', 'REJECTED', 'CANCELED'] as const)
      expect(canEditDocumentRequest(status)).toBe(false);
    expect(canCancelDocumentRequest('INCOMPLETE')).toBe(true);
    expect(canCancelDocumentRequest('SUBMITTED')).toBe(true);
    for (const status of ['COMPLETED', 'REJECTED', 'CANCELED'] as const)
      expect(canCancelDocumentRequest(status)).toBe(false);
  });

  it('offers the four forms with the spec labels and required messages', () => {
    expect(DOCUMENT_REQUEST_TYPES.map((type) => DOCUMENT_REQUEST_TYPE_LABELS[type])).toEqual([
      'Proof of Tax ID',
      'Debit Card Identity Verification - Limit Increase Application',
      'Beneficiary Account Application',
      'Change of Address/ID',
    ]);
    expect(DOCUMENT_FORM_FIELDS.CARD_KYC.map((field) => field.required)).toEqual([
      'Proof of Card ID is required!',
      'Proof of Card Address is required!',
    ]);
    expect(DOCUMENT_FORM_FIELDS.CHANGE_OF_ID_ADDRESS.map((field) => field.required)).toEqual([
      'Change of ID is required!',
      'Change of Address is required!',
    ]);
    expect(DOCUMENT_FORM_FIELDS.BENEFICIARY_ACCOUNT[0]?.required).toBe(
      'Beneficiary Account Application From is required!',
    );
    expect(DOCUMENT_FORM_FIELDS.PROOF_OF_TAX_ID[0]?.required).toBe('Proof of Tax ID is required!');
  });

  it('finds the form of a sub-document type', () => {
    expect(documentRequestTypeOf('CARD_KYC_ID')).toBe('CARD_KYC');
    expect(documentRequestTypeOf('CHANGE_OF_ADDRESS')).toBe('CHANGE_OF_ID_ADDRESS');
    expect(documentRequestTypeOf('PROOF_OF_TAX_ID')).toBe('PROOF_OF_TAX_ID');
    expect(documentRequestTypeOf('AVATAR')).toBeNull();
    expect(documentRequestTypeOf('CARD_KYC')).toBeNull();
  });

  it('says the read-only banner per form and status', () => {
    expect(documentStatusBanner('CARD_KYC', 'INCOMPLETE')).toBeNull();
    expect(documentStatusBanner('CARD_KYC', 'SUBMITTED')).toBe(
      'Your card identification change request has been submitted for review',
    );
    expect(documentStatusBanner('CHANGE_OF_ID_ADDRESS', 'COMPLETED')).toBe(
      'Your change request has been approved',
    );
    expect(documentStatusBanner('CHANGE_OF_ID_ADDRESS', 'REJECTED')).toBe(
      'Your change request has been rejected',
    );
    expect(documentStatusBanner('CARD_KYC', 'CANCELED')).toBe(
      'Your card identification change request has been canceled',
    );
  });

  it('says saved or submitted, an application for the beneficiary form', () => {
    expect(documentSavedMessage('PROOF_OF_TAX_ID', false)).toBe('Successfully saved your info');
    expect(documentSavedMessage('CARD_KYC', true)).toBe(
      'Successfully submitted your request for review',
    );
    expect(documentSavedMessage('BENEFICIARY_ACCOUNT', false)).toBe(
      'Successfully saved your application',
    );
    expect(documentSavedMessage('BENEFICIARY_ACCOUNT', true)).toBe(
      'Successfully submitted your application for review',
    );
  });

  it('takes a proof of address issued within the last 3 calendar months', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isRecentlyIssued(new Date('2026-08-25T12:00:00Z'), now)).toBe(true);
    expect(isRecentlyIssued(new Date('2026-08-25T11:59:59Z'), now)).toBe(false);
    expect(isRecentlyIssued(new Date('2026-11-25T12:00:00Z'), now)).toBe(true);
    expect(isRecentlyIssued(new Date('2026-11-27T12:00:00Z'), now)).toBe(false);
  });

  it('clamps the day to the month three months back', () => {
    const endOfMay = new Date('2026-05-31T10:00:00Z');
    expect(isRecentlyIssued(new Date('2026-02-28T10:00:00Z'), endOfMay)).toBe(true);
    expect(isRecentlyIssued(new Date('2026-02-28T09:59:59Z'), endOfMay)).toBe(false);
  });
});

describe('phone and password (seed 002 §5, §8)', () => {
  it('wants 9 to 15 digits and nothing else', () => {
    expect(phoneNumberError('20655501', '+1')).toBe('Please enter a valid phone number');
    expect(phoneNumberError('2065550100', '+1')).toBeNull();
    expect(phoneNumberError('301234567', '+49')).toBeNull();
    expect(phoneNumberError('206-555-0100', '+1')).toBe('Please enter a valid phone number');
    expect(phoneNumberError('1234567890123456', '+1')).toBe('Please enter a valid phone number');
    // Nine digits, but no real number for the dial code (issue 29 #10).
    expect(phoneNumberError('000000000', '+1')).toBe('Please enter a valid phone number');
    expect(phoneNumberError('206555010', '+1')).toBe('Please enter a valid phone number');
  });

  it("maps the server's phone message", () => {
    expect(phoneServerMessage('phoneNumber must be a valid phone number.')).toBe(
      'Phone number must be valid.',
    );
    expect(phoneServerMessage('Invalid verification code')).toBe('Invalid verification code');
  });

  it('checks the password policy', () => {
    expect(meetsPasswordPolicy('Passw0rd')).toBe(true);
    expect(meetsPasswordPolicy('passw0rd')).toBe(false);
    expect(meetsPasswordPolicy('PASSW0RD')).toBe(false);
    expect(meetsPasswordPolicy('Password')).toBe(false);
    expect(meetsPasswordPolicy('Pa55w0r')).toBe(false);
  });

  it('gives the change-password messages field by field', () => {
    expect(changePasswordErrors({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual(
      {
        oldPassword: 'Please provide your old password!',
        newPassword: 'Please enter a valid new password!',
      },
    );
    expect(
      changePasswordErrors({ oldPassword: 'x', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({ newPassword: PROFILE_MESSAGES.passwordPolicy });
    expect(
      changePasswordErrors({
        oldPassword: 'x',
        newPassword: 'Passw0rd!',
        confirmPassword: 'Passw0rd',
      }),
    ).toEqual({ confirmPassword: 'Your confirmed password does not match the new password!' });
    expect(
      changePasswordErrors({
        oldPassword: 'x',
        newPassword: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
      }),
    ).toEqual({});
    // The current password again: refused before the round trip, as the server refuses it.
    expect(
      changePasswordErrors({
        oldPassword: 'Passw0rd!',
        newPassword: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
      }),
    ).toEqual({ newPassword: 'The new password must be different from the current password.' });
  });

  it("shows the identity service's failure as the spec says", () => {
    expect(passwordChangeFailureMessage('Incorrect username or password.')).toBe(
      'The old password entered does not match our records, please double-check and try again.',
    );
    expect(passwordChangeFailureMessage('Network error')).toBe(
      'Update password failed! Please try again later!',
    );
    expect(passwordChangeFailureMessage(undefined)).toBe(
      'Update password failed! Please try again later!',
    );
    // A policy refusal only the server can make (a common password): its reason.
    expect(
      passwordChangeFailureMessage(
        'Password did not conform with policy: This password is too common. Please choose a less common password.',
      ),
    ).toBe('This password is too common. Please choose a less common password.');
  });
});
