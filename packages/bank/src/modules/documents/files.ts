import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  isRecentlyIssued,
  ONBOARDING_MESSAGES,
  type DocumentFileKind,
} from '@axia/core';
import { badRequest, HttpError } from '../../http/errors';
import { DOCUMENT_MESSAGES as UPLOAD_MESSAGES, type UploadedFile } from '../registration/documents';
import { checkUploadedContent, type DetectedType } from '../uploads';
import { inspectPdf, PDF_MESSAGES } from './pdf-inspect';

// Seed 002 §5 §9 the files of the document forms and the avatar, checked by their CONTENT (file-type; the name and
// the declared type are not trusted) and size: the tax-ID and beneficiary file png/jpg/pdf ≤ 1,000,000 bytes; ID images 1-2
// images of any type (or exactly one PDF made of them) ≤ 1,000,000 bytes each; the proof of address one PDF ≤
// 1,000,000 bytes issued (its creation date) within the last 3 months on the bank's clock; the avatar a png, jpeg or
// webp image ≤ 10,485,760 bytes. Every image also within the pixel cap of ../uploads.

export interface CheckedFile extends UploadedFile {
  ext: string;
  mime: string;
}

export const FILE_RULE_MESSAGES = {
  avatarTooBig: `${ONBOARDING_MESSAGES.fileTooBig} The maximum size is 10,485,760 bytes.`,
  unreadablePdf: PDF_MESSAGES.unreadable,
  avatarOneFile: 'Upload one image as the avatar.',
} as const;

const TAX_PROOF_TYPES = new Set(['png', 'jpg', 'pdf']);
const AVATAR_TYPES = new Set(['png', 'jpg', 'webp']);

/** The file checked by its content: `accepts` its type, else 415 `unsupported`; an image within the pixel cap. */
async function check(
  file: UploadedFile,
  accepts: (type: DetectedType) => boolean,
  unsupported: string,
): Promise<CheckedFile> {
  if (file.content.length === 0) throw badRequest(UPLOAD_MESSAGES.fileEmpty);
  return { ...file, ...(await checkUploadedContent(file.content, accepts, unsupported)) };
}

/** Per kind of field: the types it takes and the 415 message for any other. */
const FIELD_TYPES: Record<DocumentFileKind, [(type: DetectedType) => boolean, string]> = {
  taxProof: [(type) => TAX_PROOF_TYPES.has(type.ext), DOCUMENT_MESSAGES.taxProofTypes],
  addressPdf: [(type) => type.ext === 'pdf', DOCUMENT_MESSAGES.pdfOnly],
  idImages: [
    (type) => type.mime.startsWith('image/') || type.ext === 'pdf',
    DOCUMENT_MESSAGES.imageOnly,
  ],
};

const tooBig = (message: string) => new HttpError(413, message);

/** The 413 message of a kind (above the server's own limit too). */
export function tooBigMessage(kind: DocumentFileKind | 'avatar') {
  if (kind === 'avatar') return FILE_RULE_MESSAGES.avatarTooBig;
  return DOCUMENT_MESSAGES.fileTooLarge;
}

/**
 * §5 the proof of address: its creation date within 3 months of `now`; unreadable, undated, too old or beyond the
 * parse's limits (size, pages, time: ./pdf-inspect): 4xx.
 */
async function assertRecentPdf(content: Buffer, now: Date) {
  const { createdAt } = await inspectPdf(content);
  if (createdAt === null) throw badRequest(DOCUMENT_MESSAGES.addressUndated);
  if (!isRecentlyIssued(new Date(createdAt), now))
    throw badRequest(DOCUMENT_MESSAGES.addressTooOld);
}

/** The files of one form field, checked by kind; the answer carries each file's real type. */
export async function checkFieldFiles(
  kind: DocumentFileKind,
  files: UploadedFile[],
  now: Date,
): Promise<CheckedFile[]> {
  if (files.length === 0) throw badRequest(UPLOAD_MESSAGES.fileRequired);
  const limit = DOCUMENT_LIMITS.maxFileBytes;
  if (kind !== 'idImages' && files.length > 1) throw badRequest(UPLOAD_MESSAGES.oneFile);
  if (files.length > DOCUMENT_LIMITS.maxIdImages) throw badRequest(DOCUMENT_MESSAGES.tooManyImages);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.content.length > limit) throw tooBig(tooBigMessage(kind));
    checked.push(await check(file, ...FIELD_TYPES[kind]));
  }
  // ID: 1-2 images, or exactly one PDF (the image-to-PDF of the front and back).
  if (kind === 'idImages' && checked.length > 1 && checked.some((file) => file.ext === 'pdf'))
    throw badRequest(DOCUMENT_MESSAGES.imageOnly);
  if (kind === 'addressPdf') await assertRecentPdf(checked[0]!.content, now);
  return checked;
}

/** §5 §9 the avatar: one png, jpeg or webp image of at most 10,485,760 bytes. */
export async function checkAvatar(files: UploadedFile[]): Promise<CheckedFile> {
  if (files.length === 0) throw badRequest(UPLOAD_MESSAGES.fileRequired);
  if (files.length > 1) throw badRequest(FILE_RULE_MESSAGES.avatarOneFile);
  const file = files[0]!;
  if (file.content.length > DOCUMENT_LIMITS.maxAvatarBytes)
    throw tooBig(FILE_RULE_MESSAGES.avatarTooBig);
  return check(file, (type) => AVATAR_TYPES.has(type.ext), DOCUMENT_MESSAGES.avatarNotImage);
}
