import { observer } from 'mobx-react-lite';
import { EmptyState } from '@axia/design-system';
import { CustomerCell } from '../../components/CustomerCell';
import { DataTable } from '../../components/DataTable';
import { formatDateTime, formatMoney } from '../../format';
import type { QueuesStore } from '../../stores/QueuesStore';
import { QueuePage } from './QueuePage';

/** Failed gift-card orders (read-only): what failed, why, and whether the customer was refunded. */
export const GiftCardsScreen = observer(function GiftCardsScreen({
  store,
}: {
  store: QueuesStore;
}) {
  return (
    <QueuePage
      title="Failed gift-card orders"
      description="Gift-card orders the vendor could not fill. Read-only."
      resource={store.giftCards}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState headingLevel={2} title="No failed gift-card orders" />
        ) : (
          <DataTable
            caption="Failed gift-card orders"
            columns={[
              { id: 'order', name: 'Order', isRowHeader: true },
              { id: 'customer', name: 'Customer' },
              { id: 'brand', name: 'Brand' },
              { id: 'amount', name: 'Amount', align: 'end' },
              { id: 'reason', name: 'Reason' },
              { id: 'refunded', name: 'Refunded' },
              { id: 'failed', name: 'Failed' },
            ]}
            rows={items.map((item) => ({
              id: item.orderId,
              order: item.orderId,
              customer: <CustomerCell customer={item.customer} />,
              brand: item.brand,
              amount: formatMoney(item.amount, item.currency),
              reason: item.reason ?? '—',
              refunded: item.refunded ? 'Yes' : 'No',
              failed: formatDateTime(item.failedAt),
            }))}
          />
        )
      }
    </QueuePage>
  );
});
