import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { badRequest, HttpError } from '../../http/errors';

// What an uploaded file is, read from its bytes, for the three upload calls (registration documents, the profile's
// document fields, the avatar): its type (file-type) and, for an image, its dimensions from the header (image-size),
// so that no image reaches a browser that would decode to gigabytes.

export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * The largest image accepted, in pixels: 8000 × 8000. A phone's full-resolution photo passes (48 MP is 8000 × 6000,
 * 50 MP 8160 × 6120, which a per-side cap of 8000 would refuse); decoded at 4 bytes a pixel it is at most 256 MB in
 * the browser (a 20000 × 20000 PNG of 389 kB decoded to ~1.6 GB).
 */
const MAX_IMAGE_PIXELS = 64_000_000;

export const UPLOAD_CHECK_MESSAGES = {
  imageUnreadable: 'The image could not be read: upload a complete image file.',
  imageTooLarge:
    'The image is too large: it may have at most 64,000,000 pixels (for example 8000 × 8000).',
} as const;

/**
 * The file's type by its content; null when it is none the detector knows or when the detector fails on malformed
 * bytes (a crafted ASF header threw inside file-type's tokenizer: that is the client's bad file, never a 500).
 */
async function detectFileType(content: Uint8Array): Promise<DetectedType | null> {
  try {
    const type = await fileTypeFromBuffer(content);
    return type ? { ext: type.ext, mime: type.mime } : null;
  } catch {
    return null;
  }
}

/** Refuses an image whose header cannot be read (415) or that has more than MAX_IMAGE_PIXELS pixels (400). */
function assertImageDimensions(content: Uint8Array) {
  let sizes: { width: number; height: number }[];
  try {
    const size = imageSize(content);
    // Icons and HEIF hold several images: each is decoded.
    sizes = size.images?.length ? size.images : [size];
  } catch {
    throw new HttpError(415, UPLOAD_CHECK_MESSAGES.imageUnreadable);
  }
  for (const { width, height } of sizes) {
    if (!(width > 0 && height > 0)) throw new HttpError(415, UPLOAD_CHECK_MESSAGES.imageUnreadable);
    if (width * height > MAX_IMAGE_PIXELS) throw badRequest(UPLOAD_CHECK_MESSAGES.imageTooLarge);
  }
}

/**
 * The type of an uploaded file by its content, refused with `unsupported` (415) unless `accepts` it; an image's
 * dimensions are checked next.
 */
export async function checkUploadedContent(
  content: Uint8Array,
  accepts: (type: DetectedType) => boolean,
  unsupported: string,
): Promise<DetectedType> {
  const type = await detectFileType(content);
  if (!type || !accepts(type)) throw new HttpError(415, unsupported);
  if (type.mime.startsWith('image/')) assertImageDimensions(content);
  return type;
}
