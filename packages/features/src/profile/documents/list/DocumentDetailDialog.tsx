import { Link as RouterLink } from 'react-router-dom';
import {
  canCancelDocumentRequest,
  canEditDocumentRequest,
  DOCUMENT_REQUEST_STATUS_LABELS,
  DOCUMENT_REQUEST_STATUS_TONES,
  DOCUMENT_REQUEST_TYPE_LABELS,
  type DocumentRequest,
} from '@axia/core';
import { Button, Dialog, StatusTag } from '@axia/design-system';
import { uploadDocumentPath } from '../../paths';
import { StoredFiles } from '../components/StoredFiles';
import { DETAIL_TEXT, LIST_TEXT } from '../messages';
import { formatDateTime, storedFilesByField } from '../model';
import * as styles from '../documents.css';

export interface DocumentDetailDialogProps {
  request: DocumentRequest;
  /** UPLOAD_DOCUMENT: Edit may be offered (while INCOMPLETE). */
  editable: boolean;
  canceling: boolean;
  onCancel: () => void;
  onClose: () => void;
}

/**
 * One request (seed 002 §2, §4): type, status, dates, memo, the files (each downloadable), the rejection reason when
 * REJECTED; Edit (only INCOMPLETE), Cancel (disabled once COMPLETED, REJECTED or CANCELED) and Close.
 */
export function DocumentDetailDialog({
  request,
  editable,
  canceling,
  onCancel,
  onClose,
}: DocumentDetailDialogProps) {
  const label = DOCUMENT_REQUEST_TYPE_LABELS[request.documentType];
  return (
    <Dialog
      isOpen
      title={label}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" slot="close">
            {DETAIL_TEXT.close}
          </Button>
          <Button
            variant="danger"
            isDisabled={!canCancelDocumentRequest(request.status)}
            isPending={canceling}
            onPress={onCancel}
          >
            {DETAIL_TEXT.cancel}
          </Button>
          {editable && canEditDocumentRequest(request.status) && (
            <RouterLink to={uploadDocumentPath(request.id)} className={styles.actionLink}>
              {DETAIL_TEXT.edit}
            </RouterLink>
          )}
        </>
      }
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>{LIST_TEXT.type}</dt>
        <dd className={styles.value}>{label}</dd>
        <dt className={styles.term}>{LIST_TEXT.status}</dt>
        <dd className={styles.value}>
          <StatusTag tone={DOCUMENT_REQUEST_STATUS_TONES[request.status]}>
            {DOCUMENT_REQUEST_STATUS_LABELS[request.status]}
          </StatusTag>
        </dd>
        <dt className={styles.term}>{LIST_TEXT.created}</dt>
        <dd className={styles.value}>{formatDateTime(request.createdAt)}</dd>
        <dt className={styles.term}>{LIST_TEXT.updated}</dt>
        <dd className={styles.value}>{formatDateTime(request.updatedAt)}</dd>
        <dt className={styles.term}>{DETAIL_TEXT.memo}</dt>
        <dd className={styles.value}>{request.memo || DETAIL_TEXT.noMemo}</dd>
        {request.status === 'REJECTED' && (
          <>
            <dt className={styles.term}>{DETAIL_TEXT.rejectionReason}</dt>
            <dd className={styles.value}>{request.rejectionReason || '—'}</dd>
          </>
        )}
        {storedFilesByField(request).map(({ field, files }) => (
          <FieldFiles key={field.type} label={field.label} files={files} />
        ))}
      </dl>
    </Dialog>
  );
}

function FieldFiles({
  label,
  files,
}: {
  label: string;
  files: Parameters<typeof StoredFiles>[0]['files'];
}) {
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>
        <StoredFiles files={files} label={label} />
      </dd>
    </>
  );
}
