import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, type DocumentField } from '@axia/core';
import { Button, FileUploader, Icon, Stack } from '@axia/design-system';
import { StoredFiles } from '../components/StoredFiles';
import { UPLOAD_TEXT } from '../messages';
import { MAX_FILE_BYTES, TOO_BIG_MESSAGE } from '../model';
import { ImageToPdfDialog, type MakePdf } from './ImageToPdfDialog';
import type { UploadDocumentStore } from './UploadDocumentStore';
import * as styles from '../documents.css';

const ACCEPT = {
  taxProof: ['.png', '.jpg', '.jpeg', '.pdf'],
  idImages: ['image/*', '.pdf'],
  addressPdf: ['.pdf'],
} as const;

const HINT = {
  taxProof: UPLOAD_TEXT.taxProofHint,
  idImages: UPLOAD_TEXT.idHint,
  addressPdf: UPLOAD_TEXT.addressHint,
} as const;

const WRONG_TYPE = {
  taxProof: DOCUMENT_MESSAGES.taxProofTypes,
  idImages: DOCUMENT_MESSAGES.imageOnly,
  addressPdf: DOCUMENT_MESSAGES.pdfOnly,
} as const;

/**
 * One file field of a form (seed 002 §5): the chooser (checked, then uploaded at once; the last selection kept), the
 * field's stored files by name, its error (a required message, a refusal, the bank's message) tied to the button and
 * announced; an ID field also offers the image-to-PDF modal.
 */
export const DocumentFileField = observer(function DocumentFileField({
  store,
  field,
  makePdf,
}: {
  store: UploadDocumentStore;
  field: DocumentField;
  makePdf?: MakePdf;
}) {
  const [pdfOpen, setPdfOpen] = useState(false);
  const stored = store.filesOf(field.type);
  const uploading = store.uploading[field.type];
  const error = store.errors[field.type];
  return (
    <Stack gap="sm">
      <FileUploader
        label={field.label}
        description={HINT[field.kind]}
        accept={[...ACCEPT[field.kind]]}
        maxBytes={MAX_FILE_BYTES}
        maxFiles={field.kind === 'idImages' ? DOCUMENT_LIMITS.maxIdImages : 1}
        // Each selection is uploaded at once and replaces the field's files: the uploader keeps none itself.
        value={[]}
        onChange={(files) => void store.choose(field, files)}
        // A refused selection's message replaces the field's earlier one rather than piling up under it.
        onReject={() => store.setFieldError(field.type, null)}
        tooBigMessage={TOO_BIG_MESSAGE}
        wrongTypeMessage={WRONG_TYPE[field.kind]}
        tooManyMessage={
          field.kind === 'idImages' ? DOCUMENT_MESSAGES.tooManyImages : UPLOAD_TEXT.tooManyFiles
        }
        errorMessage={error}
        isDisabled={Boolean(uploading) || store.sending !== null}
        buttonLabel={stored.length > 0 ? UPLOAD_TEXT.replaceFile : UPLOAD_TEXT.chooseFile}
      />
      {field.kind === 'idImages' && (
        <div>
          <Button
            variant="secondary"
            size="small"
            icon={<Icon name="file" />}
            isDisabled={Boolean(uploading) || store.sending !== null}
            onPress={() => setPdfOpen(true)}
          >
            {UPLOAD_TEXT.createPdf}
          </Button>
        </div>
      )}
      {stored.length > 0 && (
        <div>
          <p className={styles.muted}>{UPLOAD_TEXT.stored}</p>
          <StoredFiles files={stored} label={`${field.label}: ${UPLOAD_TEXT.stored}`} />
        </div>
      )}
      <p role="status" className={styles.muted}>
        {uploading ? UPLOAD_TEXT.uploading(uploading) : (store.progress[field.type] ?? '')}
      </p>
      {pdfOpen && (
        <ImageToPdfDialog
          fieldLabel={field.label}
          makePdf={makePdf}
          onCreated={(pdf) => void store.choose(field, [pdf])}
          onClose={() => setPdfOpen(false)}
        />
      )}
    </Stack>
  );
});
