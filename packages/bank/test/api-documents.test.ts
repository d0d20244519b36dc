import {
  DOCUMENT_MESSAGES,
  documentRequestSchema,
  ONBOARDING_MESSAGES,
  staffCustomerSchema,
  uploadDocumentResponseSchema,
  userSchema,
} from '@axia/core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ADMIN_MESSAGES } from '../src/modules/documents/admin';
import { FILE_RULE_MESSAGES } from '../src/modules/documents/files';
import { DOCUMENTS_SERVICE_MESSAGES } from '../src/modules/documents/service';
import { DOCUMENT_MESSAGES as UPLOAD_MESSAGES } from '../src/modules/registration/documents';
import { suiteCustomers } from './api-support';
import { insertTestCard } from './card-support';
import { documentCalls, type FilePart, JPG, pdf, PNG } from './document-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { staffCall } from './staff-support';

// Issue 16, seed 002 §2 Profile area, §3 'Document request', §4 Documents, §5, §7, §9: the six document calls (the
// four forms saved, submitted, cancelled, approved and rejected; every required message; the file rules by content
// and size; the 3-month proof of address; the avatar), the back office's document-review and documents, GET /user's
// pepStatus and avatarUrl, and PEP from the Personal page after onboarding.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'documents.test');
const { callers, post, get } = customers;
const { upload, uploaded, download, submit, cancel, review, state, expectRefused } = documentCalls(
  () => bank,
  customers,
);

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const TEXT = Buffer.from('just some text, not a document');
/** A PDF pdf-lib cannot read (no page tree). */
const CORRUPT_PDF = Buffer.from('%PDF-1.4\nthis is not really a pdf at all\n%%EOF\n');

const daysAgo = (days: number) => new Date(bank.clock.now().getTime() - days * 86_400_000);

const pending = async (who: string, query = '') => {
  const res = await get(who, `/document/pending${query}`);
  expect(res.status).toBe(200);
  return documentRequestSchema.array().parse(res.body);
};

const cardId: Record<string, string> = {};

