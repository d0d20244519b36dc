import {
  canCancelDocumentRequest,
  canEditDocumentRequest,
  contract,
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_REQUEST_TYPE_LABELS,
  documentRequestTypeOf,
  GENERAL_MESSAGES,
  PROFILE_FLAGS,
  type DocumentRequest,
  type DocumentRequestType,
} from '@axia/core';
import { isCountryCode } from '@axia/core/countries';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest, conflict, HttpError, notFound, zodMessage } from '../../http/errors';
import { requireCard } from '../cards/view';
import { assertAreaOpen } from '../common/gate';
import { assertMayChange, requireUser, type Db, type UserRow } from '../common/user';
import { inTransaction } from '../ledger/post';
import { sendFile, storedName, type Upload } from '../registration/documents';
import { BENEFICIARY_FORM_FILE_NAME, beneficiaryForm } from './beneficiary-form';
import { checkAvatar, checkFieldFiles, type CheckedFile } from './files';
import {
  avatarUrlOf,
  documentRequestOf,
  documentRequestsOf,
  FILE_MESSAGES,
  filesOf,
  isDocumentId,
  requestStatusOf,
  requestTypeOf,
  requireRequest,
  type DocumentRequestRow,
} from './view';

// Seed 002 §4 Documents, §5, §7: the customer's document requests. A request is one of the four forms, INCOMPLETE
// (a draft: its files and fields may change) until submitted, then SUBMITTED until the back office approves
// (COMPLETED, shown as APPROVED) or rejects it (REJECTED, with a reason); INCOMPLETE and SUBMITTED ones may be
// CANCELED. The forms (upload, submit) need UPLOAD_DOCUMENT and an ACTIVE customer; the list, cancel and the
// downloads any signed-in customer; the avatar no flag. Every refusal changes nothing.

export const DOCUMENTS_SERVICE_MESSAGES = {
  flagOff: GENERAL_MESSAGES.serviceUnavailable,
  notUploadable: (type: string) => `${type} is not a document of the upload forms.`,
  wrongForm: (field: string, type: DocumentRequestType) =>
    `${field} does not belong to a ${DOCUMENT_REQUEST_TYPE_LABELS[type]} request.`,
  typeMismatch: (type: DocumentRequestType) =>
    `This request is a ${DOCUMENT_REQUEST_TYPE_LABELS[type]} request.`,
  unknownCountry: 'Please select a valid tax country.',
  avatarNoRequest: 'The avatar is not part of a document request: send no pendingDocumentId.',
  infoNotForForm: 'info (taxId, taxIdCountryCode) belongs to the Proof of Tax ID form only.',
  cardNotForForm: 'infoToUpdate.cardId belongs to the card identity verification form only.',
  tooManyRequests:
    'You have started too many document requests today. Continue an unfinished one, or try again tomorrow.',
} as const;

/** New requests a customer may start in 24 hours on the bank's clock (each holds up to 2 files of 1,000,000 bytes). */
export const MAX_NEW_REQUESTS_PER_DAY = 20;

/** The forms' gate: an ACTIVE customer with UPLOAD_DOCUMENT (403 with the status's or the service's text). */
function assertDocumentsOpen(user: Pick<UserRow, 'status' | 'features'>) {
  assertAreaOpen(user, PROFILE_FLAGS.documents, {
    menu: DOCUMENTS_SERVICE_MESSAGES.flagOff,
    flag: () => DOCUMENTS_SERVICE_MESSAGES.flagOff,
  });
}

const loadRequest = async (db: Db, row: DocumentRequestRow): Promise<DocumentRequest> =>
  documentRequestOf(row, (await filesOf(db, [row.id])).get(row.id) ?? []);

/** An editable request of this form (404 another's; 400 another form; 409 no longer INCOMPLETE), locked. */
async function requireEditable(db: Db, userId: string, id: string, type: DocumentRequestType) {
  const row = await requireRequest(db, userId, id, { forUpdate: true });
  if (requestTypeOf(row.document_type) !== type)
    throw badRequest(DOCUMENTS_SERVICE_MESSAGES.typeMismatch(requestTypeOf(row.document_type)));
  if (!canEditDocumentRequest(requestStatusOf(row.status)))
    throw conflict(DOCUMENT_MESSAGES.notEditable);
  return row;
}

