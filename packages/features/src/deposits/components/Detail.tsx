import type { ReactNode } from 'react';
import * as styles from '../deposits.css';

/** A term and its value, in a wizard's description lists (`valueClassName`: the wizard's own value style). */
export function Detail({
  term,
  valueClassName,
  children,
}: {
  term: string;
  valueClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
