import type { ReactNode } from 'react';
import type { StaffMoneyItem } from '@axia/core';
import { CustomerCell } from '../../components/CustomerCell';
import { DataTable } from '../../components/DataTable';
import { formatDateTime, formatMoney } from '../../format';
import * as common from '../../components/styles.css';

/** A table of money items (wire deposits, held transfers) with what a reviewer needs, and each row's actions. */
export function MoneyItemsTable({
  caption,
  items,
  actions,
}: {
  caption: string;
  items: StaffMoneyItem[];
  /** The actions column (null: none). */
  actions: ((item: StaffMoneyItem) => ReactNode) | null;
}) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { id: 'reference', name: 'Reference', isRowHeader: true },
        { id: 'customer', name: 'Customer' },
        { id: 'amount', name: 'Amount', align: 'end' },
        { id: 'usd', name: 'USD amount', align: 'end' },
        { id: 'fee', name: 'Fee', align: 'end' },
        { id: 'created', name: 'Created' },
        { id: 'details', name: 'Details' },
        ...(actions ? [{ id: 'actions', name: 'Actions' }] : []),
      ]}
      rows={items.map((item) => ({
        id: item.transactionId,
        reference: `${item.title} (${item.publicId})`,
        customer: <CustomerCell customer={item.customer} />,
        amount: formatMoney(item.amount, item.currency),
        usd: formatMoney(item.amountUsd, 'USD'),
        fee: item.fee === null ? '—' : formatMoney(item.fee, item.currency),
        created: formatDateTime(item.createdAt),
        details: (
          <dl className={common.details}>
            {item.details.map((detail) => (
              <div key={detail.label} className={common.detailRow}>
                <dt className={common.term}>{detail.label}</dt>
                <dd className={common.definition}>{detail.value}</dd>
              </div>
            ))}
          </dl>
        ),
        actions: actions?.(item),
      }))}
    />
  );
}
