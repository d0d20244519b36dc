import type { StaffCustomerRef } from '@axia/core';
import { Link } from '@axia/design-system';
import * as styles from './styles.css';

/**
 * Who an item belongs to: a link to the customer's page named by the customer's name, and the email under it (two
 * customers may share a name; the email is what a reviewer checks against what the customer wrote).
 */
export function CustomerCell({ customer }: { customer: StaffCustomerRef }) {
  return (
    <span className={styles.customerCell}>
      <Link href={`/customers/${encodeURIComponent(customer.userId)}`}>
        {customer.name || customer.email}
      </Link>
      {customer.name && <span className={styles.muted}>{customer.email}</span>}
    </span>
  );
}
