import type { ReactNode } from 'react';
import { onboardingStyles as styles } from './OnboardingLayout';

/** What was submitted, as a description list (a read-only form is read, not operated). */
export function ReadOnlySummary({ rows }: { rows: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.term} className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>{row.term}</dt>
          <dd className={styles.summaryValue}>{row.value || 'Not given'}</dd>
        </div>
      ))}
    </dl>
  );
}