describe.skipIf(engineUnavailable)(`document requests API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    for (const who of ['ann', 'bob', 'cid', 'dot']) {
      await customers.add(who, 'ada@demo.test');
      cardId[who] = (await insertTestCard(bank, { userId: callers[who]!.id })).id;
    }
  });
  afterAll(async () => {
    await bank?.close();
  });

  describe('Proof of Tax ID', () => {
    it('requires its file, the tax id and its country; saves, submits, becomes read-only, is approved', async () => {
      await expectRefused(
        'ann',
        () => submit('ann', { documentType: 'PROOF_OF_TAX_ID', submit: true }),
        400,
        'Proof of Tax ID is required!',
      );
      const first = await uploaded('ann', 'PROOF_OF_TAX_ID', [{ name: 'tax.png', content: PNG }]);
      expect(first.multipleDocuments.PROOF_OF_TAX_ID).toEqual([
        expect.objectContaining({
          documentName: 'tax.png',
          contentType: 'image/png',
          size: PNG.length,
        }),
      ]);
      const [listed] = await pending('ann', `?id=${first.id}`);
      expect(listed).toMatchObject({
        id: first.id,
        documentType: 'PROOF_OF_TAX_ID',
        status: 'INCOMPLETE',
        submit: false,
        documentName: 'tax.png',
      });
      await expectRefused(
        'ann',
        () => submit('ann', { id: first.id, documentType: 'PROOF_OF_TAX_ID', submit: true }),
        400,
        DOCUMENT_MESSAGES.taxIdRequired,
      );
      expect(DOCUMENT_MESSAGES.taxIdRequired).toBe('Tax identification number is required!');
      await expectRefused(
        'ann',
        () =>
          submit('ann', {
            id: first.id,
            documentType: 'PROOF_OF_TAX_ID',
            submit: true,
            info: { taxId: '123-45-6789' },
          }),
        400,
        'Tax country code is required!',
      );
      await expectRefused(
        'ann',
        () =>
          submit('ann', {
            id: first.id,
            documentType: 'PROOF_OF_TAX_ID',
            submit: false,
            info: { taxId: '1', taxIdCountryCode: 'ZZ' },
          }),
        400,
        DOCUMENTS_SERVICE_MESSAGES.unknownCountry,
      );
      // Save and exit: stays INCOMPLETE, the memo and the ids trimmed.
      const saved = await submit('ann', {
        id: ` ${first.id} `,
        documentType: 'PROOF_OF_TAX_ID',
        submit: false,
        memo: '  my tax id  ',
        info: { taxId: ' 123-45-6789 ', taxIdCountryCode: ' us ' },
      });
      expect(saved.status).toBe(200);
      expect(documentRequestSchema.parse(saved.body)).toMatchObject({
        id: first.id,
        status: 'INCOMPLETE',
        submit: false,
        memo: 'my tax id',
        info: { taxId: '123-45-6789', taxIdCountryCode: 'US' },
      });
      const submitted = await submit('ann', {
        id: first.id,
        documentType: 'PROOF_OF_TAX_ID',
        submit: true,
      });
      expect(submitted.status).toBe(200);
      expect(submitted.body).toMatchObject({
        status: 'SUBMITTED',
        submit: true,
        memo: 'my tax id',
      });
      // Read-only once submitted: no upload, no save.
      await expectRefused(
        'ann',
        () => upload('ann', 'PROOF_OF_TAX_ID', [{ name: 'b.jpg', content: JPG }], first.id),
        409,
        DOCUMENT_MESSAGES.notEditable,
      );
      await expectRefused(
        'ann',
        () =>
          submit('ann', {
            id: first.id,
            documentType: 'PROOF_OF_TAX_ID',
            submit: false,
            memo: 'x',
          }),
        409,
        DOCUMENT_MESSAGES.notEditable,
      );
      const approved = await review(first.id, 'approve');
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'COMPLETED', rejectionReason: null });
      expect((await pending('ann', `?id=${first.id}`))[0]!.status).toBe('COMPLETED');
      await expectRefused(
        'ann',
        () => cancel('ann', first.id),
        409,
        DOCUMENT_MESSAGES.notCancelable,
      );
      const again = await review(first.id, 'reject', 'late');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(DOCUMENT_ADMIN_MESSAGES.notSubmitted('COMPLETED'));
    });
  });

  describe('Beneficiary Account Application', () => {
    it('downloads the blank form, saves before any upload, submits, and is rejected with a reason', async () => {
      const form = await fetch(`${bank.url}/api/document/download/beneficiaryForm`, {
        headers: { authorization: `Bearer ${callers.bob!.token}` },
      });
      expect(form.status).toBe(200);
      expect(form.headers.get('content-type')).toBe('application/pdf');
      expect(form.headers.get('content-disposition')).toContain('filename="beneficiaryForm.pdf"');
      expect(form.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await form.arrayBuffer());
      const blank = await PDFDocument.load(bytes);
      expect(blank.getTitle()).toBe('Beneficiary Account Application');
      expect(blank.getPageCount()).toBe(1);
      expect((await fetch(`${bank.url}/api/document/download/beneficiaryForm`)).status).toBe(401);

      // Save and exit without an id makes the request.
      const saved = await submit('bob', {
        documentType: 'BENEFICIARY_ACCOUNT',
        submit: false,
        memo: 'to follow',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        status: 'INCOMPLETE',
        memo: 'to follow',
        documentId: null,
      });
      await expectRefused(
        'bob',
        () =>
          submit('bob', { id: saved.body.id, documentType: 'BENEFICIARY_ACCOUNT', submit: true }),
        400,
        'Beneficiary Account Application From is required!',
      );
      // A field of another form does not go into it.
      await expectRefused(
        'bob',
        () => upload('bob', 'PROOF_OF_TAX_ID', [{ name: 't.png', content: PNG }], saved.body.id),
        400,
        /does not belong to a Beneficiary Account Application request/,
      );
      const filled = await uploaded(
        'bob',
        'BENEFICIARY_ACCOUNT',
        [{ name: 'filled.pdf', content: bytes }],
        saved.body.id,
      );
      expect(filled.id).toBe(saved.body.id);
      const submitted = await submit('bob', {
        id: saved.body.id,
        documentType: 'BENEFICIARY_ACCOUNT',
        submit: true,
      });
      expect(submitted.body).toMatchObject({ status: 'SUBMITTED', documentName: 'filled.pdf' });
      const noReason = await review(saved.body.id, 'reject');
      expect(noReason.status).toBe(400);
      // The staff API asks every decision for its reason (a rejection's is what the customer reads).
      expect(noReason.body.message).toBe(
        'reason: Invalid input: expected string, received undefined',
      );
      const rejected = await review(saved.body.id, 'REJECT', 'The form is not signed.');
      expect(rejected.status).toBe(200);
      const [after] = await pending('bob', `?id=${saved.body.id}`);
      expect(after).toMatchObject({
        status: 'REJECTED',
        rejectionReason: 'The form is not signed.',
      });
      await expectRefused(
        'bob',
        () => cancel('bob', saved.body.id),
        409,
        DOCUMENT_MESSAGES.notCancelable,
      );
    });
  });

  describe('Debit Card Identity Verification', () => {
    it('requires both files and one of the customer’s cards; approving marks the card KYC verified', async () => {
      const id = await uploaded('cid', 'CARD_KYC_ID', [
        { name: 'front.png', content: PNG },
        { name: 'back.gif', content: GIF },
      ]);
      expect(id.multipleDocuments.CARD_KYC_ID!.map((f) => f.documentName)).toEqual([
        'front.png',
        'back.gif',
      ]);
      expect(id.multipleDocuments.CARD_KYC_ID![1]!.contentType).toBe('image/gif');
      const body = { id: id.id, documentType: 'CARD_KYC' };
      await expectRefused(
        'cid',
        () => submit('cid', { ...body, submit: true }),
        400,
        'Proof of Card Address is required!',
      );
      await uploaded(
        'cid',
        'CARD_KYC_ADDRESS',
        [{ name: 'bill.pdf', content: await pdf(daysAgo(30)) }],
        id.id,
      );
      await expectRefused(
        'cid',
        () => submit('cid', { ...body, submit: true }),
        400,
        DOCUMENT_MESSAGES.cardRequired,
      );
      for (const other of [cardId.bob!, 'not-a-card', crypto.randomUUID()])
        await expectRefused(
          'cid',
          () => submit('cid', { ...body, submit: false, infoToUpdate: { cardId: other } }),
          404,
          'Card not found',
        );
      const saved = await submit('cid', {
        ...body,
        submit: false,
        memo: 'limit increase',
        infoToUpdate: { cardId: ` ${cardId.cid} ` },
      });
      expect(saved.body).toMatchObject({
        status: 'INCOMPLETE',
        infoToUpdate: { cardId: cardId.cid },
        info: { cardId: cardId.cid },
      });
      const submitted = await submit('cid', { ...body, submit: true });
      expect(submitted.status).toBe(200);
      expect(submitted.body.status).toBe('SUBMITTED');
      const card = () =>
        bank.ctx.db
          .selectFrom('cards')
          .select('is_full_kyc')
          .where('id', '=', cardId.cid!)
          .executeTakeFirstOrThrow();
      expect((await card()).is_full_kyc).toBe(false);
      const approved = await review(id.id, 'approve');
      expect(approved.body.status).toBe('COMPLETED');
      expect((await card()).is_full_kyc).toBe(true);

      // A new request with the address only: the ID is required.
      const address = await uploaded('cid', 'CARD_KYC_ADDRESS', [
        { name: 'bill.pdf', content: await pdf(daysAgo(5)) },
      ]);
      await expectRefused(
        'cid',
        () =>
          submit('cid', {
            id: address.id,
            documentType: 'CARD_KYC',
            submit: true,
            infoToUpdate: { cardId: cardId.cid },
          }),
        400,
        'Proof of Card ID is required!',
      );
    });
  });

  describe('Change of Address/ID', () => {
    it('requires both files, takes one PDF of the images, submits, and is cancelled', async () => {
      const idPdf = await uploaded('dot', 'CHANGE_OF_ID', [
        { name: 'id.pdf', content: await pdf(null) },
      ]);
      expect(idPdf.multipleDocuments.CHANGE_OF_ID![0]!.contentType).toBe('application/pdf');
      await expectRefused(
        'dot',
        () => submit('dot', { id: idPdf.id, documentType: 'CHANGE_OF_ID_ADDRESS', submit: true }),
        400,
        'Change of Address is required!',
      );
      bank.clock.advance(1000);
      const addressOnly = await uploaded('dot', 'CHANGE_OF_ADDRESS', [
        { name: 'a.pdf', content: await pdf(daysAgo(1)) },
      ]);
      await expectRefused(
        'dot',
        () =>
          submit('dot', { id: addressOnly.id, documentType: 'CHANGE_OF_ID_ADDRESS', submit: true }),
        400,
        'Change of ID is required!',
      );
      // The type of the body must be the request's.
      await expectRefused(
        'dot',
        () => submit('dot', { id: idPdf.id, documentType: 'CARD_KYC', submit: false }),
        400,
        /Change of Address\/ID request/,
      );
      await uploaded(
        'dot',
        'CHANGE_OF_ADDRESS',
        [{ name: 'a.pdf', content: await pdf(daysAgo(80)) }],
        idPdf.id,
      );
      const submitted = await submit('dot', {
        id: idPdf.id,
        documentType: 'CHANGE_OF_ID_ADDRESS',
        submit: true,
        memo: 'moved',
      });
      expect(submitted.body).toMatchObject({ status: 'SUBMITTED', memo: 'moved' });
      const canceled = await cancel('dot', idPdf.id);
      expect(canceled.status).toBe(200);
      expect(canceled.body).toMatchObject({ status: 'CANCELED' });
      await expectRefused(
        'dot',
        () => cancel('dot', idPdf.id),
        409,
        DOCUMENT_MESSAGES.notCancelable,
      );
      const reviewCanceled = await review(idPdf.id, 'approve');
      expect(reviewCanceled.status).toBe(409);
      // An INCOMPLETE one is cancelled too, then read-only.
      const draft = await cancel('dot', addressOnly.id);
      expect(draft.body.status).toBe('CANCELED');
      await expectRefused(
        'dot',
        () => upload('dot', 'CHANGE_OF_ID', [{ name: 'i.png', content: PNG }], addressOnly.id),
        409,
        DOCUMENT_MESSAGES.notEditable,
      );
      // The list: newest first, by type.
      const all = await pending('dot');
      expect(all.map((r) => r.id)).toEqual([addressOnly.id, idPdf.id]);
      expect(await pending('dot', '?documentType=PROOF_OF_TAX_ID')).toEqual([]);
      expect((await pending('dot', '?documentType=CHANGE_OF_ID_ADDRESS')).length).toBe(2);
    });
  });

  describe('file rules (by content and size; nothing changed on a refusal)', () => {
    it('sniffs the content: a .pdf name with PNG bytes is an image, a .png name with text is refused', async () => {
      const res = await uploaded('ann', 'CARD_KYC_ID', [
        { name: 'scan.pdf', content: PNG, type: 'application/pdf' },
      ]);
      expect(res.multipleDocuments.CARD_KYC_ID).toEqual([
        expect.objectContaining({ documentName: 'scan.png', contentType: 'image/png' }),
      ]);
      await expectRefused(
        'ann',
        () => upload('ann', 'CARD_KYC_ADDRESS', [{ name: 'bill.pdf', content: PNG }], res.id),
        415,
        DOCUMENT_MESSAGES.pdfOnly,
      );
      for (const [type, file, message] of [
        [
          'PROOF_OF_TAX_ID',
          { name: 'tax.png', content: TEXT, type: 'image/png' },
          DOCUMENT_MESSAGES.taxProofTypes,
        ],
        ['PROOF_OF_TAX_ID', { name: 'tax.gif', content: GIF }, DOCUMENT_MESSAGES.taxProofTypes],
        ['CHANGE_OF_ID', { name: 'id.png', content: TEXT }, DOCUMENT_MESSAGES.imageOnly],
      ] as const)
        await expectRefused('ann', () => upload('ann', type, [file]), 415, message);
    });

    it('refuses files too big for their field', async () => {
      const big = (head: Buffer, size: number) =>
        Buffer.concat([head, Buffer.alloc(size - head.length)]);
      await expectRefused(
        'ann',
        () => upload('ann', 'CARD_KYC_ID', [{ name: 'big.png', content: big(PNG, 1_000_001) }]),
        413,
        'File is too big! The maximum size is 1,000,000 bytes.',
      );
      const oldEnough = await pdf(daysAgo(2));
      await expectRefused(
        'ann',
        () =>
          upload('ann', 'CHANGE_OF_ADDRESS', [
            { name: 'big.pdf', content: big(oldEnough, 1_000_001) },
          ]),
        413,
        DOCUMENT_MESSAGES.fileTooLarge,
      );
      // Exactly 1,000,000 bytes is allowed.
      const limit = await uploaded('ann', 'CHANGE_OF_ID', [
        { name: 'edge.png', content: big(PNG, 1_000_000) },
      ]);
      expect(limit.multipleDocuments.CHANGE_OF_ID![0]!.size).toBe(1_000_000);
      // The tax form's file too: 1,000,000 bytes per document file (seed 002 §9; it took 10 MB, issue 42).
      await expectRefused(
        'ann',
        () =>
          upload('ann', 'PROOF_OF_TAX_ID', [
            { name: 'big.pdf', content: big(oldEnough, 1_000_001) },
          ]),
        413,
        DOCUMENT_MESSAGES.fileTooLarge,
      );
      const taxEdge = await uploaded('ann', 'PROOF_OF_TAX_ID', [
        { name: 'edge.pdf', content: big(oldEnough, 1_000_000) },
      ]);
      expect(taxEdge.multipleDocuments.PROOF_OF_TAX_ID![0]!.size).toBe(1_000_000);
    });

    it('takes at most 2 ID images, or one PDF alone; one file for the other fields', async () => {
      const png = (name: string) => ({ name, content: PNG });
      const refusals: [string, FilePart[], string][] = [
        [
          'CARD_KYC_ID',
          [png('1.png'), png('2.png'), png('3.png')],
          DOCUMENT_MESSAGES.tooManyImages,
        ],
        [
          'CARD_KYC_ID',
          [png('1.png'), { name: '2.pdf', content: CORRUPT_PDF }],
          DOCUMENT_MESSAGES.imageOnly,
        ],
        ['PROOF_OF_TAX_ID', [png('1.png'), png('2.png')], UPLOAD_MESSAGES.oneFile],
        ['CARD_KYC_ID', [], UPLOAD_MESSAGES.fileRequired],
        ['CARD_KYC_ID', [{ name: 'e.png', content: Buffer.alloc(0) }], UPLOAD_MESSAGES.fileEmpty],
      ];
      for (const [type, files, message] of refusals)
        await expectRefused('ann', () => upload('ann', type, files), 400, message);
    });

    it('takes a proof of address issued within 3 months only, dated and readable', async () => {
      const address = (content: Buffer) =>
        upload('ann', 'CARD_KYC_ADDRESS', [{ name: 'bill.pdf', content }]);
      await expectRefused(
        'ann',
        async () => address(await pdf(daysAgo(100))),
        400,
        DOCUMENT_MESSAGES.addressTooOld,
      );
      await expectRefused(
        'ann',
        async () => address(await pdf(null)),
        400,
        DOCUMENT_MESSAGES.addressUndated,
      );
      await expectRefused('ann', () => address(CORRUPT_PDF), 400, FILE_RULE_MESSAGES.unreadablePdf);
      // Three calendar months back on the bank's clock (2026-11-21): an hour after 2026-08-21 is in, an hour
      // before is not.
      const earliest = bank.clock.now();
      earliest.setUTCMonth(earliest.getUTCMonth() - 3);
      expect(earliest.toISOString().slice(0, 10)).toBe('2026-08-21');
      const hour = 3_600_000;
      await expectRefused(
        'ann',
        async () => address(await pdf(new Date(earliest.getTime() - hour))),
        400,
        DOCUMENT_MESSAGES.addressTooOld,
      );
      expect((await address(await pdf(new Date(earliest.getTime() + hour)))).status).toBe(200);
    });

    it('refuses types that are not a form field, unknown fields, bad multipart', async () => {
      for (const type of ['CARD_KYC', 'OTHER', 'PROOF_OF_TAX_RETURN'])
        await expectRefused(
          'ann',
          () => upload('ann', type, [{ name: 'a.png', content: PNG }]),
          400,
          DOCUMENTS_SERVICE_MESSAGES.notUploadable(type),
        );
      await expectRefused(
        'ann',
        () => upload('ann', 'passport', [{ name: 'a.png', content: PNG }]),
        400,
        /documentType/,
      );
      const raw = (contentType: string, body: string) =>
        fetch(`${bank.url}/api/document/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${callers.ann!.token}`, 'content-type': contentType },
          body,
        }).then(async (res) => ({ status: res.status, body: await res.json() }));
      await expectRefused(
        'ann',
        () => raw('multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-da'),
        400,
        /./,
      );
      await expectRefused('ann', () => raw('multipart/form-data', 'garbage'), 400, /./);
      await expectRefused(
        'ann',
        () => raw('application/json', JSON.stringify({ documentType: 'CARD_KYC_ID' })),
        415,
        /multipart/,
      );
    });

    it('replaces the field’s files on each upload', async () => {
      const first = await uploaded('bob', 'CHANGE_OF_ID', [
        { name: 'front.png', content: PNG },
        { name: 'back.jpg', content: JPG },
      ]);
      const [front, back] = first.multipleDocuments.CHANGE_OF_ID!;
      const second = await uploaded(
        'bob',
        'CHANGE_OF_ID',
        [{ name: 'new.jpg', content: JPG }],
        first.id,
      );
      expect(second.multipleDocuments.CHANGE_OF_ID!.map((f) => f.documentName)).toEqual([
        'new.jpg',
      ]);
      expect((await download('bob', front!.documentId)).status).toBe(404);
      expect((await download('bob', back!.documentId)).status).toBe(404);
      const kept = await download('bob', second.multipleDocuments.CHANGE_OF_ID![0]!.documentId);
      expect(kept.status).toBe(200);
      expect(Buffer.from(await kept.arrayBuffer()).equals(JPG)).toBe(true);
    });
  });

  describe('another customer’s requests, files and cards', () => {
    it('answers 404 and changes nothing', async () => {
      const owned = await uploaded('ann', 'CARD_KYC_ID', [{ name: 'mine.png', content: PNG }]);
      const fileId = owned.multipleDocuments.CARD_KYC_ID![0]!.documentId;
      const mine = await download('ann', fileId);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('image/png');
      expect(mine.headers.get('content-disposition')).toBe(
        `attachment; filename="mine.png"; filename*=UTF-8''mine.png`,
      );
      expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      const before = await state('ann');
      expect((await download('bob', fileId)).status).toBe(404);
      expect((await get('bob', `/document/pending?id=${owned.id}`)).status).toBe(404);
      expect((await cancel('bob', owned.id)).status).toBe(404);
      expect(
        (await upload('bob', 'CARD_KYC_ID', [{ name: 'x.png', content: PNG }], owned.id)).status,
      ).toBe(404);
      expect(
        (await submit('bob', { id: owned.id, documentType: 'CARD_KYC', submit: false, memo: 'x' }))
          .status,
      ).toBe(404);
      expect(
        (
          await submit('ann', {
            id: owned.id,
            documentType: 'CARD_KYC',
            submit: false,
            infoToUpdate: { cardId: cardId.bob },
          })
        ).status,
      ).toBe(404);
      for (const id of ['nonsense', crypto.randomUUID()]) {
        expect((await download('ann', id)).status).toBe(404);
        expect((await get('ann', `/document/pending?id=${id}`)).status).toBe(404);
      }
      expect(await state('ann')).toEqual(before);
    });
  });

  describe('gates', () => {
    it('needs UPLOAD_DOCUMENT to upload and submit a form; lists, cancels and downloads without it', async () => {
      await customers.add('flagless', 'ada@demo.test');
      const draft = await uploaded('flagless', 'CHANGE_OF_ID', [{ name: 'a.png', content: PNG }]);
      await customers.setFeatures('flagless', (f) => f.filter((x) => x !== 'UPLOAD_DOCUMENT'));
      const off = 'This service is temporarily unavailable, please try again later.';
      await expectRefused(
        'flagless',
        () => upload('flagless', 'CHANGE_OF_ID', [{ name: 'b.png', content: PNG }], draft.id),
        403,
        off,
      );
      await expectRefused(
        'flagless',
        () => submit('flagless', { documentType: 'PROOF_OF_TAX_ID', submit: false }),
        403,
        off,
      );
      expect((await pending('flagless')).length).toBe(1);
      expect(
        (await download('flagless', draft.multipleDocuments.CHANGE_OF_ID![0]!.documentId)).status,
      ).toBe(200);
      // The avatar needs no flag.
      expect((await upload('flagless', 'AVATAR', [{ name: 'me.png', content: PNG }])).status).toBe(
        200,
      );
      expect((await cancel('flagless', draft.id)).body.status).toBe('CANCELED');
    });

    it('refuses a SUSPENDED customer’s uploads and submits, but lists', async () => {
      await customers.add('paused', 'ada@demo.test');
      await customers.setUser('paused', { status: 'SUSPENDED' });
      await expectRefused(
        'paused',
        () => upload('paused', 'CHANGE_OF_ID', [{ name: 'b.png', content: PNG }]),
        403,
        /suspended/,
      );
      await expectRefused(
        'paused',
        () => upload('paused', 'AVATAR', [{ name: 'b.png', content: PNG }]),
        403,
        /suspended/,
      );
      await expectRefused(
        'paused',
        () => submit('paused', { documentType: 'PROOF_OF_TAX_ID', submit: false }),
        403,
        /suspended/,
      );
      expect(await pending('paused')).toEqual([]);
    });
  });

  describe('the avatar, GET /user and PEP', () => {
    it('uploads, shows, downloads and replaces the avatar; refuses what is not a png, jpeg or webp image', async () => {
      await customers.add('eve', 'ada@demo.test');
      const profile = async () => userSchema.parse((await get('eve', '/user')).body);
      expect((await profile()).avatarUrl).toBeNull();
      const first = await upload('eve', 'AVATAR', [{ name: 'me.png', content: PNG }]);
      expect(first.status).toBe(200);
      const [answer] = uploadDocumentResponseSchema.parse(first.body);
      expect(answer).toEqual({
        id: expect.any(String),
        multipleDocuments: {},
        avatarUrl: `/document/download/${answer!.id}`,
      });
      expect((await profile()).avatarUrl).toBe(answer!.avatarUrl);
      const file = await download('eve', answer!.id);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await download('ann', answer!.id)).status).toBe(404);
      // No document request is made for it.
      expect(await pending('eve')).toEqual([]);

      const second = await upload('eve', 'AVATAR', [{ name: 'me.jpeg', content: JPG }]);
      expect(second.status).toBe(200);
      expect((await profile()).avatarUrl).toBe(`/document/download/${second.body[0].id}`);
      expect((await download('eve', answer!.id)).status).toBe(404);
      const avatars = (await state('eve')).files.filter((f) => f.document_type === 'AVATAR');
      expect(avatars.map((f) => f.id)).toEqual([second.body[0].id]);

      await expectRefused(
        'eve',
        () => upload('eve', 'AVATAR', [{ name: 'a.gif', content: GIF }]),
        415,
        DOCUMENT_MESSAGES.avatarNotImage,
      );
      await expectRefused(
        'eve',
        () => upload('eve', 'AVATAR', [{ name: 'a.png', content: CORRUPT_PDF }]),
        415,
        DOCUMENT_MESSAGES.avatarNotImage,
      );
      await expectRefused(
        'eve',
        () =>
          upload('eve', 'AVATAR', [
            { name: 'a.png', content: PNG },
            { name: 'b.png', content: PNG },
          ]),
        400,
        FILE_RULE_MESSAGES.avatarOneFile,
      );
      await expectRefused(
        'eve',
        () => upload('eve', 'AVATAR', [{ name: 'a.png', content: PNG }], crypto.randomUUID()),
        400,
        DOCUMENTS_SERVICE_MESSAGES.avatarNoRequest,
      );
      // 10,485,760 bytes is the cap: one byte more is too big (the server's own limit).
      const atCap = Buffer.concat([PNG, Buffer.alloc(10_485_760 - PNG.length)]);
      expect((await upload('eve', 'AVATAR', [{ name: 'cap.png', content: atCap }])).status).toBe(
        200,
      );
      await expectRefused(
        'eve',
        () =>
          upload('eve', 'AVATAR', [
            { name: 'big.png', content: Buffer.concat([atCap, Buffer.alloc(1)]) },
          ]),
        413,
        new RegExp(`^${ONBOARDING_MESSAGES.fileTooBig}`),
      );
    });

    it('answers pepStatus, and a registered customer changes it from the Personal page', async () => {
      await customers.add('pep', 'ada@demo.test');
      const before = userSchema.parse((await get('pep', '/user')).body);
      expect(before.registration.registrationCompleted).toBe(true);
      expect(before.pepStatus).toBe('NONE');
      const res = await post('pep', '/user/pep/registration', { pepStatus: 'PEP' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ pepStatus: 'PEP', registrationCompleted: true });
      expect(userSchema.parse((await get('pep', '/user')).body).pepStatus).toBe('PEP');
      expect((await post('pep', '/user/pep/registration', { pepStatus: 'NONE' })).status).toBe(200);
      expect((await get('pep', '/user')).body.pepStatus).toBe('NONE');
      // Even without onboarding's flag once registered.
      await customers.setFeatures('pep', (f) => f.filter((x) => x !== 'ENABLE_ONBOARDING'));
      expect((await post('pep', '/user/pep/registration', { pepStatus: 'PEP' })).status).toBe(200);
      const bad = await post('pep', '/user/pep/registration', { pepStatus: 'MAYBE' });
      expect(bad.status).toBe(400);
      expect((await get('pep', '/user')).body.pepStatus).toBe('PEP');
    });
  });

  describe('back office', () => {
    it('lists a customer’s requests and refuses unknown requests and customers', async () => {
      // Staff read a customer's requests on the customer's page (the staff API).
      const page = (userId: string) =>
        staffCall(bank, 'viewer', 'staffCustomer', { params: { userId } });
      const list = await page(customers.callers.dot!.id);
      expect(list.status).toBe(200);
      expect(staffCustomerSchema.parse(list.body).documents.length).toBe(2);
      const unknownCustomer = await page(crypto.randomUUID());
      expect(unknownCustomer.status).toBe(404);
      for (const id of ['nope', crypto.randomUUID()])
        expect((await review(id, 'approve')).status).toBe(404);
      expect((await review(crypto.randomUUID(), 'maybe')).status).toBe(400);
    });
  });
});
