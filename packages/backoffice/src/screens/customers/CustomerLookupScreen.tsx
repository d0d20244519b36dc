import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Button, EmptyState, PageHeader, SearchField, Spinner } from '@axia/design-system';
import { CustomerCell } from '../../components/CustomerCell';
import { DataTable } from '../../components/DataTable';
import { humanize } from '../../format';
import type { CustomerSearchStore } from '../../stores/CustomersStore';
import { usePage } from '../../shell/usePage';
import * as shell from '../../shell/shell.css';
import * as common from '../../components/styles.css';
import { Status } from '../queues/status';

/** Customer lookup by email, public id, account id or transaction id. */
export const CustomerLookupScreen = observer(function CustomerLookupScreen({
  store,
}: {
  store: CustomerSearchStore;
}) {
  const headingRef = usePage('Customers');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.search();
  };
  return (
    <div className={shell.page}>
      <PageHeader
        title="Customers"
        description="Find a customer by email, public id, account id or transaction id."
        headingRef={headingRef}
      />
      <form role="search" onSubmit={submit} className={common.actions}>
        <SearchField
          label="Email, public id, account id or transaction id"
          value={store.query}
          onChange={(value) => store.setQuery(value)}
          onSubmit={() => void store.search()}
        />
        <Button type="submit" isPending={store.loading}>
          Search
        </Button>
      </form>
      {store.error && (
        <p role="alert" className={common.errorText}>
          {store.error}
        </p>
      )}
      {store.loading && store.results === null && <Spinner label="Searching" />}
      {store.results !== null &&
        (store.results.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="No customer found"
            description="Check the email or id and try again."
          />
        ) : (
          <DataTable
            caption="Customers found"
            columns={[
              { id: 'name', name: 'Customer', isRowHeader: true },
              { id: 'email', name: 'Email' },
              { id: 'type', name: 'Type' },
              { id: 'status', name: 'Status' },
            ]}
            rows={store.results.map((customer) => ({
              id: customer.userId,
              name: <CustomerCell customer={customer} />,
              email: customer.email,
              type: humanize(customer.userType),
              status: <Status value={customer.status} />,
            }))}
          />
        ))}
    </div>
  );
});
