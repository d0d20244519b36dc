import {
  contract,
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_MESSAGES,
  documentRequestTypeOf,
} from '@axia/core';
import type { FastifyInstance } from 'fastify';
import type { BankContext } from '../../context';
import { route } from '../../http/api-route';
import { readUpload } from '../registration/documents';
import { tooBigMessage } from './files';
import {
  cancelDocumentRequest,
  downloadBeneficiaryForm,
  downloadDocumentFile,
  listDocumentRequests,
  submitDocumentRequest,
  uploadDocumentFiles,
} from './service';

/** The 413 message above the server's file size limit, by the documentType sent before the file. */
function tooBigFor(fields: Record<string, string>) {
  const type = fields.documentType as Parameters<typeof documentRequestTypeOf>[0];
  if (type === 'AVATAR') return tooBigMessage('avatar');
  const form = documentRequestTypeOf(type);
  const field = form && DOCUMENT_FORM_FIELDS[form].find((f) => f.type === type);
  return tooBigMessage(field ? field.kind : 'taxProof');
}

/** The document calls of seed 002 §7 (modules/documents/service.ts). */
export function registerDocumentRoutes(app: FastifyInstance, ctx: BankContext) {
  route(app, ctx, contract.getPendingDocuments, ({ userId, query }) =>
    listDocumentRequests(ctx, userId, query),
  );
  route(app, ctx, contract.cancelDocument, ({ userId, body }) =>
    cancelDocumentRequest(ctx, userId, body.id),
  );
  // Registered before /document/download/:id (fastify prefers the static path anyway).
  route(app, ctx, contract.downloadBeneficiaryForm, ({ userId, reply }) =>
    downloadBeneficiaryForm(ctx, userId, reply),
  );
  route(app, ctx, contract.downloadDocument, ({ userId, params, reply }) =>
    downloadDocumentFile(ctx, userId, params.id, reply),
  );
  // An ID field takes up to 2 `file` parts (front and back); every other field and the avatar one.
  route(app, ctx, contract.uploadDocument, async ({ userId, request }) =>
    uploadDocumentFiles(
      ctx,
      userId,
      await readUpload(request, {
        maxFiles: 2,
        tooBig: tooBigFor,
        tooManyFiles: DOCUMENT_MESSAGES.tooManyImages,
      }),
    ),
  );
  route(app, ctx, contract.submitDocument, ({ userId, body }) =>
    submitDocumentRequest(ctx, userId, body),
  );
}
