/** Saves a blob the API sent as a file (the browser's download). */
export function saveBlob(blob: Blob, fallbackName: string) {
  const name = blob instanceof File && blob.name ? blob.name : fallbackName;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
