import { DOCUMENT_LIMITS } from '@axia/core';

// The avatar's crop (seed 002 §5: 390 × 295): the chosen part of the image drawn on a canvas at that size, as PNG
// (or JPEG for a JPEG photo, smaller and without transparency to keep).

/** The crop in the image's own pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The output type for a chosen file: JPEG stays JPEG, anything else becomes PNG. */
export const croppedType = (sourceType: string) =>
  sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/png';

/** The file name the upload carries. */
export const croppedFileName = (type: string) =>
  type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` on a 390 × 295 canvas and answers it as a `type` blob. */
export async function cropImage(src: string, area: CropArea, type: string): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = DOCUMENT_LIMITS.avatarWidth;
  canvas.height = DOCUMENT_LIMITS.avatarHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped.');
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped.'))),
      type,
      0.92,
    );
  });
}
