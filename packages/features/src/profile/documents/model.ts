import dayjs from 'dayjs';
import {
  DOCUMENT_FORM_FIELDS,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  isRecentlyIssued,
  type DocumentFileKind,
  type DocumentRequest,
  type DocumentRequestType,
} from '@axia/core';

// The document screens' rules in one place (seed 002 §4, §5, §9): the order of the list, the dates, and the checks a
// chosen file passes before it is uploaded (the bank checks them again, by content).

/** The list: newest first (by creation). */
export const newestFirst = (requests: readonly DocumentRequest[]) =>
  [...requests].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** The files stored under each field of the request's form (in form order). */
export function storedFilesByField(
  request: Pick<DocumentRequest, 'documentType' | 'multipleDocuments'>,
) {
  return DOCUMENT_FORM_FIELDS[request.documentType].map((field) => ({
    field,
    files: request.multipleDocuments[field.type] ?? [],
  }));
}

const isPdf = (file: Pick<File, 'name' | 'type'>) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isImage = (file: Pick<File, 'type'>) => file.type.startsWith('image/');
const TAX_PROOF = /\.(png|jpe?g|pdf)$/i;

/** The largest file a field takes: 1,000,000 bytes each (seed 002 §9), as the bank checks. */
export const MAX_FILE_BYTES = DOCUMENT_LIMITS.maxFileBytes;

/** 'File is too big!' with the limit. */
export const TOO_BIG_MESSAGE = DOCUMENT_MESSAGES.fileTooLarge;

/**
 * §5 §9 the checks of one selection for a field (null when it may be uploaded): the tax and beneficiary forms take
 * one png/jpg/jpeg/pdf; an ID field 1-2 images or one PDF (the image-to-PDF modal's), 1,000,000 bytes each; an address
 * field one PDF of 1,000,000 bytes at most.
 */
export function selectionError(
  kind: DocumentFileKind,
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
): string | null {
  if (files.length === 0) return null;
  const max = MAX_FILE_BYTES;
  if (kind === 'taxProof') {
    if (files.length > 1) return DOCUMENT_MESSAGES.taxProofTypes;
    const [file] = files;
    if (!file || !TAX_PROOF.test(file.name)) return DOCUMENT_MESSAGES.taxProofTypes;
    return file.size > max ? TOO_BIG_MESSAGE : null;
  }
  if (kind === 'addressPdf') {
    if (files.length > 1 || !files.every(isPdf)) return DOCUMENT_MESSAGES.pdfOnly;
    return files.some((file) => file.size > max) ? TOO_BIG_MESSAGE : null;
  }
  // ID: images (up to 2) or one PDF.
  const pdfs = files.filter(isPdf);
  if (pdfs.length > 0 && files.length > 1) return DOCUMENT_MESSAGES.imageOnly;
  if (pdfs.length === 0 && !files.every(isImage)) return DOCUMENT_MESSAGES.imageOnly;
  if (files.length > DOCUMENT_LIMITS.maxIdImages) return DOCUMENT_MESSAGES.tooManyImages;
  return files.some((file) => file.size > max) ? TOO_BIG_MESSAGE : null;
}

/**
 * When a PDF says it was made (its Info /CreationDate or its XMP CreateDate), read from the file's text; null when it
 * does not say (in plain text) — then only the bank can tell.
 */
export function pdfCreationDate(text: string): Date | null {
  const info = /\/CreationDate\s*\(D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?/.exec(text);
  if (info) {
    const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00'] = info;
    const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const xmp = /CreateDate(?:>|=")\s*(\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)/.exec(
    text,
  );
  if (xmp?.[1]) {
    const date = new Date(xmp[1]);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** §5 the proof of address was issued within 3 months, when the PDF says when (null: fine, or unknown). */
export async function addressAgeError(file: Blob, now: Date): Promise<string | null> {
  let text: string;
  try {
    text = new TextDecoder('latin1').decode(await file.arrayBuffer());
  } catch {
    return null;
  }
  const created = pdfCreationDate(text);
  if (!created) return null;
  return isRecentlyIssued(created, now) ? null : DOCUMENT_MESSAGES.addressTooOld;
}

/** The name a downloaded file is saved as: the one the bank gave (Content-Disposition, a File's name), else `fallback`. */
export const downloadName = (blob: Blob, fallback: string) =>
  typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : fallback;

/** The request type from ?documentType=, when it is one of the four. */
export function requestTypeParam(
  value: string | null,
  types: readonly DocumentRequestType[],
): DocumentRequestType | null {
  return value && (types as readonly string[]).includes(value)
    ? (value as DocumentRequestType)
    : null;
}
