import { DOCUMENT_MESSAGES, documentRequestSchema, uploadDocumentResponseSchema } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENTS_SERVICE_MESSAGES,
  MAX_NEW_REQUESTS_PER_DAY,
} from '../src/modules/documents/service';
import { suiteCustomers } from './api-support';
import { insertTestCard } from './card-support';
import { documentCalls, pdf, PNG } from './document-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 16, a security review of the document requests (modules/documents): another customer's request, file, card
// and avatar are 404 through every door; the status machine under concurrent calls; files checked by content and
// served back so nothing renders inline; the multipart and JSON limits (junk is a 4xx, never a 5xx); the 3-month rule
// on the bank's clock; the avatar; the card KYC approval; and every refusal changes nothing.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'documents-review.test');
const { callers, post, get } = customers;
const { upload, uploaded, download, submit, cancel, review, state, expectRefused } = documentCalls(
  () => bank,
  customers,
);

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
/** A PNG whose tail is an HTML page: a PNG by its bytes, never rendered as HTML. */
const POLYGLOT = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);

const DAY = 86_400_000;

/** A hand-made multipart body (duplicate, odd or huge parts), sent through app.inject. */
async function rawUpload(who: string, parts: string[], boundary = 'XyZ') {
  const body = `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
  const res = await bank.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: {
      authorization: `Bearer ${callers[who]!.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    // Bytes as written (a PNG's bytes are latin1 characters here).
    payload: Buffer.from(body, 'latin1'),
  });
  return { status: res.statusCode, body: res.json() as { message?: string } };
}
const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const filePart = (name: string, content: string, fieldName = 'file') =>
  `Content-Disposition: form-data; name="${fieldName}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n${content}`;

