import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@axia/core';

/** The file id in a profile's avatarUrl ('/document/download/<id>'), or null. */
export function avatarFileId(avatarUrl: string | null | undefined): string | null {
  if (!avatarUrl) return null;
  const match = /\/document\/download\/([^/?#]+)\/?$/.exec(avatarUrl);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** §5 the chosen photo: an image of at most 10,485,760 bytes (null when fine, else the message). */
export function avatarFileError(file: File | null | undefined): string | null {
  if (!file || !file.type.startsWith('image/')) return DOCUMENT_MESSAGES.chooseImage;
  if (file.size > DOCUMENT_LIMITS.maxAvatarBytes) return DOCUMENT_MESSAGES.fileTooBig;
  return null;
}

/** The initials shown without a photo. */
export function initials(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '?';
}