/** A new INCOMPLETE request (the caller holds the users row's lock: the quota's count cannot race). */
async function newRequest(db: Db, userId: string, type: DocumentRequestType, now: Date) {
  const { started } = await db
    .selectFrom('document_requests')
    .select((eb) => eb.fn.countAll<string>().as('started'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - 24 * 3600_000))
    .executeTakeFirstOrThrow();
  if (Number(started) >= MAX_NEW_REQUESTS_PER_DAY)
    throw new HttpError(429, DOCUMENTS_SERVICE_MESSAGES.tooManyRequests);
  return db
    .insertInto('document_requests')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      document_type: type,
      status: 'INCOMPLETE',
      memo: null,
      info: JSON.stringify({}),
      info_to_update: JSON.stringify({}),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** GET /document/pending: the customer's requests, newest first; by type; or one by id (404 when not theirs). */
export async function listDocumentRequests(
  ctx: BankContext,
  userId: string,
  query: z.output<typeof contract.getPendingDocuments.query>,
): Promise<DocumentRequest[]> {
  await requireUser(ctx.db, userId);
  if (query.id) {
    const row = await requireRequest(ctx.db, userId, query.id);
    if (query.documentType && row.document_type !== query.documentType)
      throw notFound(DOCUMENT_MESSAGES.notFound);
    return [await loadRequest(ctx.db, row)];
  }
  let select = ctx.db.selectFrom('document_requests').selectAll().where('user_id', '=', userId);
  if (query.documentType) select = select.where('document_type', '=', query.documentType);
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return documentRequestsOf(ctx.db, rows);
}

/** POST /document/cancel: INCOMPLETE or SUBMITTED → CANCELED (409 otherwise). */
export async function cancelDocumentRequest(
  ctx: BankContext,
  userId: string,
  id: string,
): Promise<DocumentRequest> {
  await requireUser(ctx.db, userId);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await requireRequest(trx, userId, id, { forUpdate: true });
    if (!canCancelDocumentRequest(requestStatusOf(row.status)))
      throw conflict(DOCUMENT_MESSAGES.notCancelable);
    const after = await trx
      .updateTable('document_requests')
      .set({ status: 'CANCELED', updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return loadRequest(trx, after);
  });
}

const fileRow = (
  userId: string,
  requestId: string | null,
  type: string,
  file: CheckedFile,
  at: Date,
) => ({
  id: crypto.randomUUID(),
  user_id: userId,
  request_id: requestId,
  document_type: type,
  file_name: storedName(file.name, file.ext, type.toLowerCase()),
  mime_type: file.mime,
  size_bytes: file.content.length,
  content: file.content,
  created_at: at,
});

/** POST /document/upload: a form field's file(s) (replacing the field's files) or the avatar. */
export async function uploadDocumentFiles(ctx: BankContext, userId: string, upload: Upload) {
  const parsed = contract.uploadDocument.multipart.safeParse(upload.fields);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  const { documentType, pendingDocumentId } = parsed.data;
  if (documentType === 'AVATAR') {
    if (pendingDocumentId) throw badRequest(DOCUMENTS_SERVICE_MESSAGES.avatarNoRequest);
    return uploadAvatar(ctx, userId, upload);
  }
  const user = await requireUser(ctx.db, userId);
  assertDocumentsOpen(user);
  const requestType = documentRequestTypeOf(documentType);
  if (!requestType) throw badRequest(DOCUMENTS_SERVICE_MESSAGES.notUploadable(documentType));
  const field = DOCUMENT_FORM_FIELDS[requestType].find((f) => f.type === documentType)!;
  const now = ctx.clock.now();
  const files = await checkFieldFiles(field.kind, upload.files, now);
  return inTransaction(ctx.db, async (trx) => {
    const locked = await requireUser(trx, userId, { forUpdate: true });
    assertDocumentsOpen(locked);
    let row: DocumentRequestRow;
    if (pendingDocumentId) {
      const pending = await requireRequest(trx, userId, pendingDocumentId, { forUpdate: true });
      const pendingType = requestTypeOf(pending.document_type);
      if (pendingType !== requestType)
        throw badRequest(DOCUMENTS_SERVICE_MESSAGES.wrongForm(field.label, pendingType));
      if (!canEditDocumentRequest(requestStatusOf(pending.status)))
        throw conflict(DOCUMENT_MESSAGES.notEditable);
      row = pending;
    } else {
      row = await newRequest(trx, userId, requestType, now);
    }
    // The upload replaces the field's files (only the last selection is kept), in the order sent (front, back).
    await trx
      .deleteFrom('document_files')
      .where('request_id', '=', row.id)
      .where('document_type', '=', documentType)
      .execute();
    await trx
      .insertInto('document_files')
      .values(
        files.map((file, index) =>
          fileRow(userId, row.id, documentType, file, new Date(now.getTime() + index)),
        ),
      )
      .execute();
    const after = await trx
      .updateTable('document_requests')
      .set({ updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const request = await loadRequest(trx, after);
    return [{ id: request.id, multipleDocuments: request.multipleDocuments }];
  });
}

/** The avatar: stored without a request, users.avatar_file_id set, the previous avatar's file deleted. */
async function uploadAvatar(ctx: BankContext, userId: string, upload: Upload) {
  await requireUser(ctx.db, userId);
  const file = await checkAvatar(upload.files);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const locked = await requireUser(trx, userId, { forUpdate: true });
    assertMayChange(locked);
    const row = fileRow(userId, null, 'AVATAR', file, now);
    await trx.insertInto('document_files').values(row).execute();
    await trx
      .updateTable('users')
      .set({ avatar_file_id: row.id })
      .where('id', '=', userId)
      .execute();
    if (locked.avatar_file_id)
      await trx
        .deleteFrom('document_files')
        .where('id', '=', locked.avatar_file_id)
        .where('user_id', '=', userId)
        .execute();
    return [{ id: row.id, multipleDocuments: {}, avatarUrl: avatarUrlOf(row.id)! }];
  });
}

type SubmitBody = z.output<typeof contract.submitDocument.body>;

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * POST /document/submit: Save and exit (submit false: stays INCOMPLETE, made when id is absent) or Submit (every
 * required field, then SUBMITTED). The tax form keeps taxId/taxIdCountryCode, the card form its cardId (one of the
 * customer's cards); the memo is kept for every form. What the body leaves out is kept as it was.
 */
export async function submitDocumentRequest(
  ctx: BankContext,
  userId: string,
  body: SubmitBody,
): Promise<DocumentRequest> {
  const user = await requireUser(ctx.db, userId);
  assertDocumentsOpen(user);
  const type = body.documentType;
  const taxInfo = body.info && (body.info.taxId || body.info.taxIdCountryCode);
  if (taxInfo && type !== 'PROOF_OF_TAX_ID')
    throw badRequest(DOCUMENTS_SERVICE_MESSAGES.infoNotForForm);
  if (body.infoToUpdate?.cardId && type !== 'CARD_KYC')
    throw badRequest(DOCUMENTS_SERVICE_MESSAGES.cardNotForForm);
  const country = body.info?.taxIdCountryCode?.toUpperCase();
  if (country && !isCountryCode(country))
    throw badRequest(DOCUMENTS_SERVICE_MESSAGES.unknownCountry);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const locked = await requireUser(trx, userId, { forUpdate: true });
    assertDocumentsOpen(locked);
    const row = body.id
      ? await requireEditable(trx, userId, body.id, type)
      : await newRequest(trx, userId, type, now);
    const info = { ...((row.info ?? {}) as Record<string, string | null>) };
    if (type === 'PROOF_OF_TAX_ID' && body.info) {
      if (body.info.taxId !== undefined) info.taxId = blankToNull(body.info.taxId);
      if (body.info.taxIdCountryCode !== undefined) info.taxIdCountryCode = blankToNull(country);
    }
    const infoToUpdate = { ...((row.info_to_update ?? {}) as Record<string, string | null>) };
    if (type === 'CARD_KYC' && body.infoToUpdate) {
      const cardId = blankToNull(body.infoToUpdate.cardId);
      if (cardId) await requireCard(trx, userId, cardId);
      infoToUpdate.cardId = cardId;
    }
    const memo = body.memo === undefined ? row.memo : blankToNull(body.memo);
    if (body.submit) {
      const files = (await filesOf(trx, [row.id])).get(row.id) ?? [];
      for (const field of DOCUMENT_FORM_FIELDS[type])
        if (!files.some((file) => file.document_type === field.type))
          throw badRequest(field.required);
      if (type === 'PROOF_OF_TAX_ID') {
        if (!info.taxId) throw badRequest(DOCUMENT_MESSAGES.taxIdRequired);
        if (!info.taxIdCountryCode) throw badRequest(DOCUMENT_MESSAGES.taxCountryRequired);
      }
      if (type === 'CARD_KYC') {
        if (!infoToUpdate.cardId) throw badRequest(DOCUMENT_MESSAGES.cardRequired);
        // The card is still the customer's (checked again: it may have been chosen in an earlier save).
        await requireCard(trx, userId, infoToUpdate.cardId);
      }
    }
    const after = await trx
      .updateTable('document_requests')
      .set({
        memo,
        info: JSON.stringify(info),
        info_to_update: JSON.stringify(infoToUpdate),
        updated_at: now,
        ...(body.submit && { status: 'SUBMITTED', submitted_at: now }),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return loadRequest(trx, after);
  });
}

/** GET /document/download/:id: one of the customer's files (a request's or the avatar); 404 otherwise. */
export async function downloadDocumentFile(
  ctx: BankContext,
  userId: string,
  fileId: string,
  reply: FastifyReply,
) {
  await requireUser(ctx.db, userId);
  if (!isDocumentId(fileId)) throw notFound(FILE_MESSAGES.notFound);
  const row = await ctx.db
    .selectFrom('document_files')
    .select(['file_name', 'mime_type', 'content'])
    .where('id', '=', fileId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(FILE_MESSAGES.notFound);
  return sendFile(reply, row.mime_type, row.file_name, row.content);
}

/** GET /document/download/beneficiaryForm: the blank form (any signed-in customer). */
export async function downloadBeneficiaryForm(
  ctx: BankContext,
  userId: string,
  reply: FastifyReply,
) {
  await requireUser(ctx.db, userId);
  return sendFile(reply, 'application/pdf', BENEFICIARY_FORM_FILE_NAME, await beneficiaryForm());
}
