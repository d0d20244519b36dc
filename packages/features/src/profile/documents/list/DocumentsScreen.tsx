import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  canEditDocumentRequest,
  DOCUMENT_MESSAGES,
  DOCUMENT_REQUEST_STATUS_LABELS,
  DOCUMENT_REQUEST_STATUS_TONES,
  DOCUMENT_REQUEST_TYPE_LABELS,
  type DocumentRequest,
} from '@axia/core';
import {
  Button,
  EmptyState,
  Icon,
  Pagination,
  Skeleton,
  SkeletonText,
  Stack,
  StatusTag,
  VisuallyHidden,
} from '@axia/design-system';
import { ReadFailed, useServices } from '../../../kit';
import { ProfileLayout } from '../../layout/ProfileLayout';
import { UPLOAD_DOCUMENT_PATH, uploadDocumentPath } from '../../paths';
import { LIST_TEXT as TEXT } from '../messages';
import { formatDateTime } from '../model';
import { DocumentDetailDialog } from './DocumentDetailDialog';
import { DocumentsStore } from './DocumentsStore';
import * as styles from '../documents.css';

/** Requests per page: a long history stays a short list on a phone. */
const PAGE_SIZE = 10;

export interface DocumentsViewProps {
  /** Starts with this state (stories and tests); a fresh list reading the requests by default. */
  store?: DocumentsStore;
}

/**
 * /user-document (seed 002 §2, §4): the customer's document requests, newest first (type, created and updated dates,
 * status — COMPLETED shown as APPROVED), Edit (to /upload-document/{id}) while INCOMPLETE, Details (the modal: Edit,
 * Cancel, Close), and 'Upload New Document' (UPLOAD_DOCUMENT). The destination after saving or submitting a form.
 */
export const DocumentsView = observer(function DocumentsView({ store: given }: DocumentsViewProps) {
  const { api, session, notify } = useServices();
  const [store] = useState(
    () => given ?? new DocumentsStore(api, session.user?.features ?? [], notify),
  );
  useEffect(() => {
    if (!given) void store.load();
  }, [given, store]);

  const list = store.list;
  const [page, setPage] = useState(1);
  const total = list.status === 'ready' ? list.value.length : 0;
  // A list that shrank (a request canceled) never leaves the pager past its end.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
  let body;
  if (list.status === 'loading') {
    body = (
      <Skeleton label={TEXT.loading}>
        <SkeletonText lines={4} />
      </Skeleton>
    );
  } else if (list.status === 'failed') {
    body = (
      <ReadFailed
        message={list.message}
        retryLabel={TEXT.retry}
        onRetry={() => void store.load()}
      />
    );
  } else if (list.value.length === 0) {
    body = (
      <EmptyState
        title={TEXT.emptyTitle}
        description={TEXT.emptyDescription}
        icon="file"
        headingLevel={2}
      />
    );
  } else {
    body = (
      <ul className={styles.requests} aria-label={TEXT.listLabel}>
        {list.value.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE).map((request) => (
          <li key={request.id}>
            <RequestItem
              request={request}
              editable={store.uploadOn && canEditDocumentRequest(request.status)}
              onDetails={() => store.open(request.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ProfileLayout title={TEXT.title}>
      <Stack gap="lg">
        {store.uploadOn && (
          <div className={styles.toolbar}>
            <RouterLink to={UPLOAD_DOCUMENT_PATH} className={styles.actionLink}>
              <Icon name="upload" size={18} />
              {DOCUMENT_MESSAGES.uploadNew}
            </RouterLink>
          </div>
        )}
        {body}
        {total > PAGE_SIZE && (
          <Pagination
            aria-label={TEXT.pagination}
            page={shownPage}
            total={total}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        )}
        <VisuallyHidden>
          <p role="status">{list.status === 'ready' ? TEXT.count(list.value.length) : ''}</p>
        </VisuallyHidden>
      </Stack>
      {store.selected && (
        <DocumentDetailDialog
          request={store.selected}
          editable={store.uploadOn}
          canceling={store.canceling}
          onCancel={() => void store.cancel()}
          onClose={() => store.close()}
        />
      )}
    </ProfileLayout>
  );
});

function RequestItem({
  request,
  editable,
  onDetails,
}: {
  request: DocumentRequest;
  editable: boolean;
  onDetails: () => void;
}) {
  const label = DOCUMENT_REQUEST_TYPE_LABELS[request.documentType];
  return (
    <article className={styles.request} aria-label={label}>
      <div className={styles.requestHead}>
        <h2 className={styles.requestTitle}>{label}</h2>
        <StatusTag tone={DOCUMENT_REQUEST_STATUS_TONES[request.status]}>
          {DOCUMENT_REQUEST_STATUS_LABELS[request.status]}
        </StatusTag>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{TEXT.created}</dt>
        <dd className={styles.value}>{formatDateTime(request.createdAt)}</dd>
        <dt className={styles.term}>{TEXT.updated}</dt>
        <dd className={styles.value}>{formatDateTime(request.updatedAt)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          aria-label={TEXT.detailsNamed(label)}
          onPress={onDetails}
        >
          {TEXT.details}
        </Button>
        {editable && (
          <RouterLink
            to={uploadDocumentPath(request.id)}
            className={styles.smallSecondaryLink}
            aria-label={TEXT.editNamed(label)}
          >
            {TEXT.edit}
          </RouterLink>
        )}
      </div>
    </article>
  );
}

export function DocumentsScreen() {
  return <DocumentsView />;
}
