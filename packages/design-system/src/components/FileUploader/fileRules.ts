// File checks shared by the picker and the drop zone: a file must match `accept` by BOTH its MIME type and
// its extension, so a renamed file (an .exe called photo.png, or a PNG typed as text) is refused.

/** Known extensions and the MIME types browsers report for them. */
const MIME_BY_EXTENSION: Record<string, readonly string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  avif: ['image/avif'],
  heic: ['image/heic'],
  heif: ['image/heif'],
  bmp: ['image/bmp'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  svg: ['image/svg+xml'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
  csv: ['text/csv', 'application/vnd.ms-excel'],
  json: ['application/json'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function extensionsOfMime(mime: string): string[] {
  return Object.keys(MIME_BY_EXTENSION).filter((extension) =>
    MIME_BY_EXTENSION[extension]?.some((known) =>
      mime.endsWith('/*') ? known.startsWith(mime.slice(0, -1)) : known === mime,
    ),
  );
}

/** Whether one `accept` entry ('.png', 'image/png' or 'image/*') admits a file of this type and name. */
function matchesEntry(entry: string, mime: string, extension: string): boolean {
  const wanted = entry.trim().toLowerCase();
  if (wanted.startsWith('.')) {
    const wantedExtension = wanted.slice(1);
    const mimes = MIME_BY_EXTENSION[wantedExtension];
    // An extension we know nothing about can only be checked by name.
    return extension === wantedExtension && (!mimes || mimes.includes(mime));
  }
  const mimeMatches = wanted.endsWith('/*')
    ? mime.startsWith(wanted.slice(0, -1))
    : mime === wanted;
  const extensions = extensionsOfMime(wanted);
  // A MIME type we know no extension for can only be checked by type.
  return mimeMatches && (extensions.length === 0 || extensions.includes(extension));
}

/** Whether the file is allowed by `accept`; an empty or missing list allows everything. */
export function isAcceptedType(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[] | undefined,
): boolean {
  if (!accept || accept.length === 0) return true;
  const mime = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  return accept.some((entry) => matchesEntry(entry, mime, extension));
}

/** Same file chosen twice (the File objects differ, their identity does not). */
export function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}
