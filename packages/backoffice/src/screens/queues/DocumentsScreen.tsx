import { observer } from 'mobx-react-lite';
import { Button, EmptyState } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { CustomerCell } from '../../components/CustomerCell';
import { DataTable } from '../../components/DataTable';
import { saveBlob } from '../../components/download';
import { errorText } from '../../api/client';
import { useStaff } from '../../context';
import { formatDateTime, humanize } from '../../format';
import type { QueuesStore } from '../../stores/QueuesStore';
import { QueuePage, VIEWER_NOTE } from './QueuePage';
import { Status } from './status';
import * as common from '../../components/styles.css';

/** Document requests awaiting review: the files to download, then approve or reject with a reason. */
export const DocumentsScreen = observer(function DocumentsScreen({
  store,
}: {
  store: QueuesStore;
}) {
  const { session, toasts } = useStaff();
  const mayAct = session.may('operator');
  return (
    <QueuePage
      title="Documents"
      description="Document requests the customers submitted, awaiting review."
      resource={store.documents}
      readOnlyNote={mayAct ? null : VIEWER_NOTE}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState headingLevel={2} title="No documents wait for review" />
        ) : (
          <DataTable
            caption="Documents awaiting review"
            columns={[
              { id: 'customer', name: 'Customer' },
              { id: 'type', name: 'Type' },
              { id: 'status', name: 'Status' },
              { id: 'submitted', name: 'Submitted' },
              { id: 'files', name: 'Files' },
              ...(mayAct ? [{ id: 'actions', name: 'Actions' }] : []),
            ]}
            rows={items.map((document) => ({
              id: document.requestId,
              customer: <CustomerCell customer={document.customer} />,
              type: humanize(document.type),
              status: <Status value={document.status} />,
              submitted: formatDateTime(document.submittedAt),
              files: (
                <div className={common.actions}>
                  {document.files.length === 0
                    ? 'None'
                    : document.files.map((file) => (
                        <Button
                          key={file.id}
                          variant="tertiary"
                          size="small"
                          aria-label={`Download ${file.name}`}
                          onPress={async () => {
                            try {
                              const blob = await store.downloadDocumentFile(
                                document.requestId,
                                file.id,
                              );
                              saveBlob(blob, file.name);
                            } catch (error) {
                              toasts.show({ tone: 'error', title: errorText(error) });
                            }
                          }}
                        >
                          {file.name}
                        </Button>
                      ))}
                </div>
              ),
              actions: (
                <div className={common.actions}>
                  <ActionDialog
                    label="Approve"
                    aria-label={`Approve ${humanize(document.type)} of ${document.customer.email}`}
                    title="Approve the document"
                    confirmLabel="Approve"
                    onConfirm={async (reason) => {
                      await store.reviewDocument(document.requestId, 'APPROVE', reason);
                      toasts.show({ tone: 'success', title: 'Document approved.' });
                    }}
                  />
                  <ActionDialog
                    label="Reject"
                    aria-label={`Reject ${humanize(document.type)} of ${document.customer.email}`}
                    title="Reject the document"
                    confirmLabel="Reject"
                    variant="danger"
                    customerReads
                    onConfirm={async (reason) => {
                      await store.reviewDocument(document.requestId, 'REJECT', reason);
                      toasts.show({ tone: 'success', title: 'Document rejected.' });
                    }}
                  />
                </div>
              ),
            }))}
          />
        )
      }
    </QueuePage>
  );
});
