import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from '@cantoo/pdf-lib';

// The text of a PDF the app made (pdf-lib with a standard font writes each run as a hex string shown by Tj), so a
// test can check what a downloaded statement says, not only that it is a PDF.

function streamText(stream: PDFRawStream) {
  const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
    Buffer.from(match[1]!, 'hex').toString('latin1'),
  );
}

/** Every page's text runs, in the order drawn, and the page count. */
export async function pdfText(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .flatMap(streamText);
  });
  return { pageCount: pages.length, text: pages.flat().join('\n') };
}
