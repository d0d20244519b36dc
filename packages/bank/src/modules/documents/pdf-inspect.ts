import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@axia/core';
import { Worker } from 'node:worker_threads';
import { badRequest, HttpError } from '../../http/errors';

// A customer's PDF is untrusted input to a parser: it is read in a worker thread under hard limits — its size,
// its page count and the time the parse may take (a PDF made to be slow is stopped, the thread terminated, the
// bank unaffected). Every refusal is a 4xx with its message; nothing is stored (the caller checks before it writes).

export const PDF_LIMITS = {
  /** Bytes: the document file limit (seed 002 §9), also checked here for any future caller. */
  maxBytes: DOCUMENT_LIMITS.maxFileBytes,
  /** A proof of address is a page or a few: 50 leaves room, and bounds the page tree a parse walks. */
  maxPages: 50,
  /** Milliseconds the parse may take once the worker runs (a 1 MB PDF takes well under a second). */
  parseMs: 5_000,
  /** The worker's JavaScript heap: a parse that needs more is refused as unreadable. */
  heapMb: 256,
};

export type PdfLimits = typeof PDF_LIMITS;

export const PDF_MESSAGES = {
  unreadable: 'The PDF file could not be read.',
  tooManyPages: (maxPages: number) => `The PDF file has too many pages: at most ${maxPages}.`,
  tooSlow: 'The PDF file took too long to read.',
} as const;

export interface PdfFacts {
  pages: number;
  /** The creation date it states (epoch milliseconds), null when it states none that is valid. */
  createdAt: number | null;
}

const WORKER_URL = new URL('./pdf-inspect-worker.js', import.meta.url);

/** The parse in a worker thread: its facts, else a 400 (unreadable or past the deadline). */
function parseInWorker(content: Buffer, limits: PdfLimits): Promise<PdfFacts> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: content,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    let ready = false;
    let deadline: NodeJS.Timeout | undefined;
    const settle = (finish: () => void) => {
      clearTimeout(deadline);
      void worker.terminate();
      finish();
    };
    worker.on('message', (message: 'ready' | 'unreadable' | PdfFacts) => {
      if (message === 'unreadable')
        return settle(() => reject(badRequest(PDF_MESSAGES.unreadable)));
      if (message !== 'ready') return settle(() => resolve(message));
      ready = true;
      deadline = setTimeout(
        () => settle(() => reject(badRequest(PDF_MESSAGES.tooSlow))),
        limits.parseMs,
      );
    });
    // Before 'ready' the worker itself failed to start (the bank's fault: a 500); after it, or out of memory, the
    // PDF is unreadable (it needed more than the heap allows, or overflowed the parser's stack).
    worker.on('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          ready || error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? badRequest(PDF_MESSAGES.unreadable)
            : error,
        ),
      ),
    );
    worker.on('exit', () => settle(() => reject(badRequest(PDF_MESSAGES.unreadable))));
  });
}

/** The facts of an uploaded PDF within `limits`: too big 413; unreadable, too slow, no or too many pages 400. */
export async function inspectPdf(
  content: Buffer,
  limits: PdfLimits = PDF_LIMITS,
): Promise<PdfFacts> {
  if (content.length > limits.maxBytes) throw new HttpError(413, DOCUMENT_MESSAGES.fileTooLarge);
  const facts = await parseInWorker(content, limits);
  if (facts.pages < 1) throw badRequest(PDF_MESSAGES.unreadable);
  if (facts.pages > limits.maxPages) throw badRequest(PDF_MESSAGES.tooManyPages(limits.maxPages));
  return facts;
}
