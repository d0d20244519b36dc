import { DOCUMENT_REQUEST_TYPE_LABELS } from '@axia/core';
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';

// GET /document/download/beneficiaryForm: the bank's blank Beneficiary Account Application (seed 002 §2, §7), an
// A4 PDF made with pdf-lib once per process: a title, a short instruction and labelled lines to fill in by hand.

export const BENEFICIARY_FORM_FILE_NAME = 'beneficiaryForm.pdf';
const BENEFICIARY_FORM_TITLE = DOCUMENT_REQUEST_TYPE_LABELS.BENEFICIARY_ACCOUNT;

/** The labelled lines of the form, in order. */
const BENEFICIARY_FORM_FIELDS = [
  'Beneficiary full name',
  'Beneficiary address',
  'Account number',
  'Bank name',
  'Bank address',
  'SWIFT / BIC code',
  'Signature',
  'Date',
] as const;

// A4 in PDF points (210 × 297 mm).
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
/** A fixed creation date: the same bytes on every download. */
const FORM_DATE = new Date('2026-01-01T00:00:00Z');

async function makeForm(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(BENEFICIARY_FORM_TITLE);
  pdf.setSubject('Blank form: fill in, sign, and upload it as a Beneficiary Account Application');
  pdf.setProducer('AXIA Bank');
  pdf.setCreator('AXIA Bank');
  pdf.setCreationDate(FORM_DATE);
  pdf.setModificationDate(FORM_DATE);
  const page = pdf.addPage(A4);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const ink = rgb(0.1, 0.1, 0.15);
  let y = A4[1] - MARGIN - 10;
  page.drawText(BENEFICIARY_FORM_TITLE, { x: MARGIN, y, size: 20, font: bold, color: ink });
  y -= 28;
  for (const line of [
    'Complete every field in capital letters, sign and date the form, then upload it from',
    'Profile > Documents > Upload New Document > Beneficiary Account Application.',
  ]) {
    page.drawText(line, { x: MARGIN, y, size: 10, font: regular, color: ink });
    y -= 14;
  }
  y -= 24;
  const lineEnd = A4[0] - MARGIN;
  for (const label of BENEFICIARY_FORM_FIELDS) {
    page.drawText(`${label}:`, { x: MARGIN, y: y + 4, size: 11, font: bold, color: ink });
    const start = MARGIN + 150;
    page.drawLine({
      start: { x: start, y },
      end: { x: lineEnd, y },
      thickness: 0.75,
      color: ink,
    });
    y -= label === 'Beneficiary address' || label === 'Bank address' ? 64 : 44;
    if (label === 'Beneficiary address' || label === 'Bank address')
      page.drawLine({
        start: { x: start, y: y + 28 },
        end: { x: lineEnd, y: y + 28 },
        thickness: 0.75,
        color: ink,
      });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

let form: Promise<Buffer> | null = null;

/** The form's bytes (made on first use, then kept). */
export function beneficiaryForm(): Promise<Buffer> {
  form ??= makeForm().catch((error: unknown) => {
    form = null;
    throw error;
  });
  return form;
}
