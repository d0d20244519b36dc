import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export type EmptyStateHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps {
  title: string;
  /** Heading level that fits the page outline; defaults to 3 (inside a section with an h2). */
  headingLevel?: EmptyStateHeadingLevel;
  description?: ReactNode;
  /** Decorative icon above the title. */
  icon?: IconName;
  /** Optional action, e.g. a Button that creates the first item. */
  children?: ReactNode;
}

/** What a list, table or page shows when it has nothing to show, and what to do about it. */
export function EmptyState({
  title,
  headingLevel = 3,
  description,
  icon,
  children,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root} data-empty-state="">
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size={24} />
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
