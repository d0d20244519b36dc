import { DOCUMENT_MESSAGES } from '@axia/core';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHECK_MESSAGES } from '../src/modules/uploads';
import { DOCUMENT_MESSAGES as UPLOAD_MESSAGES } from '../src/modules/registration/documents';
import { provisionCaller, suiteCustomers, type Caller } from './api-support';
import { documentCalls, PNG } from './document-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 27, findings 7 and 12: what an upload's bytes are, on the three upload calls (POST
// /user/registration/document, POST /document/upload for a form's field and for the avatar). A crafted ASF header
// made the type detector throw (a 500); an image's header may say 20000 × 20000 (a 389 kB PNG the browser decodes
// to ~1.6 GB). Both are refused with a 4xx and nothing is stored.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'uploads.test');
const { upload, expectRefused, state } = documentCalls(() => bank, customers);

/** 200 bytes: the ASF header object's GUID, then a first sub-object whose size (0) is smaller than its own header. */
function craftedAsf() {
  const guid = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');
  const file = Buffer.alloc(200);
  guid.copy(file, 0);
  file.writeBigUInt64LE(200n, 16);
  guid.copy(file, 30);
  file.writeBigUInt64LE(0n, 46);
  return file;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A grey RGB PNG of width × height. `pixels: false` writes the header only (one empty data chunk): the dimensions
 * are all the bank reads, so a few hundred bytes can claim 20000 × 20000.
 */
function png(width: number, height: number, { pixels = true } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = pixels ? Buffer.alloc((width * 3 + 1) * height, 0x80) : Buffer.alloc(0);
  for (let row = 0; pixels && row < height; row++) rows[row * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadRegistration(caller: Caller, content: Buffer, name: string) {
  const form = new FormData();
  form.append('documentType', 'proof_of_tax_id');
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${bank.url}/api/user/registration/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

const storedRegistrationDocuments = (caller: Caller) =>
  bank.ctx.db
    .selectFrom('documents')
    .select(['document_type', 'size_bytes'])
    .where('user_id', '=', caller.id)
    .execute();

let onboarding: Caller;

describe.skipIf(engineUnavailable)(`upload content checks (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ann', 'ada@demo.test');
    onboarding = await provisionCaller(bank, {
      email: 'onboarding@uploads.test',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });
  afterAll(async () => {
    await bank?.close();
  });

  describe('a crafted ASF header (the type detector failing on malformed bytes)', () => {
    it('is refused with 415 on the registration document upload, nothing stored', async () => {
      const res = await uploadRegistration(onboarding, craftedAsf(), 'clip.png');
      expect(res).toMatchObject({ status: 415, body: { message: UPLOAD_MESSAGES.unsupported } });
      expect(await storedRegistrationDocuments(onboarding)).toEqual([]);
    });

    it('is refused with 415 on a document field and as the avatar, nothing stored', async () => {
      const asf = [{ name: 'clip.png', content: craftedAsf() }];
      await expectRefused(
        'ann',
        () => upload('ann', 'PROOF_OF_TAX_ID', asf),
        415,
        DOCUMENT_MESSAGES.taxProofTypes,
      );
      await expectRefused(
        'ann',
        () => upload('ann', 'CHANGE_OF_ID', asf),
        415,
        DOCUMENT_MESSAGES.imageOnly,
      );
      await expectRefused(
        'ann',
        () => upload('ann', 'AVATAR', asf),
        415,
        DOCUMENT_MESSAGES.avatarNotImage,
      );
    });
  });

  describe('image dimensions (at most 64,000,000 pixels)', () => {
    const huge = png(20_000, 20_000, { pixels: false });

    it('refuses a PNG whose header says 20000 × 20000 on every upload that takes images, nothing stored', async () => {
      expect(huge.length).toBeLessThan(1000);
      const res = await uploadRegistration(onboarding, huge, 'huge.png');
      expect(res).toMatchObject({
        status: 400,
        body: { message: UPLOAD_CHECK_MESSAGES.imageTooLarge },
      });
      expect(await storedRegistrationDocuments(onboarding)).toEqual([]);
      for (const documentType of ['PROOF_OF_TAX_ID', 'CHANGE_OF_ID', 'AVATAR'])
        await expectRefused(
          'ann',
          () => upload('ann', documentType, [{ name: 'huge.png', content: huge }]),
          400,
          UPLOAD_CHECK_MESSAGES.imageTooLarge,
        );
      // One ID image too large among two is refused too.
      await expectRefused(
        'ann',
        () =>
          upload('ann', 'CHANGE_OF_ID', [
            { name: 'front.png', content: PNG },
            { name: 'back.png', content: huge },
          ]),
        400,
        UPLOAD_CHECK_MESSAGES.imageTooLarge,
      );
    });

    it('refuses an image whose header cannot be read (415)', async () => {
      // A PNG signature and nothing of its header.
      const truncated = huge.subarray(0, 12);
      await expectRefused(
        'ann',
        () => upload('ann', 'AVATAR', [{ name: 'cut.png', content: truncated }]),
        415,
      );
    });

    it('takes a phone photo: a real 12 MP image and a 50 MP header (8160 × 6120)', async () => {
      const photo = png(4032, 3024);
      const res = await uploadRegistration(onboarding, photo, 'photo.png');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await storedRegistrationDocuments(onboarding)).toEqual([
        { document_type: 'proof_of_tax_id', size_bytes: photo.length },
      ]);
      const fifty = png(8160, 6120, { pixels: false });
      const avatar = await upload('ann', 'AVATAR', [{ name: 'me.png', content: fifty }]);
      expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
      const idImages = await upload('ann', 'CHANGE_OF_ID', [
        { name: 'front.png', content: photo },
        { name: 'back.png', content: fifty },
      ]);
      expect(idImages.status, JSON.stringify(idImages.body)).toBe(200);
      const files = (await state('ann')).files.map((f) => [f.document_type, f.size_bytes]);
      expect(files).toEqual(
        expect.arrayContaining([
          ['AVATAR', fifty.length],
          ['CHANGE_OF_ID', photo.length],
          ['CHANGE_OF_ID', fifty.length],
        ]),
      );
    });
  });
});
