import { observer } from 'mobx-react-lite';
import { REGISTRATION_CHECKS, type StaffRegistration } from '@axia/core';
import { EmptyState } from '@axia/design-system';
import { ActionDialog } from '../../components/ActionDialog';
import { CustomerCell } from '../../components/CustomerCell';
import { DataTable } from '../../components/DataTable';
import { useStaff } from '../../context';
import { CHECK_NAMES, formatDateTime, humanize } from '../../format';
import type { QueuesStore } from '../../stores/QueuesStore';
import { QueuePage, VIEWER_NOTE } from './QueuePage';
import { Status } from './status';
import * as styles from './queues.css';
import * as common from '../../components/styles.css';

const Registration = observer(function Registration({
  registration,
  store,
}: {
  registration: StaffRegistration;
  store: QueuesStore;
}) {
  const { session, toasts } = useStaff();
  const { customer } = registration;
  const mayAct = session.may('operator');
  return (
    <li className={styles.customer}>
      <p>
        <CustomerCell customer={customer} /> · {customer.email} · {humanize(customer.userType)} ·
        registered {formatDateTime(registration.createdAt)} ·{' '}
        {registration.complete ? 'every check complete' : 'checks outstanding'}
      </p>
      <DataTable
        caption={`Checks of ${customer.email}`}
        columns={[
          { id: 'check', name: 'Check' },
          { id: 'status', name: 'Status' },
          ...(mayAct ? [{ id: 'actions', name: 'Actions' }] : []),
        ]}
        rows={REGISTRATION_CHECKS.map((check) => {
          const status = registration.checks[check];
          const name = CHECK_NAMES[check] ?? humanize(check);
          return {
            id: check,
            check: name,
            status: <Status value={status} />,
            actions: (
              <div className={common.actions}>
                {status !== 'COMPLETED' && (
                  <ActionDialog
                    label="Complete"
                    aria-label={`Complete ${name} of ${customer.email}`}
                    title={`Complete ${name.toLowerCase()}`}
                    confirmLabel="Complete"
                    onConfirm={async (reason) => {
                      await store.setCheck(customer.userId, check, 'COMPLETED', reason);
                      toasts.show({ tone: 'success', title: `${name} completed.` });
                    }}
                  />
                )}
                {status !== 'REJECTED' && (
                  <ActionDialog
                    label="Reject"
                    aria-label={`Reject ${name} of ${customer.email}`}
                    title={`Reject ${name.toLowerCase()}`}
                    confirmLabel="Reject"
                    variant="danger"
                    customerReads
                    onConfirm={async (reason) => {
                      await store.setCheck(customer.userId, check, 'REJECTED', reason);
                      toasts.show({ tone: 'success', title: `${name} rejected.` });
                    }}
                  />
                )}
              </div>
            ),
          };
        })}
      />
    </li>
  );
});

/** Registrations awaiting their checks: each customer's checks, completed or rejected with a reason. */
export const RegistrationsScreen = observer(function RegistrationsScreen({
  store,
}: {
  store: QueuesStore;
}) {
  const { session } = useStaff();
  return (
    <QueuePage
      title="Registrations"
      description="Customers whose registration checks are not all complete."
      resource={store.registrations}
      readOnlyNote={session.may('operator') ? null : VIEWER_NOTE}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState headingLevel={2} title="No registrations wait for checks" />
        ) : (
          <ul className={styles.list}>
            {items.map((registration) => (
              <Registration
                key={registration.customer.userId}
                registration={registration}
                store={store}
              />
            ))}
          </ul>
        )
      }
    </QueuePage>
  );
});
