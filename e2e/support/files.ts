import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

// Files the profile specs upload, made in the test: real PNG images (the bank and the browser read them by their
// bytes) and PDFs with a chosen creation date (the proof of address must be issued within 3 months).

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Playwright turns file-chooser interception on when the first 'filechooser' listener is added (off again when the
 * last one goes) without waiting for Chromium to confirm, so a click right after `waitForEvent` can race it and open
 * the real dialog (one CI run timed out so). One listener for the page's life keeps interception on.
 */
export function keepFileChooserIntercepted(page: Page) {
  page.on('filechooser', () => {});
}

/**
 * Picks `files` through `button` (the system file chooser, intercepted), as a user picks them. The page must keep
 * the chooser intercepted (`keepFileChooserIntercepted`).
 */
export async function chooseFiles(button: Locator, files: FilePayload[]) {
  const chooser = button.page().waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A width × height RGB PNG: a solid colour with a diagonal band (small), or random noise stored uncompressed
 * (`noise`: about 3 bytes a pixel, for a file of a given size).
 */
export function png(
  name: string,
  width: number,
  height: number,
  { color = [40, 90, 160] as [number, number, number], noise = false } = {},
): FilePayload {
  const row = 1 + width * 3;
  const raw = noise ? randomBytes(row * height) : Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    if (noise) continue;
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y) < Math.max(2, width / 10);
      const offset = y * row + 1 + x * 3;
      raw[offset] = band ? 250 : color[0];
      raw[offset + 1] = band ? 200 : color[1];
      raw[offset + 2] = band ? 40 : color[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: noise ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** An image of more than 11 MB (noise, stored): above the avatar's 10,485,760 bytes. */
export const hugePng = (name = 'huge-photo.png') => png(name, 2000, 1940, { noise: true });

/**
 * A one-page PDF (a utility bill) created at `createdAt`. Saved with object streams, as pdf-lib does by default, so
 * its creation date is compressed: only a PDF reader (the bank) can tell when it was made.
 */
export async function billPdf(name: string, createdAt: Date): Promise<FilePayload> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Utility bill');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Seattle Power & Light: statement of account', { x: 50, y: 780, size: 16, font });
  page.drawText('Ada Lovelace, 410 Terry Avenue North, Seattle WA 98109', {
    x: 50,
    y: 750,
    size: 11,
    font,
  });
  page.drawText(`Issued ${createdAt.toISOString().slice(0, 10)}`, {
    x: 50,
    y: 730,
    size: 11,
    font,
  });
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdf.save({ useObjectStreams: true })),
  };
}

/** `date` moved by whole calendar months (negative: back). */
export function monthsFrom(date: Date, months: number) {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}
