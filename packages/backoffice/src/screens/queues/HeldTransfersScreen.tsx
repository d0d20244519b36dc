import { observer } from 'mobx-react-lite';
import { EmptyState, StatusTag } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { useStaff } from '../../context';
import { formatMoney } from '../../format';
import type { QueuesStore } from '../../stores/QueuesStore';
import * as common from '../../components/styles.css';
import { MoneyItemsTable } from './MoneyItems';
import { QueuePage, VIEWER_NOTE } from './QueuePage';
import { WAITING_FOR_APPROVAL } from './WiresScreen';

/** Transfers held for review: release (proposed above the threshold) or reject (refunded at once). */
export const HeldTransfersScreen = observer(function HeldTransfersScreen({
  store,
}: {
  store: QueuesStore;
}) {
  const { session, toasts } = useStaff();
  const mayAct = session.may('operator');
  return (
    <QueuePage
      title="Held transfers"
      description="Transfers held for review. A rejected transfer is refunded to the customer."
      resource={store.heldTransfers}
      readOnlyNote={mayAct ? null : VIEWER_NOTE}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState headingLevel={2} title="No transfers are held" />
        ) : (
          <MoneyItemsTable
            caption="Transfers held for review"
            items={items}
            actions={(item) =>
              item.proposalId ? (
                <StatusTag tone="warning" size="sm">
                  {WAITING_FOR_APPROVAL}
                </StatusTag>
              ) : mayAct ? (
                <div className={common.actions}>
                  <ActionDialog
                    label="Release"
                    aria-label={`Release ${item.publicId}`}
                    title="Release the transfer"
                    confirmLabel="Release"
                    onConfirm={async (reason) => {
                      const outcome = await store.reviewTransfer(
                        item.transactionId,
                        'APPROVE',
                        reason,
                      );
                      toasts.show(
                        outcome.outcome === 'APPLIED'
                          ? { tone: 'success', title: 'Transfer released.' }
                          : {
                              tone: 'info',
                              title: `${WAITING_FOR_APPROVAL}: the release is proposed.`,
                            },
                      );
                    }}
                  >
                    <p>
                      Sends {formatMoney(item.amount, item.currency)} of {item.customer.email}.
                    </p>
                  </ActionDialog>
                  <ActionDialog
                    label="Reject"
                    aria-label={`Reject ${item.publicId}`}
                    title="Reject the transfer"
                    confirmLabel="Reject"
                    variant="danger"
                    customerReads
                    onConfirm={async (reason) => {
                      await store.reviewTransfer(item.transactionId, 'REJECT', reason);
                      toasts.show({ tone: 'success', title: 'Transfer rejected and refunded.' });
                    }}
                  />
                </div>
              ) : null
            }
          />
        )
      }
    </QueuePage>
  );
});
