import { observer } from 'mobx-react-lite';
import { EmptyState, StatusTag } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { useStaff } from '../../context';
import { formatMoney } from '../../format';
import type { QueuesStore } from '../../stores/QueuesStore';
import { MoneyItemsTable } from './MoneyItems';
import { QueuePage, VIEWER_NOTE } from './QueuePage';

export const WAITING_FOR_APPROVAL = 'Waiting for approval';

/** Wire deposits the customers announced: record one as received (credited, or proposed above the threshold). */
export const WiresScreen = observer(function WiresScreen({ store }: { store: QueuesStore }) {
  const { session, toasts } = useStaff();
  const mayAct = session.may('operator');
  return (
    <QueuePage
      title="Wire deposits"
      description={`Wires the customers said they sent. Above ${formatMoney(session.me?.approvalThresholdUsd ?? '0', 'USD')} a second person approves the credit.`}
      resource={store.wires}
      readOnlyNote={mayAct ? null : VIEWER_NOTE}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState headingLevel={2} title="No wire deposits wait for receipt" />
        ) : (
          <MoneyItemsTable
            caption="Wire deposits awaiting receipt"
            items={items}
            actions={(item) =>
              item.proposalId ? (
                <StatusTag tone="warning" size="sm">
                  {WAITING_FOR_APPROVAL}
                </StatusTag>
              ) : mayAct ? (
                <ActionDialog
                  // The public id in the visible text too: the name contains what is seen (label in name).
                  label={`Record ${item.publicId} as received`}
                  title="Record the wire as received"
                  confirmLabel="Record as received"
                  onConfirm={async (reason) => {
                    const outcome = await store.receiveWire(item.transactionId, reason);
                    toasts.show(
                      outcome.outcome === 'APPLIED'
                        ? { tone: 'success', title: 'Wire recorded: the account is credited.' }
                        : {
                            tone: 'info',
                            title: `${WAITING_FOR_APPROVAL}: another approver must approve the credit.`,
                          },
                    );
                  }}
                >
                  <p>
                    Credits {formatMoney(item.amount, item.currency)} to {item.customer.email}.
                  </p>
                </ActionDialog>
              ) : null
            }
          />
        )
      }
    </QueuePage>
  );
});
