import { useState } from 'react';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@axia/core';
import { Button, Dialog, FileUploader, Stack } from '@axia/design-system';
import { PDF_TEXT } from '../messages';

/** Makes the PDF file from the images (default: pdf-lib, imported when first used). */
export type MakePdf = (images: readonly File[], fileName: string, now: Date) => Promise<File>;

const makePdfWithPdfLib: MakePdf = async (images, fileName, now) => {
  const { imagesToPdfFile } = await import('./imagesToPdf');
  return imagesToPdfFile(images, fileName, now);
};

export interface ImageToPdfDialogProps {
  /** The field the PDF goes into (names the dialog's purpose). */
  fieldLabel: string;
  /** The PDF made: it becomes the field's one file. */
  onCreated: (pdf: File) => void;
  onClose: () => void;
  makePdf?: MakePdf;
  /** Images already chosen (stories). */
  initialImages?: File[];
  clock?: () => Date;
}

/**
 * §5 the image-to-PDF modal: 1-2 images (front and back; 'Please upload at least one image'), their previews, then
 * 'Create PDF' makes one A4 page of them, dated now, which must be at most 1,000,000 bytes ('File is too big!').
 */
export function ImageToPdfDialog({
  fieldLabel,
  onCreated,
  onClose,
  makePdf = makePdfWithPdfLib,
  initialImages = [],
  clock = () => new Date(),
}: ImageToPdfDialogProps) {
  const [images, setImages] = useState<File[]>(initialImages);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const create = async (close: () => void) => {
    if (images.length === 0) {
      setError(DOCUMENT_MESSAGES.atLeastOneImage);
      return;
    }
    setCreating(true);
    setError(null);
    try {
      const pdf = await makePdf(images, PDF_TEXT.fileName, clock());
      if (pdf.size > DOCUMENT_LIMITS.maxFileBytes) {
        setError(DOCUMENT_MESSAGES.fileTooLarge);
        return;
      }
      onCreated(pdf);
      close();
    } catch {
      setError(PDF_TEXT.failed);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={PDF_TEXT.title}
      description={`${PDF_TEXT.description} (${fieldLabel})`}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button variant="secondary" slot="close">
            {PDF_TEXT.cancel}
          </Button>
          <Button isPending={creating} onPress={() => void create(close)}>
            {PDF_TEXT.create}
          </Button>
        </>
      )}
    >
      <Stack gap="md">
        <FileUploader
          label={PDF_TEXT.images}
          description="Any image type. Up to 2 images: the front, then the back."
          accept={['image/*']}
          maxFiles={DOCUMENT_LIMITS.pdfMaxImages}
          value={images}
          onChange={(next) => {
            setImages(next);
            setError(null);
          }}
          wrongTypeMessage={PDF_TEXT.notImage}
          tooManyMessage={DOCUMENT_MESSAGES.tooManyImages}
          errorMessage={error ?? undefined}
          isDisabled={creating}
          buttonLabel="Choose images"
        />
        <p role="status" aria-live="polite">
          {creating ? PDF_TEXT.creating : ''}
        </p>
      </Stack>
    </Dialog>
  );
}
