import type { Card, DocumentRequest, DocumentRequestStatus, User } from '@axia/core';
import { cardWith } from '../../cards/components/CardFace/fixtures';
import { fakeUser } from '../../kit/testing';

// Document requests for the stories and tests (seed 002 §3 'Document request').

/** A customer with UPLOAD_DOCUMENT (the upload forms, Edit and 'Upload New Document'). */
export const documentsUser: User = {
  ...fakeUser,
  features: [...fakeUser.features, 'UPLOAD_DOCUMENT'],
};
/** Without UPLOAD_DOCUMENT: the list only. */
export const noUploadUser: User = fakeUser;

const file = (documentId: string, documentName: string, contentType = 'application/pdf') => ({
  documentId,
  documentName,
  size: 120_000,
  contentType,
  uploadedAt: '2026-03-02T10:00:00.000Z',
});

export const taxRequest: DocumentRequest = {
  id: 'doc-tax',
  documentType: 'PROOF_OF_TAX_ID',
  status: 'INCOMPLETE',
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  memo: 'My new tax number',
  documentId: 'file-tax',
  documentName: 'tax-id.pdf',
  multipleDocuments: { PROOF_OF_TAX_ID: [file('file-tax', 'tax-id.pdf')] },
  rejectionReason: null,
  info: { taxId: 'DE123456789', taxIdCountryCode: 'DE' },
  infoToUpdate: {},
  submit: false,
};

export const cardKycRequest: DocumentRequest = {
  id: 'doc-kyc',
  documentType: 'CARD_KYC',
  status: 'SUBMITTED',
  createdAt: '2026-03-05T08:00:00.000Z',
  updatedAt: '2026-03-05T08:30:00.000Z',
  memo: null,
  documentId: 'file-front',
  documentName: 'passport-front.jpg',
  multipleDocuments: {
    CARD_KYC_ID: [
      file('file-front', 'passport-front.jpg', 'image/jpeg'),
      file('file-back', 'passport-back.jpg', 'image/jpeg'),
    ],
    CARD_KYC_ADDRESS: [file('file-bill', 'utility-bill.pdf')],
  },
  rejectionReason: null,
  info: {},
  infoToUpdate: { cardId: 'card-1' },
  submit: true,
};

export const beneficiaryRequest: DocumentRequest = {
  id: 'doc-ben',
  documentType: 'BENEFICIARY_ACCOUNT',
  status: 'REJECTED',
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-02-12T12:00:00.000Z',
  memo: null,
  documentId: 'file-ben',
  documentName: 'beneficiary.pdf',
  multipleDocuments: { BENEFICIARY_ACCOUNT: [file('file-ben', 'beneficiary.pdf')] },
  rejectionReason: 'The form is not signed.',
  info: {},
  infoToUpdate: {},
  submit: true,
};

export const changeRequest: DocumentRequest = {
  id: 'doc-change',
  documentType: 'CHANGE_OF_ID_ADDRESS',
  status: 'COMPLETED',
  createdAt: '2026-01-20T12:00:00.000Z',
  updatedAt: '2026-01-25T12:00:00.000Z',
  memo: 'Moved house',
  documentId: 'file-id',
  documentName: 'id-card.pdf',
  multipleDocuments: {
    CHANGE_OF_ID: [file('file-id', 'id-card.pdf')],
    CHANGE_OF_ADDRESS: [file('file-address', 'lease.pdf')],
  },
  rejectionReason: null,
  info: {},
  infoToUpdate: {},
  submit: true,
};

export const canceledRequest: DocumentRequest = {
  ...taxRequest,
  id: 'doc-canceled',
  status: 'CANCELED',
  createdAt: '2026-01-02T09:30:00.000Z',
  updatedAt: '2026-01-03T09:30:00.000Z',
};

/** One of each status, oldest first (the list sorts them). */
export const allRequests: DocumentRequest[] = [
  canceledRequest,
  changeRequest,
  beneficiaryRequest,
  taxRequest,
  cardKycRequest,
];

export const requestIn = (request: DocumentRequest, status: DocumentRequestStatus) => ({
  ...request,
  status,
});

export const documentCards: Card[] = [
  cardWith({ id: 'card-1', cardNumber: '**** **** **** 4242' }),
  cardWith({ id: 'card-2', cardNumber: '**** **** **** 5150', currency: 'EUR' }),
];

/** A file of `size` bytes (content irrelevant: the bank checks it). */
export const fileOf = (name: string, type: string, size = 1000, text = '') =>
  new File([text.padEnd(size, ' ')], name, { type });
