import type { ReactNode } from 'react';
import { Skeleton, SkeletonText } from '../Skeleton';
import { itemBody, itemTitle } from '../../styles/shared.css';
import * as styles from './List.css';

export interface ListItemData {
  id: string | number;
  title: ReactNode;
  description?: ReactNode;
  /** Content at the start, e.g. an icon or avatar (decorative). */
  leading?: ReactNode;
  /** Content at the end, e.g. an Amount or a StatusTag. */
  trailing?: ReactNode;
}

export interface ListProps {
  items: ListItemData[];
  /** Names the list for screen readers when the surrounding heading does not. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Shown instead of the list when there are no items, e.g. an EmptyState. */
  emptyState?: ReactNode;
  /** Shows a skeleton and announces `loadingLabel` instead of the items. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Number of skeleton rows while loading. */
  loadingRowCount?: number;
}

/**
 * A static list of rows (title, description, leading and trailing content) as a semantic `<ul>`: screen
 * readers announce 'list, N items' and read each row in order, with no extra keyboard stops. Rows are
 * not interactive on purpose; put a link or button inside a row (or use Tile) for actions, which keeps
 * native Tab order instead of a composite widget.
 */
export function List({
  items,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  emptyState = 'Nothing to show',
  isLoading = false,
  loadingLabel = 'Loading…',
  loadingRowCount = 3,
}: ListProps) {
  if (isLoading) {
    return (
      <div className={styles.placeholder}>
        <Skeleton label={loadingLabel}>
          <SkeletonText lines={loadingRowCount * 2} />
        </Skeleton>
      </div>
    );
  }
  if (items.length === 0) {
    return <div className={styles.placeholder}>{emptyState}</div>;
  }
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul role="list" className={styles.list} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.leading && (
            <span className={styles.leading} aria-hidden="true">
              {item.leading}
            </span>
          )}
          <span className={itemBody}>
            <span className={itemTitle}>{item.title}</span>
            {item.description && <span className={styles.description}>{item.description}</span>}
          </span>
          {item.trailing && <span className={styles.trailing}>{item.trailing}</span>}
        </li>
      ))}
    </ul>
  );
}
