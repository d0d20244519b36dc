import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@axia/core';
import { allRequests, fileOf } from './fixtures';
import {
  addressAgeError,
  downloadName,
  newestFirst,
  pdfCreationDate,
  requestTypeParam,
  selectionError,
  storedFilesByField,
} from './model';
import { A4_POINTS, imagesToPdf } from './upload/imagesToPdf';

// Seed 002 §5 §9: the checks before an upload, the list's order, the image-to-PDF output.

const png = (name = 'a.png', size = 100) => ({ name, type: 'image/png', size });
const pdf = (name = 'a.pdf', size = 100) => ({ name, type: 'application/pdf', size });

describe('selectionError', () => {
  it('tax proof: one png/jpg/jpeg/pdf up to 1,000,000 bytes (seed 002 §9)', () => {
    expect(selectionError('taxProof', [pdf()])).toBeNull();
    expect(
      selectionError('taxProof', [{ name: 'a.jpeg', type: 'image/jpeg', size: 1 }]),
    ).toBeNull();
    expect(selectionError('taxProof', [{ name: 'a.gif', type: 'image/gif', size: 1 }])).toBe(
      DOCUMENT_MESSAGES.taxProofTypes,
    );
    expect(selectionError('taxProof', [pdf('a.pdf', 1_000_000)])).toBeNull();
    expect(selectionError('taxProof', [pdf('a.pdf', 1_000_001)])).toBe(
      'File is too big! The maximum size is 1,000,000 bytes.',
    );
  });

  it('ID: 1-2 images (any type) or one PDF, 1,000,000 bytes each', () => {
    expect(
      selectionError('idImages', [png(), { name: 'b.webp', type: 'image/webp', size: 1 }]),
    ).toBeNull();
    expect(selectionError('idImages', [pdf()])).toBeNull();
    expect(selectionError('idImages', [png(), png('b.png'), png('c.png')])).toBe(
      DOCUMENT_MESSAGES.tooManyImages,
    );
    expect(selectionError('idImages', [png(), pdf()])).toBe(DOCUMENT_MESSAGES.imageOnly);
    expect(selectionError('idImages', [{ name: 'a.txt', type: 'text/plain', size: 1 }])).toBe(
      DOCUMENT_MESSAGES.imageOnly,
    );
    expect(selectionError('idImages', [png('a.png', 1_000_000)])).toBeNull();
    expect(selectionError('idImages', [png('a.png', 1_000_001)])).toBe(
      'File is too big! The maximum size is 1,000,000 bytes.',
    );
  });

  it('address: one PDF of 1,000,000 bytes at most', () => {
    expect(selectionError('addressPdf', [pdf()])).toBeNull();
    expect(selectionError('addressPdf', [png()])).toBe(DOCUMENT_MESSAGES.pdfOnly);
    expect(selectionError('addressPdf', [pdf(), pdf('b.pdf')])).toBe(DOCUMENT_MESSAGES.pdfOnly);
    expect(selectionError('addressPdf', [pdf('a.pdf', 1_000_001)])).toBe(
      DOCUMENT_MESSAGES.fileTooLarge,
    );
  });
});

describe('the proof of address date', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads the Info CreationDate or the XMP CreateDate', () => {
    expect(pdfCreationDate('/CreationDate (D:20260201093000Z)')?.toISOString()).toBe(
      '2026-02-01T09:30:00.000Z',
    );
    expect(
      pdfCreationDate('<xmp:CreateDate>2026-01-15T10:00:00Z</xmp:CreateDate>')?.toISOString(),
    ).toBe('2026-01-15T10:00:00.000Z');
    expect(pdfCreationDate('%PDF-1.7 nothing')).toBeNull();
  });

  it('refuses one issued more than 3 months ago; lets an undated one through (the bank decides)', async () => {
    const dated = (day: string) =>
      fileOf('a.pdf', 'application/pdf', 200, `%PDF-1.4 /CreationDate (D:${day}000000Z)`);
    expect(await addressAgeError(dated('20260215'), now)).toBeNull();
    expect(await addressAgeError(dated('20251201'), now)).toBe(DOCUMENT_MESSAGES.addressTooOld);
    expect(await addressAgeError(fileOf('a.pdf', 'application/pdf', 200, '%PDF'), now)).toBeNull();
  });
});

describe('the list and the names', () => {
  it('newest first', () => {
    const sorted = newestFirst(allRequests).map((request) => request.id);
    expect(sorted).toEqual(['doc-kyc', 'doc-tax', 'doc-ben', 'doc-change', 'doc-canceled']);
  });

  it("a field's stored files in form order", () => {
    const kyc = allRequests.find((request) => request.id === 'doc-kyc')!;
    expect(storedFilesByField(kyc).map(({ field, files }) => [field.type, files.length])).toEqual([
      ['CARD_KYC_ID', 2],
      ['CARD_KYC_ADDRESS', 1],
    ]);
  });

  it("a download's name: the bank's (a File), else the fallback", () => {
    expect(downloadName(new File(['x'], 'from-bank.pdf'), 'fallback.pdf')).toBe('from-bank.pdf');
    expect(downloadName(new Blob(['x']), 'fallback.pdf')).toBe('fallback.pdf');
  });

  it('?documentType= only for the four forms', () => {
    const types = ['PROOF_OF_TAX_ID', 'CARD_KYC'] as const;
    expect(requestTypeParam('CARD_KYC', types)).toBe('CARD_KYC');
    expect(requestTypeParam('AVATAR', types)).toBeNull();
    expect(requestTypeParam(null, types)).toBeNull();
  });
});

// A 1×1 PNG.
const PNG_1x1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (character) => character.charCodeAt(0),
);

describe('imagesToPdf (§5: A4, 210 × 297 mm, dated now)', () => {
  it('puts 1-2 images on one A4 page with the creation date', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const image = new Blob([PNG_1x1], { type: 'image/png' });
    const bytes = await imagesToPdf([image, image], now);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect(width).toBeCloseTo(A4_POINTS[0], 1);
    expect(height).toBeCloseTo(A4_POINTS[1], 1);
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    expect(document.getCreationDate()?.toISOString()).toBe(now.toISOString());
  });

  it('refuses none or more than 2', async () => {
    const image = new Blob([PNG_1x1], { type: 'image/png' });
    await expect(imagesToPdf([], new Date())).rejects.toThrow();
    await expect(imagesToPdf([image, image, image], new Date())).rejects.toThrow();
  });
});
