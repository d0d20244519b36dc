import type { StaffCustomerRef } from '@axia/core';
import { Link } from '@axia/design-system';

/** Who an item belongs to: a link to the customer's page. */
export function CustomerCell({ customer }: { customer: StaffCustomerRef }) {
  return (
    <Link href={`/customers/${encodeURIComponent(customer.userId)}`}>
      {customer.name || customer.email}
    </Link>
  );
}