/** A SUBMITTED tax request of `who`. */
async function submittedTax(who: string) {
  const draft = await uploaded(who, 'PROOF_OF_TAX_ID', [{ name: 't.png', content: PNG }]);
  const res = await submit(who, {
    id: draft.id,
    documentType: 'PROOF_OF_TAX_ID',
    submit: true,
    info: { taxId: '123', taxIdCountryCode: 'US' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return draft;
}

const cards: Record<string, string[]> = {};

describe.skipIf(engineUnavailable)(`document requests, security review (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    for (const who of ['ann', 'bob']) {
      await customers.add(who, 'ada@demo.test');
      cards[who] = [
        (await insertTestCard(bank, { userId: callers[who]!.id })).id,
        (await insertTestCard(bank, { userId: callers[who]!.id })).id,
      ];
    }
  });
  afterAll(async () => {
    await bank?.close();
  });

  describe('another customer’s request, file, card and avatar: 404 through every door', () => {
    it('refuses bob every door into ann’s documents, and changes nothing of either', async () => {
      const tax = await uploaded('ann', 'PROOF_OF_TAX_ID', [{ name: 't.png', content: PNG }]);
      const kyc = await uploaded('ann', 'CARD_KYC_ID', [{ name: 'id.png', content: PNG }]);
      const avatar = await uploaded('ann', 'AVATAR', [{ name: 'me.png', content: PNG }]);
      const fileId = tax.multipleDocuments.PROOF_OF_TAX_ID![0]!.documentId;
      const both = ['ann', 'bob'];
      // Upload into ann's request, with a good file and with a file of the right field.
      await expectRefused(
        both,
        () => upload('bob', 'PROOF_OF_TAX_ID', [{ name: 'x.png', content: PNG }], tax.id),
        404,
        DOCUMENT_MESSAGES.notFound,
      );
      await expectRefused(
        both,
        () => upload('bob', 'CARD_KYC_ID', [{ name: 'x.png', content: PNG }], kyc.id),
        404,
      );
      // A file id or the avatar's id is no request id.
      await expectRefused(
        both,
        () => upload('ann', 'PROOF_OF_TAX_ID', [{ name: 'x.png', content: PNG }], fileId),
        404,
      );
      await expectRefused(
        both,
        () => upload('ann', 'PROOF_OF_TAX_ID', [{ name: 'x.png', content: PNG }], avatar.id),
        404,
      );
      for (const body of [
        { id: tax.id, documentType: 'PROOF_OF_TAX_ID', submit: false, memo: 'mine now' },
        { id: tax.id, documentType: 'PROOF_OF_TAX_ID', submit: true },
        {
          id: kyc.id,
          documentType: 'CARD_KYC',
          submit: false,
          infoToUpdate: { cardId: cards.bob![0] },
        },
      ])
        await expectRefused(both, () => submit('bob', body), 404, DOCUMENT_MESSAGES.notFound);
      await expectRefused(both, () => cancel('bob', tax.id), 404, DOCUMENT_MESSAGES.notFound);
      for (const query of [`?id=${tax.id}`, `?id=${tax.id}&documentType=PROOF_OF_TAX_ID`]) {
        const res = await get('bob', `/document/pending${query}`);
        expect(res.status).toBe(404);
      }
      // The list is bob's only.
      const list = await get('bob', '/document/pending?documentType=PROOF_OF_TAX_ID');
      expect(list.body.some((r: { id: string }) => r.id === tax.id)).toBe(false);
      // Downloads: a request's file, the avatar, by id in any case.
      for (const id of [fileId, avatar.id, fileId.toUpperCase(), avatar.id.toUpperCase()]) {
        const res = await download('bob', id);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-disposition')).toBeNull();
      }
      // Ann's own card KYC with bob's card: 404, no request made; bob's card untouched.
      await expectRefused(
        both,
        () =>
          submit('ann', {
            documentType: 'CARD_KYC',
            submit: false,
            infoToUpdate: { cardId: cards.bob![0] },
          }),
        404,
      );
    });
  });

  describe('the status machine', () => {
    it('lets one of two concurrent submits through; the other is a 409', async () => {
      const draft = await uploaded('ann', 'PROOF_OF_TAX_ID', [{ name: 't.png', content: PNG }]);
      const body = {
        id: draft.id,
        documentType: 'PROOF_OF_TAX_ID',
        submit: true,
        info: { taxId: '1', taxIdCountryCode: 'US' },
      };
      const results = await Promise.all([submit('ann', body), submit('ann', body)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const row = await bank.ctx.db
        .selectFrom('document_requests')
        .selectAll()
        .where('id', '=', draft.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('SUBMITTED');
    });

    it('serialises a cancel with an upload into the same request: never files added to a CANCELED request after it', async () => {
      const draft = await uploaded('ann', 'CHANGE_OF_ID', [{ name: 'a.png', content: PNG }]);
      const [up, off] = await Promise.all([
        upload(
          'ann',
          'CHANGE_OF_ADDRESS',
          [{ name: 'p.pdf', content: await pdf(bank.clock.now()) }],
          draft.id,
        ),
        cancel('ann', draft.id),
      ]);
      expect(off.status).toBe(200);
      expect([200, 409]).toContain(up.status);
      const [after] = documentRequestSchema
        .array()
        .parse((await get('ann', `/document/pending?id=${draft.id}`)).body);
      expect(after!.status).toBe('CANCELED');
      if (up.status === 409) expect(after!.multipleDocuments.CHANGE_OF_ADDRESS).toBeUndefined();
      // Two cancels: the second is a 409.
      expect((await cancel('ann', draft.id)).status).toBe(409);
    });

    it('keeps one selection of a field’s files under concurrent uploads into the same draft', async () => {
      const draft = await uploaded('bob', 'CHANGE_OF_ID', [{ name: 'a.png', content: PNG }]);
      const results = await Promise.all([
        upload('bob', 'CHANGE_OF_ID', [{ name: 'b.png', content: PNG }], draft.id),
        upload(
          'bob',
          'CHANGE_OF_ID',
          [
            { name: 'c.png', content: PNG },
            { name: 'd.png', content: PNG },
          ],
          draft.id,
        ),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const files = (await state('bob')).files.filter((f) => f.request_id === draft.id);
      expect([['b.png'], ['c.png', 'd.png']]).toContainEqual(files.map((f) => f.file_name).sort());
    });

    it('keeps only one avatar under concurrent uploads', async () => {
      const results = await Promise.all([
        upload('bob', 'AVATAR', [{ name: 'a.png', content: PNG }]),
        upload('bob', 'AVATAR', [{ name: 'b.png', content: PNG }]),
        upload('bob', 'AVATAR', [{ name: 'c.png', content: PNG }]),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const now = await state('bob');
      const avatars = now.files.filter((f) => f.document_type === 'AVATAR');
      expect(avatars.map((f) => f.id)).toEqual([now.user.avatar_file_id]);
    });

    it('refuses uploads and edits into SUBMITTED, REJECTED, COMPLETED and CANCELED requests', async () => {
      const sent = await submittedTax('ann');
      const rejected = await submittedTax('ann');
      expect((await review(rejected.id, 'reject', 'Blurry')).status).toBe(200);
      const approved = await submittedTax('ann');
      expect((await review(approved.id, 'approve')).status).toBe(200);
      const canceled = await uploaded('ann', 'PROOF_OF_TAX_ID', [{ name: 't.png', content: PNG }]);
      expect((await cancel('ann', canceled.id)).status).toBe(200);
      for (const request of [sent, rejected, approved, canceled]) {
        await expectRefused(
          ['ann'],
          () => upload('ann', 'PROOF_OF_TAX_ID', [{ name: 'x.png', content: PNG }], request.id),
          409,
          DOCUMENT_MESSAGES.notEditable,
        );
        for (const submitNow of [true, false])
          await expectRefused(
            ['ann'],
            () =>
              submit('ann', {
                id: request.id,
                documentType: 'PROOF_OF_TAX_ID',
                submit: submitNow,
                memo: 'again',
                info: { taxId: '2', taxIdCountryCode: 'GB' },
              }),
            409,
            DOCUMENT_MESSAGES.notEditable,
          );
      }
      for (const request of [rejected, approved, canceled])
        await expectRefused(['ann'], () => cancel('ann', request.id), 409);
      // Reviewed twice, or a cancelled one: 409.
      for (const request of [rejected, approved, canceled])
        await expectRefused(['ann'], () => review(request.id, 'approve'), 409);
    });
  });

  describe('files by content, served back as attachments only', () => {
    it('refuses SVG and HTML dressed as images or PDFs in every field and the avatar', async () => {
      for (const [type, content] of [
        ['CARD_KYC_ID', SVG],
        ['CARD_KYC_ADDRESS', HTML],
        ['CHANGE_OF_ID', SVG],
        ['PROOF_OF_TAX_ID', SVG],
        ['BENEFICIARY_ACCOUNT', HTML],
        ['CHANGE_OF_ADDRESS', HTML],
        ['AVATAR', SVG],
        ['AVATAR', HTML],
      ] as const)
        await expectRefused(
          ['ann'],
          () => upload('ann', type, [{ name: 'photo.png', content, type: 'image/png' }]),
          415,
        );
    });

    it('serves a PNG/HTML polyglot and a PDF with JavaScript as inert attachments', async () => {
      const poly = await uploaded('ann', 'CARD_KYC_ID', [
        { name: 'x.html', content: POLYGLOT, type: 'text/html' },
      ]);
      const js = await uploaded('ann', 'PROOF_OF_TAX_ID', [
        { name: 'evil.pdf', content: await pdf(null, true) },
      ]);
      for (const [file, type] of [
        [poly.multipleDocuments.CARD_KYC_ID![0]!, 'image/png'],
        [js.multipleDocuments.PROOF_OF_TAX_ID![0]!, 'application/pdf'],
      ] as const) {
        expect(file.contentType).toBe(type);
        const res = await download('ann', file.documentId);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
      // The stored name takes the real type's extension.
      expect(poly.multipleDocuments.CARD_KYC_ID![0]!.documentName).toBe('x.png');
      const form = await download('ann', 'beneficiaryForm');
      expect(form.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(form.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    });

    it('keeps header-breaking file names out of Content-Disposition', async () => {
      const res = await rawUpload('ann', [
        field('documentType', 'CHANGE_OF_ID'),
        `Content-Disposition: form-data; name="file"; filename="a\\"; x=\\"y.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}`,
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const stored = uploadDocumentResponseSchema.parse(res.body)[0]!.multipleDocuments
        .CHANGE_OF_ID![0]!.documentId;
      const file = await download('ann', stored);
      const disposition = file.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[^"';\s]*$/);
    });
    it('strips bidirectional overrides from names, keeps whole characters, encodes RFC 5987 attr-chars', async () => {
      const names: Array<[string, RegExp]> = [
        ['invoice\u202Efdp.png', /^invoicefdp\.png$/],
        ["it's (1)*.png", /^it's \(1\)\*\.png$/],
        [`${'a'.repeat(119)}\u{1F600}\u{1F600}.png`, /^a{119}\u{1F600}\.png$/u],
      ];
      for (const [name, stored] of names) {
        const res = await uploaded('ann', 'CHANGE_OF_ID', [{ name, content: PNG }]);
        const file = res.multipleDocuments.CHANGE_OF_ID![0]!;
        expect(file.documentName).toMatch(stored);
        const got = await download('ann', file.documentId);
        expect(got.status).toBe(200);
        expect(got.headers.get('content-disposition')).toMatch(
          /^attachment; filename="[A-Za-z0-9._ -]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/,
        );
      }
    });
  });

  describe('multipart and JSON junk: a 4xx, never a 5xx, nothing changed', () => {
    it('refuses odd multipart bodies', async () => {
      const png = PNG.toString('latin1');
      const cases: Array<[string[], number?]> = [
        [[field('documentType', 'CARD_KYC_ID')], 400], // no file
        [[filePart('a.png', png)], 400], // no documentType
        [
          [
            field('documentType', 'CARD_KYC_ID'),
            field('documentType', 'PROOF_OF_TAX_ID'),
            filePart('a.png', png),
          ],
          400,
        ],
        [[field('documentType', 'CARD_KYC_ID'), field('extra', '1'), filePart('a.png', png)], 400],
        [[field('documentType', 'CARD_KYC_ID'), filePart('a.png', png, 'document')], 400],
        [[field('documentType', 'CARD_KYC_ID\u0000'), filePart('a.png', png)], 400],
        [
          [
            field('documentType', 'CARD_KYC_ID'),
            field('pendingDocumentId', 'a\u0000b'),
            filePart('a.png', png),
          ],
        ],
        [
          [
            field('documentType', 'CARD_KYC_ID'),
            field('pendingDocumentId', 'x'.repeat(2_000_000)),
            filePart('a.png', png),
          ],
        ],
        [[field('documentType', 'x'.repeat(2_000_000)), filePart('a.png', png)]],
        [
          [
            field('documentType', 'CARD_KYC_ID'),
            ...Array.from({ length: 20 }, (_, i) => field(`f${i}`, 'v')),
            filePart('a.png', png),
          ],
        ],
        [[field('documentType', 'CARD_KYC_ID'), field('__proto__', 'x'), filePart('a.png', png)]],
        [[field('documentType', 'CARD_KYC_ID'), field('file', 'not a file')]],
        [[field('documentType', 'CARD_KYC_ID'), filePart('a.png', '')], 400],
        [
          [
            field('documentType', 'AVATAR'),
            filePart('a.png', png),
            filePart('b.png', png),
            filePart('c.png', png),
          ],
          400,
        ],
        [[field('documentType', 'CARD_KYC_ID'), 'garbage without headers'], 400],
      ];
      for (const [parts, status] of cases)
        await expectRefused(['ann'], () => rawUpload('ann', parts), status);
      // Not multipart, no boundary, a truncated body.
      for (const [type, payload] of [
        ['application/json', '{"documentType":"CARD_KYC_ID"}'],
        ['multipart/form-data', '--x\r\n'],
        ['multipart/form-data; boundary=XyZ', `--XyZ\r\n${field('documentType', 'CARD_KYC_ID')}`],
      ] as const)
        await expectRefused(['ann'], async () => {
          const res = await bank.app.inject({
            method: 'POST',
            url: '/api/document/upload',
            headers: { authorization: `Bearer ${callers.ann!.token}`, 'content-type': type },
            payload,
          });
          return { status: res.statusCode, body: res.json() };
        });
    });

    it('refuses junk JSON, NUL bytes and oversized memo and tax id; trims them; validates the country', async () => {
      const draft = await uploaded('bob', 'PROOF_OF_TAX_ID', [{ name: 't.png', content: PNG }]);
      const base = { id: draft.id, documentType: 'PROOF_OF_TAX_ID', submit: false };
      for (const body of [
        null,
        [],
        'text',
        { ...base, submit: 'yes' },
        { ...base, id: 12 },
        { ...base, info: null },
        { ...base, unknown: 1 },
        { ...base, memo: 'x'.repeat(501) },
        { ...base, memo: 'a\u0000b' },
        { ...base, info: { taxId: 'a\u0000b' } },
        { ...base, info: { taxId: '1'.repeat(65) } },
        { ...base, info: { taxIdCountryCode: 'ZZ' } },
        { ...base, info: { taxIdCountryCode: 'U\u0000' } },
        { ...base, info: { taxIdCountryCode: 'USAA' } },
        { ...base, infoToUpdate: { cardId: 'x' } },
        { ...base, documentType: 'CARD_KYC' },
        { documentType: 'PROOF_OF_TAX_ID', submit: false, memo: 'a\u0000b' },
        { documentType: 'CARD_KYC', submit: false, infoToUpdate: { cardId: crypto.randomUUID() } },
        {
          documentType: 'PROOF_OF_TAX_ID',
          submit: true,
          info: { taxId: '1', taxIdCountryCode: 'US' },
        },
      ])
        await expectRefused(['bob'], () => submit('bob', body));
      for (const query of [
        '?documentType=AVATAR',
        '?foo=1',
        '?id=',
        `?id=${'x'.repeat(500)}`,
        '?id=a&id=b',
        '?id=%00',
      ]) {
        const res = await get('bob', `/document/pending${query}`);
        expect(res.status, query).toBeGreaterThanOrEqual(400);
        expect(res.status, query).toBeLessThan(500);
      }
      for (const id of ['%00', 'x'.repeat(500), '..%2F..%2Fetc%2Fpasswd'])
        expect((await download('bob', id)).status).toBeLessThan(500);
      for (const body of [{}, { id: '' }, { id: 'a\u0000' }, { id: draft.id, extra: 1 }])
        await expectRefused(['bob'], () => post('bob', '/document/cancel', body));
      // Trimmed: blank memo is no memo, the tax id and a lower-case country code are kept trimmed.
      const saved = await submit('bob', {
        ...base,
        memo: `  ${'m'.repeat(500)}  `,
        info: { taxId: '  12-34  ', taxIdCountryCode: ' gb ' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({
        memo: 'm'.repeat(500),
        info: { taxId: '12-34', taxIdCountryCode: 'GB' },
      });
      const blank = await submit('bob', { ...base, memo: '   ', info: { taxId: '   ' } });
      expect(blank.body).toMatchObject({
        memo: null,
        info: { taxId: null, taxIdCountryCode: 'GB' },
      });
    });
  });

  describe('the 3-month rule on the bank’s clock', () => {
    it('takes a proof of address from the bank’s clock, not the server’s; refuses future and too-old dates', async () => {
      const saved = bank.clock.now();
      try {
        bank.clock.set(new Date('2031-05-31T10:00:00Z'));
        // A customer signed in on the bank's clock.
        await customers.add('cal', 'ada@demo.test');
        const now = bank.clock.now();
        const accept = async (issued: Date | string) =>
          expect(
            (
              await upload('cal', 'CHANGE_OF_ADDRESS', [
                { name: 'p.pdf', content: await pdf(issued) },
              ])
            ).status,
          ).toBe(200);
        const refuse = (issued: Date | string, message: string) =>
          expectRefused(
            ['cal'],
            async () =>
              upload('cal', 'CHANGE_OF_ADDRESS', [{ name: 'p.pdf', content: await pdf(issued) }]),
            400,
            message,
          );
        await accept(new Date(now.getTime() - 80 * DAY));
        await accept(now);
        // A date with a time zone: 11:00+05:00 is 06:00Z, before the bank's 10:00Z.
        await accept("D:20310531110000+05'00'");
        await refuse(new Date(now.getTime() - 100 * DAY), DOCUMENT_MESSAGES.addressTooOld);
        await refuse(new Date(now.getTime() + 3 * DAY), DOCUMENT_MESSAGES.addressTooOld);
        // Today on the server (the real time) is years ago on the bank's clock.
        await refuse(new Date(), DOCUMENT_MESSAGES.addressTooOld);
        await refuse('D:garbage', DOCUMENT_MESSAGES.addressUndated);
        await refuse('D:20311399', DOCUMENT_MESSAGES.addressUndated);
      } finally {
        bank.clock.set(saved);
      }
    });
  });

  describe('the card identity verification’s approval', () => {
    it('marks the request’s card only (the owner’s), nothing else', async () => {
      const selfie = await uploaded('bob', 'CARD_KYC_ADDRESS', [
        { name: 's.pdf', content: await pdf(bank.clock.now()) },
      ]);
      await uploaded('bob', 'CARD_KYC_ID', [{ name: 'i.png', content: PNG }], selfie.id);
      const res = await submit('bob', {
        id: selfie.id,
        documentType: 'CARD_KYC',
        submit: true,
        infoToUpdate: { cardId: cards.bob![1] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const annBefore = await state('ann');
      expect((await review(selfie.id, 'approve')).status).toBe(200);
      const bob = await state('bob');
      expect(Object.fromEntries(bob.cards.map((c) => [c.id, c.is_full_kyc]))).toEqual({
        [cards.bob![0]!]: false,
        [cards.bob![1]!]: true,
      });
      expect(await state('ann')).toEqual(annBefore);
    });

    it('approves nothing when the request’s card is no longer the customer’s (the request stays SUBMITTED)', async () => {
      const selfie = await uploaded('bob', 'CARD_KYC_ADDRESS', [
        { name: 's.pdf', content: await pdf(bank.clock.now()) },
      ]);
      await uploaded('bob', 'CARD_KYC_ID', [{ name: 'i.png', content: PNG }], selfie.id);
      expect(
        (
          await submit('bob', {
            id: selfie.id,
            documentType: 'CARD_KYC',
            submit: true,
            infoToUpdate: { cardId: cards.bob![0] },
          })
        ).status,
      ).toBe(200);
      // A request row tampered with (or a card moved): the card named is ann's.
      await bank.ctx.db
        .updateTable('document_requests')
        .set({ info_to_update: JSON.stringify({ cardId: cards.ann![0] }) })
        .where('id', '=', selfie.id)
        .execute();
      await expectRefused(['ann', 'bob'], () => review(selfie.id, 'approve'), 404);
    });
  });

  describe('the daily quota of new requests', () => {
    it('starts at most 20 requests in 24 hours (429, nothing made); an unfinished one still takes uploads', async () => {
      await customers.add('max', 'ada@demo.test');
      const first = await uploaded('max', 'CHANGE_OF_ID', [{ name: 'a.png', content: PNG }]);
      for (let i = 1; i < MAX_NEW_REQUESTS_PER_DAY; i++)
        expect(
          (await submit('max', { documentType: 'BENEFICIARY_ACCOUNT', submit: false })).status,
        ).toBe(200);
      await expectRefused(
        ['max'],
        () => submit('max', { documentType: 'BENEFICIARY_ACCOUNT', submit: false }),
        429,
        DOCUMENTS_SERVICE_MESSAGES.tooManyRequests,
      );
      await expectRefused(
        ['max'],
        () => upload('max', 'PROOF_OF_TAX_ID', [{ name: 't.png', content: PNG }]),
        429,
        DOCUMENTS_SERVICE_MESSAGES.tooManyRequests,
      );
      await uploaded('max', 'CHANGE_OF_ID', [{ name: 'b.png', content: PNG }], first.id);
      // A day later (the requests made 24 hours ago), new requests again.
      await bank.ctx.db
        .updateTable('document_requests')
        .set({ created_at: new Date(bank.clock.now().getTime() - DAY) })
        .where('user_id', '=', callers.max!.id)
        .execute();
      expect(
        (await submit('max', { documentType: 'BENEFICIARY_ACCOUNT', submit: false })).status,
      ).toBe(200);
    });
  });

  describe('every refusal leaves nothing behind', () => {
    it('makes no request when a first upload or a first save is refused', async () => {
      await expectRefused(['ann'], () =>
        upload('ann', 'CHANGE_OF_ADDRESS', [{ name: 'a.pdf', content: PNG }]),
      );
      await expectRefused(
        ['ann'],
        () => submit('ann', { documentType: 'CARD_KYC', submit: true, memo: 'x' }),
        400,
      );
      await expectRefused(
        ['ann'],
        () =>
          submit('ann', {
            documentType: 'PROOF_OF_TAX_ID',
            submit: false,
            info: { taxIdCountryCode: 'XX' },
          }),
        400,
        DOCUMENTS_SERVICE_MESSAGES.unknownCountry,
      );
    });
  });
});
