// The parse of an uploaded PDF, run by pdf-inspect.ts in a worker thread it can stop at its deadline. Plain
// JavaScript so that the same file runs from the source (tests) and from dist/ (tsup entry 'pdf-inspect-worker').
// It answers 'ready' once the library is loaded (the deadline counts from then), then the PDF's facts:
// { pages, createdAt } (createdAt in epoch milliseconds, null when the PDF gives no valid creation date).
// A PDF the parser refuses: 'unreadable'.
import { parentPort, workerData } from 'node:worker_threads';
import { ParseSpeeds, PDFDocument } from '@cantoo/pdf-lib';

parentPort.postMessage('ready');
// A PDF the parser refuses is said on the same port as 'ready', after it: an 'error' event could overtake the
// 'ready' message, and the parent would take the refusal for a worker that never started (a 500). So every step
// that reads the PDF is inside the try: pdf-lib loads some broken files and fails only when asked for their pages.
try {
  const pdf = await PDFDocument.load(workerData, {
    updateMetadata: false,
    ignoreEncryption: true,
    // No pauses to let other work run: this thread has nothing else to do.
    parseSpeed: ParseSpeeds.Fastest,
  });
  const pages = pdf.getPageCount();
  let createdAt = null;
  try {
    createdAt = pdf.getCreationDate()?.getTime() ?? null;
  } catch {
    // A CreationDate that is no PDF date ('D:garbage', a number): the PDF does not say when it was made.
  }
  parentPort.postMessage({ pages, createdAt: Number.isFinite(createdAt) ? createdAt : null });
} catch {
  parentPort.postMessage('unreadable');
}
