import { PDFDocument } from '@cantoo/pdf-lib';
import { DOCUMENT_MESSAGES } from '@axia/core';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, PDF_LIMITS, PDF_MESSAGES } from '../src/modules/documents/pdf-inspect';
import { suiteCustomers } from './api-support';
import { documentCalls } from './document-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 46: an uploaded PDF is parsed (by @cantoo/pdf-lib, in a worker thread) under hard limits: its size
// (1,000,000 bytes), its pages (at most 50) and the parse's time (5 s). Every refusal is a 4xx with its message and
// stores nothing: the inspector alone, then the proof of address upload through the API.

/** A PDF of `pages` A4 pages made at `createdAt`. */
async function pdfOf(pages: number, createdAt: Date): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let page = 0; page < pages; page += 1) doc.addPage([595, 842]);
  doc.setCreationDate(createdAt);
  return Buffer.from(await doc.save());
}

/**
 * A PDF made to be slow: objects that never end. The parser's recovery looks for each one's `endobj` to the end
 * of the file, so its work grows with the square of the size (~20 s for 160 kB here; this one is ~300 kB).
 */
function endlessObjects(): Buffer {
  let text = '%PDF-1.7\n';
  while (text.length < 300_000) text += `${text.length} 0 obj\n<< /A 1 `;
  return Buffer.from(text, 'latin1');
}

/** The 4xx an inspection was refused with. */
async function refusal(inspection: Promise<unknown>) {
  const error = (await inspection.then(
    () => expect.unreachable('the PDF was accepted'),
    (reason: unknown) => reason,
  )) as { statusCode?: number; message?: string };
  return { status: error.statusCode, message: error.message };
}

const MADE_AT = new Date('2026-11-01T09:30:00Z');

describe('inspectPdf: an uploaded PDF read under limits', () => {
  it('reads a valid PDF: its pages and creation date, 50 pages at most', async () => {
    expect(await inspectPdf(await pdfOf(1, MADE_AT))).toEqual({
      pages: 1,
      createdAt: MADE_AT.getTime(),
    });
    expect((await inspectPdf(await pdfOf(50, MADE_AT))).pages).toBe(50);
  });

  it('refuses a PDF of more than 50 pages', async () => {
    expect(await refusal(inspectPdf(await pdfOf(51, MADE_AT)))).toEqual({
      status: 400,
      message: 'The PDF file has too many pages: at most 50.',
    });
  });

  it('refuses a malformed or truncated PDF', async () => {
    const unreadable = { status: 400, message: 'The PDF file could not be read.' };
    const valid = await pdfOf(1, MADE_AT);
    // Cut after the header: no objects, no page tree.
    expect(await refusal(inspectPdf(valid.subarray(0, 20)))).toEqual(unreadable);
    expect(await refusal(inspectPdf(Buffer.from('%PDF-1.4\nnot a pdf at all\n%%EOF\n')))).toEqual(
      unreadable,
    );
    // Nested arrays deeper than the parser's stack.
    const deep = `%PDF-1.7\n1 0 obj\n${'['.repeat(400_000)}${']'.repeat(400_000)}\nendobj\n%%EOF`;
    expect(await refusal(inspectPdf(Buffer.from(deep, 'latin1')))).toEqual(unreadable);
  });

  it('the worker says a PDF it cannot read on its port, never by failing (an error could overtake ready)', async () => {
    // A PDF cut after its header loads in pdf-lib and fails only when asked for its pages: the worker must still
    // answer 'ready' then 'unreadable', and end without an 'error' event (the race that made it a 500 under load).
    const truncated = (await pdfOf(1, MADE_AT)).subarray(0, 20);
    const worker = new Worker(
      new URL('../src/modules/documents/pdf-inspect-worker.js', import.meta.url),
      {
        workerData: truncated,
      },
    );
    const messages: unknown[] = [];
    const errors: unknown[] = [];
    worker.on('message', (message) => messages.push(message));
    worker.on('error', (error) => errors.push(error));
    await new Promise((resolve) => worker.once('exit', resolve));
    expect({ messages, errors }).toEqual({ messages: ['ready', 'unreadable'], errors: [] });
  });

  it('refuses a PDF above 1,000,000 bytes without parsing it', async () => {
    const valid = await pdfOf(1, MADE_AT);
    const padded = Buffer.concat([valid, Buffer.alloc(1_000_001 - valid.length, 0x20)]);
    expect(PDF_LIMITS.maxBytes).toBe(1_000_000);
    expect(await refusal(inspectPdf(padded))).toEqual({
      status: 413,
      message: DOCUMENT_MESSAGES.fileTooLarge,
    });
  });

  it('stops a parse that takes longer than its deadline', async () => {
    const started = Date.now();
    expect(await refusal(inspectPdf(endlessObjects(), { ...PDF_LIMITS, parseMs: 1_000 }))).toEqual({
      status: 400,
      message: 'The PDF file took too long to read.',
    });
    // Well before the parse itself would end (over a minute here): the worker was stopped at its deadline.
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'pdf-uploads.test');
const { upload, uploaded, expectRefused } = documentCalls(() => bank, customers);

describe.skipIf(engineUnavailable)(`the proof of address upload (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('ann', 'ada@demo.test');
  });
  afterAll(async () => {
    await bank?.close();
  });

  const address = (content: Buffer) =>
    upload('ann', 'CHANGE_OF_ADDRESS', [{ name: 'bill.pdf', content }]);
  const recent = () => new Date(bank.clock.now().getTime() - 2 * 86_400_000);

  it('takes a valid PDF', async () => {
    const saved = await uploaded('ann', 'CHANGE_OF_ADDRESS', [
      { name: 'bill.pdf', content: await pdfOf(2, recent()) },
    ]);
    expect(saved.multipleDocuments.CHANGE_OF_ADDRESS).toEqual([
      expect.objectContaining({ documentName: 'bill.pdf', contentType: 'application/pdf' }),
    ]);
  });

  it('refuses too many pages, a truncated PDF, an oversized one and a slow one with a 4xx; stores nothing', async () => {
    const valid = await pdfOf(1, recent());
    await expectRefused(
      'ann',
      async () => address(await pdfOf(51, recent())),
      400,
      PDF_MESSAGES.tooManyPages(50),
    );
    await expectRefused('ann', () => address(valid.subarray(0, 20)), 400, PDF_MESSAGES.unreadable);
    await expectRefused(
      'ann',
      () => address(Buffer.concat([valid, Buffer.alloc(1_000_001 - valid.length, 0x20)])),
      413,
      DOCUMENT_MESSAGES.fileTooLarge,
    );
    await expectRefused('ann', () => address(endlessObjects()), 400, PDF_MESSAGES.tooSlow);
  });
});
