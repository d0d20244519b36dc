import { uploadDocumentResponseSchema } from '@axia/core';
import type { PDFDict } from '@cantoo/pdf-lib';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { expect } from 'vitest';
import type { suiteCustomers } from './api-support';
import type { TestBank } from './harness';
import { staffCall } from './staff-support';

// Helpers shared by the document request suites (api-documents, api-documents-review): test files, the multipart
// upload, the document calls on a customer's behalf, the customer's documents as stored, and a refusal that
// changes none of them.

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A minimal JPEG (SOI, JFIF header, a 1×1 frame header, EOI): its header says its dimensions. */
export const JPG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11,
  0x00, 0xff, 0xd9,
]);

/** A one-page PDF issued at `createdAt` (none: undated; a string: a raw PDF date), with a JavaScript open action. */
export async function pdf(createdAt: Date | string | null, javascript = false): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([595, 842]);
  if (createdAt instanceof Date) doc.setCreationDate(createdAt);
  else if (typeof createdAt === 'string')
    (doc as unknown as { getInfoDict(): PDFDict })
      .getInfoDict()
      .set(PDFName.of('CreationDate'), PDFString.of(createdAt));
  if (javascript) {
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: 'app.alert(1)' });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  return Buffer.from(await doc.save());
}

export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
}

type Refusal = { status: number; body: { message?: string } };

/** The document calls of a suite's customers; `bank` is read at each call (the suite starts it in beforeAll). */
export function documentCalls(
  bank: () => TestBank,
  { callers, post }: ReturnType<typeof suiteCustomers>,
) {
  const bearer = (who: string) => ({ authorization: `Bearer ${callers[who]!.token}` });

  /** POST /document/upload as a browser sends it: each file a `file` part. */
  async function upload(
    who: string,
    documentType: string,
    files: FilePart[],
    pendingDocumentId?: string,
  ) {
    const form = new FormData();
    form.append('documentType', documentType);
    if (pendingDocumentId) form.append('pendingDocumentId', pendingDocumentId);
    for (const file of files)
      form.append(
        'file',
        new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    const res = await fetch(`${bank().url}/api/document/upload`, {
      method: 'POST',
      headers: bearer(who),
      body: form,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as any };
  }

  /** An upload that succeeds: the request it saved (a new INCOMPLETE one without `pendingId`). */
  async function uploaded(
    who: string,
    documentType: string,
    files: FilePart[],
    pendingId?: string,
  ) {
    const res = await upload(who, documentType, files, pendingId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return uploadDocumentResponseSchema.parse(res.body)[0]!;
  }

  /** Everything the customer's documents hold (requests, files and their sizes, avatar, PEP, cards' KYC). */
  async function state(who: string) {
    const { db } = bank().ctx;
    const userId = callers[who]!.id;
    const requests = await db
      .selectFrom('document_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const files = await db
      .selectFrom('document_files')
      .select(['id', 'request_id', 'document_type', 'file_name', 'size_bytes'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const user = await db
      .selectFrom('users')
      .select(['avatar_file_id', 'pep_status'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const cards = await db
      .selectFrom('cards')
      .select(['id', 'is_full_kyc'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return { requests, files, user, cards };
  }

  /**
   * The call is refused (a 4xx; `status` and `message` when given) and nothing of these customers' documents
   * changed.
   */
  async function expectRefused(
    who: string | string[],
    act: () => Promise<Refusal>,
    status?: number,
    message?: string | RegExp,
  ) {
    const everyone = typeof who === 'string' ? [who] : who;
    const before = await Promise.all(everyone.map(state));
    const res = await act();
    if (status) expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else if (message) expect(res.body.message).toMatch(message);
    expect(await Promise.all(everyone.map(state))).toEqual(before);
    return res;
  }

  return {
    upload,
    uploaded,
    download: (who: string, id: string) =>
      fetch(`${bank().url}/api/document/download/${id}`, { headers: bearer(who) }),
    submit: (who: string, body: unknown) => post(who, '/document/submit', body),
    cancel: (who: string, id: string) => post(who, '/document/cancel', { id }),
    /** Staff review a request (the staff API: approve or reject, each with a reason; an approval's is given here). */
    review: (requestId: string, decision: string, reason?: string) =>
      staffCall(bank(), 'operator', 'staffReviewDocument', {
        params: { requestId },
        body: {
          decision: decision.toUpperCase(),
          reason:
            reason ??
            (decision.toLowerCase() === 'approve' ? 'The document was checked' : undefined),
        },
      }),
    state,
    expectRefused,
  };
}
