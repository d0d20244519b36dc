import type { ReactNode } from 'react';
import * as styles from './PriceRows.css';

// The priced lines of the Load card quote and the Request Physical Card fees: a description list of term/amount
// rows, the total in bold above a rule.

export function PriceRows({
  children,
  'aria-live': live,
}: {
  children: ReactNode;
  /** 'polite' where the rows follow what the customer types (the Load quote under the amount). */
  'aria-live'?: 'polite';
}) {
  return (
    <dl className={styles.rows} aria-live={live}>
      {children}
    </dl>
  );
}

export function PriceRow({
  term,
  children,
  total = false,
}: {
  term: string;
  children: ReactNode;
  /** The total: bold, above a rule. */
  total?: boolean;
}) {
  return (
    <div className={total ? styles.totalRow : styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
