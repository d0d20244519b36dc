import { z } from 'zod';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_REQUEST_STATUSES,
  DOCUMENT_REQUEST_TYPES,
  DOCUMENT_TYPE_NAMES,
} from '../domain/document';

// The profile area's document calls (seed 002 §3 'Document request', §7 Profile, documents, security). The bank
// checks every rule again (file content and size, the 3-month rule, the card being the customer's, the status
// machine), so these schemas fix shapes and lengths only.

const id = z.string().trim().min(1).max(64);

export const documentTypeNameSchema = z.enum(DOCUMENT_TYPE_NAMES);
export const documentRequestTypeSchema = z.enum(DOCUMENT_REQUEST_TYPES);
export const documentRequestStatusSchema = z.enum(DOCUMENT_REQUEST_STATUSES);

/** One stored file: GET /document/download/{documentId} answers it (to its owner only). */
export const storedDocumentSchema = z.object({
  documentId: z.string(),
  documentName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

/** §3 'Document request'. multipleDocuments: by sub-document type, the files of that field (ID images: up to 2). */
export const documentRequestSchema = z.object({
  id: z.string(),
  documentType: documentRequestTypeSchema,
  status: documentRequestStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  memo: z.string().nullable(),
  /** The first file (a single-file form's file), for the list. */
  documentId: z.string().nullable(),
  documentName: z.string().nullable(),
  multipleDocuments: z.partialRecord(documentTypeNameSchema, z.array(storedDocumentSchema)),
  rejectionReason: z.string().nullable(),
  info: z.object({
    taxId: z.string().nullable().optional(),
    taxIdCountryCode: z.string().nullable().optional(),
    cardId: z.string().nullable().optional(),
  }),
  infoToUpdate: z.object({ cardId: z.string().nullable().optional() }),
  submit: z.boolean(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** GET /document/pending: all the customer's requests (newest first), or one type, or one id. */
export const pendingDocumentsQuerySchema = z.strictObject({
  documentType: documentRequestTypeSchema.optional(),
  id: id.optional(),
});

export const cancelDocumentBodySchema = z.strictObject({ id });

/**
 * POST /document/upload (multipart): the file(s) of one field. documentType is the sub-document type (CARD_KYC_ID,
 * PROOF_OF_TAX_ID, …, or AVATAR). Without pendingDocumentId a new INCOMPLETE request of the field's form is made.
 * The upload replaces the field's files (only the last selection is kept); ID fields take 1-2 files.
 */
export const uploadDocumentFieldsSchema = z.strictObject({
  documentType: documentTypeNameSchema,
  pendingDocumentId: id.optional(),
});

/** The answer: the request the file went into (for AVATAR, the profile's new avatarUrl). */
export const uploadDocumentResponseSchema = z.array(
  z.object({
    id: z.string(),
    multipleDocuments: documentRequestSchema.shape.multipleDocuments,
    avatarUrl: z.string().optional(),
  }),
);

/** POST /document/submit: Save and exit (submit false, stays INCOMPLETE) or Submit (submit true, SUBMITTED). */
export const submitDocumentBodySchema = z.strictObject({
  /** Absent on a form saved before any upload: the request is made. */
  id: id.optional(),
  documentType: documentRequestTypeSchema,
  memo: z.string().trim().max(DOCUMENT_LIMITS.maxMemoLength).optional(),
  submit: z.boolean(),
  /** The card form: the card whose KYC this is. */
  infoToUpdate: z.strictObject({ cardId: id.optional() }).optional(),
  /** The tax-ID form. */
  info: z
    .strictObject({
      taxId: z.string().trim().max(DOCUMENT_LIMITS.maxTaxIdLength).optional(),
      taxIdCountryCode: z.string().trim().max(3).optional(),
    })
    .optional(),
});

export const documentIdParamsSchema = z.strictObject({ id });
