import { useLayoutEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { visuallyHidden } from '../../styles/shared.css';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';
import { clamp, getPageCount, getPageItems } from './usePagination';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Called with the requested page (1-based). */
  onPageChange: (page: number) => void;
  /** Number of pages. Give either this or `total` + `pageSize`. */
  pageCount?: number;
  /** Number of items across all pages (with `pageSize`). */
  total?: number;
  pageSize?: number;
  /** Pages shown on each side of the current page before an ellipsis. */
  siblingCount?: number;
  /** Name of the navigation landmark. */
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button; must contain the number shown. */
  getPageLabel?: (page: number) => string;
  /** Announced politely after a page change. */
  getStatusLabel?: (page: number, pageCount: number) => string;
  isDisabled?: boolean;
}

const defaultPageLabel = (page: number) => `Page ${page}`;
const defaultStatusLabel = (page: number, pageCount: number) => `Page ${page} of ${pageCount}`;

/**
 * Page navigation: a `nav` landmark named 'Pagination' with Previous, page and Next buttons. The current
 * page has aria-current="page". When Previous or Next becomes disabled under the keyboard (first or last
 * page reached), focus moves to the current page button instead of being lost.
 */
export function Pagination({
  page,
  onPageChange,
  pageCount: pageCountProp,
  total,
  pageSize,
  siblingCount = 1,
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  getPageLabel = defaultPageLabel,
  getStatusLabel = defaultStatusLabel,
  isDisabled = false,
}: PaginationProps) {
  const pageCount =
    pageCountProp !== undefined
      ? Math.max(1, pageCountProp)
      : getPageCount(total ?? 0, pageSize ?? Number.NaN);
  const current = clamp(page, 1, pageCount);
  const navRef = useRef<HTMLElement>(null);
  const refocusCurrent = useRef(false);

  useLayoutEffect(() => {
    if (!refocusCurrent.current) return;
    refocusCurrent.current = false;
    navRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [current]);

  const go = (target: number) => {
    if (target === current || target < 1 || target > pageCount) return;
    onPageChange(target);
  };
  const step = (target: number) => {
    // The step button about to become disabled would drop focus to <body>.
    refocusCurrent.current = target === 1 || target === pageCount;
    go(target);
  };

  return (
    <nav ref={navRef} aria-label={ariaLabel} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <AriaButton
            className={styles.stepButton}
            isDisabled={isDisabled || current <= 1}
            onPress={() => step(current - 1)}
          >
            <Icon name="chevronLeft" size={18} />
            <span className={styles.stepLabel}>{previousLabel}</span>
          </AriaButton>
        </li>
        {getPageItems(current, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AriaButton
                className={styles.pageButton}
                aria-label={getPageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => go(item)}
              >
                {item}
              </AriaButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <AriaButton
            className={styles.stepButton}
            isDisabled={isDisabled || current >= pageCount}
            onPress={() => step(current + 1)}
          >
            <span className={styles.stepLabel}>{nextLabel}</span>
            <Icon name="chevronRight" size={18} />
          </AriaButton>
        </li>
      </ul>
      <span role="status" className={visuallyHidden}>
        {getStatusLabel(current, pageCount)}
      </span>
    </nav>
  );
}
