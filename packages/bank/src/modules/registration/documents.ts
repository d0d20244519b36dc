import {
  contract,
  isVerificationReadOnly,
  ONBOARDING_MESSAGES,
  type RegistrationDocumentType,
} from '@axia/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BankContext } from '../../context';
import { badRequest, HttpError, notFound, zodMessage } from '../../http/errors';
import { assertMayChange, requireUser, verificationStatus } from '../common/user';
import { businessTypeChange, DOCUMENT_ITEMS, getRegistrationStatus } from './service';
import { assertOnboardingOpen } from './state';
import { inTransaction } from '../../db/transaction';
import { checkUploadedContent } from '../uploads';

// Registration documents (proof of tax ID, certificate of incorporation, proof of address): one multipart file,
// recognised by its CONTENT (png, jpg/jpeg, pdf; an image within the pixel cap of ../uploads), at most 10 MB; the
// latest upload replaces the previous one.

const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  notMultipart: 'Send the document as multipart/form-data with the fields documentType and file.',
  fileRequired: 'file is required',
  fileEmpty: 'The file is empty.',
  oneFile: 'Upload exactly one file.',
  tooBig: `${ONBOARDING_MESSAGES.fileTooBig} The maximum size is 10 MB.`,
  unsupported: 'Unsupported file type: upload a png, jpg, jpeg or pdf file.',
  notFound: 'Document not found',
  malformed: 'The multipart/form-data body could not be read.',
} as const;

/** The content types accepted, by what the bytes are (the name and the declared type are not trusted). */
const ACCEPTED: Record<string, { ext: string; mime: string }> = {
  png: { ext: 'png', mime: 'image/png' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
};

export interface UploadedFile {
  name: string;
  content: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  /** The first `file` part. */
  file: UploadedFile | null;
  /** Every `file` part, in order (at most `maxFiles`). */
  files: UploadedFile[];
}

export interface UploadOptions {
  /** How many `file` parts the call takes (1: the registration documents; 2: a profile document's ID images). */
  maxFiles?: number;
  /** The 413 message above the server's file size limit, from the text fields read before the file. */
  tooBig?: (fields: Record<string, string>) => string;
  /** The 400 message for more than `maxFiles` files. */
  tooManyFiles?: string;
}

/** Reads the multipart body: text fields and the `file` part(s). */
export async function readUpload(
  request: FastifyRequest,
  options: UploadOptions = {},
): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, DOCUMENT_MESSAGES.notMultipart);
  const maxFiles = options.maxFiles ?? 1;
  const tooMany = options.tooManyFiles ?? DOCUMENT_MESSAGES.oneFile;
  const upload: Upload = { fields: {}, file: null, files: [] };
  // Every part is read to the end (so the request is consumed) before a problem is reported.
  let problem: string | null = null;
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== 'file') problem ??= DOCUMENT_MESSAGES.oneFile;
        else if (upload.files.length >= maxFiles) problem ??= tooMany;
        else upload.files.push({ name: part.filename ?? '', content });
      } else if (part.fieldname in upload.fields) {
        problem ??= `${part.fieldname} must be sent once`;
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, options.tooBig?.(upload.fields) ?? DOCUMENT_MESSAGES.tooBig);
    if (code === 'FST_FILES_LIMIT') throw badRequest(tooMany);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    // A malformed body (no boundary, a broken part header, a truncated form): the client's fault, never a 500.
    throw badRequest(DOCUMENT_MESSAGES.malformed);
  }
  if (problem) throw badRequest(problem);
  upload.file = upload.files[0] ?? null;
  return upload;
}

/** A safe display name: no path, no control characters, the extension of what the file really is. */
export function storedName(original: string, ext: string, fallback: string) {
  const base = (original.split(/[\\/]/).pop() ?? '')
    // Control characters, quotes, and the bidirectional overrides that disguise an extension ('a\u202Efdp.png').
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  // 120 characters, never half of a surrogate pair.
  const short = Array.from(base).slice(0, 120).join('').trim();
  return `${short || fallback}.${ext}`;
}

/** Validates and stores the upload for the signed-in user; answers the registration status. */
export async function uploadDocument(ctx: BankContext, userId: string, upload: Upload) {
  const parsed = contract.uploadRegistrationDocument.multipart.safeParse(upload.fields);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  const documentType: RegistrationDocumentType = parsed.data.documentType;
  if (!upload.file) throw badRequest(DOCUMENT_MESSAGES.fileRequired);
  const { content } = upload.file;
  if (content.length === 0) throw badRequest(DOCUMENT_MESSAGES.fileEmpty);
  if (content.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, DOCUMENT_MESSAGES.tooBig);
  const detected = await checkUploadedContent(
    content,
    (found) => Object.hasOwn(ACCEPTED, found.ext),
    DOCUMENT_MESSAGES.unsupported,
  );
  const type = ACCEPTED[detected.ext]!;
  const item = DOCUMENT_ITEMS[documentType];
  const now = ctx.clock.now();
  const row = {
    file_key: `registration/${documentType}/${crypto.randomUUID()}.${type.ext}`,
    file_name: storedName(upload.file.name, type.ext, documentType),
    mime_type: type.mime,
    size_bytes: content.length,
    content,
    created_at: now,
  };
  return inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, userId, { forUpdate: true });
    assertMayChange(user);
    assertOnboardingOpen(user);
    // Evidence cannot be swapped once its form was submitted.
    if (isVerificationReadOnly(verificationStatus(user[item.column]), item.form))
      throw new HttpError(409, item.readOnly);
    if (item.business) {
      const newType = businessTypeChange(user);
      if (newType)
        await trx
          .updateTable('users')
          .set({ user_type: newType })
          .where('id', '=', userId)
          .execute();
    }
    await trx
      .insertInto('documents')
      .values({ user_id: userId, document_type: documentType, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'document_type']).doUpdateSet(row))
      .execute();
    return getRegistrationStatus(trx, userId);
  });
}

function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_');
  // RFC 5987 attr-chars only: encodeURIComponent leaves ' ( ) * as they are.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends the user's latest document of that type as an attachment; 404 when there is none. */
export async function downloadDocument(
  ctx: BankContext,
  userId: string,
  documentType: RegistrationDocumentType,
  reply: FastifyReply,
) {
  await requireUser(ctx.db, userId);
  const row = await ctx.db
    .selectFrom('documents')
    .select(['file_name', 'mime_type', 'content'])
    .where('user_id', '=', userId)
    .where('document_type', '=', documentType)
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return sendFile(reply, row.mime_type, row.file_name, row.content);
}

/**
 * The headers of every stored file's download (registration and profile documents alike): the stored
 * (content-sniffed) type, an attachment, never sniffed, kept by a cache or run as a page.
 */
export function sendFile(reply: FastifyReply, mime: string, fileName: string, content: Uint8Array) {
  reply.header('content-type', mime);
  reply.header('content-disposition', contentDisposition(fileName));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  return Buffer.from(content);
}
