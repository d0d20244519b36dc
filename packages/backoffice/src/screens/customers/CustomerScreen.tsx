import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { CustomerAction, StaffCustomer } from '@axia/core';
import { Link, PageHeader } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { DataTable } from '../../components/DataTable';
import { LoadState } from '../../components/LoadState';
import { useStaff } from '../../context';
import { CHECK_NAMES, formatDate, formatDateTime, formatMoney, humanize } from '../../format';
import type { CustomerStore } from '../../stores/CustomersStore';
import { usePage } from '../../shell/usePage';
import * as shell from '../../shell/shell.css';
import * as common from '../../components/styles.css';
import { Status } from '../queues/status';
import { AdjustmentDialog } from './AdjustmentDialog';

const ACTIONS: {
  action: CustomerAction;
  label: string;
  title: string;
  allowed(status: string): boolean;
  variant: 'primary' | 'danger';
}[] = [
  {
    action: 'SUSPEND',
    label: 'Suspend',
    title: 'Suspend the customer',
    allowed: (s) => s === 'ACTIVE',
    variant: 'danger',
  },
  {
    action: 'REACTIVATE',
    label: 'Reactivate',
    title: 'Reactivate the customer',
    allowed: (s) => s === 'SUSPENDED',
    variant: 'primary',
  },
  {
    action: 'CLOSE',
    label: 'Close',
    title: 'Close the customer’s account',
    allowed: (s) => s !== 'DEACTIVATED',
    variant: 'danger',
  },
];

