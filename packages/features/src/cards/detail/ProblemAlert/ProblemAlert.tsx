import { useEffect, useRef } from 'react';
import { Icon } from '@axia/design-system';
import * as styles from './ProblemAlert.css';

export interface ProblemAlertProps {
  /** The problem (title and text), or null: the live region stays in the page so what appears is announced. */
  problem: { title: string; message: string } | null;
}

/**
 * A modal's failure (§8 'shown in the modal with a red icon'): a danger-toned box with the error icon, in an alert
 * region, focused when it appears so keyboard and screen-reader users land on it.
 */
export function ProblemAlert({ problem }: ProblemAlertProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) requestAnimationFrame(() => box.current?.focus());
  }, [problem]);
  return (
    <div role="alert" className={styles.region}>
      {problem && (
        <div ref={box} tabIndex={-1} className={styles.problem} data-tone="danger">
          <Icon name="error" size={20} className={styles.icon} />
          <div>
            <p className={styles.title}>{problem.title}</p>
            <p className={styles.text}>{problem.message}</p>
          </div>
        </div>
      )}
    </div>
  );
}
