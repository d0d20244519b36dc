import { observer } from 'mobx-react-lite';
import { EmptyState } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { CustomerCell } from '../../components/CustomerCell';
import { DataTable } from '../../components/DataTable';
import { useStaff } from '../../context';
import { formatDateTime, humanize } from '../../format';
import type { QueuesStore } from '../../stores/QueuesStore';
import { QueuePage, VIEWER_NOTE } from './QueuePage';
import { Status } from './status';

/** Card orders and card exceptions; a holder's identity can be marked verified (full KYC). */
export const CardsScreen = observer(function CardsScreen({ store }: { store: QueuesStore }) {
  const { session, toasts } = useStaff();
  const mayAct = session.may('operator');
  return (
    <QueuePage
      title="Cards"
      description="Physical cards ordered and not yet activated, and cards suspended, lost or stolen."
      resource={store.cards}
      readOnlyNote={mayAct ? null : VIEWER_NOTE}
    >
      {({ items }) => {
        if (items.length === 0)
          return <EmptyState headingLevel={2} title="No card orders or exceptions" />;
        const table = (kind: 'ORDER' | 'EXCEPTION', caption: string) => (
          <DataTable
            caption={caption}
            emptyText={kind === 'ORDER' ? 'No card orders.' : 'No card exceptions.'}
            columns={[
              { id: 'card', name: 'Card', isRowHeader: true },
              { id: 'customer', name: 'Customer' },
              { id: 'status', name: 'Status' },
              { id: 'kyc', name: 'Full KYC' },
              { id: 'since', name: 'Since' },
              ...(mayAct ? [{ id: 'actions', name: 'Actions' }] : []),
            ]}
            rows={items
              .filter((item) => item.kind === kind)
              .map((item) => ({
                id: item.cardId,
                card: `${humanize(item.cardType)}${item.last4 ? ` ending ${item.last4}` : ''}`,
                customer: <CustomerCell customer={item.customer} />,
                status: <Status value={item.status} />,
                kyc: item.fullKyc ? 'Yes' : 'No',
                since: formatDateTime(item.since),
                actions: item.fullKyc ? (
                  'Verified'
                ) : (
                  <ActionDialog
                    label="Mark full KYC"
                    aria-label={`Mark full KYC for ${item.customer.email}'s card`}
                    title="Mark the card holder's identity verified"
                    confirmLabel="Mark full KYC"
                    onConfirm={async (reason) => {
                      await store.setCardKyc(item.cardId, true, reason);
                      toasts.show({ tone: 'success', title: 'Card holder marked full KYC.' });
                    }}
                  />
                ),
              }))}
          />
        );
        return (
          <>
            {table('ORDER', 'Card orders')}
            {table('EXCEPTION', 'Card exceptions')}
          </>
        );
      }}
    </QueuePage>
  );
});
