import {
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_REQUEST_STATUSES,
  DOCUMENT_REQUEST_TYPES,
  type DocumentRequest,
  type DocumentRequestStatus,
  type DocumentRequestType,
  type StoredDocument,
} from '@axia/core';
import type { Selectable } from 'kysely';
import type { DocumentFileTable, DocumentRequestTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Db } from '../common/user';

// Seed 002 §3 'Document request' as the API shows it, from a document_requests row and its document_files.

export type DocumentRequestRow = Selectable<DocumentRequestTable>;
export type DocumentFileRow = Omit<Selectable<DocumentFileTable>, 'content'>;

/** An id as the bank makes them (randomUUID); anything else is nobody's request or file (404). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isDocumentId = (value: string) => UUID.test(value);

export const FILE_MESSAGES = { notFound: 'Document not found' } as const;

export const requestStatusOf = (value: string): DocumentRequestStatus =>
  (DOCUMENT_REQUEST_STATUSES as readonly string[]).includes(value)
    ? (value as DocumentRequestStatus)
    : 'INCOMPLETE';
export const requestTypeOf = (value: string): DocumentRequestType =>
  (DOCUMENT_REQUEST_TYPES as readonly string[]).includes(value)
    ? (value as DocumentRequestType)
    : 'PROOF_OF_TAX_ID';

/** The file columns every view reads (never the bytes). */
const FILE_COLUMNS = [
  'id',
  'user_id',
  'request_id',
  'document_type',
  'file_name',
  'mime_type',
  'size_bytes',
  'created_at',
] as const;

const storedDocument = (file: DocumentFileRow): StoredDocument => ({
  documentId: file.id,
  documentName: file.file_name,
  size: Number(file.size_bytes),
  contentType: file.mime_type,
  uploadedAt: new Date(file.created_at).toISOString(),
});

const orderFiles = (a: DocumentFileRow, b: DocumentFileRow) =>
  new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id);

export function documentRequestOf(
  row: DocumentRequestRow,
  files: DocumentFileRow[],
): DocumentRequest {
  const type = requestTypeOf(row.document_type);
  const status = requestStatusOf(row.status);
  const multipleDocuments: DocumentRequest['multipleDocuments'] = {};
  for (const file of [...files].sort(orderFiles)) {
    const key = file.document_type as keyof DocumentRequest['multipleDocuments'];
    (multipleDocuments[key] ??= []).push(storedDocument(file));
  }
  // The first file in form order (the list shows it).
  const first = DOCUMENT_FORM_FIELDS[type]
    .map((field) => multipleDocuments[field.type]?.[0])
    .find(Boolean);
  const info = (row.info ?? {}) as Record<string, string | null>;
  const infoToUpdate = (row.info_to_update ?? {}) as Record<string, string | null>;
  const cardId = infoToUpdate.cardId ?? null;
  return {
    id: row.id,
    documentType: type,
    status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    memo: row.memo,
    documentId: first?.documentId ?? null,
    documentName: first?.documentName ?? null,
    multipleDocuments,
    rejectionReason: status === 'REJECTED' ? row.rejection_reason : null,
    info:
      type === 'PROOF_OF_TAX_ID'
        ? { taxId: info.taxId ?? null, taxIdCountryCode: info.taxIdCountryCode ?? null }
        : type === 'CARD_KYC'
          ? { cardId }
          : {},
    infoToUpdate: type === 'CARD_KYC' ? { cardId } : {},
    submit: status !== 'INCOMPLETE',
  };
}

/** The files of these requests, by request id. */
export async function filesOf(db: Db, requestIds: string[]) {
  const byRequest = new Map<string, DocumentFileRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .selectFrom('document_files')
    .select(FILE_COLUMNS)
    .where('request_id', 'in', requestIds)
    .execute();
  for (const row of rows) {
    const list = byRequest.get(row.request_id!) ?? [];
    list.push(row);
    byRequest.set(row.request_id!, list);
  }
  return byRequest;
}

/** The requests as the API shows them (in the given order). */
export async function documentRequestsOf(db: Db, rows: DocumentRequestRow[]) {
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => documentRequestOf(row, files.get(row.id) ?? []));
}

/** The customer's request (optionally locked), or 404 'Document request not found' (another's, unknown, malformed). */
export async function requireRequest(
  db: Db,
  userId: string,
  requestId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRequestRow> {
  if (!isDocumentId(requestId)) throw notFound(DOCUMENT_MESSAGES.notFound);
  let query = db
    .selectFrom('document_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

/** The avatar's address for GET /user (fetched with the bearer token). */
export const avatarUrlOf = (fileId: string | null) =>
  fileId ? `/document/download/${fileId}` : null;