function Profile({ data }: { data: StaffCustomer }) {
  const rows: [string, string][] = [
    ['Email', data.customer.email],
    ['Type', humanize(data.customer.userType)],
    ['Status', humanize(data.customer.status)],
    ['Status reason', data.statusReason ?? '—'],
    ['Public id', data.publicId ?? '—'],
    ['Phone', data.phone ?? '—'],
    ['Country', data.country ?? '—'],
    ['Customer since', formatDate(data.createdAt)],
  ];
  return (
    <section aria-labelledby="profile-heading" className={common.section}>
      <h2 id="profile-heading" className={common.sectionTitle}>
        Profile
      </h2>
      <dl className={common.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={common.detailRow}>
            <dt className={common.term}>{term}</dt>
            <dd className={common.definition}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A customer's page: everything read-only, then the acts an operator may take, each with a reason. */
export const CustomerScreen = observer(function CustomerScreen({
  store,
}: {
  store: CustomerStore;
}) {
  const { session, toasts } = useStaff();
  const data = store.customer.data;
  const headingRef = usePage(data ? data.customer.name || data.customer.email : 'Customer');
  useEffect(() => {
    void store.customer.load();
  }, [store]);
  const mayAct = session.may('operator');
  return (
    <div className={shell.page}>
      <PageHeader
        title={data ? data.customer.name || data.customer.email : 'Customer'}
        backLink={
          <Link href="/customers" variant="standalone">
            Back to customer lookup
          </Link>
        }
        headingRef={headingRef}
      />
      <LoadState resource={store.customer} label="the customer">
        {(customer) => (
          <>
            {mayAct && (
              <section aria-labelledby="actions-heading" className={common.section}>
                <h2 id="actions-heading" className={common.sectionTitle}>
                  Actions
                </h2>
                <div className={common.actions}>
                  {ACTIONS.filter((a) => a.allowed(customer.customer.status)).map((a) => (
                    <ActionDialog
                      key={a.action}
                      label={a.label}
                      title={a.title}
                      confirmLabel={a.label}
                      variant={a.variant}
                      customerReads
                      onConfirm={async (reason) => {
                        await store.act(a.action, reason);
                        toasts.show({ tone: 'success', title: `${a.label}: done.` });
                      }}
                    >
                      <p>
                        {a.title} {customer.customer.email}.
                      </p>
                    </ActionDialog>
                  ))}
                  <AdjustmentDialog
                    currencies={customer.accounts.map((account) => account.currency)}
                    onPropose={async (currency, amount, reason) => {
                      const proposal = await store.proposeAdjustment(currency, amount, reason);
                      toasts.show({
                        tone: 'info',
                        title: 'Adjustment proposed: another approver must approve it.',
                      });
                      return proposal;
                    }}
                  />
                </div>
              </section>
            )}
            <Profile data={customer} />
            <DataTable
              caption="Registration checks"
              columns={[
                { id: 'check', name: 'Check' },
                { id: 'status', name: 'Status' },
              ]}
              rows={Object.entries(customer.checks).map(([check, status]) => ({
                id: check,
                check: CHECK_NAMES[check] ?? humanize(check),
                status: <Status value={status} />,
              }))}
            />
            <DataTable
              caption="Accounts"
              emptyText="No accounts."
              columns={[
                { id: 'currency', name: 'Currency' },
                { id: 'id', name: 'Account id' },
                { id: 'balance', name: 'Balance', align: 'end' },
                { id: 'status', name: 'Status' },
              ]}
              rows={customer.accounts.map((account) => ({
                id: account.id,
                currency: account.currency,
                balance: formatMoney(account.balance, account.currency),
                status: <Status value={account.status} />,
              }))}
            />
            <DataTable
              caption="Recent transactions"
              emptyText="No transactions."
              columns={[
                { id: 'title', name: 'Transaction', isRowHeader: true },
                { id: 'publicId', name: 'Public id' },
                { id: 'type', name: 'Type' },
                { id: 'amount', name: 'Amount', align: 'end' },
                { id: 'status', name: 'Status' },
                { id: 'date', name: 'Date' },
              ]}
              rows={customer.transactions.map((t) => ({
                id: t.id,
                title: t.title,
                publicId: t.publicId,
                type: humanize(t.type),
                amount: formatMoney(t.amount, t.currency, true),
                status: <Status value={t.status} />,
                date: formatDateTime(t.createdAt),
              }))}
            />
            <DataTable
              caption="Documents"
              emptyText="No document requests."
              columns={[
                { id: 'type', name: 'Type' },
                { id: 'status', name: 'Status' },
                { id: 'submitted', name: 'Submitted' },
                { id: 'files', name: 'Files' },
                { id: 'reason', name: 'Rejection reason' },
              ]}
              rows={customer.documents.map((d) => ({
                id: d.requestId,
                type: humanize(d.type),
                status: <Status value={d.status} />,
                submitted: formatDateTime(d.submittedAt),
                files: d.files.map((f) => f.name).join(', ') || 'None',
                reason: d.rejectionReason ?? '—',
              }))}
            />
            <DataTable
              caption="Cards"
              emptyText="No cards."
              columns={[
                { id: 'card', name: 'Card', isRowHeader: true },
                { id: 'status', name: 'Status' },
                { id: 'kyc', name: 'Full KYC' },
                { id: 'since', name: 'Since' },
              ]}
              rows={customer.cards.map((c) => ({
                id: c.cardId,
                card: `${humanize(c.cardType)}${c.last4 ? ` ending ${c.last4}` : ''}`,
                status: <Status value={c.status} />,
                kyc: c.fullKyc ? 'Yes' : 'No',
                since: formatDateTime(c.since),
              }))}
            />
            <DataTable
              caption="Stakings"
              emptyText="No stakings."
              columns={[
                { id: 'product', name: 'Product', isRowHeader: true },
                { id: 'amount', name: 'Amount', align: 'end' },
                { id: 'status', name: 'Status' },
                { id: 'date', name: 'Started' },
              ]}
              rows={customer.stakings.map((s) => ({
                id: s.id,
                product: s.product,
                amount: s.amount,
                status: <Status value={s.status} />,
                date: formatDate(s.createdAt),
              }))}
            />
          </>
        )}
      </LoadState>
    </div>
  );
});
