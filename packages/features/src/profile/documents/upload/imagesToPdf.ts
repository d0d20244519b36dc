import { PDFDocument, type PDFImage } from '@cantoo/pdf-lib';
import { DOCUMENT_LIMITS } from '@axia/core';

// §5 the image-to-PDF modal's PDF: 1-2 images (front and back) on one A4 page (210 × 297 mm), each fitted into its half
// with a margin, dated now. Loaded only when the modal makes a PDF (pdf-lib stays out of the documents chunk).

const POINTS_PER_MM = 72 / 25.4;
export const A4_POINTS = [
  DOCUMENT_LIMITS.a4WidthMm * POINTS_PER_MM,
  DOCUMENT_LIMITS.a4HeightMm * POINTS_PER_MM,
] as const;
const MARGIN = 10 * POINTS_PER_MM;

/** The image's bytes as PNG through a canvas (for the types pdf-lib cannot embed: webp, gif, bmp, …). */
async function asPng(image: Blob): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error('No PNG');
  return new Uint8Array(await png.arrayBuffer());
}

async function embed(pdf: PDFDocument, image: Blob): Promise<PDFImage> {
  if (image.type === 'image/png') return pdf.embedPng(new Uint8Array(await image.arrayBuffer()));
  if (image.type === 'image/jpeg') return pdf.embedJpg(new Uint8Array(await image.arrayBuffer()));
  return pdf.embedPng(await asPng(image));
}

/** The PDF's bytes: one A4 page, the images one above the other, each as large as its half allows. */
export async function imagesToPdf(images: readonly Blob[], now: Date): Promise<Uint8Array> {
  if (images.length === 0 || images.length > DOCUMENT_LIMITS.pdfMaxImages)
    throw new RangeError('1 or 2 images');
  const pdf = await PDFDocument.create();
  pdf.setTitle('Identity document');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const [width, height] = A4_POINTS;
  const page = pdf.addPage([width, height]);
  const slotHeight = (height - MARGIN * (images.length + 1)) / images.length;
  const slotWidth = width - 2 * MARGIN;
  for (const [index, image] of images.entries()) {
    const embedded = await embed(pdf, image);
    const scale = Math.min(slotWidth / embedded.width, slotHeight / embedded.height, 1);
    const drawnWidth = embedded.width * scale;
    const drawnHeight = embedded.height * scale;
    const slotTop = height - MARGIN - index * (slotHeight + MARGIN);
    page.drawImage(embedded, {
      x: (width - drawnWidth) / 2,
      y: slotTop - slotHeight + (slotHeight - drawnHeight) / 2,
      width: drawnWidth,
      height: drawnHeight,
    });
  }
  return pdf.save();
}

/** The PDF as a file for the ID field. */
export async function imagesToPdfFile(
  images: readonly Blob[],
  fileName: string,
  now: Date,
): Promise<File> {
  const bytes = await imagesToPdf(images, now);
  return new File([bytes.slice().buffer as ArrayBuffer], fileName, {
    type: 'application/pdf',
    lastModified: now.getTime(),
  });
}
