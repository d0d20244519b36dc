import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { REGISTRATION_CHECKS, type StaffRegistration } from '@axia/core';
import { EmptyState, TextField } from '@axia/design-system';
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

export const LEGAL_NAME_BOTH = 'Give both legal names, or neither.';

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
  // The legal name a reviewer read from the identity document, given with the KYC check where no provider sent it.
  const [legalFirst, setLegalFirst] = useState('');
  const [legalLast, setLegalLast] = useState('');
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
                    title={`Complete the ${name} check`}
                    confirmLabel="Complete"
                    onConfirm={async (reason) => {
                      const first = legalFirst.trim();
                      const last = legalLast.trim();
                      if (check === 'kycStatus' && Boolean(first) !== Boolean(last))
                        throw new Error(LEGAL_NAME_BOTH);
                      const legalName =
                        check === 'kycStatus' && first
                          ? { firstName: first, lastName: last }
                          : undefined;
                      await store.setCheck(customer.userId, check, 'COMPLETED', reason, legalName);
                      toasts.show({ tone: 'success', title: `${name} completed.` });
                    }}
                  >
                    {check === 'kycStatus' && (
                      <>
                        <p>
                          Where no identity provider sent the customer&apos;s legal name, give it as
                          the identity document shows it.
                        </p>
                        <TextField
                          label="Legal first name"
                          value={legalFirst}
                          onChange={setLegalFirst}
                          autoComplete="off"
                        />
                        <TextField
                          label="Legal last name"
                          value={legalLast}
                          onChange={setLegalLast}
                          autoComplete="off"
                        />
                      </>
                    )}
                  </ActionDialog>
                )}
                {status !== 'REJECTED' && (
                  <ActionDialog
                    label="Reject"
                    aria-label={`Reject ${name} of ${customer.email}`}
                    title={`Reject the ${name} check`}
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
