/** How long a downloaded file's object URL lives: long enough for every browser to start the download. */
const REVOKE_AFTER_MS = 30_000;

/** Saves `blob` as `fileName`: an object URL clicked through a temporary <a download>. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking at once can cancel the download in some browsers; the URL only holds the file's memory.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
